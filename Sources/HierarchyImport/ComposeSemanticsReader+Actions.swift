import AccessibilityTree

extension ComposeSemanticsReader {
    /// What a node prints that decides the accessibility actions Compose offers for it.
    struct ActionFacts {
        /// The names printed in `Actions = [...]`.
        var printed: Set<Substring> = []
        var horizontal: ScrollAxisRange?
        var vertical: ScrollAxisRange?
        var range: ProgressRange?
        /// `Focused`'s value, `nil` when not printed (the node is not focusable).
        var focused: Bool?
        /// Whether the node has custom actions.
        var hasCustomActions = false
        /// Whether the node has text to move through: its content description, else its field's
        /// or its own text (`getIterableTextForAccessibility`).
        var hasIterableText = false
    }

    /// The accessibility actions Compose offers for a node (androidx@0094ab0
    /// `AndroidComposeViewAccessibilityDelegateCompat.android.kt`,
    /// `populateAccessibilityNodeInfoProperties`, `Api24Impl.addSetProgressAction`,
    /// `Api29Impl.addPageActions`), as far as the model keeps them: click (when clickable) and
    /// long click; copy; focus for a focusable node not focused; text selection and movement
    /// when the node has text; and, only while enabled, cut, expand, collapse, dismiss, custom
    /// actions, set progress with scroll forward or backward while the value can move, the scroll
    /// actions each scroll axis allows (with `ScrollBy`; left and right as read left to right),
    /// and the page actions. Paste is offered only while the clipboard holds text, which a tree
    /// does not say: it is left out. Compose never offers `ACTION_SELECT`.
    static func actions(_ facts: ActionFacts, of element: AccessibilityElement) -> AndroidActions {
        var actions: AndroidActions = []
        let enabled = element.isEnabled
        let printed = facts.printed
        if printed.contains("OnClick"), element.isClickable, enabled { actions.insert(.click) }
        if printed.contains("OnLongClick"), enabled { actions.insert(.longClick) }
        if printed.contains("CopyText") { actions.insert(.copy) }
        if facts.focused == false { actions.insert(.focus) }
        if facts.hasIterableText {
            actions.formUnion([.setSelection, .nextAtMovementGranularity, .previousAtMovementGranularity])
        }
        guard enabled else { return actions }
        let named: [(Substring, AndroidActions)] = [
            ("CutText", .cut), ("Expand", .expand), ("Collapse", .collapse), ("Dismiss", .dismiss),
            ("SetProgress", .setProgress), ("PageUp", .pageUp), ("PageDown", .pageDown), ("PageLeft", .pageLeft),
            ("PageRight", .pageRight),
        ]
        for (name, action) in named where printed.contains(name) { actions.insert(action) }
        if facts.hasCustomActions { actions.insert(.custom) }
        if let range = facts.range, printed.contains("SetProgress") {
            if range.current < max(range.end, range.start) { actions.insert(.scrollForward) }
            if range.current > min(range.start, range.end) { actions.insert(.scrollBackward) }
        }
        if printed.contains("ScrollBy") {
            if let axis = facts.horizontal {
                if axis.canScrollForward { actions.formUnion([.scrollForward, .scrollRight]) }
                if axis.canScrollBackward { actions.formUnion([.scrollBackward, .scrollLeft]) }
            }
            if let axis = facts.vertical {
                if axis.canScrollForward { actions.formUnion([.scrollForward, .scrollDown]) }
                if axis.canScrollBackward { actions.formUnion([.scrollBackward, .scrollUp]) }
            }
        }
        return actions
    }
}
