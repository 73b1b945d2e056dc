import AccessibilityTree
import HierarchyImport
import ScreenReaderKit
import Testing

/// What TalkBack says from a node's action list, where a dump states it (Appium's page source
/// with its `includeA11yActionsInPageSource` setting writes `actions`, symbolic names joined with
/// ","): appium/appium-uiautomator2-server@5412fdb389363e3d94ccb36d3b72ee61adfb2b1e
/// `app/src/main/java/io/appium/uiautomator2/model/BaseElement.java:271-293`.
///
/// Sources are google/talkback@26a27dc009d5b3605e744222541f045a3c24e038 (TalkBack 15.1): `C/` is
/// `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/`, `M/` its
/// sibling `menurules/`, `U/` `utils/src/main/java/com/google/android/accessibility/utils/`.
/// The screens are invented; each case names the lines it checks.
@Suite("TalkBack: speech from the node's action list")
struct TalkBackActionListTests {
    private static let activate = "Double-tap to activate"
    private static let longPress = "Double-tap and hold to long press"
    private static let actionsMenu = "Actions available, use Tap with 3 fingers to view"
    private static let adjust = "\"Swipe up\" or \"Swipe down\" to adjust"

    static let cases: [TalkBackDumpCase] = [
        // U/AccessibilityNodeInfoUtils.java:1149-1171: a node offering ACTION_CLICK or
        // ACTION_LONG_CLICK is clickable or long-clickable whatever its flags say, so
        // C/hint/ClickableHint.java:138-146 and C/hint/LongClickableHint.java:100-124 give hints;
        // U/AccessibilityNodeInfoUtils.java:1100-1123 makes it actionable, so it takes focus.
        TalkBackDumpCase(
            "ACTION_CLICK without clickable gives the click hint",
            node("android.widget.TextView", ["text": "Open map", "actions": "ACTION_SELECT,ACTION_CLICK"]),
            [("Open map", activate)]),
        TalkBackDumpCase(
            "ACTION_LONG_CLICK without long-clickable gives the long-press hint",
            node(
                "android.widget.Button",
                ["text": "Archive", "clickable": "true", "actions": "ACTION_CLICK,ACTION_LONG_CLICK"]),
            [("Archive, Button", activate + ", " + longPress)]),
        TalkBackDumpCase(
            "ACTION_FOCUS makes a plain layout actionable: it takes focus with its children's words",
            node(
                "android.widget.LinearLayout", ["actions": "ACTION_FOCUS"],
                node("android.widget.TextView", ["text": "Ada"]),
                node("android.widget.TextView", ["text": "Online"])),
            [("Ada, Online", nil)]),
        // M/CustomActionMenu.java:60-68, 105-145: an app's own action (labelled), dismiss, expand,
        // collapse and drag are the "Actions" menu's items; C/AccessibilityNodeFeedbackUtils.java:
        // 503-556 then says "%1$s available, use %2$s to view" with the menu's gesture, after the
        // role hint (C/hint/AccessibilityFocusHint.java:61-93).
        TalkBackDumpCase(
            "an app's own action: Actions available, after the click hint",
            node(
                "android.widget.LinearLayout",
                ["clickable": "true", "actions": "ACTION_CLICK,ACTION_UNKNOWN,ACTION_UNKNOWN"],
                node("android.widget.TextView", ["text": "Invoice 12"])),
            [("Invoice 12", activate + ", " + actionsMenu)]),
        TalkBackDumpCase(
            "ACTION_DISMISS alone: Actions available is the only hint",
            node("android.widget.TextView", ["text": "Saved", "focusable": "true", "actions": "ACTION_DISMISS"]),
            [("Saved", actionsMenu)]),
        TalkBackDumpCase(
            "ACTION_EXPAND: collapsed, and Actions available",
            node(
                "android.widget.TextView",
                ["text": "Filters", "clickable": "true", "actions": "ACTION_CLICK,ACTION_EXPAND"]),
            [("collapsed, Filters", activate + ", " + actionsMenu)]),
        TalkBackDumpCase(
            "a drag action (Android 13): Actions available",
            node("android.widget.TextView", ["text": "Row 3", "focusable": "true", "actions": "ACTION_DRAG"]),
            [("Row 3", actionsMenu)]),
        TalkBackDumpCase(
            "standard actions alone put nothing in the Actions menu",
            node(
                "android.widget.Button",
                [
                    "text": "Pay", "clickable": "true",
                    "actions": "ACTION_FOCUS,ACTION_SELECT,ACTION_CLEAR_SELECTION,ACTION_CLICK,ACTION_SHOW_ON_SCREEN",
                ]),
            [("Pay, Button", activate)]),
        // C/hint/NodeRoleHint.java:113-125: a seek bar without scroll actions gets the default
        // hint (click, long click) instead of the adjust hint.
        TalkBackDumpCase(
            "a seek bar that offers no scroll action is not adjustable",
            node("android.widget.SeekBar", ["content-desc": "Volume", "focusable": "true", "actions": "ACTION_FOCUS"]),
            [("Volume, Slider", nil)]),
        TalkBackDumpCase(
            "a seek bar that offers a scroll action says the adjust hint",
            node(
                "android.widget.SeekBar",
                ["content-desc": "Volume", "focusable": "true", "actions": "ACTION_FOCUS,ACTION_SCROLL_FORWARD"]),
            [("Volume, Slider", adjust)]),
        // C/roledescription/NonTextViewsDescription.java:61-67: an image without ACTION_SELECT
        // says "Image" as a child too, not only when it is focused itself.
        TalkBackDumpCase(
            "an image child without ACTION_SELECT says Image",
            node(
                "android.widget.LinearLayout", ["clickable": "true", "actions": "ACTION_CLICK"],
                node("android.widget.ImageView", ["content-desc": "Avatar"]),
                node("android.widget.TextView", ["text": "Grace"])),
            [("Avatar, Image, Grace", activate)]),
        TalkBackDumpCase(
            "an image child offering ACTION_SELECT says no role word",
            node(
                "android.widget.LinearLayout", ["clickable": "true", "actions": "ACTION_CLICK"],
                node("android.widget.ImageView", ["content-desc": "Avatar", "actions": "ACTION_SELECT"]),
                node("android.widget.TextView", ["text": "Grace"])),
            [("Avatar, Grace", activate)]),
        // C/roledescription/EditTextDescription.java:84-101: a password's text is counted only
        // when the node offers ACTION_SET_SELECTION, else spoken as it is (the dots).
        TalkBackDumpCase(
            "a password field without ACTION_SET_SELECTION speaks its text",
            node(
                "android.widget.EditText",
                ["text": "••••", "password": "true", "clickable": "true", "actions": "ACTION_CLICK"]),
            [("password, ••••, Edit box", "Double-tap to edit text")]),
        TalkBackDumpCase(
            "a password field offering ACTION_SET_SELECTION counts its characters",
            node(
                "android.widget.EditText",
                [
                    "text": "••••", "password": "true", "clickable": "true",
                    "actions": "ACTION_CLICK,ACTION_SET_SELECTION",
                ]),
            [("password, 4 characters, Edit box", "Double-tap to edit text")]),
        // U/Role.java:316-331: a RatingBar (range info always) is a seek control when it offers
        // ACTION_SET_PROGRESS, else a progress bar, whatever its enabled flag.
        TalkBackDumpCase(
            "a rating bar offering ACTION_SET_PROGRESS is a slider",
            node(
                "android.widget.RatingBar",
                ["content-desc": "Rating", "focusable": "true", "actions": "ACTION_FOCUS,ACTION_SET_PROGRESS"]),
            [("Rating, Slider", nil)]),
        TalkBackDumpCase(
            "a rating bar without ACTION_SET_PROGRESS is a progress bar",
            node(
                "android.widget.RatingBar", ["content-desc": "Rating", "focusable": "true", "actions": "ACTION_FOCUS"]),
            [("Rating, Progress bar", nil)]),
        // U/Role.java:391-401: page actions make a node of no known class a pager.
        TalkBackDumpCase(
            "a view offering page actions is a pager",
            node(
                "android.view.View", ["content-desc": "Gallery", "focusable": "true", "actions": "ACTION_PAGE_RIGHT"]),
            [("Gallery, Page", nil)]),
    ]

    /// U/AccessibilityNodeInfoUtils.java:433-449, 1643-1657: TalkBack scrolls a list to reach an
    /// item below the screen only when the list offers a scroll action; the `scrollable` flag alone
    /// does not count where the dump states actions (and is all there is where it states none).
    @Test(arguments: [
        (#" actions="ACTION_SCROLL_FORWARD""#, ["Shown", "Below"]),
        (#" actions="ACTION_ACCESSIBILITY_FOCUS""#, ["Shown"]),
        ("", ["Shown", "Below"]),
    ])
    func anOffScreenItemIsReachedOnlyInAListThatOffersToScroll(listActions: String, expected: [String]) throws {
        let xml = """
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.widget.ListView" scrollable="true"\(listActions) bounds="[0,0][1080,2400]">
            <node class="android.widget.TextView" text="Shown" bounds="[0,0][1080,200]"/>
            <node class="android.widget.TextView" text="Below" visible-to-user="false" bounds="[0,2400][1080,2600]"/>
            </node>
            </node>
            </hierarchy>
            """
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "list.xml")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let spoken = talkBack.walkToEnd().steps.dropLast().map(\.speech)
        // The item's own words, before the list's entry words.
        #expect(spoken.map { $0.split(separator: ",").first.map(String.init) } == expected)
    }

    /// Web content: U/AccessibilityNodeInfoUtils.java:787-796 focuses any node offering an HTML
    /// element action (Chrome gives them all one) while its web view container is visible, even
    /// one not visible itself (U/WebInterfaceUtils.java:317-323, 109-120); such a node says no
    /// "Heading" (C/rule/EventTypeViewAccessibilityFocusedFeedbackRule.java:224-226).
    @Test(arguments: [
        (
            #"visible-to-user="true""#, #" actions="ACTION_NEXT_HTML_ELEMENT,ACTION_PREVIOUS_HTML_ELEMENT""#,
            ["Welcome", "Read more", "Footer"]
        ),
        (#"visible-to-user="false""#, #" actions="ACTION_NEXT_HTML_ELEMENT""#, []),
        (#"visible-to-user="true""#, "", ["Welcome, Heading", "Read more"]),
    ])
    func webContentIsFocusedWhileItsWebViewIsShown(webView: String, webActions: String, expected: [String]) throws {
        let xml = """
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.webkit.WebView" \(webView) bounds="[0,0][1080,2400]">
            <node class="android.view.View" text="Welcome" heading="true"\(webActions) bounds="[0,0][1080,200]"/>
            <node class="android.widget.TextView" text="Read more"\(webActions) bounds="[0,200][1080,400]"/>
            <node class="android.widget.TextView" text="Footer" visible-to-user="false"\(webActions) bounds="[0,2400][1080,2600]"/>
            </node>
            </node>
            </hierarchy>
            """
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "web.xml")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(talkBack.walkToEnd().steps.dropLast().map(\.speech) == expected)
    }

    /// A named action of the model (a component's, or a screen document's `customActions`) is an
    /// `AccessibilityAction` with a label on Android, so it puts "Actions" in TalkBack's menu
    /// (M/CustomActionMenu.java:105-113), actions stated or not.
    @Test func aNamedActionOnAnAndroidScreenHasActions() {
        var row = AccessibilityElement(
            id: "row", label: "Invoice 12", className: "android.widget.LinearLayout", isClickable: true)
        row.customActions = [CustomAction(name: "Archive")]
        var talkBack = ScreenReaderSimulator(.talkBack, screen: AccessibilityScreen(platform: .android, roots: [row]))
        #expect(talkBack.walkToEnd().steps.dropLast().map(\.hint) == [Self.activate + ", " + Self.actionsMenu])
    }

    /// A Compose node offering `Expand` (Compose adds ACTION_EXPAND while the node is enabled) is
    /// "collapsed" and has Actions in TalkBack's menu (M/CustomActionMenu.java:117-119).
    @Test func aComposeNodeThatExpandsHasActions() throws {
        let text = """
            Printing with useUnmergedTree = 'true'
            Node #1 at (l=0.0, t=0.0, r=1080.0, b=2200.0)px
             |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=200.0)px
               Text = '[Filters]'
               Actions = [OnClick, Expand]
            """
        let screen = try ScreenImporter.importScreen(bytes: Array(text.utf8), fileName: "compose.txt")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let steps = talkBack.walkToEnd().steps.dropLast()
        #expect(steps.map(\.speech) == ["collapsed, Filters"])
        #expect(steps.map(\.hint) == [Self.activate + ", " + Self.actionsMenu])
    }

    @Test(arguments: cases)
    func speaksAsTalkBackDoes(_ dumpCase: TalkBackDumpCase) throws {
        #expect(try dumpCase.spokenStops() == dumpCase.stops)
    }

    /// M/EditingAndSelectingMenu.java:80-85, 111-225: an edit box with input focus and no content
    /// description always has "Start selection mode" in the Actions menu, so TalkBack says the
    /// menu hint after the long-press hint, actions stated or not; with a content description the
    /// editing menu is empty.
    @Test func anEditBoxWithInputFocusHasActions() throws {
        let field = TalkBackDumpCase(
            "focused edit box",
            node("android.widget.EditText", ["text": "Ada", "clickable": "true", "focused": "true"]), [])
        let stops = try field.spokenStops()
        #expect(stops.map(\.hint) == [Self.actionsMenu])
        let described = TalkBackDumpCase(
            "focused edit box with a content description",
            node(
                "android.widget.EditText",
                ["text": "Ada", "content-desc": "Name", "clickable": "true", "focused": "true"]), [])
        #expect(try described.spokenStops().map(\.hint) == [nil])
    }

    /// Without an `actions` attribute anywhere the former assumptions hold: no Actions hint, a
    /// seek bar adjusts, an image child says no role word.
    @Test func aDumpWithoutActionsKeepsTheAssumptions() throws {
        let seekBar = TalkBackDumpCase(
            "seek bar", node("android.widget.SeekBar", ["content-desc": "Volume", "focusable": "true"]), [])
        #expect(try seekBar.spokenStops() == [.init(speech: "Volume, Slider", hint: Self.adjust)])
        let row = TalkBackDumpCase(
            "row",
            node(
                "android.widget.LinearLayout", ["clickable": "true"],
                node("android.widget.ImageView", ["content-desc": "Avatar"]),
                node("android.widget.TextView", ["text": "Grace"])), [])
        #expect(try row.spokenStops() == [.init(speech: "Avatar, Grace", hint: Self.activate)])
    }

    /// In a dump that states actions, a node without the attribute offers none (Appium leaves an
    /// empty list out: `UiElementSnapshot.java:132-136`), so its seek bar does not adjust.
    @Test func aNodeWithoutTheAttributeInADumpThatStatesActionsOffersNone() throws {
        let screen = TalkBackDumpCase(
            "mixed",
            node("android.widget.Button", ["text": "Mute", "clickable": "true", "actions": "ACTION_CLICK"])
                + node("android.widget.SeekBar", ["content-desc": "Volume", "focusable": "true"]), [])
        #expect(
            try screen.spokenStops() == [
                .init(speech: "Mute, Button", hint: Self.activate), .init(speech: "Volume, Slider", hint: nil),
            ])
    }

    /// The menu hint is TalkBack's in the speech language (`template_hint_menu_type_high_verbosity`
    /// with `title_custom_action` and `title_pref_shortcut_3finger_1tap`: values-fr, values-de,
    /// values-ja `strings.xml` and `strings_compositor.xml`).
    @Test(arguments: [
        ("fr", "Actions disponible, utiliser le geste \"Appuyer avec trois doigts\" pour l'afficher"),
        ("de", "Aktionen verfügbar, zum Ansehen Mit 3 Fingern tippen verwenden"),
        ("ja", "操作を使用できます。3 本の指でタップで確認できます。"),
    ])
    func theMenuHintIsInTheSpeechLanguage(language: String, expected: String) throws {
        let dump = TalkBackDumpCase(
            "custom action",
            node("android.widget.TextView", ["text": "Row", "focusable": "true", "actions": "ACTION_UNKNOWN"]), [])
        var screen = try ScreenImporter.importScreen(bytes: Array(dump.xml.utf8), fileName: "case.xml")
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(talkBack.walkToEnd().steps.dropLast().map(\.hint) == [expected])
    }
}
