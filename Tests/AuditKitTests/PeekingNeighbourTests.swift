import AccessibilityTree
import Testing

@testable import AuditKit

/// A page beside the next page peeking at the screen's side, the kind the opened wild sets
/// showed missed (a web page's banner pager with its next banner 64 px in view; a pager whose
/// pages are flanked by 16 px of their neighbours). Synthetic screens with invented names.
///
/// Source: developer.android.com, "Pager in Compose" and the HorizontalPager reference
/// (androidx.compose.foundation.pager: `contentPadding` and a `pageSize` narrower than the
/// viewport leave the neighbouring pages in view); uiautomator clips each node's bounds to the
/// screen, so the next page is reported as a sliver at its side.
@Suite struct PeekingNeighbourTests {
    @Test func aBannerWithTheNextOnePeekingIsACarouselOfTwo() throws {
        let screen = SignalExampleScreens.screen(PeekingNeighbourSignal.peekingBanner)
        let found = AuditContext(screen: screen).containers
        let banners = try #require(found.first { $0.container == "banners" }, "\(found.map(\.container))")
        #expect(banners.category == .contentCarousel, "\(banners.evidence)")
        #expect(banners.items == ["banner0", "banner1"])
        #expect(banners.signals.contains { $0.signal == "peeking-neighbour" })
        let carousels = CarouselDetector().detect(in: screen).map(\.container)
        #expect(carousels == ["banners"])
    }

    /// The same two banners with the second whole: a plain row of two that does not run off the
    /// screen shows nothing that scrolls, and stays out.
    @Test func twoWholeBannersAreNoCarousel() {
        let banner = PeekingNeighbourSignal.peekingBanner
        var items = banner.children
        items[0].frame = ScreenRect(x: 40, y: 600, width: 480, height: 700)
        items[1].frame = ScreenRect(x: 560, y: 600, width: 480, height: 700)
        let row = SignalExampleScreens.row(
            "banners", className: "android.view.View", top: 600, height: 700, left: 40, width: 1000, items: items)
        #expect(CarouselDetector().detect(in: SignalExampleScreens.screen(row)).isEmpty)
    }

    /// A card beside a sliver of another make (a settings panel at a tablet pane's side) is no
    /// peeking page: the sliver holds a button the card lacks.
    @Test func aSliverOfAnotherMakeIsNoNeighbour() {
        let banner = PeekingNeighbourSignal.peekingBanner
        var items = banner.children
        items[1].children = [
            AccessibilityElement(
                id: "panel-button", label: "Settings", role: .button, className: "android.widget.Button",
                frame: ScreenRect(x: 1040, y: 600, width: 40, height: 120), isClickable: true)
        ]
        let row = SignalExampleScreens.row(
            "banners", className: "android.view.View", top: 600, height: 700, left: 40, width: 1000, items: items)
        #expect(CarouselDetector().detect(in: SignalExampleScreens.screen(row)).isEmpty)
    }

    /// Pills no taller than a control, the last cut by the screen's side, are controls however
    /// alike: a page is taller than 56 dp.
    @Test func smallPillsCutAtTheSideAreNoPages() {
        let pills = SignalExampleScreens.items(
            2, prefix: "pill", className: "android.view.View", left: 40, top: 600, width: 700, height: 120,
            texts: ["Spring sale", "New arrivals"], image: false)
        let row = SignalExampleScreens.row("pills", className: "android.view.View", top: 600, height: 120, items: pills)
        let found = AuditContext(screen: SignalExampleScreens.screen(row)).containers
        #expect(!found.contains { $0.container == "pills" && $0.category == .contentCarousel })
    }

    /// A web page's footer: two lists of links side by side, the second cut by the screen's side
    /// (L: a search page's footer of link columns, taken for a row of two cards). Chrome names a
    /// web list `android.widget.ListView` (chromium/chromium at 01ab59ae08a3,
    /// ui/accessibility/ax_assistant_structure.cc, `AXRoleToAndroidClassName`, the case of kList,
    /// kListBox and kDescriptionList, which returns kAXListViewClassname), and a page that is a list
    /// of entries is a screen's content, not a card (the `page-holds-list` rationale), so the sliver
    /// is no next page.
    @Test func listsSideBySideAreColumnsNotPages() throws {
        let footer = PeekingNeighbourSignal.footerColumns
        let screen = SignalExampleScreens.screen(footer)
        #expect(PeekingNeighbourSignal.peekedPage(in: Self.subject(footer, in: screen)) == nil)
        #expect(CarouselDetector().detect(in: screen).isEmpty)
        let found = AuditContext(screen: screen).containers
        #expect(!found.contains { $0.container == "footer" && $0.category == .contentCarousel }, "\(found)")
    }

    /// The same two columns built as plain views, each a card holding its links: the sliver is the
    /// next card, as before. What keeps the footer out is that its columns are lists.
    @Test func theSameColumnsAsPlainViewsStillPeek() throws {
        var footer = PeekingNeighbourSignal.footerColumns
        footer.children = footer.children.map { column in
            var card = column
            card.className = "android.view.View"
            card.role = ElementRole(androidClassName: "android.view.View")
            return card
        }
        let screen = SignalExampleScreens.screen(footer)
        let page = try #require(PeekingNeighbourSignal.peekedPage(in: Self.subject(footer, in: screen)))
        #expect(page.id == "column0")
    }

    private static func subject(_ row: AccessibilityElement, in screen: AccessibilityScreen) -> ContainerSubject {
        ContainerSubject(
            container: row, items: row.children, reason: .sideBySideCards, metrics: ScreenMetrics(screen: screen),
            vocabulary: .english)
    }
}
