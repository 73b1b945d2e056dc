import AccessibilityTree

/// Dense integer keys for the nodes of one screen, so that TalkBack's per-node tables are arrays
/// read by position instead of hash tables keyed by identity strings.
///
/// A node's key is its identity's position in the screen's ``ScreenIndex``, so the tables mean
/// what they meant when keyed by identity: two nodes with one identity share an entry. The few
/// identities the index does not hold (inside a subtree it skipped as a repeated identity) are
/// numbered after its positions. A walk carries each node's position down from its parent
/// (``child(_:_:of:)``), so only nodes inside such a skipped subtree hash their identity.
struct TalkBackNodeKeys: Sendable {
    /// A node reached by a walk over the screen, with its key.
    struct Node {
        /// The node.
        let element: AccessibilityElement
        /// Its identity's key.
        let key: Int
        /// Its own position in the index, or -1 when the index holds another node of its
        /// identity (or none).
        let position: Int
    }

    /// The screen's index.
    let index: ScreenIndex
    /// Identities outside the index, numbered from `index.count`.
    private var extraKeys: [ElementID: Int] = [:]
    private var extraIDs: [ElementID] = []

    /// Numbers the nodes of the screen whose index is given.
    ///
    /// - Complexity: O(n) in the number of nodes when identities repeat; O(1) otherwise.
    init(index: ScreenIndex, roots: [AccessibilityElement]) {
        self.index = index
        guard index.hasRepeatedIdentities else { return }
        // Only the subtrees the index skipped can hold identities it lacks.
        var stack: [AccessibilityElement] = []
        for (offset, root) in roots.enumerated() where index.rootPosition(offset) < 0 { stack.append(root) }
        for position in 0..<index.count {
            for (offset, child) in index.element(at: position).children.enumerated()
            where index.childPosition(offset, of: position) < 0 {
                stack.append(child)
            }
        }
        while let node = stack.popLast() {
            if index.position(of: node.id) == nil, extraKeys[node.id] == nil {
                extraKeys[node.id] = index.count + extraIDs.count
                extraIDs.append(node.id)
            }
            stack.append(contentsOf: node.children)
        }
    }

    /// The number of keys: one past the largest.
    var count: Int { index.count + extraIDs.count }

    /// The key of an identity, or `nil` for one that is not on the screen.
    ///
    /// - Complexity: O(1) (one hash of the identity).
    func key(of id: ElementID) -> Int? { index.position(of: id) ?? extraKeys[id] }

    /// The identity with the key.
    func id(ofKey key: Int) -> ElementID {
        key < index.count ? index.preorder[key] : extraIDs[key - index.count]
    }

    /// The screen's roots as nodes.
    func roots(_ roots: [AccessibilityElement]) -> [Node] {
        roots.enumerated().map { offset, root in
            let position = index.rootPosition(offset)
            return position >= 0 ? Node(element: root, key: position, position: position) : unplaced(root)
        }
    }

    /// Child `offset` (the element given) of the node.
    ///
    /// - Complexity: O(1); a hash of the child's identity only below a repeated identity.
    func child(_ offset: Int, _ element: AccessibilityElement, of parent: Node) -> Node {
        if parent.position >= 0 {
            let position = index.childPosition(offset, of: parent.position)
            if position >= 0 { return Node(element: element, key: position, position: position) }
        }
        return unplaced(element)
    }

    /// A node that the index does not hold at a place of its own.
    private func unplaced(_ element: AccessibilityElement) -> Node {
        // Every identity on the screen has a key (the index's or one numbered above), so the
        // fallback is never taken; it keeps a malformed call from reading out of bounds.
        Node(element: element, key: key(of: element.id) ?? 0, position: -1)
    }
}
