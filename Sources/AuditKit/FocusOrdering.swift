import AccessibilityTree

/// Says which elements of one screen a screen reader's swipe right visits, in order.
///
/// A value answers for the one screen it was made for (see ``SwipeCounting``).
public protocol FocusOrdering: Sendable {
    /// The identities swipe right visits, first to last.
    var focusOrder: [ElementID] { get }
}
