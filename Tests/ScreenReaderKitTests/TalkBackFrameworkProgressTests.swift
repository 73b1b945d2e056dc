import AccessibilityTree
import Foundation
import HierarchyImport
import Testing

@testable import ScreenReaderKit

/// A platform `ProgressBar`'s or `SeekBar`'s own state description (Android 11+), which TalkBack
/// speaks in the place of its range words, read from Appium's page source (which writes a range's
/// current value as the node's text, and no text for a node without a range).
///
/// Sources: `ProgressBar.formatStateDescription` is `NumberFormat.getPercentInstance(locale)` of
/// `getPercent(progress)`, set unless the app set one (Ankits-lab/frameworks_base@150a9240e5a11cd5ebc9bb0832ce30e9c23f376a
/// core/java/android/widget/ProgressBar.java, `getPercent`, `formatStateDescription`,
/// `setStateDescription`, `onProgressRefresh`); an indeterminate bar reports no range and states
/// `in_progress` (muhomorr/platform_frameworks_base-15@0508f5b450228ab54e3a0901bdf56fb4c4d2d1d2
/// core/res/res/values/strings.xml: "Default state description for indeterminate progressbar."; each
/// language's file and commit in Scripts/words/framework-copies.tsv); TalkBack speaks a state
/// description before the range's percent (talkback@26a27dc009d5b3605e744222541f045a3c24e038
/// talkback/src/main/java/com/google/android/accessibility/talkback/compositor/roledescription/SeekBarDescription.java:91-102).
@Suite("TalkBack: a platform progress bar's own words")
struct TalkBackFrameworkProgressTests {
    /// An Appium page source with a determinate progress bar (range current 24), a spinner
    /// without a range, a seek bar at 75, a rating bar and a progress bar class with a child view
    /// (no platform ProgressBar: it is a View, never a view group).
    static let appium = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
        <android.widget.FrameLayout index="0" package="com.example" class="android.widget.FrameLayout" text="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,0][1080,2400]" displayed="true" a11y-important="true">
        <android.widget.ProgressBar index="0" package="com.example" class="android.widget.ProgressBar" text="24.0" checkable="false" checked="false" clickable="false" enabled="true" focusable="true" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,0][1080,100]" displayed="true" a11y-important="true" />
        <android.widget.ProgressBar index="1" package="com.example" class="android.widget.ProgressBar" text="" checkable="false" checked="false" clickable="false" enabled="true" focusable="true" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,100][1080,200]" displayed="true" a11y-important="true" />
        <android.widget.SeekBar index="2" package="com.example" class="android.widget.SeekBar" text="75.0" content-desc="Volume" checkable="false" checked="false" clickable="false" enabled="true" focusable="true" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,200][1080,300]" displayed="true" a11y-important="true" />
        <android.widget.RatingBar index="3" package="com.example" class="android.widget.RatingBar" text="3.0" checkable="false" checked="false" clickable="false" enabled="true" focusable="true" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,300][1080,400]" displayed="true" a11y-important="true" />
        <android.widget.ProgressBar index="4" package="com.example" class="android.widget.ProgressBar" text="" checkable="false" checked="false" clickable="false" enabled="true" focusable="true" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,400][1080,500]" displayed="true" a11y-important="true">
        <android.view.View index="0" package="com.example" class="android.view.View" text="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,400][100,500]" displayed="true" a11y-important="false" />
        </android.widget.ProgressBar>
        </android.widget.FrameLayout>
        </hierarchy>
        """

    /// The same bars as a plain uiautomator dump writes them: no range, so which kind is unknown.
    static let uiautomator = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node index="0" class="android.widget.FrameLayout" package="com.example" text="" content-desc="" bounds="[0,0][1080,2400]">
        <node index="0" class="android.widget.ProgressBar" package="com.example" text="" content-desc="" focusable="true" bounds="[0,0][1080,100]"/>
        <node index="1" class="android.widget.SeekBar" package="com.example" text="" content-desc="Volume" focusable="true" bounds="[0,100][1080,200]"/>
        </node>
        </hierarchy>
        """

    private func walk(_ dump: String, language: String) throws -> [String] {
        var screen = try ScreenImporter.importScreen(bytes: Array(dump.utf8), fileName: "bars.xml")
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map(\.speech)
    }

    /// Before: "24 percent, Progress bar", "Progress bar", "75 percent, Volume, Slider" (state,
    /// name, role: `donottranslate.xml:969`).
    @Test func aPlatformProgressBarStatesItsPercentAndInProgress() throws {
        let speech = try walk(Self.appium, language: "en")
        // A RatingBar's range counts star steps the dump does not give: no state, as before; a
        // ProgressBar class with a child view is no platform ProgressBar: no framework words.
        #expect(
            speech == [
                "24%, Progress bar", "in progress, Progress bar", "75%, Volume, Slider", "Slider", "Progress bar",
            ])
    }

    /// The percent in the device's number format (CLDR, as `NumberFormat.getPercentInstance`) and
    /// the framework's `in_progress` in the speech language.
    @Test(arguments: [
        ("de", "24\u{A0}%", "Noch nicht abgeschlossen"),
        ("fr", "24\u{A0}%", "en cours"),
        ("tr", "%24", "devam ediyor"),
        ("ja", "24%", "進行中"),
        ("ru", "24\u{A0}%", "в процессе"),
        ("zh-Hant", "24%", "處理中"),
        // Languages added in the ninth session: `in_progress` from the same values-<folder> file and
        // commit as their radio words (fwwords9; before, "in progress").
        ("cs", "24\u{A0}%", "probíhá"),
        ("hi", "24%", "जारी है"),
        ("th", "24%", "กำลังดำเนินการ"),
        ("vi", "24%", "đang thực hiện"),
        ("sr-Latn", "24%", "u toku"),
    ])
    func theWordsAreTheDevicesLanguage(language: String, percent: String, inProgress: String) throws {
        let speech = try walk(Self.appium, language: language)
        #expect(speech.first?.hasPrefix(percent + ", ") == true, "\(speech.first ?? "")")
        #expect(speech.contains { $0.hasPrefix(inProgress + ", ") }, "\(speech)")
    }

    /// A uiautomator dump writes no range: a determinate bar and a spinner look alike, so neither
    /// gets words (today's reading).
    @Test func aUiautomatorDumpCannotTellAndKeepsTodaysReading() throws {
        let speech = try walk(Self.uiautomator, language: "en")
        #expect(speech == ["Progress bar", "Volume, Slider"])
    }

    /// The importer's facts: the determinate bar keeps its percent as the value and is marked, the
    /// spinner gets the framework's English word and is marked, the child-holding node neither.
    @Test func theImporterMarksOnlyPlatformBars() throws {
        let screen = try ScreenImporter.importScreen(bytes: Array(Self.appium.utf8), fileName: "bars.xml")
        let bars = try #require(screen.roots.first).children
        try #require(bars.count == 5)
        #expect(bars[0].value == "24%" && bars[0].carriesFrameworkWords)
        #expect(bars[1].stateDescription == "in progress" && bars[1].carriesFrameworkWords)
        #expect(bars[2].value == "75%" && bars[2].carriesFrameworkWords)
        #expect(!bars[3].carriesFrameworkWords && bars[3].stateDescription == nil)
        #expect(!bars[4].carriesFrameworkWords && bars[4].stateDescription == nil)
    }

    /// Foundation's percent style against CLDR 47 (Babel 2.19) for the 26 word-file languages:
    /// they agree but for Arabic, where Foundation's ICU wraps the sign in left-to-right marks.
    @Test func thePercentFormatFollowsCLDR() {
        #expect(FrameworkWords.percent(24, language: "en") == "24%")
        #expect(FrameworkWords.percent(0, language: "sv") == "0\u{A0}%")
        #expect(FrameworkWords.percent(100, language: "tr") == "%100")
        #expect(FrameworkWords.percent(7, language: "pl") == "7%")
        #expect(FrameworkWords.percent(50, language: "es") == "50\u{A0}%")
    }
}
