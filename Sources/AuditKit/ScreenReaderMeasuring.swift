import AccessibilityTree

/// Counts the swipes a screen-reader user needs to pass a container: the seam through which the
/// auditor uses a screen-reader simulator (ScreenReaderKit) without depending on how it works.
public protocol SwipeCounting: Sendable {
    /// The number of swipe-right gestures that land inside the container when a user reads
    /// through it: 1 when the container is one focus stop (an adjustable carousel), the number of
    /// cards when every card is its own stop. `nil` when the container cannot be measured.
    func swipesToPass(container: ElementID, in screen: AccessibilityScreen) -> Int?
}

/// Says what a screen reader speaks when an element takes focus.
public protocol SpeechProviding: Sendable {
    /// The speech for the element ("Related stories, Carousel, Adjustable"), or `nil` when the
    /// element takes no focus or is not on the screen.
    func speech(of element: ElementID, in screen: AccessibilityScreen) -> String?
}
