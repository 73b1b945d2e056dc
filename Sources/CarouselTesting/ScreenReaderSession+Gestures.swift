import AccessibilityTree
import CarouselKit
import ScreenReaderKit

extension ScreenReaderSession {
    /// Performs a gesture; expectations then read its outcome.
    @discardableResult
    public mutating func perform(_ gesture: ScreenReaderGesture) -> GestureOutcome { run { $0.perform(gesture) } }

    /// One-finger swipe right: the next element.
    @discardableResult
    public mutating func swipeRight() -> GestureOutcome { perform(.swipeRight) }

    /// One-finger swipe left: the previous element.
    @discardableResult
    public mutating func swipeLeft() -> GestureOutcome { perform(.swipeLeft) }

    /// One-finger swipe up: increment an adjustable element, else the rotor's previous item.
    @discardableResult
    public mutating func swipeUp() -> GestureOutcome { perform(.swipeUp) }

    /// One-finger swipe down: decrement an adjustable element, else the rotor's next item.
    @discardableResult
    public mutating func swipeDown() -> GestureOutcome { perform(.swipeDown) }

    /// Double tap: activate the focused element.
    @discardableResult
    public mutating func doubleTap() -> GestureOutcome { perform(.doubleTap) }

    /// Touches an element: focus moves there and it is spoken.
    @discardableResult
    public mutating func touch(_ id: ElementID) -> GestureOutcome { run { $0.touch(id) } }

    /// Lets time pass on the simulator's manual clock (rotation timers fire here).
    @discardableResult
    public mutating func advance(by duration: Duration) -> GestureOutcome { run { $0.advance(by: duration) } }

    /// Posts a notification as the app would (an announcement, a layout change).
    @discardableResult
    public mutating func post(_ effect: AccessibilityEffect) -> GestureOutcome { run { $0.post(effect) } }

    /// Turns Reduce Motion on or off.
    @discardableResult
    public mutating func setReduceMotion(_ isOn: Bool) -> GestureOutcome { run { $0.setReduceMotion(isOn) } }

    /// Changes a live component as the app does when its data changes, then carries out its effects.
    ///
    /// - Returns: the outcome, or `nil` when no component of the type has the identity.
    @discardableResult
    public mutating func updateComponent<Component: AccessibilityComponent>(
        _ id: ElementID, as type: Component.Type, _ change: (inout Component) throws -> [AccessibilityEffect]
    ) rethrows -> GestureOutcome? {
        try runOptional { try $0.updateComponent(id, as: type, change) }
    }
}
