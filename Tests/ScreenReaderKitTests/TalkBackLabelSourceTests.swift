import AccessibilityTree
import HierarchyImport
import ScreenReaderKit
import Testing

private let view = "android.view.View"
private let text = "android.widget.TextView"
private let t = "true"
private let activate = "Double-tap to activate"

/// TalkBack gathers a node's children's words when the node has no content description, even
/// when it has text of its own (Chrome's nodes, Compose nodes given text, custom views that set
/// their text for accessibility). At google/talkback@26a27dc009d5b3605e744222541f045a3c24e038,
/// talkback/src/main/java/com/google/android/accessibility/talkback/compositor/ (`C/`):
/// - `C/roledescription/TreeNodesDescription.java:257`: the node's own words first
///   (`nodeRoleDescriptionText`: state, name, role; its name is `getNodeTextOrLabelDescription`,
///   the content description else the text, `C/roledescription/DefaultDescription.java:48-53`,
///   `C/AccessibilityNodeFeedbackUtils.java:71-92`);
/// - `:259-262, 270-274`: children are gathered when `getNodeContentDescription` is empty
///   (`C/AccessibilityNodeFeedbackUtils.java:143-147`: the content description alone, never the
///   text), or the node is a list, grid or pager, and never for a web view;
/// - `:277-303`: in `ReorderedChildrenIterator` order, each visible child that does not take
///   accessibility focus, with its own tree description (its children, hint, tooltip);
/// - `:310`: joined with ", ", empty parts dropped.
@Suite("TalkBack 15.1: a node with text but no content description gathers its children's words")
struct TalkBackLabelSourceTests {
    static let dumpCases: [TalkBackDumpCase] = [
        // TreeNodesDescription.java:257-274: the text names the node and does not stop the children
        .init(
            "text of its own does not stop the children",
            node(
                view, ["text": "Order 1042", "clickable": t], node(text, ["text": "Shipped"]),
                node(text, ["text": "Arrives Friday"])),
            [("Order 1042, Shipped, Arrives Friday", activate)]),
        // TreeNodesDescription.java:259-262: a content description stops them, text or not
        .init(
            "a content description beside text still stops the children",
            node(
                view, ["text": "Order 1042", "content-desc": "Order 1042, shipped", "clickable": t],
                node(text, ["text": "Arrives Friday"])),
            [("Order 1042, shipped", activate)]),
        // TreeNodesDescription.java:288-296: a child that takes focus is its own stop, not gathered
        .init(
            "a focusable child under a text node is its own stop",
            node(
                view, ["text": "Photo by Ada", "clickable": t], node(text, ["text": "2 min ago"]),
                node("android.widget.Button", ["text": "Like", "clickable": t])),
            [("Photo by Ada, 2 min ago", activate), ("Like, Button", activate)]),
        // TreeNodesDescription.java:288, 296: a child not visible to the user is left out
        .init(
            "a child that is not visible is not gathered",
            node(
                view, ["text": "Draft", "clickable": t], node(text, ["text": "Saved"]),
                node(text, ["text": "Unsent", "visible-to-user": "false"])),
            [("Draft, Saved", activate)]),
        // TreeNodesDescription.java:296-302: a child's own tree description, its children included
        .init(
            "a text node gathers its children's children",
            node(
                text, ["text": "Roots of x squared minus 4", "clickable": t],
                node(
                    "android.widget.LinearLayout", [:],
                    node("android.widget.ImageView", ["content-desc": "x equals 2"]),
                    node("android.widget.ImageView", ["content-desc": "x equals minus 2"]))),
            [("Roots of x squared minus 4, x equals 2, x equals minus 2", activate)]),
    ]

    @Test(arguments: dumpCases)
    func walk(_ testCase: TalkBackDumpCase) throws {
        #expect(try testCase.spokenStops() == testCase.stops)
    }

    /// The same node built in code, its label's source given: text gathers the children, a
    /// content description does not, and a label of unknown source (a screen written before
    /// the source was recorded) is read as a content description, as it always was.
    @Test(arguments: [
        (LabelSource?.some(.text), "Order 1042, Shipped, Arrives Friday"),
        (LabelSource?.some(.contentDescription), "Order 1042"),
        (LabelSource?.none, "Order 1042"),
    ])
    func theLabelsSourceDecides(_ source: LabelSource?, _ expected: String) {
        var row = AccessibilityElement(
            id: "row", label: "Order 1042", className: view, frame: ScreenRect(x: 0, y: 0, width: 1080, height: 300),
            isClickable: true,
            children: [
                AccessibilityElement(
                    id: "status", label: "Shipped", className: text,
                    frame: ScreenRect(x: 0, y: 0, width: 1080, height: 100)),
                AccessibilityElement(
                    id: "arrival", label: "Arrives Friday", className: text,
                    frame: ScreenRect(x: 0, y: 100, width: 1080, height: 100)),
            ])
        row.labelSource = source
        for index in row.children.indices { row.children[index].labelSource = .text }
        let screen = AccessibilityScreen(
            platform: .android, size: ScreenSize(width: 1080, height: 2400), unit: .pixels(density: 2.625),
            roots: [row])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(talkBack.walkToEnd().steps.dropLast().map(\.speech) == [expected])
    }

    /// A list gathers whatever its label says (TreeNodesDescription.java:270-274), and a web view
    /// never does, even named by its text alone.
    @Test func listsGatherAndWebViewsDoNotWhateverTheSource() {
        func container(_ className: String, role: ElementRole, source: LabelSource) -> AccessibilityElement {
            var element = AccessibilityElement(
                id: "c", label: "Results", role: role, className: className,
                frame: ScreenRect(x: 0, y: 0, width: 1080, height: 400), isFocusable: true,
                children: [
                    AccessibilityElement(
                        id: "a", label: "First", className: text,
                        frame: ScreenRect(x: 0, y: 0, width: 1080, height: 200))
                ])
            element.labelSource = source
            return element
        }
        let words = TalkBackSpeech()
        // The container alone takes focus, so its child is one it may gather.
        let list = container("android.widget.ListView", role: .list, source: .contentDescription)
        #expect(words.speech(for: list, focusable: ["c"]).description == "Results, List, First")
        let web = container("android.webkit.WebView", role: .webView, source: .text)
        #expect(words.speech(for: web, focusable: ["c"]).description == "Results, Webview")
    }

    /// A switch named by its text alone (as the Compose, Espresso and Maestro readers leave it,
    /// with no value): the text is no content description, and is still its name beside a state
    /// description (C/roledescription/SwitchDescription.java:61-86).
    @Test func aSwitchNamedByItsTextKeepsItsName() {
        var named = AccessibilityElement(
            id: "wifi", label: "Wi-Fi", className: "android.widget.Switch", isCheckable: true,
            checkedState: .unchecked, isClickable: true, stateDescription: "Off")
        let words = TalkBackSpeech()
        for source in [LabelSource.text, .contentDescription] {
            named.labelSource = source
            #expect(words.speech(for: named).description == "Off, Wi-Fi, Switch")
        }
    }
}
