import AccessibilityTree

extension ComposeSemanticsReader {
    /// A scroll axis as `printToLog` prints `HorizontalScrollAxisRange` or `VerticalScrollAxisRange`:
    /// "ScrollAxisRange(value=0.0, maxValue=11.0, reverseScrolling=false)" (androidx@032950a
    /// `compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/semantics/SemanticsProperties.kt`,
    /// `ScrollAxisRange.toString`).
    struct ScrollAxisRange {
        /// The scroll position, `nil` when the text does not say.
        let value: Double?
        /// The largest scroll position, `nil` when the text does not say (then the axis is taken
        /// to scroll, as the reader assumed before it read the bound).
        let maxValue: Double?
        /// Whether position 0 is the right (or bottom) end.
        let reverseScrolling: Bool

        init(_ text: String) {
            func field(_ key: String) -> Substring? {
                guard let from = text.range(of: key) else { return nil }
                let rest = text[from.upperBound...]
                return rest[..<(rest.firstIndex { $0 == "," || $0 == ")" } ?? rest.endIndex)]
            }
            // Kotlin prints Float.POSITIVE_INFINITY (a bound not yet known) as "Infinity", which
            // Double reads.
            value = field("(value=").flatMap { Double($0) }
            maxValue = field("maxValue=").flatMap { Double($0) }
            reverseScrolling = field("reverseScrolling=") == "true"
        }

        /// Whether Compose marks the node scrollable for this axis: only when it can scroll at all.
        var canScroll: Bool { maxValue.map { $0 > 0 } ?? true }

        /// `canScrollForward` (`populateAccessibilityNodeInfoProperties`): toward the bound, or,
        /// reversed, toward 0. Unknown positions are taken to allow it.
        var canScrollForward: Bool {
            guard let value, let maxValue else { return true }
            return reverseScrolling ? value > 0 : value < maxValue
        }

        /// `canScrollBackward`: toward 0, or, reversed, toward the bound.
        var canScrollBackward: Bool {
            guard let value, let maxValue else { return true }
            return reverseScrolling ? value < maxValue : value > 0
        }
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
