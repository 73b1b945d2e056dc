import AccessibilityTree

/// `verb-labelled-items`: a few small items, half of them named by an action verb: an action row.
struct VerbLabelledItemsSignal: ContainerSignal {
    var identifier: String { "verb-labelled-items" }
    var rationale: String {
        "Buttons are named for their action (Apple's Human Interface Guidelines, Buttons: \"start with a verb\"; "
            + "Material: a button's label describes the action): Like, Share, Save beside a post act on it."
    }
    var category: ContainerCategory { .actionRow }
    var kind: SignalKind { .kind }
    var weight: Double { 105 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("tallest item", ContainerSubject.smallItemHeight, "pt/dp"),
            SignalThreshold("items", 6, "at most"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        let actions = SignalExampleScreens.row(
            "actions", className: "android.widget.LinearLayout", top: 1400, height: 126,
            items: SignalExampleScreens.items(
                3, prefix: "action", top: 1400, width: 300, height: 126, texts: ["Like", "Comment", "Share"],
                image: false))
        return [SignalExample("Like, Comment, Share", SignalExampleScreens.screen(actions), container: "actions")]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard subject.isSmallItemRow, facts.count <= 6, facts.verbs.count * 2 >= facts.count else { return nil }
        return "every item is at most \(facts.describe(facts.maxHeight)) tall (content cards are taller); "
            + "labels start with verbs (\(facts.verbs.prefix(3).joined(separator: ", "))): actions on the content around them"
    }
}
