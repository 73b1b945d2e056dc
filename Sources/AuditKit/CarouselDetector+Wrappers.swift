import AccessibilityTree

extension CarouselDetector {
    /// How much of a wrapper's width and height its scrolling or paged descendant must cover to be
    /// the wrapper's pager rather than a part of one page (a chip row inside a banner).
    ///
    /// A hero pager's dots may sit under the pager inside the wrapper, so the heights need not
    /// match: a 200 dp banner with its dots in a 32 dp strip below still covers 86% of them.
    static let wrapperCoreShare = 0.8

    /// The scrolling or paged element inside a wrapper, of nearly the wrapper's frame, that holds
    /// the wrapper's pages: the element a screen reader enters and leaves, or `nil` when the
    /// wrapper is itself such an element or holds none.
    ///
    /// TalkBack takes the nearest ancestor of a focused item that is a pager, a list or a grid by
    /// role, or holds collection info, as the collection it announces entering ("In pager",
    /// "Page 1 of 3"), and names it with that element's own container title or text; a
    /// FrameLayout or ConstraintLayout around it has no such role and is never entered
    /// (google/talkback at 26a27dc0: utils `AccessibilityNodeInfoUtils.java` lines 452-460,
    /// `FILTER_COLLECTION`, and 2633-2636, `getCollectionRoot`; utils `monitor/CollectionState.java`
    /// lines 374-380, `getCollectionName`, 655-660 and 697-722, `updateCollectionInformation`;
    /// utils `Role.java` lines 363-368, ViewPager is `ROLE_PAGER`; talkback
    /// `compositor/CollectionStateFeedbackUtils.java` lines 70-80, "In pager" with the name). A
    /// carousel's name, its container type or a way past it therefore belong on the pager, and
    /// the carousel rules' findings land there. An iOS scroll or collection view inside an
    /// "Other" of nearly its frame is treated alike: it is the element that scrolls (no VoiceOver
    /// source is cited for it).
    ///
    /// The search goes down only through elements covering ``wrapperCoreShare`` of the wrapper's
    /// width and height, and takes the shallowest one that pages (a pager by role or class), scrolls
    /// sideways (a horizontal scroll view, or a scrollable element that is not a vertical class) or
    /// is a collection (a RecyclerView, a collection view, role list or grid) whose children do not
    /// stack top to bottom.
    ///
    /// - Complexity: O(k) for the k elements of nearly the wrapper's frame.
    static func pagedCore(of wrapper: AccessibilityElement, platform: Platform) -> AccessibilityElement? {
        guard !isPagedOrScrolling(wrapper, platform: platform), !wrapper.frame.isEmpty else { return nil }
        var level = wrapper.children
        while !level.isEmpty {
            var next: [AccessibilityElement] = []
            for element in level where !element.isHidden && covers(element, nearly: wrapper) {
                if isPagedOrScrolling(element, platform: platform) { return element }
                next += element.children
            }
            level = next
        }
        return nil
    }

    /// Whether the element covers ``wrapperCoreShare`` of the wrapper's width and of its height.
    private static func covers(_ element: AccessibilityElement, nearly wrapper: AccessibilityElement) -> Bool {
        guard let shared = element.frame.intersection(wrapper.frame) else { return false }
        return shared.width >= wrapper.frame.width * wrapperCoreShare
            && shared.height >= wrapper.frame.height * wrapperCoreShare
    }

    /// Whether the element pages, scrolls sideways or is a collection laid out other than top to
    /// bottom (see ``pagedCore(of:platform:)``).
    static func isPagedOrScrolling(_ element: AccessibilityElement, platform: Platform) -> Bool {
        let simpleClass = element.simpleClassName ?? ""
        if element.role == .pager || isPagerClass(simpleClass) { return true }
        if element.role == .horizontalScrollView || WidgetClassNames.isHorizontalScrollView(simpleClass) {
            return true
        }
        if isVerticalClass(element.className, on: platform) { return false }
        let scrolls =
            element.isScrollable || (platform == .iOS && isIOSScrollView(element.className))
        let collection =
            element.role == .list || element.role == .grid || element.collectionInfo != nil
            || isCollectionClass(element.className)
        guard scrolls || collection else { return false }
        // A list whose children stack top to bottom is a vertical list, not a wrapper's pager.
        let children = element.children.filter { !$0.isHidden && !$0.frame.isEmpty }
        let stacked =
            children.count >= 2 && zip(children, children.dropFirst()).allSatisfy { $1.frame.minY >= $0.frame.maxY - 1 }
        return !stacked
    }
}

extension CarouselDetector {
    /// The pager a node taken for a pager (arrows at its ends, or "Page x of y" among its
    /// children) only wraps, or `nil`: the node's ``pagedCore(of:platform:)``, when each of the
    /// node's pages is that pager, lies inside it or wraps it, and anything else among them is no
    /// taller than a control (the indicator saying "Page 4 of 7"). The node is then no pager of
    /// its own, of screens or of cards: when it is taken for a carousel, the carousel is the pager
    /// inside, with its own items.
    func pagerWrapped(by node: AccessibilityElement, candidate: Candidate, scan: Scan) -> AccessibilityElement? {
        guard candidate.reason == .pager, !candidate.items.isEmpty,
            let core = Self.pagedCore(of: node, platform: scan.metrics.platform)
        else { return nil }
        let wrappers = Set(scan.index.ancestors(of: core.id))
        let onPager = candidate.items.filter { item in
            item.id == core.id || wrappers.contains(item.id) || scan.index.ancestors(of: item.id).contains(core.id)
        }
        let others = candidate.items.allSatisfy { item in
            onPager.contains { $0.id == item.id }
                || scan.metrics.points(item.frame.height) <= classifier.smallItemHeight
        }
        return !onPager.isEmpty && others ? core : nil
    }
}
