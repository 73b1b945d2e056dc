import AccessibilityTree
import Testing

@testable import AuditKit

/// A target a scroller's edge cuts is measured at its whole size when views of one layout beside
/// it show that size (``AuditContext/wholeFrame(ofCut:)``), and passed over otherwise
/// (twenty-fifth session, docs/element-rules.md).
///
/// Sources: a RecyclerView binds each item into a view holder of its view type, so the same view
/// in every item has one size (Android Developers, "Create dynamic lists with RecyclerView");
/// ATF's TouchTargetSizeCheck reports a target an ancestor clips, with its nonclipped size, as a
/// warning (google/Accessibility-Test-Framework-for-Android at c65cab0, TouchTargetSizeCheck.java
/// lines 244-247, 252-262 and 290-296). Synthetic screens modelled on the kinds the opened wild
/// sets hold (a comment list's Reply links, a list's last row under its edge), never a copied
/// dump. Every test names the element each finding lands on.
@Suite struct CutTargetWholeSizeTests {
    private static func findings(_ screen: AccessibilityScreen) -> [Finding] {
        TouchTargetSizeRule().check(AuditContext(screen: screen))
    }

    private static func ids(_ screen: AccessibilityScreen) -> [String] {
        findings(screen).compactMap { $0.element?.id.rawValue }.sorted()
    }

    /// A vertical list of comments, 300 px apart from `firstTop`, each holding a link 300 px
    /// wide at 200 px into its row, `linkHeights[i]` px tall; the list ends 20 px into the last
    /// link, cutting it there, at density 2.625. With `iconBelowScreen`, the
    /// last link holds an icon laid out with empty bounds, as uiautomator lays out a view wholly
    /// below the screen.
    private static func comments(
        linkHeights: [Double], firstTop: Double = 400, iconBelowScreen: Bool = false
    ) -> AccessibilityScreen {
        let listBottom = firstTop + Double(linkHeights.count - 1) * 300 + 220
        let rows = linkHeights.enumerated().map { index, height in
            let top = firstTop + Double(index) * 300
            let linkTop = top + 200
            let isLast = index == linkHeights.count - 1
            return AccessibilityElement(
                id: ElementID("row\(index)"), className: "android.view.ViewGroup",
                frame: ScreenRect(left: 0, top: top, right: 1080, bottom: min(top + 300, listBottom)),
                children: [
                    AccessibilityElement(
                        id: ElementID("reply\(index)"), label: "Reply to comment \(index + 1)", role: .button,
                        className: "android.widget.Button", identifier: "app:id/reply",
                        frame: ScreenRect(
                            left: 200, top: linkTop, right: 500, bottom: min(linkTop + height, listBottom)),
                        isClickable: true, isFocusable: true,
                        children: isLast && iconBelowScreen
                            ? [AccessibilityElement(id: "icon", className: "android.widget.ImageView", frame: .zero)]
                            : [])
                ])
        }
        return ExampleScreens.android([
            AccessibilityElement(
                id: "list", className: "androidx.recyclerview.widget.RecyclerView",
                frame: ScreenRect(left: 0, top: firstTop, right: 1080, bottom: listBottom), isScrollable: true,
                children: rows)
        ])
    }

    /// The last comment's Reply link shows 20 of its 44 px above the list's edge; the other
    /// three are whole at 44 px (16.8 dp). Measured whole, it is as small as they are, and
    /// reported with them, one severity lower (as ATF lowers a clipped target's) and saying the
    /// edge cuts it.
    @Test func aCutLinkIsMeasuredAtTheSizeOfItsCounterparts() throws {
        let screen = Self.comments(linkHeights: [44, 44, 44, 44])
        #expect(Self.ids(screen) == ["reply0", "reply1", "reply2", "reply3"])
        let cut = try #require(Self.findings(screen).first { $0.element?.id == "reply3" })
        #expect(cut.message.contains("cuts it to 114.3 x 7.6 dp"))
        #expect(cut.message.hasPrefix("The target is 114.3 x 16.8 dp"))
        #expect(cut.severity == TouchTargetSizeRule().defaultSeverity.lowered(by: 1))
        let whole = try #require(Self.findings(screen).first { $0.element?.id == "reply0" })
        #expect(whole.severity == TouchTargetSizeRule().defaultSeverity)
        #expect(!whole.message.contains("cuts it"))
    }

    /// Links of 140 px (53 dp) whole: the one the edge cuts to 20 px is as large as they are
    /// once scrolled into view, so nothing is reported.
    @Test func aCutTargetWhoseCounterpartsAreLargeEnoughIsNotReported() {
        #expect(Self.ids(Self.comments(linkHeights: [140, 140, 140, 140])).isEmpty)
    }

    /// Counterparts of several sizes bound the cut link's size but do not give it. With links of
    /// 44, 140 and 44 px above it, the smallest size is shared (the cut is seen) but not by every
    /// counterpart, so the cut 140 px link is not measured at 44 px; with 140, 140 and 44 px no
    /// size is shared, its row is what the edge cuts, and it is passed over as before. Only the
    /// whole 44 px links are reported.
    @Test func counterpartsOfSeveralSizesLeaveTheCutTargetUnmeasured() {
        #expect(Self.ids(Self.comments(linkHeights: [44, 140, 44, 140])) == ["reply0", "reply2"])
        #expect(Self.ids(Self.comments(linkHeights: [140, 140, 44, 140])) == ["reply2"])
    }

    /// A link cut where the list ends at the screen's bottom edge, holding an icon laid out
    /// below the screen: the screen cuts it too, and what it hides is not known, so the link is
    /// not measured. Without the icon the screen's edge alone cuts nothing, and the list's edge
    /// gives its size as in the first test.
    @Test func aTargetTheScreenAlsoCutsIsNotMeasured() {
        let cutByBoth = Self.comments(linkHeights: [44, 44, 44, 44], firstTop: 1280, iconBelowScreen: true)
        #expect(Self.ids(cutByBoth) == ["reply0", "reply1", "reply2"])
        let cutByTheList = Self.comments(linkHeights: [44, 44, 44, 44], firstTop: 1280)
        #expect(Self.ids(cutByTheList) == ["reply0", "reply1", "reply2", "reply3"])
    }

    /// The same where an app window 1600 px tall (above the keyboard) ends with the list: the
    /// window's edge cuts the last link with its icon, as the screen's would, so it is not
    /// measured; the screen's own edge lies far below.
    @Test func aTargetItsWindowAlsoCutsIsNotMeasured() {
        let whole = Self.comments(linkHeights: [44, 44, 44, 44], firstTop: 480, iconBelowScreen: true)
        var window = whole.roots[0]
        window.frame = ScreenRect(left: 0, top: 0, right: 1080, bottom: 1600)
        let screen = AccessibilityScreen(
            platform: .android, name: "Above the keyboard", size: whole.size, unit: whole.unit, roots: [window])
        #expect(Self.ids(screen) == ["reply0", "reply1", "reply2"])
    }

    /// A grid list of 100 px tiles (38 dp) whose right and bottom edges cut its last column and
    /// row to 40 px: the tiles cut on one side are measured at their fellows' 100 px; the corner
    /// tile, cut on two sides, would need two whole sizes from one cut, so it is not measured.
    @Test func aTargetCutOnTwoSidesIsNotMeasured() {
        var tiles: [AccessibilityElement] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let left = 100 + Double(column) * 120
                let top = 600 + Double(row) * 120
                tiles.append(
                    AccessibilityElement(
                        id: ElementID("tile\(row).\(column)"), label: "Tile \(row * 3 + column + 1)",
                        className: "android.widget.FrameLayout",
                        frame: ScreenRect(
                            left: left, top: top, right: min(left + 100, 380), bottom: min(top + 100, 880)),
                        isClickable: true))
            }
        }
        let screen = ExampleScreens.android([
            AccessibilityElement(
                id: "grid", className: "androidx.recyclerview.widget.RecyclerView",
                frame: ScreenRect(left: 100, top: 600, right: 380, bottom: 880), isScrollable: true, children: tiles)
        ])
        #expect(
            Self.ids(screen) == [
                "tile0.0", "tile0.1", "tile0.2", "tile1.0", "tile1.1", "tile1.2", "tile2.0", "tile2.1",
            ])
    }

    /// Each side restores the part it cut and keeps the opposite side where it is: a 40 x 40 px
    /// visible frame grown to 100 px across the cut side.
    @Test(arguments: [
        (AuditContext.Edge.left, ScreenRect(left: 140, top: 500, right: 240, bottom: 540)),
        (.right, ScreenRect(left: 200, top: 500, right: 300, bottom: 540)),
        (.top, ScreenRect(left: 200, top: 440, right: 240, bottom: 540)),
        (.bottom, ScreenRect(left: 200, top: 500, right: 240, bottom: 600)),
    ])
    func eachSideRestoresWhatItCut(side: AuditContext.Edge, whole: ScreenRect) {
        let visible = ScreenRect(left: 200, top: 500, right: 240, bottom: 540)
        #expect(side.restoring(visible, toExtent: 100) == whole)
    }
}
