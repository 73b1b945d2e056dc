import AccessibilityTree

/// The windows a swipe moves through, in TalkBack's order (google/talkback@26a27dc0,
/// `talkback/.../focusmanagement/WindowTraversal.java:33-80` and
/// `FocusProcessorForLogicalNavigation.java:1189-1260, 2664-2694`; `U/WindowUtils.java:62-131`).
///
/// - Order: system windows after all others; otherwise by the window's top, then its left edge
///   (its right edge, from the right, on a right-to-left screen). Equal windows keep the dump's
///   order (`Collections.sort` is stable).
/// - A swipe enters application, input method, split-screen divider and magnifier windows, and
///   system windows that are not system bars; never a system bar or an accessibility overlay.
///   Focus still moves through the window it is in, whatever its type, so a screen with no window
///   a swipe enters is read in its first window.
/// - A system bar is a system window with the status bar's geometry (at the top, the screen's
///   width, less than a fifth of its height) or the navigation bar's (the bottom quarter at the
///   screen's width, or a side strip at the screen's height), each edge within 5 px. Android 12
///   and later ask the window insets instead, which a dump does not record; for these bars both
///   tests agree.
extension TalkBackFocusRules {
    /// The screen's roots (by offset) whose windows a swipe reaches, in TalkBack's order, then the
    /// others.
    ///
    /// - Complexity: O(w log w) for w windows.
    static func windowOrder(of screen: AccessibilityScreen) -> (swiped: [Int], others: [Int]) {
        let display = ScreenRect(origin: .zero, size: screen.size)
        let windows = screen.roots.enumerated().map { offset, root in
            Window(
                offset: offset, type: screen.windowTypes[root.id] ?? .application,
                bounds: root.frame == .zero ? display : root.frame)
        }
        let rightToLeft = screen.talkBackLaysOutRightToLeft
        let sorted = windows.sorted { left, right in
            let order = compare(left, right, rightToLeft: rightToLeft)
            return order != 0 ? order < 0 : left.offset < right.offset
        }
        var swiped: [Int] = []
        var others: [Int] = []
        for window in sorted {
            if isEnteredBySwipe(window, display: screen.size) {
                swiped.append(window.offset)
            } else {
                others.append(window.offset)
            }
        }
        if swiped.isEmpty, !others.isEmpty { swiped.append(others.removeFirst()) }
        return (swiped, others)
    }

    /// One window: its root's offset, type and bounds.
    struct Window {
        var offset: Int
        var type: AndroidWindowType
        var bounds: ScreenRect
    }

    /// `WindowOrderComparator.compare`: negative when `left` comes first.
    static func compare(_ left: Window, _ right: Window, rightToLeft: Bool) -> Double {
        if left.type != right.type {
            if left.type == .system { return 1 }
            if right.type == .system { return -1 }
        }
        if left.bounds.minY != right.bounds.minY { return left.bounds.minY - right.bounds.minY }
        return rightToLeft ? right.bounds.maxX - left.bounds.maxX : left.bounds.minX - right.bounds.minX
    }

    /// `DirectionalNavigationWindowFilter.accept` while TalkBack's search screen is not shown.
    static func isEnteredBySwipe(_ window: Window, display: ScreenSize) -> Bool {
        switch window.type {
        case .application, .splitScreenDivider, .magnificationOverlay, .inputMethod: true
        case .system: !isSystemBar(window.bounds, display: display)
        case .accessibilityOverlay: false
        }
    }

    /// `WindowUtils.isStatusBar` or `isNavigationBar` (either rotation's geometry) of a system
    /// window's bounds on a display of the size.
    static func isSystemBar(_ bounds: ScreenRect, display: ScreenSize) -> Bool {
        let width = display.width.rounded(.down)
        let height = display.height.rounded(.down)
        func roughlyEqual(_ value: Double, _ target: Double) -> Bool { value < target + 5 && value > target - 5 }
        // Java's integer division of the display's pixel sizes.
        let fifth = (height / 5).rounded(.down)
        let threeQuarters = (height / 4).rounded(.down) * 3
        let quarterWidth = (width / 4).rounded(.down)
        let statusBar =
            roughlyEqual(bounds.minY, 0) && roughlyEqual(bounds.minX, 0) && roughlyEqual(bounds.maxX, width)
            && bounds.maxY < fifth
        let bottomBar =
            bounds.minY > threeQuarters && roughlyEqual(bounds.minX, 0) && roughlyEqual(bounds.maxX, width)
            && roughlyEqual(bounds.maxY, height)
        // Rotated 90 or 270 degrees: a strip at the right (its left past three quarters of the
        // display's height, as the source measures it) or at the left.
        let rightBar =
            roughlyEqual(bounds.minY, 0) && bounds.minX > threeQuarters && roughlyEqual(bounds.maxX, width)
            && roughlyEqual(bounds.maxY, height)
        let leftBar =
            roughlyEqual(bounds.minY, 0) && roughlyEqual(bounds.minX, 0) && bounds.maxX < quarterWidth
            && roughlyEqual(bounds.maxY, height)
        return statusBar || bottomBar || rightBar || leftBar
    }
}
