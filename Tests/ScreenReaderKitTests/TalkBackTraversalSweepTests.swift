import AccessibilityTree
import HierarchyImport
import ScreenReaderKit
import Testing

/// The tenth sweep: TalkBack's traversal and focus filters read branch by branch
/// (docs/fidelity.md, "Tenth sweep: TalkBack's traversal and focus filters branch by branch").
///
/// Sources are google/talkback@26a27dc009d5b3605e744222541f045a3c24e038 (TalkBack 15.1): `U/` is
/// `utils/src/main/java/com/google/android/accessibility/utils/`, `FP/` is
/// `talkback/src/main/java/com/google/android/accessibility/talkback/focusmanagement/`. The
/// screens are invented; each case names the lines it checks.
@Suite("TalkBack: traversal and focus filters, branch by branch")
struct TalkBackTraversalSweepTests {
    /// The first words of each stop of a swipe-right walk (before any collection words).
    private func stops(_ xml: String) throws -> [String] {
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "case.xml")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map { step in
            step.speech.split(separator: ",").first.map(String.init) ?? ""
        }
    }

    /// Nested lists holding items out of view above, between and below their shown ones, as
    /// uiautomator writes them (shared with TalkBackBackwardNavigationTests, which walks it back).
    static let listsWithItemsOutOfView = """
        <hierarchy rotation="0">
        <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
        <node class="android.widget.TextView" text="Header" bounds="[0,0][1080,200]"/>
        <node class="android.widget.ListView" scrollable="true" bounds="[0,200][1080,2000]">
        <node class="android.widget.TextView" text="Above" visible-to-user="false" bounds="[0,200][1080,200]"/>
        <node class="android.widget.TextView" text="Shown one" bounds="[0,200][1080,400]"/>
        <node class="android.widget.TextView" text="Between" visible-to-user="false" bounds="[0,400][1080,400]"/>
        <node class="android.widget.TextView" text="Shown two" bounds="[0,400][1080,600]"/>
        <node class="android.widget.HorizontalScrollView" scrollable="true" bounds="[0,600][1080,900]">
        <node class="android.widget.TextView" text="Card zero" visible-to-user="false" bounds="[0,600][0,900]"/>
        <node class="android.widget.TextView" text="Card one" bounds="[0,600][1080,900]"/>
        <node class="android.widget.TextView" text="Card two" visible-to-user="false" bounds="[1080,600][1080,900]"/>
        </node>
        <node class="android.widget.TextView" text="Below" visible-to-user="false" bounds="[0,2000][1080,2000]"/>
        </node>
        <node class="android.widget.TextView" text="Footer" bounds="[0,2000][1080,2400]"/>
        </node>
        </hierarchy>
        """

    /// FP/FocusProcessorForLogicalNavigation.java:1818-1858 (`autoScrollAtEdge`) scrolls only the
    /// scrollable around the focused node, only in the swipe's direction, and only when
    /// U/traversal/TraversalStrategyUtils.java:249-321 (`isMatchingEdgeListItem`) finds the next
    /// FILTER_SHOULD_FOCUS node outside it; that node must be visible
    /// (U/AccessibilityNodeInfoUtils.java:798-802). So a swipe right never reaches an item a list
    /// holds above its shown part ("Above", "Card zero") or between shown items ("Between"): the
    /// next visible stop inside the same list comes first. Items below the last shown one are
    /// reached by scrolling ("Card two" in the inner list, "Below" in the outer).
    @Test func offScreenItemsBeforeAListsShownStopsAreNeverReached() throws {
        let xml = Self.listsWithItemsOutOfView
        #expect(try stops(xml) == ["Header", "Shown one", "Shown two", "Card one", "Card two", "Below", "Footer"])
    }

    /// The same lines: a list whose items are all off screen is never scrolled by a swipe from
    /// outside it (the next visible stop lies past it, and the focused node is not inside it),
    /// unless the list is itself a stop (`findScrollableNodeForDirection(..., includeSelf: true)`,
    /// FP/FocusProcessorForLogicalNavigation.java:1830-1835): then it scrolls from there. (A
    /// scroll view, as a list's collection info leaves its own words out of `hasText`.)
    @Test(arguments: [
        ("", ["Header", "Footer"]),
        (#" clickable="true" content-desc="Results""#, ["Header", "Results", "First", "Second", "Footer"]),
    ])
    func aListWithNoShownStopIsEnteredOnlyFromItself(listAttributes: String, expected: [String]) throws {
        let xml = """
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.widget.TextView" text="Header" bounds="[0,0][1080,200]"/>
            <node class="android.widget.ScrollView" scrollable="true"\(listAttributes) bounds="[0,200][1080,2000]">
            <node class="android.widget.TextView" text="First" visible-to-user="false" bounds="[0,2000][1080,2000]"/>
            <node class="android.widget.TextView" text="Second" visible-to-user="false" bounds="[0,2000][1080,2000]"/>
            </node>
            <node class="android.widget.TextView" text="Footer" bounds="[0,2000][1080,2400]"/>
            </node>
            </hierarchy>
            """
        #expect(try stops(xml) == expected)
    }

    /// FP/FocusProcessorForLogicalNavigation.java:1016-1036 (`findTargetFromNativeElement`): a
    /// swipe from a native node searches with "a web view offering HTML element actions, or
    /// shouldFocusNode", so the web view container is taken whether or not it is visible (the
    /// visibility baseline of U/AccessibilityNodeInfoUtils.java:787-796 is shouldFocusNode's
    /// alone); 1043-1076 return it as the target, and from there Chrome moves through the page
    /// (`navigateToHtmlTarget`). A web view that offers no HTML element action is native: its
    /// content is focused only while it is visible.
    @Test(arguments: [
        (
            #" actions="ACTION_NEXT_HTML_ELEMENT,ACTION_PREVIOUS_HTML_ELEMENT""#,
            ["Intro", "Terms", "Article", "Footer"]
        ),
        ("", ["Intro", "Footer"]),
    ])
    func aWebViewContainerOffScreenIsStillAStop(webViewActions: String, expected: [String]) throws {
        let web = #" actions="ACTION_NEXT_HTML_ELEMENT,ACTION_PREVIOUS_HTML_ELEMENT""#
        let xml = """
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.widget.TextView" text="Intro" bounds="[0,0][1080,200]"/>
            <node class="android.webkit.WebView" text="Terms" visible-to-user="false"\(webViewActions) bounds="[0,2400][1080,2400]">
            <node class="android.view.View" text="Article" visible-to-user="false"\(web) bounds="[0,2400][1080,2400]"/>
            </node>
            <node class="android.widget.TextView" text="Footer" bounds="[0,2000][1080,2400]"/>
            </node>
            </hierarchy>
            """
        #expect(try stops(xml) == expected)
    }

    /// C/roledescription/TreeNodesDescription.java:288-296 gathers a child only when
    /// U/AccessibilityNodeInfoUtils.java:2109-2116 (`isVisible`) holds for it as TalkBack speaks:
    /// a scroll view's content layout, a stop for its shown words (a speaking top-level scroll
    /// item, 827-829, 942-972), says only the shown ones, and the text scrolled out of view is
    /// never a stop of its own (its ancestor takes focus, 871-882). A row reached by scrolling
    /// says its children, which scroll into view with it ("Later", in the list).
    @Test func aShownNodeGathersOnlyItsShownChildren() throws {
        let xml = """
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.widget.ScrollView" scrollable="true" focusable="true" bounds="[0,0][1080,1000]">
            <node class="android.widget.LinearLayout" bounds="[0,0][1080,1000]">
            <node class="android.widget.TextView" text="Above" visible-to-user="false" bounds="[0,0][1080,0]"/>
            <node class="android.widget.TextView" text="Shown" bounds="[0,0][1080,400]"/>
            <node class="android.widget.Button" text="Go" clickable="true" bounds="[0,400][1080,600]"/>
            <node class="android.widget.TextView" text="Below" visible-to-user="false" bounds="[0,1000][1080,1000]"/>
            </node>
            </node>
            <node class="android.widget.ListView" scrollable="true" bounds="[0,1000][1080,2000]">
            <node class="android.widget.LinearLayout" clickable="true" bounds="[0,1000][1080,2000]">
            <node class="android.widget.TextView" text="Now" bounds="[0,1000][1080,2000]"/>
            <node class="android.widget.TextView" text="Clipped" visible-to-user="false" bounds="[0,2000][1080,2000]"/>
            </node>
            <node class="android.widget.LinearLayout" clickable="true" visible-to-user="false" bounds="[0,2000][1080,2000]">
            <node class="android.widget.TextView" text="Later" visible-to-user="false" bounds="[0,2000][1080,2000]"/>
            <node class="android.widget.TextView" text="Still later" visible-to-user="false" bounds="[0,2000][1080,2000]"/>
            </node>
            </node>
            </node>
            </hierarchy>
            """
        let screen = try ScreenImporter.importScreen(bytes: Array(xml.utf8), fileName: "case.xml")
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let spoken = talkBack.walkToEnd().steps.dropLast().map(\.speech)
        #expect(spoken.map { $0.split(separator: ",").first.map(String.init) } == ["Shown", "Go", "Now", "Later"])
        #expect(spoken.contains { $0.contains("Clipped") } == false)
        #expect(spoken.last?.hasPrefix("Later, Still later") == true)
    }

    /// U/AccessibilityNodeInfoUtils.java:1006-1010 skips a child that is not visible when asking
    /// whether a node has non-actionable speaking children, and 1038-1044 never counts a visible
    /// auto-scrolling list's invisible children: a clickable list whose only speaking item is
    /// below the screen has nothing to speak, so it is no stop (846-865); the item is reached by
    /// scrolling.
    @Test func aListDoesNotSpeakByItsItemsBelowTheScreen() throws {
        let xml = """
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.widget.ListView" scrollable="true" clickable="true" bounds="[0,0][1080,2000]">
            <node class="android.widget.Button" text="Open" clickable="true" bounds="[0,0][1080,200]"/>
            <node class="android.widget.TextView" text="Later" visible-to-user="false" bounds="[0,2000][1080,2000]"/>
            </node>
            <node class="android.widget.TextView" text="Footer" bounds="[0,2000][1080,2400]"/>
            </node>
            </hierarchy>
            """
        #expect(try stops(xml) == ["Open", "Later", "Footer"])
    }

    /// After an auto-scroll TalkBack searches on in the refreshed tree
    /// (FP/FocusProcessorForLogicalNavigation.java:2194-2257), so a node scrolled into view is
    /// judged with it in view: U/AccessibilityNodeInfoUtils.java:871-882 asks whether an ancestor
    /// passes `shouldFocusNode(_, _, false)`, and the scroll view's content layout now speaks by
    /// the text that came in (827-829, 942-972), so the text is no stop; the layout itself, passed
    /// before the scroll while it had nothing shown to speak (846-865), is not visited again.
    @Test func textScrolledIntoViewBelongsToTheAncestorThatNowSpeaks() throws {
        let xml = """
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.widget.TextView" text="Header" bounds="[0,0][1080,200]"/>
            <node class="android.widget.ScrollView" scrollable="true" bounds="[0,200][1080,2000]">
            <node class="android.widget.LinearLayout" bounds="[0,200][1080,2000]">
            <node class="android.widget.Button" text="Go" clickable="true" bounds="[0,200][1080,400]"/>
            <node class="android.widget.FrameLayout" visible-to-user="false" bounds="[0,2000][1080,2000]">
            <node class="android.widget.TextView" text="Terms" visible-to-user="false" bounds="[0,2000][1080,2000]"/>
            </node>
            </node>
            </node>
            <node class="android.widget.TextView" text="Footer" bounds="[0,2000][1080,2400]"/>
            </node>
            </hierarchy>
            """
        #expect(try stops(xml) == ["Header", "Go", "Footer"])
    }

    /// `findScrollableNodeForDirection` (U/ScrollableNodeInfo.java:175-229) takes a list only
    /// when `getSupportedScrollDirection` (102-154) finds a forward scroll: ACTION_SCROLL_FORWARD,
    /// or, on a list that scrolls on one axis only, ACTION_SCROLL_DOWN or ACTION_SCROLL_RIGHT (left
    /// to right). A list that offers only ACTION_SCROLL_BACKWARD, or scrolls on both axes without
    /// ACTION_SCROLL_FORWARD, is not scrolled by a swipe right, so its item below is not reached.
    @Test(arguments: [
        ("ACTION_SCROLL_FORWARD", ["Shown", "Below"]),
        ("ACTION_SCROLL_DOWN", ["Shown", "Below"]),
        ("ACTION_SCROLL_RIGHT", ["Shown", "Below"]),
        ("ACTION_SCROLL_BACKWARD", ["Shown"]),
        ("ACTION_SCROLL_UP,ACTION_SCROLL_DOWN,ACTION_SCROLL_RIGHT", ["Shown"]),
    ])
    func aListIsScrolledOnlyByAForwardScroll(actions: String, expected: [String]) throws {
        let xml = """
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.widget.ListView" scrollable="true" actions="\(actions)" bounds="[0,0][1080,2000]">
            <node class="android.widget.TextView" text="Shown" bounds="[0,0][1080,200]"/>
            <node class="android.widget.TextView" text="Below" visible-to-user="false" bounds="[0,2000][1080,2000]"/>
            </node>
            </node>
            </hierarchy>
            """
        #expect(try stops(xml) == expected)
    }

    /// The same lines on a right-to-left screen: a horizontal list's forward scroll is
    /// ACTION_SCROLL_LEFT (U/ScrollableNodeInfo.java:116-121).
    @Test(arguments: [(AndroidActions.scrollLeft, true), (AndroidActions.scrollRight, false)])
    func aRightToLeftListScrollsForwardLeftwards(action: AndroidActions, reachesTheCard: Bool) {
        var list = AccessibilityElement(
            id: "list", className: "android.widget.HorizontalScrollView",
            frame: ScreenRect(origin: .zero, size: ScreenSize(width: 1080, height: 600)), isScrollable: true)
        list.androidActions = action
        list.children = [
            AccessibilityElement(
                id: "shown", label: "Shown card", className: "android.widget.TextView",
                frame: ScreenRect(origin: .zero, size: ScreenSize(width: 1080, height: 600))),
            AccessibilityElement(
                id: "next", label: "Next card", className: "android.widget.TextView", isVisible: false),
        ]
        let screen = AccessibilityScreen(platform: .android, layoutDirection: .rightToLeft, roots: [list])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let spoken = talkBack.walkToEnd().steps.dropLast().map(\.speech)
        #expect(spoken.contains { $0.hasPrefix("Next card") } == reachesTheCard)
        #expect(spoken.first?.hasPrefix("Shown card") == true)
    }
}
