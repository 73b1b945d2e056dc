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
/// | `{` | a `"value"` object holding a `"tree"`, or a `"tree"` object | ``webDriverAgentJSON`` |
/// | `[` or `{` | nodes with an `"AXFrame"`, `"AXLabel"` or `"AXUniqueId"` key | ``axeJSON`` |
/// | `{` | a node with `"type"` and `"rect"` or `"frame"` | ``webDriverAgentJSON`` |
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

    /// A name for messages ("uiautomator dump").
    public var description: String {
        switch self {
        case .uiautomator: "uiautomator dump"
        case .appiumUiAutomator2: "Appium UiAutomator2 page source"
        case .webDriverAgentXML: "WebDriverAgent XML page source"
        case .webDriverAgentJSON: "WebDriverAgent JSON tree"
        case .axeJSON: "AXe describe-ui JSON"
        case .screenDocument: "accessible-carousel screen document"
        }
    }
}
