import AccessibilityTree

extension ComposeSemanticsReader {
    /// A scroll axis as `printToLog` prints `HorizontalScrollAxisRange` or `VerticalScrollAxisRange`:
    /// "ScrollAxisRange(value=0.0, maxValue=11.0, reverseScrolling=false)" (androidx@032950a
    /// `compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/semantics/SemanticsProperties.kt`,
    /// `ScrollAxisRange.toString`).
    struct ScrollAxisRange {
        /// The largest scroll position, `nil` when the text does not say (then the axis is taken
        /// to scroll, as the reader assumed before it read the bound).
        let maxValue: Double?

        init(_ text: String) {
            guard let from = text.range(of: "maxValue=") else {
                maxValue = nil
                return
            }
            let rest = text[from.upperBound...]
            let end = rest.firstIndex { $0 == "," || $0 == ")" } ?? rest.endIndex
            // Kotlin prints Float.POSITIVE_INFINITY (a bound not yet known) as "Infinity", which
            // Double reads.
            maxValue = Double(rest[..<end])
        }

        /// Whether Compose marks the node scrollable for this axis: only when it can scroll at all.
        var canScroll: Bool { maxValue.map { $0 > 0 } ?? true }
    }

    /// A node with a scroll axis and the `ScrollBy` action: Compose gives it the class
    /// `HorizontalScrollView` or, for a vertical axis (set after, so it wins), `ScrollView`,
    /// unless it has collection info (its own or a selectable group's), which TalkBack reads as a
    /// list instead; and marks it scrollable only for an axis whose largest position is above 0
    /// (androidx@0094ab0 `AndroidComposeViewAccessibilityDelegateCompat.android.kt`,
    /// `populateAccessibilityNodeInfoProperties`: `xScrollState != null && scrollAction != null`,
    /// `!semanticsNode.hasCollectionInfo()`, `maxValue() > 0f`). The scroll class replaces any
    /// class the node's role gave, as the delegate sets it after.
    static func setScrolling(
        _ element: inout AccessibilityElement, axes: (horizontal: ScrollAxisRange?, vertical: ScrollAxisRange?),
        scrollBy: Bool, hasCollectionInfo: Bool
    ) {
        guard scrollBy, axes.horizontal != nil || axes.vertical != nil else {
            if axes.horizontal != nil || axes.vertical != nil {
                element.inferences.append("Not scrollable: a scroll axis without ScrollBy, which Compose ignores.")
            }
            return
        }
        var role: ElementRole?
        for (axis, axisRole) in [(axes.horizontal, ElementRole.horizontalScrollView), (axes.vertical, .scrollView)] {
            guard let axis else { continue }
            if !hasCollectionInfo { role = axisRole }
            if axis.canScroll { element.isScrollable = true }
        }
        if !element.isScrollable {
            element.inferences.append("Not scrollable: Compose marks a node scrollable only when it can scroll.")
        }
        if let role {
            element.role = role
            element.inferences.append("Role \(role.rawValue) inferred from the node's scroll axis and ScrollBy.")
        }
    }
}
