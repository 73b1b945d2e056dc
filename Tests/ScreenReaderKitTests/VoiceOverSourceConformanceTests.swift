import AccessibilityTree
import HierarchyImport
import ScreenReaderKit
import Testing

/// One case of the VoiceOver conformance corpus: a screen in a real dump format (a WebDriverAgent
/// page source, or the project's screen document where WebDriverAgent cannot express the
/// property, such as hints, containers and custom actions), what VoiceOver says at each stop of a
/// walk from the first element to the last, the first stop's hint, and the first stop's words in
/// AccessibilitySnapshot's own notation.
///
/// Sources are cited beside each case. `AS` is cashapp/AccessibilitySnapshot at
/// 5b03db81f49275312ea1a56914dbe9aa1608e3f0; `SA` its
/// Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift,
/// `HP` its .../AccessibilityHierarchyParser.swift, `EN` its .../Assets/en.lproj/Localizable.strings,
/// `IMG` its iOS 26.2 reference images under Example/SnapshotTests/ReferenceImages/_64/.
/// WebDriverAgent's attributes: appium/WebDriverAgent@c279b4c WebDriverAgentLib/Categories/XCUIElement+FBIsVisible.m:47-76
/// (visible is XCTest's on-screen estimate), .../Utilities/FBAccessibilityTraits.m:11-61 (traits: public
/// UIAccessibilityTraits only) and .../Categories/XCUIElement+FBWebDriverAttributes.m:189-193 (joined with
/// ", ", an empty string when there is none).
struct VoiceOverSourceCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// The file's bytes as text.
    var file: String
    /// What each stop says, commas style, in walk order.
    var stops: [String]
    /// The first stop's hint.
    var hint: String?
    /// The first stop in AccessibilitySnapshot's notation (description, hint), when checked.
    var snapshot: (description: String, hint: String?)?

    init(
        _ name: String, _ file: String, _ stops: [String], hint: String? = nil,
        snapshot: (description: String, hint: String?)? = nil
    ) {
        self.name = name
        self.file = file
        self.stops = stops
        self.hint = hint
        self.snapshot = snapshot
    }

    var testDescription: String { name }
}

/// Builders for the corpus inputs.
enum Dump {
    /// A WebDriverAgent element: `XCUIElementType<type>` with the attributes given, `enabled` and
    /// `visible` "true" unless given, and a frame at `y`.
    static func wda(
        _ type: String, _ attributes: String = "", y: Double = 100, x: Double = 20, width: Double = 200,
        height: Double = 44, _ children: [String] = []
    ) -> String {
        var attributes = attributes
        if !attributes.contains("enabled=") { attributes += #" enabled="true""# }
        if !attributes.contains("visible=") { attributes += #" visible="true""# }
        let frame = #"x="\#(x)" y="\#(y)" width="\#(width)" height="\#(height)""#
        let tag = "XCUIElementType\(type)"
        let open = #"<\#(tag) type="\#(tag)"\#(attributes) \#(frame)"#
        return children.isEmpty ? open + "/>" : open + ">" + children.joined() + "</\(tag)>"
    }

    /// A page source as Appium returns it: application and window around the body.
    static func page(_ body: String...) -> String {
        let window = wda("Window", #" accessible="false""#, y: 0, x: 0, width: 402, height: 874, body)
        let application = wda(
            "Application", #" name="Demo" label="Demo" accessible="false""#, y: 0, x: 0, width: 402, height: 874,
            [window])
        return #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT>"# + application + "</AppiumAUT>"
    }

    /// A screen document (iOS, 402 x 874 points) whose roots are the JSON objects given.
    static func document(_ roots: String...) -> String {
        """
        {"format": "accessible-carousel-screen", "version": 1, "screen": {"platform": "ios",
         "size": {"width": 402, "height": 874}, "roots": [\(roots.joined(separator: ","))]}}
        """
    }

    /// A frame in a screen document.
    static func frame(y: Double, x: Double = 20) -> String {
        #""frame": {"origin": {"x": \#(x), "y": \#(y)}, "size": {"width": 100, "height": 30}}"#
    }
}

@Suite("VoiceOver conformance to AccessibilitySnapshot's source, through the importers")
struct VoiceOverSourceConformanceTests {
    static let adjustHint = "Swipe up or down with one finger to adjust the value."
    static let toggleHint = "Double tap to toggle setting."
    static let editHint = "Double tap to edit."
    static let actionsHint =
        "Actions available, Swipe up or down to select a custom action, then double tap to activate."

    static let cases: [VoiceOverSourceCase] =
        traitCases + switchAndTextCases + navigationCases + containerCases
        + documentCases + combinationCases + sweepCases

    // MARK: Traits (WebDriverAgent page sources)

    static let traitCases: [VoiceOverSourceCase] = [
        // Button word after the label, a sentence each: SA:91-93, 166-174; EN:11.
        .init(
            "button", Dump.page(Dump.wda("Button", #" name="OK" label="OK" traits="Button""#)), ["OK, Button"],
            snapshot: ("OK. Button.", nil)),
        // Older WebDriverAgent writes no traits: the type decides (XCUIElementTypeButton has the button trait).
        .init("button without a traits attribute", Dump.page(Dump.wda("Button", #" label="OK""#)), ["OK, Button"]),
        // traits="" = no public trait; a Button's type still implies one (WebDriverAgent derives the type from it).
        .init("button with traits=\"\"", Dump.page(Dump.wda("Button", #" label="OK" traits="""#)), ["OK, Button"]),
        // SA:144-146, EN:26.
        .init(
            "link", Dump.page(Dump.wda("Link", #" label="Read more" traits="Link""#)), ["Read more, Link"],
            snapshot: ("Read more. Link.", nil)),
        // SA:152-154, EN:38.
        .init(
            "image", Dump.page(Dump.wda("Image", #" label="Logo" accessible="true" traits="Image""#)),
            ["Logo, Image"], snapshot: ("Logo. Image.", nil)),
        // An image with no label: only the trait word (SA:172).
        .init(
            "unlabelled image", Dump.page(Dump.wda("Image", #" accessible="true" traits="Image""#)), ["Image"],
            snapshot: ("Image.", nil)),
        // SA:140-142, EN:23.
        .init(
            "heading", Dump.page(Dump.wda("StaticText", #" label="Settings" value="Settings" traits="Header""#)),
            ["Settings, Heading"], snapshot: ("Settings. Heading.", nil)),
        // No trait words: the bare label, no period (SA:166-174; IMG testList "Label 2").
        .init(
            "static text",
            Dump.page(Dump.wda("StaticText", #" label="Hello" value="Hello" accessible="true" traits="StaticText""#)),
            ["Hello"], snapshot: ("Hello", nil)),
        // A value alone is the description (SA:70-71).
        .init(
            "value without a label", Dump.page(Dump.wda("StaticText", #" value="42" accessible="true""#)), ["42"],
            snapshot: ("42", nil)),
        // "Selected: " prefix (SA:75-81, EN:5); WebDriverAgent writes "1" as a selected button's value when it has
        // none (WebDriverAgent@c279b4c XCUIElement+FBWebDriverAttributes.m:102-104), so it is not spoken.
        .init(
            "selected button with WebDriverAgent's value 1",
            Dump.page(Dump.wda("Button", #" label="Bold" value="1" selected="true" traits="Button, Selected""#)),
            ["Selected, Bold, Button"], snapshot: ("Selected: Bold. Button.", nil)),
        // Selected with nothing before it: "Selected." (SA:78-79, EN:2).
        .init(
            "selected unlabelled button",
            Dump.page(Dump.wda("Button", #" accessible="true" selected="true" traits="Button, Selected""#)),
            ["Selected, Button"], snapshot: ("Selected. Button.", nil)),
        // Dimmed before Button (SA:85-87, EN:8).
        .init(
            "disabled button", Dump.page(Dump.wda("Button", #" label="OK" enabled="false" traits="Button""#)),
            ["OK, Dimmed, Button"], snapshot: ("OK. Dimmed. Button.", nil)),
        // "Label: Value", Adjustable, the adjustable hint (SA:63-73, 148-150, 246-254; EN:29-32).
        .init(
            "slider", Dump.page(Dump.wda("Slider", #" label="Volume" value="50%" traits="Adjustable""#)),
            ["Volume, 50%, Adjustable"], hint: adjustHint,
            snapshot: ("Volume: 50%. Adjustable.", adjustHint)),
        // No adjustable hint when dimmed (SA:247).
        .init(
            "disabled slider",
            Dump.page(Dump.wda("Slider", #" label="Volume" value="50%" enabled="false" traits="Adjustable""#)),
            ["Volume, 50%, Dimmed, Adjustable"], snapshot: ("Volume: 50%. Dimmed. Adjustable.", nil)),
        // A value without a label (SA:70-71).
        .init(
            "slider without a label", Dump.page(Dump.wda("Slider", #" value="50%" traits="Adjustable""#)),
            ["50%, Adjustable"], hint: adjustHint),
        // A page control is adjustable (its type implies the trait when no traits are given).
        .init(
            "page indicator", Dump.page(Dump.wda("PageIndicator", #" value="page 1 of 3""#)),
            ["page 1 of 3, Adjustable"], hint: adjustHint),
        // Keyboard keys hide Button (SA:90).
        .init(
            "keyboard key", Dump.page(Dump.wda("Key", #" label="Q" traits="Button, KeyboardKey""#)), ["Q"],
            snapshot: ("Q", nil)),
        // Fixed order Button, Heading, Link, Image (SA:91-154).
        .init(
            "button, heading, link and image",
            Dump.page(Dump.wda("Button", #" label="Top" traits="Image, Link, Header, Button""#)),
            ["Top, Button, Heading, Link, Image"], snapshot: ("Top. Button. Heading. Link. Image.", nil)),
        // Search Field last (SA:156-158).
        .init(
            "every public trait word",
            Dump.page(
                Dump.wda(
                    "Button",
                    #" label="H" enabled="false" traits="Button, Header, Link, Adjustable, Image, SearchField""#)),
            ["H, Dimmed, Button, Heading, Link, Adjustable, Image, Search Field"],
            snapshot: ("H. Dimmed. Button. Heading. Link. Adjustable. Image. Search Field.", nil)),
        // Traits with no words speak nothing (SA:83-158 lists every word).
        .init(
            "traits with no words",
            Dump.page(
                Dump.wda(
                    "Other",
                    #" label="Clock" accessible="true" traits="UpdatesFrequently, PlaysSound, SummaryElement, StartsMediaSession, AllowsDirectInteraction, CausesPageTurn, SupportsZoom""#
                )), ["Clock"]),
    ]

    // MARK: Switches and text entry (WebDriverAgent page sources)

    static let switchAndTextCases: [VoiceOverSourceCase] = [
        // Switch Button then On, value not spoken, toggle hint (SA:99-113, 224-230, 275-278; IMG testSwitchControls).
        .init(
            "switch on", Dump.page(Dump.wda("Switch", #" label="Wi-Fi" value="1" traits="Button, ToggleButton""#)),
            ["Wi-Fi, Switch Button, On"], hint: toggleHint, snapshot: ("Wi-Fi. Switch Button. On.", toggleHint)),
        .init(
            "switch off", Dump.page(Dump.wda("Switch", #" label="Wi-Fi" value="0" traits="Button, ToggleButton""#)),
            ["Wi-Fi, Switch Button, Off"], hint: toggleHint, snapshot: ("Wi-Fi. Switch Button. Off.", toggleHint)),
        // WebDriverAgent writes a Switch's value as a boolean (XCUIElement+FBWebDriverAttributes.m:105-106), so a
        // mixed state reaches a dump only on another type with the toggle trait.
        .init(
            "mixed toggle",
            Dump.page(Dump.wda("Other", #" label="All" value="2" accessible="true" traits="Button, ToggleButton""#)),
            ["All, Switch Button, Mixed"], hint: toggleHint, snapshot: ("All. Switch Button. Mixed.", toggleHint)),
        // An older dump: no traits, the Switch type implies button + switch.
        .init(
            "switch without a traits attribute", Dump.page(Dump.wda("Switch", #" label="Wi-Fi" value="1""#)),
            ["Wi-Fi, Switch Button, On"], hint: toggleHint),
        // IMG testSwitchControls first row: "Switch Button. On."
        .init(
            "unlabelled switch", Dump.page(Dump.wda("Switch", #" value="1" traits="Button, ToggleButton""#)),
            ["Switch Button, On"], hint: toggleHint, snapshot: ("Switch Button. On.", toggleHint)),
        // No toggle hint when dimmed (SA:224; IMG "Dimmed. Switch Button. On.").
        .init(
            "disabled switch",
            Dump.page(Dump.wda("Switch", #" value="1" enabled="false" traits="Button, ToggleButton""#)),
            ["Dimmed, Switch Button, On"], snapshot: ("Dimmed. Switch Button. On.", nil)),
        // A value other than 0/1/2 is spoken, without a period, on iOS 17+ (SA:114-119); the device says
        // "Switch button" even without the button trait (AS issue #199): we follow the device.
        .init(
            "switch trait without button, value 3",
            Dump.page(Dump.wda("Other", #" label="Fake Label" value="3" accessible="true" traits="ToggleButton""#)),
            ["Fake Label, Switch Button, 3"], hint: toggleHint, snapshot: ("Fake Label. Switch Button. 3", toggleHint)),
        // traits="" on a text field: the type gives the private text-entry trait (SA:128-133, 232-243).
        .init(
            "text field", Dump.page(Dump.wda("TextField", #" label="Name" traits="""#)), ["Name, Text Field"],
            hint: editHint, snapshot: ("Name. Text Field.", editHint)),
        .init(
            "text field with text", Dump.page(Dump.wda("TextField", #" label="Name" value="Alice" traits="""#)),
            ["Name, Alice, Text Field"], hint: editHint, snapshot: ("Name: Alice. Text Field.", editHint)),
        .init(
            "secure text field", Dump.page(Dump.wda("SecureTextField", #" label="Password" traits="""#)),
            ["Password, Secure Text Field"], hint: editHint, snapshot: ("Password. Secure Text Field.", editHint)),
        // A text view: text entry plus the private text-area trait, whose hint adds the rotor (SA:236-238, EN:107).
        .init(
            "text view", Dump.page(Dump.wda("TextView", #" label="Notes" traits="""#)), ["Notes, Text Field"],
            hint: "Double tap to edit., Use the rotor to access Misspelled Words"),
        // A text view the dump calls static text is not editable: no text-entry words.
        .init(
            "read-only text view",
            Dump.page(Dump.wda("TextView", #" label="Terms" value="Terms" traits="StaticText""#)), ["Terms"]),
        // A system search field is text entry plus the search-field trait; SA:128-158 appends both words,
        // the device says "Search Field" in the text field's place (decision in docs/fidelity.md: MagentaA11y's
        // iOS announcement "Search, Search field, double tap to edit"; woocommerce-ios issue #6077).
        .init(
            "search field", Dump.page(Dump.wda("SearchField", #" label="Search" traits="SearchField""#)),
            ["Search, Search Field"], hint: editHint, snapshot: ("Search. Search Field.", editHint)),
        // No edit hint when dimmed (SA:232).
        .init(
            "disabled text field", Dump.page(Dump.wda("TextField", #" label="Name" enabled="false" traits="""#)),
            ["Name, Dimmed, Text Field"], snapshot: ("Name. Dimmed. Text Field.", nil)),
        // IMG testSwitchControls row 9: selected, dimmed, every trait; Button hidden by the switch.
        .init(
            "selected dimmed switch with every trait",
            Dump.page(
                Dump.wda(
                    "Switch",
                    #" label="Label" value="0" selected="true" enabled="false" traits="Button, Selected, Header, Link, Adjustable, Image, SearchField, ToggleButton""#
                )),
            ["Selected, Label, Dimmed, Switch Button, Off, Heading, Link, Adjustable, Image, Search Field"],
            snapshot: (
                "Selected: Label. Dimmed. Switch Button. Off. Heading. Link. Adjustable. Image. Search Field.", nil
            )),
    ]

    // MARK: Navigation bars, visibility, zero size (WebDriverAgent page sources)

    static let navigationCases: [VoiceOverSourceCase] = [
        // A back button labelled "Back" is not read "Back, Back Button" (SA:10, 293-298; EN:14-17).
        .init(
            "back button labelled Back",
            Dump.page(
                Dump.wda(
                    "NavigationBar", #" name="Detail" accessible="false""#, y: 50, x: 0, width: 402,
                    [
                        Dump.wda("Button", #" name="BackButton" label="Back" traits="Button""#, y: 50, x: 0, width: 80),
                        Dump.wda("StaticText", #" label="Detail" value="Detail""#, y: 60, x: 150, width: 100),
                    ])),
            ["Back Button", "Detail, Heading"], snapshot: ("Back Button.", nil)),
        // The previous screen's title is kept (IMG testNavBarBackButtonTraitsWithTitles "First. Back Button.").
        .init(
            "back button with the previous title",
            Dump.page(
                Dump.wda(
                    "NavigationBar", #" name="Second" accessible="false""#, y: 50, x: 0, width: 402,
                    [
                        Dump.wda("Button", #" label="First" traits="Button""#, y: 50, x: 4, width: 80),
                        Dump.wda("StaticText", #" label="Second" value="Second""#, y: 60, x: 150, width: 100),
                    ])),
            ["First, Back Button", "Second, Heading"], snapshot: ("First. Back Button.", nil)),
        // visible="false" is WebDriverAgent's on-screen estimate, not hidden (HP:811-827 prunes only hidden,
        // alpha 0 and zero size): the element is reached.
        .init(
            "an element WebDriverAgent calls not visible is reached",
            Dump.page(
                Dump.wda("StaticText", #" label="Top" value="Top""#, y: 100),
                Dump.wda("Button", #" label="Under the bar" visible="false" traits="Button""#, y: 800)),
            ["Top", "Under the bar, Button"]),
        // A parent's visible="false" never hides its children.
        .init(
            "children of a collection view WebDriverAgent calls not visible",
            Dump.page(
                Dump.wda(
                    "CollectionView", #" visible="false" accessible="false""#, y: 0, x: 0, width: 402, height: 874,
                    [
                        Dump.wda("Cell", #" label="Episode 1" visible="false""#, y: 100),
                        Dump.wda("Cell", #" label="Episode 2""#, y: 200),
                        Dump.wda("Cell", #" label="Episode 3" visible="false""#, y: 1200),
                    ])),
            ["Episode 1", "Episode 2", "Episode 3"]),
        // Zero-size elements are skipped (HP:822-827).
        .init(
            "a zero-size button is skipped",
            Dump.page(
                Dump.wda("Button", #" label="Ghost" traits="Button""#, y: 10, width: 0, height: 0),
                Dump.wda("Button", #" label="Next" traits="Button""#, y: 100)),
            ["Next, Button"]),
        // accessible="false" text is not an element (HP:831).
        .init(
            "an inaccessible element is not a stop",
            Dump.page(
                Dump.wda("StaticText", #" label="Decoration" accessible="false""#, y: 10),
                Dump.wda("StaticText", #" label="Body" accessible="true""#, y: 100)),
            ["Body"]),
        // An accessibility element hides its subtree (HP:831-832): the cell is one stop. WebDriverAgent
        // calls the text inside it not accessible, as it does every element below an element
        // (WebDriverAgent@c279b4c XCUIElement+FBWebDriverAttributes.m:227-237).
        .init(
            "a cell is one element",
            Dump.page(
                Dump.wda(
                    "Cell", #" label="Kawhi Leonard, Toronto Raptors" accessible="true""#,
                    [Dump.wda("StaticText", #" label="Kawhi Leonard" accessible="false""#)])),
            ["Kawhi Leonard, Toronto Raptors"]),
        // WebDriverAgent calls a cell accessible when its first child is an element
        // (WebDriverAgent@c279b4c XCUIElement+FBWebDriverAttributes.m:213-221), and calls nothing
        // accessible below an element (:227-237): an accessible element inside shows the cell is not one
        // itself, so VoiceOver stops on the button (HP:831-834). A context menu's rows (Ice Cubes, iOS 26).
        .init(
            "a cell WebDriverAgent calls accessible for the element inside it is not one stop",
            Dump.page(
                Dump.wda(
                    "Cell", #" accessible="true""#,
                    [Dump.wda("Button", #" label="Reply" traits="Button" accessible="true""#)]),
                Dump.wda(
                    "Cell", #" accessible="true""#, y: 150,
                    [
                        Dump.wda(
                            "Other", #" accessible="false""#, y: 150,
                            [Dump.wda("Button", #" label="Boost" traits="Button" accessible="true""#, y: 150)])
                    ])),
            ["Reply, Button", "Boost, Button"]),
        // Reading order: tops less than 8 points apart compare by the leading edge, read leading to
        // trailing (HP:323-338). The comparison is pairwise, not by rows: Below (110) is within 8 points
        // of Right (103) but not of Left (100), so the parser's sort, inserting Below after Left and
        // Right, moves it before Right (further left) and stops at Left (a row above).
        .init(
            "elements whose tops differ by less than 8 points share a row",
            Dump.page(
                Dump.wda("StaticText", #" label="Right" accessible="true""#, y: 103, x: 220, width: 100),
                Dump.wda("StaticText", #" label="Left" accessible="true""#, y: 100, x: 20, width: 100),
                Dump.wda("StaticText", #" label="Below" accessible="true""#, y: 110, x: 0, width: 100)),
            ["Left", "Below", "Right"]),
        // Only the last modal subtree is reachable (HP:853-860); an Alert is modal.
        .init(
            "an alert is the only reachable part",
            Dump.page(
                Dump.wda("Button", #" label="Behind" traits="Button""#, y: 100),
                Dump.wda(
                    "Alert", #" label="Delete?" accessible="false""#, y: 300,
                    [Dump.wda("Button", #" label="Cancel" traits="Button""#, y: 400)])),
            ["Cancel, Button"]),
        // An alert deeper in the tree than the content beside it: every element holding the alert is modal
        // (inferred), so its branch wins at each level (HP:853-860 applies per list of siblings).
        .init(
            "an alert nested in its own branch",
            Dump.page(
                Dump.wda(
                    "Other", #" accessible="false""#, y: 0, x: 0, width: 402, height: 874,
                    [Dump.wda("Button", #" label="Content" traits="Button""#, y: 100)]),
                Dump.wda(
                    "Other", #" accessible="false""#, y: 0, x: 0, width: 402, height: 874,
                    [
                        Dump.wda(
                            "Alert", #" label="Delete?" accessible="false""#, y: 300,
                            [Dump.wda("Button", #" label="Delete" traits="Button""#, y: 400)])
                    ])),
            ["Delete, Button"]),
    ]

    // MARK: Tab bars and segmented controls (WebDriverAgent page sources)

    static let containerCases: [VoiceOverSourceCase] = [
        // A tab bar's members: "Tab" replaces "Button", then "x of y" (HP:411-441; SA:89-93, 123-126, 178-185;
        // EN:20, 62; IMG testTabBars "Selected: Item B. Tab. 2 of 6."). Entering the bar the device first says
        // "Tab Bar" (AS issue #26): followed.
        .init(
            "tab bar",
            Dump.page(
                Dump.wda(
                    "TabBar", #" accessible="false" traits="TabBar""#, y: 790, x: 0, width: 402, height: 84,
                    [
                        Dump.wda(
                            "Button", #" label="Home" value="1" selected="true" traits="Button, Selected""#, y: 790,
                            x: 0, width: 134),
                        Dump.wda("Button", #" label="Search" traits="Button""#, y: 790, x: 134, width: 134),
                        Dump.wda("Button", #" label="Profile" traits="Button""#, y: 790, x: 268, width: 134),
                    ])),
            ["Tab Bar, Selected, Home, Tab, 1 of 3", "Search, Tab, 2 of 3", "Profile, Tab, 3 of 3"],
            snapshot: ("Selected: Home. Tab. 1 of 3.", nil)),
        // A dimmed and an unlabelled tab (IMG testTabBars "Item C. Dimmed. Tab. 3 of 11.", "Tab. 4 of 11.").
        .init(
            "dimmed and unlabelled tabs",
            Dump.page(
                Dump.wda(
                    "TabBar", #" accessible="false""#, y: 790, x: 0, width: 402, height: 84,
                    [
                        Dump.wda("Button", #" label="Item C" enabled="false""#, y: 790, x: 0, width: 134),
                        Dump.wda("Button", "", y: 790, x: 134, width: 134),
                    ])),
            ["Tab Bar, Item C, Dimmed, Tab, 1 of 2", "Tab, 2 of 2"], snapshot: ("Item C. Dimmed. Tab. 1 of 2.", nil)),
        // In a real UITabBar only its tab bar buttons are tabs (HP:378-409: an element that is not one of
        // them gets no context); the text that IMG testTabBars reads as "2. Tab. 5 of 11." sits in a
        // tab-bar-trait view, not a UITabBar (Example TabBarViewController.swift:82-93).
        .init(
            "text inside a UITabBar is not a tab",
            Dump.page(
                Dump.wda(
                    "TabBar", #" accessible="false""#, y: 790, x: 0, width: 402, height: 84,
                    [
                        Dump.wda("Button", #" label="A""#, y: 790, x: 0, width: 100),
                        Dump.wda("StaticText", #" label="2" accessible="true""#, y: 790, x: 100, width: 100),
                    ])),
            ["Tab Bar, A, Tab, 1 of 1", "2"]),
        // Every element under a view with the tabBar trait that is not a UITabBar is a tab, text included,
        // numbered in the view's reading order (HP:411-441; IMG testTabBars "2. Tab. 5 of 11.").
        .init(
            "text inside a tab bar trait view is a tab too",
            Dump.document(
                #"{"id": "bar", "traits": ["tabBar"], "children": [{"id": "a", "label": "A", "traits": ["button"], "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 0))}, {"id": "g", "children": [{"id": "t", "label": "2", "traits": ["staticText"], "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 100))}]}]}"#
            ), ["A, Tab, 1 of 2", "2, Tab, 2 of 2"]),
        // A tab-bar-trait view with an explicit order numbers its own entries among all of them, a hidden one
        // included (HP:445, 465-470); an element nested below an entry is not a tab (HP:445-456).
        .init(
            "explicitly ordered tab bar trait view",
            Dump.document(
                #"{"id": "bar", "traits": ["tabBar"], "hasExplicitOrder": true, "children": [{"id": "h", "label": "Hidden", "traits": ["button"], "isAccessibilityElement": true, "isHidden": true, \#(Dump.frame(y: 10, x: 0))}, {"id": "a", "label": "A", "traits": ["button"], "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 100))}, {"id": "g", "children": [{"id": "t", "label": "B", "traits": ["button"], "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 200))}]}]}"#
            ), ["A, Tab, 2 of 3", "B, Button"]),
        // A UITabBar numbers its buttons among all of its tab bar buttons (HP:378-409, 990-1008 collects
        // every UITabBarButton subview, whatever its size), so a zero-size button still counts.
        .init(
            "a zero-size tab bar button still counts",
            Dump.page(
                Dump.wda(
                    "TabBar", #" accessible="false""#, y: 790, x: 0, width: 402, height: 84,
                    [
                        Dump.wda("Button", #" label="A""#, y: 790, x: 0, width: 100),
                        Dump.wda("Button", #" label="Gone""#, y: 790, x: 100, width: 0, height: 0),
                        Dump.wda("Button", #" label="B""#, y: 790, x: 200, width: 100),
                    ])),
            ["Tab Bar, A, Tab, 1 of 3", "B, Tab, 3 of 3"]),
        // Segmented control: a series "x of y" after the trait words, Button kept (HP:458-463; SA:178-185).
        .init(
            "segmented control",
            Dump.page(
                Dump.wda(
                    "SegmentedControl", #" accessible="false""#, y: 100, x: 20, width: 300,
                    [
                        Dump.wda("Button", #" label="Day" traits="Button""#, y: 100, x: 20, width: 100),
                        Dump.wda(
                            "Button", #" label="Week" value="1" selected="true" traits="Button, Selected""#, y: 100,
                            x: 120, width: 100),
                        Dump.wda("Button", #" label="Month" traits="Button""#, y: 100, x: 220, width: 100),
                    ])),
            ["Day, Button, 1 of 3", "Selected, Week, Button, 2 of 3", "Month, Button, 3 of 3"],
            snapshot: ("Day. Button. 1 of 3.", nil)),
        // The tab bar is entered once: moving between its tabs says no "Tab Bar" again; leaving says nothing.
        .init(
            "leaving a tab bar says nothing",
            Dump.page(
                Dump.wda(
                    "TabBar", #" accessible="false""#, y: 700, x: 0, width: 402, height: 84,
                    [Dump.wda("Button", #" label="Home""#, y: 700, x: 0, width: 134)]),
                Dump.wda("StaticText", #" label="Footer" accessible="true""#, y: 820)),
            ["Tab Bar, Home, Tab, 1 of 1", "Footer"]),
    ]

    // MARK: Hints, containers, data tables, actions (screen documents: WebDriverAgent has no hints,
    // container types or custom actions)

    static let documentCases: [VoiceOverSourceCase] = [
        // Hint promoted when label and value are empty; no adjustable hint for "hint only" (SA:160-164, 246-247;
        // IMG testDescriptionEdgeCases "Hint. Adjustable.").
        .init(
            "hint only, adjustable",
            Dump.document(#"{"id": "e", "hint": "Hint", "traits": ["adjustable"], "isAccessibilityElement": true}"#),
            ["Hint, Adjustable"], snapshot: ("Hint. Adjustable.", nil)),
        // App hint then the adjustable hint (SA:248-253; IMG "Hint. Swipe up or down ...").
        .init(
            "label, hint, adjustable",
            Dump.document(
                #"{"id": "e", "label": "Label", "hint": "Hint", "traits": ["adjustable"], "isAccessibilityElement": true}"#
            ), ["Label, Adjustable"], hint: "Hint, " + adjustHint,
            snapshot: ("Label. Adjustable.", "Hint. " + adjustHint)),
        // Traits alone (IMG "Button. Heading.").
        .init(
            "button heading without a label",
            Dump.document(#"{"id": "e", "traits": ["button", "header"], "isAccessibilityElement": true}"#),
            ["Button, Heading"], snapshot: ("Button. Heading.", nil)),
        // IMG "Adjustable." with the adjustable hint.
        .init(
            "adjustable alone",
            Dump.document(#"{"id": "e", "traits": ["adjustable"], "isAccessibilityElement": true}"#),
            ["Adjustable"], hint: adjustHint, snapshot: ("Adjustable.", adjustHint)),
        // IMG "Hint. Button.".
        .init(
            "hint only, button",
            Dump.document(#"{"id": "e", "hint": "Hint", "traits": ["button"], "isAccessibilityElement": true}"#),
            ["Hint, Button"], snapshot: ("Hint. Button.", nil)),
        // A hint alone with no traits becomes the description.
        .init(
            "hint only, no traits",
            Dump.document(#"{"id": "e", "hint": "Opens the menu", "isAccessibilityElement": true}"#),
            ["Opens the menu"], snapshot: ("Opens the menu", nil)),
        // The app's hint stays with a label.
        .init(
            "label and hint",
            Dump.document(
                #"{"id": "e", "label": "Kawhi Leonard", "hint": "Double tap to get more details", "isAccessibilityElement": true}"#
            ), ["Kawhi Leonard"], hint: "Double tap to get more details"),
        // Switch hint format "<hint>. Double tap to toggle setting." (SA:224-230, EN:59; IMG row 7).
        .init(
            "switch with a hint",
            Dump.document(
                #"{"id": "e", "label": "Label", "value": "1", "hint": "Hint", "traits": ["button", "switchButton"], "isAccessibilityElement": true}"#
            ), ["Label, Switch Button, On"], hint: "Hint, " + toggleHint,
            snapshot: ("Label. Switch Button. On.", "Hint. " + toggleHint)),
        // A switch's value is never its description (SA:275-278): an unlabelled switch's hint is promoted.
        .init(
            "unlabelled switch with a hint",
            Dump.document(
                #"{"id": "e", "value": "0", "hint": "Hint", "traits": ["button", "switchButton"], "isAccessibilityElement": true}"#
            ), ["Hint, Switch Button, Off"], hint: toggleHint),
        // A dimmed switch keeps the app hint only (IMG row 9 "Hint").
        .init(
            "dimmed switch with a hint",
            Dump.document(
                #"{"id": "e", "label": "Label", "value": "0", "hint": "Hint", "traits": ["button", "switchButton", "notEnabled"], "isAccessibilityElement": true}"#
            ), ["Label, Dimmed, Switch Button, Off"], hint: "Hint"),
        // An adjustable switch gets no adjustable hint (SA:247).
        .init(
            "adjustable switch",
            Dump.document(
                #"{"id": "e", "label": "Level", "value": "1", "traits": ["switchButton", "adjustable"], "isAccessibilityElement": true}"#
            ), ["Level, Switch Button, On, Adjustable"], hint: toggleHint),
        // iOS 17's public toggle trait is the switch-button trait (SA:115-117).
        .init(
            "toggle button trait",
            Dump.document(
                #"{"id": "e", "label": "Dark mode", "value": "1", "traits": ["toggleButton"], "isAccessibilityElement": true}"#
            ), ["Dark mode, Switch Button, On"], hint: toggleHint),
        // The text-entry hint replaces the app's hint (SA:232-244).
        .init(
            "text field with an app hint",
            Dump.document(
                #"{"id": "e", "label": "Email", "hint": "Your work address", "traits": ["textEntry"], "isAccessibilityElement": true}"#
            ), ["Email, Text Field"], hint: editHint),
        // Being edited: "Is editing" and the rotor hint (SA:135-137, 233-234; EN:104, 110).
        .init(
            "text field being edited",
            Dump.document(
                #"{"id": "e", "label": "Name", "traits": ["textEntry", "isEditing"], "isAccessibilityElement": true}"#),
            ["Name, Text Field, Is editing"], hint: "Use the rotor to access Misspelled Words",
            snapshot: ("Name. Text Field. Is editing.", "Use the rotor to access Misspelled Words")),
        // "Is editing" only with text entry (SA:128-138).
        .init(
            "is editing without text entry",
            Dump.document(#"{"id": "e", "label": "Name", "traits": ["isEditing"], "isAccessibilityElement": true}"#),
            ["Name"]),
        // Text entry and adjustable: both hints, as sentences (SA:232-253).
        .init(
            "adjustable text field",
            Dump.document(
                #"{"id": "e", "label": "Amount", "traits": ["textEntry", "adjustable"], "isAccessibilityElement": true}"#
            ), ["Amount, Text Field, Adjustable"], hint: editHint + ", " + adjustHint,
            snapshot: ("Amount. Text Field. Adjustable.", "Double tap to edit. " + adjustHint)),
        // A tab outside any tab bar: "Tab", no position (SA:123-126, 90).
        .init(
            "tab trait outside a tab bar",
            Dump.document(
                #"{"id": "e", "label": "Home", "traits": ["button", "tab"], "isAccessibilityElement": true}"#),
            ["Home, Tab"], snapshot: ("Home. Tab.", nil)),
        // Back Button in the fixed order after Button's place, Button hidden (SA:90-97).
        .init(
            "back button trait",
            Dump.document(
                #"{"id": "e", "label": "Inbox", "traits": ["button", "backButton"], "isAccessibilityElement": true}"#),
            ["Inbox, Back Button"], snapshot: ("Inbox. Back Button.", nil)),
        // Custom actions: the device says "Actions available" with hints on; AccessibilitySnapshot lists the
        // actions apart (its hint has none).
        .init(
            "custom actions",
            Dump.document(
                #"{"id": "e", "label": "Message", "traits": ["button"], "isAccessibilityElement": true, "customActions": [{"name": "Delete", "key": "delete"}]}"#
            ), ["Message, Button"], hint: actionsHint, snapshot: ("Message. Button.", nil)),
        // List Start on the first entry, List End on the last, of a list with an explicit order: only an
        // accessibility container gives list context (HP:444-478, 834-841; SA:187-201; IMG testList, whose
        // list sets accessibilityElements, Example ListContainerViewController.swift:29).
        .init(
            "list",
            Dump.document(
                #"{"id": "list", "containerType": "list", "hasExplicitOrder": true, "children": [\#((1...4).map { #"{"id": "l\#($0)", "label": "Label \#($0)", "isAccessibilityElement": true, \#(Dump.frame(y: Double($0) * 100))}"# }.joined(separator: ","))]}"#
            ), ["Label 1, List Start", "Label 2", "Label 3", "Label 4, List End"],
            snapshot: ("Label 1. List Start.", nil)),
        // An only member gets only the start (HP:88).
        .init(
            "list of one",
            Dump.document(
                #"{"id": "list", "containerType": "list", "hasExplicitOrder": true, "children": [{"id": "a", "label": "Only", "traits": ["button"], "isAccessibilityElement": true}]}"#
            ), ["Only, Button, List Start"], snapshot: ("Only. Button. List Start.", nil)),
        // Landmark / End on an explicitly ordered landmark's first and last entries (HP:480-486; EN:83-86).
        .init(
            "landmark",
            Dump.document(
                #"{"id": "nav", "containerType": "landmark", "hasExplicitOrder": true, "children": [{"id": "a", "label": "Home", "traits": ["link"], "isAccessibilityElement": true, \#(Dump.frame(y: 10))}, {"id": "b", "label": "News", "isAccessibilityElement": true, \#(Dump.frame(y: 50))}, {"id": "c", "label": "Sport", "isAccessibilityElement": true, \#(Dump.frame(y: 90))}]}"#,
                #"{"id": "after", "label": "Story", "isAccessibilityElement": true, \#(Dump.frame(y: 200))}"#),
            ["Home, Link, Landmark", "News", "Sport, End", "Story"], snapshot: ("Home. Link. Landmark.", nil)),
        // The outermost context provider wins (HP:839, 866): a list in an explicitly ordered landmark gives
        // nothing, and the landmark's context goes only to its own entries (HP:445-456: an element nested
        // below an entry is not found among them), so the list's members say neither.
        .init(
            "list inside a landmark",
            Dump.document(
                #"{"id": "main", "containerType": "landmark", "hasExplicitOrder": true, "children": [{"id": "t", "label": "Top", "isAccessibilityElement": true, \#(Dump.frame(y: 0))}, {"id": "list", "containerType": "list", "hasExplicitOrder": true, "children": [{"id": "a", "label": "A", "isAccessibilityElement": true, \#(Dump.frame(y: 10))}, {"id": "b", "label": "B", "isAccessibilityElement": true, \#(Dump.frame(y: 50))}]}]}"#
            ), ["Top, Landmark", "A", "B"]),
        // A list or landmark read in subview order (no accessibilityElements) is a superview context
        // provider, which gives only tab bars context (HP:376-442, 555; 862-869).
        .init(
            "list without an explicit order",
            Dump.document(
                #"{"id": "list", "containerType": "list", "children": [{"id": "a", "label": "A", "isAccessibilityElement": true, \#(Dump.frame(y: 10))}, {"id": "b", "label": "B", "isAccessibilityElement": true, \#(Dump.frame(y: 50))}]}"#
            ), ["A", "B"], snapshot: ("A", nil)),
        .init(
            "landmark without an explicit order",
            Dump.document(
                #"{"id": "nav", "containerType": "landmark", "children": [{"id": "a", "label": "A", "isAccessibilityElement": true, \#(Dump.frame(y: 10))}, {"id": "b", "label": "B", "isAccessibilityElement": true, \#(Dump.frame(y: 50))}]}"#
            ), ["A", "B"]),
        // The index is among all of the container's entries, hidden ones included (HP:445, 472-478:
        // index(ofAccessibilityElement:) and accessibilityElementCount() count the accessibilityElements
        // array): a hidden first entry leaves the first reachable one without List Start, a hidden last
        // entry the last reachable one without List End.
        .init(
            "list whose first and last entries are hidden",
            Dump.document(
                #"{"id": "list", "containerType": "list", "hasExplicitOrder": true, "children": [{"id": "h", "label": "Hidden", "isAccessibilityElement": true, "isHidden": true, \#(Dump.frame(y: 0))}, {"id": "a", "label": "A", "isAccessibilityElement": true, \#(Dump.frame(y: 10))}, {"id": "b", "label": "B", "isAccessibilityElement": true, \#(Dump.frame(y: 50))}, {"id": "z", "label": "Gone", "isAccessibilityElement": true, "isHidden": true, \#(Dump.frame(y: 90))}]}"#
            ), ["A", "B"]),
        // Elements nested below an entry get no list context (HP:445-456).
        .init(
            "list entry that is a group",
            Dump.document(
                #"{"id": "list", "containerType": "list", "hasExplicitOrder": true, "children": [{"id": "g", "children": [{"id": "a", "label": "A", "isAccessibilityElement": true, \#(Dump.frame(y: 10))}]}, {"id": "b", "label": "B", "isAccessibilityElement": true, \#(Dump.frame(y: 50))}]}"#
            ), ["A", "B, List End"]),
        // A semantic group and a table cell without a position say nothing (HP:593-604: no context).
        .init(
            "semantic group",
            Dump.document(
                #"{"id": "g", "containerType": "semanticGroup", "label": "Scores", "children": [{"id": "a", "label": "A", "isAccessibilityElement": true}]}"#
            ), ["A"]),
        // Data table: value, then "Row n" on the first cell of a row and "Column n" always (SA:37-51; the
        // device puts the value before the row and column, AS issue #7: followed).
        .init(
            "data table",
            Dump.document(
                #"{"id": "t", "containerType": "dataTable", "children": [{"id": "a1", "label": "A1", "isAccessibilityElement": true, "collectionItemInfo": {"rowIndex": 0, "columnIndex": 0, "isHeading": false}, \#(Dump.frame(y: 10, x: 0))}, {"id": "b1", "label": "B1", "value": "Value", "isAccessibilityElement": true, "collectionItemInfo": {"rowIndex": 0, "columnIndex": 1, "isHeading": false}, \#(Dump.frame(y: 10, x: 100))}, {"id": "a2", "label": "A2", "traits": ["button", "notEnabled"], "isAccessibilityElement": true, "collectionItemInfo": {"rowIndex": 1, "columnIndex": 0, "isHeading": false}, \#(Dump.frame(y: 50, x: 0))}]}"#
            ), ["A1, Row 1, Column 1", "B1, Value, Column 2", "A2, Row 2, Column 1, Dimmed, Button"],
            snapshot: ("A1. Row 1. Column 1.", nil)),
        // A table cell's hint is never promoted: its position is a description (SA:44-53, 160-164).
        .init(
            "data table cell with only a hint",
            Dump.document(
                #"{"id": "t", "containerType": "dataTable", "children": [{"id": "a1", "hint": "Hint", "isAccessibilityElement": true, "collectionItemInfo": {"rowIndex": 2, "columnIndex": 3, "isHeading": false}}]}"#
            ), ["Row 3, Column 4"], hint: "Hint", snapshot: ("Row 3. Column 4.", "Hint")),
        // A view with the tabBar trait but no tab-bar container type (a "fake" tab bar): tabs and positions,
        // no "Tab Bar" on entry (HP:414-441; AS issue #26 concerns UITabBar).
        .init(
            "tab bar trait view",
            Dump.document(
                #"{"id": "bar", "traits": ["tabBar"], "children": [{"id": "a", "label": "Item A", "traits": ["button"], "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 0))}, {"id": "b", "label": "Item B", "traits": ["button", "selected"], "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 100))}]}"#
            ), ["Item A, Tab, 1 of 2", "Selected, Item B, Tab, 2 of 2"], snapshot: ("Item A. Tab. 1 of 2.", nil)),
        // A keyboard key with the button trait: no Button word (SA:90).
        .init(
            "keyboard key button",
            Dump.document(
                #"{"id": "e", "label": "A", "traits": ["button", "keyboardKey"], "isAccessibilityElement": true}"#),
            ["A"]),
        // Hidden subtrees are skipped (HP:807-809).
        .init(
            "hidden subtree",
            Dump.document(
                #"{"id": "h", "isHidden": true, "children": [{"id": "a", "label": "Secret", "isAccessibilityElement": true}]}"#,
                #"{"id": "b", "label": "Shown", "isAccessibilityElement": true}"#), ["Shown"]),
    ]

    @Test(arguments: cases)
    func voiceOverSays(_ testCase: VoiceOverSourceCase) throws {
        let screen = try ScreenImporter.importScreen(bytes: Array(testCase.file.utf8), fileName: "case.xml")
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        let steps = voiceOver.walkToEnd().steps.filter { !$0.sounds.contains("boundary") }
        #expect(steps.map(\.speech) == testCase.stops)
        let first = try #require(steps.first)
        #expect(first.hint == testCase.hint)
        if let snapshot = testCase.snapshot {
            let id = try #require(first.element.map { ElementID($0) })
            let element = try #require(voiceOver.element(id))
            let written = VoiceOverSpeech().snapshotDescription(
                for: element, context: voiceOver.voiceOverContext(of: id))
            #expect(written.description == snapshot.description)
            #expect(written.hint == snapshot.hint)
        }
    }

    @Test func theCorpusIsBroad() {
        #expect(Self.cases.count >= 60)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }
}
