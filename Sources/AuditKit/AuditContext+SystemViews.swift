import AccessibilityTree

/// Views the system draws on the app's screen: what no finding should be about, since the app's
/// team can neither name nor resize them.
extension AuditContext {
    /// Whether the element, or a view holding it, is the system's: a key of the system keyboard
    /// (``TouchTargetSizeRule/isKeyboard(_:)``: an iOS key, a view of an Android input-method
    /// window) or a view of Android's system UI (``TouchTargetSizeRule/isSystemUI(_:)``: status
    /// bar, navigation bar, notification shade; or any view of a System UI window over the app:
    /// ``isInSystemWindowOverTheApp(_:)``).
    ///
    /// - Complexity: O(depth).
    func isDrawnByTheSystem(_ element: AccessibilityElement) -> Bool {
        Self.isSystemView(element) || isInSystemWindowOverTheApp(element)
            || index.firstAncestor(of: element.id, where: Self.isSystemView) != nil
    }

    /// Whether the element lies in a window System UI adds over an app's screen (the navigation
    /// bar's, the status bar's), whether or not its views have resource ids: a node's package is
    /// its window's (AccessibilityNodeInfo.getPackageName), and the importer types a window of
    /// `com.android.systemui` as a system window (``AccessibilityScreen/windowTypes``). A screen
    /// that is System UI's own (quick settings, the shade) is another matter: the rules that
    /// exempt the system say so of the whole screen (``TouchTargetSizeRule/isSystemScreen(_:)``).
    ///
    /// - Complexity: O(depth).
    func isInSystemWindowOverTheApp(_ element: AccessibilityElement) -> Bool {
        guard !screen.windowTypes.isEmpty, !TouchTargetSizeRule.isSystemScreen(screen) else { return false }
        // The outermost ancestor is the window's root; climbed without allocating, since the
        // rules ask this of every element they would report.
        let root = index.lastAncestor(of: element.id) { _ in true }?.id ?? element.id
        return screen.windowTypes[root] == .system
    }

    /// Whether the node itself is a key of the system keyboard or a view of the system UI.
    static func isSystemView(_ node: AccessibilityElement) -> Bool {
        TouchTargetSizeRule.isKeyboard(node) || TouchTargetSizeRule.isSystemUI(node)
    }
}
