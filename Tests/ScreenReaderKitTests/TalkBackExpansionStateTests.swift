import AccessibilityTree
import HierarchyImport
import ScreenReaderKit
import Testing

/// Collapsed and expanded states, read from the `actions` attribute Appium's page source carries
/// with its `includeA11yActionsInPageSource` setting (appium/appium-uiautomator2-server@5412fdb389363e3d94ccb36d3b72ee61adfb2b1e
/// `app/src/main/java/io/appium/uiautomator2/model/UiElementSnapshot.java:193-194, 294-297`;
/// each action's symbolic name, `model/BaseElement.java:271-293`).
///
/// talkback@26a27dc009d5b3605e744222541f045a3c24e038
/// `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/AccessibilityNodeFeedbackUtils.java:434-443`:
/// "collapsed" (`value_collapsed`) for a node that offers ACTION_EXPAND, else "expanded"
/// (`value_expanded`) for one that offers ACTION_COLLAPSE
/// (`utils/src/main/java/com/google/android/accessibility/utils/AccessibilityNodeInfoUtils.java:1198-1214`);
/// `compositor/roledescription/TreeNodesDescription.java:204-240`: before the checked state, both
/// before the node's words (lines 168-173).
@Suite("TalkBack: collapsed and expanded from Appium's actions")
struct TalkBackExpansionStateTests {
    private static func walk(actions: String?, language: String = "en") throws -> [String] {
        let attribute = actions.map { #" actions=""# + $0 + #"""# } ?? ""
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
              <android.widget.FrameLayout index="0" package="com.example.shop" class="android.widget.FrameLayout" bounds="[0,0][1080,2400]" displayed="true">
                <android.widget.LinearLayout index="0" class="android.widget.LinearLayout" clickable="true" focusable="true"\(attribute) bounds="[0,100][1080,300]" displayed="true">
                  <android.widget.TextView index="0" class="android.widget.TextView" text="Filters" bounds="[0,100][1080,300]" displayed="true" />
                </android.widget.LinearLayout>
              </android.widget.FrameLayout>
            </hierarchy>
            """
        var screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "appium.xml")
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map(\.speech)
    }

    @Test func aNodeThatOffersToExpandIsCollapsed() throws {
        #expect(try Self.walk(actions: "ACTION_FOCUS,ACTION_CLICK,ACTION_EXPAND") == ["collapsed, Filters"])
        // ACTION_EXPAND wins when both are offered.
        #expect(try Self.walk(actions: "ACTION_COLLAPSE,ACTION_EXPAND") == ["collapsed, Filters"])
    }

    @Test func aNodeThatOffersOnlyToCollapseIsExpanded() throws {
        #expect(try Self.walk(actions: "ACTION_CLICK,ACTION_COLLAPSE") == ["expanded, Filters"])
    }

    /// Without either action, or without the attribute (Appium's default), no state is spoken.
    @Test func noExpansionActionSaysNoState() throws {
        #expect(try Self.walk(actions: "ACTION_CLICK,ACTION_LONG_CLICK") == ["Filters"])
        #expect(try Self.walk(actions: nil) == ["Filters"])
    }

    /// The words are TalkBack's in the speech language (`values-fr/strings_compositor.xml`,
    /// `values-de/strings_compositor.xml`: `value_collapsed`, `value_expanded`).
    @Test(arguments: [
        ("fr", "ACTION_EXPAND", "regroupé, Filters"), ("fr", "ACTION_COLLAPSE", "développé, Filters"),
        ("de", "ACTION_EXPAND", "Minimiert, Filters"), ("de", "ACTION_COLLAPSE", "Maximiert, Filters"),
    ])
    func theStateIsSpokenInTheSpeechLanguage(language: String, action: String, expected: String) throws {
        #expect(try Self.walk(actions: action, language: language) == [expected])
    }
}
