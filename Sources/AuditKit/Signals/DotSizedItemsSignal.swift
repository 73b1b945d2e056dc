import AccessibilityTree

/// `dot-sized-items`: three or more items no bigger than a dot are page dots.
struct DotSizedItemsSignal: ContainerSignal {
    var identifier: String { "dot-sized-items" }
    var rationale: String {
        "Page dots are 6 to 10 pt/dp (UIPageControl, Material's tab indicator dots); no content card is that "
            + "small, and a row of three or more such items is a position indicator."
    }
    var category: ContainerCategory { .pageDots }
    var kind: SignalKind { .kind }
    var weight: Double { 180 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("largest side of a dot", ContainerFacts.dotSide, "pt/dp"),
            SignalThreshold("fewest dots", 3, "items"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        let dots = SignalExampleScreens.row(
            "dots", className: "android.widget.LinearLayout", top: 1200, height: 40, left: 480, width: 120,
            items: SignalExampleScreens.items(
                3, prefix: "dot", left: 480, top: 1200, width: 26, height: 26, gap: 21, image: false))
        return [SignalExample("three 10 dp dots", SignalExampleScreens.screen(dots), container: "dots")]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard facts.count >= 3, facts.maxSide <= ContainerFacts.dotSide else { return nil }
        var sentence =
            "its \(facts.count) items are at most \(facts.describe(facts.maxSide)) on each side: indicator dots"
        if facts.unlabelled > 0 { sentence += "; \(facts.unlabelled) of them have no label" }
        if facts.disabled > 0 { sentence += "; \(facts.disabled) of them are disabled" }
        return sentence
    }
}
