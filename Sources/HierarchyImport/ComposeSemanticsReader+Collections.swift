import AccessibilityTree

extension ComposeSemanticsReader {
    /// The collection info a printed `CollectionInfo` states: "CollectionInfo(rowCount=20,
    /// columnCount=1)" (androidx `SemanticsProperties.kt`, `CollectionInfo.toString`, added after
    /// androidx@67d265f), or, from a Compose that printed the object's identity
    /// ("androidx.compose.ui.semantics.CollectionInfo@e0a2f9d"), a collection of unknown size.
    /// Compose reports it with `SELECTION_MODE_NONE` (androidx@13d5e2e
    /// `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/accessibility/`
    /// `CollectionInfo.android.kt`, `toAccessibilityCollectionInfo`), which the model leaves unset:
    /// only single selection changes what TalkBack says, and a screen document keeps no mode.
    static func collectionInfo(_ value: String) -> CollectionInfo {
        func count(_ key: String) -> Int? {
            guard let from = value.range(of: key) else { return nil }
            let rest = value[from.upperBound...]
            return Int(rest.prefix { $0 == "-" || $0.isASCII && $0.isNumber })
        }
        guard value.hasPrefix("CollectionInfo("), let rows = count("rowCount="), let columns = count("columnCount=")
        else {
            return CollectionInfo(rowCount: -1, columnCount: -1)
        }
        return CollectionInfo(rowCount: rows, columnCount: columns)
    }

    /// The nodes of a tree that print `SelectableGroup` and `Selected`, by the line they start on,
    /// so that a group's collection facts can be worked out once its children are read.
    ///
    /// A selectable group without collection info of its own is a collection of its children
    /// that print `Selected`: one row of them when they lie side by side (their centres further
    /// apart across than down, summed over neighbours; a single child counts as a row), else one
    /// column; and each such child is an item at its place among them, unless the group's own
    /// collection info has an unknown count (a lazy list) (androidx@13d5e2e
    /// `CollectionInfo.android.kt`, `setCollectionInfo`, `setCollectionItemInfo`,
    /// `calculateIfHorizontallyStacked`). Compose counts the place by placement order, which the
    /// printed order of siblings follows.
    struct SelectableGroups {
        private var groups: Set<Int> = []
        private var selectable: Set<Int> = []

        /// Records whether the node `element` (with its source line) is a group or selectable.
        mutating func note(_ element: AccessibilityElement, properties: [(String, String)]) {
            guard let line = element.source?.line else { return }
            for (key, _) in properties {
                if key == "SelectableGroup" { groups.insert(line) }
                if key == "Selected" { selectable.insert(line) }
            }
        }

        /// Gives a finished group node its collection info and its selectable children their
        /// item info.
        ///
        /// - Complexity: O(k) in the number of the node's children.
        func apply(to element: inout AccessibilityElement) {
            guard let line = element.source?.line, groups.contains(line) else { return }
            let items = element.children.indices.filter { index in
                element.children[index].source.map { selectable.contains($0.line) } ?? false
            }
            guard !items.isEmpty else { return }
            let horizontal = Self.isHorizontal(items.map { element.children[$0].frame })
            if element.collectionInfo == nil {
                element.collectionInfo = CollectionInfo(
                    rowCount: horizontal ? 1 : items.count, columnCount: horizontal ? items.count : 1)
                element.inferences.append(
                    "Collection info from SelectableGroup: \(items.count) selectable children in a "
                        + (horizontal ? "row." : "column."))
            }
            if let info = element.collectionInfo, info.rowCount < 0 || info.columnCount < 0 { return }
            for (place, index) in items.enumerated() {
                element.children[index].collectionItemInfo = CollectionItemInfo(
                    rowIndex: horizontal ? 0 : place, columnIndex: horizontal ? place : 0)
            }
        }

        /// `calculateIfHorizontallyStacked`: fewer than two items lie in a row; otherwise the
        /// summed distances between neighbours' centres, across and down, decide.
        private static func isHorizontal(_ frames: [ScreenRect]) -> Bool {
            guard frames.count > 1 else { return true }
            var across = 0.0
            var down = 0.0
            for (first, second) in zip(frames, frames.dropFirst()) {
                across += abs(first.center.x - second.center.x)
                down += abs(first.center.y - second.center.y)
            }
            return down < across
        }
    }
}
