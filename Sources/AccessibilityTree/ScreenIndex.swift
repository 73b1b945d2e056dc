/// Constant-time look-ups over a screen: each element by identity, its parent and its ancestors.
///
/// Built once per screen; screen readers use it to say which containers focus entered or left.
public struct ScreenIndex: Sendable {
    // Dense storage: the elements in preorder, each one's position by identity, and each one's
    // parent as a position. An identity is hashed once per question; climbing to a parent or an
    // ancestor then reads an array instead of hashing the parent's identity again.
    private var elements: [AccessibilityElement] = []
    private var positions: [ElementID: Int] = [:]
    private var parentPositions: [Int] = []
    /// The identities of every element, parents before children.
    public private(set) var preorder: [ElementID] = []

    /// Indexes every element of the screen. When identities repeat, the first element in preorder
    /// wins and a later element with the same identity is skipped with its whole subtree (its
    /// children's parent could not be named unambiguously).
    ///
    /// - Complexity: O(n) in the number of elements.
    public init(_ screen: AccessibilityScreen) {
        // Sized up front so the table is never rehashed while it grows.
        let capacity = Self.nodeCount(screen.roots)
        elements.reserveCapacity(capacity)
        positions.reserveCapacity(capacity)
        parentPositions.reserveCapacity(capacity)
        preorder.reserveCapacity(capacity)
        // (element, its parent's position or -1)
        var stack: [(AccessibilityElement, Int)] = screen.roots.reversed().map { ($0, -1) }
        while let (element, parent) = stack.popLast() {
            let position = elements.count
            if let first = positions.updateValue(position, forKey: element.id) {
                // A repeated identity (rare): the first keeps its place. Inserting first and undoing
                // hashes the identity once on the common path.
                positions[element.id] = first
                continue
            }
            elements.append(element)
            parentPositions.append(parent)
            preorder.append(element.id)
            for child in element.children.reversed() { stack.append((child, position)) }
        }
    }

    /// The number of nodes in the trees (repeated identities included), without hashing any.
    private static func nodeCount(_ roots: [AccessibilityElement]) -> Int {
        var count = 0
        var stack = roots
        while let next = stack.popLast() {
            count += 1
            stack.append(contentsOf: next.children)
        }
        return count
    }

    /// The element with the identity.
    public subscript(id: ElementID) -> AccessibilityElement? {
        guard let position = positions[id] else { return nil }
        return elements[position]
    }

    /// The parent of the element, or `nil` for a root.
    public func parent(of id: ElementID) -> ElementID? {
        guard let position = positions[id] else { return nil }
        let parent = parentPositions[position]
        return parent < 0 ? nil : preorder[parent]
    }

    /// The ancestors of the element, nearest first.
    ///
    /// - Complexity: O(depth).
    public func ancestors(of id: ElementID) -> [ElementID] {
        var result: [ElementID] = []
        guard var current = positions[id].map({ parentPositions[$0] }) else { return result }
        while current >= 0 {
            result.append(preorder[current])
            current = parentPositions[current]
        }
        return result
    }

    /// The nearest ancestor of the element that satisfies the predicate, or `nil`.
    ///
    /// Unlike searching ``ancestors(of:)``, this hashes only `id` and allocates nothing: the
    /// ancestors are climbed by position, which a swipe does for every element it reaches.
    ///
    /// - Complexity: O(depth).
    public func firstAncestor(
        of id: ElementID, where predicate: (AccessibilityElement) throws -> Bool
    ) rethrows -> AccessibilityElement? {
        guard var current = positions[id].map({ parentPositions[$0] }) else { return nil }
        while current >= 0 {
            if try predicate(elements[current]) { return elements[current] }
            current = parentPositions[current]
        }
        return nil
    }

    /// Whether `id` is `ancestor` or lies inside it. Walks up the parents without allocating.
    ///
    /// - Complexity: O(depth).
    public func isElement(_ id: ElementID, inside ancestor: ElementID) -> Bool {
        if id == ancestor { return true }
        guard var current = positions[id], let target = positions[ancestor] else { return false }
        while current >= 0 {
            if current == target { return true }
            current = parentPositions[current]
        }
        return false
    }

    /// The number of elements indexed.
    public var count: Int { preorder.count }
}
