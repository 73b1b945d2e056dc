import AccessibilityTree
import HierarchyImport
import Testing

@testable import AuditKit

/// touch-target-size measures at the density the importer decided (HierarchyImport's
/// ``AndroidDensity``), and for a screen that states none asks the same decision: framework-sized
/// views first (AOSP dimens.xml at 1ddd6d4, line 45: navigation_bar_height 48dp), the width table
/// after.
@Suite struct TouchTargetDensityTests {
    private func button(side: Double) -> AccessibilityElement {
        AccessibilityElement(
            id: "ok", label: "OK", role: .button, className: "android.widget.Button",
            frame: ScreenRect(x: 100, y: 400, width: side, height: side), isClickable: true)
    }

    private let navigationBar = AccessibilityElement(
        id: "bar", className: "android.view.View", identifier: "android:id/navigationBarBackground",
        frame: ScreenRect(x: 0, y: 2280, width: 1080, height: 120))

    private func screen(_ children: [AccessibilityElement], density: Double? = nil) -> AccessibilityScreen {
        AccessibilityScreen(
            platform: .android, name: "Phone", size: ScreenSize(width: 1080, height: 2400),
            unit: .pixels(density: density),
            roots: [
                AccessibilityElement(
                    id: "window", className: "android.widget.FrameLayout",
                    frame: ScreenRect(x: 0, y: 0, width: 1080, height: 2400), children: children)
            ])
    }

    /// A 120 px button is 48 dp at 2.5 (read from the 120 px navigation bar) but 45.7 dp at the
    /// width table's 2.625: the bar removes the false finding.
    @Test func theNavigationBarDecidesTheDensityOfAScreenThatStatesNone() {
        let rule = TouchTargetSizeRule()
        #expect(rule.check(AuditContext(screen: screen([button(side: 120), navigationBar]))).isEmpty)
        #expect(rule.check(AuditContext(screen: screen([button(side: 120)]))).map { $0.element?.id } == ["ok"])
    }

    @Test func theMessageNamesTheEvidence() {
        let findings = TouchTargetSizeRule().check(AuditContext(screen: screen([button(side: 110), navigationBar])))
        #expect(
            findings.map(\.message) == [
                "The target is 44 x 44 dp (density 2.5 inferred from the 120 px navigation bar (48 dp); the dump "
                    + "does not state it), smaller than 48 x 48 dp; enlarge its frame or hit area."
            ])
    }

    /// A stated density always wins over the bars: at 3.0 the 120 px button is 40 dp.
    @Test func aStatedDensityWins() {
        let findings = TouchTargetSizeRule().check(
            AuditContext(screen: screen([button(side: 120), navigationBar], density: 3)))
        #expect(
            findings.map(\.message) == [
                "The target is 40 x 40 dp, smaller than 48 x 48 dp; enlarge its frame or hit area."
            ])
    }

    /// The carousel detector's metrics read the same density as the rule.
    @Test func screenMetricsReadTheSameDecision() {
        #expect(ScreenMetrics(screen: screen([navigationBar])).density == 2.5)
        #expect(ScreenMetrics(screen: screen([])).density == 2.625)
        #expect(ScreenMetrics(screen: screen([navigationBar], density: 3)).density == 3)
        #expect(ScreenMetrics(screen: ExampleScreens.iOS([])).density == 1)
    }
}
