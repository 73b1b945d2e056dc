import AccessibilityTree

extension ComposeSemanticsReader {
    /// Compose's reading order of a semantics tree, which it hands TalkBack as each node's
    /// traversal-before neighbour: the order is written into the tree as the order of children.
    ///
    /// Compose sorts, from the root's children, every node that is a traversal group
    /// (`IsTraversalGroup = 'true'`) or that a screen reader focuses (it merges its descendants, or
    /// is a leaf with words, a state or a checked state), looking through the other nodes and not
    /// into a group, whose own content is sorted apart: the nodes fall into rows of overlapping
    /// vertical extents (each row narrowed to the overlap), the rows top to bottom, each row left
    /// to right (left, top, bottom, right edges, then placement order, which the printed order
    /// follows); then a stable sort by `TraversalIndex` (0 when not printed); then each group is
    /// followed by its sorted content, the group itself dropped unless a screen reader focuses it
    /// (androidx mirror xiaocainiaooo/room3@ac117d9
    /// `compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/semantics/SemanticsSort.kt`,
    /// `subtreeSortedByGeometryGrouping`, `geometryDepthFirstSearch`, `sortByGeometryGroupings`,
    /// `placedEntryRowOverlaps`, `LtrBoundsComparator`, `UnmergedConfigComparator`; focusable as
    /// androidx@0094ab0 `AndroidComposeViewAccessibilityDelegateCompat.android.kt`,
    /// `isScreenReaderFocusable`). TalkBack then moves each node before its successor
    /// (talkback@26a27dc0 `utils/.../traversal/OrderedTraversalController.java:119-138`).
    ///
    /// The tree keeps its shape: the children of each node are put in the order of the first
    /// sorted node each holds (children holding none keep their places), so a walk in tree order
    /// meets the sorted nodes in Compose's order wherever one subtree's nodes do not interleave
    /// with another's. Elements keep the identities of where they were printed. A tree printed
    /// from right to left is not told apart (printToLog gives no layout direction): rows read
    /// left to right.
    struct TraversalOrder {
        private var indices: [Int: Double] = [:]
        private var groups: Set<Int> = []

        /// Records the node's `TraversalIndex` and `IsTraversalGroup`, by its source line.
        mutating func note(_ element: AccessibilityElement, properties: [(String, String)]) {
            guard let line = element.source?.line else { return }
            for (key, value) in properties {
                if key == "TraversalIndex", let index = Double(value), index.isFinite { indices[line] = index }
                if key == "IsTraversalGroup", value == "true" { groups.insert(line) }
            }
        }

        /// The trees with each node's children in Compose's reading order.
        ///
        /// - Complexity: O(n log n) for n nodes, plus O(n · r) to place n nodes in r rows.
        func ordered(_ roots: [AccessibilityElement]) -> [AccessibilityElement] {
            roots.map(ordered)
        }

        private func ordered(_ root: AccessibilityElement) -> AccessibilityElement {
            let tree = FlatTree(root)
            let count = tree.nodes.count
            let line = tree.nodes.map { $0.source?.line ?? -1 }
            let isGroup = line.map { groups.contains($0) }
            let index = line.map { indices[$0] ?? 0 }
            // A leaf inside a merging node is read as part of it, never on its own
            // (`isUnmergedLeafNode` looks for a merging ancestor).
            var insideMerging = [Bool](repeating: false, count: count)
            for node in 0..<count {
                for child in tree.children[node] {
                    insideMerging[child] = insideMerging[node] || tree.nodes[node].isScreenReaderFocusable
                }
            }
            let focusable = (0..<count).map { node in
                Self.isScreenReaderFocusable(tree.nodes[node], insideMerging: insideMerging[node])
            }
            // Each group's sorted content, the root's (the host's) last: nested groups come later
            // in pre-order, so walking it backwards sorts them first.
            let frames = tree.nodes.map(\.frame)
            var sorted: [Int: [Int]] = [:]
            for node in stride(from: count - 1, through: 0, by: -1) where node == 0 || isGroup[node] {
                var found: [Int] = []
                var stack = Array(tree.children[node].reversed())
                while let next = stack.popLast() {
                    if (isGroup[next] || focusable[next]) && tree.nodes[next].isVisible { found.append(next) }
                    if !isGroup[next] { stack.append(contentsOf: tree.children[next].reversed()) }
                }
                let rows = Self.byRows(found, frames: frames)
                // A stable sort by traversal index (Kotlin's sortWith is stable).
                let list = rows.enumerated().sorted {
                    index[$0.element] != index[$1.element]
                        ? index[$0.element] < index[$1.element] : $0.offset < $1.offset
                }.map(\.element)
                var expanded: [Int] = []
                for member in list {
                    if isGroup[member], let content = sorted[member] {
                        if focusable[member] { expanded.append(member) }
                        expanded.append(contentsOf: content)
                    } else {
                        expanded.append(member)
                    }
                }
                sorted[node] = expanded
            }
            var rank = [Int?](repeating: nil, count: count)
            for (position, node) in (sorted[0] ?? []).enumerated() where rank[node] == nil { rank[node] = position }
            return tree.rebuilt(orderedBy: rank) ?? root
        }

        /// `sortByGeometryGroupings` up to the traversal index: rows of overlapping vertical
        /// extents, top to bottom, each left to right.
        private static func byRows(_ nodes: [Int], frames: [ScreenRect]) -> [Int] {
            var rows: [(top: Double, bottom: Double, members: [Int])] = []
            for (position, node) in nodes.enumerated() {
                let frame = frames[node]
                let (top, bottom) = (frame.minY, frame.maxY)
                if position > 0,
                    let row = rows.firstIndex(where: { row in
                        top < bottom && row.top < row.bottom && max(top, row.top) < min(bottom, row.bottom)
                    })
                {
                    rows[row].top = max(rows[row].top, top)
                    rows[row].bottom = min(rows[row].bottom, bottom)
                    rows[row].members.append(node)
                } else {
                    rows.append((top, bottom, [node]))
                }
            }
            let ordered = rows.enumerated().sorted { first, second in
                let (a, b) = (first.element, second.element)
                if a.top != b.top { return a.top < b.top }
                if a.bottom != b.bottom { return a.bottom < b.bottom }
                return first.offset < second.offset
            }
            return ordered.flatMap { row in
                row.element.members.sorted { a, b in
                    let (x, y) = (frames[a], frames[b])
                    if x.minX != y.minX { return x.minX < y.minX }
                    if x.minY != y.minY { return x.minY < y.minY }
                    if x.maxY != y.maxY { return x.maxY < y.maxY }
                    if x.maxX != y.maxX { return x.maxX < y.maxX }
                    return a < b
                }
            }
        }

        /// `isScreenReaderFocusable`: a node merging its descendants, or a leaf outside any
        /// merging node with a content description, text, state description or checked state.
        private static func isScreenReaderFocusable(_ element: AccessibilityElement, insideMerging: Bool) -> Bool {
            element.isScreenReaderFocusable
                || element.children.isEmpty && !insideMerging
                    && (element.label != nil || element.value != nil || element.stateDescription != nil
                        || element.isCheckable)
        }
    }

    /// A tree as arrays in pre-order, so that it is read and rebuilt without recursion.
    private struct FlatTree {
        var nodes: [AccessibilityElement] = []
        var children: [[Int]] = []

        init(_ root: AccessibilityElement) {
            var stack: [(element: AccessibilityElement, parent: Int)] = [(root, -1)]
            while let (element, parent) = stack.popLast() {
                let node = nodes.count
                nodes.append(element)
                children.append([])
                if parent >= 0 { children[parent].append(node) }
                stack.append(contentsOf: element.children.reversed().map { ($0, node) })
            }
        }

        /// The tree with each node's children that hold ranked nodes put in the order of the
        /// lowest rank each holds, in the places such children took; `nil` when no order changes.
        func rebuilt(orderedBy rank: [Int?]) -> AccessibilityElement? {
            var key = rank
            for node in stride(from: nodes.count - 1, through: 0, by: -1) {
                for child in children[node] {
                    if let childKey = key[child], key[node].map({ childKey < $0 }) ?? true { key[node] = childKey }
                }
            }
            var order = children
            var changed = false
            for node in nodes.indices where children[node].count > 1 {
                let slots = children[node].indices.filter { key[children[node][$0]] != nil }
                let keyed = slots.map { children[node][$0] }
                let sortedKeyed = keyed.sorted { (key[$0] ?? 0) < (key[$1] ?? 0) }
                guard sortedKeyed != keyed else { continue }
                changed = true
                for (slot, child) in zip(slots, sortedKeyed) { order[node][slot] = child }
            }
            guard changed else { return nil }
            var built = nodes
            for node in stride(from: nodes.count - 1, through: 0, by: -1) where !order[node].isEmpty {
                built[node].children = order[node].map { built[$0] }
            }
            return built[0]
        }
    }
}
