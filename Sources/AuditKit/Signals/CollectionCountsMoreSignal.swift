import AccessibilityTree

/// `collection-counts-more`: the app's collection info counts more items than the dump shows.
struct CollectionCountsMoreSignal: ContainerSignal {
    var identifier: String { "collection-counts-more" }
    var rationale: String {
        "Android's CollectionInfo (AccessibilityNodeInfo.CollectionInfo) as the app reports it counts every "
            + "item, shown or not; more than the dump holds means items lie off screen. Collection info an "
            + "importer inferred (CollectionInfo.isInferred) says nothing of the kind."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a RecyclerView reporting 10 columns", SignalExampleScreens.screen(CollectionCountsMoreSignal.example),
                container: "shelf")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a Material tab strip", SignalExampleScreens.screen(SignalExampleScreens.tabStrip()), container: "tabs")
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.collectionCountsMore else { return nil }
        return "its collection info counts more items than the dump shows"
    }
}

extension CollectionCountsMoreSignal {
    /// A RecyclerView of three cards that fit, reporting ten columns.
    static var example: AccessibilityElement {
        var shelf = SignalExampleScreens.row(
            "shelf", className: "androidx.recyclerview.widget.RecyclerView", height: 500,
            items: SignalExampleScreens.items(
                3, prefix: "card", width: 300, height: 500, texts: SignalExampleScreens.storyTitles))
        shelf.collectionInfo = CollectionInfo(rowCount: 1, columnCount: 10)
        return shelf
    }
}
