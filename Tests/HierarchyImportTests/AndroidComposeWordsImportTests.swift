import AccessibilityTree
import Testing

@testable import HierarchyImport

/// The words Compose sets on its nodes and a dump leaves out (androidx/androidx@0094ab0395af0c3befc92cca185042cbb47c83cc
/// compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt:
/// `getInfoStateDescriptionOrNull`, `getInfoIsCheckable`, `populateAccessibilityNodeInfoProperties`),
/// written in Compose's English (compose/ui/ui/src/androidMain/res/values/strings.xml@1d7dc4d1:
/// `selected`, `not_selected`, `template_percent`, `in_progress`, `tab`) and marked as Compose's.
@Suite("Android import: Compose's words")
struct AndroidComposeWordsImportTests {
    private func elements(_ body: String, appium: Bool = false) throws -> [String: AccessibilityElement] {
        let root = appium ? #"<hierarchy rotation="0" width="1080" height="2400">"# : #"<hierarchy rotation="0">"#
        let xml = "<?xml version='1.0' encoding='UTF-8'?>\n\(root)\n\(body)\n</hierarchy>"
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "compose.xml")
        var byName: [String: AccessibilityElement] = [:]
        for element in screen.allElements {
            if let name = element.label ?? element.identifier { byName[name] = element }
        }
        return byName
    }

    @Test func nodesBelowAComposeHostGetComposesWordsEvenWhenTheHostIsLeftOut() throws {
        let found = try elements(
            """
            <node class="androidx.compose.ui.platform.ComposeView" a11y-important="false" bounds="[0,0][1080,2400]">
            <node class="android.view.View" bounds="[0,0][1080,2400]">
            <node class="android.widget.RadioButton" content-desc="On" checkable="true" checked="true" bounds="[0,0][1080,100]"/>
            <node class="android.widget.RadioButton" content-desc="Off" checkable="true" checked="false" bounds="[0,100][1080,200]"/>
            <node class="android.view.View" content-desc="Leaf tab" selected="true" bounds="[0,200][540,300]"/>
            <node class="android.view.View" content-desc="Tab with text" selected="true" bounds="[540,200][1080,300]">
            <node class="android.widget.TextView" text="Label" bounds="[560,220][1000,280]"/>
            </node>
            </node>
            </node>
            """)
        #expect(found["On"]?.stateDescription == "Selected")
        #expect(found["Off"]?.stateDescription == "Not selected")
        #expect(found["Leaf tab"]?.roleDescription == "Tab")
        #expect(found["Tab with text"]?.roleDescription == nil)
        #expect(found["On"]?.carriesComposeWords == true)
        #expect(found["Leaf tab"]?.carriesComposeWords == true)
        #expect(found["Tab with text"]?.carriesComposeWords == false)
    }

    @Test func platformViewsKeepTheFrameworksWords() throws {
        let found = try elements(
            """
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.widget.RadioButton" content-desc="On" checkable="true" checked="true" bounds="[0,0][1080,100]"/>
            <node class="android.view.View" content-desc="Leaf" selected="true" bounds="[0,200][540,300]"/>
            </node>
            """)
        #expect(found["On"]?.stateDescription == "selected")
        #expect(found["On"]?.carriesComposeWords == false)
        #expect(found["Leaf"]?.roleDescription == nil)
    }

    @Test func appiumProgressBelowAComposeHostStatesComposesPercentOrInProgress() throws {
        let found = try elements(
            """
            <androidx.compose.ui.platform.ComposeView class="androidx.compose.ui.platform.ComposeView" bounds="[0,0][1080,2400]">
            <android.widget.SeekBar class="android.widget.SeekBar" content-desc="Volume" text="0.5" bounds="[0,0][1080,100]"/>
            <android.widget.ProgressBar class="android.widget.ProgressBar" resource-id="spinner" text="" bounds="[0,100][1080,200]"/>
            </androidx.compose.ui.platform.ComposeView>
            """, appium: true)
        #expect(found["Volume"]?.stateDescription == "50 percent.")
        #expect(found["spinner"]?.stateDescription == "In progress")
    }

    // uiautomator's own dump writes no range: a Compose progress node there says nothing of it.
    @Test func aUiautomatorProgressNodeGetsNoState() throws {
        let found = try elements(
            """
            <node class="androidx.compose.ui.platform.ComposeView" bounds="[0,0][1080,2400]">
            <node class="android.widget.ProgressBar" resource-id="spinner" bounds="[0,100][1080,200]"/>
            </node>
            """)
        #expect(found["spinner"] != nil)
        #expect(found["spinner"]?.stateDescription == nil)
    }
}
