import AccessibilityTree
import Foundation
import HierarchyImport
import ScreenReaderKit
import Testing

/// TalkBack walks of real Android dumps (`Tests/RealDumps/android`, attributed in its SOURCES.md):
/// the number of stops and key stops, each checked by hand against the dump's XML and the rules
/// of TalkBack 15.1 (talkback@26a27dc009d5b3605e744222541f045a3c24e038; see docs/fidelity.md).
@Suite("TalkBack on real Android dumps")
struct TalkBackRealDumpTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var file: String
        var stopCount: Int
        /// Stops by their 0-based place in the walk: speech, and the hint when checked.
        var stops: [Int: (speech: String, hint: String??)]
        /// The dump's folder, relative to `Tests`.
        var folder = "RealDumps/android"
        var testDescription: String { file }
    }

    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()

    static let activate = "Double-tap to activate"

    static let expectations: [Expected] = [
        // Settings > Languages: the collapsing toolbar's FrameLayout has a content description and
        // no focusable ancestor (AccessibilityNodeInfoUtils.java:864-882). The two language rows are
        // non-clickable RelativeLayouts directly in a RecyclerView that cannot scroll: top-level
        // scroll items with text (:1708-1745), exact count; their drag handle is an unlabelled
        // image child (NonTextViewsDescription.java:76-89).
        Expected(
            file: "ldi-github__shirates-core__XmlDataAndroid_Languages.xml", stopCount: 6,
            stops: [
                0: ("Languages", .some(nil)),
                3: ("English (United States), 1, Unlabelled, 1 of 2, In list, 2 items", .some(nil)),
                4: ("Japanese (Japan), 2, Unlabelled, 2 of 2", nil),
                5: ("Add a language, Button, Out of list", .some(activate)),
            ]),
        // Appium's notes app: a clickable LinearLayout with a content description; long-clickable
        // TextViews; an empty EditText says only its role (not "Unlabelled": it has a role word),
        // and with input focus (focused="true") gets no edit hint (NodeRoleHint.java:92-95) but
        // has "Actions" in TalkBack's menu (menurules/EditingAndSelectingMenu.java:80-85, 204-224),
        // said last (C/AccessibilityNodeFeedbackUtils.java:545-552).
        Expected(
            file: "appium__appium__source.xml", stopCount: 4,
            stops: [
                0: ("New note, Navigate home", .some(activate)),
                1: ("Save", .some(activate + ", Double-tap and hold to long press")),
                3: ("Edit box", .some("Double-tap and hold to long press, " + actionsMenu)),
            ]),
        // A focusable ViewPager showing one page: the pager and its page both say "Page"
        // (PagerPageDescription; RoleDescriptionExtractor.java:154-160), the page's children follow.
        Expected(
            file: "X-LANCE__Mobile-Env__apps_classic_2048_window_dump.example.xml", stopCount: 2,
            stops: [
                0: (
                    "Page, Page, Unlabelled, New in Gmail, All the features you love with a fresh new look", .some(nil)
                ),
                1: ("GOT IT", .some(activate)),
            ]),
        // Clock > Alarm: alarm cards with a content description (their day list is not read), a
        // switch without text or description says "off" (SwitchDescription.java:106-109), the
        // selected bottom-bar item is focusable but not clickable (no hint).
        Expected(
            file: "ldi-github__shirates-core__XmlDataAndroid_clock_Alarm.xml", stopCount: 16,
            stops: [
                2: (" Alarm, 1 of 2, In list, 2 items", .some(activate)),
                3: ("8:30\u{200A}AM", .some(activate)),
                5: ("off, Switch", .some("Double-tap to toggle")),
                10: ("Add alarm, Button, Out of list", .some(activate)),
                11: ("selected, Alarm", .some(nil)),
            ]),
        // Play Store > Games: the feed is a scrolling list holding scrolling carousels, so only the
        // carousels are announced (CollectionState.java:941-948), without counts (their length is
        // unknown in a dump); leaving one says "Out of list". A focusable image says "Image".
        Expected(
            file: "ldi-github__shirates-core__XmlDataAndroid_PlayStoreGamesScreen.xml", stopCount: 19,
            stops: [
                0: ("selected, For you", .some(activate)),
                4: ("ねこと共に過ごす最高のなつやすみ, Unlabelled, In list", .some(activate)),
                6: ("Discover recommended games\n, Out of list", .some(activate)),
                8: (
                    "Unlabelled, Unlabelled, App: Gardenscapes\nCasual\nPuzzle\nStar rating: 4.3\n, In list",
                    .some(activate + ", Double-tap and hold to long press")
                ),
                10: ("selected, Unlabelled, Games, Out of list", .some(activate)),
                15: ("Show navigation drawer. New notifications available., Image", .some(nil)),
            ]),
        // EpMedia home: the ScrollView's content LinearLayout is a speaking top-level scroll item,
        // so its plain texts are read as one stop; clickable cards read their children.
        Expected(
            file: "longtruongvan__EpMedia__window_dump_home.xml", stopCount: 16,
            stops: [
                3: (
                    "CHÀO MỪNG QUAY LẠI, Chào buổi sáng, Nhà sáng tạo, Dự án gần đây, Công cụ ma thuật AI, Mẫu phổ biến",
                    .some(nil)
                ),
                4: ("Bắt đầu mới, Nhập phương tiện và bắt đầu chỉnh sửa, +, Tạo dự án mới", .some(activate)),
                6: ("Unlabelled, 00:42, Mountain Vlog, Đã chỉnh sửa 2 giờ trước", .some(activate)),
            ]),
        // Where is my Train: a focusable empty ViewPager says "Page"; spinners; disabled edit boxes
        // (no hint); a clickable View whose children repeat "PNR" is read as is (no repeat removal
        // across children); a 3 px clickable View without words is "Unlabelled"; the PNR tab comes
        // before the scrolling content: the unfocused ScrollView is placed by its children's bounds,
        // clipped to its own, which start right of the tab and overlap it by 24 px
        // (ReorderedChildrenIterator.java:115-241, NodeCachedBoundsCalculator.java:79-152).
        Expected(
            file: "kdiitg__ui_finder__dump_whereismytrain.xml", stopCount: 25,
            stops: [
                3: ("Page", .some(nil)),
                6: ("PNR, PNR, Button", .some(activate)),
                9: ("Rura, Drop down list", .some("Double-tap to change")),
                16: ("Gomti Express, Edit box, disabled", .some(nil)),
                19: ("Edit box, Station departure board, disabled", .some(nil)),
                23: ("Unlabelled", .some(activate)),
            ]),
    ]

    @Test(arguments: expectations + moreExpectations)
    func walk(_ expected: Expected) throws {
        let path = Self.testsDirectory.appendingPathComponent(expected.folder)
            .appendingPathComponent(expected.file).path
        let screen = try ScreenImporter.importScreen(contentsOf: path)
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let steps = Array(talkBack.walkToEnd().steps.dropLast())
        #expect(steps.count == expected.stopCount)
        for (place, stop) in expected.stops.sorted(by: { $0.key < $1.key }) {
            guard steps.indices.contains(place) else {
                Issue.record("no stop \(place) in \(expected.file)")
                continue
            }
            #expect(steps[place].speech == stop.speech, "stop \(place)")
            if let hint = stop.hint { #expect(steps[place].hint == hint, "hint of stop \(place)") }
        }
    }
}
