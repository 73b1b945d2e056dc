import AccessibilityTree
import ScreenReaderKit
import Testing

/// The worked examples of the TalkBack digest, one test each.
@Suite("TalkBack worked examples")
struct TalkBackSpeechTests {
    let talkBack = TalkBackSpeech()

    private func say(_ node: AccessibilityElement, index: ScreenIndex? = nil) -> String {
        talkBack.speech(for: node, in: index).description
    }

    private func hint(_ node: AccessibilityElement) -> String? { talkBack.hint(for: node)?.description }

    @Test func okButton() {
        let ok = AccessibilityElement(id: "ok", label: "OK", className: "android.widget.Button", isClickable: true)
        #expect(say(ok) == "OK, Button")
        #expect(hint(ok) == "Double-tap to activate")
    }

    @Test func rememberMeCheckBox() {
        let box = AccessibilityElement(
            id: "c", label: "Remember me", className: "android.widget.CheckBox", isCheckable: true,
            checkedState: .unchecked, isClickable: true)
        #expect(say(box) == "not checked, Remember me, Check box")
        #expect(hint(box) == "Double-tap to toggle")
    }

    @Test func logoImage() {
        let logo = AccessibilityElement(id: "logo", label: "Logo", className: "android.widget.ImageView")
        #expect(say(logo) == "Logo, Image")
        #expect(hint(logo) == nil)
    }

    @Test func disabledOKButton() {
        let ok = AccessibilityElement(
            id: "ok", label: "OK", traits: .notEnabled, className: "android.widget.Button", isClickable: true)
        #expect(say(ok) == "OK, Button, disabled")
        #expect(hint(ok) == nil)
    }

    // TalkBack has no "Tab" role word: Material's TabLayout sets the roleDescription "Tab"
    // (talkback@26a27dc talkback/.../compositor/AccessibilityNodeFeedbackUtils.java:204-258).
    @Test func selectedHomeTab() {
        let home = AccessibilityElement(
            id: "home", label: "Home", traits: .selected, role: .tab, isClickable: true, roleDescription: "Tab")
        #expect(say(home) == "selected, Home, Tab")
        let bare = AccessibilityElement(id: "home", label: "Home", traits: .selected, role: .tab, isClickable: true)
        #expect(say(bare) == "selected, Home")
    }

    @Test func settingsHeading() {
        let heading = AccessibilityElement(
            id: "h", label: "Settings", traits: .header, className: "android.widget.TextView")
        #expect(say(heading) == "Settings, Heading")
    }

    @Test func firstItemOfATwentyItemList() throws {
        let items = (0..<20).map { row in
            AccessibilityElement(
                id: ElementID("item\(row)"), label: "Item \(String(UnicodeScalar(UInt8(65 + row))))",
                isClickable: true, collectionItemInfo: CollectionItemInfo(rowIndex: row, columnIndex: 0))
        }
        let list = AccessibilityElement(
            id: "list", className: "androidx.recyclerview.widget.RecyclerView", isScrollable: true,
            collectionInfo: CollectionInfo(rowCount: 20, columnCount: 1), children: items)
        let screen = AccessibilityScreen(
            platform: .android, roots: [AccessibilityElement(id: "root", children: [list])])
        let index = ScreenIndex(screen)
        var speech = talkBack.speech(for: items[0], in: index)
        speech.append(contentsOf: talkBack.collectionContext(from: nil, to: "item0", in: index))
        #expect(speech.description == "Item A, 1 of 20, In list, 20 items")
        #expect(talkBack.collectionContext(from: "item0", to: "root", in: index).description == "Out of list")
    }
}
