import AccessibilityTree

/// Counts the swipes a screen-reader user needs to pass a container: the seam through which the
/// auditor uses a screen-reader simulator (ScreenReaderKit) without depending on how it works.
public protocol SwipeCounting: Sendable {
    /// The number of swipe-right gestures that land inside the container when a user reads
    /// through it: 1 when the container is one focus stop (an adjustable carousel), the number of
    /// cards when every card is its own stop. `nil` when the container cannot be measured.
    func swipesToPass(container: ElementID, in screen: AccessibilityScreen) -> Int?
}
