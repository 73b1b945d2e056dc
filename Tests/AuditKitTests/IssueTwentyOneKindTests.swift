import AccessibilityTree
import Testing

@testable import AuditKit

/// Issue 21's "still taken for a carousel" kinds that no example or test built before the
/// thirteenth session, each on a synthetic 1080 x 2400 px screen (density 2.625): the container
/// must be found and must not be a content carousel, and no carousel finding may be reported.
@Suite struct IssueTwentyOneKindTests {
    private static func expectNoCarousel(_ container: AccessibilityElement, _ id: ElementID) throws {
        let screen = SignalExampleScreens.screen(container)
        let found = try #require(AuditContext(screen: screen).containers.first { $0.container == id })
        #expect(found.category != .contentCarousel, "\(found.evidence)")
        let findings = Auditor().audit(screen).filter { $0.rule.hasPrefix("carousel-") }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// A tab strip of one tab built from a HorizontalScrollView: one item is no row of cards
    /// (`single-item`: a carousel is a row of several cards).
    @Test func aHorizontalScrollViewHoldingOneTabIsNoCarousel() throws {
        let strip = SignalExampleScreens.row(
            "strip", className: "android.widget.HorizontalScrollView", top: 300, height: 126, scrollable: true,
            items: SignalExampleScreens.items(
                1, prefix: "strip-tab", className: "android.widget.TextView", left: 0, top: 300, width: 360,
                height: 126, texts: ["Overview"], image: false))
        try Self.expectNoCarousel(strip, "strip")
    }

    /// A bottom bar of six tabs built from a HorizontalScrollView along the screen's bottom edge:
    /// navigation (`bottom-bar-shape`: Material's navigation bar and Apple's tab bar hold a few
    /// short-named destinations along the bottom; six at most). The six fill the bar, so the scroll
    /// view has no range and does not say it scrolls (AOSP frameworks/base @ 5bce9dc,
    /// core/java/android/widget/HorizontalScrollView.java: scrollable only when getScrollRange() > 0).
    @Test func aBottomBarOfSixTabsInAHorizontalScrollViewIsNoCarousel() throws {
        let names = ["Home", "Search", "Live", "Saved", "Inbox", "Me"]
        let bar = SignalExampleScreens.row(
            "bar", className: "android.widget.HorizontalScrollView", top: 2190, height: 210, scrollable: false,
            items: SignalExampleScreens.items(
                6, prefix: "bar-tab", className: "android.widget.LinearLayout", left: 0, top: 2190, width: 180,
                height: 210, gap: 0, texts: names))
        try Self.expectNoCarousel(bar, "bar")
    }

    /// A web page's one-line flash message: a scrollable web view row holding the message's line
    /// and its close button, no taller than a control (`small-labelled-controls`: content cards are
    /// taller than 56 dp).
    @Test func aWebPagesOneLineFlashMessageIsNoCarousel() throws {
        let message = AccessibilityElement(
            id: "flash-text", label: "Your changes were saved.", role: .text, className: "android.widget.TextView",
            frame: ScreenRect(left: 40, top: 400, right: 900, bottom: 505))
        let close = AccessibilityElement(
            id: "flash-close", label: "Dismiss", role: .button, className: "android.widget.Button",
            frame: ScreenRect(left: 926, top: 400, right: 1040, bottom: 505), isClickable: true, isFocusable: true)
        let flash = AccessibilityElement(
            id: "flash", className: "android.view.View",
            frame: ScreenRect(left: 0, top: 400, right: 1080, bottom: 505), isScrollable: true,
            children: [message, close])
        let page = AccessibilityElement(
            id: "page", className: "android.webkit.WebView",
            frame: ScreenRect(left: 0, top: 200, right: 1080, bottom: 2400),
            children: [flash])
        let screen = SignalExampleScreens.screen(page)
        let found = AuditContext(screen: screen).containers.first { $0.container == "flash" }
        #expect(found?.category != .contentCarousel, "\(found?.evidence ?? [])")
        #expect(Auditor().audit(screen).filter { $0.rule.hasPrefix("carousel-") }.isEmpty)
    }
}
