import AccessibilityTree

extension ScreenReaderSimulator {
    /// Whether the element is off screen: not visible to the user (a dump's `visible-to-user` or
    /// `visible` is false), or with a frame that lies wholly outside the screen. Such a stop is
    /// reached by scrolling; transcripts mark it.
    ///
    /// - Complexity: O(1).
    func isOffScreen(_ element: AccessibilityElement) -> Bool {
        if !element.isVisible { return true }
        let bounds = ScreenRect(origin: .zero, size: tree.screen.size)
        guard !bounds.isEmpty, !element.frame.isEmpty else { return false }
        return bounds.intersection(element.frame) == nil
    }
}
