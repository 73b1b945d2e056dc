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
    // Each indexed element's children as positions, flat: `childPositions[childStarts[p] + i]` is the
    // position of child `i` of the element at `p`, or -1 when that child was skipped as a repeated
    // identity. Lets a walk over the tree carry positions instead of hashing each child's identity.
    private var childStarts: [Int] = []
    private var childPositions: [Int] = []
    // The screen's roots as positions (-1 for a repeated identity).
    private var rootPositions: [Int] = []
    /// The identities of every element, parents before children.
    public private(set) var preorder: [ElementID] = []
    /// The screen's layout direction: VoiceOver reads a part of the screen (a tab bar's tabs) in
    /// the app's direction, as it reads the whole.
    public private(set) var layoutDirection: ScreenLayoutDirection = .leftToRight
    /// VoiceOver's row tolerance for the screen's device (``ReadingOrder/rowTolerance(for:)``).
    public private(set) var voiceOverRowTolerance = ReadingOrder.phoneRowTolerance

    /// Indexes every element of the screen. When identities repeat, the first element in preorder
    /// wins and a later element with the same identity is skipped with its whole subtree (its
    /// children's parent could not be named unambiguously).
    ///
    /// - Complexity: O(n) in the number of elements.
    public init(_ screen: AccessibilityScreen) {
        // Sized up front so the table is never rehashed while it grows.
        let capacity = Self.nodeCount(screen.roots)
        layoutDirection = screen.layoutDirection
        voiceOverRowTolerance = ReadingOrder.rowTolerance(for: screen)
        elements.reserveCapacity(capacity)
        positions.reserveCapacity(capacity)
        parentPositions.reserveCapacity(capacity)
        preorder.reserveCapacity(capacity)
        childStarts.reserveCapacity(capacity)
        childPositions.reserveCapacity(capacity)
        rootPositions = Array(repeating: -1, count: screen.roots.count)
        // (element, its parent's position or -1, where its own position goes: a slot of
        // `childPositions`, or of `rootPositions` as -1 - index)
        var stack: [(AccessibilityElement, Int, Int)] = screen.roots.indices.reversed().map {
            (screen.roots[$0], -1, -1 - $0)
        }
        while let (element, parent, slot) = stack.popLast() {
            let position = elements.count
            if let first = positions.updateValue(position, forKey: element.id) {
                // A repeated identity (rare): the first keeps its place. Inserting first and undoing
                // hashes the identity once on the common path.
                positions[element.id] = first
                hasRepeatedIdentities = true
                continue
            }
            if slot >= 0 { childPositions[slot] = position } else { rootPositions[-1 - slot] = position }
            elements.append(element)
            parentPositions.append(parent)
            preorder.append(element.id)
            let children = element.children
            let start = childPositions.count
            childStarts.append(start)
            childPositions.append(contentsOf: repeatElement(-1, count: children.count))
            for offset in children.indices.reversed() { stack.append((children[offset], position, start + offset)) }
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

    /// The outermost ancestor of the element that satisfies the predicate, or `nil`: what
    /// `ancestors(of:).last(where:)` finds, without allocating or hashing the ancestors.
    ///
    /// - Complexity: O(depth).
    public func lastAncestor(
        of id: ElementID, where predicate: (AccessibilityElement) throws -> Bool
    ) rethrows -> AccessibilityElement? {
        guard var current = positions[id].map({ parentPositions[$0] }) else { return nil }
        var found: AccessibilityElement?
        while current >= 0 {
            if try predicate(elements[current]) { found = elements[current] }
            current = parentPositions[current]
        }
        return found
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

    // MARK: - Positions (for walks inside the package)

    /// The position of the element with the identity: its place in ``preorder``.
    package func position(of id: ElementID) -> Int? { positions[id] }

    /// The element at a position.
    package func element(at position: Int) -> AccessibilityElement { elements[position] }

    /// Every indexed element, parents before children: the screen's
    /// ``AccessibilityScreen/allElements`` when no identity repeats (``hasRepeatedIdentities``),
    /// without walking the trees again.
    package var elementsInPreorder: [AccessibilityElement] { elements }

    /// The position of the parent of the element at a position, or -1 for a root.
    package func parentPosition(of position: Int) -> Int { parentPositions[position] }

    /// The position of child `offset` of the element at `position`, or -1 when that child was
    /// skipped as a repeated identity.
    package func childPosition(_ offset: Int, of position: Int) -> Int {
        childPositions[childStarts[position] + offset]
    }

    /// The position of root `offset` of the screen, or -1 when it was skipped as a repeated identity.
    package func rootPosition(_ offset: Int) -> Int { rootPositions[offset] }

    /// Whether some element was skipped because an earlier one has its identity.
    package private(set) var hasRepeatedIdentities = false
}
