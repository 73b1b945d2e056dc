import AccessibilityTree

/// `selected-tab`: exactly one of two to eight short-labelled items, all on screen, is selected.
struct SelectedTabSignal: ContainerSignal {
    var identifier: String { "selected-tab" }
    var rationale: String {
        "A tab strip marks its current tab selected (Android's View.setSelected, which TabLayout and Compose's "
            + "Tab set; UIKit's selected trait): one selected short label among a few is a tab strip even without "
            + "a tab class. Content cards are not selected."
    }
    var category: ContainerCategory { .tabs }
    var kind: SignalKind { .kind }
    var weight: Double { 130 }
    var thresholds: [SignalThreshold] { [SignalThreshold("items", 8, "at most")] }

    var triggeringExamples: [SignalExample] {
        var items = SignalExampleScreens.items(
            3, prefix: "tab", left: 0, top: 300, width: 360, height: 126, gap: 0,
            texts: ["For you", "Following", "Live"],
            image: false)
        items[0].isSelected = true
        let strip = SignalExampleScreens.row(
            "strip", className: "android.view.View", top: 300, height: 126, items: items)
        return [
            SignalExample("three labels, the first selected", SignalExampleScreens.screen(strip), container: "strip")
        ]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard facts.count >= 2, facts.count <= 8, facts.shortText == facts.count, facts.allOnScreen else { return nil }
        let selected = subject.items.filter { item in item.subtree.contains { $0.isSelected } }
        guard selected.count == 1 else { return nil }
        let notClickable =
            !selected[0].isClickable && subject.items.contains { $0.isClickable }
            ? "; the selected one is not clickable, the others are" : ""
        return "one of \(facts.count) short-labelled items is selected\(notClickable): a tab strip"
    }
}
