import AccessibilityTree
import HierarchyImport
import Testing

@testable import ScreenReaderKit

/// Compose semantics trees (`printToLog`) as TalkBack hears them, property by property (the tenth
/// sweep, docs/fidelity.md "Tenth sweep: Compose semantics trees property by property"): each tree
/// is what `printToLog` prints for the property (androidx@221a95f
/// `compose/ui/ui-test/src/commonMain/kotlin/androidx/compose/ui/test/Output.kt`, `appendConfigInfo`:
/// `Key = 'value'` from the value's `toString`, Unit values in one bracket, then `Actions`), and
/// each expectation what TalkBack says of the node Compose builds from it.
@Suite("TalkBack: Compose semantics trees, property by property")
struct TalkBackComposeSemanticsTests {
    private func steps(_ tree: String, language: String = "en") throws -> [(speech: String, hint: String?)] {
        var screen = try ScreenImporter.importScreen(bytes: Array(tree.utf8), fileName: "tree.txt")
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map { ($0.speech, $0.hint) }
    }

    /// `Error` makes the node's content invalid with the error as its text (androidx@0094ab0
    /// `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt`,
    /// `setContentInvalid`), which TalkBack says as "Error: …" after the node's words
    /// (talkback@26a27dc0 `C/AccessibilityNodeFeedbackUtils.java:578-587`,
    /// `C/TreeNodesDescription.java:179-195`). Before: "bob@, Edit box", the error unsaid.
    static let invalidField = """
        Printing with useUnmergedTree = 'false'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=250.0)px
           EditableText = 'bob@'
           Error = 'Invalid email address'
           Focused = 'false'
           ImeAction = 'Done'
           TextSelectionRange = 'TextRange(4, 4)'
           Actions = [GetTextLayoutResult, SetText, SetSelection, OnClick, OnLongClick, PerformImeAction, RequestFocus]
           MergeDescendants = 'true'
        """

    @Test(arguments: ["en", "de", "ja"])
    func anErrorIsSpokenAfterTheNodesWords(language: String) throws {
        let table = SpeechStrings.table(forLanguage: language).talkBack
        let editBox = try #require(table.roles[.editText])
        let error = SpeechStrings.format(table.nodeError, "Invalid email address")
        #expect(try steps(Self.invalidField, language: language).map(\.speech) == ["bob@, \(editBox), \(error)"])
    }

    /// A lazy list's `CollectionInfo`: printed with its counts by a Compose whose `CollectionInfo`
    /// has a `toString` (after androidx@67d265f), as the object's identity before. Compose reports
    /// it (`setCollectionInfo`, androidx@13d5e2e
    /// `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/accessibility/CollectionInfo.android.kt`)
    /// and keeps the scroll view class off a node that has it
    /// (`populateAccessibilityNodeInfoProperties`: `!semanticsNode.hasCollectionInfo()`), so
    /// TalkBack's role is a list (talkback@26a27dc0 `U/Role.java:403-428`) and it says "In list"
    /// with the count it knows (`C/CollectionStateFeedbackUtils.java`). Before: no list words.
    static func lazyColumn(collectionInfo: String) -> String {
        """
        Printing with useUnmergedTree = 'false'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=200.0)px
         | Text = '[Inbox]'
         | Actions = [GetTextLayoutResult]
         |-Node #3 at (l=0.0, t=200.0, r=1080.0, b=2000.0)px, Tag: 'feed'
         | VerticalScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=11.0, reverseScrolling=false)'
         | CollectionInfo = '\(collectionInfo)'
         | Actions = [IndexForKey, ScrollBy, ScrollToIndex]
         |  |-Node #4 at (l=0.0, t=200.0, r=1080.0, b=400.0)px
         |  | Text = '[First]'
         |  | Actions = [GetTextLayoutResult]
         |  |-Node #5 at (l=0.0, t=400.0, r=1080.0, b=600.0)px
         |    Text = '[Second]'
         |    Actions = [GetTextLayoutResult]
         |-Node #6 at (l=0.0, t=2000.0, r=1080.0, b=2200.0)px
           Role = 'Button'
           Text = '[Compose]'
           Actions = [OnClick]
           MergeDescendants = 'true'
        """
    }

    @Test(arguments: ["en", "fr"])
    func aLazyListIsEnteredWithTheCountItsCollectionInfoPrints(language: String) throws {
        let table = SpeechStrings.table(forLanguage: language).talkBack
        let button = try #require(table.roles[.button])
        let counted = try steps(
            Self.lazyColumn(collectionInfo: "CollectionInfo(rowCount=20, columnCount=1)"), language: language)
        #expect(
            counted.map(\.speech) == [
                "Inbox", "First, \(table.inList), \(table.items(20))", "Second",
                "Compose, \(button), \(table.outOfList)",
            ])
        let identity = try steps(
            Self.lazyColumn(collectionInfo: "androidx.compose.ui.semantics.CollectionInfo@e0a2f9d"), language: language)
        #expect(
            identity.map(\.speech) == [
                "Inbox", "First, \(table.inList)", "Second", "Compose, \(button), \(table.outOfList)",
            ])
    }

    /// A `selectableGroup()` column of radio rows (Material's `RadioButton` rows): Compose gives
    /// the group collection info of its `Selected` children (a column, as their centres lie
    /// further apart down than across) and each child its place (`setCollectionInfo`,
    /// `setCollectionItemInfo`, `calculateIfHorizontallyStacked`, androidx@13d5e2e); and a radio
    /// button already selected is not clickable, so it has no hint (androidx mirror
    /// xiaocainiaooo/room3@12b1198 `populateAccessibilityNodeInfoProperties`; talkback@26a27dc0
    /// `C/hint/ClickableHint.java:129-185`). TalkBack says each item's place and enters the list
    /// (`C/CollectionStateFeedbackUtils.java`). Before: no places, no list, the selected row
    /// offered "Double-tap to toggle".
    static let radioGroup = """
        Printing with useUnmergedTree = 'false'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=600.0)px
           [SelectableGroup]
            |-Node #3 at (l=0.0, t=0.0, r=1080.0, b=200.0)px
            | Role = 'RadioButton'
            | Selected = 'true'
            | Text = '[Small]'
            | Actions = [OnClick]
            | MergeDescendants = 'true'
            |-Node #4 at (l=0.0, t=200.0, r=1080.0, b=400.0)px
            | Role = 'RadioButton'
            | Selected = 'false'
            | Text = '[Medium]'
            | Actions = [OnClick]
            | MergeDescendants = 'true'
            |-Node #5 at (l=0.0, t=400.0, r=1080.0, b=600.0)px
              Role = 'RadioButton'
              Selected = 'false'
              Text = '[Large]'
              Actions = [OnClick]
              MergeDescendants = 'true'
        """

    @Test(arguments: ["en", "de"])
    func aSelectableGroupIsAListOfItsSelectableChildren(language: String) throws {
        let table = SpeechStrings.table(forLanguage: language).talkBack
        let radio = try #require(table.roles[.radioButton])
        let compose = table.compose
        func place(_ index: Int) -> String {
            SpeechStrings.format(table.listPosition, table.number(index), table.number(3))
        }
        let stops = try steps(Self.radioGroup, language: language)
        #expect(
            stops.map(\.speech) == [
                "\(compose.selected), Small, \(radio), \(place(1)), \(table.inList), \(table.items(3))",
                "\(compose.notSelected), Medium, \(radio), \(place(2))",
                "\(compose.notSelected), Large, \(radio), \(place(3))",
            ])
        #expect(stops[0].hint == nil)
        #expect(stops[1].hint != nil && stops[2].hint != nil)
    }

    /// A link inside a text prints as a child node marked `LinkTestMarker`; Compose publishes it
    /// as a span of the text, never as a node (androidx mirror xiaocainiaooo/room3
    /// `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/SemanticsUtils.android.kt`,
    /// `getAllUncoveredSemanticsNodesToIntObjectMap`: children with LinkTestMarker are skipped).
    /// Before: a second stop, "Unlabelled".
    static let textWithLink = """
        Printing with useUnmergedTree = 'true'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #2 at (l=0.0, t=100.0, r=1080.0, b=200.0)px
         | Text = '[Read the terms and the privacy policy]'
         | Actions = [GetTextLayoutResult]
         |  |-Node #3 at (l=300.0, t=100.0, r=450.0, b=200.0)px
         |    [LinkTestMarker]
         |    Actions = [OnClick]
         |-Node #4 at (l=0.0, t=300.0, r=1080.0, b=400.0)px
           Text = '[Done]'
           Actions = [GetTextLayoutResult]
        """

    @Test func aLinkInATextIsNoStopOfItsOwn() throws {
        #expect(try steps(Self.textWithLink).map(\.speech) == ["Read the terms and the privacy policy", "Done"])
    }

    /// Compose's reading order (androidx mirror xiaocainiaooo/room3@ac117d9
    /// `compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/semantics/SemanticsSort.kt`,
    /// `sortByGeometryGroupings`: rows top to bottom, each left to right, then a stable sort by
    /// `TraversalIndex`), which Compose gives TalkBack as traversal-before neighbours and TalkBack
    /// follows (talkback@26a27dc0 `utils/.../traversal/OrderedTraversalController.java:119-138`).
    /// A button with `traversalIndex = -1f` is read first; two texts printed right one first read
    /// left to right. Before: the printed order ("Headline", "Body", "Compose, Button"; "Right",
    /// "Left").
    static let traversalTree = """
        Printing with useUnmergedTree = 'false'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         | IsTraversalGroup = 'true'
         |  |-Node #3 at (l=0.0, t=200.0, r=1080.0, b=400.0)px
         |  | Text = '[Headline]'
         |  | Actions = [GetTextLayoutResult]
         |  |-Node #4 at (l=0.0, t=400.0, r=1080.0, b=600.0)px
         |  | Text = '[Body]'
         |  | Actions = [GetTextLayoutResult]
         |  |-Node #5 at (l=800.0, t=2000.0, r=1000.0, b=2200.0)px
         |    ContentDescription = '[Compose]'
         |    Role = 'Button'
         |    TraversalIndex = '-1.0'
         |    Actions = [OnClick]
         |    MergeDescendants = 'true'
         |-Node #6 at (l=0.0, t=2200.0, r=1080.0, b=2400.0)px
            |-Node #7 at (l=540.0, t=2200.0, r=1080.0, b=2400.0)px
            | Text = '[Right]'
            |-Node #8 at (l=0.0, t=2200.0, r=540.0, b=2400.0)px
              Text = '[Left]'
        """

    @Test func composesReadingOrderFollowsRowsAndTraversalIndex() throws {
        #expect(
            try steps(Self.traversalTree).map(\.speech) == ["Compose, Button", "Headline", "Body", "Left", "Right"])
    }

    /// Two traversal groups side by side: each group's content is read whole before the next
    /// group (`geometryDepthFirstSearch` does not look into a group; its content follows it).
    static let groupedColumns = """
        Printing with useUnmergedTree = 'true'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #2 at (l=540.0, t=0.0, r=1080.0, b=400.0)px
         | IsTraversalGroup = 'true'
         |  |-Node #3 at (l=540.0, t=0.0, r=1080.0, b=200.0)px
         |  | Text = '[Right 1]'
         |  |-Node #4 at (l=540.0, t=200.0, r=1080.0, b=400.0)px
         |    Text = '[Right 2]'
         |-Node #5 at (l=0.0, t=0.0, r=540.0, b=400.0)px
           IsTraversalGroup = 'true'
            |-Node #6 at (l=0.0, t=0.0, r=540.0, b=200.0)px
            | Text = '[Left 1]'
            |-Node #7 at (l=0.0, t=200.0, r=540.0, b=400.0)px
              Text = '[Left 2]'
        """

    @Test func aTraversalGroupIsReadWhole() throws {
        #expect(try steps(Self.groupedColumns).map(\.speech) == ["Left 1", "Left 2", "Right 1", "Right 2"])
    }

    /// A `HorizontalPager` prints its page actions among its `Actions`; Compose offers them while
    /// the node is enabled (`Api29Impl.addPageActions`, androidx@0094ab0) and TalkBack makes a node
    /// offering one a pager, before its collection info (talkback@26a27dc0 `U/Role.java:391-401`),
    /// entered and left with the pager words (`C/CollectionStateFeedbackUtils.java`). Before: the
    /// reader stated no actions, so the pager was a list of unknown kind and said nothing.
    static let pager = """
        Printing with useUnmergedTree = 'false'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=1200.0)px, Tag: 'pager'
         | HorizontalScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=2.0, reverseScrolling=false)'
         | CollectionInfo = 'CollectionInfo(rowCount=1, columnCount=3)'
         | Actions = [IndexForKey, ScrollBy, ScrollToIndex, PageRight]
         |  |-Node #3 at (l=0.0, t=0.0, r=1080.0, b=1200.0)px
         |    Text = '[Welcome]'
         |    Actions = [GetTextLayoutResult]
         |-Node #4 at (l=0.0, t=2000.0, r=1080.0, b=2200.0)px
           Role = 'Button'
           Text = '[Next]'
           Actions = [OnClick]
           MergeDescendants = 'true'
        """

    @Test func aPagerIsKnownByItsPageActions() throws {
        let table = SpeechStrings.table(forLanguage: "en").talkBack
        let button = try #require(table.roles[.button])
        #expect(
            try steps(Self.pager).map(\.speech) == [
                "Welcome, \(table.page), \(table.inHorizontalPager)",
                "Next, \(button), \(table.outOfGridPager)",
            ])
    }

    /// A node that merges its printed children hands its content description to a fake node
    /// before them and its role to one after them (androidx
    /// `compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/semantics/SemanticsNode.kt`,
    /// `emitFakeNodes`; androidx@0094ab0 `populateAccessibilityNodeInfoProperties`: the node's own
    /// content description only when it does not merge or has no children, the role's class only
    /// on a fake node or one without children), so TalkBack reads the description, the children,
    /// then the role (talkback@26a27dc0 `C/roledescription/TreeNodesDescription.java:252-311`).
    /// Before: "Article, Button", the child's text unsaid.
    static let mergingCard = """
        Printing with useUnmergedTree = 'true'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=400.0)px
           ContentDescription = '[Article]'
           Role = 'Button'
           Actions = [OnClick]
           MergeDescendants = 'true'
            |-Node #3 at (l=40.0, t=40.0, r=1040.0, b=200.0)px
              Text = '[Compose turns five]'
              Actions = [GetTextLayoutResult]
        """

    @Test(arguments: ["en", "es"])
    func aMergingNodesDescriptionAndRoleFrameItsChildren(language: String) throws {
        let button = try #require(SpeechStrings.table(forLanguage: language).talkBack.roles[.button])
        #expect(
            try steps(Self.mergingCard, language: language).map(\.speech) == [
                "Article, Compose turns five, \(button)"
            ])
    }

    /// A toggleable switch row merging its label: the state is the row's (Compose's `on`); the fake
    /// node after the label has Role.Switch, which gives no class but the role description
    /// `switch_role` (`populateAccessibilityNodeInfoProperties`), so it adds "Switch" and no state
    /// of its own. Before: "On, Switch, Wi-Fi".
    static let switchRow = """
        Printing with useUnmergedTree = 'true'
        Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px
         |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=150.0)px
           ToggleableState = 'On'
           Role = 'Switch'
           Focused = 'false'
           Actions = [OnClick, RequestFocus]
           MergeDescendants = 'true'
            |-Node #3 at (l=40.0, t=40.0, r=600.0, b=110.0)px
              Text = '[Wi-Fi]'
              Actions = [GetTextLayoutResult]
        """

    @Test(arguments: ["en", "de"])
    func aMergingSwitchRowSaysItsStateOnceAndTheRoleLast(language: String) throws {
        let compose = SpeechStrings.table(forLanguage: language).talkBack.compose
        #expect(
            try steps(Self.switchRow, language: language).map(\.speech) == [
                "\(compose.on), Wi-Fi, \(compose.switchRole)"
            ])
    }
}
