import AccessibilityTree

/// Which nodes TalkBack gives accessibility focus, in the order swipe right visits them: the
/// rules of the TalkBack digest applied over `ReadingOrder/treeOrder(_:)` (tree order, parents
/// first, hidden and invisible subtrees skipped).
///
/// - A node the size of its window with children and no actions never takes focus.
/// - An actionable node (clickable, long-clickable, focusable, screen-reader-focusable), or a
///   speaking node directly inside a scrollable container, takes focus when it is a leaf, has
///   text of its own, or has speakable non-actionable descendants; otherwise its children do.
/// - Any other node takes focus only when no ancestor took focus and it has text, a content
///   description or a state.
///
/// Decision where the digest is silent: when looking for speakable descendants of a node, the
/// direct children of a scrollable node do not count (they take focus themselves as speaking
/// items of the container), so a focusable `RecyclerView` does not swallow its rows.
public enum TalkBackFocusRules {
    /// The nodes TalkBack focuses, in swipe order.
    ///
    /// - Complexity: O(n) in the number of nodes for typical trees; a descendant search stops at
    ///   the first actionable node or speaking text.
    public static func focusOrder(_ screen: AccessibilityScreen) -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        let screenFrame = Rect(origin: .zero, size: screen.size)
        for root in screen.roots {
            let window = root.frame == .zero ? screenFrame : root.frame
            visit(root, parentScrollable: false, ancestorFocused: false, window: window, into: &result)
        }
        return result
    }

    /// Whether the node responds to an action or is marked focusable.
    public static func isActionable(_ node: AccessibilityElement) -> Bool {
        node.isClickable || node.isLongClickable || node.isFocusable || node.isScreenReaderFocusable
    }

    /// Whether the node has text, a content description or a state of its own.
    public static func hasOwnSpeech(_ node: AccessibilityElement) -> Bool {
        nonEmpty(node.label) || nonEmpty(node.value) || nonEmpty(node.stateDescription)
            || node.isCheckable || node.checkedState != nil
    }

    private static func visit(
        _ node: AccessibilityElement, parentScrollable: Bool, ancestorFocused: Bool, window: Rect,
        into result: inout [AccessibilityElement]
    ) {
        guard !node.isHidden, node.isVisible else { return }
        let actionable = isActionable(node)
        let focused: Bool
        if !node.children.isEmpty, !actionable, node.frame == window {
            focused = false
        } else if actionable || (parentScrollable && (hasOwnSpeech(node) || descendantsSpeak(node))) {
            focused = visibleChildren(node).isEmpty || hasOwnSpeech(node) || descendantsSpeak(node)
        } else {
            focused = !ancestorFocused && hasOwnSpeech(node)
        }
        if focused { result.append(node) }
        for child in node.children {
            visit(
                child, parentScrollable: node.isScrollable, ancestorFocused: ancestorFocused || focused,
                window: window, into: &result)
        }
    }

    /// Whether a visible, non-actionable descendant has something to say.
    static func descendantsSpeak(_ node: AccessibilityElement) -> Bool {
        // Children of a scrollable node are focused on their own (see the type's note).
        guard !node.isScrollable else { return false }
        for child in visibleChildren(node) where !isActionable(child) {
            if hasOwnSpeech(child) || descendantsSpeak(child) { return true }
        }
        return false
    }

    static func visibleChildren(_ node: AccessibilityElement) -> [AccessibilityElement] {
        node.children.filter { !$0.isHidden && $0.isVisible }
    }

    private static func nonEmpty(_ text: String?) -> Bool { !(text ?? "").isEmpty }
}
