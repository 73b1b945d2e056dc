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
    ]

    @Test(arguments: sweep5Cases)
    func voiceOverSaysInTheFifthSweep(_ testCase: VoiceOverSourceCase) throws {
        try voiceOverSays(testCase)
    }
}
