import AccessibilityTree

/// The class-name readings the carousel signals make, in one place: the wording cues come from
/// AccessibilityTree's ``ClassNameCue`` table; the few this file still spells out are the
/// signals' own (a tab container that is not a page indicator, the exact UIKit and XCUITest
/// names) and are the ones to move into that table next.
///
/// Names come from the platforms' references: Android's `android.widget` and Material
/// components (`TabLayout`, `BottomNavigationView`, `NavigationBarView`, `ChipGroup`, `Chip`),
/// AndroidX (`ViewPager`, `RecyclerView`), AOSP Launcher3 (`Workspace`, `PagedView`, `Hotseat`,
/// `CellLayout`), UIKit (`UITabBar`, `UISegmentedControl`, `UIPageControl`) and XCUITest's
/// `XCUIElementType` names.
enum WidgetClassNames {
    /// The wording by which the class is a tab container (a tab strip, tab bar, segmented control
    /// or navigation bar, but not a page indicator, which the page-indicator signal reads
    /// instead), for the evidence sentence; `nil` when it is not one.
    static func tabContainerKind(_ name: String) -> String? {
        let cues = ClassNameCue.cues(of: name)
        if cues.contains(.navigationBar) { return "navigation bar" }
        if cues.contains(.tabStrip), !cues.contains(.pageIndicator) { return "tab strip" }
        return nil
    }

    /// Whether the class is a bottom navigation bar or navigation rail (``ClassNameCue/navigationBar``).
    static func isBottomNavigation(_ name: String) -> Bool { ClassNameCue.navigationBar.isCarried(by: name) }

    /// Whether the class names a tab item (`ActionBar$Tab`, `TabLayout$TabView`).
    static func isTabItem(_ name: String) -> Bool { ClassNameCue.tabItem.isCarried(by: name) }

    /// Whether the class is a tab bar by its UIKit or XCUITest name.
    static func isIOSTabBar(_ name: String) -> Bool {
        ["UITabBar", "XCUIElementTypeTabBar"].contains(name)
    }

    /// Whether the class is a segmented control by its UIKit or XCUITest name.
    static func isIOSSegmentedControl(_ name: String) -> Bool {
        ["XCUIElementTypeSegmentedControl", "UISegmentedControl"].contains(name)
    }

    /// Whether the class is one of Launcher3's (or MIUI's) home-screen pages or dock.
    static func isLauncher(_ name: String) -> Bool { ClassNameCue.launcher.isCarried(by: name) }

    /// Whether the class is a Material `ChipGroup`.
    static func isChipGroup(_ name: String) -> Bool { ClassNameCue.chipGroup.isCarried(by: name) }

    /// Whether the class is a Material `Chip`.
    static func isChip(_ name: String) -> Bool { ClassNameCue.chip.isCarried(by: name) }

    /// Whether the class is a page indicator: UIKit's and XCUITest's, or named like page dots
    /// (``ClassNameCue/dots``: `…PageIndicator`, `…DotsIndicator`, `…CircleIndicator`, `…Dots`).
    static func isPageIndicator(_ name: String) -> Bool {
        name == "XCUIElementTypePageIndicator" || name == "UIPageControl" || ClassNameCue.dots.isCarried(by: name)
    }

    /// Whether the class is Android's `HorizontalScrollView`.
    static func isHorizontalScrollView(_ name: String) -> Bool { name == "HorizontalScrollView" }

    /// The platform class the name is, or most likely extends (``WidgetClass/init(lookalike:)``).
    private static func widget(_ name: String) -> WidgetClass? { WidgetClass(lookalike: name) }

    /// Whether the class is a `RecyclerView` (AndroidX's or the support library's), a subclass
    /// the table knows (Leanback's grids), or an app's class named after one.
    static func isRecyclerView(_ name: String) -> Bool {
        widget(name)?.isKind(ofAny: [.recyclerView, .supportRecyclerView]) ?? false
    }

    /// Whether the class is AndroidX Leanback's `HorizontalGridView` (or the support library's),
    /// the row of an Android TV browse or details screen.
    static func isLeanbackRow(_ name: String) -> Bool { widget(name)?.isKind(of: .leanbackHorizontalGridView) ?? false }

    /// Whether the class is Android's `GridView`, or reports itself as one (AndroidX's
    /// GridLayoutManager names its RecyclerView so, in either orientation).
    static func isGridView(_ name: String) -> Bool { widget(name)?.isKind(of: .gridView) ?? false }

    /// Whether the class is an `ImageButton` (which has no visible text of its own).
    static func isImageButton(_ name: String) -> Bool { widget(name)?.isKind(of: .imageButton) ?? false }

    /// Whether the class is a static text by its XCUITest name.
    static func isIOSStaticText(_ name: String) -> Bool { name == "XCUIElementTypeStaticText" }
}
