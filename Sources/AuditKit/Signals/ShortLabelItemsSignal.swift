import AccessibilityTree

/// `short-label-items`: small items, each a short single-line label: chips or filters.
struct ShortLabelItemsSignal: ContainerSignal {
    var identifier: String { "short-label-items" }
    var rationale: String {
        "Chips and filter pills are one short line (Material's chip: 32 dp, a label of a few words); a content "
            + "card is taller and carries a title and more."
    }
    var category: ContainerCategory { .chips }
    var kind: SignalKind { .kind }
    var weight: Double { 95 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("tallest item", ContainerSubject.smallItemHeight, "pt/dp"),
            SignalThreshold("longest label", 24, "characters"), SignalThreshold("most words", 3, "words"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        let pills = SignalExampleScreens.row(
            "pills", className: "android.widget.LinearLayout", top: 400, height: 84,
            items: SignalExampleScreens.items(
                4, prefix: "pill", top: 400, width: 220, height: 84, texts: ["All", "Music", "Podcasts", "News"],
                image: false))
        return [SignalExample("four one-word pills", SignalExampleScreens.screen(pills), container: "pills")]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard subject.isSmallItemRow, !subject.isRowOfSmallImagesRunningOff, facts.shortText == facts.count else {
            return nil
        }
        return "every item is at most \(facts.describe(facts.maxHeight)) tall (content cards are taller); "
            + "every item is a short single-line label: chips or filters"
    }
}
