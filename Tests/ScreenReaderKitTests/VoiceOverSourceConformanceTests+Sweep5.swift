import AccessibilityTree
import HierarchyImport
import ScreenReaderKit
import Testing

/// The cases of the fifth VoiceOver spot-check (real dumps read against
/// cashapp/AccessibilitySnapshot@5b03db81f49275312ea1a56914dbe9aa1608e3f0, `SA` =
/// UIAccessibility+SnapshotAdditions.swift, and what the dump formats write, `WDA` =
/// appium/WebDriverAgent@c279b4c7). Each case failed before its rule was implemented.
extension VoiceOverSourceConformanceTests {
    static let sweep5Cases: [VoiceOverSourceCase] = [
        // WDA WebDriverAgentLib/Categories/XCUIElement+FBWebDriverAttributes.m:102-104: a Button's value is its
        // accessibilityValue, else "1" when it is selected. A dump without traits (WebDriverAgent before the
        // traits attribute, as in Poco's Health app dump) has no other sign of the selection, which VoiceOver
        // speaks first (SA:75-81, EN:5), and the "1" is not the button's value.
        .init(
            "button whose only sign of selection is WebDriverAgent's value 1",
            Dump.page(Dump.wda("Button", #" name="Today" label="Today" value="1""#)),
            ["Selected, Today, Button"], snapshot: ("Selected: Today. Button.", nil)),
        .init(
            "tab bar button selected only by WebDriverAgent's value 1",
            Dump.page(
                Dump.wda(
                    "TabBar", "", y: 780, x: 0, width: 402, height: 83,
                    [
                        Dump.wda("Button", #" label="今天" value="1""#, y: 781, x: 2, width: 90, height: 48),
                        Dump.wda("Button", #" label="健康数据""#, y: 781, x: 96, width: 90, height: 48),
                    ])),
            ["Tab Bar, Selected, 今天, Tab, 1 of 2", "健康数据, Tab, 2 of 2"]),
        // With traits listed the selection is known (WDA Utilities/FBAccessibilityTraits.m:26 lists Selected), so
        // "1" is the button's own value; likewise with a `selected` attribute, and on a type other than Button.
        .init(
            "button with traits keeps its value 1",
            Dump.page(Dump.wda("Button", #" label="Cart" value="1" traits="Button""#)),
            ["Cart, 1, Button"], snapshot: ("Cart: 1. Button.", nil)),
        .init(
            "button not selected keeps its value 1",
            Dump.page(Dump.wda("Button", #" label="Cart" value="1" selected="false""#)),
            ["Cart, 1, Button"]),
        .init(
            "static text keeps its value 1",
            Dump.page(Dump.wda("StaticText", #" label="Unread" value="1""#)),
            ["Unread, 1"]),
        // AXe reads the simulator through the Mac's accessibility translation, whose roles and subroles idb
        // documents (facebook/idb@3f1bb6e FBSimulatorControl/Commands/FBAXRoleVocabulary.swift:83-110: a toggle is a
        // CheckBox with the subrole Switch, a search field a TextField with the subrole SearchField, the subroles
        // derived from the search field, tab button, toggle and secure text field traits). Each then speaks as the
        // same XCUITest type does: a switch's words and state (SA:99-121, 224-230; EN:44-59), no switch hint when
        // dimmed (SA:224) with the app's hint kept.
        .init(
            "AXe switch: a check box with the subrole AXSwitch",
            axe(
                #"{"type": "CheckBox", "role": "AXCheckBox", "subrole": "AXSwitch", "role_description": "switch", "AXLabel": "Weather Alerts", "AXValue": "1", "enabled": true, "frame": {"x": 16, "y": 100, "width": 370, "height": 52}}"#,
                #"{"type": "CheckBox", "role": "AXCheckBox", "subrole": "AXSwitch", "AXLabel": "Wi-Fi", "AXValue": 0, "enabled": false, "help": "Joins networks", "frame": {"x": 16, "y": 160, "width": 370, "height": 52}}"#,
                // Newer idb writes a switch's state as a flag (FBControlCore/Commands/FBAccessibilityDocument.swift:878-891).
                #"{"type": "CheckBox", "role": "AXCheckBox", "subrole": "AXSwitch", "AXLabel": "Bluetooth", "AXValue": true, "enabled": true, "frame": {"x": 16, "y": 220, "width": 370, "height": 52}}"#
            ),
            ["Weather Alerts, Switch Button, On", "Wi-Fi, Dimmed, Switch Button, Off", "Bluetooth, Switch Button, On"],
            hint: toggleHint, snapshot: ("Weather Alerts. Switch Button. On.", toggleHint)),
        // SA:128-158, 232-244: search field (the decision in docs/fidelity.md), secure text field, text area.
        .init(
            "AXe search and secure text fields by subrole, a text view as TextArea",
            axe(
                #"{"type": "TextField", "role": "AXTextField", "subrole": "AXSearchField", "AXLabel": "Search", "enabled": true, "frame": {"x": 16, "y": 100, "width": 370, "height": 40}}"#,
                #"{"type": "TextField", "role": "AXTextField", "subrole": "AXSecureTextField", "AXLabel": "Password", "enabled": true, "frame": {"x": 16, "y": 160, "width": 370, "height": 40}}"#,
                #"{"type": "TextArea", "role": "AXTextArea", "AXLabel": "Notes", "AXValue": "Buy milk", "enabled": true, "frame": {"x": 16, "y": 220, "width": 370, "height": 80}}"#
            ),
            ["Search, Search Field", "Password, Secure Text Field", "Notes, Buy milk, Text Field"], hint: editHint),
        // GenericElement is the translator's role for an element of no more specific kind (FBAXRoleVocabulary.swift:
        // 83-85): VoiceOver reads it like any element (HP:831-832), label then value (SA:63-73).
        .init(
            "AXe generic element is read",
            axe(
                #"{"type": "GenericElement", "role": "AXGenericElement", "AXLabel": "100% battery power", "AXValue": "Charging", "enabled": true, "frame": {"x": 16, "y": 100, "width": 60, "height": 20}}"#
            ),
            ["100% battery power, Charging"], snapshot: ("100% battery power: Charging", nil)),
        // Newer idb and AXe list every trait, private ones included, by AXRuntime's names
        // (FBControlCore/Utility/FBAccessibilityTraits.swift:13-71; FBSimulatorControl/Commands/FBAXNodeSerializer.swift:
        // 152-155): a tab bar button (TabButton: "Tab.", no "Button.", SA:89-93, 123-126), selected (SA:75-81); a back
        // button (SA:95-97); a field being edited ("Is editing.", its hint, SA:135-137, 233-234).
        .init(
            "AXe traits: tab bar button, back button, field being edited",
            axe(
                #"{"type": "RadioButton", "role": "AXRadioButton", "subrole": "AXTabButton", "AXLabel": "Home", "traits": ["Button", "TabButton", "Selected"], "enabled": true, "frame": {"x": 2, "y": 100, "width": 76, "height": 48}}"#,
                #"{"type": "Button", "role": "AXButton", "AXLabel": "Settings", "traits": ["Button", "BackButton"], "enabled": true, "frame": {"x": 2, "y": 200, "width": 76, "height": 44}}"#,
                #"{"type": "TextField", "role": "AXTextField", "AXLabel": "Name", "AXValue": "Ada", "traits": ["TextEntry", "IsEditing", "TextOperationsAvailable"], "enabled": true, "frame": {"x": 2, "y": 300, "width": 300, "height": 44}}"#,
                #"{"type": "CheckBox", "role": "AXCheckBox", "subrole": "AXSwitch", "AXLabel": "Airplane Mode", "AXValue": "0", "traits": ["Button", "Toggle", "NotEnabled"], "enabled": false, "frame": {"x": 2, "y": 400, "width": 300, "height": 44}}"#
            ),
            [
                "Selected, Home, Tab", "Settings, Back Button", "Name, Ada, Text Field, Is editing",
                "Airplane Mode, Dimmed, Switch Button, Off",
            ], snapshot: ("Selected: Home. Tab.", nil)),
        // Without traits the tab bar button's subrole still says it is a tab.
        .init(
            "AXe tab bar button by its subrole",
            axe(
                #"{"type": "RadioButton", "role": "AXRadioButton", "subrole": "AXTabButton", "AXLabel": "MINI", "enabled": true, "frame": {"x": 324, "y": 792, "width": 76, "height": 48}}"#
            ),
            ["MINI, Tab"]),
        // UIKit gives the first responder among text fields the private editing trait (SA:588): XCUITest prints it
        // as "Keyboard Focused", UI Automation's tree (WebDriverAgent's legacy /tree, as idb keeps it) as
        // hasKeyboardFocus. VoiceOver then says "Is editing." and the editing hint (SA:135-137, 233-234; EN:104, 110).
        .init(
            "XCUITest text field with the keyboard focus is being edited",
            """
            Element subtree:
             →Application, 0x133909640, pid: 8869, label: 'AX'
                Window (Main), 0x133909de0, {{0.0, 0.0}, {390.0, 844.0}}
                  TextField, 0x12b6b6e20, {{97.7, 68.7}, {276.3, 17.0}}, label: 'Username', placeholderValue: 'Name', value: Ada, Keyboard Focused
                  TextField, 0x12b6b6e21, {{97.7, 128.7}, {276.3, 17.0}}, label: 'Email', value: a@b.c
                  Button, 0x13390a3b0, {{164.7, 448.7}, {60.7, 20.3}}, label: 'Tap me!', Keyboard Focused
            """,
            ["Username, Ada, Text Field, Is editing", "Email, a@b.c, Text Field", "Tap me!, Button"],
            hint: "Use the rotor to access Misspelled Words",
            snapshot: ("Username: Ada. Text Field. Is editing.", "Use the rotor to access Misspelled Words")),
        .init(
            "UI Automation tree's hasKeyboardFocus on a text field",
            #"{"value": {"tree": {"type": "UIAApplication", "label": "Demo", "isEnabled": "1", "frame": "{{0, 0}, {375, 667}}", "children": [{"type": "UIATextField", "label": "Search", "value": "cats", "isEnabled": "1", "isVisible": "1", "frame": "{{10, 100}, {300, 30}}", "attributes": {"hasKeyboardFocus": "1"}}, {"type": "UIATextField", "label": "City", "isEnabled": "1", "isVisible": "1", "frame": "{{10, 200}, {300, 30}}", "attributes": {"hasKeyboardFocus": "0"}}]}}}"#,
            ["Search, cats, Text Field, Is editing", "City, Text Field"],
            hint: "Use the rotor to access Misspelled Words"),
        // A home-screen icon (XCUIElementTypeIcon, UIKit's private launch-icon trait) is not an image: every Icon in
        // the WebDriverAgent dumps that list traits (Tests/RealDumps/ios, springboard and faceid) has no Image among
        // them, and the launch-icon trait has no word (SA:83-158), so a dump without traits says the label alone.
        .init(
            "home-screen icon without traits is not an image",
            Dump.page(Dump.wda("Icon", #" name="Safari" label="Safari""#)),
            ["Safari"], snapshot: ("Safari", nil)),
        // XCUITest's value of a text is its content (WebDriverAgent writes the label when there is none,
        // XCUIElement+FBWebDriverAttributes.m:99-101): a web page's text keeps the spaces around it that its label
        // drops (the iOS 26 share sheet's "Or " and " of these:"), and it is the same text, read once (SA:8-11).
        .init(
            "web text whose value is its label with spaces around it",
            Dump.page(
                Dump.wda("StaticText", #" value="Or " name="Or" label="Or" traits="StaticText""#, y: 100),
                Dump.wda(
                    "StaticText", #" value=" of these:" name="of these:" label="of these:" traits="StaticText""#, y: 200
                )
            ),
            ["Or", "of these:"], snapshot: ("Or", nil)),
        // UI Automation's UIAElement (WebDriverAgent's legacy /tree, as idb keeps it) is an element of no more specific
        // type, like the status bar's items: read like any element (HP:831-832), label then value (SA:63-73).
        .init(
            "UI Automation's generic element is read",
            #"{"value": {"tree": {"type": "UIAApplication", "label": "Demo", "isEnabled": "1", "frame": "{{0, 0}, {375, 667}}", "children": [{"type": "UIAStatusBar", "isEnabled": "1", "isVisible": "1", "frame": "{{0, 0}, {375, 20}}", "children": [{"type": "UIAElement", "label": "3 of 3 Wi-Fi bars", "value": "SSID", "isEnabled": "1", "isVisible": "1", "frame": "{{50, 0}, {13, 20}}"}, {"type": "UIAElement", "label": "8:28 AM", "isEnabled": "1", "isVisible": "1", "frame": "{{164, 0}, {51, 20}}"}]}]}}}"#,
            ["3 of 3 Wi-Fi bars, SSID", "8:28 AM"], snapshot: ("3 of 3 Wi-Fi bars: SSID", nil)),
        // WebDriverAgent writes an element's custom actions as their names joined with "," (the customActions
        // attribute of the page source, with includeCustomActionsInPageSource, and of the JSON source:
        // XCUIElement+FBCustomActions.m:85-113, XCUIApplication+FBHelpers.m:216); VoiceOver then says "Actions
        // available" and its hint (the decisions in docs/fidelity.md; AS #159).
        .init(
            "WebDriverAgent page source with custom actions",
            Dump.page(
                Dump.wda("Cell", #" label="Invoice 42" accessible="true" customActions="Delete,Archive" traits="""#)),
            ["Invoice 42"], hint: actionsHint),
        // WebDriverAgent's JSON page source (/source?format=json: XCUIApplication+FBHelpers.m:204-255) is its response's
        // value: the same attributes as the XML, enabled / visible / accessible prefixed with "is", and the traits as
        // the XML writes them ("Header", "Button, Selected"; XCUIElement+FBWebDriverAttributes.m:189-193), so a heading
        // says "Heading" (SA:140-142) and a selected button "Selected" (SA:75-81).
        .init(
            "WebDriverAgent JSON page source: traits and custom actions",
            #"{"value": {"type": "Application", "label": "Demo", "isEnabled": "1", "rect": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [{"type": "Button", "label": "Reply", "isEnabled": "1", "isAccessible": "1", "traits": "Button", "customActions": "Delete,Archive", "rect": {"x": 20, "y": 100, "width": 200, "height": 44}}, {"type": "StaticText", "label": "Inbox", "value": "Inbox", "isEnabled": "1", "isAccessible": "1", "traits": "Header", "rect": {"x": 20, "y": 200, "width": 200, "height": 44}}, {"type": "Button", "label": "Week", "value": "1", "isEnabled": "1", "isAccessible": "1", "traits": "Button, Selected", "rect": {"x": 20, "y": 300, "width": 200, "height": 44}}]}, "sessionId": "A1"}"#,
            ["Reply, Button", "Inbox, Heading", "Selected, Week, Button"], hint: actionsHint),
        // UI Automation names some elements otherwise than XCUITest (Apple's UI Automation reference: UIATableCell,
        // UIAActionSheet): a labelled cell is one element (HP:831-832), an action sheet is modal (HP:851-860), so only
        // its buttons are read.
        .init(
            "UI Automation's table cells and action sheet",
            #"{"value": {"tree": {"type": "UIAApplication", "label": "Demo", "isEnabled": "1", "frame": "{{0, 0}, {375, 667}}", "children": [{"type": "UIATableView", "isEnabled": "1", "isVisible": "1", "frame": "{{0, 64}, {375, 603}}", "children": [{"type": "UIATableCell", "label": "Wi-Fi", "value": "Home", "isEnabled": "1", "isVisible": "1", "frame": "{{0, 100}, {375, 44}}"}]}, {"type": "UIAActionSheet", "isEnabled": "1", "isVisible": "1", "frame": "{{0, 400}, {375, 267}}", "children": [{"type": "UIAButton", "label": "Delete", "isEnabled": "1", "isVisible": "1", "frame": "{{10, 500}, {355, 57}}"}]}]}}}"#,
            ["Delete, Button"]),
        .init(
            "UI Automation's table cell is one element",
            #"{"value": {"tree": {"type": "UIAApplication", "label": "Demo", "isEnabled": "1", "frame": "{{0, 0}, {375, 667}}", "children": [{"type": "UIATableView", "isEnabled": "1", "isVisible": "1", "frame": "{{0, 64}, {375, 603}}", "children": [{"type": "UIATableCell", "label": "Wi-Fi", "value": "Home", "isEnabled": "1", "isVisible": "1", "frame": "{{0, 100}, {375, 44}}", "children": [{"type": "UIAStaticText", "label": "Wi-Fi", "isEnabled": "1", "isVisible": "1", "frame": "{{16, 110}, {100, 20}}"}]}]}]}}}"#,
            ["Wi-Fi, Home"]),
    ]

    /// An AXe `describe-ui` tree: an application (402 x 874 points) holding the elements given.
    static func axe(_ elements: String...) -> String {
        #"[{"type": "Application", "role": "AXApplication", "AXLabel": "Demo", "enabled": true, "#
            + #""frame": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": ["#
            + elements.joined(separator: ",") + "]}]"
    }

    @Test(arguments: sweep5Cases)
    func voiceOverSaysInTheFifthSweep(_ testCase: VoiceOverSourceCase) throws {
        try voiceOverSays(testCase)
    }
}
