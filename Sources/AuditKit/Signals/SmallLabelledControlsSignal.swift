import AccessibilityTree

/// `small-labelled-controls`: small items that all say something: controls rather than cards.
struct SmallLabelledControlsSignal: ContainerSignal {
    var identifier: String { "small-labelled-controls" }
    var rationale: String {
        "A layout fact: items no taller than a button (56 pt/dp) are controls; a content card holds an image "
            + "or several lines and is taller."
    }
    var category: ContainerCategory { .actionRow }
    var kind: SignalKind { .kind }
    var weight: Double { 90 }
    var thresholds: [SignalThreshold] { [SignalThreshold("tallest item", ContainerSubject.smallItemHeight, "pt/dp")] }

    var triggeringExamples: [SignalExample] {
        let controls = SignalExampleScreens.row(
            "controls", className: "android.widget.LinearLayout", top: 1400, height: 126,
            items: SignalExampleScreens.items(
                2, prefix: "control", top: 1400, width: 480, height: 126,
                texts: ["Sort by date, newest first", "Show only the unread ones"], image: false))
        return [
            SignalExample(
                "two 48 dp controls with long labels", SignalExampleScreens.screen(controls), container: "controls")
        ]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard subject.isSmallItemRow, !subject.isRowOfSmallImagesRunningOff, facts.unlabelled == 0 else { return nil }
        return "every item is at most \(facts.describe(facts.maxHeight)) tall (content cards are taller); "
            + "small labelled controls rather than cards"
    }
}
