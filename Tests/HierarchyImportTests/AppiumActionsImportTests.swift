import AccessibilityTree
import Foundation
import HierarchyImport
import Testing

/// Appium's `actions` attribute (its `includeA11yActionsInPageSource` setting): each action's
/// symbolic name, the second word of `AccessibilityAction.toString`, joined with "," and without
/// labels (appium/appium-uiautomator2-server@5412fdb389363e3d94ccb36d3b72ee61adfb2b1e
/// `app/src/main/java/io/appium/uiautomator2/model/BaseElement.java:271-293`); left out on a node
/// whose list is empty (`model/UiElementSnapshot.java:132-136, 193-194`).
@Suite("Appium UiAutomator2: the actions attribute")
struct AppiumActionsImportTests {
    private static let xml = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
          <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" bounds="[0,0][1080,2400]" displayed="true">
            <android.widget.LinearLayout index="0" class="android.widget.LinearLayout" actions="ACTION_FOCUS,ACTION_SELECT,ACTION_CLEAR_SELECTION,ACTION_CLICK,ACTION_ACCESSIBILITY_FOCUS,ACTION_UNKNOWN,ACTION_SHOW_ON_SCREEN" bounds="[0,100][1080,300]" displayed="true">
              <android.widget.TextView index="0" class="android.widget.TextView" text="Invoice 12" bounds="[0,100][1080,300]" displayed="true" />
            </android.widget.LinearLayout>
            <android.widget.SeekBar index="1" class="android.widget.SeekBar" actions="ACTION_SCROLL_FORWARD, ACTION_SET_PROGRESS,ACTION_DRAG_DROP" bounds="[0,300][1080,400]" displayed="true" />
          </android.widget.FrameLayout>
        </hierarchy>
        """

    private static func screen(_ xml: String = xml) throws -> AccessibilityScreen {
        try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "appium.xml")
    }

    /// The names TalkBack asks about are kept, an app's own action (`ACTION_UNKNOWN`) as
    /// ``AndroidActions/custom``; others (`ACTION_SHOW_ON_SCREEN`, ...) are skipped. Spaces around
    /// a name are dropped, and androidx's spelling of a drag action is read as well as the framework's.
    @Test func theActionsTalkBackAsksAboutAreKept() throws {
        let screen = try Self.screen()
        let row = try #require(screen.element(withID: "0.0"))
        #expect(row.androidActions == [.focus, .select, .click, .custom])
        let seekBar = try #require(screen.element(withID: "0.1"))
        #expect(seekBar.androidActions == [.scrollForward, .setProgress, .dragDrop])
    }

    /// A node without the attribute in a dump that states actions offers none (Appium leaves an
    /// empty list out); in a dump that states none, nobody knows (`nil`).
    @Test func aNodeWithoutTheAttributeOffersNoneOnlyWhereTheDumpStatesActions() throws {
        let screen = try Self.screen()
        #expect(screen.element(withID: "0")?.androidActions == [])
        #expect(screen.element(withID: "0.0.0")?.androidActions == [])
        let plain = try Self.screen(
            Self.xml.replacingOccurrences(of: #"actions="[^"]*""#, with: "", options: .regularExpression))
        #expect(plain.element(withID: "0.0")?.androidActions == nil)
        #expect(plain.element(withID: "0.0.0")?.androidActions == nil)
    }

    /// A screen document states actions by Android's symbolic names; the set survives a round trip.
    @Test func aScreenDocumentStatesActionsBySymbolicName() throws {
        let json = #"{"id": "row", "androidActions": ["ACTION_CLICK", "ACTION_UNKNOWN", "ACTION_SHOW_ON_SCREEN"]}"#
        let element = try JSONDecoder().decode(AccessibilityElement.self, from: Data(json.utf8))
        #expect(element.androidActions == [.click, .custom])
        let encoded = try JSONEncoder().encode(element)
        let text = try #require(String(data: encoded, encoding: .utf8))
        #expect(text.contains(#""androidActions":["ACTION_CLICK","ACTION_UNKNOWN"]"#))
        #expect(try JSONDecoder().decode(AccessibilityElement.self, from: encoded) == element)
        let none = try JSONDecoder().decode(AccessibilityElement.self, from: Data(#"{"id": "x"}"#.utf8))
        #expect(none.androidActions == nil)
    }
}

/// A Compose semantics tree (`printToString`) lists a node's actions by their semantics keys; the
/// ones that decide TalkBack's words apart from clicks are read: Compose offers `Expand`,
/// `Collapse` and its `CustomActions` (labelled) to accessibility services only while the node is
/// enabled (androidx/androidx@0094ab0395af0c3befc92cca185042cbb47c83cc
/// `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt`,
/// `populateAccessibilityNodeInfoProperties`, the `if (semanticsNode.enabled())` block).
@Suite("Compose semantics: expand, collapse and custom actions")
struct ComposeMenuActionsImportTests {
    private static func nodes(_ disabled: Bool) throws -> [AccessibilityElement] {
        // Compose prints the Unit-valued properties in one bracket.
        let first = disabled ? "\n | [Disabled]" : ""
        let second = disabled ? "\n   [Disabled]" : ""
        let text = """
            Printing with useUnmergedTree = 'true'
            Node #1 at (l=0.0, t=0.0, r=1080.0, b=2200.0)px
             |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=200.0)px
             | Text = '[Filters]'\(first)
             | Actions = [OnClick, Expand]
             |-Node #3 at (l=0.0, t=200.0, r=1080.0, b=400.0)px
               Text = '[Invoice 12]'\(second)
               CustomActions = '[CustomAccessibilityAction(label=Archive, action=Function0<java.lang.Boolean>), CustomAccessibilityAction(label=Move to, folder, action=Function0<java.lang.Boolean>)]'
               Actions = [OnClick, Collapse]
            """
        let screen = try ScreenImporter.importScreen(bytes: Array(text.utf8), fileName: "compose.txt")
        return screen.roots[0].children
    }

    @Test func anEnabledNodeOffersItsMenuActions() throws {
        let nodes = try Self.nodes(false)
        #expect(nodes.map(\.isExpandable) == [true, false])
        #expect(nodes.map(\.isCollapsible) == [false, true])
        #expect(nodes[1].customActions.map(\.name) == ["Archive", "Move to, folder"])
    }

    @Test func aDisabledNodeOffersNone() throws {
        let nodes = try Self.nodes(true)
        #expect(nodes.map(\.isExpandable) == [false, false])
        #expect(nodes.map(\.isCollapsible) == [false, false])
        #expect(nodes[1].customActions.isEmpty)
        #expect(nodes.allSatisfy { !$0.isEnabled })
    }
}
