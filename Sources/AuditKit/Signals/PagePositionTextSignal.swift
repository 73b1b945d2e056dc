import AccessibilityTree

/// `page-position-text`: its content says "page x of y".
struct PagePositionTextSignal: ContainerSignal {
    var identifier: String { "page-position-text" }
    var rationale: String {
        "Content that states its page (\"Page 2 of 5\", in the screen's language) is paged; the vocabulary's "
            + "page templates give the words."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "banners saying \"Page 1 of 3\"", SignalExampleScreens.screen(PagePositionTextSignal.example),
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
        guard let text = subject.facts.pageText else { return nil }
        return "its content says \"\(text)\": pages of a pager"
    }
}

extension PagePositionTextSignal {
    /// A ViewPager of two banners, each saying its page.
    static var example: AccessibilityElement {
        var pages = SignalExampleScreens.items(
            2, prefix: "banner", left: 40, top: 600, width: 1000, height: 500, gap: 40,
            texts: ["Summer sale", "New arrivals"])
        for index in pages.indices { pages[index].label = "Page \(index + 1) of 3" }
        return SignalExampleScreens.row(
            "banners", className: "androidx.viewpager.widget.ViewPager", top: 600, height: 500, items: pages)
    }
}
