import AccessibilityTree
import Testing

@testable import AuditKit

/// The kinds of content carousel issue 21 says the detector missed, and the false-positive
/// kinds beside them, built from the platforms' documented layouts (no corpus dump): each test
/// marks the container the decision and the carousel findings must land on.
@Suite struct MissedCarouselKindTests {
    private static func carouselFindings(on screen: AccessibilityScreen) -> [Finding] {
        Auditor().audit(screen).filter { $0.rule.hasPrefix("carousel-") }
    }

    /// Android TV: a Leanback row of two tiles that fit (AndroidX Leanback's ListRowPresenter
    /// lays a row out in a HorizontalGridView; see ``LeanbackRowSignal``).
    @Test func aLeanbackRowOfTwoTilesThatFitIsACarousel() throws {
        let screen = SignalExampleScreens.tvScreen(SignalExampleScreens.leanbackRow())
        let found = AuditContext(screen: screen).containers
        let row = try #require(found.first { $0.container == "showings" })
        #expect(row.category == .contentCarousel, "\(row.evidence)")
        #expect(row.items == ["showings-tile0", "showings-tile1"])
        #expect(row.signals.map(\.signal).contains("leanback-row"))
        let findings = Self.carouselFindings(on: screen)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.element?.id == "showings" }, "\(findings.map(\.element?.id))")
    }

    /// A Leanback details screen's action row is a HorizontalGridView of buttons: controls.
    @Test func aLeanbackRowOfActionButtonsIsNotACarousel() throws {
        let screen = SignalExampleScreens.tvScreen(
            SignalExampleScreens.leanbackActions(), SignalExampleScreens.leanbackRow())
        let found = AuditContext(screen: screen).containers
        let actions = try #require(found.first { $0.container == "actions" })
        // Short button labels: a small-control kind (chips or actions), never a carousel.
        #expect([.actionRow, .chips].contains(actions.category), "\(actions.evidence)")
        #expect(found.first { $0.container == "showings" }?.category == .contentCarousel)
        #expect(Self.carouselFindings(on: screen).allSatisfy { $0.element?.id == "showings" })
    }

    /// An older iOS app's paged banner: a collection view of full-width cells, one on screen and
    /// two parked off it to the right (WebDriverAgent keeps them, visible="false").
    @Test func aPagedBannerWithCellsParkedOffScreenIsACarousel() throws {
        let cells = ["Summer sale", "New arrivals", "Free delivery"].enumerated().map { index, text in
            AccessibilityElement(
                id: ElementID("banner\(index)"), className: "XCUIElementTypeCell",
                frame: ScreenRect(x: Double(index) * 390, y: 120, width: 390, height: 180), isVisible: index == 0,
                children: [
                    AccessibilityElement(
                        id: ElementID("banner\(index)-image"), label: text, traits: [.image],
                        className: "XCUIElementTypeImage",
                        frame: ScreenRect(x: Double(index) * 390, y: 120, width: 390, height: 180),
                        isAccessibilityElement: true, isVisible: index == 0)
                ])
        }
        let banner = AccessibilityElement(
            id: "banner", className: "XCUIElementTypeCollectionView",
            frame: ScreenRect(x: 0, y: 120, width: 390, height: 180), children: cells)
        let screen = ExampleScreens.iOS([banner])
        let found = try #require(AuditContext(screen: screen).containers.first { $0.container == "banner" })
        #expect(found.category == .contentCarousel, "\(found.evidence)")
        #expect(found.items.count == 3)
        #expect(found.mayHaveMoreOffScreen)
        let findings = Self.carouselFindings(on: screen)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.element?.id == "banner" })
    }

    /// A product page's "similar products" row on Android: a scrollable RecyclerView of three
    /// alike cards, the third cut off by the screen's edge.
    @Test func aRowOfThreeProductCardsIsACarousel() throws {
        let row = SignalExampleScreens.row(
            "similar", className: "androidx.recyclerview.widget.RecyclerView", top: 1500, height: 600,
            scrollable: true,
            items: SignalExampleScreens.items(
                3, prefix: "product", left: 40, top: 1500, width: 420, height: 600, gap: 40,
                texts: ["Trail runner, 89 €", "Road runner, 119 €", "Court shoe, 69 €"]))
        let screen = SignalExampleScreens.screen(row)
        let found = try #require(AuditContext(screen: screen).containers.first { $0.container == "similar" })
        #expect(found.category == .contentCarousel, "\(found.evidence)")
        #expect(found.signals.map(\.signal).contains("alike-cards"))
        #expect(Self.carouselFindings(on: screen).allSatisfy { $0.element?.id == "similar" })
    }

    /// The row again, its three cards inside the RecyclerView's padding: Android marks it
    /// scrollable only because it can scroll (``ScrollableRecyclerRowSignal``).
    @Test func aScrollableRowOfThreeProductCardsInsideItsPaddingIsACarousel() throws {
        let screen = SignalExampleScreens.screen(ScrollableRecyclerRowSignal.productRow(scrollable: true))
        let found = try #require(AuditContext(screen: screen).containers.first { $0.container == "similar" })
        #expect(found.category == .contentCarousel, "\(found.evidence)")
        #expect(found.items == ["product0", "product1", "product2"])
        let findings = Self.carouselFindings(on: screen)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.element?.id == "similar" })
        let fixed = SignalExampleScreens.screen(ScrollableRecyclerRowSignal.productRow(scrollable: false))
        #expect(Self.carouselFindings(on: fixed).isEmpty)
    }

    /// A chip bar built as a scrollable RecyclerView, chips filling its height, stays chips.
    @Test func aChipBarBuiltAsAScrollableRecyclerViewIsChips() throws {
        let bar = SignalExampleScreens.row(
            "filters", className: "androidx.recyclerview.widget.RecyclerView", top: 400, height: 105,
            scrollable: true,
            items: SignalExampleScreens.items(
                5, prefix: "chip", left: 0, top: 400, width: 240, height: 105, gap: 24,
                texts: ["All", "Nearby", "Open now", "Top rated", "Cheap"], image: false, checkable: true))
        let screen = SignalExampleScreens.screen(bar)
        let found = try #require(AuditContext(screen: screen).containers.first { $0.container == "filters" })
        #expect(found.category == .chips, "\(found.evidence)")
        #expect(found.signals.map(\.signal).contains("scrollable-recycler-row"))
        #expect(Self.carouselFindings(on: screen).isEmpty)
    }

    /// The same row on iOS: three product cells, the third crossing the screen's right edge.
    @Test func aRowOfThreeProductCellsOnIOSIsACarousel() throws {
        let collection = ExampleScreens.iOSCollection(
            label: "Similar products", cardLabels: ["Trail runner", "Road runner", "Court shoe"])
        let screen = ExampleScreens.iOS([collection])
        let found = try #require(AuditContext(screen: screen).containers.first { $0.container == "collection" })
        #expect(found.category == .contentCarousel, "\(found.evidence)")
        #expect(found.items == ["cell1", "cell2", "cell3"])
    }

    /// A launcher's promoted-games pager: a ViewPager not marked scrollable, showing one banner,
    /// with previous and next arrows at its ends (``PagingArrowsSignal``).
    @Test func aPagerWithPreviousAndNextArrowsIsACarousel() throws {
        let screen = SignalExampleScreens.screen(SignalExampleScreens.pagerWithArrows())
        let found = try #require(AuditContext(screen: screen).containers.first { $0.container == "promoted" })
        #expect(found.category == .contentCarousel, "\(found.evidence)")
        #expect(found.signals.map(\.signal).contains("paging-arrows"))
        #expect(found.evidence.contains { $0.contains("previous and next arrows") })
        let findings = Self.carouselFindings(on: screen)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.element?.id == "promoted" })
    }

    /// A web page's hero banner (a plain View in a WebView): one slide, a previous and a next
    /// arrow overlaid on its two ends, and page dots, all children of the banner; no pager class.
    private static func webBanner(extraControl: Bool = false) -> AccessibilityElement {
        func button(_ id: ElementID, _ frame: ScreenRect) -> AccessibilityElement {
            AccessibilityElement(
                id: id, role: .button, className: "android.widget.Button", frame: frame, isClickable: true,
                isFocusable: true)
        }
        let slide = AccessibilityElement(
            id: "slide", label: "Spring festival", role: .image, className: "android.widget.Image",
            frame: ScreenRect(left: 42, top: 496, right: 1042, bottom: 1021))
        let dots = AccessibilityElement(
            id: "dots", className: "android.view.View",
            frame: ScreenRect(left: 462, top: 979, right: 619, bottom: 1000),
            children: (0..<4).map { index in
                button(
                    ElementID("dot\(index)"),
                    ScreenRect(x: 462 + Double(index) * 40, y: 979, width: 24, height: 21))
            })
        var children = [
            slide, button("previous", ScreenRect(left: 63, top: 713, right: 147, bottom: 803)),
            button("next", ScreenRect(left: 934, top: 713, right: 1021, bottom: 803)), dots,
        ]
        if extraControl {
            children.append(button("refresh", ScreenRect(left: 934, top: 510, right: 1021, bottom: 590)))
        }
        return AccessibilityElement(
            id: "hero", className: "android.view.View",
            frame: ScreenRect(left: 42, top: 496, right: 1042, bottom: 1021),
            children: children)
    }

    /// The web banner is a pager by its arrows alone, and its findings land on the banner.
    @Test func aWebBannerPagedByArrowsIsACarousel() throws {
        let screen = SignalExampleScreens.screen(Self.webBanner())
        let found = try #require(AuditContext(screen: screen).containers.first { $0.container == "hero" })
        #expect(found.category == .contentCarousel, "\(found.evidence)")
        #expect(found.items == ["slide"])
        #expect(found.signals.map(\.signal).contains("paging-arrows"))
        let findings = Self.carouselFindings(on: screen)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.element?.id == "hero" })
    }

    /// A home-screen widget with arrows and its own refresh button is a card with controls.
    @Test func aCardWithArrowsAndAnotherControlIsNotACarousel() {
        let screen = SignalExampleScreens.screen(Self.webBanner(extraControl: true))
        #expect(AuditContext(screen: screen).containers.first { $0.container == "hero" }?.category != .contentCarousel)
        #expect(Self.carouselFindings(on: screen).isEmpty)
    }

    /// A toolbar's back and menu buttons at its two ends, level with its title: no page between.
    @Test func aToolbarIsNotPagedByItsEndButtons() {
        func button(_ id: ElementID, _ left: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: id, role: .button, className: "android.widget.ImageButton",
                frame: ScreenRect(x: left, y: 100, width: 126, height: 147), isClickable: true, isFocusable: true)
        }
        let title = AccessibilityElement(
            id: "title", label: "Settings", role: .text, className: "android.widget.TextView",
            frame: ScreenRect(x: 160, y: 130, width: 700, height: 90))
        let bar = AccessibilityElement(
            id: "bar", className: "android.view.ViewGroup", frame: ScreenRect(x: 0, y: 100, width: 1080, height: 147),
            children: [button("back", 0), title, button("menu", 954)])
        let screen = SignalExampleScreens.screen(bar)
        #expect(AuditContext(screen: screen).containers.allSatisfy { $0.category != .contentCarousel })
        #expect(Self.carouselFindings(on: screen).isEmpty)
    }

    /// Without the arrows the same pager shows one card and nothing says it has more.
    @Test func thePagerWithoutArrowsIsNotACarousel() throws {
        let screen = SignalExampleScreens.screen(ScrollablePagerSignal.singleBanner)
        let found = try #require(AuditContext(screen: screen).containers.first { $0.container == "banner" })
        #expect(found.category != .contentCarousel)
        #expect(Self.carouselFindings(on: screen).isEmpty)
    }

    /// A month calendar: a pager whose page is a grid of day buttons, with arrows at its ends, is
    /// a panel of controls; arrows do not make it a carousel.
    @Test func aPagerOfControlsWithArrowsIsNotACarousel() throws {
        let days = (0..<14).map { index in
            AccessibilityElement(
                id: ElementID("day\(index)"), label: "\(index + 1)", role: .button, className: "android.widget.Button",
                frame: ScreenRect(
                    x: 60 + Double(index % 7) * 140, y: 700 + Double(index / 7) * 140, width: 120, height: 120),
                isClickable: true, isFocusable: true)
        }
        let month = AccessibilityElement(
            id: "month", className: "android.widget.GridLayout",
            frame: ScreenRect(x: 0, y: 700, width: 1080, height: 280),
            children: days)
        let pager = SignalExampleScreens.row(
            "calendar", className: "androidx.viewpager.widget.ViewPager", top: 700, height: 280, items: [month])
        func arrow(_ id: ElementID, _ left: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: id, role: .button, className: "android.widget.ImageButton",
                frame: ScreenRect(x: left, y: 777, width: 126, height: 126), isClickable: true, isFocusable: true)
        }
        let frame = SignalExampleScreens.row(
            "frame", className: "android.widget.FrameLayout", top: 700, height: 280,
            items: [pager, arrow("previous", 0), arrow("next", 954)])
        let screen = SignalExampleScreens.screen(frame)
        let found = try #require(AuditContext(screen: screen).containers.first { $0.container == "calendar" })
        #expect(found.category != .contentCarousel, "\(found.evidence)")
        #expect(Self.carouselFindings(on: screen).isEmpty)
    }

    /// `audit --verbose` states the small items' height once when several small-item signals
    /// fire (checkable, short-labelled chips).
    @Test func smallItemEvidenceStatesTheHeightOnce() throws {
        let chips = SignalExampleScreens.row(
            "chips", className: "android.widget.HorizontalScrollView", top: 400, height: 105,
            items: SignalExampleScreens.items(
                4, prefix: "chip", left: 40, top: 400, width: 240, height: 105, gap: 24,
                texts: ["Nearby", "Open now", "Top rated", "Cheap"], image: false, checkable: true))
        let found = try #require(
            AuditContext(screen: SignalExampleScreens.screen(chips)).containers.first { $0.container == "chips" })
        #expect(found.category == .chips)
        #expect(found.signals.filter { $0.evidence.hasPrefix("every item is at most") }.count >= 2)
        #expect(found.evidence.count >= 2)
        #expect(found.evidence.filter { $0.contains("content cards are taller") }.count == 1, "\(found.evidence)")
        #expect(found.evidence[0].hasPrefix("every item is at most 40 dp tall"), "\(found.evidence)")
    }

    @Test func aSharedPremiseIsStatedOnce() {
        let sentences = HorizontalContainerClassifier.statedOnce([
            "items are 40 dp; chips", "items are 40 dp; short labels", "no premise here", "other; thing",
        ])
        #expect(sentences == ["items are 40 dp; chips", "short labels", "no premise here", "other; thing"])
    }
}
