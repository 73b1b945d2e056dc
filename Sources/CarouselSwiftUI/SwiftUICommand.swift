import AccessibilityTree

/// The `AccessibilityNotification` an adapter posts, named as the Accessibility framework names it.
public enum SwiftUINotification: String, Sendable, Hashable, CaseIterable {
    /// `AccessibilityNotification.Announcement`: speak a string without moving focus.
    case announcement
    /// `AccessibilityNotification.PageScrolled`: speak a scroll status.
    case pageScrolled
    /// `AccessibilityNotification.LayoutChanged`: part of the screen changed.
    case layoutChanged
    /// `AccessibilityNotification.ScreenChanged`: a new screen appeared.
    case screenChanged
}

/// One SwiftUI call an adapter makes to carry out an `AccessibilityEffect`.
public enum SwiftUICommand: Sendable, Hashable {
    /// Post the notification; `text` is its string (announcement, page scrolled) or `nil`.
    case post(SwiftUINotification, text: String?)
    /// Move accessibility focus to the element, through `@AccessibilityFocusState`: SwiftUI views
    /// are not objects a notification could carry.
    case focus(ElementID)
    /// Scroll the card at the index into view (`ScrollViewProxy.scrollTo(_:anchor:)`),
    /// inside `withAnimation` unless Reduce Motion is on.
    case scrollTo(index: Int, animated: Bool)
    /// Run the app's own action for the element (a card was opened).
    case perform(action: String, element: ElementID)
}
