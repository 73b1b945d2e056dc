import AccessibilityTree
import HierarchyImport
import ScreenReaderKit
import Testing

/// A seek or progress bar that is a live region, read from Appium's `live-region`
/// (appium/appium-uiautomator2-server@5412fdb389363e3d94ccb36d3b72ee61adfb2b1e
/// `app/src/main/java/io/appium/uiautomator2/model/UiElementSnapshot.java:205-206`,
/// `getLiveRegion()` on every node).
///
/// talkback@26a27dc009d5b3605e744222541f045a3c24e038
/// `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/roledescription/SeekBarDescription.java:45-55`:
/// a seek bar's description is ignored unless it is accessibility focused or its live region is
/// not `ACCESSIBILITY_LIVE_REGION_NONE`; so a bar gathered into its focusable parent's words
/// (`TreeNodesDescription.java:296-299`) says its state and role only when it is a live region.
@Suite("TalkBack: seek and progress bars that are live regions")
struct TalkBackLiveRegionTests {
    private static func walk(liveRegion: Int) throws -> [String] {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
              <android.widget.FrameLayout index="0" package="com.example.files" class="android.widget.FrameLayout" live-region="0" bounds="[0,0][1080,2400]" displayed="true">
                <android.widget.LinearLayout index="0" class="android.widget.LinearLayout" clickable="true" focusable="true" live-region="0" bounds="[0,100][1080,300]" displayed="true">
                  <android.widget.TextView index="0" class="android.widget.TextView" text="Report.pdf" live-region="0" bounds="[0,100][1080,200]" displayed="true" />
                  <android.widget.ProgressBar index="1" class="android.widget.ProgressBar" text="40.0" live-region="\(liveRegion)" bounds="[0,200][1080,300]" displayed="true" />
                </android.widget.LinearLayout>
              </android.widget.FrameLayout>
            </hierarchy>
            """
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "appium.xml")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map(\.speech)
    }

    /// The platform bar states its own percent (Android 11+ `ProgressBar.formatStateDescription`,
    /// `SeekBarDescription.java:91-102`: see `TalkBackFrameworkProgressTests`), "40%".
    @Test func aBarThatIsALiveRegionSpeaksWithItsParent() throws {
        #expect(try Self.walk(liveRegion: 1) == ["Report.pdf, 40%, Progress bar"])
        #expect(try Self.walk(liveRegion: 2) == ["Report.pdf, 40%, Progress bar"])
    }

    @Test func aBarThatIsNoLiveRegionIsSilentInItsParent() throws {
        #expect(try Self.walk(liveRegion: 0) == ["Report.pdf"])
    }
}
