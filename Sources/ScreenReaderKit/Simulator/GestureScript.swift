import AccessibilityTree

/// A gesture script: what a user does, written as comma-separated words
/// (`right,right,up,doubletap`), so a command line or a test can replay it.
///
/// | word | step |
/// |---|---|
/// | `right`, `left` | swipe right / left |
/// | `up`, `down` | swipe up / down (adjust, or move by the rotor) |
/// | `doubletap` | double tap |
/// | `rotor-next`, `rotor-previous` | turn the VoiceOver rotor |
/// | `three-finger-left` … `-right`, `-up`, `-down` | three-finger swipe (VoiceOver scroll) |
/// | `two-finger-left` … `-right`, `-up`, `-down` | two-finger swipe (TalkBack paging) |
/// | `scroll-forward`, `scroll-backward` | TalkBack scroll action |
/// | `scrub` | two-finger Z (escape) |
/// | `magictap` | two-finger double tap |
/// | `read-all`, `read-from-focus` | two-finger swipe up / down |
/// | `next-heading`, `previous-heading` | jump by heading |
/// | `actions` | TalkBack's actions menu |
/// | `action=NAME` | perform the focused element's custom action NAME |
/// | `touch=ID` | touch the element with identity ID (explore by touch) |
/// | `wait=SECONDS` | let time pass on the simulator's clock (rotation) |
///
/// Words are case-insensitive; spaces around them are ignored. A custom action's name cannot
/// contain a comma.
public struct GestureScript: Sendable, Hashable {
    /// One step of a script.
    public enum Step: Sendable, Hashable {
        /// A gesture.
        case gesture(ScreenReaderGesture)
        /// Touch exploration onto an element.
        case touch(ElementID)
        /// Time passing.
        case wait(Duration)
    }

    /// The steps, in order.
    public var steps: [Step]

    /// Creates a script from steps.
    public init(steps: [Step]) { self.steps = steps }

    /// The most steps a parsed script may hold. Each step costs at most one walk of the screen, so
    /// this bounds a script's run time; 10,000 is far more than any hand-written or recorded
    /// script needs.
    public static let maximumStepCount = 10_000

    /// Parses a script.
    ///
    /// - Throws: ``GestureScriptError`` naming the first bad word and its 1-based position, or the
    ///   first step past ``maximumStepCount``.
    /// - Complexity: O(n) in the script's length.
    public init(parsing text: String) throws(GestureScriptError) {
        var steps: [Step] = []
        let words = text.split(separator: ",", omittingEmptySubsequences: false)
        for (offset, raw) in words.enumerated() {
            guard offset < Self.maximumStepCount else {
                throw GestureScriptError(
                    position: offset + 1, word: String(raw.trimmingWhitespace()),
                    problem: "a script holds at most \(Self.maximumStepCount) steps")
            }
            let word = raw.trimmingWhitespace()
            guard !word.isEmpty else {
                throw GestureScriptError(position: offset + 1, word: "", problem: "an empty step")
            }
            steps.append(try Self.step(word, position: offset + 1))
        }
        self.steps = steps
    }

    private static let simple: [String: ScreenReaderGesture] = [
        "right": .swipeRight, "left": .swipeLeft, "up": .swipeUp, "down": .swipeDown, "doubletap": .doubleTap,
        "rotor-next": .rotorNext, "rotor-previous": .rotorPrevious, "scrub": .twoFingerScrub, "magictap": .magicTap,
        "read-all": .readAllFromTop, "read-from-focus": .readAllFromFocus, "next-heading": .nextHeading,
        "previous-heading": .previousHeading, "actions": .actionsMenu,
        "scroll-forward": .scrollAction(.forward), "scroll-backward": .scrollAction(.backward),
        "three-finger-left": .threeFingerSwipe(.left), "three-finger-right": .threeFingerSwipe(.right),
        "three-finger-up": .threeFingerSwipe(.up), "three-finger-down": .threeFingerSwipe(.down),
        "two-finger-left": .twoFingerSwipe(.left), "two-finger-right": .twoFingerSwipe(.right),
        "two-finger-up": .twoFingerSwipe(.up), "two-finger-down": .twoFingerSwipe(.down),
    ]

    /// Every word a script understands, for error messages and help.
    public static let vocabulary: [String] = simple.keys.sorted() + ["action=NAME", "touch=ID", "wait=SECONDS"]

    private static func step(_ word: String, position: Int) throws(GestureScriptError) -> Step {
        if let equals = word.firstIndex(of: "=") {
            let key = word[..<equals].lowercased()
            let argument = String(word[word.index(after: equals)...]).trimmingWhitespace()
            guard !argument.isEmpty else {
                throw GestureScriptError(position: position, word: word, problem: "'\(key)=' needs a value")
            }
            switch key {
            case "action": return .gesture(.customAction(argument))
            case "touch": return .touch(ElementID(argument))
            case "wait":
                guard let seconds = Double(argument), seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
                    throw GestureScriptError(
                        position: position, word: word, problem: "wait takes a number of seconds from 0 to 86400")
                }
                return .wait(.milliseconds(Int64((seconds * 1000).rounded())))
            default: break
            }
        } else if let gesture = simple[word.lowercased()] {
            return .gesture(gesture)
        }
        throw GestureScriptError(
            position: position, word: word,
            problem: "unknown gesture; known: " + vocabulary.joined(separator: ", "))
    }
}

/// A gesture script that cannot be read: the 1-based position of the bad word and why.
public struct GestureScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based position of the word in the script.
    public var position: Int
    /// The word as written.
    public var word: String
    /// What is wrong.
    public var problem: String

    /// Creates an error.
    public init(position: Int, word: String, problem: String) {
        self.position = position
        self.word = word
        self.problem = problem
    }

    /// `gesture 3 'jump': unknown gesture; known: …`.
    public var description: String { "gesture \(position) '\(word)': \(problem)" }
}

extension ScreenReaderSimulator {
    /// Runs every step of the script and returns the outcomes, in order.
    @discardableResult
    public mutating func run(_ script: GestureScript) -> [GestureOutcome] {
        script.steps.map { step in
            switch step {
            case .gesture(let gesture): perform(gesture)
            case .touch(let id): touch(id)
            case .wait(let duration): advance(by: duration)
            }
        }
    }
}

extension StringProtocol {
    fileprivate func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
