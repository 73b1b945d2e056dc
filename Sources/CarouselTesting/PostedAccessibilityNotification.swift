/// A notification the app posted with `UIAccessibility.post(notification:argument:)`, as VoiceOver
/// receives it.
public enum PostedAccessibilityNotification: Sendable, Hashable {
    /// `.announcement` with its text.
    case announcement(String)
    /// `.layoutChanged`, with the object to move focus to (its path in the capture taken after
    /// the post), or `nil` to keep focus.
    case layoutChanged(focus: [Int]?)
    /// `.screenChanged`, with the object to move focus to, or `nil` for the first element.
    case screenChanged(focus: [Int]?)
    /// `.pageScrolled` with its text ("Page 2 of 3").
    case pageScrolled(String)
}
