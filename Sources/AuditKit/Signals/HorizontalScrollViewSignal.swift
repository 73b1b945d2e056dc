import AccessibilityTree

/// `horizontal-scroll-view`: Android's HorizontalScrollView.
struct HorizontalScrollViewSignal: ContainerSignal {
    var identifier: String { "horizontal-scroll-view" }
    var rationale: String {
        "android.widget.HorizontalScrollView scrolls its one child sideways: the app lays the row out to "
            + "scroll."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a HorizontalScrollView of cards", SignalExampleScreens.screen(HorizontalScrollViewSignal.example),
                container: "scroller")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a Material tab strip", SignalExampleScreens.screen(SignalExampleScreens.tabStrip()), container: "tabs")
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.reason == .horizontalScrollView else { return nil }
        return "a horizontal scroll view: the app lays the row out to scroll"
    }
}

extension HorizontalScrollViewSignal {
    /// A HorizontalScrollView wrapping a LinearLayout of three cards.
    static var example: AccessibilityElement {
        let strip = SignalExampleScreens.row(
            "strip", className: "android.widget.LinearLayout", height: 500, width: 1200,
            items: SignalExampleScreens.items(
                3, prefix: "card", width: 360, height: 500, texts: SignalExampleScreens.storyTitles))
        return SignalExampleScreens.row(
            "scroller", className: "android.widget.HorizontalScrollView", height: 500, items: [strip])
    }
}
