import AccessibilityTree

/// `scrollable-pager`: an Android pager the platform reports scrollable has more than one page.
struct ScrollablePagerSignal: ContainerSignal {
    var identifier: String { "scrollable-pager" }
    var rationale: String {
        "AndroidX ViewPager reports itself scrollable only when its adapter holds more than one page "
            + "(androidx/androidx @ 03a0e5bd, viewpager/src/main/java/androidx/viewpager/widget/ViewPager.java, "
            + "MyAccessibilityDelegate.onInitializeAccessibilityNodeInfo: setScrollable(canScroll()), canScroll(): "
            + "mAdapter.getCount() > 1); ViewPager2 and Compose's HorizontalPager are scrollable only while they "
            + "can scroll. So a pager showing one page but marked scrollable states that it has more: a pager "
            + "holding one card is not."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .moreItems }
    var weight: Double { 5 }

    var triggeringExamples: [SignalExample] {
        var pager = Self.singleBanner
        pager.isScrollable = true
        return [
            SignalExample(
                "a scrollable ViewPager showing one banner", SignalExampleScreens.screen(pager), container: "banner")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a ViewPager holding one card, not scrollable", SignalExampleScreens.screen(Self.singleBanner),
                container: "banner")
        ]
    }

    /// A ViewPager 381 dp wide showing one banner.
    static var singleBanner: AccessibilityElement {
        SignalExampleScreens.row(
            "banner", className: "androidx.viewpager.widget.ViewPager", top: 600, height: 500,
            items: SignalExampleScreens.items(
                1, prefix: "page", left: 40, top: 600, width: 1000, height: 500, texts: ["Summer sale"]))
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.metrics.platform == .android, subject.isPager, subject.container.isScrollable else { return nil }
        return "the pager is scrollable: Android marks a pager so only when it has more than one page"
    }
}
