import AccessibilityTree

/// `full-height-items`: every item of a pager, scrolling row or collection is most of the
/// screen high: full-screen pages (reels, a feed).
struct FullHeightItemsSignal: ContainerSignal {
    static let minimumHeightShare = 0.6

    var identifier: String { "full-height-items" }
    var rationale: String {
        "A layout fact: an item 60% of the screen high or more is a page the user reads as the screen (a reel, "
            + "a story, a feed page), not a card in a row the user may want to skip."
    }
    var category: ContainerCategory { .screenPager }
    var kind: SignalKind { .kind }
    var weight: Double { 150 }
    var thresholds: [SignalThreshold] {
        [SignalThreshold("shortest item", Self.minimumHeightShare, "share of the screen's height")]
    }

    var triggeringExamples: [SignalExample] {
        let reels = SignalExampleScreens.row(
            "reels", className: "androidx.viewpager2.widget.ViewPager2", top: 0, height: 2400,
            items: SignalExampleScreens.items(
                1, prefix: "reel", left: 0, top: 0, width: 1080, height: 2400, texts: ["Reel"]))
        return [
            SignalExample("a ViewPager2 of full-screen reels", SignalExampleScreens.screen(reels), container: "reels")
        ]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        guard [.pager, .scrollableRow, .horizontalCollection].contains(subject.reason), !subject.items.isEmpty,
            subject.items.allSatisfy({
                $0.frame.height >= subject.metrics.bounds.height * Self.minimumHeightShare
            })
        else { return nil }
        return "every item is at least 60% of the screen's height: full-screen pages (reels, a feed), not cards"
    }
}
