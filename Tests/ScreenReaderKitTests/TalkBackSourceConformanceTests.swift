import AccessibilityTree
import HierarchyImport
import ScreenReaderKit
import Testing

/// One case of the TalkBack conformance corpus: a uiautomator dump and what TalkBack 15.1 says
/// at each stop of a swipe-right walk (speech, then hint).
struct TalkBackDumpCase: Sendable, CustomTestStringConvertible {
    var name: String
    var body: String
    var stops: [Stop]

    struct Stop: Sendable, Equatable, CustomStringConvertible {
        var speech: String
        var hint: String?
        var description: String { hint.map { "\(speech) | \($0)" } ?? speech }
    }

    init(_ name: String, _ body: String, _ stops: [(String, String?)]) {
        self.name = name
        self.body = body
        self.stops = stops.map { Stop(speech: $0.0, hint: $0.1) }
    }

    var testDescription: String { name }

    /// What TalkBack says at each stop of a swipe-right walk through the imported dump, the
    /// boundary step left out.
    func spokenStops() throws -> [Stop] {
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "case.xml")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map { Stop(speech: $0.speech, hint: $0.hint) }
    }

    /// The body inside a window of 1080 x 2400 px, as `uiautomator dump` writes it.
    var xml: String {
        """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node index="0" text="" class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2400]">
        \(body)
        </node>
        </hierarchy>
        """
    }
}

/// A uiautomator `<node>`: class, attributes, children (shared by the TalkBack dump-case suites).
func node(_ className: String, _ attributes: [String: String] = [:], _ children: String...) -> String {
    let attributeText = attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\($0.value)\"" }.joined()
    let open = "<node class=\"\(className)\"\(attributeText)"
    return children.isEmpty ? open + "/>" : open + ">" + children.joined() + "</node>"
}

private let button = "android.widget.Button"
private let text = "android.widget.TextView"
private let image = "android.widget.ImageView"
private let linear = "android.widget.LinearLayout"
private let frame = "android.widget.FrameLayout"
private let recycler = "androidx.recyclerview.widget.RecyclerView"
private let t = "true"
private let activate = "Double-tap to activate"
private let toggle = "Double-tap to toggle"
private let select = "Double-tap to select"
private let edit = "Double-tap to edit text"
private let actionsMenu = "Actions available, use Tap with 3 fingers to view"

/// Rows side by side or stacked: bounds for the n-th of a row of cards or a column of rows.
private func card(_ index: Int) -> String { "[\(index * 400),500][\(index * 400 + 380),900]" }
private func row(_ index: Int) -> String { "[0,\(200 + index * 200)][1080,\(390 + index * 200)]" }

/// The TalkBack conformance corpus: each case is a uiautomator dump read by the importer and
/// walked by the simulator; the comment above it names the TalkBack 15.1 source that decides it,
/// at talkback@26a27dc009d5b3605e744222541f045a3c24e038 (`C/` =
/// talkback/src/main/java/com/google/android/accessibility/talkback/compositor/, `U/` =
/// utils/src/main/java/com/google/android/accessibility/utils/, strings from
/// talkback/src/main/res/values/strings_compositor.xml). The default description order is
/// state, name, role (talkback/src/main/res/values/donottranslate.xml:969).
@Suite("TalkBack 15.1 source conformance (uiautomator dumps)")
struct TalkBackSourceConformanceTests {
    static let roleCases: [TalkBackDumpCase] = [
        // U/Role.java:292-295; C/AccessibilityNodeFeedbackUtils.java:208-210; C/hint/ClickableHint.java:139-146
        .init("Button", node(button, ["text": "OK", "clickable": t]), [("OK, Button", activate)]),
        // C/AccessibilityNodeFeedbackUtils.java:285-307: a role word means not "Unlabelled"
        .init("unnamed Button says only its role", node(button, ["clickable": t]), [("Button", activate)]),
        // U/Role.java:265-267: a clickable ImageView is an image button, spoken "Button"
        .init(
            "clickable ImageButton", node("android.widget.ImageButton", ["content-desc": "Share", "clickable": t]),
            [("Share, Button", activate)]),
        .init(
            "clickable ImageView", node(image, ["content-desc": "Avatar", "clickable": t]),
            [("Avatar, Button", activate)]),
        // C/roledescription/NonTextViewsDescription.java:76-89: no words -> "Unlabelled" as state
        .init("unlabelled image button", node(image, ["clickable": t]), [("Unlabelled, Button", activate)]),
        // NonTextViewsDescription.java:61-64: a focused image says "Image"
        .init("focusable image", node(image, ["content-desc": "Logo", "focusable": t]), [("Logo, Image", nil)]),
        .init("focusable unlabelled image", node(image, ["focusable": t]), [("Unlabelled, Image", nil)]),
        // U/Role.java:265-267: a non-clickable ImageButton is an image
        .init(
            "non-clickable ImageButton is an image",
            node("android.widget.ImageButton", ["content-desc": "Decor", "focusable": t]), [("Decor, Image", nil)]),
        // C/roledescription/TreeNodesDescription.java:229-238; strings value_checked / value_not_checked
        .init(
            "check box checked",
            node("android.widget.CheckBox", ["text": "Remember me", "checkable": t, "checked": t, "clickable": t]),
            [("checked, Remember me, Check box", toggle)]),
        .init(
            "check box not checked",
            node("android.widget.CheckBox", ["text": "Remember me", "checkable": t, "clickable": t]),
            [("not checked, Remember me, Check box", toggle)]),
        // C/hint/ClickableHint.java:160-184: click hints need a clickable node
        .init(
            "check box that is not clickable has no hint",
            node("android.widget.CheckBox", ["text": "Remember me", "checkable": t, "focusable": t]),
            [("not checked, Remember me, Check box", nil)]),
        // TreeNodesDescription.java:233; AccessibilityNodeFeedbackUtils.java:252-254: no role word
        .init(
            "CheckedTextView checked",
            node("android.widget.CheckedTextView", ["text": "Wi-Fi", "checkable": t, "checked": t, "clickable": t]),
            [("checked, Wi-Fi", toggle)]),
        .init(
            "CheckedTextView not checked says no state",
            node("android.widget.CheckedTextView", ["text": "Wi-Fi", "checkable": t, "clickable": t]),
            [("Wi-Fi", toggle)]),
        // Android 11+ RadioButton state description; RoleDescriptionExtractor.java:118-122
        .init(
            "radio button selected",
            node("android.widget.RadioButton", ["text": "Small", "checkable": t, "checked": t, "clickable": t]),
            [("selected, Small, Radio button", toggle)]),
        .init(
            "radio button not selected",
            node("android.widget.RadioButton", ["text": "Small", "checkable": t, "clickable": t]),
            [("not selected, Small, Radio button", toggle)]),
        // C/roledescription/SwitchDescription.java:79-83, 88-99: an Android 11+ platform Switch has
        // a state description ("On"/"Off", Switch.getButtonStateDescription, set by
        // CompoundButton.setDefaultStateDescription): spoken first, and its text becomes its name;
        // TreeNodesDescription.java:229-233: no checked status for switches
        .init(
            "platform switch with text: its state, then its text as name",
            node("android.widget.Switch", ["text": "Wi-Fi", "checkable": t, "checked": t, "clickable": t]),
            [("on, Wi-Fi, Switch", toggle)]),
        .init(
            "platform switch off with text",
            node("android.widget.Switch", ["text": "Wi-Fi", "checkable": t, "clickable": t]),
            [("off, Wi-Fi, Switch", toggle)]),
        .init(
            "disabled platform switch still says its state",
            node("android.widget.Switch", ["text": "Wi-Fi", "checkable": t, "clickable": t, "enabled": "false"]),
            [("off, Wi-Fi, Switch, disabled", nil)]),
        .init(
            "platform switch without text or description says only its state and role",
            node("android.widget.Switch", ["checkable": t, "checked": t, "clickable": t]),
            [("on, Switch", toggle)]),
        // SwitchCompat reports android.widget.Switch and sets the same state on API 30+
        .init(
            "SwitchCompat by its Java class is a switch with a state",
            node("androidx.appcompat.widget.SwitchCompat", ["text": "Sync", "checkable": t, "clickable": t]),
            [("off, Sync, Switch", toggle)]),

        .init(
            "switch with a content description says on",
            node("android.widget.Switch", ["content-desc": "Wi-Fi", "checkable": t, "checked": t, "clickable": t]),
            [("on, Wi-Fi, Switch", toggle)]),
        .init(
            "switch with a content description says off",
            node("android.widget.Switch", ["content-desc": "Wi-Fi", "checkable": t, "clickable": t]),
            [("off, Wi-Fi, Switch", toggle)]),
        // SwitchDescription.java:70-74: the content description is the name; the text is not spoken
        .init(
            "switch with description and text",
            node(
                "android.widget.Switch",
                ["content-desc": "Bluetooth", "text": "ON", "checkable": t, "checked": t, "clickable": t]),
            [("on, Bluetooth, Switch", toggle)]),
        // U/Role.java:277-280; AccessibilityNodeFeedbackUtils.java:242-244: ToggleButton is a "Switch"
        .init(
            "toggle button's text is its state",
            node("android.widget.ToggleButton", ["text": "ON", "checkable": t, "checked": t, "clickable": t]),
            [("ON, Switch", toggle)]),
        .init(
            "toggle button with a description",
            node(
                "android.widget.ToggleButton", ["content-desc": "Mute", "text": "OFF", "checkable": t, "clickable": t]),
            [("OFF, Mute, Switch", toggle)]),
        // C/roledescription/EditTextDescription.java:102-116; C/hint/NodeRoleHint.java:84-111
        .init(
            "edit box speaks its text", node("android.widget.EditText", ["text": "Alice", "clickable": t]),
            [("Alice, Edit box", edit)]),
        .init(
            "empty edit box speaks its content description",
            node("android.widget.EditText", ["content-desc": "Name", "clickable": t]), [("Name, Edit box", edit)]),
        // AccessibilityNodeFeedbackUtils.java:474-481: a hint shown as the text is not repeated
        .init(
            "edit box showing its hint",
            node("android.widget.EditText", ["text": "Email", "hint": "Email", "showing-hint": t, "clickable": t]),
            [("Email, Edit box", edit)]),
        // TreeNodesDescription.java:179-195: the hint text follows the node's words
        .init(
            "edit box with text appends its hint",
            node("android.widget.EditText", ["text": "ada@example.com", "hint": "Email", "clickable": t]),
            [("ada@example.com, Edit box, Email", edit)]),
        // EditTextDescription.java:74-101; string value_password, plural template_password_character_count
        .init(
            "empty password field", node("android.widget.EditText", ["password": t, "clickable": t]),
            [("password, Edit box", edit)]),
        .init(
            "password field with typed text",
            node("android.widget.EditText", ["password": t, "text": "••••", "clickable": t]),
            [("password, 4 characters, Edit box", edit)]),
        .init(
            "described password field",
            node("android.widget.EditText", ["password": t, "content-desc": "PIN", "text": "••", "clickable": t]),
            [("PIN, 2 characters, Edit box", edit)]),
        // C/hint/NodeRoleHint.java:92-95: no edit hint while the field has input focus; its
        // editing menu (menurules/EditingAndSelectingMenu.java:80-85, 204-224) puts "Actions" in
        // TalkBack's menu, said last (C/AccessibilityNodeFeedbackUtils.java:545-552)
        .init(
            "focused edit box has no edit hint",
            node("android.widget.EditText", ["text": "Alice", "clickable": t, "focused": t]),
            [("Alice, Edit box", actionsMenu)]),
        // C/hint/NodeRoleHint.java:93-95 + ClickableHint.java:174: no edit hint unless clickable
        .init(
            "edit box that is not clickable has no hint",
            node("android.widget.EditText", ["text": "Alice", "focusable": t]), [("Alice, Edit box", nil)]),
        // U/Role.java:376-379; NodeRoleHint.java:55-56; children appended (TreeNodesDescription.java:270-306)
        .init(
            "spinner with its selection",
            node("android.widget.Spinner", ["clickable": t], node(text, ["text": "United Kingdom"])),
            [("Drop down list, United Kingdom", "Double-tap to change")]),
        // U/Role.java:316-331; C/roledescription/SeekBarDescription.java; hint S:311 with default gestures
        .init(
            "seek bar", node("android.widget.SeekBar", ["content-desc": "Volume", "focusable": t]),
            [("Volume, Slider", #""Swipe up" or "Swipe down" to adjust"#)]),
        .init(
            "rating bar is a seek control",
            node("android.widget.RatingBar", ["content-desc": "Rating", "focusable": t]),
            [("Rating, Slider", #""Swipe up" or "Swipe down" to adjust"#)]),
        // AccessibilityNodeInfoUtils.java:1682-1687: a range is a state, so a progress bar is focused
        .init(
            "progress bar", node("android.widget.ProgressBar", ["content-desc": "Loading"]),
            [("Loading, Progress bar", nil)]),
        .init(
            "web view", node("android.webkit.WebView", ["content-desc": "Help", "focusable": t]),
            [("Help, Webview", nil)]),
        .init("text view has no role word", node(text, ["text": "Hello"]), [("Hello", nil)]),
        .init(
            "tab widget", node("android.widget.TabWidget", ["content-desc": "Sections", "focusable": t]),
            [("Sections, Tab bar", nil)]),
    ]

    static let stateCases: [TalkBackDumpCase] = [
        // EventTypeViewAccessibilityFocusedFeedbackRule.java:224-239; string heading_template
        .init("heading", node(text, ["text": "Settings", "heading": t]), [("Settings, Heading", nil)]),
        // AccessibilityNodeFeedbackUtils.java:413-426: a heading never says disabled
        .init(
            "disabled heading", node(text, ["text": "Settings", "heading": t, "enabled": "false"]),
            [("Settings, Heading", nil)]),
        // TreeNodesDescription.java:102-106: disabled is always last; AccessibilityFocusHint.java:71: no hint
        .init(
            "disabled button", node(button, ["text": "OK", "clickable": t, "enabled": "false"]),
            [("OK, Button, disabled", nil)]),
        .init(
            "disabled check box",
            node(
                "android.widget.CheckBox",
                ["text": "Sync", "checkable": t, "checked": t, "clickable": t, "enabled": "false"]),
            [("checked, Sync, Check box, disabled", nil)]),
        // TreeNodesDescription.java:106-108: selected first
        .init(
            "selected button", node(button, ["text": "Home", "clickable": t, "selected": t]),
            [("selected, Home, Button", activate)]),
        // C/hint/LongClickableHint.java:101-124
        .init(
            "long-clickable button", node(button, ["text": "Photo", "clickable": t, "long-clickable": t]),
            [("Photo, Button", activate + ", Double-tap and hold to long press")]),
        // C/CompositorUtils.java:83-109 folds case with Guava's Ascii.toLowerCase: only A-Z
        // (a toggle button's text is its state, its content description its name: "É" and "é" both stay)
        .init(
            "non-ASCII case is not folded",
            node("android.widget.ToggleButton", ["text": "É", "content-desc": "é", "checkable": t, "clickable": t]),
            [("É, é, Switch", toggle)]),
        .init(
            "ASCII case is folded",
            node(
                "android.widget.ToggleButton", ["text": "WIFI", "content-desc": "wifi", "checkable": t, "clickable": t]),
            [("WIFI, Switch", toggle)]),
        // C/CompositorUtils.java:83-109: a name equal to the role word (ignoring case) is dropped
        .init(
            "name repeating the role word", node(button, ["text": "button", "clickable": t]),
            [("button", activate)]),
        // C/AccessibilityNodeFeedbackUtils.java:264-309 + TalkBackLabelManager.java:56-81: a
        // clickable leaf without words or role word is "Unlabelled" alone
        .init("clickable leaf without words", node(frame, ["clickable": t]), [("Unlabelled", activate)]),
        // needsLabel requires an enabled node: a disabled one says only "disabled"
        .init("disabled leaf without words", node(frame, ["clickable": t, "enabled": "false"]), [("disabled", nil)]),
        // C/AccessibilityNodeFeedbackUtils.java:612-622 cleans text up with
        // U/output/SpeechCleanupUtils.java:241-324: a lone symbol is spoken by name, a run of one
        // symbol as " N <name>" (character_collapse_template in utils/src/main/res/values/strings.xml:36)
        .init("lone symbol", node(button, ["text": "×", "clickable": t]), [("Multiplication sign, Button", activate)]),
        .init("run of one symbol", node(text, ["text": "Loading..."]), [("Loading 3 Period", nil)]),
        .init("white space only", node(text, ["text": " "]), [("Space", nil)]),
        // Material TabLayout's tabs: roleDescription "Tab"; a selected tab is not clickable
        .init(
            "ActionBar tab", node("androidx.appcompat.app.ActionBar$Tab", ["content-desc": "Home", "clickable": t]),
            [("Home, Tab", activate)]),
    ]

    static let groupCases: [TalkBackDumpCase] = [
        // TreeNodesDescription.java:270-306: children without focus are appended, plainly joined
        .init(
            "row speaks its children",
            node(
                linear, ["clickable": t], node(text, ["text": "Ada"]), node(text, ["text": "Lunch?"])),
            [("Ada, Lunch?", activate)]),
        // C/CompositorUtils.java:83-109 dedups only within one node: repeated children stay
        .init(
            "repeated child texts are all spoken",
            node(
                linear, ["focusable": t], node(text, ["text": "8pm"]), node(text, ["text": "49 °F"]),
                node(text, ["text": "9pm"]), node(text, ["text": "49 °F"])),
            [("8pm, 49 °F, 9pm, 49 °F", nil)]),
        // TreeNodesDescription.java:259-274: a content description stops the children
        .init(
            "described row hides its children",
            node(linear, ["content-desc": "Story", "clickable": t], node(text, ["text": "Title"])),
            [("Story", activate)]),
        // NonTextViewsDescription.java:61-64, 76-89: an image child says no role word, or "Unlabelled"
        .init(
            "row with an unlabelled icon",
            node(linear, ["clickable": t], node(image), node(text, ["text": "Network &amp; internet"])),
            [("Unlabelled, Network & internet", activate)]),
        .init(
            "row with a described icon",
            node(linear, ["clickable": t], node(text, ["text": "Title"]), node(image, ["content-desc": "Star"])),
            [("Title, Star", activate)]),
        // SeekBarDescription.java:45-66: a progress bar inside a row is silent
        .init(
            "row with a progress bar",
            node(
                linear, ["clickable": t], node(text, ["text": "Download"]),
                node("android.widget.ProgressBar", ["content-desc": "Progress"])),
            [("Download", activate)]),
        // TreeNodesDescription.java:296: focusable children speak on their own
        .init(
            "row with an actionable child",
            node(
                linear, ["clickable": t], node(text, ["text": "Title"]),
                node(button, ["text": "More", "clickable": t])),
            [("Title", activate), ("More, Button", activate)]),
        // AccessibilityNodeInfoUtils.java:836-862: a focusable node with nothing to speak is skipped
        .init(
            "bar of buttons",
            node(
                linear, ["clickable": t], node(button, ["text": "A", "clickable": t]),
                node(button, ["text": "B", "clickable": t])),
            [("capital A, Button", activate), ("capital B, Button", activate)]),
        // AccessibilityNodeInfoUtils.java:864-882: text without a focusable ancestor is focused
        .init(
            "plain texts in a layout",
            node(linear, [:], node(text, ["text": "One"]), node(text, ["text": "Two"])),
            [("One", nil), ("Two", nil)]),
        // The checked status goes with each child's own words (TreeNodesDescription.java:155-175)
        .init(
            "row with a check box child that is not focusable",
            node(
                linear, ["clickable": t], node(text, ["text": "Sync"]),
                node("android.widget.CheckBox", ["checkable": t, "checked": t])),
            [("Sync, checked, Check box", activate)]),
    ]

    static let collectionCases: [TalkBackDumpCase] = [
        // CollectionState.java:649-775; CollectionStateFeedbackUtils.java:51-59, 243-280, 348-367
        .init(
            "list that cannot scroll: positions and count",
            node(
                recycler, ["bounds": "[0,200][1080,800]"], node(text, ["text": "A", "bounds": row(0)]),
                node(text, ["text": "B", "bounds": row(1)]), node(text, ["text": "C", "bounds": row(2)]))
                + node(button, ["text": "After", "clickable": t, "bounds": row(5)]),
            [
                ("capital A, 1 of 3, In list, 3 items", nil), ("capital B, 2 of 3", nil), ("capital C, 3 of 3", nil),
                ("After, Button, Out of list", activate),
            ]),
        // A scrolling list's length is unknown in a dump (-1): no count, no position (CollectionStateFeedbackUtils.java:265-280, 348-367)
        .init(
            "scrolling list: no count or position",
            node(
                recycler, ["scrollable": t, "bounds": "[0,200][1080,800]"],
                node(text, ["text": "A", "bounds": row(0)]), node(text, ["text": "B", "bounds": row(1)])),
            [("capital A, In list", nil), ("capital B", nil)]),
        // CollectionState.java:425-441: one row, many columns is horizontal: counted by column
        .init(
            "horizontal list of cards",
            node(
                recycler, ["bounds": "[0,500][1080,900]"],
                node(frame, ["content-desc": "Card 1", "clickable": t, "bounds": card(0)]),
                node(frame, ["content-desc": "Card 2", "clickable": t, "bounds": card(1)])),
            [("Card 1, 1 of 2, In list, 2 items", activate), ("Card 2, 2 of 2", activate)]),
        // CollectionState.java:374-393: the list's content description names it; a node with
        // collection info has no text for focus (AccessibilityNodeInfoUtils.java:1667-1673)
        .init(
            "named list is never focused for its name",
            node(
                "android.widget.ListView", ["content-desc": "Results", "focusable": t, "bounds": "[0,200][1080,800]"],
                node(text, ["text": "A", "bounds": row(0)]), node(text, ["text": "B", "bounds": row(1)])),
            [("capital A, 1 of 2, In list Results, 2 items", nil), ("capital B, 2 of 2", nil)]),
        // CollectionStateFeedbackUtils.java:60-69, 197-241, 369-383: row and column when changed
        .init(
            "grid speaks row and column when they change",
            node(
                "android.widget.GridView", ["bounds": "[0,200][1080,800]"],
                node(text, ["text": "A", "bounds": "[0,200][540,500]"]),
                node(text, ["text": "B", "bounds": "[540,200][1080,500]"]),
                node(text, ["text": "C", "bounds": "[0,500][540,800]"]),
                node(text, ["text": "D", "bounds": "[540,500][1080,800]"])),
            [
                ("capital A, Row 1, Column 1, In grid, 2 rows, 2 columns", nil), ("capital B, Column 2", nil),
                ("capital C, Row 2, Column 1", nil), ("capital D, Column 2", nil),
            ]),
        // CollectionState.java:941-948: a flat list inside a flat list: only the inner one is announced
        .init(
            "carousel inside a feed",
            node(
                recycler, ["bounds": "[0,200][1080,1400]"],
                node(text, ["text": "Top stories", "bounds": "[0,200][1080,400]"]),
                node(
                    recycler, ["bounds": "[0,500][1080,900]"],
                    node(frame, ["content-desc": "Story 1", "clickable": t, "bounds": card(0)]),
                    node(frame, ["content-desc": "Story 2", "clickable": t, "bounds": card(1)]))),
            [("Top stories", nil), ("Story 1, 1 of 2, In list, 2 items", activate), ("Story 2, 2 of 2", activate)]),
        // CollectionStateFeedbackUtils.java:243-258: a heading item says "Heading" before its position
        .init(
            "heading inside a list",
            node(
                recycler, ["bounds": "[0,200][1080,800]"],
                node(text, ["text": "Fruit", "heading": t, "bounds": row(0)]),
                node(text, ["text": "Apple", "bounds": row(1)])),
            [("Fruit, Heading, 1 of 2, In list, 2 items", nil), ("Apple, 2 of 2", nil)]),
        // CollectionState.java:727-749: two stops in one item: the position only once
        .init(
            "two buttons in one list item",
            node(
                recycler, ["bounds": "[0,200][1080,800]"],
                node(
                    linear, ["bounds": row(0)], node(button, ["text": "Play", "clickable": t]),
                    node(button, ["text": "Share", "clickable": t])),
                node(text, ["text": "Next", "bounds": row(1)])),
            [("Play, Button, 1 of 2, In list, 2 items", activate), ("Share, Button", activate), ("Next, 2 of 2", nil)]),
        // CollectionState.java:930-939, 953-964: a one-item collection is not announced
        .init(
            "one-item list",
            node(recycler, ["bounds": "[0,200][1080,400]"], node(text, ["text": "Only", "bounds": row(0)])),
            [("Only", nil)]),
        // Android 11+ RadioGroup: single-selection list; ClickableHint.java:116-126 "Double-tap to select"
        .init(
            "radio group",
            node(
                "android.widget.RadioGroup", [:],
                node(
                    "android.widget.RadioButton",
                    ["text": "Small", "checkable": t, "checked": t, "clickable": t, "bounds": row(0)]),
                node(
                    "android.widget.RadioButton", ["text": "Large", "checkable": t, "clickable": t, "bounds": row(1)])),
            [
                ("selected, Small, Radio button, 1 of 2, In list, 2 items", select),
                ("not selected, Large, Radio button, 2 of 2", select),
            ]),
        // Material TabLayout: a single-selection row of tabs with roleDescription "Tab"
        .init(
            "tab row",
            node(
                "com.google.android.material.tabs.TabLayout", ["scrollable": t, "bounds": "[0,100][1080,250]"],
                node(
                    linear, ["bounds": "[0,100][1080,250]"],
                    node(
                        "androidx.appcompat.app.ActionBar$Tab",
                        ["content-desc": "News", "selected": t, "bounds": "[0,100][540,250]"]),
                    node(
                        "androidx.appcompat.app.ActionBar$Tab",
                        ["content-desc": "Sport", "clickable": t, "bounds": "[540,100][1080,250]"]))),
            [("selected, News, Tab, 1 of 2, In list, 2 items", nil), ("Sport, Tab, 2 of 2", select)]),
        // A ViewPager: the page it shows alone says "Page" (RoleDescriptionExtractor.java:154-160);
        // without collection info "In pager" / "Out of pager" (CollectionStateFeedbackUtils.java:70-81, 165-171);
        // its off-screen pages are not reached (FILTER_AUTO_SCROLL excludes pagers)
        .init(
            "view pager",
            node(
                "androidx.viewpager.widget.ViewPager", ["scrollable": t, "bounds": "[0,200][1080,1000]"],
                node(frame, ["bounds": "[0,200][1080,1000]"], node(text, ["text": "Welcome"])),
                node(
                    frame, ["visible-to-user": "false", "bounds": "[1080,200][2160,1000]"],
                    node(text, ["text": "Next", "visible-to-user": "false"])))
                + node(button, ["text": "Skip", "clickable": t, "bounds": "[0,1100][1080,1300]"]),
            [("Page, Welcome, In pager", nil), ("Skip, Button, Out of pager", activate)]),
    ]

    static let reachabilityCases: [TalkBackDumpCase] = [
        // AccessibilityNodeInfoUtils.java:433-449 (FILTER_AUTO_SCROLL): off-screen items of a
        // scrolling list are reached by scrolling
        .init(
            "off-screen items of a scrolling list are reached",
            node(
                recycler, ["scrollable": t, "bounds": "[0,200][1080,600]"],
                node(text, ["text": "A", "bounds": row(0)]),
                node(text, ["text": "B", "visible-to-user": "false", "bounds": "[0,2400][1080,2600]"])),
            [("capital A, In list", nil), ("capital B", nil)]),
        // A parent's invisibility never hides its visible children
        .init(
            "visible child of an invisible parent",
            node(linear, ["visible-to-user": "false"], node(button, ["text": "Go", "clickable": t])),
            [("Go, Button", activate)]),
        // AccessibilityNodeInfoUtils.java:796-800: invisible outside a scrolling container is skipped
        .init(
            "invisible text outside scrolling containers",
            node(text, ["text": "Gone", "visible-to-user": "false"]) + node(text, ["text": "Here"]),
            [("Here", nil)]),
        // AccessibilityNodeInfoUtils.java:2109-2116: visibility is isVisibleToUser alone, never the
        // bounds; uiautomator dumps only visible nodes, with bounds clipped to the parents, so a node
        // clipped to nothing (scrolled past its parent's edge, here inverted too) is still reached
        .init(
            "zero-size button is reached",
            node(button, ["text": "Tiny", "clickable": t, "bounds": "[100,100][100,200]"])
                + node(text, ["text": "Clipped", "bounds": "[100,2210][900,2208]"]) + node(text, ["text": "Here"]),
            [("Tiny, Button", activate), ("Clipped", nil), ("Here", nil)]),
        // ... but a node Android reports not visible is skipped, whatever its bounds
        .init(
            "zero-size button Android calls invisible is skipped",
            node(button, ["text": "Tiny", "clickable": t, "bounds": "[100,100][100,200]", "visible-to-user": "false"])
                + node(text, ["text": "Here"]),
            [("Here", nil)]),
        // talkback/src/main/res/xml-v33/accessibilityservice.xml:5: unimportant views are not seen
        .init(
            "unimportant container",
            node(
                linear, ["a11y-important": "false", "content-desc": "Wrapper"],
                node(button, ["text": "Go", "clickable": t])),
            [("Go, Button", activate)]),
        // AccessibilityNodeInfoUtils.java:802-822: a window-sized layout without actions is never focused
        .init(
            "window-sized layout",
            node(linear, ["content-desc": "Screen", "bounds": "[0,0][1080,2400]"], node(text, ["text": "Body"])),
            [("Body", nil)]),
    ]

    /// The order of a node's children: ReorderedChildrenIterator.java:115-241 with
    /// NodeCachedBoundsCalculator.java:79-152 (U/traversal/). A child TalkBack does not focus is
    /// placed by the bounds of its focused descendants (clipped to its own); it moves after a later
    /// sibling when those bounds put it after that sibling while its own bounds keep the tree order.
    static let orderCases: [TalkBackDumpCase] = [
        // A full-screen container whose content starts below a later sibling (a bottom sheet's
        // scrim drawn above it) is read after that sibling.
        .init(
            "unfocused container placed by its children's bounds moves after a later sibling",
            node(
                frame, ["bounds": "[0,0][1080,2400]"],
                node(button, ["text": "Sheet action", "clickable": t, "bounds": "[0,1500][1080,1700]"]))
                + node(
                    frame, ["bounds": "[0,0][1080,2400]"],
                    node(button, ["content-desc": "Scrim", "clickable": t, "bounds": "[0,0][1080,1500]"])),
            [("Scrim, Button", activate), ("Sheet action, Button", activate)]),
        // needSwapNodeOrder (ReorderedChildrenIterator.java:149-188): when the siblings' own bounds
        // already disagree with the tree order, the adjusted bounds are not trusted: no move.
        .init(
            "no move when the siblings' own bounds contradict the tree order",
            node(
                frame, ["bounds": "[0,1000][1080,2400]"],
                node(button, ["text": "Lower", "clickable": t, "bounds": "[0,1500][1080,1700]"]))
                + node(button, ["text": "Upper", "clickable": t, "bounds": "[0,200][1080,400]"]),
            [("Lower, Button", activate), ("Upper, Button", activate)]),
        // A focused node keeps its own bounds (fetchBound returns them), so focusable rows in tree
        // order stay in tree order whatever their position.
        .init(
            "focused siblings keep tree order",
            node(button, ["text": "Second on screen", "clickable": t, "bounds": "[0,800][1080,1000]"])
                + node(button, ["text": "First on screen", "clickable": t, "bounds": "[0,200][1080,400]"]),
            [("Second on screen, Button", activate), ("First on screen, Button", activate)]),
        // compare() orders left to right even on right-to-left screens: RIGHT_TO_LEFT is a constant
        // false (ReorderedChildrenIterator.java:73, 214-223); here a container whose content starts right of
        // its later sibling's left edge, on the same line, moves after it.
        .init(
            "side by side: content right of a later sibling moves after it",
            node(
                linear, ["bounds": "[0,200][1080,400]"],
                node(button, ["text": "Right", "clickable": t, "bounds": "[600,200][1080,400]"]))
                + node(button, ["text": "Left", "clickable": t, "bounds": "[0,250][500,350]"]),
            [("Left, Button", activate), ("Right, Button", activate)]),
    ]

    /// Widget and state combinations checked against the source one by one.
    static let widgetCases: [TalkBackDumpCase] = [
        // C/hint/LongClickableHint.java:101-124; ClickableHint.java:139-146 needs a clickable node
        .init(
            "long-clickable text that is not clickable",
            node(text, ["text": "Photo", "long-clickable": t]),
            [("Photo", "Double-tap and hold to long press")]),
        // C/hint/NodeRoleHint.java:84-111: edit text hint, then the long-click hint
        .init(
            "long-clickable edit box",
            node("android.widget.EditText", ["text": "Alice", "clickable": t, "long-clickable": t]),
            [("Alice, Edit box", edit + ", Double-tap and hold to long press")]),
        .init(
            "focused long-clickable edit box keeps the long-press hint",
            node("android.widget.EditText", ["text": "Alice", "clickable": t, "long-clickable": t, "focused": t]),
            [("Alice, Edit box", "Double-tap and hold to long press, " + actionsMenu)]),
        // NodeRoleHint.java:52-58: a spinner has only its own click hint
        .init(
            "long-clickable spinner has only the change hint",
            node(
                "android.widget.Spinner", ["clickable": t, "long-clickable": t],
                node(text, ["text": "United Kingdom"])),
            [("Drop down list, United Kingdom", "Double-tap to change")]),
        // ClickableHint.java:160-184: no click hint without a clickable spinner
        .init(
            "spinner that is not clickable has no hint",
            node("android.widget.Spinner", ["focusable": t], node(text, ["text": "France"])),
            [("Drop down list, France", nil)]),
        // TreeNodesDescription.java:259-274: a spinner's content description stops its children
        .init(
            "described spinner",
            node(
                "android.widget.Spinner", ["content-desc": "Country", "clickable": t], node(text, ["text": "France"])),
            [("Country, Drop down list", "Double-tap to change")]),
        // TreeNodesDescription.java:204-241 (checkable, role view group); ClickableHint.java:129-137
        .init(
            "checkable layout that is not a compound button",
            node(linear, ["checkable": t, "checked": t, "clickable": t], node(text, ["text": "Dark theme"])),
            [("checked, Dark theme", toggle)]),
        .init(
            "unchecked checkable layout",
            node(linear, ["checkable": t, "clickable": t], node(text, ["text": "Dark theme"])),
            [("not checked, Dark theme", toggle)]),
        // TreeNodesDescription.java:204-241: the status is prepended to the role word alone
        .init(
            "check box without words",
            node("android.widget.CheckBox", ["checkable": t, "clickable": t]),
            [("not checked, Check box", toggle)]),
        // TreeNodesDescription.java:102-108: selected first, disabled last; AccessibilityFocusHint.java:71
        .init(
            "selected and disabled button",
            node(button, ["text": "Home", "clickable": t, "selected": t, "enabled": "false"]),
            [("selected, Home, Button, disabled", nil)]),
        .init(
            "selected checked check box",
            node(
                "android.widget.CheckBox",
                ["text": "Sync", "checkable": t, "checked": t, "clickable": t, "selected": t]),
            [("selected, checked, Sync, Check box", toggle)]),
        // AccessibilityNodeFeedbackUtils.java:413-426 suppresses only "disabled" for headings;
        // EventTypeViewAccessibilityFocusedFeedbackRule.java:224-239 then adds "Heading"
        .init(
            "selected heading", node(text, ["text": "Inbox", "heading": t, "selected": t]),
            [("selected, Inbox, Heading", nil)]),
        // C/roledescription/EditTextDescription.java:102-116: an edit box's text wins over its content description
        .init(
            "edit box with text and content description",
            node("android.widget.EditText", ["text": "Alice", "content-desc": "Name", "clickable": t]),
            [("Alice, Edit box", edit)]),
        // U/Role.java:303-311: a disabled EditText keeps its role; TreeNodesDescription.java:102-106
        .init(
            "disabled edit box",
            node("android.widget.EditText", ["text": "Alice", "clickable": t, "enabled": "false"]),
            [("Alice, Edit box, disabled", nil)]),
        // C/roledescription/DefaultDescription.java:48-73: content description before text
        .init(
            "button with content description and text",
            node(button, ["text": "S", "content-desc": "Send", "clickable": t]),
            [("Send, Button", activate)]),
        .init(
            "check box with content description and text",
            node("android.widget.CheckBox", ["text": "S", "content-desc": "Sync", "checkable": t, "clickable": t]),
            [("not checked, Sync, Check box", toggle)]),
        // NonTextViewsDescription.java:41-60: an image's content description before its text
        .init(
            "image button with content description and text",
            node("android.widget.ImageButton", ["text": "x", "content-desc": "Close", "clickable": t]),
            [("Close, Button", activate)]),
        // TreeNodesDescription.java:179-195 + AccessibilityNodeFeedbackUtils.java:474-481: any
        // node's hint text follows its words
        .init(
            "text view with a hint", node(text, ["text": "Alice", "hint": "Name"]),
            [("Alice, Name", nil)]),
        // U/Role.java:355-356; TreeNodesDescription.java:259-274: a web view never appends its children
        .init(
            "web view does not read its children",
            node("android.webkit.WebView", ["focusable": t], node(text, ["text": "Welcome"])),
            [("Webview", nil)]),
        // U/output/SpeechCleanupUtils.java:241-263: only punctuation: the collapsed run is kept
        .init(
            "run of exclamation marks", node(button, ["text": "!!!", "clickable": t]),
            [(" 3 Exclamation mark, Button", activate)]),
        // SpeechCleanupUtils.java:246-255, 324-334: one symbol is trimmed; "+" has no name (not in the map :76-230)
        .init(
            "lone symbol with spaces", node(button, ["text": " + ", "clickable": t]),
            [("+, Button", activate)]),
        // SpeechCleanupUtils.java:256-259: only spaces: the first one is named
        .init("several spaces", node(text, ["text": "   "]), [("Space", nil)]),
        // C/AccessibilityNodeFeedbackUtils.java:56-60, 612-622: the hint an empty field shows is its
        // node text (android.widget.TextView.getTextForAccessibility) and is cleaned up like text
        .init(
            "edit box showing a hint with a run of periods",
            node(
                "android.widget.EditText",
                ["text": "Search...", "hint": "Search...", "showing-hint": t, "clickable": t]),
            [("Search 3 Period, Edit box", edit)]),
        // C/roledescription/EditTextDescription.java:74-101: a password field's node text is the
        // hint it shows; without ACTION_SET_SELECTION (TextView offers it only for non-empty text)
        // it is spoken as it is, not cleaned up (AccessibilityNodeFeedbackUtils.java:616-619)
        .init(
            "password field showing its hint",
            node(
                "android.widget.EditText",
                ["password": t, "text": "Password", "hint": "Password", "showing-hint": t, "clickable": t]),
            [("password, Password, Edit box", edit)]),
        .init(
            "described password field showing its hint",
            node(
                "android.widget.EditText",
                [
                    "password": t, "content-desc": "PIN", "text": "Enter PIN...", "hint": "Enter PIN...",
                    "showing-hint": t, "clickable": t,
                ]),
            [("PIN, Enter PIN..., Edit box", edit)]),
        // C/roledescription/EditTextDescription.java:102-116: the shown hint is the node text, which
        // wins over the content description
        .init(
            "edit box showing its hint beside a content description",
            node(
                "android.widget.EditText",
                ["content-desc": "Name", "text": "Email", "hint": "Email", "showing-hint": t, "clickable": t]),
            [("Email, Edit box", edit)]),
        // C/roledescription/SwitchDescription.java:88-110: no text, no state description: on / off
        .init(
            "switch without words", node("android.widget.Switch", ["checkable": t, "clickable": t]),
            [("off, Switch", toggle)]),
        // TreeNodesDescription.java:102-106; C/hint/AccessibilityFocusHint.java:71: no hint when disabled
        .init(
            "disabled switch",
            node(
                "android.widget.Switch",
                ["content-desc": "Wi-Fi", "checkable": t, "checked": t, "clickable": t, "enabled": "false"]),
            [("on, Wi-Fi, Switch, disabled", nil)]),
        .init(
            "disabled seek bar",
            node("android.widget.SeekBar", ["content-desc": "Volume", "focusable": t, "enabled": "false"]),
            [("Volume, Slider, disabled", nil)]),
        .init(
            "disabled CheckedTextView",
            node(
                "android.widget.CheckedTextView",
                ["text": "Wi-Fi", "checkable": t, "checked": t, "clickable": t, "enabled": "false"]),
            [("checked, Wi-Fi, disabled", nil)]),
        // AccessibilityNodeFeedbackUtils.java:413-426: from Android 12 any disabled node says so
        .init("disabled text", node(text, ["text": "Hello", "enabled": "false"]), [("Hello, disabled", nil)]),
        .init(
            "disabled long-clickable text", node(text, ["text": "Photo", "long-clickable": t, "enabled": "false"]),
            [("Photo, disabled", nil)]),
        // NonTextViewsDescription.java:61-64: a described image focused on its own says "Image"
        .init("described image that is not focusable", node(image, ["content-desc": "Logo"]), [("Logo, Image", nil)]),
        // EventTypeViewAccessibilityFocusedFeedbackRule.java:224-239: "Heading" after the role word
        .init(
            "heading button", node(button, ["text": "Settings", "heading": t, "clickable": t]),
            [("Settings, Button, Heading", activate)]),
        // Android 11+ RadioButton state description (as above) with no text
        .init(
            "radio button without words", node("android.widget.RadioButton", ["checkable": t, "clickable": t]),
            [("not selected, Radio button", toggle)]),
        // U/AccessibilityNodeInfoUtils.java:836-848: a described container speaks (its content
        // description) and its focusable child is a stop of its own
        .init(
            "described card with a button",
            node(linear, ["content-desc": "Card", "clickable": t], node(button, ["text": "Buy", "clickable": t])),
            [("Card", activate), ("Buy, Button", activate)]),
        // TreeNodesDescription.java:270-306: words of nested layouts that do not take focus are appended
        .init(
            "nested layouts inside a clickable card",
            node(
                linear, ["clickable": t], node(linear, [:], node(text, ["text": "A"]), node(text, ["text": "B"])),
                node(frame, [:], node(text, ["text": "C"]))),
            [("capital A, capital B, capital C", activate)]),
        // TreeNodesDescription.java:281-296: a child that is not visible to the user is not appended
        .init(
            "row with a clipped child",
            node(
                linear, ["clickable": t], node(text, ["text": "Shown"]),
                node(text, ["text": "Clipped", "visible-to-user": "false"])),
            [("Shown", activate)]),
        // DefaultDescription.java:48-73: content description before text for every default widget
        .init(
            "radio button with content description and text",
            node(
                "android.widget.RadioButton",
                ["text": "S", "content-desc": "Small", "checkable": t, "clickable": t]),
            [("not selected, Small, Radio button", toggle)]),
        .init(
            "text view with content description and text", node(text, ["text": "5", "content-desc": "Five stars"]),
            [("Five stars", nil)]),
        .init(
            "CheckedTextView with content description and text",
            node(
                "android.widget.CheckedTextView",
                ["text": "W", "content-desc": "Wi-Fi", "checkable": t, "checked": t, "clickable": t]),
            [("checked, Wi-Fi", toggle)]),
        // SeekBarDescription.java:79-83: name from content description, else text
        .init(
            "seek bar with content description and text",
            node("android.widget.SeekBar", ["text": "V", "content-desc": "Volume", "focusable": t]),
            [("Volume, Slider", #""Swipe up" or "Swipe down" to adjust"#)]),
        // C/hint/AccessibilityFocusHint.java:98-113: a child of a scrollable NumberPicker gets the
        // adjust hint before its own; U/Role.java:370-373: the picker has no role word
        .init(
            "number picker",
            node(
                "android.widget.NumberPicker", ["scrollable": t, "focusable": t],
                node(button, ["text": "4", "clickable": t]),
                node("android.widget.EditText", ["text": "5", "clickable": t, "long-clickable": t]),
                node(button, ["text": "6", "clickable": t])),
            [
                ("4, Button", #""Swipe up" or "Swipe down" to adjust, "# + activate),
                (
                    "5, Edit box",
                    #""Swipe up" or "Swipe down" to adjust, "# + edit + ", Double-tap and hold to long press"
                ),
                ("6, Button", #""Swipe up" or "Swipe down" to adjust, "# + activate),
            ]),
        // EventTypeViewAccessibilityFocusedFeedbackRule.java:181-201: "Unlabelled" replaces the whole
        // description ("selected" too); "Heading" (:224-239) is added after it all the same
        .init(
            "unlabelled heading", node(frame, ["clickable": t, "heading": t]), [("Unlabelled, Heading", activate)]),
        .init("unlabelled selected leaf", node(frame, ["clickable": t, "selected": t]), [("Unlabelled", activate)]),
        // AccessibilityNodeFeedbackUtils.java:292-304: a hint text means not "Unlabelled";
        // TreeNodesDescription.java:179-195 speaks it
        .init(
            "clickable leaf with only a hint", node(frame, ["clickable": t, "hint": "Search"]), [("Search", activate)]),
        // AccessibilityNodeFeedbackUtils.java:474-481: only an edit box drops the hint it shows, so
        // a plain text view showing its hint says it twice (dedupJoin covers state, name, role only)
        .init(
            "text view showing its hint", node(text, ["text": "Name", "hint": "Name", "showing-hint": t]),
            [("Name, Name", nil)]),
        // AccessibilityNodeFeedbackUtils.java:474-481: the shown hint is not repeated. Dumpers that
        // write `hint` but not `showing-hint` (a real MIUI launcher dump does) show an empty field
        // with its text equal to its hint (TextView.getTextForAccessibility); an explicit
        // showing-hint="false" keeps the text as typed
        .init(
            "edit box whose text is its hint, without showing-hint",
            node("android.widget.EditText", ["text": "Search apps", "hint": "Search apps", "clickable": t]),
            [("Search apps, Edit box", edit)]),
        .init(
            "edit box with typed text equal to its hint",
            node(
                "android.widget.EditText",
                ["text": "Search apps", "hint": "Search apps", "showing-hint": "false", "clickable": t]),
            [("Search apps, Edit box, Search apps", edit)]),
        // U/Role.java:265-267: only a clickable ImageView is an image button; a long-clickable one
        // is an image (NonTextViewsDescription.java:61-64, 76-89) with the long-press hint
        .init(
            "long-clickable image", node(image, ["content-desc": "Photo", "long-clickable": t]),
            [("Photo, Image", "Double-tap and hold to long press")]),
        .init(
            "long-clickable unlabelled image", node(image, ["long-clickable": t]),
            [("Unlabelled, Image", "Double-tap and hold to long press")]),
        // AccessibilityNodeFeedbackUtils.java:264-309: long-clickable leaf without words
        .init(
            "long-clickable leaf without words", node(frame, ["long-clickable": t]),
            [("Unlabelled", "Double-tap and hold to long press")]),
        // getUnlabelledNodeDescription: a checkable leaf is never "Unlabelled"
        .init(
            "checkable leaf without words",
            node(frame, ["checkable": t, "checked": t, "clickable": t]),
            [("", toggle)]),
    ]

    static let allCases =
        roleCases + stateCases + groupCases + collectionCases + reachabilityCases + orderCases + widgetCases

    @Test(arguments: allCases)
    func walk(_ testCase: TalkBackDumpCase) throws {
        #expect(try testCase.spokenStops() == testCase.stops)
    }

    @Test func theCorpusIsBroad() {
        #expect(Self.allCases.count >= 60)
        #expect(Set(Self.allCases.map(\.name)).count == Self.allCases.count)
    }
}

@Suite("TalkBack reachability of off-screen stops")
struct TalkBackOffScreenTests {
    static let dump = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
        <node class="androidx.recyclerview.widget.RecyclerView" scrollable="true" bounds="[0,0][1080,2400]">
        <node class="android.widget.TextView" text="Shown" bounds="[0,0][1080,200]"/>
        <node class="android.widget.TextView" text="Below" visible-to-user="false" bounds="[0,2400][1080,2600]"/>
        </node>
        </node>
        </hierarchy>
        """

    // FILTER_AUTO_SCROLL (talkback@26a27dc utils/.../AccessibilityNodeInfoUtils.java:433-449):
    // TalkBack scrolls the list to reach the item below the screen; the transcript says so.
    @Test func anOffScreenStopIsReachedAndMarked() throws {
        let screen = try ScreenImporter.importScreen(bytes: Array(Self.dump.utf8), fileName: "list.xml")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let walk = talkBack.walkToEnd()
        #expect(walk.steps.map(\.speech) == ["Shown, In list", "Below", ""])
        #expect(walk.steps.map(\.isOffScreen) == [false, true, true])
        let text = try walk.rendered(.text)
        #expect(text.contains("2. swipe right -> 0.0.1: Below (off screen)\n"))
        let json = try walk.rendered(.json)
        #expect(json.contains(#""offScreen" : true"#))
        // The key is written only for off-screen steps.
        let first = Transcript(reader: .talkBack, steps: [walk.steps[0]])
        #expect(try !first.rendered(.json).contains("offScreen"))
    }
}

/// Cases a uiautomator dump cannot express (collection info, role and state descriptions), as
/// screens built in code; each walk's stops, with the TalkBack 15.1 source above it.
struct TalkBackScreenCase: Sendable, CustomTestStringConvertible {
    var name: String
    var nodes: [AccessibilityElement]
    var stops: [String]
    var testDescription: String { name }

    init(_ name: String, _ nodes: [AccessibilityElement], _ stops: [String]) {
        self.name = name
        self.nodes = nodes
        self.stops = stops
    }
}

private func item(_ id: String, _ label: String, row: Int, column: Int, heading: Bool = false) -> AccessibilityElement {
    AccessibilityElement(
        id: ElementID(id), label: label, traits: heading ? .header : [], className: "android.widget.TextView",
        collectionItemInfo: CollectionItemInfo(rowIndex: row, columnIndex: column, isHeading: heading))
}

private func collection(
    _ className: String, _ info: CollectionInfo?, label: String? = nil, roleDescription: String? = nil,
    _ children: [AccessibilityElement]
) -> AccessibilityElement {
    AccessibilityElement(
        id: "c", label: label, className: className, isScrollable: true, roleDescription: roleDescription,
        collectionInfo: info, children: children)
}

private let after = AccessibilityElement(id: "after", label: "After", className: "android.widget.TextView")

@Suite("TalkBack 15.1 source conformance (screens the dumps cannot express)")
struct TalkBackScreenConformanceTests {
    static let cases: [TalkBackScreenCase] = [
        // C/CollectionStateFeedbackUtils.java:93-128, 176-182, 418-448: a roleDescription names the collection
        .init(
            "collection with a roleDescription",
            [
                collection(
                    "androidx.recyclerview.widget.RecyclerView", CollectionInfo(rowCount: 1, columnCount: 5),
                    label: "Top stories", roleDescription: "Carousel",
                    [item("a", "Story A", row: 0, column: 0), item("b", "Story B", row: 0, column: 1)]), after,
            ],
            [
                "Story A, 1 of 5, In Carousel Top stories, 5 items", "Story B, 2 of 5",
                "After, Out of Carousel Top stories",
            ]),
        // CollectionStateFeedbackUtils.java:70-89, 499-515: a pager with collection info; the page
        // index is never spoken (it reads a table item state pagers do not have). Leaving it checks
        // only that both counts are known (:144-150): "Out of grid pager", whatever its shape.
        .init(
            "horizontal pager with collection info",
            [
                collection(
                    "androidx.viewpager.widget.ViewPager", CollectionInfo(rowCount: 1, columnCount: 3),
                    [item("p0", "Slide 1", row: 0, column: 0), item("p1", "Slide 2", row: 0, column: 1)]), after,
            ],
            ["Slide 1, In horizontal pager", "Slide 2", "After, Out of grid pager"]),
        .init(
            "vertical pager with collection info",
            [
                collection(
                    "androidx.viewpager.widget.ViewPager", CollectionInfo(rowCount: 3, columnCount: 1),
                    [item("p0", "Slide 1", row: 0, column: 0), item("p1", "Slide 2", row: 1, column: 0)]), after,
            ],
            ["Slide 1, In vertical pager", "Slide 2", "After, Out of grid pager"]),
        // CollectionState.java:777-900, CollectionStateFeedbackUtils.java:197-241: header cells name rows and columns
        .init(
            "grid with column headers",
            [
                collection(
                    "android.widget.GridView", CollectionInfo(rowCount: 2, columnCount: 2),
                    [
                        item("h0", "Name", row: 0, column: 0, heading: true),
                        item("h1", "Price", row: 0, column: 1, heading: true),
                        item("v0", "Tea", row: 1, column: 0), item("v1", "2 pounds", row: 1, column: 1),
                    ])
            ],
            [
                "Name, Column heading, Row 1, In grid, 2 rows, 2 columns", "Price, Column heading", "Tea, Row 2, Name",
                "2 pounds, Price",
            ]),
        // CollectionState.java:618-632, CollectionStateFeedbackUtils.java:332-338: "Level N" for trees
        .init(
            "hierarchical list",
            [
                collection(
                    "androidx.recyclerview.widget.RecyclerView",
                    CollectionInfo(rowCount: 2, columnCount: 1, isHierarchical: true),
                    [item("a", "Folder", row: 0, column: 0), item("b", "File", row: 1, column: 0)])
            ],
            ["Folder, 1 of 2, In list, Level 1, 2 items", "File, 2 of 2"]),
        // TreeNodesDescription.java:226-240: a state description replaces the checked status
        .init(
            "check box with a state description",
            [
                AccessibilityElement(
                    id: "x", label: "Sync", className: "android.widget.CheckBox", isCheckable: true,
                    checkedState: .checked, isClickable: true, stateDescription: "on")
            ],
            ["on, Sync, Check box"]),
        // SwitchDescription.java:75-83: with a state description the text becomes the name
        .init(
            "switch with a state description and text",
            [
                AccessibilityElement(
                    id: "s", label: "Wi-Fi", value: "Wi-Fi", className: "android.widget.Switch", isCheckable: true,
                    checkedState: .checked, isClickable: true, stateDescription: "On")
            ],
            ["On, Wi-Fi, Switch"]),
        // EventTypeViewAccessibilityFocusedFeedbackRule.java:224-239: a heading's roleDescription
        // replaces "Heading", after the description that already has it as its role word
        .init(
            "heading with a roleDescription",
            [
                AccessibilityElement(
                    id: "h", label: "Weather", traits: .header, className: "android.widget.TextView",
                    roleDescription: "Section")
            ],
            ["Weather, Section, Section"]),
    ]

    @Test(arguments: cases)
    func walk(_ testCase: TalkBackScreenCase) {
        let screen = AccessibilityScreen(
            platform: .android, roots: [AccessibilityElement(id: "root", children: testCase.nodes)])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(talkBack.walkToEnd().steps.dropLast().map(\.speech) == testCase.stops)
    }
}
