import AccessibilityTree

/// What a rule sees: the screen, look-ups over it, the carousels on it and the screen-reader
/// measurements the auditor was given.
public struct AuditContext: Sendable {
    /// The screen under audit.
    public let screen: AccessibilityScreen
    /// Constant-time look-ups of elements and their ancestors.
    public let index: ScreenIndex
    /// The file the screen was read from, used for findings' locations.
    public let file: String?
    /// Counts swipes through a container; `nil` when no simulator was plugged in.
    public let swipeCounter: (any SwipeCounting)?
    /// Speaks elements; `nil` when no simulator was plugged in (then ``speech(of:)`` approximates).
    public let speechProvider: (any SpeechProviding)?
    /// The carousels ``CarouselDetector`` found on the screen.
    public let carousels: [DetectedCarousel]
    /// The screen's bounds: its size, or the union of its roots' frames when the size is unknown.
    public let bounds: Rect

    /// Creates a context, detecting the screen's carousels once for every rule.
    ///
    /// - Complexity: O(n log n) in the number of elements.
    public init(
        screen: AccessibilityScreen,
        file: String? = nil,
        swipeCounter: (any SwipeCounting)? = nil,
        speechProvider: (any SpeechProviding)? = nil,
        detector: CarouselDetector = CarouselDetector()
    ) {
        self.screen = screen
        self.index = ScreenIndex(screen)
        self.file = file ?? screen.sourceFile
        self.swipeCounter = swipeCounter
        self.speechProvider = speechProvider
        self.carousels = detector.detect(in: screen)
        self.bounds = Self.bounds(of: screen)
    }

    /// The screen's platform.
    public var platform: Platform { screen.platform }

    /// The bounds of a screen: its size when known, else the union of its roots' frames.
    static func bounds(of screen: AccessibilityScreen) -> Rect {
        if screen.size.width > 0, screen.size.height > 0 {
            return Rect(origin: .zero, size: screen.size)
        }
        return screen.roots.reduce(Rect.zero) { $0.union($1.frame) }
    }

    /// What the screen reader says for the element: the speech provider's answer, else an
    /// approximation (the speakable text and the spoken role words, joined with ", ").
    public func speech(of element: AccessibilityElement) -> String? {
        if let speechProvider { return speechProvider.speech(of: element.id, in: screen) }
        var parts: [String] = []
        if let text = element.speakableText(on: platform) { parts.append(text) }
        if platform == .iOS, element.trimmedLabel != nil, let value = element.trimmedValue {
            parts.append(value)
        }
        parts.append(contentsOf: element.spokenRoleWords(on: platform).map(Self.capitalized))
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// The elements a screen reader's swipe right visits, in order (an approximation when the
    /// simulator is not plugged in).
    ///
    /// iOS: ``ReadingOrder/voiceOver(_:rowTolerance:)``. Android: tree order, keeping each
    /// actionable node, and each item directly inside a scrolling container, that is a leaf or
    /// has speakable text (its own or from non-actionable descendants), and each other node
    /// with text of its own that no focused ancestor already speaks: the minimal form of
    /// TalkBack's focus rules in the speech reference.
    ///
    /// - Complexity: O(n log n) in the number of elements.
    public var focusOrder: [AccessibilityElement] {
        switch platform {
        case .iOS:
            return ReadingOrder.voiceOver(screen)
        case .android:
            var result: [AccessibilityElement] = []
            // Each entry: the node, whether a focused actionable ancestor already speaks it, and
            // whether its parent scrolls (an item of a list speaks like an actionable node).
            var stack: [(AccessibilityElement, Bool, Bool)] = screen.roots.reversed().map { ($0, false, false) }
            while let (node, coveredByAncestor, inScrollable) = stack.popLast() {
                guard node.isPresent else { continue }
                let actionable = node.isTalkBackActionable
                let speaks = node.speakableText(on: .android) != nil
                var focused = false
                if actionable {
                    focused = node.children.isEmpty || speaks
                } else if inScrollable && speaks && !coveredByAncestor {
                    focused = true
                } else if !coveredByAncestor {
                    focused =
                        node.ownSpeakableText(on: .android) != nil
                        || Self.trimmed(node.stateDescription) != nil
                }
                if focused { result.append(node) }
                let covers = coveredByAncestor || (focused && (actionable || inScrollable))
                stack.append(contentsOf: node.children.reversed().map { ($0, covers, node.isScrollable) })
            }
            return result
        }
    }

    private static func trimmed(_ text: String?) -> String? { AccessibilityElement.trimmed(text) }

    /// A reference to the element for a finding: its identity, identifier, description and path.
    ///
    /// - Complexity: O(depth).
    public func reference(to element: AccessibilityElement) -> FindingElement {
        let ancestors = index.ancestors(of: element.id).reversed().compactMap { index[$0] }
        let path = (ancestors + [element]).map(FindingElement.describe).joined(separator: " > ")
        return FindingElement(
            id: element.id, identifier: element.identifier,
            description: FindingElement.describe(element), path: path)
    }

    /// A finding of the rule about the element, at the rule's default severity, located at the
    /// element's source line and carrying what the element says.
    public func finding(
        _ rule: some AuditRule, about element: AccessibilityElement?, message: String,
        swipesToPass: Int? = nil, mayHaveMoreOffScreen: Bool? = nil
    ) -> Finding {
        Finding(
            rule: rule.identifier, severity: rule.defaultSeverity, message: message,
            file: file ?? element?.source?.file, line: element?.source?.line,
            element: element.map(reference(to:)), speech: element.flatMap(speech(of:)),
            swipesToPass: swipesToPass, mayHaveMoreOffScreen: mayHaveMoreOffScreen)
    }
}
