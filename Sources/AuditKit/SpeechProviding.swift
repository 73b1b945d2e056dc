import AccessibilityTree

/// Says what a screen reader speaks when an element takes focus.
public protocol SpeechProviding: Sendable {
    /// The speech for the element ("Related stories, Carousel, Adjustable"), or `nil` when the
    /// element takes no focus or is not on the screen.
    func speech(of element: ElementID, in screen: AccessibilityScreen) -> String?
}
