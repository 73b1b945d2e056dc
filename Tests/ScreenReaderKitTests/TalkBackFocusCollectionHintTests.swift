import AccessibilityTree
import HierarchyImport
import Testing

@testable import ScreenReaderKit

/// Cases from the ninth TalkBack sweep: the focus utterance, collections and hints read branch by
/// branch at google/talkback 26a27dc009d5b3605e744222541f045a3c24e038 (TalkBack 15.1). `C/` =
/// talkback/src/main/java/com/google/android/accessibility/talkback/compositor, `U/` =
/// utils/src/main/java/com/google/android/accessibility/utils. Each screen is invented, built on
/// the kind of screen where the branch showed.
@Suite("TalkBack: ninth sweep (focus utterance, collections, hints)")
struct TalkBackFocusCollectionHintTests {
    private func walk(_ dump: String, fileName: String = "ninth.xml") throws -> [(speech: String, hint: String?)] {
        let screen = try ScreenImporter.importScreen(bytes: Array(dump.utf8), fileName: fileName)
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map { ($0.speech, $0.hint) }
    }

    /// A mail app's compose screen with the keyboard up, as uiautomator dumps every window: the
    /// app's window, then Gboard's. Gboard's keys are clickable and long-clickable.
    static let keyboardDump = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
          <node class="android.widget.FrameLayout" package="com.example.mail" bounds="[0,0][1080,1500]">
            <node class="android.widget.ImageButton" content-desc="Attach file" package="com.example.mail" clickable="true" long-clickable="true" focusable="true" bounds="[900,80][1040,200]"/>
          </node>
          <node class="android.widget.FrameLayout" package="com.google.android.inputmethod.latin" bounds="[0,1558][1080,2220]">
            <node class="android.widget.FrameLayout" content-desc="q" package="com.google.android.inputmethod.latin" clickable="true" long-clickable="true" focusable="true" bounds="[0,1700][108,1850]"/>
            <node class="android.widget.FrameLayout" content-desc="Theme settings" package="com.google.android.inputmethod.latin" clickable="true" focusable="true" bounds="[444,1558][599,1679]"/>
          </node>
        </hierarchy>
        """

    /// `LongClickableHint.getHint` (C/hint/LongClickableHint.java:52-64, 91-96, 119-122) gives
    /// the long-press hint only when `!AccessibilityNodeInfoUtils.isKeyboard(node)`
    /// (U/AccessibilityNodeInfoUtils.java:1236-1245: the node's window is an input method's). The
    /// click hint stays: `ClickableHint.getClickHint` (C/hint/ClickableHint.java:174-183) drops it
    /// on a keyboard only in the "lift to type everywhere" mode, `isInterpretAsEntryKey`, false by
    /// default (C/GlobalVariables.java:156). Before this sweep a key said "Double-tap and hold to
    /// long press" (wild set E's Gmail screen: 20 keys).
    @Test func aKeyboardsKeysGiveNoLongPressHint() throws {
        let stops = try walk(Self.keyboardDump)
        try #require(stops.count == 3, "\(stops.map(\.speech))")
        #expect(stops[0].hint == "Double-tap to activate, Double-tap and hold to long press")
        // The phonetic example follows the key's words (TalkBackPhoneticLetterTests).
        #expect(stops[1].speech == "q, Quebec")
        #expect(stops[1].hint == "Double-tap to activate")
        #expect(stops[2].hint == "Double-tap to activate")
    }

    /// The same rule where the window type is stated rather than inferred: a screen document's
    /// `windowTypes` names the input method window, and its views carry no keyboard trait.
    @Test func aViewOfAStatedInputMethodWindowGivesNoLongPressHint() {
        let key = AccessibilityElement(
            id: "key", label: "Emoji", className: "android.widget.ImageView",
            frame: ScreenRect(x: 0, y: 1700, width: 100, height: 100),
            isClickable: true, isLongClickable: true, isFocusable: true)
        let keyboard = AccessibilityElement(
            id: "ime", className: "android.widget.FrameLayout",
            frame: ScreenRect(x: 0, y: 1600, width: 1080, height: 620),
            children: [key])
        let app = AccessibilityElement(
            id: "app", label: "Reply", className: "android.widget.Button",
            frame: ScreenRect(x: 0, y: 100, width: 300, height: 100),
            isClickable: true, isLongClickable: true, isFocusable: true)
        var screen = AccessibilityScreen(platform: .android, roots: [app, keyboard])
        screen.windowTypes = ["ime": .inputMethod]
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let hints = talkBack.walkToEnd().steps.dropLast().map(\.hint)
        #expect(hints == ["Double-tap to activate, Double-tap and hold to long press", "Double-tap to activate"])
    }
    /// A car's settings list as uiautomator dumps it: Android Automotive's car UI library writes a
    /// marker into a rotary container's content description, and the list does not scroll.
    static func carListDump(description: String) -> String {
        """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
          <node class="android.widget.FrameLayout" package="com.android.car.settings" bounds="[0,0][1920,1080]">
            <node class="androidx.recyclerview.widget.RecyclerView" content-desc="\(description)" package="com.android.car.settings" bounds="[0,100][1920,700]">
              <node class="android.widget.TextView" text="Bluetooth" package="com.android.car.settings" clickable="true" focusable="true" bounds="[0,100][1920,300]"/>
              <node class="android.widget.TextView" text="Wi-Fi" package="com.android.car.settings" clickable="true" focusable="true" bounds="[0,300][1920,500]"/>
              <node class="android.widget.TextView" text="Sound" package="com.android.car.settings" clickable="true" focusable="true" bounds="[0,500][1920,700]"/>
            </node>
            <node class="android.widget.TextView" text="Version 14" package="com.android.car.settings" bounds="[0,800][1920,900]"/>
          </node>
        </hierarchy>
        """
    }

    /// `CollectionState.getCollectionName` (U/monitor/CollectionState.java:374-393) returns no
    /// name when the collection's node text is exactly `ROTARY_CONTAINER`,
    /// `ROTARY_HORIZONTALLY_SCROLLABLE` or `ROTARY_VERTICALLY_SCROLLABLE` (lines 111-115), so
    /// TalkBack says "In list" and "Out of list" (`getCollectionName`,
    /// C/CollectionStateFeedbackUtils.java:408-416), not "In list com.android.car...". Before this
    /// sweep the marker was spoken as the list's name.
    @Test(arguments: [
        "com.android.car.ui.utils.ROTARY_CONTAINER", "com.android.car.ui.utils.HORIZONTALLY_SCROLLABLE",
        "com.android.car.ui.utils.VERTICALLY_SCROLLABLE",
    ])
    func aRotaryContainerMarkerIsNoCollectionName(marker: String) throws {
        let stops = try walk(Self.carListDump(description: marker)).map(\.speech)
        #expect(
            stops == [
                "Bluetooth, 1 of 3, In list, 3 items", "Wi-Fi, 2 of 3", "Sound, 3 of 3", "Version 14, Out of list",
            ])
    }

    /// The markers are compared exactly (`TextUtils.equals`): any other text names the list.
    @Test func anyOtherDescriptionNamesTheList() throws {
        let stops = try walk(Self.carListDump(description: "Settings")).map(\.speech)
        #expect(stops.first == "Bluetooth, 1 of 3, In list Settings, 3 items")
        #expect(stops.last == "Version 14, Out of list Settings")
    }
    /// A list an app has given an empty role description (`setRoleDescription("")`, a way apps
    /// silence a role), named "Top stories", and a text after it.
    static func silencedList(roleDescription: String?) -> AccessibilityScreen {
        let items = ["Story A", "Story B", "Story C"].enumerated().map { offset, title in
            AccessibilityElement(
                id: ElementID("item\(offset)"), label: title, className: "android.widget.TextView",
                frame: ScreenRect(x: 0, y: Double(100 + offset * 100), width: 1080, height: 100), isClickable: true,
                isFocusable: true, collectionItemInfo: CollectionItemInfo(rowIndex: offset, columnIndex: 0))
        }
        let list = AccessibilityElement(
            id: "list", label: "Top stories", className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(x: 0, y: 100, width: 1080, height: 300), roleDescription: roleDescription,
            collectionInfo: CollectionInfo(rowCount: 3, columnCount: 1), children: items)
        let after = AccessibilityElement(
            id: "after", label: "After", className: "android.widget.TextView",
            frame: ScreenRect(x: 0, y: 500, width: 1080, height: 100))
        return AccessibilityScreen(platform: .android, roots: [list, after])
    }

    /// `getCollectionTransitionDescription` takes the role-description branch whenever
    /// `getCollectionRoleDescription() == null` is false (C/CollectionStateFeedbackUtils.java:49,
    /// 130), so an empty role description enters it too; there
    /// `getCollectionNameWithRoleDescriptionEnter` / `Exit` (lines 418-448) return nothing for an
    /// empty one, leaving the level and the count ("3 items", lines 98-127) on entry and nothing
    /// on exit. Before this sweep the empty one was taken for none: "In list Top stories, 3
    /// items" and "Out of list Top stories".
    @Test func anEmptyCollectionRoleDescriptionLeavesOnlyTheCount() {
        var talkBack = ScreenReaderSimulator(.talkBack, screen: Self.silencedList(roleDescription: ""))
        let stops = talkBack.walkToEnd().steps.dropLast().map(\.speech)
        #expect(stops == ["Story A, 1 of 3, 3 items", "Story B, 2 of 3", "Story C, 3 of 3", "After"])
        var named = ScreenReaderSimulator(.talkBack, screen: Self.silencedList(roleDescription: nil))
        let namedStops = named.walkToEnd().steps.dropLast().map(\.speech)
        #expect(namedStops.first == "Story A, 1 of 3, In list Top stories, 3 items")
        #expect(namedStops.last == "After, Out of list Top stories")
    }
    /// `CollectionState.hasMultipleItems` (U/monitor/CollectionState.java:953-964) multiplies the
    /// counts as Java `int`s: 65536 rows by 65536 columns wrap to 0 items, a grid TalkBack does
    /// not enter (`shouldEnter`, lines 930-951); 65536 by 3 is entered. Before this sweep the
    /// product was a 64-bit one and the first grid was entered.
    @Test(arguments: [(65536, false), (3, true)])
    func theItemCountIsAJavaIntProduct(columns: Int, entered: Bool) {
        let cell = AccessibilityElement(
            id: "cell", label: "Cell", className: "android.widget.TextView",
            frame: ScreenRect(x: 0, y: 100, width: 100, height: 100), isClickable: true, isFocusable: true,
            collectionItemInfo: CollectionItemInfo(rowIndex: 0, columnIndex: 0))
        let grid = AccessibilityElement(
            id: "grid", className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(x: 0, y: 100, width: 1080, height: 1000),
            collectionInfo: CollectionInfo(rowCount: 65536, columnCount: columns), children: [cell])
        var talkBack = ScreenReaderSimulator(.talkBack, screen: AccessibilityScreen(platform: .android, roots: [grid]))
        let first = talkBack.walkToEnd().steps.first?.speech
        #expect(first == (entered ? "Cell, Row 1, Column 1, In grid, 65536 rows, 3 columns" : "Cell"))
    }
}
