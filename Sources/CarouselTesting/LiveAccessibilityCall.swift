import CarouselKit

/// One UIAccessibility entry point a gesture calls on an object.
public enum LiveAccessibilityCall: Sendable, Hashable {
    /// `accessibilityActivate()` (double tap).
    case activate
    /// `accessibilityIncrement()` (swipe up on an adjustable element).
    case increment
    /// `accessibilityDecrement()` (swipe down on an adjustable element).
    case decrement
    /// `accessibilityScroll(_:)` (three-finger swipe).
    case scroll(ScrollDirection)
    /// The handler of the `accessibilityCustomActions` entry with this name.
    case customAction(named: String)
    /// `accessibilityPerformEscape()` (two-finger scrub).
    case escape
    /// `accessibilityPerformMagicTap()` (two-finger double tap).
    case magicTap
}
