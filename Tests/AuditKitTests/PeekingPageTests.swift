import AccessibilityTree
import Testing

@testable import AuditKit

/// A launcher's neighbour page that peeks in at the screen's edge is cut by it
/// (``AuditContext/isPeekingPage(_:parent:in:)``, twenty-sixth session, docs/element-rules.md):
/// neither `touch-target-size` nor `label-missing` judges the strip the dump keeps of it.
///
/// Sources: Launcher3's `PagedView` measures every page to one size and lays the pages out in a
/// row at one top (LineageOS/android_packages_apps_Launcher3 at 28a6438, PagedView.java lines
/// 755-758, 820-826 and 848); uiautomator clips a node's bounds to its parent and the screen and
/// writes only the children visible to the user (AOSP uiautomator `AccessibilityNodeInfoDumper`).
/// Synthetic screens modelled on the opened wild sets' vivo launcher pages (2 px strips beside a
/// 1080 x 2400 page), never a copied dump. Every test names the element each finding lands on.
@Suite struct PeekingPageTests {
    private static func findings(_ screen: AccessibilityScreen) -> [Finding] {
        let context = AuditContext(screen: screen)
        return TouchTargetSizeRule().check(context) + LabelMissingRule().check(context)
    }

    private static func flagged(_ screen: AccessibilityScreen) -> [String] {
        findings(screen).map { "\($0.rule) \($0.element?.id.rawValue ?? "-")" }.sorted()
    }

    /// A workspace of `pages` (frames), each a clickable `pageClass` view; the page at
    /// `currentIndex` holds one labelled app icon, the others hold whatever `strip` holds.
    private static func workspace(
        pages: [ScreenRect], currentIndex: Int, pageClass: String = "android.view.ViewGroup",
        stripClass: String? = nil, strip: [AccessibilityElement] = []
    ) -> AccessibilityScreen {
        let children = pages.enumerated().map { index, frame in
            let isCurrent = index == currentIndex
            return AccessibilityElement(
                id: ElementID("page\(index)"), className: isCurrent ? pageClass : (stripClass ?? pageClass),
                frame: frame, isClickable: true,
                children: isCurrent
                    ? [
                        AccessibilityElement(
                            id: "icon", label: "Camera", role: .button, className: "android.widget.TextView",
                            frame: ScreenRect(left: 63, top: 431, right: 279, bottom: 683), isClickable: true,
                            isFocusable: true)
                    ] : strip)
        }
        return ExampleScreens.android([
            AccessibilityElement(
                id: "workspace", className: "android.view.ViewGroup",
                frame: ScreenRect(left: 0, top: 0, right: 1080, bottom: 2400), children: children)
        ])
    }

    /// The pages before and after the one on screen peek in 2 px at the left and right edges:
    /// neither is a 0.8 dp target nor an unlabelled control.
    @Test func pagesPeekingInAtBothEdgesAreCutByTheScreen() {
        let screen = Self.workspace(
            pages: [
                ScreenRect(left: 0, top: 0, right: 2, bottom: 2400),
                ScreenRect(left: 0, top: 0, right: 1080, bottom: 2400),
                ScreenRect(left: 1078, top: 0, right: 1080, bottom: 2400),
            ], currentIndex: 1)
        #expect(Self.flagged(screen).isEmpty)
    }

    /// The screen-wide page on screen, 1080 x 2400 px.
    private static let wholePage = ScreenRect(left: 0, top: 0, right: 1080, bottom: 2400)

    /// What both rules report on a strip judged where it stands: a small, unnamed target.
    private static let judged = ["label-missing page1", "touch-target-size page1"]

    /// The findings on a workspace of the page on screen (`page`, holding one named icon) and
    /// one `strip` after it.
    private static func flagged(
        strip: ScreenRect, beside page: ScreenRect = wholePage, stripClass: String? = nil,
        holding children: [AccessibilityElement] = []
    ) -> [String] {
        flagged(workspace(pages: [page, strip], currentIndex: 0, stripClass: stripClass, strip: children))
    }

    /// The same strip of another class than the page on screen: nothing says it is a page of
    /// one paged view, so it is judged as it stands.
    @Test func aStripOfAnotherClassIsJudged() {
        let strip = ScreenRect(left: 1078, top: 0, right: 1080, bottom: 2400)
        #expect(Self.flagged(strip: strip, stripClass: "android.widget.FrameLayout") == Self.judged)
    }

    /// A strip that holds a visible child is laid out where it is (a bar over the content its
    /// parent also holds), not a page whose content lies off screen.
    @Test func aStripHoldingAVisibleChildIsJudged() {
        let dot = AccessibilityElement(
            id: "dot", className: "android.widget.ImageView",
            frame: ScreenRect(left: 1078, top: 1000, right: 1080, bottom: 1010))
        let strip = ScreenRect(left: 1078, top: 0, right: 1080, bottom: 2400)
        #expect(Self.flagged(strip: strip, holding: [dot]) == Self.judged)
    }

    /// A strip that does not run the page's whole height, or starts lower, is no page of it.
    @Test func aStripShorterThanThePageOrPlacedLowerIsJudged() {
        for strip in [
            ScreenRect(left: 1078, top: 0, right: 1080, bottom: 1200),
            ScreenRect(left: 1078, top: 10, right: 1080, bottom: 2400),
        ] {
            #expect(Self.flagged(strip: strip) == Self.judged, "\(strip)")
        }
    }

    /// Pages above the launcher's dock, 2,000 px tall: a strip of that length 400 px lower is
    /// not at the page's place, so it is no page of the row.
    @Test func aStripAsLongAsThePageButPlacedLowerIsJudged() {
        let strip = ScreenRect(left: 1078, top: 400, right: 1080, bottom: 2400)
        let page = ScreenRect(left: 0, top: 0, right: 1080, bottom: 2000)
        #expect(Self.flagged(strip: strip, beside: page) == Self.judged)
    }

    /// A clickable layer along the screen's top, inside a screen-high sibling of its class with
    /// no child (the scrim above a sheet), is a layer, not a page: pages lie in a row, so only
    /// the left and right edges cut one. It is judged where it is.
    @Test func aLayerAlongTheTopEdgeIsJudged() {
        #expect(Self.flagged(strip: ScreenRect(left: 0, top: 0, right: 1080, bottom: 60)) == Self.judged)
    }

    /// A strip away from the screen's edge is whole where it is: a divider inside the page.
    @Test func aStripInsideTheScreenIsJudged() {
        #expect(Self.flagged(strip: ScreenRect(left: 500, top: 0, right: 502, bottom: 2400)) == Self.judged)
    }

    /// A sibling of the page's class that does not span the screen across the edge (two half
    /// panes side by side) says nothing of a page's size: the strip beside it is judged.
    @Test func aStripBesideAPaneNarrowerThanTheScreenIsJudged() {
        let strip = ScreenRect(left: 1078, top: 0, right: 1080, bottom: 2400)
        let pane = ScreenRect(left: 540, top: 0, right: 1080, bottom: 2400)
        #expect(Self.flagged(strip: strip, beside: pane) == Self.judged)
    }

    /// A wider strip, still under three quarters of the page, is cut too; one three quarters of
    /// the page wide is not (its name is still judged; it is large enough to touch).
    @Test func theStripMustBeNarrowerThanThreeQuartersOfThePage() {
        #expect(Self.flagged(strip: ScreenRect(left: 810, top: 0, right: 1080, bottom: 2400)).isEmpty)
        #expect(
            Self.flagged(strip: ScreenRect(left: 270, top: 0, right: 1080, bottom: 2400)) == ["label-missing page1"])
    }
}
