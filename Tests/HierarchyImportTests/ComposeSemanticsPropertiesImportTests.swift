import AccessibilityTree
import Testing

@testable import HierarchyImport

/// The facts the Compose semantics reader takes from properties `printToLog` prints (androidx@221a95f
/// `compose/ui/ui-test/src/commonMain/kotlin/androidx/compose/ui/test/Output.kt`), as Compose's
/// accessibility delegate turns each into an `AccessibilityNodeInfo` fact (androidx@0094ab0
/// `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt`,
/// `populateAccessibilityNodeInfoProperties`, unless a test names another source). The tenth sweep,
/// docs/fidelity.md "Tenth sweep: Compose semantics trees property by property".
@Suite("Compose semantics trees: properties as Compose reports them")
struct ComposeSemanticsPropertiesImportTests {
    /// A tree of `nodes` (each a `Node #…` block at depth 1) under a full-screen root, its
    /// elements by test tag.
    private func tagged(_ nodes: String) throws -> [String: AccessibilityElement] {
        let tree = "Printing with useUnmergedTree = 'true'\nNode #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px\n" + nodes
        let imported = try screen(tree, fileName: "tree.txt")
        var byTag: [String: AccessibilityElement] = [:]
        for element in imported.allElements { if let tag = element.identifier { byTag[tag] = element } }
        return byTag
    }

    /// `setContentInvalid`: `Error` marks the content invalid, its value the error (an empty one
    /// too: TalkBack then says nothing of it). `LiveRegion`: Polite and Assertive, any other mode
    /// polite. Before: none of these were read.
    @Test func errorsAndLiveRegions() throws {
        let nodes = try tagged(
            """
             |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=100.0)px, Tag: 'email'
             | EditableText = 'bob@'
             | Error = 'Invalid email address'
             |-Node #3 at (l=0.0, t=100.0, r=1080.0, b=200.0)px, Tag: 'blank'
             | Error = ''
             |-Node #4 at (l=0.0, t=200.0, r=1080.0, b=300.0)px, Tag: 'snackbar'
             | Text = '[Saved]'
             | LiveRegion = 'Polite'
             |-Node #5 at (l=0.0, t=300.0, r=1080.0, b=400.0)px, Tag: 'alarm'
             | Text = '[Battery low]'
             | LiveRegion = 'Assertive'
             |-Node #6 at (l=0.0, t=400.0, r=1080.0, b=500.0)px, Tag: 'other'
               LiveRegion = 'Unknown'
            """)
        let email = try #require(nodes["email"])
        #expect(email.isContentInvalid && email.errorText == "Invalid email address")
        let blank = try #require(nodes["blank"])
        #expect(blank.isContentInvalid && blank.errorText == "")
        #expect(nodes["snackbar"]?.liveRegion == .polite)
        #expect(nodes["alarm"]?.liveRegion == .assertive)
        #expect(nodes["other"]?.liveRegion == .polite)
        #expect(nodes["snackbar"]?.isContentInvalid == false)
    }

    /// A scroll axis counts only with `ScrollBy`; the node is scrollable only when the axis can
    /// scroll (`maxValue() > 0f`); its class is a scroll view (vertical over horizontal, set
    /// after) unless it has collection info. Before: any axis made a scrollable scroll view,
    /// horizontal winning.
    @Test func scrollAxesFollowScrollByTheirBoundAndCollectionInfo() throws {
        let nodes = try tagged(
            """
             |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=300.0)px, Tag: 'column'
             | VerticalScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=500.0, reverseScrolling=false)'
             | Actions = [ScrollBy]
             |-Node #3 at (l=0.0, t=300.0, r=1080.0, b=600.0)px, Tag: 'short'
             | HorizontalScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=0.0, reverseScrolling=false)'
             | Actions = [ScrollBy]
             |-Node #4 at (l=0.0, t=600.0, r=1080.0, b=900.0)px, Tag: 'lazyRow'
             | HorizontalScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=Infinity, reverseScrolling=false)'
             | CollectionInfo = 'CollectionInfo(rowCount=1, columnCount=-1)'
             | Actions = [IndexForKey, ScrollBy, ScrollToIndex]
             |-Node #5 at (l=0.0, t=900.0, r=1080.0, b=1200.0)px, Tag: 'noAction'
             | VerticalScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=500.0, reverseScrolling=false)'
             |-Node #6 at (l=0.0, t=1200.0, r=1080.0, b=1500.0)px, Tag: 'both'
               HorizontalScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=10.0, reverseScrolling=false)'
               VerticalScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=0.0, reverseScrolling=true)'
               Actions = [ScrollBy]
            """)
        let column = try #require(nodes["column"])
        #expect(column.isScrollable && column.role == .scrollView)
        let short = try #require(nodes["short"])
        #expect(!short.isScrollable && short.role == .horizontalScrollView)
        let lazyRow = try #require(nodes["lazyRow"])
        #expect(lazyRow.isScrollable && lazyRow.role == nil)
        #expect(
            lazyRow.collectionInfo
                == CollectionInfo(rowCount: 1, columnCount: -1))
        let noAction = try #require(nodes["noAction"])
        #expect(!noAction.isScrollable && noAction.role == nil)
        let both = try #require(nodes["both"])
        #expect(both.isScrollable && both.role == .scrollView)
    }

    /// `CollectionInfo` with its counts (after androidx@67d265f its `toString` prints them) or as
    /// the object's identity (before: counts unknown, -1); `SELECTION_MODE_NONE` (androidx@13d5e2e
    /// `CollectionInfo.android.kt`) is left unset, as only single selection is spoken. A `SelectableGroup`
    /// without one is a collection of its `Selected` children (a row when they lie side by side)
    /// and gives each its place, but not inside a lazy collection (`setCollectionItemInfo`:
    /// `isLazyCollection`).
    @Test func collectionInfoAndSelectableGroups() throws {
        let nodes = try tagged(
            """
             |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=300.0)px, Tag: 'grid'
             | CollectionInfo = 'CollectionInfo(rowCount=5, columnCount=3)'
             |-Node #3 at (l=0.0, t=300.0, r=1080.0, b=600.0)px, Tag: 'old'
             | CollectionInfo = 'androidx.compose.ui.semantics.CollectionInfo@4e9c316'
             |-Node #4 at (l=0.0, t=600.0, r=1080.0, b=700.0)px, Tag: 'chips'
             | [SelectableGroup]
             |  |-Node #5 at (l=0.0, t=600.0, r=300.0, b=700.0)px, Tag: 'all'
             |  | Selected = 'true'
             |  | Text = '[All]'
             |  |-Node #6 at (l=300.0, t=600.0, r=600.0, b=700.0)px, Tag: 'label'
             |  | Text = '[Not selectable]'
             |  |-Node #7 at (l=600.0, t=600.0, r=900.0, b=700.0)px, Tag: 'anime'
             |    Selected = 'false'
             |    Text = '[Anime]'
             |-Node #8 at (l=0.0, t=700.0, r=1080.0, b=1500.0)px, Tag: 'lazy'
               CollectionInfo = 'CollectionInfo(rowCount=-1, columnCount=1)'
               [SelectableGroup]
                |-Node #9 at (l=0.0, t=700.0, r=1080.0, b=800.0)px, Tag: 'lazyItem'
                  Selected = 'true'
            """)
        #expect(nodes["grid"]?.collectionInfo == CollectionInfo(rowCount: 5, columnCount: 3))
        #expect(nodes["old"]?.collectionInfo == CollectionInfo(rowCount: -1, columnCount: -1))
        #expect(nodes["chips"]?.collectionInfo == CollectionInfo(rowCount: 1, columnCount: 2))
        #expect(nodes["all"]?.collectionItemInfo == CollectionItemInfo(rowIndex: 0, columnIndex: 0))
        #expect(nodes["label"]?.collectionItemInfo == nil)
        #expect(nodes["anime"]?.collectionItemInfo == CollectionItemInfo(rowIndex: 0, columnIndex: 1))
        #expect(nodes["lazy"]?.collectionInfo == CollectionInfo(rowCount: -1, columnCount: 1))
        #expect(nodes["lazyItem"]?.collectionItemInfo == nil)
    }

    /// `OnClick` makes a node clickable except a tab or radio button already selected (androidx
    /// mirror xiaocainiaooo/room3@12b1198 `populateAccessibilityNodeInfoProperties`); a selected
    /// check box chip stays clickable. Before: every OnClick node was clickable.
    @Test func aSelectedTabOrRadioButtonIsNotClickable() throws {
        let nodes = try tagged(
            """
             |-Node #2 at (l=0.0, t=0.0, r=300.0, b=100.0)px, Tag: 'tab'
             | Selected = 'true'
             | Role = 'Tab'
             | Actions = [OnClick]
             |-Node #3 at (l=300.0, t=0.0, r=600.0, b=100.0)px, Tag: 'radio'
             | Selected = 'true'
             | Role = 'RadioButton'
             | Actions = [OnClick, OnLongClick]
             |-Node #4 at (l=600.0, t=0.0, r=900.0, b=100.0)px, Tag: 'chip'
             | Selected = 'true'
             | Role = 'Checkbox'
             | Actions = [OnClick]
             |-Node #5 at (l=0.0, t=100.0, r=300.0, b=200.0)px, Tag: 'otherTab'
               Selected = 'false'
               Role = 'Tab'
               Actions = [OnClick]
            """)
        #expect(nodes["tab"]?.isClickable == false)
        #expect(nodes["radio"]?.isClickable == false)
        #expect(nodes["radio"]?.isLongClickable == true)
        #expect(nodes["chip"]?.isClickable == true)
        #expect(nodes["otherTab"]?.isClickable == true)
    }

    /// `Role = 'Picker'` (Role.ValuePicker's `toString`) is reported as a `NumberPicker`
    /// (`toLegacyClassName`, androidx mirror xiaocainiaooo/room3
    /// `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/SemanticsUtils.android.kt`);
    /// `Carousel` gives no class. A link (`LinkTestMarker`) and everything in it is no node
    /// (`getAllUncoveredSemanticsNodesToIntObjectMap`). Before: Picker was ignored, the link a node.
    @Test func pickersAndLinks() throws {
        let nodes = try tagged(
            """
             |-Node #2 at (l=0.0, t=0.0, r=300.0, b=300.0)px, Tag: 'hour'
             | Role = 'Picker'
             | Text = '[7]'
             |-Node #3 at (l=300.0, t=0.0, r=1080.0, b=300.0)px, Tag: 'carousel'
             | Role = 'Carousel'
             |-Node #4 at (l=0.0, t=300.0, r=1080.0, b=400.0)px, Tag: 'text'
               Text = '[Read the terms]'
                |-Node #5 at (l=300.0, t=300.0, r=450.0, b=400.0)px, Tag: 'link'
                  [LinkTestMarker]
                  Actions = [OnClick]
                   |-Node #6 at (l=300.0, t=300.0, r=450.0, b=400.0)px, Tag: 'inLink'
            """)
        #expect(nodes["hour"]?.className == "android.widget.NumberPicker")
        #expect(nodes["carousel"]?.className == nil && nodes["carousel"]?.role == nil)
        #expect(nodes["text"]?.isVisible == true)
        #expect(nodes["link"]?.isVisible == false)
        #expect(nodes["inLink"]?.isVisible == false)
    }

    /// The actions Compose offers (`populateAccessibilityNodeInfoProperties`, `Api24Impl`,
    /// `Api29Impl`): click only while enabled and clickable, long click while enabled, focus for a
    /// focusable node not focused, text selection for a node with text, a slider's scroll forward
    /// or backward only while its value can move, each axis's scroll actions while it can scroll
    /// that way, page actions while enabled. Before: no action list (every action assumed).
    @Test func actionsAreTheOnesComposeOffers() throws {
        let nodes = try tagged(
            """
             |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=100.0)px, Tag: 'button'
             | Text = '[OK]'
             | Focused = 'false'
             | Actions = [OnClick, OnLongClick, RequestFocus]
             |-Node #3 at (l=0.0, t=100.0, r=1080.0, b=200.0)px, Tag: 'disabled'
             | [Disabled]
             | Actions = [OnClick, OnLongClick, PageRight, Expand]
             |-Node #4 at (l=0.0, t=200.0, r=1080.0, b=300.0)px, Tag: 'slider'
             | ProgressBarRangeInfo = 'ProgressBarRangeInfo(current=1.0, range=0.0..1.0, steps=0)'
             | Actions = [SetProgress]
             |-Node #5 at (l=0.0, t=300.0, r=1080.0, b=400.0)px, Tag: 'row'
               HorizontalScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=300.0, reverseScrolling=false)'
               Actions = [ScrollBy, PageRight]
            """)
        #expect(
            nodes["button"]?.androidActions == [
                .click, .longClick, .focus, .setSelection, .nextAtMovementGranularity, .previousAtMovementGranularity,
            ])
        #expect(nodes["disabled"]?.androidActions == [])
        #expect(nodes["slider"]?.androidActions == [.setProgress, .scrollBackward])
        #expect(nodes["row"]?.androidActions == [.scrollForward, .scrollRight, .pageRight])
    }

    /// A field (`EditableText`) is an edit box only when editable: `IsEditable` where printed, else
    /// a field offering `SetText`; TalkBack gives an enabled EditText that is not editable no role
    /// (talkback@26a27dc0 `U/Role.java:303-310`), and its text is the node's text. A disabled field
    /// stays an edit box. Before: every field was an edit box.
    @Test func aReadOnlyFieldIsNoEditBox() throws {
        let nodes = try tagged(
            """
             |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=100.0)px, Tag: 'name'
             | EditableText = 'Ada'
             | Actions = [GetTextLayoutResult, SetText, OnClick]
             |-Node #3 at (l=0.0, t=100.0, r=1080.0, b=200.0)px, Tag: 'readOnly'
             | EditableText = 'Order 1234'
             | IsEditable = 'false'
             | Actions = [GetTextLayoutResult, SetText, OnClick]
             |-Node #4 at (l=0.0, t=200.0, r=1080.0, b=300.0)px, Tag: 'noSetText'
             | EditableText = 'Fixed'
             |-Node #5 at (l=0.0, t=300.0, r=1080.0, b=400.0)px, Tag: 'disabled'
               EditableText = 'Locked'
               [Disabled]
            """)
        #expect(nodes["name"]?.role == .editText && nodes["name"]?.value == "Ada")
        #expect(nodes["readOnly"]?.role == nil && nodes["readOnly"]?.label == "Order 1234")
        #expect(nodes["noSetText"]?.role == nil && nodes["noSetText"]?.label == "Fixed")
        #expect(nodes["disabled"]?.role == .editText && nodes["disabled"]?.value == "Locked")
    }
}
