import AccessibilityTree

/// `pager-widget`: a pager widget, which pages sideways.
struct PagerWidgetSignal: ContainerSignal {
    var identifier: String { "pager-widget" }
    var rationale: String {
        "Android's ViewPager and ViewPager2, Compose's HorizontalPager (role pager): they page sideways, so "
            + "they may hold pages the screen does not show."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a ViewPager of banners", SignalExampleScreens.screen(PagedContainerSignal.bannerPager),
                container: "banners")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a Material tab strip", SignalExampleScreens.screen(SignalExampleScreens.tabStrip()), container: "tabs")
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.isPager else { return nil }
        return "a pager (\(subject.container.simpleClassName ?? "role pager")) of content pages"
    }
}
