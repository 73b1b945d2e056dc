import AccessibilityTree

/// Counts the swipes a screen-reader user needs to pass a container on one screen: the seam
/// through which the auditor measures with a screen-reader simulator (``SimulatedScreenReader``,
/// backed by ScreenReaderKit) without depending on how it works.
///
/// A value answers for the one screen it was made for, so a simulator is built once per screen.
public protocol SwipeCounting: Sendable {
    /// The number of swipe-right gestures from the first focus landing on the container (or
    /// inside it) until focus leaves it: 1 when the container is one focus stop (an adjustable
    /// carousel), the number of cards when every card is its own stop. `nil` when nothing in the
    /// container takes focus.
    func swipesToPass(container: ElementID) -> Int?
}
