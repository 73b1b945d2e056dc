import AccessibilityTree

/// `recycler-of-four`: an Android horizontal RecyclerView of four or more cards.
struct RecyclerOfFourSignal: ContainerSignal {
    var identifier: String { "recycler-of-four" }
    var rationale: String {
        "uiautomator leaves out the items a RecyclerView has scrolled out of view (it recycles their views), "
            + "so a horizontal shelf of four or more that fits the screen may still scroll."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a RecyclerView of four small cards that fit",
                SignalExampleScreens.screen(RecyclerOfFourSignal.example), container: "shelf")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a Material tab strip", SignalExampleScreens.screen(SignalExampleScreens.tabStrip()), container: "tabs")
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard subject.metrics.platform == .android, WidgetClassNames.isRecyclerView(subject.className), facts.count >= 4
        else { return nil }
        return "a horizontal RecyclerView of \(facts.count) cards: Android dumps leave out the items scrolled out "
            + "of view, so a shelf that fits may still scroll"
    }
}

extension RecyclerOfFourSignal {
    /// A RecyclerView of four 84 dp cards that fit on the screen.
    static var example: AccessibilityElement {
        SignalExampleScreens.row(
            "shelf", className: "androidx.recyclerview.widget.RecyclerView", height: 400,
            items: SignalExampleScreens.items(
                4, prefix: "card", width: 220, height: 400, gap: 30, texts: SignalExampleScreens.storyTitles))
    }
}
