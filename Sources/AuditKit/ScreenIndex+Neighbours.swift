import AccessibilityTree

extension ScreenIndex {
    /// Calls `body` with every element of the subtrees of the element's siblings and of its
    /// parent's siblings, in order, parents before children: where a pager's previous and next
    /// arrows sit (``ContainerSubject/neighbours``).
    ///
    /// The two ancestors are climbed by position and each subtree is walked as it is met, with no
    /// array of the neighbours: most containers are classified without a signal asking for them.
    ///
    /// - Complexity: O(k) for the k neighbours, plus O(depth) to find the element.
    func forEachNeighbour(of element: AccessibilityElement, _ body: (AccessibilityElement) -> Void) {
        guard var position = position(of: element.id) else { return }
        var chain = [element.id]
        var stack: [AccessibilityElement] = []
        for _ in 0..<2 {
            position = parentPosition(of: position)
            guard position >= 0 else { return }
            let parent = self.element(at: position)
            for sibling in parent.children where !chain.contains(sibling.id) {
                stack.append(sibling)
                while let next = stack.popLast() {
                    body(next)
                    let children = next.children
                    var offset = children.count
                    while offset > 0 {
                        offset -= 1
                        stack.append(children[offset])
                    }
                }
            }
            chain.append(parent.id)
        }
    }
}
