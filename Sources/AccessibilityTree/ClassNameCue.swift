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
    /// A tab strip, tab bar, segmented control, bottom navigation or page indicator row: ends in
    /// "TabLayout", "TabWidget", "TabStrip", "TabBar", "TabRow", "SegmentedControl",
    /// "BottomNavigationView", "NavigationBarView", "PageIndicator" or "PageControl".
    case tabStrip
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
        if ends(
            "TabLayout", "TabWidget", "TabStrip", "TabBar", "TabRow", "SegmentedControl", "BottomNavigationView",
            "NavigationBarView", "PageIndicator", "PageControl")
        {
            result.insert(.tabStrip)
        }
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
