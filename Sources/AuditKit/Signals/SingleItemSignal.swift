import AccessibilityTree

/// `single-item`: the container holds one item (or none): a carousel only with content evidence.
struct SingleItemSignal: ContainerSignal {
    var identifier: String { "single-item" }
    var rationale: String {
        "A carousel is a row of several cards. A scroller around one view (a long number, a wide table) or a "
            + "pager holding one card shows no second item; only the app's own statement of more items "
            + "(a page position, collection info) makes it a carousel."
    }
    var category: ContainerCategory { .other }
    var kind: SignalKind { .demandsContent }
    var weight: Double { 0 }
    var thresholds: [SignalThreshold] { [SignalThreshold("most items", 1, "items")] }

    var triggeringExamples: [SignalExample] { Array(AlikeCardsSignal().nonTriggeringExamples.prefix(1)) }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.items.count <= 1 else { return nil }
        return subject.items.isEmpty ? "it holds no item" : "it holds one item: no row of cards"
    }
}
