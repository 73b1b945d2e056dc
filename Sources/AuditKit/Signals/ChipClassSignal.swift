import AccessibilityTree

/// `chip-class`: a Material `ChipGroup`, or items half of which are `Chip`s.
struct ChipClassSignal: ContainerSignal {
    var identifier: String { "chip-class" }
    var rationale: String {
        "Material's Chip and ChipGroup (material-components-android, Chip.java: a checkable compound button): "
            + "filters or choices, not cards."
    }
    var category: ContainerCategory { .chips }
    var kind: SignalKind { .kind }
    var weight: Double { 170 }

    var triggeringExamples: [SignalExample] {
        let chips = SignalExampleScreens.row(
            "chips", className: "com.google.android.material.chip.ChipGroup", top: 400, height: 84,
            items: SignalExampleScreens.items(
                4, prefix: "chip", className: "com.google.android.material.chip.Chip", top: 400, width: 220, height: 84,
                texts: ["All", "Music", "Podcasts", "News"], image: false))
        return [SignalExample("a ChipGroup", SignalExampleScreens.screen(chips), container: "chips")]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        if WidgetClassNames.isChipGroup(subject.className) { return "class \(subject.className): chips" }
        let chips = subject.items.filter { WidgetClassNames.isChip($0.simpleClassName ?? "") }
        guard !chips.isEmpty, chips.count * 2 >= subject.items.count else { return nil }
        return "class \(chips[0].simpleClassName ?? "Chip"): chips"
    }
}
