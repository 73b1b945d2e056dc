import AccessibilityTree
import Foundation
import Testing

/// `AndroidActions` reads the symbolic names Android gives its actions
/// (`AccessibilityNodeInfo.getActionSymbolicName`, which Appium's server calls through
/// `AccessibilityAction.toString`; androidx's `AccessibilityNodeInfoCompat` spells the drag actions
/// differently) and writes them back.
@Suite("Android actions by symbolic name")
struct AndroidActionsTests {
    /// Every kept action, by the framework's name.
    static let frameworkNames: [(String, AndroidActions)] = [
        ("ACTION_CLICK", .click), ("ACTION_LONG_CLICK", .longClick), ("ACTION_FOCUS", .focus),
        ("ACTION_SELECT", .select), ("ACTION_SET_SELECTION", .setSelection),
        ("ACTION_SCROLL_FORWARD", .scrollForward), ("ACTION_SCROLL_BACKWARD", .scrollBackward),
        ("ACTION_SCROLL_UP", .scrollUp), ("ACTION_SCROLL_DOWN", .scrollDown), ("ACTION_SCROLL_LEFT", .scrollLeft),
        ("ACTION_SCROLL_RIGHT", .scrollRight), ("ACTION_EXPAND", .expand), ("ACTION_COLLAPSE", .collapse),
        ("ACTION_DISMISS", .dismiss), ("ACTION_DRAG", .dragStart), ("ACTION_DROP", .dragDrop),
        ("ACTION_CANCEL_DRAG", .dragCancel), ("ACTION_SET_PROGRESS", .setProgress), ("ACTION_PAGE_UP", .pageUp),
        ("ACTION_PAGE_DOWN", .pageDown), ("ACTION_PAGE_LEFT", .pageLeft), ("ACTION_PAGE_RIGHT", .pageRight),
        ("ACTION_NEXT_HTML_ELEMENT", .nextHTMLElement), ("ACTION_PREVIOUS_HTML_ELEMENT", .previousHTMLElement),
        ("ACTION_NEXT_AT_MOVEMENT_GRANULARITY", .nextAtMovementGranularity),
        ("ACTION_PREVIOUS_AT_MOVEMENT_GRANULARITY", .previousAtMovementGranularity), ("ACTION_COPY", .copy),
        ("ACTION_PASTE", .paste), ("ACTION_CUT", .cut), ("ACTION_UNKNOWN", .custom),
    ]

    @Test func everyFrameworkNameReadsAsItsActionAndIsWrittenBack() throws {
        var all: AndroidActions = []
        for (name, action) in Self.frameworkNames {
            #expect(AndroidActions(symbolicName: name) == action, "\(name)")
            #expect(action.symbolicNames == [name])
            #expect(!all.contains(action), "\(name) shares its bit")
            all.insert(action)
        }
        #expect(all.symbolicNames.count == Self.frameworkNames.count)
        let data = try JSONEncoder().encode(all)
        #expect(try JSONDecoder().decode(AndroidActions.self, from: data) == all)
    }

    @Test func androidxsDragNamesAndUnkeptNames() {
        #expect(AndroidActions(symbolicName: "ACTION_DRAG_START") == .dragStart)
        #expect(AndroidActions(symbolicName: "ACTION_DRAG_DROP") == .dragDrop)
        #expect(AndroidActions(symbolicName: "ACTION_DRAG_CANCEL") == .dragCancel)
        for name in ["ACTION_SHOW_ON_SCREEN", "ACTION_ACCESSIBILITY_FOCUS", "action_click", "CLICK", ""] {
            #expect(AndroidActions(symbolicName: name) == nil, "\(name)")
        }
    }
}
