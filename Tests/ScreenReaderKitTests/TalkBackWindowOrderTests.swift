import AccessibilityTree
import Foundation
import HierarchyImport
import Testing

@testable import ScreenReaderKit

/// Which windows a swipe right moves through, and in which order (google/talkback@26a27dc0):
/// `talkback/src/main/java/com/google/android/accessibility/talkback/focusmanagement/`
/// `WindowTraversal.java:33-80` (system windows last, then top, then left),
/// `FocusProcessorForLogicalNavigation.java:2664-2694` (`DirectionalNavigationWindowFilter`: no
/// system bar, no accessibility overlay) and
/// `utils/src/main/java/com/google/android/accessibility/utils/WindowUtils.java:62-131`
/// (`isStatusBar`, `isNavigationBar`).
@Suite("TalkBack window order")
struct TalkBackWindowOrderTests {
    /// A window of `uiautomator dump` with one text or button.
    private static func window(_ package: String, _ bounds: String, _ body: String) -> String {
        "<node class=\"android.widget.FrameLayout\" package=\"\(package)\" bounds=\"\(bounds)\">\(body)</node>"
    }

    private static func text(_ words: String, _ bounds: String) -> String {
        "<node class=\"android.widget.TextView\" text=\"\(words)\" bounds=\"\(bounds)\"/>"
    }

    private static func key(_ words: String, _ bounds: String) -> String {
        "<node class=\"android.widget.Button\" content-desc=\"\(words)\" clickable=\"true\" bounds=\"\(bounds)\"/>"
    }

    private static func dump(_ windows: String...) -> String {
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
            + windows.joined() + "</hierarchy>"
    }

    private static func stops(_ xml: String) throws -> [String] {
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "windows.xml")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map(\.speech)
    }

    static let statusBar = window("com.android.systemui", "[0,0][1080,86]", text("12:30", "[40,0][160,86]"))
    static let navigationBar = window(
        "com.android.systemui", "[0,2256][1080,2400]", key("Back", "[100,2256][300,2400]"))
    static let keyboard = window(
        "com.google.android.inputmethod.latin", "[0,1600][1080,2256]", key("q", "[0,1700][108,1850]"))
    static let app = window("com.example.mail", "[0,0][1080,2400]", text("Inbox", "[0,100][1080,200]"))

    // WindowTraversal.java:33-80 and FocusProcessorForLogicalNavigation.java:2686-2691: uiautomator
    // lists windows top-most first (the bars, the keyboard, then the app); TalkBack reads the app
    // (top 0), then the keyboard (top 1600), and never swipes into the status or navigation bar.
    @Test func aSwipeSkipsTheSystemBarsAndReadsTheAppBeforeTheKeyboard() throws {
        let xml = Self.dump(Self.navigationBar, Self.statusBar, Self.keyboard, Self.app)
        // The key says its phonetic example too (TalkBackPhoneticLetterTests).
        #expect(try Self.stops(xml) == ["Inbox", "q, Button, Quebec"])
    }

    // WindowTraversal.java:44-57: a system window that is no bar (System UI's volume panel in the
    // middle of the screen) is entered, after every window of another type, whatever its top.
    @Test func aSystemWindowThatIsNoBarComesAfterTheOthers() throws {
        let volume = Self.window(
            "com.android.systemui", "[900,300][1080,1200]", Self.text("Volume", "[900,300][1080,400]"))
        let xml = Self.dump(volume, Self.statusBar, Self.keyboard, Self.app)
        #expect(try Self.stops(xml) == ["Inbox", "q, Button, Quebec", "Volume"])
    }

    // WindowTraversal.java:60-73: windows of one kind by top, then left; an application dialog
    // lower on the screen comes after the activity whatever the dump's order.
    @Test func windowsOfOneKindGoByTopThenLeft() throws {
        let dialog = Self.window("com.example.mail", "[100,800][980,1400]", Self.text("Delete?", "[100,800][980,900]"))
        let side = Self.window("com.example.mail", "[0,800][90,1400]", Self.text("Side", "[0,800][90,900]"))
        let xml = Self.dump(dialog, side, Self.app)
        #expect(try Self.stops(xml) == ["Inbox", "Side", "Delete?"])
    }

    // FocusProcessorForLogicalNavigation.java:1203-1230: focus moves through the window it is in
    // before any filter applies, so a dump of the bars alone is read in the first of them.
    @Test func aScreenOfSystemBarsAloneIsReadInItsFirstWindow() throws {
        let xml = Self.dump(Self.navigationBar, Self.statusBar)
        #expect(try Self.stops(xml) == ["12:30"])
    }

    // WindowUtils.java:62-131: the status bar's and the navigation bar's geometry, each edge within
    // 5 px; a landscape navigation bar at either side.
    @Test func systemBarsAreKnownByTheirGeometry() throws {
        let portrait = ScreenSize(width: 1080, height: 2400)
        func rect(_ left: Double, _ top: Double, _ right: Double, _ bottom: Double) -> ScreenRect {
            ScreenRect(
                origin: ScreenPoint(x: left, y: top), size: ScreenSize(width: right - left, height: bottom - top))
        }
        #expect(TalkBackFocusRules.isSystemBar(rect(0, 0, 1080, 86), display: portrait))
        #expect(TalkBackFocusRules.isSystemBar(rect(0, 2256, 1080, 2400), display: portrait))
        #expect(TalkBackFocusRules.isSystemBar(rect(2, 2, 1078, 479), display: portrait))
        // Taller than a fifth of the screen, or not the screen's width: no bar.
        #expect(!TalkBackFocusRules.isSystemBar(rect(0, 0, 1080, 480), display: portrait))
        #expect(!TalkBackFocusRules.isSystemBar(rect(426, 0, 654, 86), display: portrait))
        #expect(!TalkBackFocusRules.isSystemBar(rect(0, 0, 1080, 2400), display: portrait))
        let landscape = ScreenSize(width: 2400, height: 1080)
        #expect(TalkBackFocusRules.isSystemBar(rect(2256, 0, 2400, 1080), display: landscape))
        #expect(TalkBackFocusRules.isSystemBar(rect(0, 0, 144, 1080), display: landscape))
    }

    // AccessibilityWindowInfo types: a dump records none; System UI's windows are system windows,
    // an input method's its own kind, and a window type a screen document states is kept.
    @Test func windowTypesAreInferredFromPackagesAndSurviveEncoding() throws {
        let xml = Self.dump(Self.statusBar, Self.keyboard, Self.app)
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "windows.xml")
        #expect(screen.windowTypes == ["0": .system, "1": .inputMethod])
        #expect(screen.roots[0].inferences.contains { $0.contains("com.android.systemui") })
        let decoded = try JSONDecoder().decode(AccessibilityScreen.self, from: JSONEncoder().encode(screen))
        #expect(decoded.windowTypes == screen.windowTypes)
    }
}
