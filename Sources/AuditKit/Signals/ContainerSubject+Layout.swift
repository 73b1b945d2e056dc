import AccessibilityTree

extension ContainerSubject {
    /// The tallest item of a chip or action row, in points or dp (chips are 32 dp, buttons 36 to
    /// 48 dp; a content card is taller).
    static let smallItemHeight = 56.0

    /// Whether the row is one the small-item signals judge: not a pager, no page text, two or more
    /// items no taller than ``smallItemHeight``, none cut off at the screen's top or bottom.
    var isSmallItemRow: Bool {
        !isPager && facts.pageText == nil && facts.count >= 2 && facts.maxHeight <= Self.smallItemHeight
            && !facts.heightClipped
    }

    /// Whether half the items are images with no visible text.
    var isMostlyImages: Bool { facts.iconOnly * 2 >= facts.count }

    /// Small images with no text in a row that runs off the screen: avatars or covers, which the
    /// small-control signals leave to the content checks.
    var isRowOfSmallImagesRunningOff: Bool {
        isSmallItemRow && isMostlyImages && overflows
    }

    /// Whether any sideways-extent fact holds.
    var overflows: Bool {
        hasItemsMarkedNotVisible || hasItemsCrossingScreenEdge || scrollsAndReachesSide || collectionCountsMore
            || hasClippedEndItem
    }

    /// Items marked not visible within the screen's height: scrolled out of view sideways (items
    /// below the screen's bottom belong to a vertical scroll).
    var hasItemsMarkedNotVisible: Bool {
        let bounds = metrics.bounds
        return items.contains { !$0.isVisible && $0.frame.minY < bounds.maxY && $0.frame.maxY > bounds.minY }
    }

    /// Items whose frames cross the screen's left or right edge.
    var hasItemsCrossingScreenEdge: Bool {
        let bounds = metrics.bounds
        return items.contains { $0.frame.minX < bounds.minX - 1 || $0.frame.maxX > bounds.maxX + 1 }
    }

    /// A scrollable container with an item at, or past, its left or right edge (uiautomator clips
    /// it there); a scrollable list whose row sits inside its sides scrolls the other way.
    var scrollsAndReachesSide: Bool {
        let edge = metrics.onePoint * 2
        return container.isScrollable
            && items.contains { item in
                item.frame.minX <= container.frame.minX + edge || item.frame.maxX >= container.frame.maxX - edge
            }
    }

    /// Collection info the app reported (not one an importer inferred) counting more items than
    /// the dump shows.
    var collectionCountsMore: Bool {
        guard let info = container.collectionInfo, !info.isInferred else { return false }
        return max(info.rowCount, info.columnCount) > items.count
    }

    /// On Android, an end item touching the screen's edge and narrower than its alike neighbours:
    /// uiautomator clips bounds to the screen, so a card cut off there is narrower. Cards are alike
    /// when the others' widths agree within 15% (a list row's icon, title and button do not), or
    /// the container scrolls anyway.
    var hasClippedEndItem: Bool {
        guard metrics.platform == .android, items.count >= 2,
            let last = items.max(by: { $0.frame.maxX < $1.frame.maxX }),
            let first = items.min(by: { $0.frame.minX < $1.frame.minX })
        else { return false }
        let bounds = metrics.bounds
        func alike(_ others: [AccessibilityElement]) -> Bool {
            guard let narrowest = others.map(\.frame.width).min(), let widest = others.map(\.frame.width).max()
            else { return false }
            return container.isScrollable || (others.count >= 2 && narrowest >= widest * 0.85)
        }
        let widest = items.map(\.frame.width).max() ?? 0
        let clippedRight =
            last.frame.maxX >= bounds.maxX - 1 && last.frame.width < widest * 0.96
            && alike(items.filter { $0.id != last.id })
        let clippedLeft =
            first.frame.minX <= bounds.minX + 1 && first.frame.width < widest * 0.96
            && alike(items.filter { $0.id != first.id })
        return clippedRight || clippedLeft
    }
}
