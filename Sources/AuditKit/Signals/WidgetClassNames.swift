import AccessibilityTree

/// The platform widget classes the carousel signals recognise, by simple class name: the one
/// place the detector and its signals match class names, so that a typed table of widget classes
/// (`WidgetClass` in AccessibilityTree, being built on another branch) can replace it in one edit.
///
/// Names come from the platforms' references: Android's `android.widget` and Material
/// components (`TabLayout`, `BottomNavigationView`, `NavigationBarView`, `ChipGroup`, `Chip`),
/// AndroidX (`ViewPager`, `ViewPager2`, `RecyclerView`), AOSP Launcher3 (`Workspace`,
/// `PagedView`, `Hotseat`, `CellLayout`), UIKit (`UITabBar`, `UISegmentedControl`,
/// `UIPageControl`, `UICollectionView`) and XCUITest's `XCUIElementType` names.
enum WidgetClassNames {
    /// Tab strips, tab bars, segmented controls and navigation bars, by suffix.
    static let tabContainerSuffixes = [
        "TabLayout", "TabWidget", "TabStrip", "TabBar", "TabRow", "TabHost", "SegmentedControl",
        "BottomNavigationView", "NavigationBarView", "BottomNavigation", "NavigationRailView", "BottomBar",
    ]
    /// Bottom navigation bars, by suffix.
    static let bottomNavigationSuffixes = [
        "BottomNavigationView", "NavigationBarView", "BottomNavigation", "BottomBar",
    ]
    /// Tab items, by part of the class name (`ActionBar$Tab`, `TabLayout$TabView`).
    static let tabItemMarkers = ["$Tab", "TabView", "NavigationItemView", "NavigationBarItemView", "TabItem"]
    /// Launcher3's home-screen pages and dock.
    static let launcherSuffixes = ["Workspace", "PagedView", "ScreenView", "Hotseat", "CellLayout"]
    /// Collections whose children are items: UIKit, XCUITest, idb (UIA), AXe and Android's.
    static let collectionClasses: Set<String> = [
        "UICollectionView", "XCUIElementTypeCollectionView", "UIACollectionView", "CollectionView", "RecyclerView",
    ]
    /// iOS scroll views by their names in WebDriverAgent, UIKit, idb (UIA) and AXe dumps.
    static let iOSScrollClasses: Set<String> = [
        "XCUIElementTypeScrollView", "UIScrollView", "UIAScrollView", "ScrollView",
    ]

    /// Whether the class is a tab strip, tab bar, segmented control or navigation bar.
    static func isTabContainer(_ name: String) -> Bool {
        tabContainerSuffixes.contains { name.hasSuffix($0) }
    }

    /// The suffix by which the class is a tab container, if it is one.
    static func tabContainerSuffix(_ name: String) -> String? {
        tabContainerSuffixes.first { name.hasSuffix($0) }
    }

    /// Whether the class is a bottom navigation bar.
    static func isBottomNavigation(_ name: String) -> Bool {
        bottomNavigationSuffixes.contains { name.hasSuffix($0) }
    }

    /// Whether the class names a tab item.
    static func isTabItem(_ name: String) -> Bool {
        tabItemMarkers.contains { name.contains($0) }
    }

    /// Whether the class is a tab bar or segmented control by its UIKit or XCUITest name.
    static func isIOSTabBar(_ name: String) -> Bool {
        ["UITabBar", "XCUIElementTypeTabBar"].contains(name)
    }

    /// Whether the class is a segmented control by its UIKit or XCUITest name.
    static func isIOSSegmentedControl(_ name: String) -> Bool {
        ["XCUIElementTypeSegmentedControl", "UISegmentedControl"].contains(name)
    }

    /// Whether the class is one of Launcher3's (or MIUI's) home-screen pages or dock.
    static func isLauncher(_ name: String) -> Bool {
        launcherSuffixes.contains { name.hasSuffix($0) }
    }

    /// Whether the class is a Material `ChipGroup`.
    static func isChipGroup(_ name: String) -> Bool { name.hasSuffix("ChipGroup") }

    /// Whether the class is a Material `Chip`.
    static func isChip(_ name: String) -> Bool { name.hasSuffix("Chip") }

    /// Whether the class is a page indicator: UIKit's and XCUITest's, or a library's
    /// `…PageIndicator`, `…DotsIndicator`, `…CircleIndicator`, `…Dots`.
    static func isPageIndicator(_ name: String) -> Bool {
        if name == "XCUIElementTypePageIndicator" || name == "UIPageControl" { return true }
        let lowered = name.lowercased()
        return lowered.contains("pageindicator") || lowered.contains("dotsindicator") || lowered.hasSuffix("dots")
            || lowered.contains("circleindicator")
    }

    /// A class whose simple name ends with "Pager" or "Pager2" (ViewPager, ViewPager2,
    /// HorizontalPager, a library's LoopingViewPager), but not a pager's title or tab strip.
    static func isPager(_ name: String) -> Bool {
        (name.hasSuffix("Pager") || name.hasSuffix("Pager2")) && !name.contains("Tab") && !name.contains("Title")
    }

    /// Whether the class ends with "Indicator" or "PageControl".
    static func isIndicatorOrPageControl(_ name: String) -> Bool {
        name.hasSuffix("Indicator") || name.hasSuffix("PageControl")
    }

    /// Whether the class is Android's `HorizontalScrollView`.
    static func isHorizontalScrollView(_ name: String) -> Bool { name == "HorizontalScrollView" }

    /// Whether the class is AndroidX's `RecyclerView` or a subclass named after it.
    static func isRecyclerView(_ name: String) -> Bool { name.hasSuffix("RecyclerView") }

    /// Whether the class is an `ImageButton` (which has no visible text of its own).
    static func isImageButton(_ name: String) -> Bool { name.hasSuffix("ImageButton") }

    /// Whether the class is a toolbar (UIKit's `UIToolbar`, Android's `Toolbar`).
    static func isToolbar(_ name: String) -> Bool { name.hasSuffix("Toolbar") }

    /// Whether the class names a tab strip, tab bar, segmented control or page indicator (found so
    /// it is told apart from a carousel).
    static func isTabOrIndicatorContainer(_ name: String) -> Bool {
        let suffixes = [
            "TabLayout", "TabWidget", "TabStrip", "TabBar", "TabRow", "SegmentedControl", "BottomNavigationView",
            "NavigationBarView", "PageIndicator", "PageControl",
        ]
        return suffixes.contains { name.hasSuffix($0) }
    }

    /// Classes that scroll only vertically (or hold a web page), on each platform: an iOS
    /// `ScrollView` (AXe's name for a scroll view) may scroll sideways; Android's may not.
    static func isVertical(_ name: String, on platform: Platform) -> Bool {
        switch platform {
        case .android:
            // GridView and ListView are AbsListViews, which scroll only vertically.
            return ["ScrollView", "NestedScrollView", "ListView", "GridView", "WebView"].contains(name)
        case .iOS:
            return [
                "XCUIElementTypeTable", "UITableView", "UIATableView", "Table", "XCUIElementTypeWebView", "WKWebView",
                "UIAWebView", "WebView",
            ].contains(name)
        }
    }

    /// Whether the class is a static text by its XCUITest name.
    static func isIOSStaticText(_ name: String) -> Bool { name == "XCUIElementTypeStaticText" }
}
