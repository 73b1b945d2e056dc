import AccessibilityTree

/// TalkBack's order of a node's children (`ReorderedChildrenIterator` with
/// `NodeCachedBoundsCalculator`, google/talkback@26a27dc
/// `utils/.../traversal/`): a child that does not take focus is placed by the bounds of the
/// descendants that do, so a container whose focusable content sits below its next sibling moves
/// after it. Focus order and the words a node reads from its children both use it.
extension TalkBackFocusRules {
    /// The children reordered for each parent whose order changes (parents not listed keep theirs),
    /// by node key (``TalkBackNodeKeys``).
    ///
    /// - Parameter focused: by node key, whether TalkBack focuses the node (`shouldFocusNode`).
    /// - Complexity: O(n + Σ k²) for n nodes and k children of a parent whose order can change.
    static func reorderedChildren(
        of roots: [TalkBackNodeKeys.Node], keys: TalkBackNodeKeys, focused: [Bool]
    ) -> [[ElementID]?] {
        var bounds = ChildBounds(keys: keys, focused: focused)
        var result = [[ElementID]?](repeating: nil, count: keys.count)
        var stack = roots
        while let node = stack.popLast() {
            let children = node.element.children
            for (offset, child) in children.enumerated() { stack.append(keys.child(offset, child, of: node)) }
            // At least two tree children (counted before any bounds are worked out, as the order of
            // those computations decides a cycle of repeated identities), one placed by its children.
            guard children.lazy.filter({ !$0.isHidden }).count > 1 else { continue }
            // In order, stopping at the first: the same questions `contains(where:)` asks, without
            // building the array of children for the many parents that keep their order.
            var placedByChildren = false
            for offset in children.indices where !children[offset].isHidden {
                if bounds.usesChildrenBounds(keys.child(offset, children[offset], of: node)) {
                    placedByChildren = true
                    break
                }
            }
            guard placedByChildren else { continue }
            var array = children.indices.filter { !children[$0].isHidden }.map {
                keys.child($0, children[$0], of: node)
            }
            let original = array
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
            let ids = array.map(\.element.id)
            if ids != original.map(\.element.id) { result[node.key] = ids }
        }
        return result
    }

    /// The focused nodes (keys) in TalkBack's order: pre-order over the reordered children.
    static func focusOrder(
        _ roots: [TalkBackNodeKeys.Node], keys: TalkBackNodeKeys, focused: [Int], reordered: [[ElementID]?]
    ) -> [Int] {
        guard reordered.contains(where: { $0 != nil }) else { return focused }
        var wanted = [Bool](repeating: false, count: keys.count)
        for key in focused { wanted[key] = true }
        var emitted = [Bool](repeating: false, count: keys.count)
        var result: [Int] = []
        result.reserveCapacity(focused.count)
        var stack = Array(roots.reversed())
        while let node = stack.popLast() {
            if wanted[node.key], !emitted[node.key] {
                emitted[node.key] = true
                result.append(node.key)
            }
            let children = node.element.children
            guard let order = reordered[node.key] else {
                for offset in children.indices.reversed() {
                    stack.append(keys.child(offset, children[offset], of: node))
                }
                continue
            }
            // The first child of each identity, as the order names children by identity.
            var byID: [ElementID: TalkBackNodeKeys.Node] = [:]
            for (offset, child) in children.enumerated() where byID[child.id] == nil {
                byID[child.id] = keys.child(offset, child, of: node)
            }
            stack.append(contentsOf: order.reversed().compactMap { byID[$0] })
        }
        return result
    }

    /// `NodeCachedBoundsCalculator`: a focused node's own bounds, else its bounds clipped to the
    /// span of its children's; `nil` for an invisible node or an empty rectangle. Cached by node key.
    private struct ChildBounds {
        typealias Node = TalkBackNodeKeys.Node

        let keys: TalkBackNodeKeys
        let focused: [Bool]
        /// 0: not yet asked; 1: being worked out, or known to have no bounds; 2: `cache` holds them.
        var state: [UInt8]
        var cache: [ScreenRect]

        init(keys: TalkBackNodeKeys, focused: [Bool]) {
            self.keys = keys
            self.focused = focused
            state = Array(repeating: 0, count: keys.count)
            cache = Array(repeating: .zero, count: keys.count)
        }

        mutating func bounds(_ node: Node) -> ScreenRect? {
            switch state[node.key] {
            case 1: return nil
            case 2: return cache[node.key]
            default: break
            }
            state[node.key] = 1  // a cycle (repeated identities) has no bounds
            guard let result = compute(node) else { return nil }
            state[node.key] = 2
            cache[node.key] = result
            return result
        }

        private mutating func compute(_ node: Node) -> ScreenRect? {
            let element = node.element
            guard element.isVisible, !element.isHidden else { return nil }
            let own = element.frame
            if focused[node.key] { return own == .zero ? nil : own }
            var minX = Double.infinity
            var minY = Double.infinity
            var maxX = -Double.infinity
            var maxY = -Double.infinity
            for (offset, child) in element.children.enumerated() where !child.isHidden {
                guard let rect = bounds(keys.child(offset, child, of: node)) else { continue }
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
        mutating func usesChildrenBounds(_ node: Node) -> Bool {
            guard let rect = bounds(node) else { return false }
            return rect != node.element.frame
        }

        /// `needSwapNodeOrder`: the adjusted bounds put `left` after `right` while the plain bounds
        /// keep the existing order.
        mutating func needsSwap(_ left: Node, _ right: Node) -> Bool {
            guard Self.compare(bounds(left), bounds(right)) > 0 else { return false }
            return Self.compare(left.element.frame, right.element.frame) < 0
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
