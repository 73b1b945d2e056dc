import AccessibilityTree
import Testing

@testable import AuditKit

/// A sideways scroller's items scrolled out of view: uiautomator and Appium write an Android
/// view's accessibility bounds, which are its bounds on screen clipped to its parents (AOSP
/// `View.onInitializeAccessibilityNodeInfoInternal`: `getBoundsOnScreen(bounds, true)`), so a
/// banner slide scrolled out of a HorizontalScrollView stays in the dump with no width, on the
/// scroller's edge. It is one of the row's items, as an iOS cell parked off screen is
/// (`ItemsNotVisibleSignal`), and TalkBack reaches it (docs/fidelity.md, the visibility row).
/// Kind first seen in wild set K (a bus-booking app's promotional banner, one slide shown);
/// the screens here are synthetic.
@Suite struct ClippedScrollerItemTests {
    /// A promotional banner: a HorizontalScrollView, its one content wrapper, and three clickable
    /// image slides, the first and last clipped to no width at the scroller's left and right edges.
    private static func banner(clippedFrames: [ScreenRect]) -> AccessibilityScreen {
        let shown = ScreenRect(x: 53, y: 337, width: 975, height: 420)
        let frames = [clippedFrames[0], shown, clippedFrames[1]]
        let slides = frames.enumerated().map { index, frame in
            AccessibilityElement(
                id: ElementID("slide\(index)"), className: "android.view.ViewGroup", frame: frame, isClickable: true,
                children: [
                    AccessibilityElement(
                        id: ElementID("slide\(index)-image"),
                        label: ["Weekend fares", "City breaks", "Night buses"][index],
                        role: .image, className: "android.widget.ImageView", frame: frame)
                ])
        }
        let wrapper = AccessibilityElement(
            id: "banner-content", className: "android.view.ViewGroup", frame: shown, children: slides)
        let scroller = AccessibilityElement(
            id: "banner", role: .horizontalScrollView, className: "android.widget.HorizontalScrollView", frame: shown,
            isScrollable: true, children: [wrapper])
        return ExampleScreens.android([scroller])
    }

    @Test func slidesClippedToNothingAtTheScrollersEdgesAreItems() throws {
        let screen = Self.banner(clippedFrames: [
            ScreenRect(x: 53, y: 337, width: 0, height: 420), ScreenRect(x: 1028, y: 337, width: 0, height: 420),
        ])
        let row = try #require(AuditContext(screen: screen).containers.first { $0.container == "banner" })
        #expect(row.category == .contentCarousel, "\(row.evidence)")
        let cards = try #require(Auditor().audit(screen).first { $0.rule == "carousel-card-role" })
        #expect(cards.element?.id == "banner")
        #expect(Set((cards.related ?? []).map(\.element.id)) == ["slide0", "slide1", "slide2"])
    }

    /// Empty frames that are not a sideways clip: no height (clipped from above or below), or
    /// standing inside the scroller's sides. The scroller then holds one item and is no carousel.
    @Test(arguments: [
        [ScreenRect(x: 53, y: 337, width: 0, height: 0), ScreenRect(x: 1028, y: 337, width: 0, height: 0)],
        [ScreenRect(x: 400, y: 337, width: 0, height: 420), ScreenRect(x: 700, y: 337, width: 0, height: 420)],
    ])
    func otherEmptyFramesAreNotItems(clipped: [ScreenRect]) throws {
        let screen = Self.banner(clippedFrames: clipped)
        let row = try #require(AuditContext(screen: screen).containers.first { $0.container == "banner" })
        #expect(row.category != .contentCarousel, "\(row.evidence)")
        #expect(row.signals.contains { $0.signal == "single-item" }, "\(row.signals)")
    }
}

/// A camera's capture bar: the gallery thumbnail and the camera switch at its two ends, the
/// shutter between them, over an empty backdrop view as wide and tall as the bar. The ends look
/// like previous and next arrows, but nothing between them is a page: the shutter is a control no
/// taller than twice an arrow, and the backdrop shows nothing a screen reader could stop on
/// (`PagingArrowsSignal.isEmptyBackdrop`). Kind first seen in wild set L; synthetic screen.
@Suite struct EmptyBackdropIsNoPageTests {
    private static func captureBar(backdropLabel: String?) -> AccessibilityScreen {
        func control(_ id: ElementID, _ label: String, x: Double, side: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: id, label: label, role: .image, className: "android.widget.ImageView",
                frame: ScreenRect(x: x, y: 2054 - side / 2, width: side, height: side), isClickable: true)
        }
        let bar = ScreenRect(x: 0, y: 1900, width: 1080, height: 308)
        let backdrop = AccessibilityElement(
            id: "backdrop", label: backdropLabel, role: backdropLabel == nil ? nil : .image,
            className: backdropLabel == nil ? "android.widget.RelativeLayout" : "android.widget.ImageView", frame: bar)
        let container = AccessibilityElement(
            id: "bar", className: "android.widget.FrameLayout", frame: bar,
            children: [
                backdrop, control("gallery", "Photos and videos", x: 60, side: 130),
                control("shutter", "Take photo", x: 430, side: 220),
                control("switch", "Switch camera", x: 890, side: 130),
            ])
        return ExampleScreens.android([container])
    }

    @Test func anEmptyBackdropBetweenTwoEndControlsIsNoPage() {
        let screen = Self.captureBar(backdropLabel: nil)
        let rows = AuditContext(screen: screen).containers
        #expect(!rows.contains { $0.container == "bar" && $0.category == .contentCarousel }, "\(rows.map(\.evidence))")
        #expect(Auditor().audit(screen).filter { $0.rule.hasPrefix("carousel-") }.isEmpty)
    }

    /// The same bar whose middle view shows a banner image is a page between arrows.
    @Test func aBannerBetweenTheSameControlsIsAPage() {
        let screen = Self.captureBar(backdropLabel: "Summer sale")
        let rows = AuditContext(screen: screen).containers
        #expect(rows.contains { $0.container == "bar" && $0.reason == .pager }, "\(rows.map(\.evidence))")
    }
}
