import AccessibilityTree

/// `stated-more-items`: the app states there are more items than one: a page position, or
/// reported collection info counting more than the dump shows.
struct StatedMoreItemsSignal: ContainerSignal {
    var identifier: String { "stated-more-items" }
    var rationale: String {
        "The app itself says the container holds several items: a page position (\"page 1 of 3\") in its "
            + "content, or collection info it reported (not one an importer inferred) counting more items than "
            + "the dump holds, as a pager showing one banner and keeping the others off screen does."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .moreItems }
    var weight: Double { 5 }

    /// One example per way the app states it: the page signal's banners and the collection
    /// signal's shelf, whose evidence this signal unites.
    var triggeringExamples: [SignalExample] {
        PagePositionTextSignal().triggeringExamples + CollectionCountsMoreSignal().triggeringExamples
    }

    var nonTriggeringExamples: [SignalExample] {
        var inferred = CollectionCountsMoreSignal.example
        inferred.collectionInfo?.isInferred = true
        return [
            SignalExample(
                "a Material tab strip", SignalExampleScreens.screen(SignalExampleScreens.tabStrip()), container: "tabs"),
            SignalExample(
                "the same shelf whose ten columns an importer inferred", SignalExampleScreens.screen(inferred),
                container: "shelf"),
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        if let text = subject.facts.pageText { return "its content says \"\(text)\": the app states it has pages" }
        guard subject.collectionCountsMore else { return nil }
        return "its collection info counts more items than the dump shows: the app states it has more"
    }
}
