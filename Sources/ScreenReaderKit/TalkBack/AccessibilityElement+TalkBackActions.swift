import AccessibilityTree

/// What TalkBack reads from a node's action list (``AccessibilityElement/androidActions``), with
/// the model's former assumptions where a dump states no actions.
///
/// Sources are google/talkback@26a27dc0 (TalkBack 15.1); `U/` is
/// `utils/src/main/java/com/google/android/accessibility/utils/`.
extension AccessibilityElement {
    /// `AccessibilityNodeInfoUtils.isClickable`: clickable, or offering `ACTION_CLICK`
    /// (`U/AccessibilityNodeInfoUtils.java:1149-1153`).
    public var talkBackClickable: Bool { isClickable || androidActions?.contains(.click) == true }

    /// `AccessibilityNodeInfoUtils.isLongClickable`: long-clickable, or offering
    /// `ACTION_LONG_CLICK` (`U/AccessibilityNodeInfoUtils.java:1167-1171`).
    public var talkBackLongClickable: Bool { isLongClickable || androidActions?.contains(.longClick) == true }

    /// `AccessibilityNodeInfoUtils.isScrollable`: offering a scroll action, whatever the
    /// `scrollable` flag says (`U/AccessibilityNodeInfoUtils.java:1643-1657`: "node#isScrollable
    /// lies"); the flag where the dump states no actions.
    var talkBackScrollable: Bool { androidActions.map { !$0.isDisjoint(with: .scrolling) } ?? isScrollable }

    /// `WebInterfaceUtils.supportsWebActions` (`hasNativeWebContent`, `isWebContainer`): offering
    /// ACTION_NEXT_HTML_ELEMENT or ACTION_PREVIOUS_HTML_ELEMENT, as Chrome's nodes do
    /// (`U/WebInterfaceUtils.java:340-355, 394-399`); `false` where the dump states no actions.
    var offersWebActions: Bool { offersAny(of: [.nextHTMLElement, .previousHTMLElement], assumed: false) }

    /// Whether the node offers one of the actions; `assumed` when the dump states none.
    func offersAny(of actions: AndroidActions, assumed: Bool) -> Bool {
        guard let offered = androidActions else { return assumed }
        return !offered.isDisjoint(with: actions)
    }

    /// Whether the node has "Actions" in TalkBack's menu by its own action list: an app's own
    /// action (Appium drops labels; an app's action always has one: androidx's
    /// `ViewCompat.addAccessibilityAction` and Compose's `CustomAccessibilityAction` both take it),
    /// `ACTION_DISMISS`, `ACTION_EXPAND`, `ACTION_COLLAPSE`, or a drag action (Android 13 and
    /// later, the devices the model stands for): `talkback/.../menurules/CustomActionMenu.java:
    /// 60-68, 105-145`. `false` when the dump states no actions.
    ///
    /// ``AccessibilityElement/isExpandable`` and ``AccessibilityElement/isCollapsible`` stand for
    /// ACTION_EXPAND and ACTION_COLLAPSE where no list is stated (Compose's semantics trees, screen
    /// documents). A named action of the model (``AccessibilityElement/customActions``: a component's, which
    /// Android adds as an `AccessibilityAction` with its name for a label) counts as an app's own.
    var offersMenuActions: Bool {
        let menuActions: AndroidActions = [.custom, .dismiss, .expand, .collapse, .dragStart, .dragDrop, .dragCancel]
        return !customActions.isEmpty || isExpandable || isCollapsible || offersAny(of: menuActions, assumed: false)
    }
}
