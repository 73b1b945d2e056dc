import AccessibilityTree

/// Something a component asks its host to do after an event: the adapters carry effects out
/// with UIKit or SwiftUI calls; the screen-reader simulator carries them out headlessly.
///
/// Effects are data, so a test can assert on exactly what a gesture caused.
public enum AccessibilityEffect: Sendable, Hashable, Codable {
    /// Speak the text without moving focus (`UIAccessibility.Notification.announcement`,
    /// Android `announceForAccessibility`).
    case announce(String)
    /// Speak a scroll status ("Page 2 of 8"); repeating the same text signals a boundary
    /// (`UIAccessibility.Notification.pageScrolled`).
    case pageScrolled(String)
    /// The value of the element changed; a screen reader focused on it speaks the new value only.
    case valueChanged(ElementID)
    /// Scroll the card at this 0-based index into view, so what is spoken is also shown.
    case scrollTo(index: Int)
    /// Move screen-reader focus to the element, or to the first element when `nil`
    /// (`UIAccessibility.Notification.layoutChanged`, Android `TYPE_VIEW_FOCUSED`).
    case layoutChanged(focus: ElementID?)
    /// New content replaced the screen; focus moves to the element with the screen-change sound
    /// (`UIAccessibility.Notification.screenChanged`).
    case screenChanged(focus: ElementID?)
    /// The event changed nothing because a limit was reached: the screen reader plays its boundary sound.
    case boundary
    /// The component performed the app's own action for an element (a card was opened).
    case performed(action: String, element: ElementID)
}

/// A direction for scroll events (three-finger swipes on iOS, two-finger swipes and scroll
/// actions on Android).
public enum ScrollDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Towards later content horizontally (content moves left): the next page in left-to-right layouts.
    case right
    /// Towards earlier content horizontally.
    case left
    /// Towards later content vertically.
    case down
    /// Towards earlier content vertically.
    case up
    /// Android's `ACTION_SCROLL_FORWARD`.
    case forward
    /// Android's `ACTION_SCROLL_BACKWARD`.
    case backward
}

/// Something that happened to a component: a screen-reader gesture routed to one of its
/// elements, a change of focus, a setting, or the passing of time.
public enum ComponentEvent: Sendable, Hashable {
    /// Swipe up on an adjustable element (`accessibilityIncrement()`).
    case increment(ElementID)
    /// Swipe down on an adjustable element (`accessibilityDecrement()`).
    case decrement(ElementID)
    /// Double tap (`accessibilityActivate()`, Android `ACTION_CLICK`).
    case activate(ElementID)
    /// A custom action picked from the Actions rotor or the actions menu, by ``CustomAction/key``.
    case customAction(key: String, element: ElementID)
    /// A scroll gesture or scroll action on the element (`accessibilityScroll(_:)`).
    case scroll(ScrollDirection, element: ElementID)
    /// The custom rotor with this name was moved forward or backward from the focused element.
    case rotor(name: String, forward: Bool, from: ElementID?)
    /// Screen-reader focus landed on one of the component's elements.
    case focusEntered(ElementID)
    /// Screen-reader focus left the component.
    case focusLeft
    /// Two-finger Z (`accessibilityPerformEscape()`).
    case escape
    /// Two-finger double tap (`accessibilityPerformMagicTap()`): play or pause.
    case magicTap
    /// Reduce Motion was turned on or off.
    case reduceMotionChanged(Bool)
    /// The host's clock reached `now` (time since the screen appeared); rotation timers fire here.
    case tick(now: Duration)
}

/// A live piece of a screen: it shows accessibility elements and answers events with effects.
///
/// The screen-reader simulator puts a component's ``accessibilityElement(for:frame:)`` where the
/// screen has an element with the component's ``id``, routes gestures on those elements to
/// ``handle(_:)``, carries out the returned effects, and reads the tree again.
public protocol AccessibilityComponent: Sendable {
    /// The identity of the component's root element on the screen.
    var id: ElementID { get }

    /// The root element (with its children) the component shows on the platform, in its current state.
    ///
    /// - Parameter frame: where the host lays the component out.
    func accessibilityElement(for platform: Platform, frame: ScreenRect) -> AccessibilityElement

    /// Updates the component's state for the event and returns what the host must do.
    /// Events for elements the component does not own return no effects.
    mutating func handle(_ event: ComponentEvent) -> [AccessibilityEffect]

    /// Updates the component's state for the event and says what to do and whether it took the
    /// event. ``ComponentHost`` calls this; the default is ``handle(_:)``, handled when it caused
    /// an effect. A component whose events can succeed without an effect (a pause) implements it.
    mutating func respond(to event: ComponentEvent) -> ComponentResponse

    /// Whether the component wants clock ticks now (`ComponentEvent/tick(now:)`): a host with a
    /// timer runs it only while this is true. The default is `false`.
    var needsClockTicks: Bool { get }
}

extension AccessibilityComponent {
    /// ``handle(_:)``, handled when the event caused an effect.
    public mutating func respond(to event: ComponentEvent) -> ComponentResponse {
        ComponentResponse(effects: handle(event))
    }

    /// No ticks: the component has nothing that moves by itself.
    public var needsClockTicks: Bool { false }
}
