import AccessibilityTree
import Testing

@testable import HierarchyImport

/// The fourteenth session's density leads (issue 21): SystemUI's own navigation bar window as
/// evidence, and a dump that does not show the screen's height. Each test cites its source.
@Suite("Android density from SystemUI's windows and partial dumps")
struct AndroidDensitySystemUITests {
    private func element(_ id: String, _ frame: ScreenRect, className: String = "android.widget.FrameLayout")
        -> AccessibilityElement
    {
        AccessibilityElement(id: ElementID(id), className: className, identifier: id, frame: frame)
    }

    /// SystemUI's `navigation_bar_frame` at the bottom of a `width` x `screenHeight` screen.
    private func frame(height: Double, width: Double = 1080, screenHeight: Double = 2340) -> AccessibilityElement {
        element(
            "com.android.systemui:id/navigation_bar_frame",
            ScreenRect(x: 0, y: screenHeight - height, width: width, height: height))
    }

    private let phone = ScreenSize(width: 1080, height: 2340)

    // AOSP frameworks/base (aosp-mirror/platform_frameworks_base): core/res/res/values/dimens.xml
    // at 1ddd6d46b0cd24d4e9604537d5bde01024e85cdb, line 58, `navigation_bar_frame_height` =
    // `@dimen/navigation_bar_height` (48dp, line 45), "reported to SystemUI navigation bar view's
    // window" (lines 54-57); the gestural overlay's dimens.xml at 7afbc85588a7c3c497b10e82cbe2054384510faf,
    // line 27, keeps it at 48dp (Android 10's overlay at 0273a3c1, line 25, too); SystemUI
    // NavigationBar.java at c9f7c3f51015805e97278060d0f36dc46ce6f821, getBarLayoutParamsForRotation,
    // makes the bottom window that tall; navigation_bar_window.xml at 49fa016a, lines 22-24, makes
    // `navigation_bar_frame` the window's match_parent root. Real dump: wild set S,
    // DAONEW/ecovacs-automation ui_dump.xml, a 1080 x 2340 phone whose frame is 144 px: 3.0, where
    // the width table says 2.625.
    @Test func systemUIsNavigationBarWindowOf144PixelsIsDensity3() throws {
        let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: [frame(height: 144)]))
        #expect(decided.pixelsPerDP == 3.0)
        #expect(decided.evidence.map(\.view) == [.systemUINavigationBar])
        #expect(decided.basis == "the 144 px SystemUI navigation bar window (48 dp)")
    }

    // The same lines: the frame is 48 dp at the bottom in both navigation modes, so a 63 px frame
    // (24 dp at 2.625, the gestural inset `navigation_bar_height`, not the frame) is no evidence.
    @Test func aBottomFrameIsNeverTwentyFourDP() throws {
        let decided = try #require(AndroidDensity.infer(screenSize: phone, elements: [frame(height: 63)]))
        #expect(decided.evidence.isEmpty)
        #expect(decided.pixelsPerDP == 2.625)
    }

    // Under gesture navigation the decor view's bar is the 24 dp inset (overlay line 21) and
    // SystemUI's frame 48 dp (line 27): at 2.625 both agree, 63 and 126 px, and both are evidence.
    @Test func theFrameAndTheDecorBarAgreeUnderGestureNavigation() throws {
        let background = element(
            "android:id/navigationBarBackground", ScreenRect(x: 0, y: 2277, width: 1080, height: 63),
            className: "android.view.View")
        let decided = try #require(
            AndroidDensity.infer(screenSize: phone, elements: [background, frame(height: 126)]))
        #expect(decided.pixelsPerDP == 2.625)
        #expect(decided.evidence.map(\.view) == [.navigationBar, .systemUINavigationBar])
    }

    // NavigationBar.java's getBarLayoutParamsForRotation (above): on a side (rotations 90 and
    // 270) the window is `navigation_bar_width` wide, 48dp (dimens.xml line 49) or 24dp under
    // gesture navigation (overlay line 25): on a 2340 x 1080 landscape phone a 144 px side frame
    // is 48 dp at 3.0 and a 63 px one 24 dp at 2.625. (Wild set R's adobortnik/Hydra landscape
    // dump has a 144 px side frame on a 1920 x 1080 screen, which the landscape tablet ratio reads
    // as a tablet's, where the bar is no evidence.)
    @Test(arguments: [(144.0, 3.0, 2340.0), (63, 2.625, 2340)])
    func aLandscapeSideFrameIsMeasuredAcrossItsWidth(width: Double, density: Double, long: Double) throws {
        let side = element(
            "com.android.systemui:id/navigation_bar_frame",
            ScreenRect(x: long - width, y: 0, width: width, height: 1080))
        let decided = try #require(
            AndroidDensity.infer(screenSize: ScreenSize(width: long, height: 1080), elements: [side]))
        #expect(decided.pixelsPerDP == density)
        #expect(decided.evidence.map(\.view) == [.systemUINavigationBar])
    }

    /// A uiautomator dump of one window at `bounds`.
    private func dumpOfOneWindow(_ bounds: String) -> String {
        """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\
        <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" \
        content-desc="" clickable="false" enabled="true" bounds="\(bounds)">\
        <node index="0" text="OK" resource-id="com.example:id/ok" class="android.widget.Button" \
        package="com.example" content-desc="" clickable="true" enabled="true" bounds="[800,1400][1000,1500]" />\
        </node></hierarchy>
        """
    }

    // A dump whose only window does not reach the screen's top edge shows the screen's width but
    // not its height: the window's bottom edge is a lower bound. Wild set S, ApiDemos ui.xml: one
    // window [0,772][1080,1565], which the importer took for a 1080 x 1565 screen of a tablet's
    // proportions (1.45 < 1.62) and read at the tablet table's 1.5. The tablet table needs the
    // long side (AndroidDensity's documentation), so the phone table's 2.625 is read instead.
    @Test func aWindowBelowTheTopEdgeChoosesNoTabletTable() throws {
        let screen = try ScreenImporter.importScreen(
            bytes: Array(dumpOfOneWindow("[0,772][1080,1565]").utf8), fileName: "dialog.xml")
        #expect(screen.size == ScreenSize(width: 1080, height: 1565))
        #expect(screen.unit == .pixels(density: 2.625))
        // The same screen size with its height shown is a tablet's.
        let shown = try #require(
            AndroidDensity.infer(screenSize: ScreenSize(width: 1080, height: 1565), elements: []))
        #expect(shown.pixelsPerDP == 1.5)
    }

    // A window that reaches the top edge shows the height: a 1200 x 1920 tablet keeps its table.
    @Test func aWindowFromTheTopEdgeKeepsTheTabletTable() throws {
        let screen = try ScreenImporter.importScreen(
            bytes: Array(dumpOfOneWindow("[0,0][1200,1920]").utf8), fileName: "tablet.xml")
        #expect(screen.unit == .pixels(density: 1.5))
    }
}
