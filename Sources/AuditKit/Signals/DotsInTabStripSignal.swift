import AccessibilityTree

/// `dots-in-tab-strip`: a tab widget whose items are dot-sized is a pager's indicator.
struct DotsInTabStripSignal: ContainerSignal {
    var identifier: String { "dots-in-tab-strip" }
    var rationale: String {
        "A TabLayout is often set up as a ViewPager's indicator (TabLayout.setupWithViewPager with dot "
            + "drawables): tabs no bigger than a dot are page dots, not tabs."
    }
    var category: ContainerCategory { .pageDots }
    var kind: SignalKind { .kind }
    var weight: Double { 300 }
    var thresholds: [SignalThreshold] { [SignalThreshold("largest side of a dot", ContainerFacts.dotSide, "pt/dp")] }

    var triggeringExamples: [SignalExample] {
        let dots = SignalExampleScreens.row(
            "dots", className: "com.google.android.material.tabs.TabLayout", top: 1200, height: 40, left: 480,
            width: 120,
            items: SignalExampleScreens.items(
                3, prefix: "dot", left: 480, top: 1200, width: 26, height: 26, gap: 21, image: false))
        return [SignalExample("a TabLayout of three 10 dp dots", SignalExampleScreens.screen(dots), container: "dots")]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a TabLayout of text tabs", SignalExampleScreens.screen(SignalExampleScreens.tabStrip()),
                container: "tabs")
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard facts.tabEvidence != nil, facts.count >= 2, facts.maxSide <= ContainerFacts.dotSide else { return nil }
        return "its \(facts.count) items are at most \(facts.describe(facts.maxSide)): indicator dots"
    }
}
