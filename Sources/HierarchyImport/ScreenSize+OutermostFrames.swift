import AccessibilityTree

extension ScreenSize {
    /// The size that holds the outermost elements with a frame: the roots' frames, or where a root
    /// has none (`maestro hierarchy` writes its root with empty attributes on Android and with
    /// `[0,0][0,0]` on iOS), the frames of the first elements below it that have one. An element
    /// inside a framed one (a list item past the screen's edge) never widens it.
    ///
    /// - Complexity: O(n) in the elements above the first framed ones.
    static func holdingOutermostFrames(of roots: [AccessibilityElement]) -> ScreenSize {
        var width = 0.0
        var height = 0.0
        var pending = roots
        while let element = pending.popLast() {
            if element.frame.isEmpty {
                pending += element.children
            } else {
                width = max(width, element.frame.maxX)
                height = max(height, element.frame.maxY)
            }
        }
        return ScreenSize(width: width, height: height)
    }
}
