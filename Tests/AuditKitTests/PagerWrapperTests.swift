import AccessibilityTree
import Testing

@testable import AuditKit

/// A pager inside a wrapper of nearly its frame: the carousel is the pager, not the wrapper.
///
/// TalkBack takes the nearest ancestor of the focused item that is a pager, a list or a grid by
/// role, or holds collection info, as the collection it announces entering and leaving ("In
/// pager", "Page 1 of 3"), and names it with that element's own container title or text; a
/// FrameLayout or a ConstraintLayout around it is never entered. Source: google/talkback at
/// 26a27dc0, utils/.../AccessibilityNodeInfoUtils.java lines 452-460 (`FILTER_COLLECTION`) and
/// 2633-2636 (`getCollectionRoot`); utils/.../monitor/CollectionState.java lines 374-380 (the
/// name), 655-660 (the root is taken from the focused node's parent) and 697-722 (entering it; a
/// ROLE_PAGER root gives the page state); utils/.../Role.java lines 363-368 (ViewPager is
/// ROLE_PAGER); talkback/.../compositor/CollectionStateFeedbackUtils.java lines 70-80 ("In
/// pager" with the name). A carousel's name, container type or way past it therefore belongs on
/// the pager, and the carousel rules' findings land there
/// (`CarouselDetector.pagedCore(of:platform:)`). The iOS cases (a scroll or collection view in an
/// "Other") follow the same rule by analogy; no VoiceOver source is cited for them.
///
/// Kind first seen in wild set M (a TV home's hero ViewPager in a FrameLayout beside its page
/// dots); the screens here are synthetic.
@Suite struct PagerWrapperTests {
    private static func carouselFindings(on screen: AccessibilityScreen) -> [Finding] {
        Auditor().audit(screen).filter { $0.rule.hasPrefix("carousel-") }
    }

    /// Dots beside a FrameLayout that wraps a ViewPager: the ViewPager is the featured carousel,
    /// with its page as its item; the wrapper is not listed and the pager is no screen pager.
    @Test func dotsBesideAWrapperMakeItsPagerTheCarousel() throws {
        let screen = ExampleScreens.heroPagerInWrapper()
        let rows = AuditContext(screen: screen).containers
        let pager = try #require(rows.first { $0.container == "hero-pager" }, "\(rows.map(\.container))")
        #expect(pager.category == .contentCarousel, "\(pager.evidence)")
        #expect(pager.items == ["hero-page"])
        #expect(!rows.contains { $0.container == "hero-holder" }, "\(rows.map(\.container))")
        #expect(!rows.contains { $0.category == .screenPager }, "\(rows.map(\.evidence))")
        let findings = Self.carouselFindings(on: screen)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.element?.id == "hero-pager" }, "\(findings.map { $0.element?.id })")
    }

    /// The same banner whose scroller inside the wrapper is only a strip of it (a chip row at the
    /// banner's foot, 18% of its height) has no pager of the wrapper's frame: the wrapper stays
    /// the pager the dots belong to.
    @Test func aScrollerCoveringAStripOfTheWrapperIsNotItsPager() throws {
        let banner = ScreenRect(left: 0, top: 300, right: 1080, bottom: 960)
        let chips = AccessibilityElement(
            id: "chips", role: .horizontalScrollView, className: "android.widget.HorizontalScrollView",
            frame: ScreenRect(left: 0, top: 840, right: 1080, bottom: 960), isScrollable: true,
            children: (0..<3).map { index in
                AccessibilityElement(
                    id: ElementID("chip\(index + 1)"), label: ["Drama", "Comedy", "Sport"][index], role: .button,
                    className: "android.widget.Button",
                    frame: ScreenRect(x: 40 + Double(index) * 300, y: 860, width: 260, height: 84), isClickable: true)
            })
        let holder = AccessibilityElement(
            id: "banner-holder", className: "android.widget.FrameLayout", frame: banner,
            children: [
                AccessibilityElement(
                    id: "banner-image", label: "The Lighthouse Keepers", role: .image,
                    className: "android.widget.ImageView",
                    frame: ScreenRect(left: 0, top: 300, right: 1080, bottom: 830)),
                chips,
            ])
        #expect(CarouselDetector.pagedCore(of: holder, platform: .android) == nil)
    }

    /// A list of the wrapper's frame whose rows stack top to bottom is a vertical list, not the
    /// wrapper's pager.
    @Test func aVerticalListOfTheWrappersFrameIsNotItsPager() {
        let frame = ScreenRect(left: 0, top: 300, right: 1080, bottom: 960)
        let rows = (0..<3).map { index in
            AccessibilityElement(
                id: ElementID("row\(index + 1)"), label: "Row \(index + 1)", className: "android.widget.TextView",
                frame: ScreenRect(x: 0, y: 300 + Double(index) * 220, width: 1080, height: 220))
        }
        let list = AccessibilityElement(
            id: "list", role: .list, className: "androidx.recyclerview.widget.RecyclerView", frame: frame,
            isScrollable: true, children: rows)
        let holder = AccessibilityElement(
            id: "holder", className: "android.widget.FrameLayout", frame: frame, children: [list])
        #expect(CarouselDetector.pagedCore(of: holder, platform: .android) == nil)
        let sideways = AccessibilityElement(
            id: "holder", className: "android.widget.FrameLayout", frame: frame,
            children: [
                AccessibilityElement(
                    id: "row", role: .list, className: "androidx.recyclerview.widget.RecyclerView", frame: frame,
                    isScrollable: true, children: [rows[0]])
            ])
        #expect(CarouselDetector.pagedCore(of: sideways, platform: .android)?.id == "row")
    }

    /// Previous and next arrows at a FrameLayout's two ends around a ViewPager of nearly its
    /// frame: the wrapper's one page is the pager, so the wrapper is no pager (of screens or
    /// otherwise); the ViewPager is classified, with the arrows beside it.
    @Test func arrowsAroundAWrappedPagerPageThePager() throws {
        let banner = ScreenRect(left: 0, top: 300, right: 1080, bottom: 960)
        func arrow(_ id: ElementID, _ label: String, x: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: id, label: label, role: .button, className: "android.widget.ImageButton",
                frame: ScreenRect(x: x, y: 580, width: 100, height: 100), isClickable: true, isFocusable: true)
        }
        let pages = (0..<2).map { index in
            AccessibilityElement(
                id: ElementID("page\(index + 1)"), className: "android.widget.FrameLayout",
                frame: index == 0 ? banner : ScreenRect(left: 1080, top: 300, right: 1080, bottom: 960),
                isClickable: true, isFocusable: true,
                children: [
                    AccessibilityElement(
                        id: ElementID("page\(index + 1)-title"), label: ["Summer sale", "Garden week"][index],
                        role: .text, className: "android.widget.TextView",
                        frame: index == 0
                            ? ScreenRect(left: 60, top: 820, right: 900, bottom: 880)
                            : ScreenRect(left: 1080, top: 820, right: 1080, bottom: 880))
                ])
        }
        let pager = AccessibilityElement(
            id: "promo-pager", role: .pager, className: "androidx.viewpager.widget.ViewPager", frame: banner,
            isScrollable: true, children: pages)
        let holder = AccessibilityElement(
            id: "promo-holder", className: "android.widget.FrameLayout", frame: banner,
            children: [pager, arrow("previous", "Previous", x: 20), arrow("next", "Next", x: 960)])
        let screen = ExampleScreens.android([holder])
        let rows = AuditContext(screen: screen).containers
        #expect(!rows.contains { $0.container == "promo-holder" }, "\(rows.map(\.evidence))")
        let row = try #require(rows.first { $0.container == "promo-pager" }, "\(rows.map(\.container))")
        #expect(row.category == .contentCarousel, "\(row.evidence)")
        #expect(row.signals.contains { $0.signal == "paging-arrows" }, "\(row.signals)")
    }

    /// An iOS "Other" holding a wrapper around a paging scroll view and, below it, a page
    /// indicator saying "page 1 of 3": the scroll view is the carousel, and neither the "Other"
    /// nor its wrapper is a pager of screens.
    @Test func anIOSScrollViewInAnOtherBesideItsPageIndicator() throws {
        let slides = ["Summer sale", "Garden week", "New arrivals"].enumerated().map { index, label in
            AccessibilityElement(
                id: ElementID("slide\(index + 1)"), label: label, traits: [.image], role: .image,
                className: "XCUIElementTypeImage",
                frame: ScreenRect(x: Double(index) * 390, y: 100, width: 390, height: 240),
                isAccessibilityElement: true, isVisible: index == 0)
        }
        let scroll = AccessibilityElement(
            id: "promo-scroll", className: "XCUIElementTypeScrollView",
            frame: ScreenRect(x: 0, y: 100, width: 390, height: 240), children: slides)
        let wrapper = AccessibilityElement(
            id: "promo-wrapper", className: "XCUIElementTypeOther",
            frame: ScreenRect(x: 0, y: 100, width: 390, height: 240), children: [scroll])
        let indicator = AccessibilityElement(
            id: "promo-dots", value: "page 1 of 3", className: "XCUIElementTypePageIndicator",
            frame: ScreenRect(x: 150, y: 330, width: 90, height: 26), isAccessibilityElement: true)
        let section = AccessibilityElement(
            id: "promo", className: "XCUIElementTypeOther", frame: ScreenRect(x: 0, y: 100, width: 390, height: 260),
            children: [wrapper, indicator])
        let screen = ExampleScreens.iOS([section])
        let rows = AuditContext(screen: screen).containers
        #expect(!rows.contains { $0.category == .screenPager }, "\(rows.map(\.evidence))")
        let row = try #require(rows.first { $0.container == "promo-scroll" }, "\(rows.map(\.container))")
        #expect(row.category == .contentCarousel, "\(row.evidence)")
        let findings = Self.carouselFindings(on: screen)
        #expect(findings.allSatisfy { $0.element?.id == "promo-scroll" }, "\(findings.map { $0.element?.id })")
    }

    /// An iOS "Other" holding a collection view that shows one featured card and, under it, a
    /// button saying "Page 4 of 7": the "Other" is taken for a pager by the page position, and the
    /// carousel's findings land on the collection view it wraps, the container VoiceOver and
    /// TalkBack move into. The items the decision weighed stay the wrapper's. Kind from a real
    /// dump of the development part (a podcast app's discover page); the screen is synthetic.
    @Test func aPagePositionBesideAWrappedCollectionViewLandsOnTheCollection() throws {
        let cell = AccessibilityElement(
            id: "featured-cell", className: "XCUIElementTypeCell",
            frame: ScreenRect(x: 0, y: 217, width: 390, height: 183),
            children: [
                AccessibilityElement(
                    id: "featured-kind", label: "FEATURED", traits: [.staticText],
                    className: "XCUIElementTypeStaticText",
                    frame: ScreenRect(x: 181, y: 233, width: 102, height: 26), isAccessibilityElement: true),
                AccessibilityElement(
                    id: "featured-title", label: "Tales of the Lighthouse", traits: [.staticText],
                    className: "XCUIElementTypeStaticText", frame: ScreenRect(x: 181, y: 267, width: 200, height: 53),
                    isAccessibilityElement: true),
            ])
        let collection = AccessibilityElement(
            id: "featured-collection", className: "XCUIElementTypeCollectionView",
            frame: ScreenRect(x: 0, y: 217, width: 390, height: 183), children: [cell])
        let position = AccessibilityElement(
            id: "featured-page", label: "Page 4 of 7", traits: [.button], className: "XCUIElementTypeButton",
            frame: ScreenRect(x: 135, y: 403, width: 120, height: 26), isAccessibilityElement: true)
        let wrapper = AccessibilityElement(
            id: "featured", className: "XCUIElementTypeOther", frame: ScreenRect(x: 0, y: 217, width: 390, height: 208),
            children: [collection, position])
        let screen = ExampleScreens.iOS([wrapper])
        let rows = AuditContext(screen: screen).containers
        #expect(!rows.contains { $0.container == "featured" }, "\(rows.map(\.container))")
        let row = try #require(rows.first { $0.container == "featured-collection" }, "\(rows.map(\.container))")
        #expect(row.category == .contentCarousel, "\(row.evidence)")
        #expect(row.items == ["featured-collection", "featured-page"])
        let findings = Self.carouselFindings(on: screen)
        #expect(!findings.isEmpty)
        #expect(
            findings.allSatisfy { $0.element?.id == "featured-collection" }, "\(findings.map { $0.element?.id })")
    }

    /// A ConstraintLayout wrapping a RecyclerView that shows one promotion and is not marked
    /// scrollable, with page dots beside it: the dots make the RecyclerView the carousel, not the
    /// ConstraintLayout, and its own "one item" decision gives way as a pager's does.
    @Test func dotsBesideAConstraintLayoutMakeItsRecyclerTheCarousel() throws {
        let frame = ScreenRect(left: 0, top: 300, right: 1080, bottom: 860)
        let card = AccessibilityElement(
            id: "promo-card", className: "android.view.ViewGroup",
            frame: ScreenRect(left: 40, top: 300, right: 1040, bottom: 860),
            isClickable: true, isFocusable: true,
            children: [
                AccessibilityElement(
                    id: "promo-title", label: "Up to 50% off garden furniture", role: .text,
                    className: "android.widget.TextView", frame: ScreenRect(left: 80, top: 760, right: 900, bottom: 820)
                )
            ])
        let recycler = AccessibilityElement(
            id: "promo-list", className: "androidx.recyclerview.widget.RecyclerView", frame: frame, children: [card])
        let layout = AccessibilityElement(
            id: "promo", className: "androidx.constraintlayout.widget.ConstraintLayout", frame: frame,
            children: [recycler])
        let dots = AccessibilityElement(
            id: "promo-dots", className: "android.widget.LinearLayout",
            frame: ScreenRect(left: 480, top: 880, right: 600, bottom: 904),
            children: (0..<3).map { index in
                AccessibilityElement(
                    id: ElementID("promo-dot\(index + 1)"), role: .image, className: "android.widget.ImageView",
                    frame: ScreenRect(x: 480 + Double(index) * 48, y: 880, width: 24, height: 24))
            })
        let screen = ExampleScreens.android([
            AccessibilityElement(
                id: "section", className: "android.widget.LinearLayout",
                frame: ScreenRect(left: 0, top: 300, right: 1080, bottom: 904), children: [layout, dots])
        ])
        let rows = AuditContext(screen: screen).containers
        #expect(!rows.contains { $0.container == "promo" }, "\(rows.map(\.container))")
        let row = try #require(rows.first { $0.container == "promo-list" }, "\(rows.map(\.container))")
        #expect(row.category == .contentCarousel, "\(row.evidence)")
        let findings = Self.carouselFindings(on: screen)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.element?.id == "promo-list" }, "\(findings.map { $0.element?.id })")
    }
}
