import AccessibilityTree
import HierarchyImport
import ScreenReaderKit
import Testing

/// TalkBack's swipe left (docs/fidelity.md, "Backward navigation" under the tenth sweep).
///
/// Sources are google/talkback@26a27dc009d5b3605e744222541f045a3c24e038 (TalkBack 15.1): `U/` is
/// `utils/src/main/java/com/google/android/accessibility/utils/`, `FP/` is
/// `talkback/src/main/java/com/google/android/accessibility/talkback/focusmanagement/`. The
/// screens are invented; each case names the lines it checks.
@Suite("TalkBack: swipe left scrolls a list only backward")
struct TalkBackBackwardNavigationTests {
    /// The first words of each stop of a run of swipes left from no focus, until the boundary.
    private func backwardStops(_ xml: String) throws -> [String] {
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "case.xml")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        var words: [String] = []
        for _ in 0..<50 {
            let outcome = talkBack.perform(.swipeLeft)
            if outcome.sounds.contains(.boundary) { return words }
            let first = outcome.speech.first?.description ?? ""
            words.append(first.split(separator: ",").first.map(String.init) ?? "")
        }
        Issue.record("no boundary after 50 swipes left")
        return words
    }

    /// FP/FocusProcessorForLogicalNavigation.java:1818-1858 (`autoScrollAtEdge`) scrolls the
    /// scrollable around the focused node in the swipe's direction, SEARCH_FOCUS_BACKWARD for a
    /// swipe left, only when U/traversal/TraversalStrategyUtils.java:249-321
    /// (`isMatchingEdgeListItem`) finds the previous FILTER_SHOULD_FOCUS node, which must be
    /// visible (U/AccessibilityNodeInfoUtils.java:798-802), outside it or the list itself
    /// (TraversalStrategyUtils.java:281-285). So going backward an item above a list's first
    /// shown stop is reached by scrolling ("Above"; "Card zero" in the inner list), while items
    /// below the last shown one ("Below", "Card two") and between shown ones ("Between") are
    /// passed over: the previous visible stop inside the same list comes first, or the list is
    /// left without a scroll. The forward walk of the same screen is
    /// TalkBackTraversalSweepTests `offScreenItemsBeforeAListsShownStopsAreNeverReached`.
    @Test func swipeLeftReachesItemsAboveAListsFirstShownStopOnly() throws {
        let xml = TalkBackTraversalSweepTests.listsWithItemsOutOfView
        #expect(
            try backwardStops(xml) == [
                "Footer", "Card one", "Card zero", "Shown two", "Shown one", "Above", "Header",
            ])
    }

    /// `findScrollableNodeForDirection` (U/ScrollableNodeInfo.java:175-229) takes a list only when
    /// `getSupportedScrollDirection` (102-154) finds SEARCH_FOCUS_BACKWARD's scroll:
    /// ACTION_SCROLL_BACKWARD, or, on a list that scrolls on one axis only, ACTION_SCROLL_UP or
    /// ACTION_SCROLL_LEFT (left to right; U/traversal/TraversalStrategyUtils.java
    /// `convertSearchDirectionToScrollAction`). A list at its top offers none, so its item above
    /// (none in a real list; here to show the rule) is not reached; one scrolling on both axes
    /// without ACTION_SCROLL_BACKWARD is not scrolled. A list at its bottom offers only the
    /// backward scroll (twelfth session: its item above was not reached before, as only a list a
    /// swipe right scrolls held off-screen stops).
    @Test(arguments: [
        ("ACTION_SCROLL_BACKWARD", ["Footer", "Shown", "Above"]),
        ("ACTION_SCROLL_UP", ["Footer", "Shown", "Above"]),
        ("ACTION_SCROLL_FORWARD,ACTION_SCROLL_BACKWARD", ["Footer", "Shown", "Above"]),
        ("ACTION_SCROLL_DOWN,ACTION_SCROLL_UP", ["Footer", "Shown", "Above"]),
        ("ACTION_SCROLL_RIGHT,ACTION_SCROLL_LEFT", ["Footer", "Shown", "Above"]),
        ("ACTION_SCROLL_FORWARD", ["Footer", "Shown"]),
        ("ACTION_SCROLL_DOWN", ["Footer", "Shown"]),
        ("ACTION_SCROLL_FORWARD,ACTION_SCROLL_UP,ACTION_SCROLL_LEFT", ["Footer", "Shown"]),
    ])
    func aListIsScrolledBackOnlyByABackwardScroll(actions: String, expected: [String]) throws {
        let xml = """
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.widget.ListView" scrollable="true" actions="\(actions)" bounds="[0,0][1080,2000]">
            <node class="android.widget.TextView" text="Above" visible-to-user="false" bounds="[0,0][1080,0]"/>
            <node class="android.widget.TextView" text="Shown" bounds="[0,0][1080,200]"/>
            </node>
            <node class="android.widget.TextView" text="Footer" bounds="[0,2000][1080,2400]"/>
            </node>
            </hierarchy>
            """
        #expect(try backwardStops(xml) == expected)
    }

    /// The backward side of a list without ACTION_SCROLL_BACKWARD that scrolls sideways follows the
    /// screen's direction: `getSupportedScrollDirection` (U/ScrollableNodeInfo.java:116-121) maps
    /// SEARCH_FOCUS_BACKWARD to SEARCH_FOCUS_LEFT, or SEARCH_FOCUS_RIGHT when `isRtl`, which
    /// `autoScrollAtEdge` passes as the screen's layout direction
    /// (FP/FocusProcessorForLogicalNavigation.java:1830-1835, `WindowUtils.isScreenLayoutRTL`), and
    /// asks for that side's action (`getDirectionIfNativelySupported`, 132-141). So a swipe left
    /// scrolls a right-to-left list offering ACTION_SCROLL_RIGHT back to the card before the shown
    /// one, and not one offering ACTION_SCROLL_LEFT (its forward side, TalkBackTraversalSweepTests
    /// `aRightToLeftListScrollsForwardLeftwards`); a left-to-right list the other way round, but
    /// for a device whose language is written right to left, as TalkBack's own layout follows it
    /// even where the app's does not (`WindowUtils.java:46-53`). Each
    /// list also offers ACTION_SCROLL_FORWARD: a list a swipe right cannot scroll has no off-screen
    /// stops at all here (docs/fidelity.md, "Backward navigation", a list offering only a backward
    /// scroll).
    @Test(arguments: [
        (ScreenLayoutDirection.rightToLeft, "en", AndroidActions.scrollRight, true),
        (ScreenLayoutDirection.rightToLeft, "en", AndroidActions.scrollLeft, false),
        (ScreenLayoutDirection.leftToRight, "en", AndroidActions.scrollLeft, true),
        (ScreenLayoutDirection.leftToRight, "en", AndroidActions.scrollRight, false),
        (ScreenLayoutDirection.leftToRight, "ar", AndroidActions.scrollRight, true),
        (ScreenLayoutDirection.leftToRight, "ar", AndroidActions.scrollLeft, false),
    ])
    func aSidewaysListIsScrolledBackTowardItsStart(
        direction: ScreenLayoutDirection, language: String, action: AndroidActions, reachesTheCard: Bool
    ) {
        var list = AccessibilityElement(
            id: "list", className: "android.widget.HorizontalScrollView",
            frame: ScreenRect(origin: .zero, size: ScreenSize(width: 1080, height: 600)), isScrollable: true)
        list.androidActions = [.scrollForward, action]
        list.children = [
            AccessibilityElement(
                id: "previous", label: "Previous card", className: "android.widget.TextView", isVisible: false),
            AccessibilityElement(
                id: "shown", label: "Shown card", className: "android.widget.TextView",
                frame: ScreenRect(origin: .zero, size: ScreenSize(width: 1080, height: 600))),
        ]
        let screen = AccessibilityScreen(
            platform: .android, layoutDirection: direction, language: language, roots: [list])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        var spoken: [String] = []
        // "Previous item": swipe right on a right-to-left screen (GestureShortcutMapping.java:98-121).
        #expect(talkBack.previousGesture == (direction == .rightToLeft || language == "ar" ? .swipeRight : .swipeLeft))
        for _ in 0..<5 {
            let outcome = talkBack.perform(talkBack.previousGesture)
            if outcome.sounds.contains(.boundary) { break }
            spoken.append(outcome.speech.first?.description ?? "")
        }
        #expect(spoken.first?.hasPrefix("Shown card") == true)
        #expect(spoken.contains { $0.hasPrefix("Previous card") } == reachesTheCard)
        #expect(spoken.count == (reachesTheCard ? 2 : 1))
    }

    /// A list at its bottom (ACTION_SCROLL_BACKWARD only): a swipe right never scrolls it
    /// (`getSupportedScrollDirection` finds no SEARCH_FOCUS_FORWARD scroll,
    /// U/ScrollableNodeInfo.java:102-130), so its items off screen are not reached going forward,
    /// above or below its shown part; a swipe left scrolls it back to the item above
    /// (FP/FocusProcessorForLogicalNavigation.java:1818-1858).
    @Test func aListAtItsBottomIsScrolledOnlyBackward() throws {
        let xml = """
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.widget.ListView" scrollable="true" actions="ACTION_SCROLL_BACKWARD" bounds="[0,0][1080,2000]">
            <node class="android.widget.TextView" text="Above" visible-to-user="false" bounds="[0,0][1080,0]"/>
            <node class="android.widget.TextView" text="Shown" bounds="[0,0][1080,200]"/>
            <node class="android.widget.TextView" text="Below" visible-to-user="false" bounds="[0,2000][1080,2000]"/>
            </node>
            <node class="android.widget.TextView" text="Footer" bounds="[0,2000][1080,2400]"/>
            </node>
            </hierarchy>
            """
        #expect(try backwardStops(xml) == ["Footer", "Shown", "Above"])
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "case.xml")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let forward = talkBack.walkToEnd().steps.dropLast().map { $0.speech.split(separator: ",").first ?? "" }
        #expect(forward == ["Shown", "Footer"])
    }

    /// The first stop of the backward walk is the boundary: TalkBack wraps only after a pause
    /// there (FP/FocusProcessorForLogicalNavigation.java:904-918, 1263-1286), which the walk
    /// records as the boundary, as it does going forward. A swipe right from a stop reached
    /// backward resumes the forward order.
    @Test func theBackwardWalkEndsAtTheBoundaryAndASwipeRightResumes() throws {
        let xml = """
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.widget.ListView" scrollable="true" bounds="[0,0][1080,2000]">
            <node class="android.widget.TextView" text="Above" visible-to-user="false" bounds="[0,0][1080,0]"/>
            <node class="android.widget.TextView" text="Shown" bounds="[0,0][1080,200]"/>
            </node>
            </node>
            </hierarchy>
            """
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "case.xml")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        #expect(talkBack.perform(.swipeLeft).speech.first?.description.hasPrefix("Shown") == true)
        #expect(talkBack.perform(.swipeLeft).speech.first?.description.hasPrefix("Above") == true)
        #expect(talkBack.perform(.swipeLeft).sounds.contains(.boundary))
        #expect(talkBack.perform(.swipeRight).speech.first?.description.hasPrefix("Shown") == true)
    }
}
