import AccessibilityTree

/// `scrollable-recycler-row`: an Android RecyclerView one card tall that the platform marks
/// scrollable: it scrolls sideways, even when every card it shows lies inside its padding.
struct ScrollableRecyclerRowSignal: ContainerSignal {
    /// How much of the list's height a card fills, at least: no room for a second row.
    static let filledHeight = 0.7

    var identifier: String { "scrollable-recycler-row" }
    var rationale: String {
        "AndroidX RecyclerView marks itself scrollable only when it can scroll (androidx/androidx @ a9b06aaf, "
            + "recyclerview/recyclerview/src/main/java/androidx/recyclerview/widget/RecyclerView.java, "
            + "LayoutManager.onInitializeAccessibilityNodeInfo(Recycler, State, AccessibilityNodeInfoCompat): "
            + "setScrollable(true) only when canScrollVertically or canScrollHorizontally). A RecyclerView one "
            + "card tall holding a row of cards has no second row to scroll to, so it scrolls sideways to cards "
            + "it does not show, even when those it shows lie inside its padding."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }
    var thresholds: [SignalThreshold] {
        [SignalThreshold("shortest card", Self.filledHeight, "share of the list's height")]
    }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a scrollable RecyclerView of three product cards inside its padding",
                SignalExampleScreens.screen(Self.productRow(scrollable: true)), container: "similar")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "the same RecyclerView not marked scrollable (every card fits)",
                SignalExampleScreens.screen(Self.productRow(scrollable: false)), container: "similar"),
            SignalExample(
                "a scrollable RecyclerView twice a card's height (a vertical grid's first row)",
                SignalExampleScreens.screen(Self.productRow(scrollable: true, height: 1200)), container: "similar"),
        ]
    }

    /// A "similar products" RecyclerView with three cards 300 px wide from x = 60, 40 px apart:
    /// all inside its 60 px padding.
    static func productRow(scrollable: Bool, height: Double = 600) -> AccessibilityElement {
        SignalExampleScreens.row(
            "similar", className: "androidx.recyclerview.widget.RecyclerView", top: 1500, height: height,
            scrollable: scrollable,
            items: SignalExampleScreens.items(
                3, prefix: "product", left: 60, top: 1500, width: 300, height: 560, gap: 40,
                texts: ["Trail runner, 89 €", "Road runner, 119 €", "Court shoe, 69 €"]))
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let container = subject.container
        guard subject.metrics.platform == .android, container.isScrollable, subject.items.count >= 2,
            WidgetClassNames.isRecyclerView(subject.className) || WidgetClassNames.isLeanbackRow(subject.className),
            container.frame.height > 0,
            subject.items.allSatisfy({ $0.frame.height >= container.frame.height * Self.filledHeight })
        else { return nil }
        return "a RecyclerView one card tall that Android marks scrollable: it scrolls sideways to cards it does "
            + "not show"
    }
}
