/// The accessibility actions an Android node offers (`AccessibilityNodeInfo.getActionList`), as
/// far as a dump states them: the standard actions TalkBack's speech asks about, and whether the
/// node offers any action of the app's own.
///
/// Appium's page source writes each action's symbolic name (`AccessibilityAction.toString`'s
/// second word: "ACTION_CLICK", "ACTION_UNKNOWN" for an app's own action) and drops the labels
/// (appium-uiautomator2-server `BaseElement.getA11yActionsAsString`), so a set holds no labels
/// either. Standard actions TalkBack never asks about (`ACTION_SHOW_ON_SCREEN`,
/// `ACTION_ACCESSIBILITY_FOCUS`, ...) are not kept.
public struct AndroidActions: OptionSet, Sendable, Hashable {
    /// The set's bits, one per action (the order of the static members below; not Android's ids).
    public let rawValue: UInt64

    /// Makes a set from its raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// `ACTION_CLICK`.
    public static let click = AndroidActions(rawValue: 1 << 0)
    /// `ACTION_LONG_CLICK`.
    public static let longClick = AndroidActions(rawValue: 1 << 1)
    /// `ACTION_FOCUS` (input focus).
    public static let focus = AndroidActions(rawValue: 1 << 2)
    /// `ACTION_SELECT`.
    public static let select = AndroidActions(rawValue: 1 << 3)
    /// `ACTION_SET_SELECTION` (text whose selection can be set).
    public static let setSelection = AndroidActions(rawValue: 1 << 4)
    /// `ACTION_SCROLL_FORWARD`.
    public static let scrollForward = AndroidActions(rawValue: 1 << 5)
    /// `ACTION_SCROLL_BACKWARD`.
    public static let scrollBackward = AndroidActions(rawValue: 1 << 6)
    /// `ACTION_SCROLL_UP`.
    public static let scrollUp = AndroidActions(rawValue: 1 << 7)
    /// `ACTION_SCROLL_DOWN`.
    public static let scrollDown = AndroidActions(rawValue: 1 << 8)
    /// `ACTION_SCROLL_LEFT`.
    public static let scrollLeft = AndroidActions(rawValue: 1 << 9)
    /// `ACTION_SCROLL_RIGHT`.
    public static let scrollRight = AndroidActions(rawValue: 1 << 10)
    /// `ACTION_EXPAND`.
    public static let expand = AndroidActions(rawValue: 1 << 11)
    /// `ACTION_COLLAPSE`.
    public static let collapse = AndroidActions(rawValue: 1 << 12)
    /// `ACTION_DISMISS`.
    public static let dismiss = AndroidActions(rawValue: 1 << 13)
    /// `ACTION_DRAG_START` (Android 13; the framework names it "ACTION_DRAG").
    public static let dragStart = AndroidActions(rawValue: 1 << 14)
    /// `ACTION_DRAG_DROP` (Android 13; "ACTION_DROP").
    public static let dragDrop = AndroidActions(rawValue: 1 << 15)
    /// `ACTION_DRAG_CANCEL` (Android 13; "ACTION_CANCEL_DRAG").
    public static let dragCancel = AndroidActions(rawValue: 1 << 16)
    /// `ACTION_SET_PROGRESS`.
    public static let setProgress = AndroidActions(rawValue: 1 << 17)
    /// `ACTION_PAGE_UP`.
    public static let pageUp = AndroidActions(rawValue: 1 << 18)
    /// `ACTION_PAGE_DOWN`.
    public static let pageDown = AndroidActions(rawValue: 1 << 19)
    /// `ACTION_PAGE_LEFT`.
    public static let pageLeft = AndroidActions(rawValue: 1 << 20)
    /// `ACTION_PAGE_RIGHT`.
    public static let pageRight = AndroidActions(rawValue: 1 << 21)
    /// `ACTION_NEXT_HTML_ELEMENT`.
    public static let nextHTMLElement = AndroidActions(rawValue: 1 << 22)
    /// `ACTION_PREVIOUS_HTML_ELEMENT`.
    public static let previousHTMLElement = AndroidActions(rawValue: 1 << 23)
    /// `ACTION_NEXT_AT_MOVEMENT_GRANULARITY`.
    public static let nextAtMovementGranularity = AndroidActions(rawValue: 1 << 24)
    /// `ACTION_PREVIOUS_AT_MOVEMENT_GRANULARITY`.
    public static let previousAtMovementGranularity = AndroidActions(rawValue: 1 << 25)
    /// `ACTION_COPY`.
    public static let copy = AndroidActions(rawValue: 1 << 26)
    /// `ACTION_PASTE`.
    public static let paste = AndroidActions(rawValue: 1 << 27)
    /// `ACTION_CUT`.
    public static let cut = AndroidActions(rawValue: 1 << 28)
    /// An action of the app's own (an id above the platform's, with the label the app gave it):
    /// Appium names it "ACTION_UNKNOWN".
    public static let custom = AndroidActions(rawValue: 1 << 29)

    /// The scroll actions, any of which makes a node scrollable to TalkBack.
    public static let scrolling: AndroidActions = [
        .scrollForward, .scrollBackward, .scrollUp, .scrollDown, .scrollLeft, .scrollRight,
    ]

    /// Each kept action with the symbolic names Android gives it, the framework's first
    /// (`AccessibilityNodeInfo.getActionSymbolicName`, which Appium's server calls; androidx's
    /// `AccessibilityNodeInfoCompat` spells the drag actions `ACTION_DRAG_START`, `_DROP`,
    /// `_CANCEL` where the framework writes `ACTION_DRAG`, `ACTION_DROP`, `ACTION_CANCEL_DRAG`).
    static let namedActions: [(String, AndroidActions)] = [
        ("ACTION_CLICK", .click), ("ACTION_LONG_CLICK", .longClick), ("ACTION_FOCUS", .focus),
        ("ACTION_SELECT", .select), ("ACTION_SET_SELECTION", .setSelection),
        ("ACTION_SCROLL_FORWARD", .scrollForward), ("ACTION_SCROLL_BACKWARD", .scrollBackward),
        ("ACTION_SCROLL_UP", .scrollUp), ("ACTION_SCROLL_DOWN", .scrollDown),
        ("ACTION_SCROLL_LEFT", .scrollLeft), ("ACTION_SCROLL_RIGHT", .scrollRight),
        ("ACTION_EXPAND", .expand), ("ACTION_COLLAPSE", .collapse), ("ACTION_DISMISS", .dismiss),
        ("ACTION_DRAG", .dragStart), ("ACTION_DRAG_START", .dragStart),
        ("ACTION_DROP", .dragDrop), ("ACTION_DRAG_DROP", .dragDrop),
        ("ACTION_CANCEL_DRAG", .dragCancel), ("ACTION_DRAG_CANCEL", .dragCancel),
        ("ACTION_SET_PROGRESS", .setProgress), ("ACTION_PAGE_UP", .pageUp),
        ("ACTION_PAGE_DOWN", .pageDown), ("ACTION_PAGE_LEFT", .pageLeft), ("ACTION_PAGE_RIGHT", .pageRight),
        ("ACTION_NEXT_HTML_ELEMENT", .nextHTMLElement), ("ACTION_PREVIOUS_HTML_ELEMENT", .previousHTMLElement),
        ("ACTION_NEXT_AT_MOVEMENT_GRANULARITY", .nextAtMovementGranularity),
        ("ACTION_PREVIOUS_AT_MOVEMENT_GRANULARITY", .previousAtMovementGranularity),
        ("ACTION_COPY", .copy), ("ACTION_PASTE", .paste), ("ACTION_CUT", .cut), ("ACTION_UNKNOWN", .custom),
    ]

    /// The action Android names so ("ACTION_CLICK"), or `nil` for a name of a standard action the
    /// set does not keep (or no action's name at all).
    ///
    /// - Complexity: O(k) in the number of kept names (about thirty).
    public init?(symbolicName: some StringProtocol) {
        guard let entry = Self.namedActions.first(where: { $0.0 == symbolicName }) else { return nil }
        self = entry.1
    }

    /// The set's actions by their symbolic names, in a fixed order (one name each).
    ///
    /// - Complexity: O(k) in the number of kept names.
    public var symbolicNames: [String] {
        var seen: AndroidActions = []
        var names: [String] = []
        for (name, action) in Self.namedActions where contains(action) && !seen.contains(action) {
            seen.insert(action)
            names.append(name)
        }
        return names
    }
}
