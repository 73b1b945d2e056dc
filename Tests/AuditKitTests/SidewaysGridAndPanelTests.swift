import AccessibilityTree
import Testing

@testable import AuditKit

/// Two shapes from the opened wild sets of the thirteenth session, rebuilt synthetically: P's
/// Zomato offer grid (a GridView-classed grid of two rows whose third column the screen cuts)
/// and O's Relab panel (a scrollable Compose view whose one child fills it, with a handle drawn
/// outside it). Each marks the container the decision and the carousel findings land on.
@Suite struct SidewaysGridAndPanelTests {
    private static func carouselFindings(on screen: AccessibilityScreen) -> [Finding] {
        Auditor().audit(screen).filter { $0.rule.hasPrefix("carousel-") }
    }

    /// AndroidX's GridLayoutManager reports its RecyclerView as `android.widget.GridView` in either
    /// orientation (androidx/androidx @ ad05027a87990dd0e9299dd1517641bd333f7f20,
    /// recyclerview/recyclerview/src/main/java/androidx/recyclerview/widget/GridLayoutManager.java,
    /// lines 188-196 `onInitializeAccessibilityNodeInfo`, line 195
    /// `info.setClassName(GridView.class.getName())`), and a vertical one of a set width divides
    /// that width less its padding among its columns (the same file, lines 680-688
    /// `updateMeasurements`, 715-717 and 726-747 `calculateItemBorders`): a column cut at the
    /// screen's side belongs to a grid that scrolls sideways.
    @Test func aGridViewWhoseThirdColumnIsCutScrollsSideways() throws {
        let screen = SignalExampleScreens.screen(SignalExampleScreens.sidewaysGrid())
        let found = try #require(AuditContext(screen: screen).containers.first { $0.container == "offers" })
        #expect(found.category == .contentCarousel, "\(found.evidence)")
        #expect(found.items.count == 6)
        let signals = found.signals.map(\.signal)
        #expect(signals.contains("scrollable-reaches-side"), "\(signals)")
        #expect(signals.contains("clipped-end-item"), "\(signals)")
        let findings = Self.carouselFindings(on: screen)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.element?.id == "offers" }, "\(findings.map(\.element?.id))")
        // Read row by row, as Android lists the grid's children: no focus-order finding.
        #expect(!findings.contains { $0.rule == "carousel-focus-order" }, "\(findings.map(\.message))")
    }

    /// The same grid with two columns that end inside it is a vertical grid: no row.
    @Test func aGridViewWhoseColumnsFitIsNoRow() {
        let screen = SignalExampleScreens.screen(SignalExampleScreens.sidewaysGrid(columns: 2))
        #expect(!AuditContext(screen: screen).containers.contains { $0.container == "offers" })
        #expect(Self.carouselFindings(on: screen).isEmpty)
    }

    /// O's Relab panel: a scrollable Compose view (class android.view.View) 2000 x 1368 px whose one
    /// child fills it and stacks a title, a progress bar and a button top to bottom, with an
    /// 18 x 102 px clickable handle 33 px to the left of it. Compose clips a scrolling container's
    /// content only across its scroll axis' two ends and lets 30 dp show across the other
    /// (androidx/androidx @ 080d2b3e, compose/foundation/foundation/src/commonMain/kotlin/androidx/
    /// compose/foundation/ClipScrollableContainer.kt, lines 38-45 and 65-99), and Android clips a
    /// view's bounds to its parents, so a child clear of the scroller's side is not scrolled into
    /// it sideways: the panel holds one item, no row.
    @Test func aScrollablePanelWithAHandleOutsideItIsNoCarousel() {
        let screen = Self.panel(handleX: 510)
        let found = AuditContext(screen: screen).containers.first { $0.container == "panel" }
        #expect(found?.category != .contentCarousel, "\(found?.evidence ?? [])")
        #expect(Self.carouselFindings(on: screen).isEmpty, "\(Self.carouselFindings(on: screen).map(\.message))")
    }

    /// The 2560 x 1600 px tablet screen of the panel, its handle's left edge at `handleX`.
    private static func panel(handleX: Double) -> AccessibilityScreen {
        let content = AccessibilityElement(
            id: "panel-content", className: "android.view.View",
            frame: ScreenRect(left: 561, top: 200, right: 2560, bottom: 1568),
            children: [
                AccessibilityElement(
                    id: "panel-title", label: "Running Benchmark", role: .text, className: "android.widget.TextView",
                    frame: ScreenRect(left: 612, top: 234, right: 1033, bottom: 288)),
                AccessibilityElement(
                    id: "panel-progress", role: .progressBar, className: "android.widget.ProgressBar",
                    frame: ScreenRect(left: 612, top: 322, right: 2509, bottom: 343)),
                AccessibilityElement(
                    id: "panel-button", label: "Stop", role: .button, className: "android.view.View",
                    frame: ScreenRect(left: 612, top: 1398, right: 2373, bottom: 1517), isClickable: true,
                    isFocusable: true),
            ])
        let handle = AccessibilityElement(
            id: "panel-handle", className: "android.view.View",
            frame: ScreenRect(left: handleX, top: 201, right: handleX + 18, bottom: 303), isClickable: true,
            isFocusable: true)
        let panel = AccessibilityElement(
            id: "panel", className: "android.view.View",
            frame: ScreenRect(left: 561, top: 200, right: 2560, bottom: 1568), isScrollable: true,
            children: [handle, content])
        return AccessibilityScreen(
            platform: .android, name: "Panel", size: ScreenSize(width: 2560, height: 1600),
            unit: .pixels(density: 2),
            roots: [
                AccessibilityElement(
                    id: "root", className: "android.widget.FrameLayout",
                    frame: ScreenRect(left: 0, top: 0, right: 2560, bottom: 1600), children: [panel])
            ])
    }
}
