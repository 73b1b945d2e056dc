import AccessibilityTree
import Testing

@testable import AuditKit

/// What each kind of horizontal row is taken for, and the evidence given, on an Android phone
/// (1080 x 2400 px at density 2.625) or an iPhone (390 x 844 pt).
@Suite struct ContainerClassificationTests {
    private static func item(
        _ id: String, _ frame: ScreenRect, label: String? = nil, className: String = "android.view.ViewGroup",
        clickable: Bool = true, selected: Bool = false, checkable: Bool = false, enabled: Bool = true,
        children: [AccessibilityElement] = []
    ) -> AccessibilityElement {
        var element = AccessibilityElement(
            id: ElementID(id), label: label, role: ElementRole(androidClassName: className), className: className,
            frame: frame, isCheckable: checkable, isClickable: clickable, isFocusable: clickable, children: children)
        element.isSelected = selected
        element.isEnabled = enabled
        return element
    }

    /// `count` items `width` x `height` px from x = `left`, `gap` px apart, at y = `top`.
    private static func row(
        _ prefix: String, count: Int, left: Double = 40, top: Double = 800, width: Double, height: Double,
        gap: Double = 24, labels: [String]? = nil, className: String = "android.view.ViewGroup",
        configure: (inout AccessibilityElement, Int) -> Void = { _, _ in }
    ) -> [AccessibilityElement] {
        (0..<count).map { index in
            let x = left + Double(index) * (width + gap)
            var element = item(
                "\(prefix)\(index)",
                ScreenRect(left: min(x, 1080), top: top, right: min(x + width, 1080), bottom: top + height),
                label: labels?[index], className: className)
            configure(&element, index)
            return element
        }
    }

    private static func container(
        _ id: String, _ className: String, _ frame: ScreenRect, scrollable: Bool = false, label: String? = nil,
        children: [AccessibilityElement]
    ) -> AccessibilityElement {
        AccessibilityElement(
            id: ElementID(id), label: label, role: ElementRole(androidClassName: className), className: className,
            frame: frame, isScrollable: scrollable, children: children)
    }

    private static func classify(_ elements: [AccessibilityElement]) -> [ContainerClassification] {
        let screen = ExampleScreens.android(elements)
        return AuditContext(screen: screen).containers
    }

    @Test func aTabLayoutIsTabsWhateverItsItems() {
        let tabs = Self.container(
            "tabs", "com.google.android.material.tabs.TabLayout",
            ScreenRect(left: 0, top: 200, right: 1080, bottom: 344),
            scrollable: true,
            children: Self.row(
                "tab", count: 5, left: 0, top: 200, width: 300, height: 144, gap: 0,
                labels: ["News", "Sport", "Weather", "Culture", "Travel"]))
        let found = Self.classify([tabs])
        #expect(found.map(\.category) == [.tabs])
        #expect(found.first?.evidence.first == "class TabLayout: named like a tab strip")
    }

    @Test func actionBarTabItemsAreTabs() {
        let strip = Self.container(
            "strip", "android.widget.HorizontalScrollView", ScreenRect(left: 0, top: 1142, right: 1080, bottom: 1262),
            children: Self.row(
                "tab", count: 3, left: 48, top: 1142, width: 328, height: 120, gap: 0,
                labels: ["Posts", "Likes", "Saved"], className: "android.support.v7.app.ActionBar$Tab"))
        let found = Self.classify([strip])
        #expect(found.map(\.category) == [.tabs])
        #expect(found.first?.evidence == ["3 of 3 items are tabs (android.support.v7.app.ActionBar$Tab)"])
    }

    @Test func aBottomNavigationViewIsBottomNavigation() {
        let bar = Self.container(
            "bar", "com.google.android.material.bottomnavigation.BottomNavigationView",
            ScreenRect(left: 0, top: 2190, right: 1080, bottom: 2400),
            children: Self.row(
                "nav", count: 4, left: 0, top: 2190, width: 270, height: 210, gap: 0,
                labels: ["Home", "Search", "Library", "Profile"]))
        #expect(Self.classify([bar]).map(\.category) == [.bottomNavigation])
    }

    @Test func aComposeBottomBarWithoutClassHintsIsBottomNavigation() {
        let bar = Self.container(
            "bar", "android.view.View", ScreenRect(left: 0, top: 2190, right: 1080, bottom: 2400),
            children: Self.row(
                "nav", count: 4, left: 0, top: 2190, width: 270, height: 210, gap: 0,
                labels: ["Home", "Search", "Library", "Profile"]
            ) { element, index in element.isSelected = index == 0 })
        let found = Self.classify([bar])
        #expect(found.map(\.category) == [.bottomNavigation])
        #expect(
            found.first?.evidence.first?.hasPrefix("4 items in a bar 80 dp tall along the screen's bottom edge") == true
        )
    }

    @Test func oneSelectedShortLabelAmongSeveralIsATabStrip() {
        let strip = Self.container(
            "strip", "android.view.View", ScreenRect(left: 0, top: 300, right: 1080, bottom: 430),
            children: Self.row(
                "tab", count: 3, left: 0, top: 300, width: 360, height: 130, gap: 0,
                labels: ["Following", "For you", "Live"]
            ) { element, index in
                element.isSelected = index == 1
                element.isClickable = index != 1
            })
        let found = Self.classify([strip])
        #expect(found.map(\.category) == [.tabs])
        #expect(
            found.first?.evidence == [
                "one of 3 short-labelled items is selected; the selected one is not clickable, the others are: a tab strip"
            ])
    }

    @Test func checkableShortItemsAreChips() {
        let chips = Self.container(
            "chips", "android.widget.HorizontalScrollView", ScreenRect(left: 0, top: 500, right: 1080, bottom: 600),
            scrollable: true,
            children: [
                Self.container(
                    "chips.row", "android.widget.LinearLayout", ScreenRect(left: 0, top: 500, right: 1400, bottom: 600),
                    children: Self.row(
                        "chip", count: 5, left: 20, top: 510, width: 250, height: 84,
                        labels: ["15%", "18%", "20%", "25%", "Custom"]
                    ) { element, _ in element.isCheckable = true })
            ])
        let found = Self.classify([chips])
        #expect(found.map(\.category) == [.chips])
        // The fifth chip is scrolled out of view, clipped to no width at the scroller's edge: still an item.
        #expect(
            found.first?.evidence.first?.hasSuffix("5 of 5 items are checkable: filter chips") == true,
            "\(found.first?.evidence ?? [])")
    }

    @Test func tinyDisabledUnlabelledItemsArePageDots() {
        let dots = Self.container(
            "dots", "android.widget.LinearLayout", ScreenRect(left: 400, top: 1500, right: 680, bottom: 1540),
            children: Self.row("dot", count: 5, left: 420, top: 1510, width: 21, height: 21, gap: 34) { element, _ in
                element.isEnabled = false
            })
        let found = Self.classify([dots])
        #expect(found.map(\.category) == [.pageDots])
        #expect(found.first?.evidence.contains { $0.contains("5 of them are disabled") } == true)
    }

    @Test func likeDislikeShareIsAnActionRow() {
        let actions = Self.container(
            "actions", "android.view.View", ScreenRect(left: 0, top: 900, right: 1080, bottom: 1010), scrollable: true,
            children: Self.row(
                "action", count: 4, left: 30, top: 910, width: 290, height: 96,
                labels: ["Like this video", "Dislike this video", "Share", "Save to playlist"]))
        let found = Self.classify([actions])
        #expect(found.map(\.category) == [.actionRow])
        #expect(found.first?.evidence.first?.contains("labels start with verbs (like, dislike, share)") == true)
        #expect(AuditContext(screen: ExampleScreens.android([actions])).carousels.isEmpty)
    }

    /// Small round avatars (50 dp) with no caption in a scrolling row that runs off the screen: a
    /// stories row, not an action row.
    @Test func aRowOfSmallAvatarsRunningOffTheScreenIsACarousel() {
        let stories = Self.container(
            "stories", "androidx.recyclerview.widget.RecyclerView",
            ScreenRect(left: 0, top: 300, right: 1080, bottom: 460),
            scrollable: true,
            children: Self.row("story", count: 8, left: 20, top: 300, width: 131, height: 131, gap: 10) {
                element, index in
                element.label = "Story by friend \(index + 1)"
                element.children = [
                    Self.item(
                        "story\(index).image", element.frame, className: "android.widget.ImageView", clickable: false)
                ]
            })
        let found = Self.classify([stories])
        #expect(found.map(\.category) == [.contentCarousel])
        // The small-control signals leave a row of small images running off the screen alone.
        let fired = found.first?.signals.map(\.signal) ?? []
        #expect(fired.contains("scrollable-reaches-side"))
        #expect(!fired.contains("small-icon-buttons") && !fired.contains("small-labelled-controls"))
    }

    /// A home pager covering the screen holds shelves: the pager is a screen pager, the shelf in
    /// its page a carousel.
    @Test func shelvesInsideAScreenPagerAreFound() {
        let shelf = Self.container(
            "shelf", "androidx.recyclerview.widget.RecyclerView",
            ScreenRect(left: 0, top: 900, right: 1080, bottom: 1400),
            scrollable: true,
            children: Self.row("card", count: 3, left: 40, top: 900, width: 440, height: 500, gap: 40))
        let page = Self.container(
            "page", "android.widget.FrameLayout", ScreenRect(left: 0, top: 200, right: 1080, bottom: 2200),
            children: [shelf])
        let pager = Self.container(
            "pager", "androidx.viewpager2.widget.ViewPager2", ScreenRect(left: 0, top: 200, right: 1080, bottom: 2200),
            children: [page])
        let found = Self.classify([pager])
        #expect(found.map(\.container) == ["pager", "shelf"])
        #expect(found.map(\.category) == [.screenPager, .contentCarousel])
    }

    /// ViewPager2 keeps its pages in an internal RecyclerView: the pages are the cards.
    @Test func aViewPager2sPagesAreItsCards() {
        let pages = Self.row(
            "page", count: 3, left: -860, top: 400, width: 900, height: 600, gap: 20,
            labels: ["Summer sale", "New arrivals", "Free delivery"])
        let inner = Self.container(
            "pager.list", "androidx.recyclerview.widget.RecyclerView",
            ScreenRect(left: 0, top: 400, right: 1080, bottom: 1000),
            scrollable: true, children: pages)
        let pager = Self.container(
            "pager", "androidx.viewpager2.widget.ViewPager2", ScreenRect(left: 0, top: 400, right: 1080, bottom: 1000),
            children: [inner])
        let found = Self.classify([pager])
        #expect(found.map(\.container) == ["pager"])
        #expect(found.map(\.category) == [.contentCarousel])
        #expect(found.first?.items == ["page0", "page1", "page2"])
    }

    /// A Compose LazyRow: a scrollable android.view.View whose last card is cut at the screen's edge.
    @Test func aComposeRowWithoutClassHintsIsACarousel() {
        let row = Self.container(
            "row", "android.view.View", ScreenRect(left: 0, top: 900, right: 1080, bottom: 1300), scrollable: true,
            children: Self.row(
                "card", count: 3, left: 40, top: 900, width: 420, height: 400, gap: 30,
                labels: ["Dune", "Emma", "Ulysses"], className: "android.view.View"))
        let found = Self.classify([row])
        #expect(found.map(\.category) == [.contentCarousel])
        #expect(found.map(\.reason) == [.scrollableRow])
        #expect(
            found.first?.evidence.contains(
                "an end item touches the screen's edge and is narrower than the others: uiautomator clipped it") == true
        )
    }

    /// GridView scrolls only vertically: one row of its tiles is not a carousel.
    @Test func aGridViewShowingOneRowIsNotACarousel() {
        let grid = Self.container(
            "grid", "android.widget.GridView", ScreenRect(left: 0, top: 1800, right: 1080, bottom: 2100),
            scrollable: true,
            children: Self.row("tile", count: 4, left: 0, top: 1800, width: 270, height: 300, gap: 0))
        #expect(Self.classify([grid]).allSatisfy { $0.category != .contentCarousel })
    }

    /// "Page 4 of 7" in a pager's content, with no pager class.
    @Test func pageXOfYInContentMakesAPager() {
        let banner = Self.container(
            "banner", "android.widget.FrameLayout", ScreenRect(left: 0, top: 300, right: 1080, bottom: 900),
            children: [
                Self.item(
                    "slide", ScreenRect(left: 40, top: 300, right: 1040, bottom: 900),
                    label: "Featured: Serial, Page 4 of 7")
            ])
        let found = Self.classify([banner])
        #expect(found.map(\.category) == [.contentCarousel])
        #expect(
            found.first?.evidence.contains("its content says \"page 4 of 7\": pages of a pager") == true, "\(found)")
    }

    /// A Compose pager showing one page holds no row, but the dots under it say it has pages.
    @Test func pageDotsRevealTheirPager() {
        let pager = Self.container(
            "pager", "android.view.View", ScreenRect(left: 0, top: 300, right: 1080, bottom: 900), scrollable: true,
            children: [
                Self.item("page", ScreenRect(left: 0, top: 300, right: 1080, bottom: 900), label: "Serial, season 4")
            ])
        let dots = Self.container(
            "dots", "android.view.View", ScreenRect(left: 400, top: 920, right: 680, bottom: 960),
            children: Self.row(
                "dot", count: 5, left: 420, top: 930, width: 21, height: 21, gap: 34, className: "android.view.View"
            ) { element, _ in element.isClickable = false })
        let found = Self.classify([pager, dots])
        #expect(found.map(\.container) == ["dots", "pager"])
        #expect(found.map(\.category) == [.pageDots, .contentCarousel])
        #expect(found.last?.evidence.first == "page dots (android.view.View) belong to it: a pager of pages")
    }

    /// A ViewPager showing one banner has no content evidence of its own (it is taken for a
    /// screen pager), but the dots under it are the app's statement that it has pages.
    @Test func pageDotsRevealAPagerWithNoContentEvidence() {
        let pager = Self.container(
            "pager", "androidx.viewpager.widget.ViewPager", ScreenRect(left: 0, top: 300, right: 1080, bottom: 900),
            children: [
                Self.item("page", ScreenRect(left: 0, top: 300, right: 1080, bottom: 900), label: "Summer sale")
            ])
        let alone = Self.classify([pager])
        #expect(alone.map(\.category) == [.screenPager])
        let dots = Self.container(
            "dots", "android.view.View", ScreenRect(left: 400, top: 920, right: 680, bottom: 960),
            children: Self.row(
                "dot", count: 5, left: 420, top: 930, width: 21, height: 21, gap: 34, className: "android.view.View"
            ) { element, _ in element.isClickable = false })
        let found = Self.classify([pager, dots])
        #expect(found.map(\.container) == ["pager", "dots"])
        #expect(found.map(\.category) == [.contentCarousel, .pageDots])
        #expect(found.first?.evidence.first == "page dots (android.view.View) belong to it: a pager of pages")
    }

    /// Five small stars under a product image, at its left: a rating, not the image's page dots.
    @Test func ratingStarsUnderAnImageRevealNoPager() {
        let image = Self.container(
            "image", "android.widget.FrameLayout", ScreenRect(left: 0, top: 300, right: 1080, bottom: 900),
            children: [Self.item("photo", ScreenRect(left: 0, top: 300, right: 1080, bottom: 900), clickable: false)])
        let stars = Self.container(
            "stars", "android.widget.LinearLayout", ScreenRect(left: 40, top: 920, right: 300, bottom: 960),
            children: Self.row(
                "star", count: 5, left: 40, top: 925, width: 40, height: 40, gap: 12,
                className: "android.widget.ImageView"
            ) { element, _ in element.isClickable = false })
        let found = Self.classify([image, stars])
        #expect(found.allSatisfy { $0.category != .contentCarousel })
    }

    /// UIPageControl as one element saying "Page 2 of 3".
    @Test func anElementSayingPageXOfYIsAPageIndicator() {
        let control = AccessibilityElement(
            id: "control", label: "Page 2 of 3", className: "XCUIElementTypeOther",
            frame: ScreenRect(x: 171, y: 741, width: 48, height: 7))
        let found = AuditContext(screen: ExampleScreens.iOS([control])).containers
        #expect(found.map(\.category) == [.pageDots])
        #expect(found.first?.evidence == ["says \"page 2 of 3\" and is 7 pt tall: a page indicator"])
    }

    /// A pager right under a tab strip holds the tabs' pages.
    @Test func aPagerUnderATabStripIsAScreenPager() {
        let tabs = Self.container(
            "tabs", "com.google.android.material.tabs.TabLayout",
            ScreenRect(left: 0, top: 1100, right: 1080, bottom: 1240),
            children: Self.row(
                "tab", count: 3, left: 0, top: 1100, width: 360, height: 140, gap: 0,
                labels: ["Posts", "Likes", "Saved"]))
        let pager = Self.container(
            "pager", "androidx.viewpager.widget.ViewPager", ScreenRect(left: 0, top: 1240, right: 1080, bottom: 2000),
            children: [Self.item("page", ScreenRect(left: 0, top: 1240, right: 1080, bottom: 2000), clickable: false)])
        let found = Self.classify([tabs, pager])
        #expect(found.map(\.category) == [.tabs, .screenPager])
        #expect(
            found.last?.evidence.last?.hasPrefix("a tab strip (com.google.android.material.tabs.TabLayout)") == true)
    }

    /// An iOS collection view laid out as a two-row grid scrolling sideways: cells beyond the right side.
    @Test func aHorizontallyPagedGridIsACarousel() {
        let cells = (0..<6).map { (index: Int) -> AccessibilityElement in
            let column = Double(index / 2)
            let rowOffset = Double(index % 2) * 90
            let frame = ScreenRect(x: 20 + column * 360, y: 300 + rowOffset, width: 340, height: 80)
            return AccessibilityElement(
                id: ElementID("cell\(index)"), label: "Episode \(index + 1)", traits: [.button],
                className: "XCUIElementTypeCell", frame: frame, isAccessibilityElement: true, isVisible: index < 2)
        }
        let grid = AccessibilityElement(
            id: "grid", className: "XCUIElementTypeCollectionView",
            frame: ScreenRect(x: 0, y: 300, width: 390, height: 170),
            children: cells)
        let found = AuditContext(screen: ExampleScreens.iOS([grid])).containers
        #expect(found.map(\.reason) == [.pagedGrid])
        #expect(found.map(\.category) == [.contentCarousel])
    }

    /// Items below the screen's bottom, marked not visible, are a vertical scroll's: no evidence
    /// that a row runs off to the side. An item crossing the right side is.
    @Test func onlySidewaysOverflowIsEvidence() {
        let below = AccessibilityElement(
            id: "below", label: "Below", frame: ScreenRect(x: 20, y: 900, width: 150, height: 200), isVisible: false)
        let beside = AccessibilityElement(
            id: "beside", label: "Beside", frame: ScreenRect(x: 300, y: 300, width: 150, height: 200), isVisible: true)
        let row = AccessibilityElement(id: "row", frame: ScreenRect(x: 0, y: 300, width: 390, height: 800))
        let metrics = ScreenMetrics(screen: ExampleScreens.iOS([row]))
        func subject(_ items: [AccessibilityElement]) -> ContainerSubject {
            ContainerSubject(
                container: row, items: items, reason: .sideBySideCards, metrics: metrics, vocabulary: .english)
        }
        #expect(!subject([below]).overflows)
        #expect(subject([beside]).hasItemsCrossingScreenEdge)
        #expect(ItemsCrossScreenEdgeSignal().evidence(for: subject([beside])) == "some items cross the screen's edge")
        #expect(!CarouselDetector.isOffScreen(below, bounds: metrics.bounds))
        #expect(CarouselDetector.isOffScreen(beside, bounds: metrics.bounds))
    }

    /// A store's home: a vertical collection view of sections, one holding a horizontal shelf of
    /// app cards that runs off the right side. Only the shelf is a carousel.
    @Test func aShelfInsideAVerticalListIsTheOnlyCarousel() {
        let shelfCells = (0..<4).map { (index: Int) -> AccessibilityElement in
            AccessibilityElement(
                id: ElementID("app\(index)"), label: "App \(index + 1)", traits: [.button],
                className: "XCUIElementTypeCell",
                frame: ScreenRect(x: 20 + Double(index) * 170, y: 260, width: 160, height: 200),
                isAccessibilityElement: true, isVisible: index < 3)
        }
        let shelf = AccessibilityElement(
            id: "shelf", className: "XCUIElementTypeCollectionView",
            frame: ScreenRect(x: 0, y: 260, width: 390, height: 200),
            children: shelfCells)
        let sections = [
            AccessibilityElement(
                id: "header", className: "XCUIElementTypeCell",
                frame: ScreenRect(x: 0, y: 100, width: 390, height: 150),
                children: [
                    AccessibilityElement(
                        id: "header.title", label: "Games we love", traits: [.header, .staticText],
                        className: "XCUIElementTypeStaticText",
                        frame: ScreenRect(x: 20, y: 110, width: 300, height: 30),
                        isAccessibilityElement: true)
                ]),
            AccessibilityElement(
                id: "section", className: "XCUIElementTypeCell",
                frame: ScreenRect(x: 0, y: 250, width: 390, height: 220),
                children: [shelf]),
        ]
        let list = AccessibilityElement(
            id: "list", className: "XCUIElementTypeCollectionView",
            frame: ScreenRect(x: 0, y: 90, width: 390, height: 700),
            children: sections)
        let found = AuditContext(screen: ExampleScreens.iOS([list])).containers
        #expect(found.map(\.container) == ["shelf"])
        #expect(found.map(\.category) == [.contentCarousel])
    }

    /// AXe and idb name types without the XCUIElementType prefix: an AXe `CollectionView` and a
    /// `ScrollView` scrolling sideways are found like WebDriverAgent's.
    @Test(arguments: ["CollectionView", "UIACollectionView", "ScrollView", "UIAScrollView"])
    func iOSTypeNamesFromOtherDumpersAreRecognised(type: String) {
        var collection = ExampleScreens.iOSCollection(label: "Featured")
        collection.className = type
        collection.role = nil
        let found = AuditContext(screen: ExampleScreens.iOS([collection])).containers
        #expect(found.map(\.category) == [.contentCarousel])
        let reason: DetectedCarousel.Reason = type.hasSuffix("CollectionView") ? .horizontalCollection : .scrollableRow
        #expect(found.map(\.reason) == [reason])
    }

    /// Appium may mark a collection view visible="false" while its cells are visible (the stock
    /// Settings list does): its cells are still examined.
    @Test func aCollectionMarkedInvisibleWithVisibleCellsIsExamined() {
        var collection = ExampleScreens.iOSCollection(label: "Featured")
        collection.isVisible = false
        let found = AuditContext(screen: ExampleScreens.iOS([collection])).containers
        #expect(found.map(\.category) == [.contentCarousel])
        #expect(found.first?.evidence.contains("some items cross the screen's edge") == true)
    }

    /// An app's tab bar as WebDriverAgent gives it on iOS 26 (buttons with the Button trait only,
    /// the selected one Selected): tabs, and no carousel finding.
    @Test func anIOSTabBarGetsNoCarouselFinding() {
        let buttons = ["Today", "Week", "Month"].enumerated().map { index, name in
            AccessibilityElement(
                id: ElementID("tab\(index)"), label: name, traits: index == 1 ? [.button, .selected] : [.button],
                className: "XCUIElementTypeButton",
                frame: ScreenRect(x: 68 + Double(index) * 86, y: 795, width: 94, height: 54),
                isAccessibilityElement: true)
        }
        let bar = AccessibilityElement(
            id: "bar", label: "Tab Bar", className: "XCUIElementTypeTabBar",
            frame: ScreenRect(x: 0, y: 761, width: 390, height: 83),
            children: buttons)
        let screen = ExampleScreens.iOS([bar])
        let context = AuditContext(screen: screen)
        #expect(context.containers.map(\.category) == [.bottomNavigation])
        #expect(context.carousels.isEmpty)
        #expect(Auditor().audit(screen).filter { $0.rule.hasPrefix("carousel-") || $0.rule == "tab-role" }.isEmpty)
    }
}
