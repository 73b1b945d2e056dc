import AccessibilityTree
import HierarchyImport
import Testing

/// Newer Appium UiAutomator2 servers write `content-invalid`, `error`, `pane-title` and
/// `live-region` (appium/appium-uiautomator2-server@5412fdb389363e3d94ccb36d3b72ee61adfb2b1e
/// `app/src/main/java/io/appium/uiautomator2/utils/Attribute.java:66-71`; values from
/// `model/UiElementSnapshot.java:205-218`: `getLiveRegion()` and `isContentInvalid()` on every
/// node, `getError()` and `getPaneTitle()` only when not null, as `putAttribute` drops nulls,
/// lines 132-136).
@Suite("Appium UiAutomator2: content-invalid, error, pane-title, live-region, actions")
struct AppiumNewerAttributeImportTests {
    private func screen(_ xml: String) throws -> AccessibilityScreen {
        try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "appium.xml")
    }

    @Test func errorsAndPaneTitlesMapOntoTheElement() throws {
        let screen = try screen(
            """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
              <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" content-invalid="false" live-region="0" pane-title="Sign in" bounds="[0,0][1080,2400]" displayed="true">
                <android.widget.EditText index="0" class="android.widget.EditText" text="ada@" content-invalid="true" error="Enter a valid email" live-region="2" bounds="[0,100][1080,250]" displayed="true" />
                <android.widget.EditText index="1" class="android.widget.EditText" text="Ada" content-invalid="false" error="" pane-title="" live-region="1" bounds="[0,300][1080,450]" displayed="true" />
              </android.widget.FrameLayout>
            </hierarchy>
            """)
        let pane = try #require(screen.element(withID: "0"))
        #expect(!pane.isContentInvalid && pane.errorText == nil && pane.paneTitle == "Sign in")
        #expect(pane.liveRegion == .none)
        let invalid = try #require(screen.element(withID: "0.0"))
        #expect(invalid.isContentInvalid && invalid.errorText == "Enter a valid email")
        #expect(invalid.liveRegion == .assertive)
        let valid = try #require(screen.element(withID: "0.1"))
        #expect(!valid.isContentInvalid && valid.errorText == nil && valid.paneTitle == nil)
        #expect(valid.liveRegion == .polite)
    }

    /// `actions` (with Appium's `includeA11yActionsInPageSource` setting) lists symbolic names
    /// (`model/BaseElement.java:271-293`); expanding and collapsing also set the expansion flags.
    @Test func expandAndCollapseActionsMapOntoTheElement() throws {
        let screen = try screen(
            """
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
              <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" actions="ACTION_FOCUS,ACTION_EXPAND" bounds="[0,0][1080,2400]">
                <android.view.View index="0" class="android.view.View" actions="ACTION_CLICK,ACTION_COLLAPSE" bounds="[0,0][1080,200]" />
                <android.view.View index="1" class="android.view.View" actions="ACTION_CLICK" bounds="[0,200][1080,400]" />
              </android.widget.FrameLayout>
            </hierarchy>
            """)
        let expandable = try #require(screen.element(withID: "0"))
        #expect(expandable.isExpandable && !expandable.isCollapsible)
        let collapsible = try #require(screen.element(withID: "0.0"))
        #expect(!collapsible.isExpandable && collapsible.isCollapsible)
        let neither = try #require(screen.element(withID: "0.1"))
        #expect(!neither.isExpandable && !neither.isCollapsible)
    }

    /// A content-invalid flag that is no boolean, or a live region that is none of Android's
    /// three constants, is bad input, reported with its place.
    @Test(arguments: [#"content-invalid="maybe""#, #"live-region="polite""#, #"live-region="3""#])
    func aMalformedValueIsReportedWithItsPlace(attribute: String) throws {
        let xml = """
            <hierarchy rotation="0">
              <node class="android.widget.EditText" \(attribute) bounds="[0,0][10,10]"/>
            </hierarchy>
            """
        let name = String(attribute.prefix { $0 != "=" })
        #expect {
            try screen(xml)
        } throws: { error in
            guard let error = error as? ImportError else { return false }
            return error.kind == .invalidValue && error.description.hasPrefix("appium.xml:2:3:")
                && error.description.contains(name)
        }
    }
}
