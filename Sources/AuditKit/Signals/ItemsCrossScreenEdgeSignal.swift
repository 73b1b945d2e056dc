import AccessibilityTree

/// `items-cross-screen-edge`: items whose frames cross the screen's side.
struct ItemsCrossScreenEdgeSignal: ContainerSignal {
    var identifier: String { "items-cross-screen-edge" }
    var rationale: String {
        "iOS reports unclipped frames: a cell past the screen's side is a card scrolled sideways, or one "
            + "partly shown."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "an iOS collection view running off the screen", ExampleScreens.iOS([ExampleScreens.iOSCollection()]),
                container: "collection")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a Material tab strip", SignalExampleScreens.screen(SignalExampleScreens.tabStrip()), container: "tabs")
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.hasItemsCrossingScreenEdge else { return nil }
        return "some items cross the screen's edge"
    }
}
