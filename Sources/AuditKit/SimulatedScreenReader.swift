import AccessibilityTree
import ScreenReaderKit

/// The auditor's screen reader: ScreenReaderKit's ``ScreenReaderSimulator`` for the screen's
/// platform (VoiceOver for iOS, TalkBack for Android), built once for one screen and asked for
/// its focus order, its speech and the swipes it takes to pass a container.
///
/// It is the one source of truth for focus order and speech in AuditKit: rules never
/// approximate either.
///
/// ```swift
/// let reader = SimulatedScreenReader(LiveScreen(screen))
/// reader.swipesToPass(container: "related")   // 8 for a default collection view of 8 cards
/// ```
public struct SimulatedScreenReader: SwipeCounting, SpeechProviding, FocusOrdering {
    /// The simulator, positioned before the first gesture.
    public let simulator: ScreenReaderSimulator
    private let orderSet: Set<ElementID>

    /// Builds the simulator for the screen's platform over a live screen (components resolved).
    ///
    /// - Complexity: O(n log n) in the number of elements.
    public init(_ liveScreen: LiveScreen) {
        let reader: ScreenReader = liveScreen.screen.platform == .iOS ? .voiceOver : .talkBack
        self.init(ScreenReaderSimulator(reader, liveScreen: liveScreen))
    }

    /// Builds the simulator for a static screen, such as one imported from a dump.
    ///
    /// - Complexity: O(n log n) in the number of elements.
    public init(_ screen: AccessibilityScreen) {
        self.init(LiveScreen(screen))
    }

    /// Wraps a simulator the caller built (another reader, language or speech strings).
    ///
    /// - Complexity: O(n) in the length of the focus order.
    public init(_ simulator: ScreenReaderSimulator) {
        self.simulator = simulator
        self.orderSet = Set(simulator.focusOrder)
    }

    /// The screen as the simulator reads it: live components replaced by their elements.
    public var screen: AccessibilityScreen { simulator.screen }

    /// The simulator's swipe order: VoiceOver's reading order, or TalkBack's focus rules.
    public var focusOrder: [ElementID] { simulator.focusOrder }

    /// The simulator's speech for an element in the focus order, without hint or container
    /// context; `nil` for an element swipe right never visits, or whose speech is empty.
    ///
    /// - Complexity: O(depth) for most elements.
    public func speech(of element: ElementID) -> Utterance? {
        guard orderSet.contains(element), let speech = simulator.speech(for: element), !speech.isEmpty else {
            return nil
        }
        return speech
    }

    /// ``ScreenReaderSimulator/swipesToPass(container:)``, measured on a copy of the simulator.
    ///
    /// Decision where the simulator has no answer because nothing follows the container (a
    /// carousel at the end of a dump): the swipes it would take are the focus stops inside the
    /// container, since each swipe moves one stop; counted from the simulator's own focus order.
    ///
    /// - Returns: `nil` only when nothing in the container takes focus.
    /// - Complexity: O(k·depth) for k swipes, plus O(n) when the fallback counts stops.
    public func swipesToPass(container: ElementID) -> Int? {
        if let swipes = simulator.swipesToPass(container: container) { return swipes }
        guard let root = simulator.element(container) else { return nil }
        let stops = root.subtree.count { orderSet.contains($0.id) }
        return stops > 0 ? stops : nil
    }
}
