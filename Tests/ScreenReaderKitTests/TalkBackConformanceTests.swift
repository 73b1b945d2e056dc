import AccessibilityTree
import CarouselKit
import ScreenReaderKit
import Testing

/// One TalkBack composition case: a node and what the digest says TalkBack speaks.
struct TalkBackCase: Sendable, CustomTestStringConvertible {
    var name: String
    var node: AccessibilityElement
    var speech: String
    var hint: String?

    init(_ name: String, _ node: AccessibilityElement, speech: String, hint: String? = nil) {
        self.name = name
        self.node = node
        self.speech = speech
        self.hint = hint
    }

    var testDescription: String { name }
}

/// Every role, state and hint rule of `reference/talkback-speech.md`, one case each. Roles come
/// from Android class names through `ElementRole(androidClassName:)` unless the case sets a role.
@Suite("TalkBack conformance")
struct TalkBackConformanceTests {
    static func node(
        _ className: String?, label: String? = nil, value: String? = nil, hint: String? = nil,
        traits: AccessibilityTraitSet = [], role: ElementRole? = nil, checkable: CheckedState? = nil,
        clickable: Bool = false, longClickable: Bool = false, focusable: Bool = false, state: String? = nil,
        roleDescription: String? = nil, children: [AccessibilityElement] = []
    ) -> AccessibilityElement {
        AccessibilityElement(
            id: "n", label: label, value: value, hint: hint, traits: traits, role: role, className: className,
            isCheckable: checkable != nil, checkedState: checkable, isClickable: clickable,
            isLongClickable: longClickable, isFocusable: focusable, stateDescription: state,
            roleDescription: roleDescription, children: children)
    }

    static let activate = "Double-tap to activate"
    static let toggle = "Double-tap to toggle"

    static let cases: [TalkBackCase] = [
        .init(
            "Button", node("android.widget.Button", label: "OK", clickable: true), speech: "OK, Button", hint: activate),
        .init(
            "ImageButton is a button", node("android.widget.ImageButton", label: "Share", clickable: true),
            speech: "Share, Button", hint: activate),
        .init(
            "clickable ImageView is a button", node("android.widget.ImageView", label: "Avatar", clickable: true),
            speech: "Avatar, Button", hint: activate),
        .init(
            "MaterialButton maps like Button",
            node("com.google.android.material.button.MaterialButton", label: "Send", clickable: true),
            speech: "Send, Button", hint: activate),
        .init(
            "check box checked",
            node("android.widget.CheckBox", label: "Remember me", checkable: .checked, clickable: true),
            speech: "checked, Remember me, Check box", hint: toggle),
        .init(
            "check box not checked",
            node("android.widget.CheckBox", label: "Remember me", checkable: .unchecked, clickable: true),
            speech: "not checked, Remember me, Check box", hint: toggle),
        // TalkBack 15.1 reads isChecked() as a boolean: a mixed state is not checked
        // (TreeNodesDescription.java:229-238).
        .init(
            "check box partly checked",
            node("android.widget.CheckBox", label: "All", checkable: .mixed, clickable: true),
            speech: "not checked, All, Check box", hint: toggle),
        .init(
            "radio button", node("android.widget.RadioButton", label: "Small", checkable: .unchecked, clickable: true),
            speech: "not checked, Small, Radio button", hint: toggle),
        .init(
            "radio button with the platform's state",
            node("android.widget.RadioButton", label: "Small", checkable: .checked, clickable: true, state: "selected"),
            speech: "selected, Small, Radio button", hint: toggle),
        .init(
            "switch on", node("android.widget.Switch", label: "Wi-Fi", checkable: .checked, clickable: true),
            speech: "on, Wi-Fi, Switch", hint: toggle),
        .init(
            "switch off",
            node("androidx.appcompat.widget.SwitchCompat", label: "Wi-Fi", checkable: .unchecked, clickable: true),
            speech: "off, Wi-Fi, Switch", hint: toggle),
        .init(
            "stateDescription replaces the state",
            node("android.widget.Switch", label: "Wi-Fi", checkable: .checked, clickable: true, state: "ON"),
            speech: "ON, Wi-Fi, Switch", hint: toggle),
        .init(
            "edit box speaks its text",
            node("android.widget.EditText", label: "Name", value: "Alice", clickable: true, focusable: true),
            speech: "Alice, Edit box", hint: "Double-tap to edit text"),
        .init(
            "empty edit box speaks its content description",
            node("android.widget.EditText", label: "Name", clickable: true),
            speech: "Name, Edit box", hint: "Double-tap to edit text"),
        .init(
            "empty edit box without description speaks its hint",
            node("android.widget.EditText", hint: "Email", clickable: true),
            speech: "Email, Edit box", hint: "Double-tap to edit text"),
        .init("image", node("android.widget.ImageView", label: "Logo"), speech: "Logo, Image"),
        .init(
            "seek bar", node("android.widget.SeekBar", label: "Volume", value: "50", focusable: true),
            speech: "50 percent, Volume, Slider", hint: #""Swipe up" or "Swipe down" to adjust"#),
        .init(
            "progress bar", node("android.widget.ProgressBar", label: "Loading", value: "30%"),
            speech: "30 percent, Loading, Progress bar"),
        .init(
            "spinner", node("android.widget.Spinner", label: "Country", clickable: true),
            speech: "Country, Drop down list", hint: "Double-tap to change"),
        .init("tab bar", node("android.widget.TabWidget", label: "Sections"), speech: "Sections, Tab bar"),
        .init("list", node("android.widget.ListView", label: "Results"), speech: "Results, List"),
        .init("grid", node("android.widget.GridView", label: "Photos"), speech: "Photos, Grid"),
        .init("web view", node("android.webkit.WebView", label: "Help"), speech: "Help, Webview"),
        .init("pager page", node(nil, label: "Slide 1", role: .page), speech: "Slide 1, Page"),
        .init("text view has no role word", node("android.widget.TextView", label: "Hello"), speech: "Hello"),
        .init("view group has no role word", node("android.widget.LinearLayout", label: "Card"), speech: "Card"),
        .init(
            "selected tab: the word comes from the roleDescription",
            node(nil, label: "Home", traits: .selected, role: .tab, clickable: true, roleDescription: "Tab"),
            speech: "selected, Home, Tab", hint: activate),
        .init(
            "disabled button: disabled last, no hint",
            node("android.widget.Button", label: "OK", traits: .notEnabled, clickable: true),
            speech: "OK, Button, disabled"),
        .init(
            "heading", node("android.widget.TextView", label: "Settings", traits: .header), speech: "Settings, Heading"),
        .init(
            "disabled heading says no disabled",
            node("android.widget.TextView", label: "Settings", traits: [.header, .notEnabled]),
            speech: "Settings, Heading"),
        .init(
            "disabled section heading (collection item info) says no disabled",
            AccessibilityElement(
                id: "n", label: "Recent", traits: .notEnabled, className: "android.widget.TextView",
                collectionItemInfo: CollectionItemInfo(rowIndex: 0, columnIndex: 0, isHeading: true)),
            speech: "Recent, Heading"),
        .init(
            "long-clickable", node("android.widget.ImageView", label: "Photo", clickable: true, longClickable: true),
            speech: "Photo, Button", hint: activate + ", Double-tap and hold to long press"),
        .init(
            "roleDescription replaces the role word",
            node("android.widget.HorizontalScrollView", label: "Related stories", roleDescription: "Carousel"),
            speech: "Related stories, Carousel"),
        .init(
            "clickable leaf without a name", node("android.widget.ImageButton", clickable: true),
            speech: "Unlabelled, Button", hint: activate),
        .init(
            "a part repeating an earlier one is dropped",
            node("android.widget.Button", label: "button", clickable: true),
            speech: "button", hint: activate),
        // An image child is not focused itself, so it says no "Image" (NonTextViewsDescription.java:61-64).
        .init(
            "non-focusable children are appended, an image child's role word and selected dropped",
            node(
                "android.widget.LinearLayout", clickable: true,
                children: [
                    AccessibilityElement(
                        id: "t", label: "Title", traits: .selected, className: "android.widget.TextView"),
                    AccessibilityElement(
                        id: "i", label: "Star", traits: .notEnabled, className: "android.widget.ImageView"),
                ]),
            speech: "Title, Star", hint: activate),
        .init(
            "a content description stops children being appended",
            node(
                "android.widget.LinearLayout", label: "Story", clickable: true,
                children: [
                    AccessibilityElement(id: "t", label: "Title", className: "android.widget.TextView")
                ]),
            speech: "Story", hint: activate),
    ]

    @Test(arguments: cases)
    func speech(_ testCase: TalkBackCase) {
        let talkBack = TalkBackSpeech()
        #expect(talkBack.speech(for: testCase.node).description == testCase.speech)
        #expect(talkBack.hint(for: testCase.node)?.description == testCase.hint)
    }

    @Test func composedAloneActionableChildrenAreNotAppended() {
        let row = Self.node(
            "android.widget.LinearLayout", clickable: true,
            children: [
                AccessibilityElement(id: "t", label: "Title", className: "android.widget.TextView"),
                AccessibilityElement(id: "b", label: "More", className: "android.widget.Button", isClickable: true),
            ])
        #expect(TalkBackSpeech().speech(for: row).description == "Title")
        #expect(TalkBackSpeech().speech(for: row, focusable: []).description == "Title, More, Button")
    }

    static func collection(_ info: CollectionInfo, className: String, items: [CollectionItemInfo])
        -> AccessibilityScreen
    {
        let nodes = items.enumerated().map { offset, item in
            AccessibilityElement(
                id: ElementID("i\(offset)"), label: "Item \(offset + 1)", isClickable: true, collectionItemInfo: item)
        }
        let container = AccessibilityElement(
            id: "c", className: className, isScrollable: true, collectionInfo: info, children: nodes)
        let after = AccessibilityElement(id: "after", label: "After", isClickable: true)
        return AccessibilityScreen(
            platform: .android, roots: [AccessibilityElement(id: "root", children: [container, after])])
    }

    @Test func gridItemsSayRowAndColumnAndTheGridItsShape() {
        let screen = Self.collection(
            CollectionInfo(rowCount: 5, columnCount: 2), className: "android.widget.GridView",
            items: [CollectionItemInfo(rowIndex: 0, columnIndex: 0), CollectionItemInfo(rowIndex: 1, columnIndex: 0)])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(talkBack.swipeRight().spokenText() == "Item 1, Row 1, Column 1, In grid, 5 rows, 2 columns")
        // Only the row changed: only the row is spoken (CollectionStateFeedbackUtils.java:197-241).
        #expect(talkBack.swipeRight().spokenText() == "Item 2, Row 2")
        #expect(talkBack.swipeRight().spokenText() == "After, Out of grid")
    }

    @Test func aHorizontalListCountsByColumn() {
        let screen = Self.collection(
            CollectionInfo(rowCount: 1, columnCount: 10), className: "androidx.recyclerview.widget.RecyclerView",
            items: [CollectionItemInfo(rowIndex: 0, columnIndex: 2)])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(talkBack.swipeRight().spokenText() == "Item 1, 3 of 10, In list, 10 items")
        #expect(talkBack.swipeRight().spokenText() == "After, Out of list")
    }

    // Without collection info a list is entered when it has more than one child
    // (CollectionState.java:930-939).
    @Test func aListWithoutCollectionInfoIsEnteredWithoutACount() {
        let items = ["A", "B"].map { AccessibilityElement(id: ElementID($0), label: $0, isClickable: true) }
        let list = AccessibilityElement(id: "l", className: "android.widget.ListView", children: items)
        var talkBack = ScreenReaderSimulator(.talkBack, screen: AccessibilityScreen(platform: .android, roots: [list]))
        #expect(talkBack.swipeRight().spokenText() == "capital A, In list")
    }

    @Test func aCustomAdjustableSpeaksItsValueAsStateAndOnlyTheNewStateWhenAdjusted() {
        var talkBack = ScreenReaderSimulator(
            .talkBack,
            liveScreen: LiveScreen(
                AccessibilityScreen(platform: .android, roots: [AccessibilityElement(id: "rating")]),
                components: [FakeStarRating()]))
        #expect(talkBack.swipeRight().spokenText() == "2 stars, Rating")
        #expect(talkBack.swipeUp().spokenText() == "3 stars")
    }

    @Test func aSeekBarSpeaksOnlyItsNewPercentageWhenAdjusted() {
        struct Seek: AccessibilityComponent {
            let id: ElementID = "seek"
            var level = 50
            func accessibilityElement(for platform: Platform, frame: ScreenRect) -> AccessibilityElement {
                AccessibilityElement(
                    id: id, label: "Volume", value: "\(level)", className: "android.widget.SeekBar", isFocusable: true)
            }
            mutating func handle(_ event: ComponentEvent) -> [AccessibilityEffect] {
                guard event == .increment(id) else { return [] }
                level += 10
                return [.valueChanged(id)]
            }
        }
        var talkBack = ScreenReaderSimulator(
            .talkBack,
            liveScreen: LiveScreen(
                AccessibilityScreen(platform: .android, roots: [AccessibilityElement(id: "seek")]), components: [Seek()]
            ))
        #expect(talkBack.swipeRight().spokenText() == "50 percent, Volume, Slider")
        #expect(talkBack.swipeUp().spokenText() == "60 percent")
    }
}
