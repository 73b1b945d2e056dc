import AccessibilityTree

/// `checkable-small-items`: small items, half of them checkable: filter chips.
struct CheckableSmallItemsSignal: ContainerSignal {
    var identifier: String { "checkable-small-items" }
    var rationale: String {
        "Filter chips are checkable (Material's Chip is a CompoundButton; Compose's FilterChip has a selected "
            + "state) and 32 dp tall; a content card is taller than 56 dp and is not checked."
    }
    var category: ContainerCategory { .chips }
    var kind: SignalKind { .kind }
    var weight: Double { 110 }
    var thresholds: [SignalThreshold] { [SignalThreshold("tallest item", ContainerSubject.smallItemHeight, "pt/dp")] }

    var triggeringExamples: [SignalExample] {
        let chips = SignalExampleScreens.row(
            "filters", className: "android.widget.LinearLayout", top: 400, height: 84,
            items: SignalExampleScreens.items(
                4, prefix: "filter", top: 400, width: 220, height: 84,
                texts: ["Open now", "Nearby", "Top rated", "Cheap"],
                image: false, checkable: true))
        // Compose reports a chip's node unclipped: its touch area reaches past the row above and
        // below, and the row shows only its own height of it.
        let toggles = SignalExampleScreens.row(
            "toggles", className: "android.view.View", top: 1_000, height: 120, scrollable: true,
            items: SignalExampleScreens.items(
                2, prefix: "toggle", className: "android.view.View", top: 933, width: 420, height: 255,
                texts: ["Deep think", "Search"], image: false, checkable: true))
        return [
            SignalExample("four checkable 32 dp items", SignalExampleScreens.screen(chips), container: "filters"),
            SignalExample(
                "two checkable Compose toggles whose nodes reach past their 46 dp row",
                SignalExampleScreens.screen(toggles), container: "toggles"),
        ]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard subject.isSmallItemRow, facts.checkable * 2 >= facts.count else { return nil }
        return "every item is at most \(facts.describe(facts.maxHeight)) tall (content cards are taller); "
            + "\(facts.checkable) of \(facts.count) items are checkable: filter chips"
    }
}
