/// What a horizontal container is for, as ``HorizontalContainerClassifier`` decides it.
///
/// Only a ``contentCarousel`` gets the carousel rules; the other kinds are rows a screen-reader
/// user reads or operates item by item, and each has its own platform idiom (a tab strip is
/// announced as tabs, a chip row as check boxes or toggles).
public enum ContainerCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// A row or pager of content cards a reader may want to skip: related stories, shelves,
    /// featured banners, stories rows.
    case contentCarousel = "content-carousel"
    /// A tab strip or segmented control: its items switch the content below it.
    case tabs
    /// A bottom navigation bar (BottomNavigationView, NavigationBarView, an iOS tab bar at the
    /// bottom of the screen): the app's top-level destinations.
    case bottomNavigation = "bottom-navigation"
    /// A row of chips or filters: short, single-line items that are toggled or picked.
    case chips
    /// A pager covering most of the window: its page is the app's main content, not a block to skip.
    case screenPager = "screen-pager"
    /// A few small buttons acting on the content around them (Like, Share, Save).
    case actionRow = "action-row"
    /// Page-indicator dots: tiny items, often unlabelled or disabled, showing a pager's position.
    case pageDots = "page-dots"
    /// A horizontal container that is none of the above (a toolbar, a fixed row of icons).
    case other

    /// A phrase for reports ("content carousel", "page dots").
    public var phrase: String { rawValue.replacingOccurrences(of: "-", with: " ") }

    /// The category a hand label names, accepting spaces, hyphens, underscores and case
    /// ("Content carousel", "content_carousel", "screen-pager"), plural or singular, and a few
    /// synonyms ("carousel", "tab", "chip", "filters", "bottom nav", "dots", "pager").
    ///
    /// - Returns: `nil` for a label that names no category.
    public init?(label: String) {
        let key = label.lowercased().filter(\.isLetter)
        let synonyms: [String: ContainerCategory] = [
            "contentcarousel": .contentCarousel, "carousel": .contentCarousel, "content": .contentCarousel,
            "tabs": .tabs, "tab": .tabs, "tabstrip": .tabs, "segmentedcontrol": .tabs, "tabbar": .tabs,
            "bottomnavigation": .bottomNavigation, "bottomnav": .bottomNavigation, "navigation": .bottomNavigation,
            "navigationbar": .bottomNavigation, "chips": .chips, "chip": .chips, "filters": .chips,
            "filter": .chips, "chipsfilters": .chips, "screenpager": .screenPager, "pager": .screenPager,
            "actionrow": .actionRow, "actions": .actionRow, "pagedots": .pageDots, "dots": .pageDots,
            "pageindicator": .pageDots, "other": .other,
        ]
        guard let category = synonyms[key] else { return nil }
        self = category
    }
}
