/// What an app's class name says about a widget by its wording alone: the auditor's heuristics
/// for classes no platform table can know (`LoopingViewPager`, `DotsPageIndicator`,
/// `CustomTabStrip`).
///
/// These are not class relations: a `ScrollingPagerIndicator` says "indicator" whatever it
/// extends. They live beside ``WidgetClass`` so that every reading of a class name happens in one
/// place; read a name's cues once with ``cues(of:)`` and test membership.
public enum ClassNameCue: String, Sendable, Hashable, CaseIterable {
    /// A pager: the simple name ends in "Pager" or "Pager2" (ViewPager, HorizontalPager, a
    /// library's LoopingViewPager) and does not mention "Tab" or "Title" (a pager's tab or title
    /// strip).
    case pager
    /// A page indicator: ends in "Indicator" or "PageControl".
    case pageIndicator
    /// A toolbar: ends in "Toolbar".
    case toolbar
    /// A tab strip, tab bar, segmented control, navigation bar or page indicator row: ends in
    /// "TabLayout", "TabWidget", "TabStrip", "TabBar", "TabRow", "TabHost", "SegmentedControl",
    /// "PageIndicator", "PageControl" or a ``navigationBar`` ending.
    case tabStrip
    /// A bottom navigation bar or navigation rail: ends in "BottomNavigationView",
    /// "NavigationBarView", "BottomNavigation", "NavigationRailView" or "BottomBar".
    case navigationBar
    /// An item of a tab strip or navigation bar: contains "$Tab", "TabView", "TabItem",
    /// "NavigationItemView" or "NavigationBarItemView".
    case tabItem
    /// A launcher's home screens or dock (AOSP Launcher3, MIUI): ends in "Workspace", "PagedView",
    /// "ScreenView", "Hotseat" or "CellLayout".
    case launcher
    /// A chip group: ends in "ChipGroup".
    case chipGroup
    /// A chip: ends in "Chip".
    case chip
    /// Named like a page-dots view: contains "pageindicator", "dotsindicator" or
    /// "circleindicator", or ends in "dots" (any case).
    case dots

    /// The cues of a class name, read from its simple name (after the last `.` or `$`).
    ///
    /// - Complexity: O(length of the name).
    public static func cues(of className: String) -> Set<ClassNameCue> {
        let simple = WidgetClass.simpleName(of: className)
        func ends(_ endings: String...) -> Bool { endings.contains { simple.hasSuffix($0) } }
        var result: Set<ClassNameCue> = []
        if ends("Pager", "Pager2"), !simple.contains("Tab"), !simple.contains("Title") { result.insert(.pager) }
        if ends("Indicator", "PageControl") { result.insert(.pageIndicator) }
        if ends("Toolbar") { result.insert(.toolbar) }
        let navigation = [
            "BottomNavigationView", "NavigationBarView", "BottomNavigation", "NavigationRailView", "BottomBar",
        ]
        if navigation.contains(where: { simple.hasSuffix($0) }) { result.insert(.navigationBar) }
        if result.contains(.navigationBar)
            || ends(
                "TabLayout", "TabWidget", "TabStrip", "TabBar", "TabRow", "TabHost", "SegmentedControl",
                "PageIndicator",
                "PageControl")
        {
            result.insert(.tabStrip)
        }
        if ["$Tab", "TabView", "TabItem", "NavigationItemView", "NavigationBarItemView"].contains(where: {
            className.contains($0)
        }) {
            result.insert(.tabItem)
        }
        if ends("Workspace", "PagedView", "ScreenView", "Hotseat", "CellLayout") { result.insert(.launcher) }
        if ends("ChipGroup") { result.insert(.chipGroup) }
        if ends("Chip") { result.insert(.chip) }
        let lowered = simple.lowercased()
        if lowered.contains("pageindicator") || lowered.contains("dotsindicator")
            || lowered.contains("circleindicator") || lowered.hasSuffix("dots")
        {
            result.insert(.dots)
        }
        return result
    }

    /// Whether the class name carries this cue.
    ///
    /// - Complexity: O(length of the name).
    public func isCarried(by className: String) -> Bool { Self.cues(of: className).contains(self) }
}
