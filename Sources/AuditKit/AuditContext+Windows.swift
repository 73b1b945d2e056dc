import AccessibilityTree

/// Which windows of an Android screen other apps draw over the app under audit.
extension AuditContext {
    /// The roots (windows) of an Android screen that belong to another app than the screen's: on
    /// a screen where a window's resource ids name the screen's package (the package of its
    /// largest window), a root whose views carry resource ids, none of them in that package or
    /// the framework's (`android`). Such a window is drawn by another
    /// package: an OEM's edge-panel handle (Samsung's launcher or `cocktailbarservice`) lying over
    /// the app, the system bars, the keyboard. Its views are not the app's to size or name, as
    /// the system UI's are not (WCAG 2.5.8's user-agent exception: "determined by the user agent
    /// and not modified by the author"). A root with no resource ids gives no evidence and is
    /// the app's; so is every root of a screen with no name.
    ///
    /// A debug build's package adds a suffix to the one its resource ids name
    /// (`com.example.app.debug` and `com.example.app:id/…`), so a package that extends the
    /// other by a dot-separated suffix is the same app.
    ///
    /// - Complexity: O(n) in the number of elements.
    func otherAppsWindows() -> Set<ElementID> {
        guard platform == .android, let app = screen.name, screen.roots.count > 1 else { return [] }
        let packages = screen.roots.map { root in
            Set(
                root.subtree.compactMap { node -> String? in
                    guard let identifier = node.identifier, let colon = identifier.firstIndex(of: ":") else {
                        return nil
                    }
                    return String(identifier[..<colon])
                }
            ).subtracting(["android"])
        }
        let isApps = packages.map { $0.contains { Self.isSameApp($0, app) } }
        // Only where the app's own window names its package do the ids tell windows apart: an
        // SDK may name its views with its own package inside the app's window.
        guard isApps.contains(true) else { return [] }
        return Set(
            screen.roots.indices.filter { !packages[$0].isEmpty && !isApps[$0] }.map { screen.roots[$0].id })
    }

    /// Whether two package names name one app: equal, or one extends the other by a
    /// dot-separated suffix (a debug build's `applicationIdSuffix`).
    static func isSameApp(_ lhs: String, _ rhs: String) -> Bool {
        lhs == rhs || lhs.hasPrefix(rhs + ".") || rhs.hasPrefix(lhs + ".")
    }

    /// The root (window) holding the element.
    func window(of element: AccessibilityElement) -> ElementID {
        index.ancestors(of: element.id).last ?? element.id
    }
}
