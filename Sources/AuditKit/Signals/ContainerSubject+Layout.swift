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
    /// small-control signals leave to the content checks. Not a row of Android image buttons: an
    /// `ImageButton` "displays a button with an image (instead of text) that can be pressed or
    /// clicked by the user" (aosp-mirror/platform_frameworks_base @ 385a655,
    /// core/java/android/widget/ImageButton.java, lines 30-31), a control, not a picture of
    /// content, however far the row runs (issue 21: a composer's row of action buttons).
    var isRowOfSmallImagesRunningOff: Bool {
        isSmallItemRow && isMostlyImages && overflows && !isRowOfImageButtons
    }

    /// On Android, every item an `ImageButton` or one of its kinds (AppCompat's, a floating
    /// action button).
    var isRowOfImageButtons: Bool {
        metrics.platform == .android && !items.isEmpty
            && items.allSatisfy { item in
                WidgetClass(lookalike: item.className ?? "")?.isKind(of: .imageButton) == true
            }
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
        return scrollsSideways && !contentFitsInside
            && items.contains { item in
                item.frame.minX <= container.frame.minX + edge || item.frame.maxX >= container.frame.maxX - edge
            }
    }

    /// How much narrower than its scroll view a scrolled content child must be to fit inside it,
    /// in points or dp: more than the two 16 dp paddings a peeking row may leave.
    static let contentShortfall = 32.0

    /// On Android, a scroll view whose one child (the content it scrolls, holding the items) is
    /// narrower than itself by more than ``contentShortfall``: there is nothing to scroll to.
    ///
    /// A scroll view's range is its child's width less its own (AOSP frameworks/base @ 5bce9dc,
    /// core/java/android/widget/HorizontalScrollView.java, getScrollRange()), and uiautomator clips
    /// a child to the scroll view, so a child that overflows spans it but for one side's padding.
    /// The scrollable flag does not settle it: React Native marks its scroll views scrollable
    /// whenever scrolling is enabled, however wide their content (facebook/react-native @
    /// f70a054, packages/react-native/ReactAndroid/src/main/java/com/facebook/react/views/scroll/
    /// ReactScrollViewAccessibilityDelegate.kt:129, `info.isScrollable = view.scrollEnabled`).
    var contentFitsInside: Bool {
        guard metrics.platform == .android, !items.isEmpty else { return false }
        let children = container.children.filter { !$0.isHidden && !$0.frame.isEmpty }
        guard children.count == 1, let content = children.first, content.id != items.first?.id else { return false }
        // The content's subtree is read once, not once for each item (a row of thousands).
        let held = Set(content.subtree.lazy.map(\.id))
        guard items.allSatisfy({ held.contains($0.id) }) else { return false }
        return container.frame.width - content.frame.width > metrics.onePoint * Self.contentShortfall
    }

    /// The share of the widest item's width below which an end item at the row's side counts
    /// as cut by it (rounding and a few pixels of padding stay within it).
    static let cutEndShare = 0.96

    /// Whether the item at `offset` is an end item cut off at the container's side: first or
    /// last, touching the side, and narrower than ``cutEndShare`` of the widest item. Such an
    /// item may have lost its icon, caption or words to the side, so signals that read every
    /// item's content pass over it.
    ///
    /// - Complexity: O(n) in the number of items.
    func isCutEndItem(at offset: Int) -> Bool {
        guard items.indices.contains(offset), offset == 0 || offset == items.count - 1 else { return false }
        let item = items[offset].frame
        let side = container.frame
        let widest = items.map(\.frame.width).max() ?? 0
        return (item.minX <= side.minX + 1 || item.maxX >= side.maxX - 1) && item.width < widest * Self.cutEndShare
    }

    /// The widest an item scrolled out of view but for a sliver may be, in points or dp.
    static let sliverWidth = 4.0

    /// End items scrolled out of a scrollable row but for a sliver at its side: at most
    /// ``sliverWidth`` wide, touching the row's side, with no text. uiautomator still reports such
    /// an item, clipped to what is on screen, but not the texts inside it that lie wholly off
    /// screen, so the item says nothing of what it is; the row is judged by its other items.
    var scrolledAwaySlivers: [AccessibilityElement] {
        guard scrollsSideways, items.count >= 2, let first = items.first, let last = items.last else {
            return []
        }
        let side = container.frame
        return [first, last].enumerated().compactMap { offset, item in
            guard offset == 0 || first.id != last.id,
                metrics.points(item.frame.width) <= Self.sliverWidth,
                item.frame.minX <= side.minX + 1 || item.frame.maxX >= side.maxX - 1,
                !item.subtreeContains(where: { $0.trimmedLabel != nil || $0.trimmedValue != nil })
            else { return nil }
            return item
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
            return scrollsSideways || (others.count >= 2 && narrowest >= widest * 0.85)
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
