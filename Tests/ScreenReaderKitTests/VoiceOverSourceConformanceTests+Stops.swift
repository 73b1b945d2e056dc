import AccessibilityTree
import HierarchyImport
import ScreenReaderKit
import Testing

/// The cases of the sixth session's check of VoiceOver's stops (which elements it visits, in which
/// order) on real dumps against cashapp/AccessibilitySnapshot@5b03db81f49275312ea1a56914dbe9aa1608e3f0
/// (`HP` = AccessibilityHierarchyParser.swift) and what WebDriverAgent writes (`WDA` =
/// appium/WebDriverAgent@c279b4c7). Each case failed before its rule was implemented.
extension VoiceOverSourceConformanceTests {
    static let stopCases: [VoiceOverSourceCase] = [
        // WDA XCUIElement+FBWebDriverAttributes.m:210-239 computes `isAccessible` in the JSON page source as
        // `accessible` in the XML: a cell is reported for its first child, and nothing below an element is
        // reported. The cell around the accessible button is not an element; VoiceOver stops on the button
        // (HP:831-834).
        .init(
            "WebDriverAgent JSON: a cell reported accessible for the element inside it is not one stop",
            #"{"value": {"type": "Application", "label": "Demo", "isEnabled": "1", "rect": {"x": 0, "y": 0, "width": 402, "height": 874}, "children": [{"type": "Cell", "isEnabled": "1", "isAccessible": "1", "rect": {"x": 0, "y": 100, "width": 402, "height": 44}, "children": [{"type": "Button", "label": "Reply", "isEnabled": "1", "isAccessible": "1", "traits": "Button", "rect": {"x": 0, "y": 100, "width": 402, "height": 44}}]}, {"type": "Cell", "label": "Mute", "isEnabled": "1", "isAccessible": "1", "traits": "Button", "rect": {"x": 0, "y": 144, "width": 402, "height": 44}, "children": [{"type": "StaticText", "label": "Mute", "isEnabled": "1", "isAccessible": "0", "rect": {"x": 16, "y": 150, "width": 100, "height": 20}}]}]}, "sessionId": "A1"}"#,
            ["Reply, Button", "Mute, Button"]),
        // HP:323-338: the comparison is pairwise. The Share button's top (66) is within 8 points of the
        // back button's (62) and of the cast button's (72), which are 10 apart; the parser's sort reads the
        // cast button (further left) before Share, as the Pocket Casts podcast screen (iOS 26) is read.
        .init(
            "navigation bar buttons whose tops drift by less than 8 points each",
            Dump.page(
                Dump.wda("Button", #" label="Discover" traits="Button""#, y: 62, x: 16, width: 44),
                Dump.wda("Button", #" label="Cast" traits="Button""#, y: 72, x: 292, width: 36),
                Dump.wda("Button", #" label="Share" traits="Button""#, y: 66, x: 344, width: 38)),
            ["Discover, Button", "Cast, Button", "Share, Button"]),
    ]

    @Test(arguments: stopCases)
    func voiceOverStopsAsTheSourceSays(_ testCase: VoiceOverSourceCase) throws {
        try voiceOverSays(testCase)
    }
}
