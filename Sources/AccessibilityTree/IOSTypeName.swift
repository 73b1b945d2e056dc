/// An iOS element type as the dump formats name it, read as one type.
///
/// WebDriverAgent writes `XCUIElementTypeButton`, legacy UI Automation `UIAButton` (with its own
/// names for a few types: `UIATableCell` and `UIACollectionCell` are cells), and AXe's
/// `describe-ui` and Maestro's iOS hierarchy the bare `Button`. The importer reads them all as one
/// type, and a rule that asks for a type asks for it through ``bare(_:)``, so it answers alike
/// whichever tool dumped the screen.
public enum IOSTypeName {
    /// The type without its prefix: `Button` for `XCUIElementTypeButton`, `UIAButton` and
    /// `Button`; `Cell` for `UIATableCell`. Any other name (a UIKit class such as `UISwitch`) is
    /// returned as it is.
    public static func bare(_ raw: String) -> String {
        if raw.hasPrefix(xcuiTestPrefix) { return String(raw.dropFirst(xcuiTestPrefix.count)) }
        // UI Automation's types go on in capitals (`UIAButton`); UIKit's own class names that
        // start with the same letters do not (`UIActivityIndicatorView`, `UIAlertController`).
        if raw.hasPrefix(uiAutomationPrefix), let next = raw.dropFirst(uiAutomationPrefix.count).first, next.isUppercase
        {
            let name = String(raw.dropFirst(uiAutomationPrefix.count))
            return uiAutomationNames[name] ?? name
        }
        return raw
    }

    /// XCUITest's name for the type: `XCUIElementTypeButton` for any of the names above.
    public static func xcuiTest(_ raw: String) -> String { xcuiTestPrefix + bare(raw) }

    static let xcuiTestPrefix = "XCUIElementType"
    static let uiAutomationPrefix = "UIA"

    /// UI Automation's names that differ from XCUITest's for the same element.
    static let uiAutomationNames = [
        "TableCell": "Cell", "CollectionCell": "Cell", "TableView": "Table", "ActionSheet": "Sheet",
    ]
}
