import AccessibilityTree
import ScreenReaderKit
import Testing

@Suite("TalkBack wording edge cases")
struct TalkBackWordingTests {
    // An image inside a focused row says no role word (it is not itself focused) and, with no
    // words, "Unlabelled" as its state (talkback@26a27dc talkback/src/main/java/com/google/android/
    // accessibility/talkback/compositor/roledescription/NonTextViewsDescription.java:49-89).
    @Test func anImageInsideARowSaysUnlabelledOrItsNameWithoutARoleWord() {
        let row = AccessibilityElement(
            id: "row", className: "android.widget.LinearLayout",
            frame: ScreenRect(x: 0, y: 0, width: 1080, height: 200),
            isClickable: true, isFocusable: true,
            children: [
                AccessibilityElement(
                    id: "icon", className: "android.widget.ImageView",
                    frame: ScreenRect(x: 0, y: 0, width: 100, height: 100)),
                AccessibilityElement(
                    id: "title", label: "Network & internet", className: "android.widget.TextView",
                    frame: ScreenRect(x: 120, y: 0, width: 800, height: 100)),
            ])
        let labelledIcon = AccessibilityElement(
            id: "row2", className: "android.widget.LinearLayout",
            frame: ScreenRect(x: 0, y: 200, width: 1080, height: 200),
            isClickable: true, isFocusable: true,
            children: [
                AccessibilityElement(
                    id: "logo", label: "Logo", className: "android.widget.ImageView",
                    frame: ScreenRect(x: 0, y: 200, width: 100, height: 100))
            ])
        let screen = AccessibilityScreen(
            platform: .android, roots: [AccessibilityElement(id: "root", children: [row, labelledIcon])])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(talkBack.swipeRight().spokenText() == "Unlabelled, Network & internet")
        #expect(talkBack.swipeRight().spokenText() == "Logo")
    }

    // A collection of one item is never entered (CollectionState.java:930-964).
    @Test func aListOfOneItemIsNotAnnounced() {
        let list = AccessibilityElement(
            id: "list", role: .list, className: "androidx.recyclerview.widget.RecyclerView", isScrollable: true,
            collectionInfo: CollectionInfo(rowCount: 1, columnCount: 1),
            children: [
                AccessibilityElement(
                    id: "only", label: "Only item", className: "android.widget.TextView", isClickable: true,
                    collectionItemInfo: CollectionItemInfo(rowIndex: 0, columnIndex: 0))
            ])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: AccessibilityScreen(platform: .android, roots: [list]))
        #expect(talkBack.swipeRight().spokenText() == "Only item")
    }
}

@Suite("TalkBack on hostile collection positions")
struct TalkBackHostilePositionTests {
    private func list(_ item: CollectionItemInfo) -> AccessibilityScreen {
        AccessibilityScreen(
            platform: .android,
            roots: [
                AccessibilityElement(
                    id: "list", role: .list, isScrollable: true,
                    collectionInfo: CollectionInfo(rowCount: .max, columnCount: 1),
                    children: [
                        AccessibilityElement(id: "item", label: "Item", isClickable: true, collectionItemInfo: item)
                    ])
            ])
    }

    @Test func hugeIndicesAreSpokenWithoutOverflow() {
        var talkBack = ScreenReaderSimulator(
            .talkBack, screen: list(CollectionItemInfo(rowIndex: .max, columnIndex: .max)))
        #expect(talkBack.swipeRight().spokenText().hasPrefix("Item, \(Int.max) of \(Int.max)"))
    }

    @Test func undefinedIndicesSpeakNoPosition() {
        var talkBack = ScreenReaderSimulator(.talkBack, screen: list(CollectionItemInfo(rowIndex: -1, columnIndex: -1)))
        #expect(!talkBack.swipeRight().spokenText().contains(" of "))
    }
}
