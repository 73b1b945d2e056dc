import AccessibilityTree

/// `clipped-end-item`: an end item cut off by the screen's edge, narrower than its alike neighbours.
struct ClippedEndItemSignal: ContainerSignal {
    var identifier: String { "clipped-end-item" }
    var rationale: String {
        "uiautomator clips bounds to the screen, so a card cut off at the edge is narrower than its alike "
            + "neighbours: the row goes on past the screen (a content fact: the last card is cut off)."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a row whose third card is cut off", SignalExampleScreens.screen(ClippedEndItemSignal.example),
                container: "row"),
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
        guard subject.hasClippedEndItem else { return nil }
        return "an end item touches the screen's edge and is narrower than the others: uiautomator clipped it"
    }
}

extension ClippedEndItemSignal {
    /// A plain row of three 152 dp cards, the third cut off at the screen's right edge.
    static var example: AccessibilityElement {
        SignalExampleScreens.row(
            "row", className: "android.widget.LinearLayout", height: 500,
            items: SignalExampleScreens.items(
                3, prefix: "card", width: 400, height: 500, texts: SignalExampleScreens.storyTitles))
    }
}
