/// The kinds of file the importer reads, told apart by their content, never by the file name.
///
/// Detection rules, in order (after an optional UTF-8 byte order mark and whitespace):
///
/// | content starts with | and | format |
/// |---|---|---|
/// | `<` | root element `<hierarchy>` with `width` and `height` or a `class` attribute, or whose first child is not `<node>` | ``appiumUiAutomator2`` |
/// | `<` | root element `<hierarchy>` otherwise | ``uiautomator`` |
/// | `<` | root element `<AppiumAUT>` or any `<XCUIElementType…>` | ``webDriverAgentXML`` |
/// | `{` | a `"format": "accessible-carousel-screen"` member | ``screenDocument`` |
/// | `{` | a `"format": "accessible-carousel-view-capture"` member | ``viewCapture`` |
/// | `{` | a `"value"` object holding a `"tree"`, or a `"tree"` object | ``webDriverAgentJSON`` |
/// | `[` or `{` | nodes with an `"AXFrame"`, `"AXLabel"` or `"AXUniqueId"` key | ``axeJSON`` |
/// | `{` | a node with `"type"` and `"rect"` or `"frame"`, alone or as the `"value"` of WebDriverAgent's response | ``webDriverAgentJSON`` |
/// | `{` | an `"attributes"` object (after an optional `Running on <device>` line) | ``maestroHierarchy`` |
/// | `[` or `{` | entries of only `id`, `bounds`, `resourceId`, `text`, `hintText`, `accessibilityText` | ``maestroElementList`` |
/// | text | a line `Element subtree:` or ` →Application, 0x…` | ``xcuitestDebugDescription`` |
/// | text | a line `View Hierarchy:` or one starting `+>` | ``espressoHierarchy`` |
/// | text | a line `Printing with useUnmergedTree` or `Node #1 at (l=…` | ``composeSemantics`` |
///
/// Anything else is an ``ImportError`` of kind ``ImportError/Kind/notADump``.
public enum DumpFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `adb shell uiautomator dump`: `<hierarchy rotation>` with nested `<node>` elements.
    case uiautomator
    /// Appium's UiAutomator2 page source: each tag is the view's class name.
    case appiumUiAutomator2
    /// Appium / WebDriverAgent iOS page source: `XCUIElementType*` tags, optional `<AppiumAUT>`.
    case webDriverAgentXML
    /// The legacy WebDriverAgent `/tree` JSON (as idb keeps it): `type`, `rect`, `children`.
    case webDriverAgentJSON
    /// AXe `describe-ui` JSON: `AXFrame`, `AXLabel`, `role`, `children`.
    case axeJSON
    /// The project's own JSON screen document (see ``ScreenDocument``).
    case screenDocument
    /// A capture of a live UIKit or SwiftUI screen (see ``AccessibilityTree/ViewCapture``).
    case viewCapture
    /// `maestro hierarchy` output: a tree of `attributes` and `children` (Android or iOS).
    case maestroHierarchy
    /// Maestro Studio's flat element list (`id`, `bounds`, `resourceId`, `text`).
    case maestroElementList
    /// XCUITest's `debugDescription` of an app or element ("Element subtree:").
    case xcuitestDebugDescription
    /// Espresso's "View Hierarchy:" text from a failure message (`+>DecorView{…}`).
    case espressoHierarchy
    /// Jetpack Compose `printToLog` semantics tree, merged or unmerged.
    case composeSemantics

    /// A name for messages ("uiautomator dump").
    public var description: String {
        switch self {
        case .uiautomator: "uiautomator dump"
        case .appiumUiAutomator2: "Appium UiAutomator2 page source"
        case .webDriverAgentXML: "WebDriverAgent XML page source"
        case .webDriverAgentJSON: "WebDriverAgent JSON tree"
        case .axeJSON: "AXe describe-ui JSON"
        case .screenDocument: "accessible-carousel screen document"
        case .viewCapture: "accessible-carousel view capture"
        case .maestroHierarchy: "Maestro hierarchy"
        case .maestroElementList: "Maestro Studio element list"
        case .xcuitestDebugDescription: "XCUITest debugDescription"
        case .espressoHierarchy: "Espresso view hierarchy"
        case .composeSemantics: "Compose semantics tree"
        }
    }
}
