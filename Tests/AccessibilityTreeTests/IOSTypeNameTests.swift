import Testing

@testable import AccessibilityTree

/// One reading of an iOS type's name whichever tool wrote it (``IOSTypeName``): WebDriverAgent's
/// `XCUIElementTypeSwitch`, UI Automation's `UIASwitch` and AXe's or Maestro's `Switch`.
@Suite("iOS type names")
struct IOSTypeNameTests {
    @Test(arguments: [
        ("XCUIElementTypeSwitch", "Switch"), ("UIASwitch", "Switch"), ("Switch", "Switch"),
        ("UIATableCell", "Cell"), ("UIACollectionCell", "Cell"), ("XCUIElementTypeCell", "Cell"),
        // UIKit's classes are no UI Automation types, though some start with its letters.
        ("UIActivityIndicatorView", "UIActivityIndicatorView"), ("UIAlertController", "UIAlertController"),
        ("UISwitch", "UISwitch"),
    ])
    func aTypeReadsAlikeUnderEveryName(raw: String, bare: String) {
        #expect(IOSTypeName.bare(raw) == bare)
        #expect(IOSTypeName.xcuiTest(raw) == "XCUIElementType" + bare)
    }
}
