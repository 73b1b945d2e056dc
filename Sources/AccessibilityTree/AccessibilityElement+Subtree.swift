extension AccessibilityElement {
    /// Every element of the trees, parents before children, roots in order: `roots.flatMap(\.subtree)`
    /// in one walk, without an array per root copied into the result.
    ///
    /// - Complexity: O(n) in the number of elements.
    package static func preorder(of roots: [AccessibilityElement]) -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        var stack: [AccessibilityElement] = []
        var offset = roots.count
        while offset > 0 {
            offset -= 1
            stack.append(roots[offset])
        }
        while let next = stack.popLast() {
            result.append(next)
            let children = next.children
            offset = children.count
            while offset > 0 {
                offset -= 1
                stack.append(children[offset])
            }
        }
        return result
    }

    /// Whether the element or one of its descendants satisfies the predicate.
    ///
    /// What `subtree.contains(where:)` answers, visiting the same elements in the same order
    /// (parents before children) but stopping at the first match and building no array of the
    /// subtree: the auditor asks this of every card and item it looks at.
    ///
    /// - Complexity: O(n) in the size of the subtree.
    public func subtreeContains(where predicate: (AccessibilityElement) throws -> Bool) rethrows -> Bool {
        if try predicate(self) { return true }
        return try descendantsContain(where: predicate)
    }

    /// Whether one of the element's descendants (not the element itself) satisfies the predicate:
    /// `subtree.dropFirst().contains(where:)` without building the subtree's array.
    ///
    /// - Complexity: O(n) in the size of the subtree.
    public func descendantsContain(where predicate: (AccessibilityElement) throws -> Bool) rethrows -> Bool {
        let children = children
        if children.isEmpty { return false }
        var stack: [AccessibilityElement] = []
        var offset = children.count
        while offset > 0 {
            offset -= 1
            stack.append(children[offset])
        }
        while let next = stack.popLast() {
            if try predicate(next) { return true }
            let grandchildren = next.children
            offset = grandchildren.count
            while offset > 0 {
                offset -= 1
                stack.append(grandchildren[offset])
            }
        }
        return false
    }
}
