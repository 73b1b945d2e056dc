import AccessibilityTree
import HierarchyImport
import ScreenReaderKit
import Testing

/// Trait combinations, punctuation and hint interplay of AccessibilitySnapshot's description
/// (`accessibilityDescription(context:)`), each case cited beside it. `SA`, `HP`, `EN` and `AS` as in
/// ``VoiceOverSourceConformanceTests`` (AccessibilitySnapshot at 5b03db81f49275312ea1a56914dbe9aa1608e3f0).
extension VoiceOverSourceConformanceTests {
    static let combinationCases: [VoiceOverSourceCase] =
        punctuationCases + hintCases + contextCombinationCases + emptyDescriptionCases

    // MARK: Punctuation and trait order (WebDriverAgent page sources)

    static let punctuationCases: [VoiceOverSourceCase] = [
        // A label that ends with a period gets no second one before the trait words (SA:168-170).
        .init(
            "label ending with a period, button",
            Dump.page(Dump.wda("Button", #" label="Done." traits="Button""#)), ["Done., Button"],
            snapshot: ("Done. Button.", nil)),
        // Label and value are joined with ": " whatever punctuation the label ends with (SA:63-68).
        .init(
            "label with punctuation and a value",
            Dump.page(Dump.wda("Other", #" label="Total." value="5 items" accessible="true""#)),
            ["Total., 5 items"], snapshot: ("Total.: 5 items", nil)),
        // A value alone, then the trait words (SA:70-71, 166-174).
        .init(
            "value-only button", Dump.page(Dump.wda("Button", #" value="Play" traits="Button""#)),
            ["Play, Button"], snapshot: ("Play. Button.", nil)),
        // Selected first, Dimmed before Button, Heading after Button (SA:75-81, 85-93, 140-142).
        .init(
            "selected dimmed button heading",
            Dump.page(
                Dump.wda(
                    "Button", #" label="Plan" selected="true" enabled="false" traits="Button, Selected, Header""#)),
            ["Selected, Plan, Dimmed, Button, Heading"], snapshot: ("Selected: Plan. Dimmed. Button. Heading.", nil)),
        // A link inside text: static text with the link trait says only Link (SA:144-146; staticText has no word).
        .init(
            "text with the link trait",
            Dump.page(
                Dump.wda(
                    "StaticText", #" label="Terms apply" value="Terms apply" traits="StaticText, Link""#)),
            ["Terms apply, Link"], snapshot: ("Terms apply. Link.", nil)),
        // Button before Image (SA:91-93, 152-154).
        .init(
            "image button", Dump.page(Dump.wda("Button", #" label="Play" traits="Button, Image""#)),
            ["Play, Button, Image"], snapshot: ("Play. Button. Image.", nil)),
        // Link before Image (SA:144-154).
        .init(
            "linked image", Dump.page(Dump.wda("Link", #" label="Logo" traits="Link, Image""#)),
            ["Logo, Link, Image"], snapshot: ("Logo. Link. Image.", nil)),
        // Plays sound and starts a media session have no words (SA:83-158): only Button.
        .init(
            "media button",
            Dump.page(Dump.wda("Button", #" label="Play" traits="Button, PlaysSound, StartsMediaSession""#)),
            ["Play, Button"], snapshot: ("Play. Button.", nil)),
        // A summary element speaks its label and value, no word (SA:83-158).
        .init(
            "summary element",
            Dump.page(
                Dump.wda("Other", #" label="Weather" value="Sunny" accessible="true" traits="SummaryElement""#)),
            ["Weather, Sunny"], snapshot: ("Weather: Sunny", nil)),
        // A dimmed keyboard key: Dimmed, still no Button (SA:85-93).
        .init(
            "dimmed keyboard key",
            Dump.page(Dump.wda("Key", #" label="Q" enabled="false" traits="Button, KeyboardKey""#)),
            ["Q, Dimmed"], snapshot: ("Q. Dimmed.", nil)),
        // A selected keyboard key (shift on): "Selected: " and no Button (SA:75-93).
        .init(
            "selected keyboard key",
            Dump.page(
                Dump.wda("Key", #" label="shift" selected="true" traits="Button, KeyboardKey, Selected""#)),
            ["Selected, shift"], snapshot: ("Selected: shift", nil)),
        // Adjustable with a label and no value: the label, Adjustable, the adjustable hint (SA:148-150, 246-254).
        .init(
            "adjustable with a label and no value",
            Dump.page(Dump.wda("Other", #" label="Rating" accessible="true" traits="Adjustable""#)),
            ["Rating, Adjustable"], hint: adjustHint, snapshot: ("Rating. Adjustable.", adjustHint)),
    ]

    // MARK: Hints (screen documents: WebDriverAgent writes no hints)

    static let hintCases: [VoiceOverSourceCase] = [
        // A promoted hint ending with a period takes no second one (SA:160-170).
        .init(
            "hint only with a period, button",
            Dump.document(
                #"{"id": "e", "hint": "Opens the menu.", "traits": ["button"], "isAccessibilityElement": true}"#),
            ["Opens the menu., Button"], snapshot: ("Opens the menu. Button.", nil)),
        // Selected is a description: the hint is not promoted (SA:75-81, 160-164).
        .init(
            "selected with only a hint",
            Dump.document(
                #"{"id": "e", "hint": "Hint", "traits": ["button", "selected"], "isAccessibilityElement": true}"#),
            ["Selected, Button"], hint: "Hint", snapshot: ("Selected. Button.", "Hint")),
        // A value is a description: the hint stays a hint, then the adjustable hint (SA:70-71, 246-253).
        .init(
            "value, hint, adjustable",
            Dump.document(
                #"{"id": "e", "value": "50%", "hint": "Hint", "traits": ["adjustable"], "isAccessibilityElement": true}"#
            ), ["50%, Adjustable"], hint: "Hint, " + adjustHint,
            snapshot: ("50%. Adjustable.", "Hint. " + adjustHint)),
        // The app's hint loses its trailing period before the switch hint (SA:225-226, EN:59).
        .init(
            "switch hint after a hint ending with a period",
            Dump.document(
                #"{"id": "e", "label": "Sync", "value": "0", "hint": "Keeps files current.", "traits": ["button", "switchButton"], "isAccessibilityElement": true}"#
            ), ["Sync, Switch Button, Off"], hint: "Keeps files current., " + toggleHint,
            snapshot: ("Sync. Switch Button. Off.", "Keeps files current. " + toggleHint)),
        // A dimmed text field keeps the app's hint: the editing hint needs it enabled (SA:232).
        .init(
            "dimmed text field with an app hint",
            Dump.document(
                #"{"id": "e", "label": "Email", "hint": "Your work address", "traits": ["textEntry", "notEnabled"], "isAccessibilityElement": true}"#
            ), ["Email, Dimmed, Text Field"], hint: "Your work address",
            snapshot: ("Email. Dimmed. Text Field.", "Your work address")),
        // A hint-only text field: the hint is the description, the editing hint is the hint (SA:160-164, 240-241).
        .init(
            "hint only, text field",
            Dump.document(
                #"{"id": "e", "hint": "Search recipes", "traits": ["textEntry"], "isAccessibilityElement": true}"#),
            ["Search recipes, Text Field"], hint: editHint, snapshot: ("Search recipes. Text Field.", editHint)),
        // Hint only: no adjustable hint even on a text field; the editing hint stays (SA:232-247).
        .init(
            "hint only, adjustable text field",
            Dump.document(
                #"{"id": "e", "hint": "Hint", "traits": ["textEntry", "adjustable"], "isAccessibilityElement": true}"#
            ), ["Hint, Text Field, Adjustable"], hint: editHint,
            snapshot: ("Hint. Text Field. Adjustable.", editHint)),
        // Secure and being edited: Secure Text Field, Is editing, the rotor hint (SA:128-137, 233-234).
        .init(
            "secure text field being edited",
            Dump.document(
                #"{"id": "e", "label": "Password", "traits": ["textEntry", "secureTextEntry", "isEditing"], "isAccessibilityElement": true}"#
            ), ["Password, Secure Text Field, Is editing"], hint: "Use the rotor to access Misspelled Words",
            snapshot: ("Password. Secure Text Field. Is editing.", "Use the rotor to access Misspelled Words")),
        // A text area being edited: the editing hint wins over the text-area hint (SA:233-238).
        .init(
            "text area being edited",
            Dump.document(
                #"{"id": "e", "label": "Notes", "traits": ["textEntry", "textArea", "isEditing"], "isAccessibilityElement": true}"#
            ), ["Notes, Text Field, Is editing"], hint: "Use the rotor to access Misspelled Words"),
        // Dimmed adjustable with a hint: the app hint only (SA:247).
        .init(
            "dimmed adjustable with a hint",
            Dump.document(
                #"{"id": "e", "label": "Speed", "hint": "Hint", "traits": ["adjustable", "notEnabled"], "isAccessibilityElement": true}"#
            ), ["Speed, Dimmed, Adjustable"], hint: "Hint", snapshot: ("Speed. Dimmed. Adjustable.", "Hint")),
    ]

    // MARK: Back buttons, tabs and containers combined

    static let contextCombinationCases: [VoiceOverSourceCase] = [
        // The back descriptor is compared case-insensitively (SA:293-298).
        .init(
            "back button labelled BACK",
            Dump.document(
                #"{"id": "e", "label": "BACK", "traits": ["button", "backButton"], "isAccessibilityElement": true}"#),
            ["Back Button"], snapshot: ("Back Button.", nil)),
        // A dimmed back button: Dimmed before Back Button, Button hidden (SA:85-97).
        .init(
            "dimmed back button",
            Dump.document(
                #"{"id": "e", "label": "Back", "traits": ["button", "backButton", "notEnabled"], "isAccessibilityElement": true}"#
            ), ["Dimmed, Back Button"], snapshot: ("Dimmed. Back Button.", nil)),
        // A back button whose label is only the descriptor but with a value: the value alone (SA:10, 70-71).
        .init(
            "back button labelled Back with a value",
            Dump.document(
                #"{"id": "e", "label": "Back", "value": "Inbox", "traits": ["button", "backButton"], "isAccessibilityElement": true}"#
            ), ["Inbox, Back Button"], snapshot: ("Inbox. Back Button.", nil)),
        // Switch Button and its state come before Tab (SA:99-126).
        .init(
            "switch in the tab order",
            Dump.document(
                #"{"id": "e", "label": "Mode", "value": "1", "traits": ["button", "switchButton", "tab"], "isAccessibilityElement": true}"#
            ), ["Mode, Switch Button, On, Tab"], hint: toggleHint,
            snapshot: ("Mode. Switch Button. On. Tab.", toggleHint)),
        // The text-field word's place comes before Heading (SA:128-142); a search field says "Search Field"
        // there instead of "Text Field", and not again last (decision in docs/fidelity.md, "Search field").
        .init(
            "search text field heading",
            Dump.document(
                #"{"id": "e", "label": "Find", "traits": ["textEntry", "header", "searchField"], "isAccessibilityElement": true}"#
            ), ["Find, Search Field, Heading"], hint: editHint,
            snapshot: ("Find. Search Field. Heading.", editHint)),
        // A heading first in an explicitly ordered list: trait words, then List Start (SA:166-201; HP:472-478).
        .init(
            "heading inside a list",
            Dump.document(
                #"{"id": "list", "containerType": "list", "hasExplicitOrder": true, "children": [{"id": "h", "label": "Fruit", "traits": ["header"], "isAccessibilityElement": true, \#(Dump.frame(y: 10))}, {"id": "a", "label": "Apple", "isAccessibilityElement": true, \#(Dump.frame(y: 50))}]}"#
            ), ["Fruit, Heading, List Start", "Apple, List End"], snapshot: ("Fruit. Heading. List Start.", nil)),
        // An explicitly ordered landmark of one entry: only Landmark (HP:83-97, 480-486).
        .init(
            "landmark of one",
            Dump.document(
                #"{"id": "nav", "containerType": "landmark", "hasExplicitOrder": true, "children": [{"id": "a", "label": "Search", "traits": ["button"], "isAccessibilityElement": true}]}"#
            ), ["Search, Button, Landmark"], snapshot: ("Search. Button. Landmark.", nil)),
        // A list inside a tab-bar-trait view: the outermost provider wins, members are tabs (HP:839, 866).
        .init(
            "list inside a tab bar trait view",
            Dump.document(
                #"{"id": "bar", "traits": ["tabBar"], "children": [{"id": "list", "containerType": "list", "children": [{"id": "a", "label": "One", "traits": ["button"], "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 0))}, {"id": "b", "label": "Two", "traits": ["button"], "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 150))}]}]}"#
            ), ["One, Tab, 1 of 2", "Two, Tab, 2 of 2"], snapshot: ("One. Tab. 1 of 2.", nil)),
        // A tab bar item's value is spoken (SA:275-291 hides no value in a tab bar), then Tab and x of y.
        .init(
            "tab bar item with a badge value",
            Dump.page(
                Dump.wda(
                    "TabBar", #" accessible="false""#, y: 790, x: 0, width: 402, height: 84,
                    [
                        Dump.wda("Button", #" label="Inbox" value="3 new" traits="Button""#, y: 790, x: 0, width: 134),
                        Dump.wda(
                            "Button", #" label="Settings" value="1" selected="true" traits="Button, Selected""#,
                            y: 790, x: 134, width: 134),
                    ])),
            ["Tab Bar, Inbox, 3 new, Tab, 1 of 2", "Selected, Settings, Tab, 2 of 2"],
            snapshot: ("Inbox: 3 new. Tab. 1 of 2.", nil)),
        // A dimmed tab: Dimmed before Tab (SA:85-87, 123-126).
        .init(
            "dimmed tab",
            Dump.document(
                #"{"id": "bar", "traits": ["tabBar"], "children": [{"id": "a", "label": "Home", "traits": ["button", "notEnabled"], "isAccessibilityElement": true, \#(Dump.frame(y: 10, x: 0))}]}"#
            ), ["Home, Dimmed, Tab, 1 of 1"], snapshot: ("Home. Dimmed. Tab. 1 of 1.", nil)),
    ]

    // MARK: Nothing before the context, every private trait, placement

    static let emptyDescriptionCases: [VoiceOverSourceCase] = [
        // An element with no words in a list: the list-start format still puts a period before the context
        // (SA:187-193 "%@%@ %@" with the trailing period of an empty description); VoiceOver says "List Start".
        .init(
            "unlabelled element first in a list",
            Dump.document(
                #"{"id": "list", "containerType": "list", "hasExplicitOrder": true, "children": [{"id": "a", "isAccessibilityElement": true, \#(Dump.frame(y: 10))}, {"id": "b", "label": "B", "isAccessibilityElement": true, \#(Dump.frame(y: 50))}]}"#
            ), ["List Start", "B, List End"], snapshot: (". List Start.", nil)),
        // The same for a landmark's end (SA:211-217).
        .init(
            "unlabelled element first in a landmark",
            Dump.document(
                #"{"id": "nav", "containerType": "landmark", "hasExplicitOrder": true, "children": [{"id": "a", "isAccessibilityElement": true}]}"#
            ), ["Landmark"], snapshot: (". Landmark.", nil)),
        // An unlabelled segment with no trait: the series format puts a space before "x of y" (SA:178-185, EN:62).
        .init(
            "unlabelled segment",
            Dump.page(
                Dump.wda(
                    "SegmentedControl", #" accessible="false""#, y: 100, x: 20, width: 300,
                    [
                        Dump.wda("Other", #" accessible="true""#, y: 100, x: 20, width: 150),
                        Dump.wda("Other", #" label="Week" accessible="true""#, y: 100, x: 170, width: 150),
                    ])), ["1 of 2", "Week, 2 of 2"], snapshot: (" 1 of 2.", nil)),
        // Every word at once, in SA's order: Selected first, Dimmed, Back Button (Button hidden), Switch Button and
        // its state (the value is not the description), Tab, Secure Text Field, Is editing, Heading, Link,
        // Adjustable, Image, Search Field; a dimmed element gets only the app's hint (SA:75-158, 224-254).
        .init(
            "every private and public trait word",
            Dump.document(
                #"{"id": "e", "label": "A", "value": "2", "hint": "H", "traits": ["staticText", "button", "selected", "notEnabled", "backButton", "tab", "switchButton", "textEntry", "secureTextEntry", "isEditing", "header", "link", "adjustable", "image", "searchField", "keyboardKey"], "isAccessibilityElement": true}"#
            ),
            [
                "Selected, A, Dimmed, Back Button, Switch Button, Mixed, Tab, Secure Text Field, Is editing, Heading, "
                    + "Link, Adjustable, Image, Search Field"
            ], hint: "H",
            snapshot: (
                "Selected: A. Dimmed. Back Button. Switch Button. Mixed. Tab. Secure Text Field. Is editing. "
                    + "Heading. Link. Adjustable. Image. Search Field.", "H"
            )),
        // A selected back button labelled "Back": "Selected." then Back Button (SA:10, 78-79, 95-97).
        .init(
            "selected back button labelled Back",
            Dump.document(
                #"{"id": "e", "label": "Back", "traits": ["button", "backButton", "selected"], "isAccessibilityElement": true}"#
            ), ["Selected, Back Button"], snapshot: ("Selected. Back Button.", nil)),
        // The tab trait without the button trait: Tab alone (SA:123-126).
        .init(
            "tab trait alone",
            Dump.document(#"{"id": "e", "label": "Home", "traits": ["tab"], "isAccessibilityElement": true}"#),
            ["Home, Tab"], snapshot: ("Home. Tab.", nil)),
        // The search-field trait without text entry: Search Field, no text-field word or editing hint (SA:128, 156).
        .init(
            "search field trait without text entry",
            Dump.page(Dump.wda("Other", #" label="Find" accessible="true" traits="SearchField""#)),
            ["Find, Search Field"], snapshot: ("Find. Search Field.", nil)),
        // A dimmed field being edited: Is editing is still said; the app's hint stays (SA:135-137, 232).
        .init(
            "dimmed text field being edited",
            Dump.document(
                #"{"id": "e", "label": "Name", "hint": "H", "traits": ["textEntry", "isEditing", "notEnabled"], "isAccessibilityElement": true}"#
            ), ["Name, Dimmed, Text Field, Is editing"], hint: "H",
            snapshot: ("Name. Dimmed. Text Field. Is editing.", "H")),
        // A switch that is also text entry: the editing hint replaces the switch hint (SA:224-244).
        .init(
            "switch with text entry",
            Dump.document(
                #"{"id": "e", "label": "L", "value": "1", "traits": ["switchButton", "textEntry"], "isAccessibilityElement": true}"#
            ), ["L, Switch Button, On, Text Field"], hint: editHint,
            snapshot: ("L. Switch Button. On. Text Field.", editHint)),
        // A named semantic group is read as one block, placed by its first member (HP:724-735, 873-879, 909-911).
        .init(
            "named semantic group read as a block",
            Dump.document(
                #"{"id": "g", "containerType": "semanticGroup", "label": "G", "children": [{"id": "a", "label": "A", "isAccessibilityElement": true, \#(Dump.frame(y: 100))}, {"id": "c", "label": "C", "isAccessibilityElement": true, \#(Dump.frame(y: 300))}]}"#,
                #"{"id": "b", "label": "B", "isAccessibilityElement": true, \#(Dump.frame(y: 200))}"#),
            ["A", "C", "B"]),
        // An unnamed semantic group is not kept (HP:909-913): its members are placed one by one.
        .init(
            "unnamed semantic group is not a block",
            Dump.document(
                #"{"id": "g", "containerType": "semanticGroup", "children": [{"id": "a", "label": "A", "isAccessibilityElement": true, \#(Dump.frame(y: 100))}, {"id": "c", "label": "C", "isAccessibilityElement": true, \#(Dump.frame(y: 300))}]}"#,
                #"{"id": "b", "label": "B", "isAccessibilityElement": true, \#(Dump.frame(y: 200))}"#),
            ["A", "B", "C"]),
        // Tops less than 8 points apart are one row, read leading first; 8 points apart are two rows (HP:325-337).
        .init(
            "row threshold of eight points",
            Dump.page(
                Dump.wda("StaticText", #" label="Right" accessible="true""#, y: 100, x: 250, width: 100),
                Dump.wda("StaticText", #" label="Left" accessible="true""#, y: 107.5, x: 20, width: 100),
                Dump.wda("StaticText", #" label="Below" accessible="true""#, y: 300, x: 10, width: 100)),
            ["Left", "Right", "Below"]),
        // A modal view hides only its own siblings (HP:853-860 applies per view): an element beside the modal's
        // parent is still read.
        .init(
            "modal view inside a container",
            Dump.document(
                #"{"id": "a", "label": "A", "isAccessibilityElement": true, \#(Dump.frame(y: 10))}"#,
                #"{"id": "c", "children": [{"id": "b", "label": "B", "isAccessibilityElement": true, \#(Dump.frame(y: 50))}, {"id": "m", "isModal": true, "children": [{"id": "mm", "label": "M", "isAccessibilityElement": true, \#(Dump.frame(y: 90))}]}]}"#
            ), ["A", "M"]),
        // An explicitly ordered group keeps its order and is placed by its member that sorts first (HP:327,
        // 724-735): C and B (placed at B's top) come before A.
        .init(
            "explicit order placed by its first-sorting member",
            Dump.document(
                #"{"id": "z", "hasExplicitOrder": true, "children": [{"id": "c", "label": "C", "isAccessibilityElement": true, \#(Dump.frame(y: 90))}, {"id": "b", "label": "B", "isAccessibilityElement": true, \#(Dump.frame(y: 50))}]}"#,
                #"{"id": "a", "label": "A", "isAccessibilityElement": true, \#(Dump.frame(y: 70))}"#),
            ["C", "B", "A"]),
        // A data-table label ending with a period takes none before Row and Column; the only cell of its row is
        // first in it even at column 2 (SA:37-51; HP:499-503).
        .init(
            "data table cell label ending with a period",
            Dump.document(
                #"{"id": "t", "containerType": "dataTable", "children": [{"id": "a1", "label": "A1.", "isAccessibilityElement": true, "collectionItemInfo": {"rowIndex": 0, "columnIndex": 1, "isHeading": false}}]}"#
            ), ["A1., Row 1, Column 2"], snapshot: ("A1. Row 1. Column 2.", nil)),
        // A switch's raw value other than 0/1/2 is written without a period (SA:114-119).
        .init(
            "switch with a word value",
            Dump.document(
                #"{"id": "e", "label": "L", "value": "On", "traits": ["button", "switchButton"], "isAccessibilityElement": true}"#
            ), ["L, Switch Button, On"], hint: toggleHint, snapshot: ("L. Switch Button. On", toggleHint)),
    ]
}
