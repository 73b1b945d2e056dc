import AccessibilityTree

/// One platform callback, as a ``ComponentHost`` receives it: every UIKit override, SwiftUI
/// modifier callback and simulator gesture that concerns a component becomes exactly one of these.
///
/// Unlike ``ComponentEvent`` (what the component hears), these are what the platform says: a custom
/// action by its spoken name, focus gained or lost by one element, a rotor search that must answer
/// with an element. The host turns them into component events (``ComponentHost/receive(_:on:)``).
public enum HostEvent: Sendable, Hashable {
    /// Double tap on the element (`accessibilityActivate()`, SwiftUI's default accessibility action).
    case activate(ElementID)
    /// Swipe up on the adjustable element (`accessibilityIncrement()`).
    case increment(ElementID)
    /// Swipe down on the adjustable element (`accessibilityDecrement()`).
    case decrement(ElementID)
    /// A scroll gesture on the element (`accessibilityScroll(_:)`, SwiftUI's scroll action).
    case scroll(ScrollDirection, element: ElementID)
    /// Two-finger Z (`accessibilityPerformEscape()`, SwiftUI's escape action).
    case escape
    /// Two-finger double tap (`accessibilityPerformMagicTap()`, SwiftUI's magic tap action).
    case magicTap
    /// The custom action with this spoken name on the element was picked.
    case customAction(name: String, element: ElementID)
    /// VoiceOver searches the custom rotor from an element (a `UIAccessibilityCustomRotor`'s search
    /// block); the answer is ``HostResponse/focusTarget``.
    case rotorSearch(rotor: String, forward: Bool, from: ElementID?)
    /// The element took screen-reader focus (`accessibilityElementDidBecomeFocused()`).
    case focusGained(ElementID)
    /// The element lost screen-reader focus (`accessibilityElementDidLoseFocus()`). Focus may be
    /// moving to another element of the same component, so the host waits for
    /// ``focusSettled`` before it tells the component focus left.
    case focusLost(ElementID)
    /// The focus change that ``focusLost(_:)`` began is over (the adapter's next main-actor turn;
    /// the simulator's end of the move): if no element of the component gained focus meanwhile,
    /// focus left the component.
    case focusSettled
    /// The component's focus as a whole changed (SwiftUI's `@AccessibilityFocusState` for all of
    /// its elements): to an element, or `nil` when focus left the component.
    case focusChanged(to: ElementID?)
    /// Reduce Motion is now on or off (the host forwards only a change).
    case reduceMotionChanged(Bool)
    /// The host's clock reached `now` (time since the component appeared).
    case tick(now: Duration)

    /// The host entry point the event goes to.
    public var entryPoint: HostEntryPoint {
        switch self {
        case .activate: .activate
        case .increment: .increment
        case .decrement: .decrement
        case .scroll: .scroll
        case .escape: .escape
        case .magicTap: .magicTap
        case .customAction: .customAction
        case .rotorSearch: .rotorSearch
        case .focusGained: .focusGained
        case .focusLost: .focusLost
        case .focusSettled: .focusSettled
        case .focusChanged: .focusChanged
        case .reduceMotionChanged: .reduceMotionChanged
        case .tick: .tick
        }
    }
}

/// The kinds of ``HostEvent``, one per host entry point; the adapters' wiring is checked against
/// this list, so an entry point added here must be wired (or its absence explained) in each adapter.
public enum HostEntryPoint: String, Sendable, Hashable, CaseIterable {
    /// ``HostEvent/activate(_:)``.
    case activate
    /// ``HostEvent/increment(_:)``.
    case increment
    /// ``HostEvent/decrement(_:)``.
    case decrement
    /// ``HostEvent/scroll(_:element:)``.
    case scroll
    /// ``HostEvent/escape``.
    case escape
    /// ``HostEvent/magicTap``.
    case magicTap
    /// ``HostEvent/customAction(name:element:)``.
    case customAction
    /// ``HostEvent/rotorSearch(rotor:forward:from:)``.
    case rotorSearch
    /// ``HostEvent/focusGained(_:)``.
    case focusGained
    /// ``HostEvent/focusLost(_:)``.
    case focusLost
    /// ``HostEvent/focusSettled``.
    case focusSettled
    /// ``HostEvent/focusChanged(to:)``.
    case focusChanged
    /// ``HostEvent/reduceMotionChanged(_:)``.
    case reduceMotionChanged
    /// ``HostEvent/tick(now:)``.
    case tick
}
