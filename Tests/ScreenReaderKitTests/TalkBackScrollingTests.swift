import AccessibilityTree
import CarouselKit
import ScreenReaderKit
import Testing

/// A scrollable Android container that scrolls by a window of `shown` children and posts no
/// position of its own, so what is spoken after a scroll is TalkBack's own announcement.
struct FakeScrollingContainer: AccessibilityComponent {
    let id: ElementID = "scroller"
    var className: String
    var titles: [String]
    var shown: Int
    var first = 0
    var hasCollectionInfo = true
    var pageTitles: [String] = []

    func accessibilityElement(for platform: Platform, frame: ScreenRect) -> AccessibilityElement {
        let items = titles.indices.map { index in
            AccessibilityElement(
                id: ElementID("item\(index)"), label: titles[index], className: "android.widget.TextView",
                frame: frame, isVisible: (first..<first + shown).contains(index),
                collectionItemInfo: hasCollectionInfo ? CollectionItemInfo(rowIndex: index, columnIndex: 0) : nil,
                paneTitle: pageTitles.isEmpty ? nil : pageTitles[index])
        }
        return AccessibilityElement(
            id: id, className: className, frame: frame, isFocusable: true, isScrollable: true,
            collectionInfo: hasCollectionInfo ? CollectionInfo(rowCount: titles.count, columnCount: 1) : nil,
            children: items)
    }

    mutating func handle(_ event: ComponentEvent) -> [AccessibilityEffect] {
        switch event {
        case .scroll(.forward, _), .scroll(.right, _), .scroll(.down, _):
            guard first + shown < titles.count else { return [.boundary] }
            first = min(first + shown, titles.count - shown)
            return [.scrollTo(index: first)]
        case .scroll(.backward, _), .scroll(.left, _), .scroll(.up, _):
            guard first > 0 else { return [.boundary] }
            first = max(first - shown, 0)
            return [.scrollTo(index: first)]
        default:
            return []
        }
    }
}

/// The digest's scrolling facts: after a scroll TalkBack caused it speaks "Page %d of %d" for a
/// pager and "Showing items %d to %d of %d." / "Showing item %d of %d." for other containers;
/// swiping past the last visible page of a ViewPager leaves the pager.
@Suite("TalkBack scrolling announcements")
struct TalkBackScrollingTests {
    static func simulator(_ container: FakeScrollingContainer) -> ScreenReaderSimulator {
        var talkBack = ScreenReaderSimulator(
            .talkBack,
            liveScreen: LiveScreen(LiveScreenTests.article("scroller", platform: .android), components: [container]))
        talkBack.touch("item0")
        return talkBack
    }

    @Test func aListScrolledForwardSaysWhichItemsItShows() {
        var talkBack = Self.simulator(
            FakeScrollingContainer(
                className: "androidx.recyclerview.widget.RecyclerView", titles: (1...10).map { "Item \($0)" },
                shown: 3))
        let scrolled = talkBack.perform(.scrollAction(.forward))
        #expect(scrolled.events.first == .scroll(.forward, element: "scroller"))
        #expect(scrolled.speech.first == Utterance([.init(.position, "Showing items 4 to 6 of 10.")]))
        #expect(scrolled.sounds.isEmpty)
        #expect(talkBack.perform(.scrollAction(.backward)).spokenText() == "Showing items 1 to 3 of 10.")
    }

    @Test func oneVisibleItemSaysShowingItem() {
        var talkBack = Self.simulator(
            FakeScrollingContainer(className: "android.widget.ListView", titles: ["A", "B", "C"], shown: 1))
        #expect(talkBack.perform(.scrollAction(.forward)).spokenText() == "Showing item 2 of 3.")
    }

    @Test func aTitleBesideACollectionsItemsIsNotCounted() {
        let items = (0..<5).map { index in
            AccessibilityElement(
                id: ElementID("i\(index)"), label: "Item \(index + 1)", isVisible: index >= 2 && index < 4,
                collectionItemInfo: CollectionItemInfo(rowIndex: 0, columnIndex: index))
        }
        let title = AccessibilityElement(id: "title", label: "Related", className: "android.widget.TextView")
        let list = AccessibilityElement(
            id: "list", isScrollable: true, collectionInfo: CollectionInfo(rowCount: 1, columnCount: 5),
            children: [title] + items)
        #expect(TalkBackSpeech().scrollPosition(of: list)?.description == "Showing items 3 to 4 of 5.")
        let nothingShown = AccessibilityElement(
            id: "list", isScrollable: true, collectionInfo: CollectionInfo(rowCount: 1, columnCount: 5),
            children: [title])
        #expect(TalkBackSpeech().scrollPosition(of: nothingShown) == nil)
    }

    @Test func aContainerWithoutCollectionInfoCountsItsChildren() {
        var talkBack = Self.simulator(
            FakeScrollingContainer(
                className: "android.widget.ScrollView", titles: ["A", "B", "C", "D"], shown: 2,
                hasCollectionInfo: false))
        #expect(talkBack.perform(.scrollAction(.forward)).spokenText() == "Showing items 3 to 4 of 4.")
    }

    /// `AccessibilityEventFeedbackUtils.getPagerIndexCount` (C/AccessibilityEventFeedbackUtils.java:
    /// 100-119 at google/talkback 26a27dc0): the page's title is the node text of the pager's only
    /// visible child (`getSelectedPageTitle`, U/AccessibilityNodeInfoUtils.java:621-643), left out
    /// while focus is on a page (`focusIsPage`, GlobalVariables.java:338); then "Page 2 of 3".
    /// A pane title is not the page's title (before the ninth sweep it was, and a page's own words
    /// were never one).
    @Test func aPagerSaysPageOfPagesAndItsShownPagesWordsWhenFocusIsNotOnAPage() {
        let slides = ["Slide 1", "Slide 2", "Slide 3"]
        var onAPage = Self.simulator(
            FakeScrollingContainer(
                className: "androidx.viewpager.widget.ViewPager", titles: slides, shown: 1,
                pageTitles: ["News", "Sport", "Weather"]))
        #expect(onAPage.perform(.scrollAction(.forward)).spokenText() == "Page 2 of 3")
        var onThePager = Self.simulator(
            FakeScrollingContainer(
                className: "androidx.viewpager.widget.ViewPager", titles: slides, shown: 1,
                pageTitles: ["News", "Sport", "Weather"]))
        onThePager.touch("scroller")
        #expect(onThePager.perform(.scrollAction(.forward)).spokenText() == "Slide 2, 2 of 3")
        var twoShown = Self.simulator(
            FakeScrollingContainer(className: "androidx.viewpager.widget.ViewPager", titles: slides, shown: 2))
        twoShown.touch("scroller")
        #expect(twoShown.perform(.scrollAction(.forward)).spokenText() == "Page 2 of 3")
    }

    /// ScrollPositionFeedbackRule.java:96-103: "Showing item" alone when the last index shown lies
    /// past the item count, and nothing for a collection of no items.
    @Test func aLastIndexPastTheCountSaysOneItemAndNoItemsSaysNothing() {
        let items = (0..<4).map { index in
            AccessibilityElement(
                id: ElementID("i\(index)"), label: "Item \(index + 1)",
                collectionItemInfo: CollectionItemInfo(rowIndex: index + 2, columnIndex: 0))
        }
        let short = AccessibilityElement(
            id: "list", isScrollable: true, collectionInfo: CollectionInfo(rowCount: 4, columnCount: 1),
            children: items)
        #expect(TalkBackSpeech().scrollPosition(of: short)?.description == "Showing item 3 of 4.")
        let empty = AccessibilityElement(
            id: "list", isScrollable: true, collectionInfo: CollectionInfo(rowCount: 0, columnCount: 1),
            children: items)
        #expect(TalkBackSpeech().scrollPosition(of: empty) == nil)
    }

    @Test func scrollingPastTheEndIsABoundaryAndSaysNothing() {
        var talkBack = Self.simulator(
            FakeScrollingContainer(className: "android.widget.ListView", titles: ["A", "B"], shown: 2))
        let end = talkBack.perform(.scrollAction(.forward))
        #expect(end.sounds == [.boundary])
        #expect(end.speech.isEmpty)
    }

    @Test func voiceOverDoesNotAddTalkBacksWords() {
        var voiceOver = ScreenReaderSimulator(
            .voiceOver,
            liveScreen: LiveScreen(
                LiveScreenTests.article("scroller"),
                components: [
                    FakeScrollingContainer(className: "android.widget.ListView", titles: ["A", "B", "C"], shown: 1)
                ]))
        voiceOver.touch("item0")
        #expect(voiceOver.perform(.threeFingerSwipe(.up)).speech.isEmpty)
    }

    @Test func swipingRightPastTheLastVisibleItemOfAListScrollsIt() {
        var talkBack = Self.simulator(
            FakeScrollingContainer(
                className: "androidx.recyclerview.widget.RecyclerView", titles: (1...7).map { "Item \($0)" },
                shown: 3))
        #expect(talkBack.swipeRight().focus == "item1")
        #expect(talkBack.swipeRight().focus == "item2")
        let scrolled = talkBack.swipeRight()
        #expect(scrolled.events.contains(.scroll(.forward, element: "scroller")))
        #expect(scrolled.focus == "item3")
        #expect(scrolled.spokenText() == "Showing items 4 to 6 of 7., Item 4, 4 of 7")
        talkBack.swipeRight()
        talkBack.swipeRight()
        // The last scroll shows items 5 to 7; Item 7 is new.
        let last = talkBack.swipeRight()
        #expect(last.focus == "item6")
        #expect(last.spokenText() == "Showing items 5 to 7 of 7., Item 7, 7 of 7")
        // Nothing more to show: the swipe leaves the list.
        let left = talkBack.swipeRight()
        #expect(left.focus == "after")
        #expect(left.spokenText() == "After, Out of list")
        #expect(left.sounds.isEmpty)
    }

    @Test func swipingPastTheLastVisiblePageOfAViewPagerLeavesIt() {
        // Only the shown page is visible; the others are off screen and never take focus.
        let pages = (0..<3).map { page in
            AccessibilityElement(
                id: ElementID("page\(page)"), label: "Slide \(page + 1)", role: .page, isVisible: page == 0,
                isFocusable: true)
        }
        let pager = AccessibilityElement(
            id: "pager", className: "androidx.viewpager.widget.ViewPager", isScrollable: true, children: pages)
        let after = AccessibilityElement(
            id: "next", label: "Next", className: "android.widget.Button", isClickable: true)
        let screen = AccessibilityScreen(
            platform: .android, roots: [AccessibilityElement(id: "root", children: [pager, after])])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(talkBack.focusOrder == ["page0", "next"])
        // A ViewPager without collection info: "In pager" (CollectionStateFeedbackUtils.java:70-81).
        #expect(talkBack.swipeRight().spokenText() == "Slide 1, Page, In pager")
        let left = talkBack.swipeRight()
        #expect(left.focus == "next")
        #expect(left.spokenText() == "Next, Button, Out of pager")
    }
}
