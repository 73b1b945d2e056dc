import AccessibilityTree

/// TalkBack's order of a node's children (`ReorderedChildrenIterator` with
/// `NodeCachedBoundsCalculator`, google/talkback@26a27dc
/// `utils/.../traversal/`): a child that does not take focus is placed by the bounds of the
/// descendants that do, so a container whose focusable content sits below its next sibling moves
/// after it. Focus order and the words a node reads from its children both use it.
extension TalkBackFocusRules {
    /// The children reordered for each parent whose order changes (parents not listed keep theirs).
    ///
    /// - Parameter focused: the nodes TalkBack focuses (`shouldFocusNode`).
    /// - Complexity: O(n + Σ k²) for n nodes and k children of a parent whose order can change.
    static func reorderedChildren(
        of roots: [AccessibilityElement], focused: Set<ElementID>, capacity: Int = 0
    ) -> [ElementID: [ElementID]] {
        var bounds = ChildBounds(focused: focused)
        bounds.cache.reserveCapacity(capacity)
        var result: [ElementID: [ElementID]] = [:]
        var stack = roots
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children)
            let children = treeChildren(node)
            guard children.count > 1, children.contains(where: { bounds.usesChildrenBounds($0) }) else { continue }
            var array = children
            // From the second last backwards, a node placed by its children's bounds moves right
            // past each sibling the adjusted bounds put before it, when the plain bounds agree
            // with the existing order (ReorderedChildrenIterator.reorder / needSwapNodeOrder).
            var index = array.count - 2
            while index >= 0 {
                let current = array[index]
                if bounds.usesChildrenBounds(current) {
                    var next = index + 1
                    while next < array.count, bounds.needsSwap(current, array[next]) {
                        array[next - 1] = array[next]
                        array[next] = current
                        next += 1
                    }
                }
                index -= 1
            }
            let ids = array.map(\.id)
            if ids != children.map(\.id) { result[node.id] = ids }
        }
        return result
    }

    /// The focused nodes in TalkBack's order: pre-order over the reordered children.
    static func focusOrder(
        _ roots: [AccessibilityElement], focused: [ElementID], reordered: [ElementID: [ElementID]]
    ) -> [ElementID] {
        guard !reordered.isEmpty else { return focused }
        let wanted = Set(focused)
        var emitted: Set<ElementID> = []
        var result: [ElementID] = []
        result.reserveCapacity(focused.count)
        var stack = Array(roots.reversed())
        while let node = stack.popLast() {
            if wanted.contains(node.id), emitted.insert(node.id).inserted { result.append(node.id) }
            guard let order = reordered[node.id] else {
                stack.append(contentsOf: node.children.reversed())
                continue
            }
            let byID = Dictionary(node.children.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            stack.append(contentsOf: order.reversed().compactMap { byID[$0] })
        }
        return result
    }

    /// `NodeCachedBoundsCalculator`: a focused node's own bounds, else its bounds clipped to the
    /// span of its children's; `nil` for an invisible node or an empty rectangle.
    private struct ChildBounds {
        let focused: Set<ElementID>
        var cache: [ElementID: ScreenRect?] = [:]

        init(focused: Set<ElementID>) { self.focused = focused }

        mutating func bounds(_ node: AccessibilityElement) -> ScreenRect? {
            if let known = cache[node.id] { return known }
            cache[node.id] = .some(nil)  // a cycle (repeated identities) has no bounds
            let result = compute(node)
            cache[node.id] = .some(result)
            return result
        }

        private mutating func compute(_ node: AccessibilityElement) -> ScreenRect? {
            guard node.isVisible, !node.isHidden else { return nil }
            let own = node.frame
            if focused.contains(node.id) { return own == .zero ? nil : own }
            var minX = Double.infinity
            var minY = Double.infinity
            var maxX = -Double.infinity
            var maxY = -Double.infinity
            for child in treeChildren(node) {
                guard let rect = bounds(child) else { continue }
                minX = Swift.min(minX, rect.minX)
                minY = Swift.min(minY, rect.minY)
                maxX = Swift.max(maxX, rect.maxX)
                maxY = Swift.max(maxY, rect.maxY)
            }
            var result = own
            if minX.isFinite {
                let left = Swift.max(minX, own.minX)
                let top = Swift.max(minY, own.minY)
                let right = Swift.min(maxX, own.maxX)
                let bottom = Swift.min(maxY, own.maxY)
                result = ScreenRect(
                    origin: ScreenPoint(x: left, y: top), size: ScreenSize(width: right - left, height: bottom - top))
            }
            return result == .zero ? nil : result
        }

        /// `usesChildrenBounds`: the bounds differ from the node's own.
        mutating func usesChildrenBounds(_ node: AccessibilityElement) -> Bool {
            guard let rect = bounds(node) else { return false }
            return rect != node.frame
        }

        /// `needSwapNodeOrder`: the adjusted bounds put `left` after `right` while the plain bounds
        /// keep the existing order.
        mutating func needsSwap(_ left: AccessibilityElement, _ right: AccessibilityElement) -> Bool {
            guard Self.compare(bounds(left), bounds(right)) > 0 else { return false }
            return Self.compare(left.frame, right.frame) < 0
        }

        /// `ReorderedChildrenIterator.compare`: top to bottom, then left to right (LTR).
        static func compare(_ left: ScreenRect?, _ right: ScreenRect?) -> Int {
            guard let left, let right else { return -1 }
            if left.maxY - right.minY <= 0 { return -1 }
            if left.minY - right.maxY >= 0 { return 1 }
            if left.minX != right.minX { return sign(left.minX - right.minX) }
            if left.minY != right.minY { return sign(left.minY - right.minY) }
            if left.size.height != right.size.height { return -sign(left.size.height - right.size.height) }
            if left.size.width != right.size.width { return -sign(left.size.width - right.size.width) }
            return -1
        }

        private static func sign(_ value: Double) -> Int { value > 0 ? 1 : -1 }
    }
}
