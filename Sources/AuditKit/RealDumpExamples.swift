import AccessibilityTree

/// Rows transcribed from real apps' dumps that an earlier detector took for carousels (issue 10),
/// for the rules' non-triggering examples: the class names, bounds, texts and flags of the
/// containers and their items as the dumps give them, nothing else.
///
/// Sources (Apache-2.0):
/// - Google Play Store, Games tab: ldi-github/shirates-core@ccd4352204579fe67fea945785893d55009faf72
///   `src/test/kotlin/shirates/core/testdata/XmlDataAndroid.kt` (`PlayStoreGamesScreen`), 1080 x 2088 px.
/// - Douyin profile: zhuxuezhe16/DouYin-Helper@7b670b373f03aa7494c7122c48c5e9ac887e678c `uidump.xml`,
///   1080 x 2032 px.
enum RealDumpExamples {
    /// Every transcribed row, one screen each.
    static var nonCarouselRows: [RuleExample] { [playStoreTabsExample, douyinTabsExample, screenPagerExample] }

    /// The Play Store's hand-built tab strip and its bottom bar.
    static var playStoreTabsExample: RuleExample {
        RuleExample(
            "real dump (Play Store Games, shirates-core): a scrollable strip of text tabs, one selected, and "
                + "the bottom navigation bar: tabs and navigation, not carousels",
            playStoreTabsAndBottomBar)
    }

    /// Douyin's `ActionBar$Tab` strip.
    static var douyinTabsExample: RuleExample {
        RuleExample(
            "real dump (Douyin profile, DouYin-Helper): a HorizontalScrollView of ActionBar$Tab tabs: tabs, not "
                + "a carousel, never \"make it a Button\"",
            douyinActionBarTabs)
    }

    /// The Play Store's screen pager.
    static var screenPagerExample: RuleExample {
        RuleExample(
            "real dump (Play Store Games, shirates-core): a ViewPager covering the screen under the tab strip: "
                + "a screen pager, not a carousel",
            playStoreScreenPager)
    }

    private static func node(
        _ id: String, _ className: String, _ bounds: (Double, Double, Double, Double), text: String? = nil,
        clickable: Bool = false, selected: Bool = false, scrollable: Bool = false,
        children: [AccessibilityElement] = []
    ) -> AccessibilityElement {
        var element = AccessibilityElement(
            id: ElementID(id), label: text, role: ElementRole(androidClassName: className), className: className,
            frame: ScreenRect(left: bounds.0, top: bounds.1, right: bounds.2, bottom: bounds.3), isClickable: clickable,
            isFocusable: clickable, isScrollable: scrollable, children: children)
        element.isSelected = selected
        return element
    }

    private static func screen(_ width: Double, _ height: Double, _ elements: [AccessibilityElement])
        -> AccessibilityScreen
    {
        AccessibilityScreen(
            platform: .android, name: "Example", size: ScreenSize(width: width, height: height),
            unit: .pixels(density: nil),
            roots: [node("window", "android.widget.FrameLayout", (0, 0, width, height), children: elements)])
    }

    /// Play Store: the tab strip (HorizontalScrollView [0,220][1080,352]) and the bottom bar
    /// (LinearLayout [0,1934][1080,2088]).
    static var playStoreTabsAndBottomBar: AccessibilityScreen {
        let tabs = [("For you", 66.0, 342.0), ("Top charts", 342, 675), ("New", 675, 891), ("Events", 891, 1080)]
        let strip = node(
            "tabs", "android.widget.HorizontalScrollView", (0, 220, 1080, 352),
            children: [
                node(
                    "tabs.row", "android.widget.LinearLayout", (0, 220, 1080, 352),
                    children: tabs.enumerated().map { index, tab in
                        node(
                            "tab\(index)", "android.widget.TextView", (tab.1, 220, tab.2, 352), text: tab.0,
                            clickable: true, selected: index == 0)
                    })
            ])
        let destinations = ["Games", "Apps", "Books", "Movies & TV"]
        let bar = node(
            "bar", "android.widget.LinearLayout", (0, 1934, 1080, 2088),
            children: destinations.enumerated().map { index, name in
                let left = Double(index) * 270
                return node(
                    "bar\(index)", "android.widget.LinearLayout", (left, 1934, left + 270, 2088), clickable: true,
                    selected: index == 0,
                    children: [
                        node("bar\(index).icon", "android.widget.ImageView", (left + 102, 1953, left + 168, 2019)),
                        node(
                            "bar\(index).text", "android.widget.TextView", (left + 68, 2019, left + 201, 2068),
                            text: name),
                    ])
            })
        return screen(1080, 2088, [strip, bar])
    }

    /// Douyin: HorizontalScrollView [0,1142][1080,1262] of three `ActionBar$Tab`s.
    static var douyinActionBarTabs: AccessibilityScreen {
        let tabs = [("作品 4", 48.0, 376.0), ("动态 4", 376, 704), ("喜欢 886", 704, 1032)]
        let strip = node(
            "tabs", "android.widget.HorizontalScrollView", (0, 1142, 1080, 1262),
            children: [
                node(
                    "tabs.row", "android.widget.LinearLayout", (0, 1142, 1080, 1262),
                    children: tabs.enumerated().map { index, tab in
                        node(
                            "tab\(index)", "android.support.v7.app.ActionBar$Tab", (tab.1, 1142, tab.2, 1262),
                            clickable: true, selected: index == 0,
                            children: [
                                node(
                                    "tab\(index).text", "android.widget.TextView",
                                    (tab.1 + 101, 1172, tab.2 - 101, 1233),
                                    text: tab.0, selected: index == 0)
                            ])
                    })
            ])
        return screen(1080, 2032, [strip])
    }

    /// Play Store: the ViewPager [0,66][1080,1931] whose page is the Games tab's content.
    static var playStoreScreenPager: AccessibilityScreen {
        let page = node(
            "page", "android.widget.FrameLayout", (0, 66, 1080, 1931),
            children: [
                node(
                    "page.list", "android.support.v7.widget.RecyclerView", (0, 66, 1080, 1931), scrollable: true,
                    children: [
                        node("row0", "android.widget.RelativeLayout", (0, 352, 1080, 805), clickable: true),
                        node("row1", "android.widget.LinearLayout", (0, 805, 1080, 1534), clickable: true),
                    ])
            ])
        return screen(
            1080, 2088, [node("pager", "androidx.viewpager.widget.ViewPager", (0, 66, 1080, 1931), children: [page])])
    }
}
