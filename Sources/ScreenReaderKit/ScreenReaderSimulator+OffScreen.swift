import AccessibilityTree

extension ScreenReaderSimulator {
    /// Whether the element lies outside what is shown: its frame misses the screen, or misses the
    /// frame of a scrolling container around it (a scroll view, table, collection view, list,
    /// grid or pager). Such an element is still a stop: the screen reader scrolls it into view
    /// when focus reaches it (both VoiceOver and TalkBack move by the accessibility tree, not by
    /// what is drawn). Elements without a frame are never reported off screen.
    ///
    /// - Complexity: O(depth).
    public func isOffScreen(_ id: ElementID) -> Bool {
        guard let element = tree.index[id], !element.frame.isEmpty else { return false }
        let size = tree.screen.size
        if size.width > 0, size.height > 0,
            element.frame.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height)) == nil
        {
            return true
        }
        for ancestor in tree.index.ancestors(of: id) {
            guard let container = tree.index[ancestor], Self.scrolls(container), !container.frame.isEmpty else {
                continue
            }
            if element.frame.intersection(container.frame) == nil { return true }
        }
        return false
    }

    /// Whether the element scrolls its content: the scrollable flag, a scrolling role, or an iOS
    /// scrolling type (`XCUIElementTypeScrollView`, `CollectionView`, `Table`).
    static func scrolls(_ element: AccessibilityElement) -> Bool {
        if element.isScrollable { return true }
        switch element.role {
        case .list?, .grid?, .pager?, .scrollView?, .horizontalScrollView?: return true
        default: break
        }
        guard let className = element.className else { return false }
        return ["ScrollView", "CollectionView", "Table"].contains { className.hasSuffix($0) }
    }
}
