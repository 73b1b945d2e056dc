import AccessibilityTree

extension ScreenIndex {
    /// The element's ancestors, nearest first, as elements: what
    /// `ancestors(of:).compactMap { self[$0] }` gives, climbing by position instead of hashing
    /// every ancestor's identity again (rules ask this of nearly every element they report).
    ///
    /// - Complexity: O(depth).
    func ancestorElements(of id: ElementID) -> [AccessibilityElement] {
        guard let start = position(of: id) else { return [] }
        var result: [AccessibilityElement] = []
        var current = parentPosition(of: start)
        while current >= 0 {
            result.append(element(at: current))
            current = parentPosition(of: current)
        }
        return result
    }
}
