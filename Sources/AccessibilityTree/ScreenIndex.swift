/// Constant-time look-ups over a screen: each element by identity, its parent and its ancestors.
///
/// Built once per screen; screen readers use it to say which containers focus entered or left.
public struct ScreenIndex: Sendable {
    private var elements: [ElementID: AccessibilityElement] = [:]
    private var parents: [ElementID: ElementID] = [:]
    /// The identities of every element, parents before children.
    public private(set) var preorder: [ElementID] = []

    /// Indexes every element of the screen. When identities repeat, the first element in preorder
    /// wins and a later element with the same identity is skipped with its whole subtree (its
    /// children's parent could not be named unambiguously).
    ///
    /// - Complexity: O(n) in the number of elements.
    public init(_ screen: AccessibilityScreen) {
        var stack: [(AccessibilityElement, ElementID?)] = screen.roots.reversed().map { ($0, nil) }
        while let (element, parent) = stack.popLast() {
            guard elements[element.id] == nil else { continue }
            elements[element.id] = element
            if let parent { parents[element.id] = parent }
            preorder.append(element.id)
            stack.append(contentsOf: element.children.reversed().map { ($0, element.id) })
        }
    }

    /// The element with the identity.
    public subscript(id: ElementID) -> AccessibilityElement? { elements[id] }

    /// The parent of the element, or `nil` for a root.
    public func parent(of id: ElementID) -> ElementID? { parents[id] }

    /// The ancestors of the element, nearest first.
    ///
    /// - Complexity: O(depth).
    public func ancestors(of id: ElementID) -> [ElementID] {
        var result: [ElementID] = []
        var current = parents[id]
        while let next = current {
            result.append(next)
            current = parents[next]
        }
        return result
    }

    /// The number of elements indexed.
    /// Whether `id` is `ancestor` or lies inside it. Walks up the parents without allocating.
    ///
    /// - Complexity: O(depth).
    public func isElement(_ id: ElementID, inside ancestor: ElementID) -> Bool {
        var current: ElementID? = id
        while let next = current {
            if next == ancestor { return true }
            current = parents[next]
        }
        return false
    }

    public var count: Int { preorder.count }
}
