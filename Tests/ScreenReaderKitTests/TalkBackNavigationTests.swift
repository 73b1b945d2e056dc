import AccessibilityTree
import CarouselKit
import ScreenReaderKit
import Testing

@Suite("TalkBack focus and gestures on a static screen")
struct TalkBackNavigationTests {
    static func frame(_ y: Double) -> ScreenRect { ScreenRect(left: 0, top: y, right: 1080, bottom: y + 100) }

    /// A settings-like Android window.
    static let settings: AccessibilityScreen = {
        let window = ScreenRect(left: 0, top: 0, right: 1080, bottom: 2400)
        let rows = (0..<3).map { row in
            AccessibilityElement(
                id: ElementID("row\(row)"), label: "Row \(row + 1)", className: "android.widget.TextView",
                frame: frame(1000 + Double(row) * 100),
                collectionItemInfo: CollectionItemInfo(rowIndex: row, columnIndex: 0))
        }
        let content = AccessibilityElement(
            id: "content", className: "android.widget.LinearLayout",
            frame: ScreenRect(left: 0, top: 100, right: 1080, bottom: 2400),
            children: [
                AccessibilityElement(
                    id: "title", label: "Settings", traits: .header, className: "android.widget.TextView",
                    frame: frame(100)),
                AccessibilityElement(
                    id: "ok", label: "OK", className: "android.widget.Button", frame: frame(200), isClickable: true),
                AccessibilityElement(
                    id: "wifi", className: "android.widget.LinearLayout", frame: frame(300), isClickable: true,
                    children: [
                        AccessibilityElement(
                            id: "wifi.name", label: "Wi-Fi", className: "android.widget.TextView", frame: frame(300)),
                        AccessibilityElement(
                            id: "wifi.state", label: "Connected", className: "android.widget.TextView",
                            frame: frame(350)),
                    ]),
                AccessibilityElement(
                    id: "remember", label: "Remember me", className: "android.widget.CheckBox", frame: frame(400),
                    isCheckable: true, checkedState: .checked, isClickable: true, isFocusable: true),
                AccessibilityElement(
                    id: "share", className: "android.widget.ImageButton", frame: frame(500), isClickable: true),
                AccessibilityElement(
                    id: "decor", className: "android.widget.FrameLayout", frame: frame(600),
                    children: [AccessibilityElement(id: "spacer", className: "android.view.View", frame: frame(600))]),
                AccessibilityElement(
                    id: "list", className: "androidx.recyclerview.widget.RecyclerView",
                    frame: ScreenRect(left: 0, top: 1000, right: 1080, bottom: 1300),
                    isFocusable: true, isScrollable: true, collectionInfo: CollectionInfo(rowCount: 3, columnCount: 1),
                    children: rows),
                AccessibilityElement(
                    id: "volume", label: "Volume", value: "50", className: "android.widget.SeekBar", frame: frame(1400),
                    isFocusable: true),
            ])
        return AccessibilityScreen(
            platform: .android, size: ScreenSize(width: 1080, height: 2400),
            roots: [
                AccessibilityElement(
                    id: "window", className: "android.widget.FrameLayout", frame: window, children: [content])
            ])
    }()

    @Test func onlyTheNodesTalkBackFocusesAreInTheOrder() {
        let talkBack = ScreenReaderSimulator(.talkBack, screen: Self.settings)
        #expect(
            talkBack.focusOrder.map(\.rawValue)
                == ["title", "ok", "wifi", "remember", "share", "row0", "row1", "row2", "volume"])
    }

    @Test func eachNodeIsSpokenByTheDigestsRules() {
        var talkBack = ScreenReaderSimulator(.talkBack, screen: Self.settings)
        let spoken = (0..<9).map { _ in talkBack.swipeRight().spokenText() }
        #expect(
            spoken == [
                "Settings, Heading", "OK, Button", "Wi-Fi, Connected", "checked, Remember me, Check box",
                "Unlabelled, Button", "Row 1, 1 of 3, In list, 3 items", "Row 2, 2 of 3", "Row 3, 3 of 3",
                "50 percent, Volume, Slider, Out of list",
            ])
    }

    @Test func hintsFollowTheNodesActions() {
        var talkBack = ScreenReaderSimulator(.talkBack, screen: Self.settings)
        #expect(talkBack.touch("wifi").hint?.description == "Double-tap to activate")
        #expect(talkBack.touch("remember").hint?.description == "Double-tap to toggle")
        // template_hint_adjustable_2gesture with the default gestures, quotes included.
        #expect(talkBack.touch("volume").hint?.description == #""Swipe up" or "Swipe down" to adjust"#)
        #expect(talkBack.touch("title").hint == nil)
    }

    @Test func swipingPastTheLastNodePlaysTheBoundarySound() {
        var talkBack = ScreenReaderSimulator(.talkBack, screen: Self.settings)
        talkBack.touch("volume")
        let outcome = talkBack.swipeRight()
        #expect(outcome.sounds == [.boundary])
        #expect(outcome.focus == "volume")
    }

    @Test func headingNavigationFindsHeadings() {
        var talkBack = ScreenReaderSimulator(.talkBack, screen: Self.settings)
        talkBack.touch("volume")
        #expect(talkBack.perform(.previousHeading).focus == "title")
        #expect(talkBack.perform(.previousHeading).sounds == [.boundary])
    }

    @Test func theActionsMenuReadsCustomActions() {
        let node = AccessibilityElement(
            id: "mail", label: "Message", isClickable: true,
            customActions: [CustomAction(name: "Archive", key: "archive"), CustomAction(name: "Delete", key: "delete")])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: AccessibilityScreen(platform: .android, roots: [node]))
        talkBack.swipeRight()
        #expect(talkBack.perform(.actionsMenu).spokenText() == "Archive, Delete")
        #expect(talkBack.perform(.customAction("Delete")).events == [.customAction(key: "delete", element: "mail")])
        #expect(talkBack.perform(.customAction("Unknown")).sounds == [.boundary])
    }

    // A ViewPager has no collection info: "In pager" / "Out of pager" without counts
    // (talkback@26a27dc talkback/.../compositor/CollectionStateFeedbackUtils.java:70-81, 165-171).
    @Test func pagesOfAViewPagerAreAnnouncedAsInPager() {
        let pages = (0..<2).map { page in
            AccessibilityElement(
                id: ElementID("page\(page)"), label: "Slide \(page + 1)", role: .page, isFocusable: true)
        }
        let pager = AccessibilityElement(
            id: "pager", className: "androidx.viewpager.widget.ViewPager", isScrollable: true, children: pages)
        let after = AccessibilityElement(
            id: "next", label: "Next", className: "android.widget.Button", isClickable: true)
        let screen = AccessibilityScreen(
            platform: .android, roots: [AccessibilityElement(id: "root", children: [pager, after])])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(talkBack.swipeRight().spokenText() == "Slide 1, Page, In pager")
        #expect(talkBack.swipeRight().spokenText() == "Slide 2, Page")
        #expect(talkBack.swipeRight().spokenText() == "Next, Button, Out of pager")
    }

    @Test func aSpeakingItemDirectlyInsideAScrollableContainerTakesFocus() {
        let item = AccessibilityElement(id: "item", label: "Plain text", className: "android.widget.TextView")
        let scroll = AccessibilityElement(
            id: "scroll", className: "android.widget.ScrollView", isFocusable: true, isScrollable: true,
            children: [item])
        let screen = AccessibilityScreen(platform: .android, roots: [scroll])
        #expect(ScreenReaderSimulator(.talkBack, screen: screen).focusOrder == ["item"])
    }

    @Test func aWindowSizedNodeWithoutActionsNeverTakesFocus() {
        let window = ScreenRect(left: 0, top: 0, right: 100, bottom: 100)
        let root = AccessibilityElement(
            id: "root", label: "Whole window", frame: window,
            children: [
                AccessibilityElement(
                    id: "child", label: "Child", frame: ScreenRect(left: 0, top: 0, right: 50, bottom: 50))
            ])
        let screen = AccessibilityScreen(platform: .android, size: ScreenSize(width: 100, height: 100), roots: [root])
        #expect(ScreenReaderSimulator(.talkBack, screen: screen).focusOrder == ["child"])
    }

    @Test func anActionableParentWithOnlyActionableChildrenLetsTheChildrenTakeFocus() {
        let parent = AccessibilityElement(
            id: "bar", isClickable: true,
            children: [
                AccessibilityElement(id: "a", label: "A", className: "android.widget.Button", isClickable: true),
                AccessibilityElement(id: "b", label: "B", className: "android.widget.Button", isClickable: true),
            ])
        let screen = AccessibilityScreen(platform: .android, roots: [parent])
        #expect(ScreenReaderSimulator(.talkBack, screen: screen).focusOrder == ["a", "b"])
    }

    @Test func aRoleDescriptionReplacesTheRoleWord() {
        let node = AccessibilityElement(
            id: "c", label: "Related stories", className: "android.widget.Button", isClickable: true,
            roleDescription: "Carousel")
        #expect(TalkBackSpeech().speech(for: node).description == "Related stories, Carousel")
    }

    @Test func hiddenNodesAreNeverFocused() {
        let screen = AccessibilityScreen(
            platform: .android,
            roots: [
                AccessibilityElement(
                    id: "root",
                    children: [
                        AccessibilityElement(id: "gone", label: "Gone", isHidden: true, isClickable: true),
                        AccessibilityElement(id: "offscreen", label: "Off", isVisible: false, isClickable: true),
                        AccessibilityElement(id: "shown", label: "Shown", isClickable: true),
                    ])
            ])
        #expect(ScreenReaderSimulator(.talkBack, screen: screen).focusOrder == ["shown"])
    }
}
