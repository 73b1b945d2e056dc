extension AccessibilityElement {
    /// Every element of the trees, parents before children, roots in order: `roots.flatMap(\.subtree)`
    /// in one walk, without an array per root copied into the result.
    ///
    /// - Complexity: O(n) in the number of elements.
    package static func preorder(of roots: [AccessibilityElement]) -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        var stack: [AccessibilityElement] = []
        pushInReverse(roots, onto: &stack)
        while let next = stack.popLast() {
            result.append(next)
            pushInReverse(next.children, onto: &stack)
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
        Self.pushInReverse(children, onto: &stack)
        while let next = stack.popLast() {
            if try predicate(next) { return true }
            Self.pushInReverse(next.children, onto: &stack)
        }
        return false
    }

    /// Pushes the elements last first, so the stack pops them in order: by index, since
    /// `reversed()` on an array of elements went through a generic copy on every node.
    private static func pushInReverse(_ elements: [AccessibilityElement], onto stack: inout [AccessibilityElement]) {
        var offset = elements.count
        while offset > 0 {
            offset -= 1
            stack.append(elements[offset])
        }
    }
}
