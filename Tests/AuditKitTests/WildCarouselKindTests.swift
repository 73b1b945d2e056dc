import AccessibilityTree
import Testing

@testable import AuditKit

/// The kinds of container the wild set A (real dumps of apps the detector was never tuned on)
/// showed taken for content carousels, each as a synthetic screen with invented names (no dump's
/// text): the decision and the carousel findings must land where the test says.
@Suite struct WildCarouselKindTests {
    private static func carouselFindings(on screen: AccessibilityScreen) -> [Finding] {
        Auditor().audit(screen).filter { $0.rule.hasPrefix("carousel-") }
    }

    /// Checks that the container is found, is no content carousel because the signal fired, and
    /// draws no carousel finding; returns its classification for further checks.
    @discardableResult
    private static func expectNoCarousel(
        _ screen: AccessibilityScreen, container: ElementID, becauseOf signal: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ContainerClassification {
        let found = AuditContext(screen: screen).containers
        let row = try #require(
            found.first { $0.container == container }, "\(found.map(\.container))", sourceLocation: sourceLocation)
        #expect(row.category != .contentCarousel, "\(row.evidence)", sourceLocation: sourceLocation)
        #expect(row.signals.contains { $0.signal == signal }, "\(row.signals)", sourceLocation: sourceLocation)
        #expect(carouselFindings(on: screen).isEmpty, sourceLocation: sourceLocation)
        return row
    }

    private static func text(_ id: ElementID, _ label: String, _ frame: ScreenRect) -> AccessibilityElement {
        AccessibilityElement(id: id, label: label, role: .text, className: "android.widget.TextView", frame: frame)
    }

    /// An article card of a vertical feed: its read-time row (13 dp tall) sits above three 36 px
    /// action icons (Like, Bookmark, Share). The icons are as small as dots, but a page is a card,
    /// taller than a control: the read-time row is no featured pager.
    /// Source: a real dump of wild set A (a news feed's card); the 56 dp line is the detector's
    /// one height for a control row (`ContainerSubject.smallItemHeight`, Material's 48 dp target
    /// with its margins).
    @Test func aCardsTextRowAboveItsActionIconsIsNoPager() throws {
        func icon(_ name: String, x: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: ElementID("article-\(name.lowercased())"), label: name, role: .image,
                className: "android.widget.ImageView", frame: ScreenRect(x: x, y: 922, width: 36, height: 36),
                isClickable: true)
        }
        let readTime = AccessibilityElement(
            id: "article-meta", className: "android.widget.RelativeLayout",
            frame: ScreenRect(x: 0, y: 823, width: 1080, height: 36),
            children: [Self.text("article-read-time", "2 min read", ScreenRect(x: 922, y: 823, width: 140, height: 36))]
        )
        let actions = AccessibilityElement(
            id: "article-actions", className: "android.widget.RelativeLayout",
            frame: ScreenRect(x: 0, y: 922, width: 1080, height: 36),
            children: [icon("Like", x: 18), icon("Bookmark", x: 90), icon("Share", x: 162)])
        let card = AccessibilityElement(
            id: "article", className: "android.widget.LinearLayout",
            frame: ScreenRect(x: 0, y: 511, width: 1080, height: 465), isClickable: true,
            children: [
                AccessibilityElement(
                    id: "article-photo", role: .image, className: "android.widget.ImageView",
                    frame: ScreenRect(x: 0, y: 511, width: 1080, height: 300)),
                readTime,
                Self.text(
                    "article-title", "Harbour ferry timetable changes",
                    ScreenRect(x: 18, y: 871, width: 583, height: 33)),
                actions,
            ])
        let feed = SignalExampleScreens.row(
            "feed", className: "androidx.recyclerview.widget.RecyclerView", top: 511, height: 1400, scrollable: true,
            items: [card])
        let screen = SignalExampleScreens.screen(feed)
        let found = AuditContext(screen: screen).containers
        #expect(found.first { $0.container == "article-meta" } == nil, "\(found.map(\.container))")
        #expect(!found.contains { $0.category == .contentCarousel }, "\(found.map { ($0.container, $0.category) })")
        #expect(Self.carouselFindings(on: screen).isEmpty)
    }

    /// A launcher's page scrubber (a SeekBar saying "Page 3 of 3", taller than a small control)
    /// is the page indicator, not a pager of content pages.
    /// Source: developer.android.com/reference/android/widget/SeekBar ("an extension of
    /// ProgressBar that adds a draggable thumb" to set a level).
    @Test func aSeekBarSayingPageXOfYIsAPageIndicator() throws {
        let screen = SignalExampleScreens.screen(PagePositionIndicatorSignal.pageScrubber)
        let found = try #require(AuditContext(screen: screen).containers.first { $0.container == "scrubber" })
        #expect(found.category == .pageDots, "\(found.evidence)")
        #expect(found.signals.map(\.signal).contains("page-position-indicator"))
        #expect(Self.carouselFindings(on: screen).isEmpty)
    }

    /// A document scanner's title bar (88 dp with the status bar's inset): Back, "Page 1 of 2"
    /// (the document's page) and Done, each under 56 dp. "Page x of y" names the pages of a
    /// pager only when the pages are there: items larger than a control. A pager whose page is
    /// a card still is one. Source: wild set G (an office-scanner app), and the detector's one
    /// height for a control row (`ContainerSubject.smallItemHeight`).
    @Test func aTitleBarSayingPageXOfYIsNoPager() throws {
        func bar(pageHeight: Double) -> AccessibilityScreen {
            let items = [
                AccessibilityElement(
                    id: "back", label: "Back", role: .button, className: "android.widget.Button",
                    frame: ScreenRect(x: 11, y: 88, width: 132, height: 132), isClickable: true),
                AccessibilityElement(
                    id: "position", label: "Page 1 of 2", className: "android.view.View",
                    frame: ScreenRect(x: 198, y: 110, width: 351, height: pageHeight), isFocusable: true),
                AccessibilityElement(
                    id: "done", label: "Done", role: .button, className: "android.widget.Button",
                    frame: ScreenRect(x: 904, y: 88, width: 176, height: 132), isClickable: true),
            ]
            return ExampleScreens.android([
                AccessibilityElement(
                    id: "bar", className: "android.view.View", frame: ScreenRect(x: 0, y: 0, width: 1080, height: 231),
                    children: items)
            ])
        }
        let titleBar = bar(pageHeight: 88)
        #expect(
            !AuditContext(screen: titleBar).containers.contains { $0.container == "bar" && $0.reason == .pager })
        #expect(Self.carouselFindings(on: titleBar).isEmpty)
        // The same row whose middle item is a page (a card taller than a control) pages.
        let pager = bar(pageHeight: 200)
        #expect(AuditContext(screen: pager).containers.contains { $0.container == "bar" && $0.reason == .pager })
    }

    /// A Compose screen's vertically scrolling column (dumped as a scrollable android.view.View)
    /// whose small floating button touches the right edge: its children are not alike grid cells,
    /// so it is no paged grid, and the shelf of cards inside it is the carousel.
    @Test func aVerticalColumnWithAButtonAtTheEdgeIsNoPagedGrid() throws {
        let shelf = AccessibilityElement(
            id: "shelf", className: "android.view.View", frame: ScreenRect(x: 0, y: 705, width: 1080, height: 333),
            isScrollable: true,
            children: SignalExampleScreens.items(
                3, prefix: "video", className: "android.view.View", left: 34, top: 705, width: 383, height: 333,
                gap: 26, texts: ["Night market tour", "River walk", "Old town food"]))
        let column = AccessibilityElement(
            id: "column", className: "android.view.View", frame: ScreenRect(x: 0, y: 90, width: 1080, height: 1885),
            isScrollable: true,
            children: [
                Self.text("column-heading", "Trending this week", ScreenRect(x: 34, y: 598, width: 250, height: 37)),
                Self.text("column-updated", "Updated today", ScreenRect(x: 34, y: 635, width: 143, height: 24)),
                shelf,
                Self.text("column-moods", "Moods", ScreenRect(x: 34, y: 1193, width: 302, height: 35)),
                AccessibilityElement(
                    id: "column-feedback", label: "Send feedback", role: .button, className: "android.view.View",
                    frame: ScreenRect(x: 995, y: 1861, width: 85, height: 65), isClickable: true),
            ])
        let screen = SignalExampleScreens.screen(column)
        let found = AuditContext(screen: screen).containers
        #expect(found.first { $0.container == "column" }?.category != .contentCarousel)
        let row = try #require(found.first { $0.container == "shelf" }, "\(found.map(\.container))")
        #expect(row.category == .contentCarousel, "\(row.evidence)")
        let findings = Self.carouselFindings(on: screen)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.element?.id == "shelf" }, "\(findings.map(\.element?.id))")
    }

    /// A Compose LazyRow whose items' columns carry no semantics of their own: each video's
    /// thumbnail, title and byline are siblings in the row. The row's children fall into
    /// side-by-side columns, one card over its captions each: the thumbnails are its cards.
    /// Source: developer.android.com, Compose semantics: only nodes that carry semantics are
    /// reported to accessibility services; the kind was seen in a real dump of wild set A.
    @Test func aComposeRowOfFlattenedCardsIsACarousel() throws {
        let titles = ["Night market tour", "River walk", "Old town food"]
        var parts: [AccessibilityElement] = []
        for (index, title) in titles.enumerated() {
            let left = 34 + Double(index) * 409
            let right = min(left + 383, 1080)
            parts.append(
                AccessibilityElement(
                    id: ElementID("video\(index)"), label: title, className: "android.view.View",
                    frame: ScreenRect(left: left, top: 705, right: right, bottom: 939), isClickable: true))
            parts.append(
                Self.text(
                    ElementID("video\(index)-title"), title,
                    ScreenRect(left: left + 4, top: 952, right: right, bottom: 1010)))
            parts.append(
                Self.text(
                    ElementID("video\(index)-byline"), "Travel club · 1M views",
                    ScreenRect(left: left + 4, top: 1014, right: right, bottom: 1038)))
        }
        let row = AccessibilityElement(
            id: "videos", className: "android.view.View", frame: ScreenRect(x: 0, y: 705, width: 1080, height: 333),
            isScrollable: true, children: parts)
        let screen = SignalExampleScreens.screen(row)
        let found = try #require(AuditContext(screen: screen).containers.first { $0.container == "videos" })
        #expect(found.category == .contentCarousel, "\(found.evidence)")
        #expect(found.items == ["video0", "video1", "video2"])
        let findings = Self.carouselFindings(on: screen)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.element?.id == "videos" }, "\(findings.map(\.element?.id))")
    }

    /// A Compose vertical grid of two columns, each holding two cards and their captions, is no
    /// row of flattened cards: a column of a row holds one card.
    @Test func aFlattenedVerticalGridIsNoRow() {
        var parts: [AccessibilityElement] = []
        for row in 0..<2 {
            for column in 0..<2 {
                let left = 45 + Double(column) * 479
                let top = 428 + Double(row) * 618
                let id = "song\(row)\(column)"
                parts.append(
                    AccessibilityElement(
                        id: ElementID(id), label: "Song \(row)\(column)", className: "android.view.View",
                        frame: ScreenRect(x: left, y: top, width: 446, height: 418), isClickable: true))
                parts.append(
                    Self.text(
                        ElementID("\(id)-title"), "Song \(row)\(column)",
                        ScreenRect(x: left, y: top + 451, width: 390, height: 48)))
            }
        }
        let grid = AccessibilityElement(
            id: "grid", className: "android.view.View", frame: ScreenRect(x: 0, y: 400, width: 1080, height: 1300),
            isScrollable: true, children: parts)
        let screen = SignalExampleScreens.screen(grid)
        let found = AuditContext(screen: screen).containers
        #expect(!found.contains { $0.category == .contentCarousel }, "\(found.map { ($0.container, $0.category) })")
        #expect(Self.carouselFindings(on: screen).isEmpty)
    }

    /// A car's quick-settings panel: a grid of tiles (three across, two rows, each a caption and
    /// a state) in a ScrollView marked scrollable. A ScrollView scrolls only vertically, so its
    /// flag says nothing of the tiles' first row: no layout signal fires and the grid is no
    /// carousel. One row of the same tiles in a scrollable Compose view (its direction not known
    /// from its class) still counts as a row that scrolls.
    /// Source: aosp-mirror/platform_frameworks_base @ 012416f,
    /// core/java/android/widget/ScrollView.java:66 ("ScrollView only supports vertical
    /// scrolling"); the kind came from a real dump of wild set A's other screens.
    @Test func aGridOfTilesInAVerticalScrollViewIsNoCarousel() throws {
        func tiles(_ prefix: String, rows: Int = 2) -> [AccessibilityElement] {
            (0..<rows).flatMap { row in
                SignalExampleScreens.items(
                    3, prefix: "\(prefix)\(row)-", left: 0, top: 800 + Double(row) * 360, width: 340, height: 340,
                    gap: 30, texts: ["Windows", "Doors", "Mirrors"], image: false)
            }
        }
        func screen(_ className: String, rows: Int = 2) -> AccessibilityScreen {
            SignalExampleScreens.screen(
                SignalExampleScreens.row(
                    "panel", className: className, top: 800, height: Double(rows) * 350, scrollable: true,
                    items: tiles("tile", rows: rows)))
        }
        let vertical = AuditContext(screen: screen("android.widget.ScrollView")).containers
        #expect(
            !vertical.contains { $0.category == .contentCarousel }, "\(vertical.map { ($0.container, $0.category) })")
        #expect(!vertical.contains { $0.signals.contains { $0.signal == "scrollable-reaches-side" } })
        #expect(Self.carouselFindings(on: screen("android.widget.ScrollView")).isEmpty)
        let unknown = AuditContext(screen: screen("android.view.View", rows: 1)).containers
        #expect(unknown.contains { $0.signals.contains { $0.signal == "scrollable-reaches-side" } }, "\(unknown)")
    }

    /// The system photo picker's tab pager: a ViewPager (marked scrollable) showing one page that
    /// holds a GridView of album cards, not marked scrollable while one album fits. A GridView
    /// scrolls only vertically and lays out content of its own, so the page is a screen of
    /// content, scrollable or not yet: a screen pager, no carousel. The same pager whose page is
    /// a banner card (an image and a caption) stays a carousel.
    /// Source: aosp-mirror/platform_frameworks_base @ 0563647, core/java/android/widget/
    /// GridView.java:50 ("a two-dimensional scrolling grid") and :63 (an AbsListView, filled row by
    /// row downwards, fillDown); the kind came from a real dump of wild set E (the photo picker
    /// module's picker_tab_viewpager) and is one issue 21 lists.
    @Test func aPagerWhosePageHoldsAGridIsAScreenPager() throws {
        func pager(page: AccessibilityElement) -> AccessibilityScreen {
            SignalExampleScreens.screen(
                SignalExampleScreens.row(
                    "pager", className: "androidx.viewpager.widget.ViewPager", top: 1252, height: 1022,
                    scrollable: true, items: [page]))
        }
        let album = SignalExampleScreens.items(
            1, prefix: "album", left: 44, top: 1296, width: 474, height: 551, texts: ["Camera"])
        let grid = AccessibilityElement(
            id: "albums", className: "android.widget.GridView",
            frame: ScreenRect(x: 0, y: 1252, width: 1080, height: 1022),
            isFocusable: true, children: album)
        let albums = pager(
            page: AccessibilityElement(
                id: "page", className: "android.widget.FrameLayout",
                frame: ScreenRect(x: 0, y: 1252, width: 1080, height: 1022),
                children: [grid]))
        let found = AuditContext(screen: albums).containers
        let row = try #require(found.first { $0.container == "pager" }, "\(found.map(\.container))")
        #expect(row.category == .screenPager, "\(row.evidence)")
        #expect(row.signals.contains { $0.signal == "page-holds-list" })
        #expect(Self.carouselFindings(on: albums).isEmpty)
        let banner = pager(
            page: SignalExampleScreens.items(
                1, prefix: "banner", left: 0, top: 1252, width: 1080, height: 1022, texts: ["Summer sale"])[0])
        let bannerRow = try #require(AuditContext(screen: banner).containers.first { $0.container == "pager" })
        #expect(!bannerRow.signals.contains { $0.signal == "page-holds-list" })
    }

    /// A game library's cover-flow: a Compose lazy row (android.view.View, marked scrollable) of
    /// covers centred on one line and shrinking away from the selected one, none at its sides.
    /// Compose marks a node scrollable only when its scroll range's maximum is above 0, and a row
    /// one cover tall can only scroll sideways: a content carousel. Its covers line up by their
    /// centres, not their tops, and are still one row.
    /// Source: androidx/androidx @ 0094ab0, compose/ui/ui/src/androidMain/kotlin/androidx/compose/
    /// ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt
    /// (`if (xScrollState.maxValue() > 0f) info.isScrollable = true`); the kind came from a real
    /// dump of wild set E (a 3000 x 2120 game library).
    @Test func aScrollingCoverFlowIsACarousel() throws {
        let screen = SignalExampleScreens.screen(ScrollableRecyclerRowSignal.coverFlow())
        let found = AuditContext(screen: screen).containers
        let row = try #require(found.first { $0.container == "covers" }, "\(found.map(\.container))")
        #expect(row.category == .contentCarousel, "\(row.evidence)")
        #expect(row.items.count == 3)
        #expect(row.signals.contains { $0.signal == "scrollable-recycler-row" })
    }

    /// A month calendar in a scrollable Compose view: seven day cells in each of several rows. The
    /// first row is a side-by-side run, but the view lays its cells out top to bottom too, so its
    /// scrollable flag is a vertical scroll: no layout signal, no carousel. A run alone in a
    /// scrollable Compose view still scrolls sideways.
    /// Source: androidx/androidx @ 0094ab0, AndroidComposeViewAccessibilityDelegateCompat.android.kt
    /// (a vertical scroll range makes a node scrollable as a horizontal one does); the kind came
    /// from a real dump of wild set D (a Korean calendar app).
    @Test func aCalendarGridInAScrollingViewIsNoCarousel() throws {
        func days(rows: Int) -> [AccessibilityElement] {
            (0..<rows).flatMap { row in
                SignalExampleScreens.items(
                    7, prefix: "day\(row)-", left: 0, top: 316 + Double(row) * 189, width: 154, height: 189, gap: 0,
                    texts: (1...7).map { String(row * 7 + $0) }, image: false)
            }
        }
        func screen(rows: Int) -> AccessibilityScreen {
            SignalExampleScreens.screen(
                SignalExampleScreens.row(
                    "month", className: "android.view.View", top: 316, height: Double(rows) * 189, scrollable: true,
                    items: days(rows: rows)))
        }
        let grid = AuditContext(screen: screen(rows: 5)).containers
        #expect(!grid.contains { $0.category == .contentCarousel }, "\(grid.map { ($0.container, $0.category) })")
        #expect(!grid.contains { $0.signals.contains { $0.signal == "scrollable-reaches-side" } })
        #expect(Self.carouselFindings(on: screen(rows: 5)).isEmpty)
        let row = AuditContext(screen: screen(rows: 1)).containers
        #expect(row.contains { $0.signals.contains { $0.signal == "scrollable-reaches-side" } }, "\(row)")
    }

    /// A car-rental app's sign-in pager, below its two tabs (code sign-in, password sign-in): its
    /// page, flattened into the pager, is a phone-number field, a code field and a sign-in
    /// button. A text field takes input; a card shows an item: a form, no carousel.
    /// Source: Android's EditText (android.widget.EditText, an editable TextView); the kind came
    /// from a real dump of wild set D.
    @Test func aSignInPagerIsNoCarousel() throws {
        try Self.expectNoCarousel(
            SignalExampleScreens.screen(FormFieldsSignal.signInPager), container: "pager", becauseOf: "form-fields")
    }

    /// A banking app's services: a sideways-scrolling RecyclerView whose tiles (an icon over a
    /// caption, 88 x 118 dp) fill two rows, the fifth column cut off. A grid of small actionable
    /// tiles in rows and columns is a panel of controls, whether it pages or scrolls, not a shelf
    /// of cards; one row of the same tiles is still a shelf.
    /// Source: the kind came from real dumps of wild set D (Vietnamese banking apps); a
    /// RecyclerView marks itself scrollable only when it can scroll (androidx @ a9b06aaf,
    /// RecyclerView.java, LayoutManager.onInitializeAccessibilityNodeInfo).
    @Test func aTwoRowPanelOfShortcutTilesIsNoCarousel() throws {
        try Self.expectNoCarousel(
            SignalExampleScreens.screen(PageOfControlsSignal.servicePanel), container: "services",
            becauseOf: "page-of-controls")
        var oneRow = PageOfControlsSignal.servicePanel
        oneRow.children = Array(oneRow.children.prefix(5))
        oneRow.frame = ScreenRect(x: 0, y: 628, width: 1080, height: 310)
        let shelf = AuditContext(screen: SignalExampleScreens.screen(oneRow)).containers
        #expect(!shelf.contains { $0.signals.contains { $0.signal == "page-of-controls" } }, "\(shelf)")
    }

    /// A habit tracker's date strip: a scrollable Compose row of day cells (JUN / 20 / SAT, 48 dp
    /// wide), the numbers running on by one. A selector of days, not a shelf: no carousel. A
    /// ranked shelf whose posters are named 1, 2, 3, 4 stays a carousel: its pictures are content.
    /// Source: the kinds came from real dumps of wild sets F (a habit tracker) and C (a game
    /// tracker's "TOP 100" shelf).
    @Test func aDateStripIsNoCarouselButARankedShelfIs() throws {
        try Self.expectNoCarousel(
            SignalExampleScreens.screen(ConsecutiveNumbersSignal.dateStrip), container: "days",
            becauseOf: "consecutive-numbers")
        let ranked = SignalExampleScreens.screen(ConsecutiveNumbersSignal.rankedShelf)
        let shelf = try #require(AuditContext(screen: ranked).containers.first { $0.container == "ranked" })
        #expect(shelf.category == .contentCarousel, "\(shelf.evidence)")
    }

    /// A HorizontalScrollView not marked scrollable has no scroll range: AOSP marks the node
    /// scrollable only when its one child is wider than itself (aosp-mirror/platform_frameworks_base
    /// @ 5bce9dc86572ebe5602814c5d8fb9e7b532ff3f0, core/java/android/widget/HorizontalScrollView.java:999-1013,
    /// setScrollable(true) at 1003 only when getScrollRange() > 0, getScrollRange at 1024-1032).
    /// Its row is then at rest; when no two items share a class and a size it is a set of distinct
    /// controls, a carousel only with cards: Instagram's gallery options (a folder menu, a "Select
    /// multiple" toggle and a camera button; wild set PP, opened for development) are no carousel.
    /// Two alike project cards at rest (the corpus's EpMedia home) still are, and so are the same
    /// options marked scrollable (the scroll view's own statement wins).
    @Test func aScrollViewAtRestOfUnlikeControlsIsNoCarousel() throws {
        try Self.expectNoCarousel(
            SignalExampleScreens.screen(ScrollViewAtRestSignal.cameraOptions), container: "options",
            becauseOf: "scroll-view-at-rest")
        for (screen, id) in [
            (ScrollViewAtRestSignal.shelfAtRest, ElementID("projects")),
            (ScrollViewAtRestSignal.scrollingOptions, ElementID("options")),
        ] {
            let row = try #require(
                AuditContext(screen: SignalExampleScreens.screen(screen)).containers.first { $0.container == id })
            #expect(row.category == .contentCarousel, "\(id): \(row.evidence)")
        }
    }

    /// Items are alike when they share a class and, within the alike cards' tolerance, a width
    /// and a height; a shared size of another class, or a shared class and width at another
    /// height, is not alike. The reading is Android's: an iOS scroll view states no scrollability.
    @Test func aScrollViewAtRestComparesClassAndBothSides() throws {
        func item(_ id: ElementID, _ className: String, _ width: Double, _ height: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: id, className: className, frame: ScreenRect(x: 0, y: 0, width: width, height: height))
        }
        let card = "android.widget.FrameLayout"
        #expect(ScrollViewAtRestSignal.hasAlikePair([item("a", card, 300, 200), item("b", card, 290, 190)]))
        #expect(
            !ScrollViewAtRestSignal.hasAlikePair([
                item("a", card, 300, 200), item("b", "android.widget.ImageView", 300, 200),
            ]))
        #expect(!ScrollViewAtRestSignal.hasAlikePair([item("a", card, 300, 200), item("b", card, 300, 100)]))
        #expect(!ScrollViewAtRestSignal.hasAlikePair([item("a", card, 300, 200), item("b", card, 150, 200)]))
        var options = ScrollViewAtRestSignal.cameraOptions
        options.className = "XCUIElementTypeScrollView"
        options.role = .horizontalScrollView
        let iOS = try #require(
            AuditContext(screen: ExampleScreens.iOS([options])).containers.first { $0.container == "options" })
        #expect(!iOS.signals.contains { $0.signal == "scroll-view-at-rest" }, "\(iOS.signals)")
    }

    /// A React Native week strip whose pressable days have no label: React Native describes each
    /// with its texts' words ("Mon, 15" over "Mon" and "15"; facebook/react-native @ 10fe311a,
    /// ReactAccessibilityDelegate.java:246-253 in populateAccessibilityNodeInfo, and 782-804 in
    /// getTalkbackDescription), so each day says its number twice, and is still one day. The strip
    /// scrolls and its last day is cut by the screen: every layout signal of a shelf fires, and it
    /// is still no carousel.
    /// Source: wild set KK (an ADHD planner's calendar, opened for development).
    @Test func aDateStripDescribedWithItsTextsIsNoCarousel() throws {
        try Self.expectNoCarousel(
            SignalExampleScreens.screen(ConsecutiveNumbersSignal.describedDateStrip), container: "week",
            becauseOf: "consecutive-numbers")
    }

    /// A React Native strip of screen buttons that scrolls, its last button cut by the screen:
    /// each Button is described with its caption ("Swipe") and holds an icon font's glyph and the
    /// caption as texts. TalkBack says a node's content description alone, without its
    /// children's words (google/talkback @ 26a27dc0, TreeNodesDescription.java:252-311), so each
    /// item says one short word under its icon: a tab or tool strip, not a shelf of cards. Read
    /// with its texts counted again, each item said three things and the strip passed for a
    /// carousel. Source: the kind came from wild set GG (a WebdriverIO demo app's tab bar, opened
    /// for development).
    @Test func aStripOfDescribedIconButtonsIsNoCarousel() throws {
        let captions = ["Home", "Webview", "Login", "Forms", "Swipe", "Drag", "Menu"]
        let buttons = captions.enumerated().map { index, caption -> AccessibilityElement in
            let left = Double(index) * 180
            var button = AccessibilityElement(
                id: ElementID("tab\(index)"), label: caption, role: .button, className: "android.widget.Button",
                frame: ScreenRect(x: left, y: 2207, width: min(170, 1080 - left), height: 160), isClickable: true,
                isFocusable: true,
                children: [
                    Self.text(
                        ElementID("tab\(index)-icon"), "\u{F0661}",
                        ScreenRect(x: left + 50, y: 2217, width: 69, height: 71)),
                    Self.text(
                        ElementID("tab\(index)-caption"), caption,
                        ScreenRect(x: left + 40, y: 2293, width: 90, height: 53)),
                ])
            button.labelSource = .contentDescription
            return button
        }
        let strip = SignalExampleScreens.row(
            "screens", className: "android.widget.HorizontalScrollView", top: 2200, height: 180, scrollable: true,
            items: buttons)
        try Self.expectNoCarousel(
            SignalExampleScreens.screen(strip), container: "screens", becauseOf: "captioned-icons")
    }

    /// An item's words (`ContainerFacts.spokenTexts`): a content description alone, as TalkBack
    /// says it (TreeNodesDescription.java:252-311); a text of its own and its parts' words
    /// otherwise, as TalkBack appends the children of a node with no description; nothing of a
    /// hidden item's own.
    @Test func anItemSaysItsDescriptionAloneAndItsTextWithItsParts() {
        var item = AccessibilityElement(
            id: "item", label: "Home", className: "android.widget.Button",
            frame: ScreenRect(x: 0, y: 0, width: 170, height: 160), isClickable: true,
            children: [Self.text("caption", "Start", ScreenRect(x: 40, y: 90, width: 90, height: 53))])
        item.labelSource = .contentDescription
        #expect(ContainerFacts.spokenTexts(of: item, subtree: item.subtree) == ["Home"])
        item.labelSource = .text
        #expect(ContainerFacts.spokenTexts(of: item, subtree: item.subtree) == ["Home", "Start"])
        // A hidden item says nothing of its own; only its parts that are present count.
        item.labelSource = .contentDescription
        item.isHidden = true
        #expect(ContainerFacts.spokenTexts(of: item, subtree: item.subtree) == ["Start"])
    }

    /// A transport app's strip of departures (each a time over its free seats) and a prayer-time
    /// strip (each a prayer's name and its time) are schedules, not shelves; a strip of programmes
    /// titled in two words beside their times is still content. Source: wild set H (a bus
    /// company's booking app; an Arabic prayer-times app, right to left, its last cell cut).
    @Test func aStripOfTimesIsNoCarouselButProgrammesAre() throws {
        try Self.expectNoCarousel(
            SignalExampleScreens.screen(TimesOfDaySignal.departures()), container: "departures",
            becauseOf: "times-of-day")
        let programmes = SignalExampleScreens.screen(TimesOfDaySignal.departures(titled: true))
        let row = try #require(AuditContext(screen: programmes).containers.first { $0.container == "departures" })
        #expect(!row.signals.contains { $0.signal == "times-of-day" }, "\(row.signals)")
        #expect(TimesOfDaySignal.isTimeOfDay("05:19:09") && TimesOfDaySignal.isTimeOfDay("٤:٤٢"))
        #expect(!TimesOfDaySignal.isTimeOfDay("2024") && !TimesOfDaySignal.isTimeOfDay("1:2"))
    }

    /// A TV detail page's cast row of three cards in a RecyclerView that fits is a carousel the
    /// D-pad scrolls (issue 21's missed "All showings" row of two tiles; wild set H's cast row);
    /// the same row on a screen with no TV's evidence stays a row that fits.
    @Test func aTelevisionsShortRecyclerRowIsACarousel() throws {
        let tv = try #require(
            AuditContext(screen: TelevisionRecyclerRowSignal.detailPage(focused: true)).containers.first {
                $0.container == "cast"
            })
        #expect(tv.category == .contentCarousel, "\(tv.evidence)")
        #expect(tv.signals.contains { $0.signal == "tv-recycler-row" })
        let phone = try #require(
            AuditContext(screen: TelevisionRecyclerRowSignal.detailPage(focused: false)).containers.first {
                $0.container == "cast"
            })
        #expect(phone.category != .contentCarousel, "\(phone.evidence)")
    }

    /// A TV's "Top 10" row whose focused first card is zoomed over its neighbour (334 px wide,
    /// overlapping the next by 26 px, 8% of a card; Leanback zooms a focused card up to 118%) is
    /// still a row of cards; on a phone's screen the same overlap breaks the row. Source: wild
    /// set H (a TV app's top-10 row).
    @Test func aTelevisionsZoomedFocusedCardKeepsItsRow() throws {
        func screen(television: Bool) -> AccessibilityScreen {
            let cards = (0..<5).map { index -> AccessibilityElement in
                let frame =
                    index == 0
                    ? ScreenRect(x: 224, y: 668, width: 334, height: 412)
                    : ScreenRect(x: 532 + Double(index - 1) * 308, y: 668, width: 308, height: 412)
                return AccessibilityElement(
                    id: ElementID("top\(index)"), className: "android.view.ViewGroup", frame: frame, isClickable: true,
                    isFocusable: true,
                    children: [
                        AccessibilityElement(
                            id: ElementID("top\(index)-rank"), label: String(index + 1), role: .text,
                            className: "android.widget.TextView",
                            frame: ScreenRect(x: frame.minX, y: 862, width: 110, height: 218))
                    ])
            }
            let row = AccessibilityElement(
                id: "top", className: "androidx.recyclerview.widget.RecyclerView",
                frame: ScreenRect(x: 224, y: 668, width: 1584, height: 412), isFocusable: true, isScrollable: true,
                children: cards)
            return AccessibilityScreen(
                platform: .android, name: "com.example.player", size: ScreenSize(width: 1920, height: 1080),
                unit: .pixels(density: 2),
                roots: [
                    AccessibilityElement(
                        id: "root", className: "android.widget.FrameLayout",
                        frame: ScreenRect(x: 0, y: 0, width: 1920, height: 1080), children: [row])
                ], inputFocus: television ? "top0" : nil)
        }
        let tv = AuditContext(screen: screen(television: true)).containers.first { $0.container == "top" }
        #expect(tv?.reason == .horizontalCollection, "\(String(describing: tv))")
        let phone = AuditContext(screen: screen(television: false)).containers.first { $0.container == "top" }
        #expect(phone?.reason != .horizontalCollection, "\(String(describing: phone))")
    }
}
