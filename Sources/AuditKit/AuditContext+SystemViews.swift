import AccessibilityTree

/// Views the system draws on the app's screen: what no finding should be about, since the app's
/// team can neither name nor resize them.
extension AuditContext {
    /// Whether the element, or a view holding it, is the system's: a key of the system keyboard
    /// (``TouchTargetSizeRule/isKeyboard(_:)``: an iOS key, a view of an Android input-method
    /// window) or a view of Android's system UI (``TouchTargetSizeRule/isSystemUI(_:)``: status
    /// bar, navigation bar, notification shade).
    ///
    /// - Complexity: O(depth).
    func isDrawnByTheSystem(_ element: AccessibilityElement) -> Bool {
        Self.isSystemView(element)
            || index.firstAncestor(of: element.id, where: Self.isSystemView) != nil
    }

    /// Whether the node itself is a key of the system keyboard or a view of the system UI.
    static func isSystemView(_ node: AccessibilityElement) -> Bool {
        TouchTargetSizeRule.isKeyboard(node) || TouchTargetSizeRule.isSystemUI(node)
    }
}
