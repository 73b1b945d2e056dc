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
        try importedDump(body, appium: appium, fileName: "compose.xml").byName
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

    // A Compose node with `Selected` (not a tab) is checkable, checked when selected, and
    // clickable only while not selected; a toggleable node keeps its OnClick, so it is clickable
    // checked or not (androidx@0094ab0 AndroidComposeViewAccessibilityDelegateCompat.android.kt,
    // `populateAccessibilityNodeInfoProperties`: "Selectable items that are already selected
    // should not announce it again", `info.isClickable = !isSelected`; `getInfoIsCheckable`;
    // `getInfoStateDescriptionOrNull`). Shaped as the seventh sweep's wild set I (a juying chip row:
    // a View holding a Text and a CheckBox node, Material 3's FilterChip).
    @Test func aCheckedComposeNodeThatIsNotClickableIsSelectedAndItsSameWidgetSiblingsAreNot() throws {
        let found = try elements(
            """
            <node class="androidx.compose.ui.platform.ComposeView" bounds="[0,0][1080,2400]">
            <node class="android.view.View" bounds="[0,0][1080,2400]">
            <node class="android.view.View" resource-id="all" checkable="true" checked="true" focusable="true" bounds="[0,0][300,100]">
            <node class="android.widget.TextView" text="All" bounds="[20,20][200,80]"/>
            <node class="android.widget.CheckBox" bounds="[0,10][300,90]"/>
            </node>
            <node class="android.view.View" resource-id="anime" checkable="true" clickable="true" focusable="true" bounds="[300,0][600,100]">
            <node class="android.widget.TextView" text="Anime" bounds="[320,20][500,80]"/>
            <node class="android.widget.CheckBox" bounds="[300,10][600,90]"/>
            </node>
            <node class="android.view.View" resource-id="other widget" checkable="true" clickable="true" focusable="true" bounds="[600,0][900,100]"/>
            </node>
            <node class="android.view.View" bounds="[0,200][1080,400]">
            <node class="android.view.View" resource-id="wifi" checkable="true" checked="true" clickable="true" focusable="true" bounds="[0,200][1080,300]">
            <node class="android.widget.TextView" text="Wi-Fi" bounds="[20,220][500,280]"/>
            </node>
            <node class="android.view.View" resource-id="bluetooth" checkable="true" clickable="true" focusable="true" bounds="[0,300][1080,400]">
            <node class="android.widget.TextView" text="Bluetooth" bounds="[20,320][500,380]"/>
            </node>
            </node>
            </node>
            """)
        #expect(found["all"]?.stateDescription == "Selected")
        #expect(found["all"]?.carriesComposeWords == true)
        #expect(found["anime"]?.stateDescription == "Not selected")
        #expect(found["anime"]?.carriesComposeWords == true)
        // Not the selected option's widget, and a group with no selected option: left as they are.
        #expect(found["other widget"]?.stateDescription == nil)
        #expect(found["bluetooth"]?.stateDescription == nil)
        // Checked and clickable: toggleable, TalkBack's checked words.
        #expect(found["wifi"]?.stateDescription == nil)
        #expect(found["wifi"]?.carriesComposeWords == false)
    }

    // A Compose radio button that is checked and clickable is toggleable (a selected one is not
    // clickable): no selection words; a platform CheckBox outside Compose is never a selection.
    @Test func aClickableCheckedRadioButtonAndPlatformViewsKeepTheCheckedWords() throws {
        let found = try elements(
            """
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="androidx.compose.ui.platform.ComposeView" bounds="[0,0][1080,1000]">
            <node class="android.widget.RadioButton" content-desc="Toggled" checkable="true" checked="true" clickable="true" bounds="[0,0][1080,100]"/>
            </node>
            <node class="android.widget.CheckBox" content-desc="Platform" checkable="true" checked="true" bounds="[0,1000][1080,1100]"/>
            </node>
            """)
        #expect(found["Toggled"]?.stateDescription == nil)
        #expect(found["Platform"]?.stateDescription == nil)
        #expect(found["Platform"]?.checkedState == .checked)
    }

    // Compose gives a scrolling node the class ScrollView or HorizontalScrollView unless it has
    // collection info (androidx@0094ab0 AndroidComposeViewAccessibilityDelegateCompat.android.kt,
    // `populateAccessibilityNodeInfoProperties`), and a lazy layout always sets it
    // (compose/foundation `lazy/layout/LazyLayoutSemantics.kt`; a lazy list's `collectionInfo()` is
    // `CollectionInfo(rowCount = -1, columnCount = 1)`, `(1, -1)` sideways): a scrollable Compose
    // `View` is a lazy list or grid. A node with a child filling it, or a row with a child three quarters as wide as itself, may be a pager and is left.
    @Test func aScrollableComposeViewIsALazyListOfUnknownLength() throws {
        let found = try elements(
            """
            <node class="androidx.compose.ui.platform.ComposeView" bounds="[0,0][1080,2400]">
            <node class="android.view.View" resource-id="column" scrollable="true" bounds="[0,0][1080,1000]">
            <node class="android.widget.TextView" text="One" bounds="[0,0][1080,100]"/>
            <node class="android.widget.TextView" text="Two" bounds="[0,100][1080,200]"/>
            </node>
            <node class="android.view.View" resource-id="row" scrollable="true" bounds="[0,1000][1080,1100]">
            <node class="android.widget.TextView" text="Chip A" bounds="[0,1000][300,1100]"/>
            <node class="android.widget.TextView" text="Chip B" bounds="[300,1000][600,1100]"/>
            </node>
            <node class="android.view.View" resource-id="grid" scrollable="true" bounds="[0,1100][1080,1500]">
            <node class="android.widget.TextView" text="G1" bounds="[0,1100][500,1300]"/>
            <node class="android.widget.TextView" text="G2" bounds="[540,1100][1040,1300]"/>
            <node class="android.widget.TextView" text="G3" bounds="[0,1300][500,1500]"/>
            </node>
            <node class="android.view.View" resource-id="pager" scrollable="true" bounds="[0,1500][1080,1800]">
            <node class="android.widget.TextView" text="Page" bounds="[0,1500][1080,1800]"/>
            </node>
            <node class="android.view.View" resource-id="peeking pager" scrollable="true" bounds="[0,1500][1080,1800]">
            <node class="android.widget.TextView" text="Page one" bounds="[63,1500][1017,1800]"/>
            <node class="android.widget.TextView" text="Page two" bounds="[1059,1500][1080,1800]"/>
            </node>
            <node class="android.widget.ScrollView" resource-id="scroll" scrollable="true" bounds="[0,1800][1080,2000]">
            <node class="android.widget.TextView" text="Scrolled" bounds="[0,1800][1080,1900]"/>
            </node>
            <node class="android.view.View" resource-id="still" bounds="[0,2000][1080,2400]">
            <node class="android.widget.TextView" text="Still" bounds="[0,2000][1080,2100]"/>
            </node>
            </node>
            """)
        let column = try #require(found["column"]?.collectionInfo)
        #expect((column.rowCount, column.columnCount) == (-1, 1))
        let row = try #require(found["row"]?.collectionInfo)
        #expect((row.rowCount, row.columnCount) == (1, -1))
        let grid = try #require(found["grid"]?.collectionInfo)
        #expect((grid.rowCount, grid.columnCount) == (-1, -1))
        #expect(found["One"]?.collectionItemInfo == nil)
        #expect(found["pager"]?.collectionInfo == nil)
        #expect(found["peeking pager"]?.collectionInfo == nil)
        #expect(found["scroll"]?.collectionInfo == nil)
        #expect(found["still"]?.collectionInfo == nil)
    }

    @Test func aScrollableViewOutsideComposeGetsNoCollection() throws {
        let found = try elements(
            """
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.view.View" resource-id="column" scrollable="true" bounds="[0,0][1080,1000]">
            <node class="android.widget.TextView" text="One" bounds="[0,0][1080,100]"/>
            <node class="android.widget.TextView" text="Two" bounds="[0,100][1080,200]"/>
            </node>
            </node>
            """)
        #expect(found["column"] != nil)
        #expect(found["column"]?.collectionInfo == nil)
    }
}
