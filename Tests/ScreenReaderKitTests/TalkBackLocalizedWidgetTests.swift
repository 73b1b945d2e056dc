import AccessibilityTree
import HierarchyImport
import Testing

@testable import ScreenReaderKit

/// Words Android's widget libraries set on their nodes in the device's language, which TalkBack
/// speaks as they are, read in the screen's language (the sixth TalkBack sweep).
@Suite("TalkBack: widget libraries' words in the speech language")
struct TalkBackLocalizedWidgetTests {
    /// A Material `TabLayout` as uiautomator dumps it: a `HorizontalScrollView` (TabLayout does
    /// not override its accessibility class name) holding `ActionBar$Tab` nodes, the second
    /// selected.
    static let materialTabsDump = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2400]">
        <node class="android.widget.HorizontalScrollView" package="com.example" scrollable="true" bounds="[0,100][1080,250]">
        <node class="android.widget.LinearLayout" package="com.example" bounds="[0,100][1080,250]">
        <node class="android.app.ActionBar$Tab" content-desc="Home" clickable="true" focusable="true" bounds="[0,100][360,250]"/>
        <node class="android.app.ActionBar$Tab" content-desc="Offers" clickable="true" focusable="true" selected="true" bounds="[360,100][720,250]"/>
        <node class="android.app.ActionBar$Tab" content-desc="Account" clickable="true" focusable="true" bounds="[720,100][1080,250]"/>
        </node>
        </node>
        </node>
        </hierarchy>
        """

    /// A view-hierarchy style dump of the same row: the tabs are `TabLayout$TabView`s inside
    /// the `TabLayout` itself, so only their parent says they are Material's.
    static let tabLayoutDump = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2400]">
        <node class="com.google.android.material.tabs.TabLayout" package="com.example" scrollable="true" bounds="[0,100][1080,250]">
        <node class="android.widget.LinearLayout" package="com.example" bounds="[0,100][1080,250]">
        <node class="com.google.android.material.tabs.TabLayout$TabView" content-desc="Home" clickable="true" focusable="true" bounds="[0,100][540,250]"/>
        <node class="com.google.android.material.tabs.TabLayout$TabView" content-desc="Account" clickable="true" focusable="true" bounds="[540,100][1080,250]"/>
        </node>
        </node>
        </node>
        </hierarchy>
        """

    private func walk(_ dump: String, language: String) throws -> [String] {
        var screen = try ScreenImporter.importScreen(bytes: Array(dump.utf8), fileName: "tabs.xml")
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map(\.speech)
    }

    // Material's TabView sets its roleDescription to item_view_role_description in the device's
    // language: material-components/material-components-android@ac7e18efeefb331850c561faf9ab8bf81d27ba68
    // lib/java/com/google/android/material/tabs/TabLayout.java:2670 and
    // lib/java/com/google/android/material/resources/res/values-<locale>/strings.xml:18; TalkBack
    // speaks a roleDescription in the role's place (talkback@26a27dc
    // talkback/src/main/java/com/google/android/accessibility/talkback/compositor/AccessibilityNodeFeedbackUtils.java:175-197).
    @Test(arguments: [
        ("en", "Tab"), ("fr", "Onglet"), ("ru", "Вкладка"), ("zh-Hans", "标签页"), ("pt-PT", "Separador"),
        ("he", "מקש Tab"), ("ar", "علامة تبويب"), ("de", "Tab"),
    ])
    func materialTabsSayMaterialsWordInTheSpeechLanguage(language: String, word: String) throws {
        let stops = try walk(Self.materialTabsDump, language: language)
        let table = SpeechStrings.table(forLanguage: language).talkBack
        let selected = table.selected
        #expect(
            stops == [
                "Home, \(word), \(SpeechStrings.format(table.listPosition, 1, 3)), \(table.inList), \(table.items(3))",
                "\(selected), Offers, \(word), \(SpeechStrings.format(table.listPosition, 2, 3))",
                "Account, \(word), \(SpeechStrings.format(table.listPosition, 3, 3))",
            ])
    }

    @Test func aTabViewInsideItsTabLayoutIsMaterialsToo() throws {
        let stops = try walk(Self.tabLayoutDump, language: "fr")
        #expect(stops.first == "Home, Onglet, 1 sur 2, Dans la liste, 2 éléments")
        #expect(stops.last == "Account, Onglet, 2 sur 2")
    }

    // Any other roleDescription is the app's (or Compose's) own string, spoken as written.
    @Test func anAppsOwnRoleDescriptionIsSpokenAsWritten() {
        let tab = AccessibilityElement(
            id: "tab", label: "Home", className: "android.view.View",
            frame: ScreenRect(x: 0, y: 0, width: 100, height: 50),
            isClickable: true, isFocusable: true, roleDescription: "Tab")
        let screen = AccessibilityScreen(
            platform: .android, language: "fr", roots: [AccessibilityElement(id: "root", children: [tab])])
        let speech = TalkBackSpeech(strings: .table(forLanguage: "fr"))
        #expect(speech.speech(for: tab, in: ScreenIndex(screen)).description == "Home, Tab")
    }
}
