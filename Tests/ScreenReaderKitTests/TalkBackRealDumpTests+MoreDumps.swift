import Foundation
import Testing

/// More real Android dumps (issue 9), from `Tests/RealDumps/android` (attributed in its SOURCES.md)
/// and `Tests/HierarchyImportTests/Fixtures` (attributed in its SOURCES.md). Each stop was checked by
/// hand against the dump's XML and the rules of TalkBack 15.1
/// (talkback@26a27dc009d5b3605e744222541f045a3c24e038); the comment above each dump names the rules,
/// by the source file and lines the derived rules cite. Paths: `C/` = talkback/.../talkback/compositor/,
/// `U/` = utils/.../accessibility/utils/. Shared hand-checked facts:
/// - Focus: `U/AccessibilityNodeInfoUtils.java:769-1080` (a clickable, long-clickable or focusable node
///   is a stop when it is a leaf or speaks; any other node only with text and no focusable ancestor);
///   speaking children are the visible non-actionable ones (`:1640-1760`).
/// - Words: `C/roledescription/TreeNodesDescription.java:82-112` (selected first, disabled last),
///   `:252-311` (children appended only without a content description), `C/CompositorUtils.java:83-109`
///   (state, name, role, repeats dropped), role names `C/AccessibilityNodeFeedbackUtils.java:204-258`.
/// - Hints: `C/hint/ClickableHint.java:58-185` ("Double-tap to activate" needs clickable),
///   `C/hint/LongClickableHint.java:52-124`, `C/hint/NodeRoleHint.java:52-125` (edit boxes), none when
///   disabled (`C/hint/AccessibilityFocusHint.java:61-96`).
extension TalkBackRealDumpTests {
    static let activateAndHold = activate + ", Double-tap and hold to long press"
    /// TalkBack for TV's click hint (`compositor/hint/tv/ClickableHintForTV.java`, `value_press_select`):
    /// the Fire TV dumps (1920 x 1080 in landscape, a D-pad's input focus) are a TV's screens.
    static let tvActivate = "Press select to activate"
    static let hold = "Double-tap and hold to long press"
    static let actionsMenu = "Actions available, use Tap with 3 fingers to view"

    static let moreExpectations: [Expected] = [
        // WebDAVToon before loading: the toolbar title is plain text; the overflow ImageView is
        // clickable, so IMAGE_BUTTON (U/Role.java:243-437) saying "Button"
        // (NonTextViewsDescription.java:41-89); the empty focusable GridView is a leaf that says its
        // role name "Grid", not "Unlabelled", because it has a role word
        // (AccessibilityNodeFeedbackUtils.java:264-309); focusable but not clickable: no hint.
        Expected(
            file: "Costben__WebDAVToon__ui_home.xml", stopCount: 3,
            stops: [
                0: ("Folders", .some(nil)),
                1: ("更多选项, Button", .some(activateAndHold)),
                2: ("Grid", .some(nil)),
            ]),
        // YouTube's forced update: the logo ImageView has no words and is not focusable, so it is no
        // stop (AccessibilityNodeInfoUtils.java:769-1080); the two texts are read alone; the clickable
        // UPDATE TextView has no role word (AccessibilityNodeFeedbackUtils.java:204-258).
        Expected(
            file: "TrebuchetDynamics__flutter-fractal-forge__agent_test_logs_ui2_youtube.xml", stopCount: 3,
            stops: [
                0: ("Update your app", .some(nil)),
                1: (
                    "An update is available with new features, a faster experience, fixes, and more. "
                        + "It typically takes less than 1 minute.", .some(nil)
                ),
                2: ("UPDATE", .some(activate)),
            ]),
        // Android 4 Launcher2: the clickable home-screen cell has a content description, so its
        // widget is not read into it (TreeNodesDescription.java:252-311) but is a stop of its own
        // (long-clickable); the widget is long-clickable only, so it gets the long-press hint without
        // "activate" (ClickableHint.java:58-185, LongClickableHint.java:52-124); the "Apps" button is
        // clickable but not long-clickable.
        Expected(
            file: "xiaocong__uiautomator__test_res_layout.xml", stopCount: 9,
            stops: [
                0: ("Home screen 3", .some(activateAndHold)),
                1: ("Analog clock", .some(hold)),
                2: ("11:33", .some(activate)),
                6: ("Apps", .some(activate)),
                8: ("Browser", .some(activateAndHold)),
            ]),
        // Old Appium test app: a 2-column GridView of four clickable tiles. The GridView is clickable
        // but not a stop (its children are all actionable, so it does not speak). Tiles read their
        // texts; grid item words give "Row r" and "Column c" only when they change, entry
        // says "In grid, 2 rows, 2 columns" (CollectionState.java:739-749,
        // CollectionStateFeedbackUtils.java:45-128, :193-280). The counts are GridView's own
        // CollectionInfo (4 items, 2 columns).
        Expected(
            file: "appium__appium__sourceFixed.xml", stopCount: 6,
            stops: [
                0: ("TestApp", .some(nil)),
                1: ("More options, Button", .some(activate)),
                2: ("Image 0, John, Row 1, Column 1, In grid, 2 rows, 2 columns", .some(activate)),
                3: ("Image 1, Dan, Column 2", .some(activate)),
                4: ("Image 2, Mary, Row 2, Column 1", .some(activate)),
            ]),
        // Flutter editor: a focusable View with a content description (its actionable children are
        // stops of their own); unlabelled NAF Buttons say their role word "Button", which keeps them
        // from "Unlabelled" (AccessibilityNodeFeedbackUtils.java:264-309); a selected tab button says
        // "selected" first (TreeNodesDescription.java:82-112); Flutter's "Tab 1 of 3" is content text.
        Expected(
            file: "ImL1s__termux-flutter-ide__window_dump.xml", stopCount: 9,
            stops: [
                0: ("No files open\nNo file selected", .some(nil)),
                1: ("Button", .some(activate)),
                2: ("Termux IDE", .some(nil)),
                6: ("selected, Explorer\nTab 1 of 3, Button", .some(activate)),
                8: ("Search\nTab 3 of 3, Button", .some(activate)),
            ]),
        // Flutter terminal sheet: a clickable scrim; the HorizontalScrollView of command buttons is
        // neither a list, grid nor pager, so no collection words (U/AccessibilityNodeInfoUtils.java
        // :452-460), and it is no stop itself (its children are actionable); a focusable but not
        // clickable View has no hint.
        Expected(
            file: "ImL1s__termux-flutter-ide__final_dump.xml", stopCount: 11,
            stops: [
                0: ("Scrim", .some(activate)),
                1: ("TERMINAL", .some(nil)),
                2: ("Button", .some(activate)),
                6: ("verify_app", .some(nil)),
                10: ("build", .some(activate)),
            ]),
        // Compose-rendered Flutter catalog: an empty NAF EditText says its role "Edit box" and, not
        // input-focused, "Double-tap to edit text" (NodeRoleHint.java:52-125); single periods in a
        // content description are not collapsed (SpeechCleanupUtils needs a run of two); the selected
        // bottom tab says "selected" first.
        Expected(
            file: "TrebuchetDynamics__flutter-fractal-forge__docs_qa_ui_dump.xml", stopCount: 11,
            stops: [
                0: ("Fractal Catalog", .some(nil)),
                1: ("Edit box", .some("Double-tap to edit text")),
                2: ("3D", .some(nil)),
                3: ("Mandelbulb fractal, 3D. Double tap to open.\n3D\nMandelbulb\n3D, Button", .some(activate)),
                9: ("selected, Explore tab. Browse fractal catalog.\nExplore, Button", .some(activate)),
            ]),
        // Flutter presets sheet: the scrim is last in the tree but comes first: the sheet's container
        // is not focused, so it is placed by its focused children's bounds, which start where the
        // scrim ends (ReorderedChildrenIterator.java:115-241 with NodeCachedBoundsCalculator.java:
        // 79-152, talkback@26a27dc utils/.../traversal/); the unlabelled close Button says "Button".
        Expected(
            file: "TrebuchetDynamics__flutter-fractal-forge__agent_test_logs_execution_20260212_ui_presets.xml",
            stopCount: 12,
            stops: [
                0: ("Scrim", .some(activate)),
                1: ("Dismiss, Button", .some(activate)),
                4: ("Button", .some(activate)),
                6: ("Edit box", .some("Double-tap to edit text")),
                9: ("Classic", .some(activate)),
                11: ("No saved presets yet.", .some(nil)),
            ]),
        // Flutter controls sheet: the scrim comes first, as in the presets sheet; a SeekBar says its content description "38%" then "Slider" (no
        // state: no range info, SeekBarDescription.java:45-127) and, as a slider inside its range
        // offers both scroll actions, the adjust hint (NodeRoleHint.java:52-125, S:311); the colour
        // chips' row is a Flutter scrollable left as android.view.View: not a list by its class, and
        // the collection info Flutter may give it has a zero count, which is never entered
        // (CollectionState.java:930-964): no list words either way.
        Expected(
            file: "TrebuchetDynamics__flutter-fractal-forge__agent_test_logs_execution_20260212_ui_controls.xml",
            stopCount: 22,
            stops: [
                0: ("Scrim", .some(activate)),
                1: ("Dismiss, Button", .some(activate)),
                7: ("200", .some(nil)),
                8: ("38%, Slider", .some(#""Swipe up" or "Swipe down" to adjust"#)),
                11: ("33%, Slider", .some(#""Swipe up" or "Swipe down" to adjust"#)),
                13: ("Fire", .some(activate)),
                21: ("Randomize", .some(activate)),
            ]),
        // AOSP Launcher3: the search widget (focusable, content description, not clickable); inside it
        // a clickable ImageView without words is an image button: not "Unlabelled" alone (it has the
        // role word) but NonTextViewsDescription's state "Unlabelled" then "Button"
        // (NonTextViewsDescription.java:41-89, CompositorUtils.java:83-109); a clickable TextView
        // without words needs a label and says only "Unlabelled" (AccessibilityNodeFeedbackUtils.java
        // :264-309, TalkBackLabelManager.java:56-81); the "Home" View is text with no focusable
        // ancestor, and comes first: the unfocused ScrollView before it is placed by its children's
        // bounds, which start to the right of Home's (ReorderedChildrenIterator.java:115-241).
        Expected(
            file: "zdy010__chinese-online-radio__ui_home_launcher3.xml", stopCount: 10,
            stops: [
                0: ("Home", .some(nil)),
                1: ("Search", .some(nil)),
                2: ("Unlabelled, Button", .some(activate)),
                3: ("Unlabelled", .some(activate)),
                9: ("Camera", .some(activateAndHold)),
            ]),
        // Fire TV web viewer: focusable ImageButtons that are not clickable are images (U/Role.java
        // :243-437), which say "Image" when focused (NonTextViewsDescription.java:41-89), no hint; the
        // URL's "//" is a run of one symbol, spoken " 2 Slash" (SpeechCleanupUtils.java:41-42, :291-310,
        // utils strings.xml:36, symbol_slash "Slash"); a WebView says its text and "Webview" and never
        // reads its children (TreeNodesDescription.java:252-311); the page's View is a top-level scroll
        // item of the scrollable WebView (AccessibilityNodeInfoUtils.java:1708-1745) that reads its
        // non-actionable visible texts, the zero-height "StatLink" too: uiautomator dumps only nodes
        // visible to the user, whose bounds are clipped to the parents, and TalkBack asks only
        // isVisibleToUser (AccessibilityNodeInfoUtils.java:2109-2116). (Stop 10, a focusable TextView
        // without words or labellable id, and stop 11, a zero-size focusable View, say nothing: not
        // asserted.)
        Expected(
            file: "Makesoft-io__hazel__ui_test_toolbar.xml", stopCount: 12,
            stops: [
                0: ("Go Back, Image", .some(nil)),
                2: ("Refresh, Button", .some(tvActivate)),
                3: ("http: 2 Slash192.168.4.187:3000/", .some(nil)),
                6: ("Enterprise Affiliate Tracking Platform - StatLink, Webview", .some(nil)),
                7: (
                    "StatLink, Affiliate & Analytics Control Hub, A unified, self-hostable platform that combines affiliate "
                        + "management with comprehensive analytics, specifically designed for teams using modern "
                        + "tech stacks., Affiliate Tracking, Advanced link tracking, coupon codes, and multi-tier "
                        + "commission support, Real-time Analytics, Comprehensive metrics with Prometheus & Grafana "
                        + "integration, Docker Monitoring, Container metrics and automated infrastructure "
                        + "observability", .some(nil)
                ),
                8: ("Get Started", .some(tvActivate)),
            ]),
        // Fire TV launcher home: the clickable hero frame has no words of its own and reads its
        // ComposeView child's content description (TreeNodesDescription.java:252-311); the top menu is
        // a RecyclerView that cannot scroll, so its ten children are all its items: "In list, 10 items"
        // on entry, "i of N" after (CollectionStateFeedbackUtils.java:45-128, :193-280), "Out of list" on
        // leaving it (:129-182); the shelves sit in a scrolling list of rows, and only the innermost
        // lists are entered (CollectionState.java:930-964); a one-item row is not entered, so focus
        // moving into it from a shelf says "Out of list"; moving from no collection straight into the
        // next shelf is an entry (:649-775). Posters are clickable ImageViews: "Button"; the app tiles
        // are FrameLayouts: no role word.
        Expected(
            file: "Makesoft-io__hazel__ui_test_final_check.xml", stopCount: 26,
            stops: [
                0: (
                    "Dexter Resurrection New Exclusive Series Now Streaming on Paramount+ with Prime Video. "
                        + "Subscription Required. Rating: 18+", .some(tvActivate)
                ),
                1: ("McKale Jonas, Profile Picker, Button", .some(tvActivate)),
                3: ("My Stuff, 1 of 10, In list, 10 items", .some(tvActivate)),
                12: ("CTV, 10 of 10", .some(tvActivate)),
                13: ("More Apps press select to view all of your apps and channels, Out of list", .some(tvActivate)),
                15: ("selected, Rise of the Great White Shark, Button, 1 of 5, In list, 5 items", .some(tvActivate)),
                20: ("Washington Black, Button, Out of list", .some(tvActivate)),
                21: ("Web Dev Server Viewer, 1 of 5, In list, 5 items", .some(tvActivate)),
            ]),
        // Lumi Books (Compose, Chinese): clickable Views read their children, including a described
        // cover View that repeats the title: children are not de-duplicated (CompositorUtils.java:83-109
        // dedups only state, name and role); the NAF Button inside the card is a stop of its own; the
        // close View reads its icon's description and its plain Button child's role word; texts in the
        // bottom ScrollView are top-level scroll items. (Not asserted: the horizontal LazyRow's two
        // books, stops 6 and 7, and stop 8, the first after it. A Compose scrollable left as
        // android.view.View has collection info on a device, which the dump does not carry, so a
        // device says "In list" entering the row and "Out of list" at stop 8. The page's own lazy
        // column holds that row, so it is never entered itself (CollectionState.java:930-964), which
        // keeps stops 0 to 4 free of list words.)
        Expected(
            file: "huangder__Lumi_Books__window.xml", stopCount: 14,
            stops: [
                0: ("主页", .some(nil)),
                1: ("设置", .some(activate)),
                3: ("嘘别说话【精排】2, 嘘别说话【精排】2, 未知作者, 图书 · 6%", .some(activate)),
                4: ("Button", .some(activate)),
                10: ("关闭, Button", .some(activate)),
                12: ("6%", .some(nil)),
                13: ("修改每日目标", .some(activate)),
            ]),
        // Compose settings: a disabled clickable View reads its text and its empty Button child's role
        // word, then "disabled" last, and gets no hint (TreeNodesDescription.java:82-112,
        // AccessibilityNodeFeedbackUtils.java:405-426). (Counted but not asserted: the two text cards,
        // whose texts end in spaces, and the navigation bar, a Compose selectable group whose
        // collection info and "Tab" role descriptions a device has but the dump does not carry.)
        Expected(
            file: "ManishAradwad__pocket-financer-android__window_dump.xml", stopCount: 9,
            stops: [
                2: ("LOAD MODEL, Button, disabled", .some(nil)),
                3: ("UNLOAD, Button", .some(activate)),
            ]),
        // API 27 Nexus launcher: the workspace page and the search container are actionable but speak
        // nothing of their own (their children are actionable), so they are no stops; the clock's
        // content description; the hotseat apps; the search bar's content description hides its
        // icon. (Stop 1, the weather chip, reads an undescribed ImageView that a device would not
        // report, see the report: not asserted.)
        Expected(
            file: "dtmilano__AndroidViewClient__mocks_UIAUTOMATOR_DUMP_API27.xml", stopCount: 8,
            stops: [
                0: ("Sunday, May 19", .some(activateAndHold)),
                2: ("Apps list, Button", .some(activate)),
                3: ("Phone", .some(activateAndHold)),
                7: ("Search", .some(activate)),
            ], folder: "HierarchyImportTests/Fixtures/android-uiautomator"),
        // API 17 launcher: the TabHost and TabWidget are focusable but do not speak (their only leaf
        // is actionable); the selected tab says "selected" then its content description.
        Expected(
            file: "dtmilano__AndroidViewClient__mocks_UIAUTOMATOR_DUMP.xml", stopCount: 1,
            stops: [0: ("selected, Apps", .some(activate))],
            folder: "HierarchyImportTests/Fixtures/android-uiautomator"),
        // Compose chat: the input-focused EditText has no text, so its name is empty, its placeholder child is read, and "..." is a run
        // of one symbol, " 3 Period" (SpeechCleanupUtils.java:41-42, symbol_period "Period"); focused
        // for input it gets no edit hint, only the long-press one (NodeRoleHint.java:92-95); the
        // disabled send View reads its children ("Send", the Button's role word) and "disabled". (The
        // messages, stops 0 to 3, and the title, stop 4, are counted but not asserted: the messages sit
        // in a Compose lazy column, which has collection info on a device but not in the dump, so a
        // device adds "In list" at stop 0 and "Out of list" at stop 4.)
        Expected(
            file: "HarnessTeam__Nora__chat_dump.xml", stopCount: 7,
            stops: [
                // Input focus, no content description: "Actions" in TalkBack's menu
                // (menurules/EditingAndSelectingMenu.java:80-85, 204-224).
                5: ("Edit box, Type a message 3 Period", .some(hold + ", " + actionsMenu)),
                6: ("Send, Button, disabled", .some(nil)),
            ], folder: "HierarchyImportTests/Fixtures/android-uiautomator"),
        // Android Settings (Appium): the clickable search bar reads its text child (its focusable
        // ImageButton is a stop of its own); that ImageButton, not clickable, is an image with no words:
        // state "Unlabelled" then "Image" when focused (NonTextViewsDescription.java:41-89), no hint;
        // the suggestion card's content description. (The nine list rows are counted but not asserted:
        // see the report.)
        Expected(
            file: "ldi-github__shirates-core__XmlDataAndroid_SettingsTopScreen.xml", stopCount: 13,
            stops: [
                0: ("Search settings", .some(activate)),
                1: ("Unlabelled, Image", .some(nil)),
                2: ("Profile picture, double tap to open Google Account, Button", .some(activate)),
                3: ("Show", .some(activate)),
            ], folder: "HierarchyImportTests/Fixtures/android-appium"),
        // System UI window then a Flutter login: a swipe never enters the status bar, a system bar
        // (FocusProcessorForLogicalNavigation.java:2686-2691, WindowUtils.java:62-82), so its texts
        // and described images are no stops; a FrameLayout with a content description hides its icon;
        // Flutter buttons and links. (Texts ending in a space are not asserted.)
        Expected(
            file: "docer1990__visiontest__hierarchy.xml", stopCount: 9,
            stops: [
                3: ("Log In, Button", .some(activate)),
                6: ("Terms of Service", .some(activate)),
            ], folder: "HierarchyImportTests/Fixtures/android-uiautomator"),
        // Pixel launcher with a11y-important: the At-a-glance ViewPager (v1 class name) is a pager,
        // said "Page" after its content description (PagerPageDescription.java:38-69), long-clickable
        // only; its single card is actionable with an actionable child, so no stop; the date's parent
        // is that card, and the pager has one child, so no collection is entered
        // (CollectionState.java:930-964); app icons prefer their content description
        // (DefaultDescription.java:48-73); the search bar hides its icons' descriptions but they are
        // stops of their own (clickable ImageView / ImageButton: "Button"); "Home" comes first, placed
        // before the workspace whose focused children start right of and below it
        // (ReorderedChildrenIterator.java:115-241).
        Expected(
            file: "Bioto__tron-ai__page_source_629b9fb_launcher.xml", stopCount: 15,
            stops: [
                0: ("Home", .some(nil)),
                1: ("At a glance, Page", .some(hold)),
                2: ("Thu, Aug 21", .some(activate)),
                3: ("Play Store has 1 notification", .some(activateAndHold)),
                11: ("Google search", .some(activateAndHold)),
                14: ("Google Lens, Button", .some(activate)),
            ], folder: "HierarchyImportTests/Fixtures/android-appium"),
    ]
}
