import AccessibilityTree

/// The `UIAccessibility.Notification` an adapter posts, named as UIKit names it.
///
/// A plain enum (no UIKit types), so the mapping from effects to notifications is tested on Linux;
/// `UIAccessibility.Notification.init(_:)` turns it into UIKit's value on Apple platforms.
public enum UIKitNotification: String, Sendable, Hashable, CaseIterable {
    /// `UIAccessibility.Notification.announcement`: speak a string without moving focus.
    case announcement
    /// `UIAccessibility.Notification.pageScrolled`: speak a scroll status; the same string twice
    /// makes VoiceOver play its boundary sound.
    case pageScrolled
    /// `UIAccessibility.Notification.layoutChanged`: part of the screen changed; focus moves to the argument.
    case layoutChanged
    /// `UIAccessibility.Notification.screenChanged`: a new screen; focus moves to the argument with a sound.
    case screenChanged
}

/// One UIKit call an adapter makes to carry out an `AccessibilityEffect`.
///
/// ``UIKitEffectMapping`` turns effects into commands; the UIKit views only execute them, so the
/// decisions are made (and tested) in one place.
public enum UIKitCommand: Sendable, Hashable {
    /// `UIAccessibility.post(notification:argument:)` with the text as the argument.
    case post(UIKitNotification, text: String)
    /// `UIAccessibility.post(notification:argument:)` with the element for `focus` as the
    /// argument, or `nil` (VoiceOver then picks the first element).
    case postFocus(UIKitNotification, focus: ElementID?)
    /// `UICollectionView.scrollToItem(at: IndexPath(item: index, section: 0), at: .centeredHorizontally, animated:)`.
    case scrollToItem(index: Int, animated: Bool)
    /// Run the app's own action for the element (a card was opened).
    case perform(action: String, element: ElementID)
}
