import AccessibilityTree
import ScreenReaderKit

/// Says what a screen reader speaks when an element of one screen takes focus.
///
/// A value answers for the one screen it was made for (see ``SwipeCounting``).
public protocol SpeechProviding: Sendable {
    /// The speech for the element, in parts ("Related stories, Carousel" label, "Adjustable"
    /// trait), or `nil` when the element takes no focus or is not on the screen.
    func speech(of element: ElementID) -> Utterance?
}
