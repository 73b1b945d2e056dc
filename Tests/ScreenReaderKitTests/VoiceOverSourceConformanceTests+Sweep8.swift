import AccessibilityTree
import HierarchyImport
import ScreenReaderKit
import Testing

/// The cases of the eighth VoiceOver spot-check: AccessibilitySnapshot's parser read branch by
/// branch at cashapp/AccessibilitySnapshot@5b03db81f49275312ea1a56914dbe9aa1608e3f0 (`HP` =
/// Sources/AccessibilitySnapshot/Parser/Swift/Classes/AccessibilityHierarchyParser.swift; `IMG` its
/// iOS 26.2 reference images). Each case failed before its rule was implemented; the table of every
/// branch is in `docs/fidelity.md`, "Eighth sweep: AccessibilitySnapshot branch by branch".
extension VoiceOverSourceConformanceTests {
    static let sweep8Cases: [VoiceOverSourceCase] = [
        // HP:458-462: a segmented control numbers a segment by its index among the control's accessibility
        // elements and counts them all (`accessibilityElementCount()`), the zero-size ones that the walk skips
        // (HP:822-826) included. The series is given only to a container's own elements (HP:444-462; the
        // superview branch, HP:376-442, has none), so IMG testSegmentedControl ("Segment A. Button. 1 of 3.")
        // shows UIKit's control is an accessibility container.
        .init(
            "segmented control counts a zero-size segment",
            Dump.page(
                Dump.wda(
                    "SegmentedControl", #" accessible="false""#, y: 100, x: 20, width: 300,
                    [
                        Dump.wda("Button", #" label="Day" traits="Button""#, y: 100, x: 20, width: 100),
                        Dump.wda("Button", #" label="Week" traits="Button""#, y: 100, x: 120, width: 0, height: 0),
                        Dump.wda("Button", #" label="Month" traits="Button""#, y: 100, x: 220, width: 100),
                    ])),
            ["Day, Button, 1 of 3", "Month, Button, 3 of 3"], snapshot: ("Day. Button. 1 of 3.", nil)),
        // HP:445-456: an element below an entry of the control is not one of its elements
        // (`index(ofAccessibilityElement:)` is NSNotFound), so it gets no series; the entry still counts.
        .init(
            "element inside a segmented control's entry is not in the series",
            Dump.page(
                Dump.wda(
                    "SegmentedControl", #" accessible="false""#, y: 100, x: 20, width: 300,
                    [
                        Dump.wda("Button", #" label="Day" traits="Button""#, y: 100, x: 20, width: 100),
                        Dump.wda(
                            "Other", #" accessible="false""#, y: 100, x: 120, width: 100,
                            [Dump.wda("Button", #" label="Week" traits="Button""#, y: 100, x: 120, width: 100)]),
                        Dump.wda("Button", #" label="Month" traits="Button""#, y: 100, x: 220, width: 100),
                    ])),
            ["Day, Button, 1 of 3", "Week, Button", "Month, Button, 3 of 3"]),
        // HP:834-850: an accessibility container's elements are one block read in the container's order, so a
        // segmented control (a container, as above) laid out right to left in a left-to-right app reads its
        // segments in its own order, not sorted by position.
        .init(
            "segmented control laid out right to left reads its segments in its order",
            Dump.page(
                Dump.wda(
                    "SegmentedControl", #" accessible="false""#, y: 100, x: 20, width: 300,
                    [
                        Dump.wda("Button", #" label="Day" traits="Button""#, y: 100, x: 220, width: 100),
                        Dump.wda("Button", #" label="Week" traits="Button""#, y: 100, x: 120, width: 100),
                        Dump.wda("Button", #" label="Month" traits="Button""#, y: 100, x: 20, width: 100),
                    ])),
            ["Day, Button, 1 of 3", "Week, Button, 2 of 3", "Month, Button, 3 of 3"]),
        // HP:499-503: a cell is first in its row when the table has no cell at an earlier column of that row
        // (`accessibilityDataTableCellElement(forRow:column:)`), whether VoiceOver reads that cell or not: a
        // hidden cell at column 1 keeps "Row 1" off the cell beside it (SA:41, 50).
        .init(
            "data table cell after a hidden cell of its row",
            Dump.document(
                #"{"id": "t", "containerType": "dataTable", "children": [{"id": "a1", "label": "A1", "isAccessibilityElement": true, "isHidden": true, "collectionItemInfo": {"rowIndex": 0, "columnIndex": 0, "isHeading": false}, \#(Dump.frame(y: 10, x: 0))}, {"id": "b1", "label": "B1", "isAccessibilityElement": true, "collectionItemInfo": {"rowIndex": 0, "columnIndex": 1, "isHeading": false}, \#(Dump.frame(y: 10, x: 100))}, {"id": "a2", "label": "A2", "isAccessibilityElement": true, "collectionItemInfo": {"rowIndex": 1, "columnIndex": 0, "isHeading": false}, \#(Dump.frame(y: 50, x: 0))}]}"#
            ), ["B1, Column 2", "A2, Row 2, Column 1"], snapshot: ("B1. Column 2.", nil)),
        // HP:444-486: an accessibility container's elements are tabs only when it has the tabBar trait
        // (:465-470); the `UITabBar` case is in the superview branch alone (:378-409), so a `UITabBar` whose
        // elements come from `accessibilityElements` numbers nothing. Entering it the device still says
        // "Tab Bar" (AS issue #26).
        .init(
            "UITabBar with an explicit order and no tabBar trait gives no tab context",
            Dump.document(
                #"{"id": "bar", "containerType": "tabBar", "hasExplicitOrder": true, "children": [{"id": "a", "label": "Home", "traits": ["button"], "isAccessibilityElement": true, \#(Dump.frame(y: 800, x: 0))}, {"id": "b", "label": "Search", "traits": ["button"], "isAccessibilityElement": true, \#(Dump.frame(y: 800, x: 134))}]}"#
            ), ["Tab Bar, Home, Button", "Search, Button"]),
        // IMG testUIKitTextField (Example/AccessibilitySnapshot/TextFieldViewController.swift:21): an empty UIKit
        // field says its placeholder, "Some placeholder text. Text Field.", and one without "Text Field.". XCUITest's
        // description prints the placeholder apart from an empty value; WebDriverAgent writes it as the value
        // (appium/WebDriverAgent @ c279b4c7, XCUIElement+FBWebDriverAttributes.m:95-116).
        .init(
            "XCUITest empty text field says its placeholder",
            """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'AX'
                Window (Main), 0x2, {{0.0, 0.0}, {402.0, 874.0}}
                  TextField, 0x3, {{76.0, 200.0}, {250.0, 30.0}}, placeholderValue: 'Some placeholder text'
                  TextField, 0x4, {{76.0, 300.0}, {250.0, 30.0}}
            """,
            ["Some placeholder text, Text Field", "Text Field"], hint: "Double tap to edit.",
            snapshot: ("Some placeholder text. Text Field.", "Double tap to edit.")),
    ]

    @Test(arguments: sweep8Cases)
    func voiceOverSaysInTheEighthSweep(_ testCase: VoiceOverSourceCase) throws {
        try voiceOverSays(testCase)
    }
}
