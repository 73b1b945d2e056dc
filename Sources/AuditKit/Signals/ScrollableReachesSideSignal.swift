import AccessibilityTree

/// `scrollable-reaches-side`: a scrollable row with an item at its side.
struct ScrollableReachesSideSignal: ContainerSignal {
    var identifier: String { "scrollable-reaches-side" }
    var rationale: String {
        "A row that scrolls sideways and overflows has an item at, or past, its left or right edge "
            + "(uiautomator clips it there); a scrollable list whose row sits inside its sides scrolls the other way."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a shelf of story cards", SignalExampleScreens.screen(SignalExampleScreens.cardShelf()),
                container: "shelf"),
            SignalExample(
                "a grid of two rows named GridView (AndroidX's GridLayoutManager) whose third column is cut at the "
                    + "screen's side: it scrolls sideways",
                SignalExampleScreens.screen(SignalExampleScreens.sidewaysGrid()),
                container: "offers"),
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a Material tab strip", SignalExampleScreens.screen(SignalExampleScreens.tabStrip()), container: "tabs")
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.scrollsAndReachesSide else { return nil }
        return "the row is scrollable"
    }
}
