import AccessibilityTree
import ScreenReaderKit
import Testing

/// A screen whose identities repeat (a live component or a hand-built screen can do that; the
/// importers refuse it). TalkBack's per-node tables are keyed by identity: two nodes with one
/// identity share an entry, a node the index skipped as a repeated identity is still walked, and
/// nodes inside it that the index lacks are matched when asked. The expected words are what the
/// simulator said before its tables were keyed by index position (main at 032262b, where they were
/// hash tables keyed by `ElementID`), so the change of keys is checked to change nothing here.
@Suite("TalkBack on a screen whose identities repeat")
struct TalkBackRepeatedIdentityTests {
    static func rect(_ y: Double, _ height: Double = 100, x: Double = 0, width: Double = 1080) -> ScreenRect {
        ScreenRect(x: x, y: y, width: width, height: height)
    }

    static func text(_ id: String, _ label: String, _ y: Double, width: Double = 500) -> AccessibilityElement {
        AccessibilityElement(
            id: ElementID(id), label: label, className: "android.widget.TextView", frame: rect(y, width: width))
    }

    static func row(_ id: String, _ row: Int, _ y: Double, _ children: [AccessibilityElement]) -> AccessibilityElement {
        AccessibilityElement(
            id: ElementID(id), className: "android.widget.LinearLayout", frame: rect(y, 300), isClickable: true,
            collectionItemInfo: CollectionItemInfo(rowIndex: row, columnIndex: 0), children: children)
    }

    /// A list whose first two rows share the identity "item" (the second row's text "t2" is in no
    /// other place, so the index lacks it), rows repeating "t" and "d", a hidden box, a second node
    /// called "list", a container TalkBack reorders after its sibling, and a repeated root.
    static let screen: AccessibilityScreen = {
        let list = AccessibilityElement(
            id: "list", className: "androidx.recyclerview.widget.RecyclerView", frame: rect(100, 900),
            isScrollable: true, collectionInfo: CollectionInfo(rowCount: 3, columnCount: 1),
            children: [
                row("item", 0, 100, [text("t", "First", 100), text("d", "One", 200)]),
                row(
                    "item", 1, 400,
                    [
                        text("t2", "Second", 400), text("d", "Two", 500),
                        AccessibilityElement(
                            id: "b2", label: "Play second", className: "android.widget.Button",
                            frame: rect(400, x: 600, width: 400), isClickable: true),
                    ]),
                row("item3", 2, 700, [text("t3", "Third", 700), text("t", "Three", 800)]),
            ])
        let footer = AccessibilityElement(
            id: "footer", className: "android.widget.LinearLayout", frame: rect(1100, 200),
            children: [
                AccessibilityElement(
                    id: "list", className: "android.widget.ListView", frame: rect(1100, 200),
                    children: [
                        text("f1", "Footer one", 1100),
                        AccessibilityElement(
                            id: "f2", label: "Footer two", className: "android.widget.Button",
                            frame: rect(1200, width: 500), isClickable: true),
                    ])
            ])
        let hidden = AccessibilityElement(
            id: "hiddenBox", className: "android.widget.FrameLayout", frame: rect(1000), isHidden: true,
            children: [text("hiddenText", "Hidden", 1000)])
        let late = AccessibilityElement(
            id: "late", className: "android.widget.FrameLayout", frame: rect(1300, 300),
            children: [
                AccessibilityElement(
                    id: "lateButton", label: "Late", className: "android.widget.Button", frame: rect(1500, width: 500),
                    isClickable: true)
            ])
        let early = AccessibilityElement(
            id: "early", label: "Early", className: "android.widget.Button", frame: rect(1350, x: 600, width: 400),
            isClickable: true)
        let root = AccessibilityElement(
            id: "root", className: "android.widget.FrameLayout", frame: rect(0, 2400),
            children: [text("title", "Songs", 0, width: 1080), list, hidden, footer, late, early])
        return AccessibilityScreen(
            platform: .android, size: ScreenSize(width: 1080, height: 2400),
            roots: [
                root, text("title", "Second window title", 2300, width: 1080),
                text("extra", "Extra root", 2200, width: 1080),
            ])
    }()

    @Test func theFocusOrderIsUnchanged() {
        #expect(
            TalkBackFocusRules.focusOrder(Self.screen).map(\.id) == [
                "title", "item", "item3", "early", "lateButton", "extra",
            ])
    }

    @Test func aWalkSaysWhatItSaidBefore() {
        var simulator = ScreenReaderSimulator(.talkBack, screen: Self.screen)
        let steps = simulator.walkToEnd().steps.map { step in
            [step.element ?? "-", step.speech, step.hint ?? "", step.elementDescription ?? ""]
        }
        #expect(
            steps == [
                ["title", "Songs", "", "Songs"],
                ["item", "One, First, 1 of 3, In list, 3 items", "Double-tap to activate", "One"],
                ["item3", "Third, Three, 3 of 3", "Double-tap to activate", "Third"],
                ["early", "Early, Button, Out of list", "Double-tap to activate", "Early (Button)"],
                ["lateButton", "Late, Button", "Double-tap to activate", "Late (Button)"],
                ["extra", "Extra root", "", "Extra root"],
                ["extra", "", "", "Extra root"],
            ])
    }

    @Test func eachIndexedNodeIsComposedAsBefore() {
        let index = ScreenIndex(Self.screen)
        let speech = TalkBackSpeech()
        let spoken = index.preorder.compactMap { id in index[id].map { "\(id): \(speech.speech(for: $0, in: index))" } }
        #expect(
            spoken == [
                "root: Songs, List, List", "title: Songs", "list: List", "item: One, First, 1 of 3",
                "t: First, 1 of 3", "d: One, 1 of 3", "item3: Third, Three, 3 of 3", "t3: Third, 3 of 3",
                "hiddenBox: ", "hiddenText: Hidden", "footer: List", "late: ", "lateButton: Late, Button",
                "early: Early, Button", "extra: Extra root",
            ])
        #expect(speech.collectionContext(from: "t", to: "early", in: index).description == "Out of list")
        #expect(speech.collectionContext(from: "t", to: "item3", in: index).isEmpty)
    }
}
