import AccessibilityTree

/// `recycler-of-four`: an Android horizontal RecyclerView of four or more cards; a divider line
/// between them is no card.
struct RecyclerOfFourSignal: ContainerSignal {
    /// The narrowest card, in points or dp: an item narrower, inside the screen, is a divider line.
    static let narrowestCard = 4.0

    var identifier: String { "recycler-of-four" }
    var rationale: String {
        "uiautomator leaves out the items a RecyclerView has scrolled out of view (it recycles their views), "
            + "so a horizontal shelf of four or more that fits the screen may still scroll. An item a few "
            + "pixels wide (an adapter's divider view, where RecyclerView.ItemDecoration would draw the line) "
            + "is not a card; only a card cut off at the screen's edge may be that narrow."
    }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("fewest cards", 4, "items"),
            SignalThreshold("narrowest card inside the screen", Self.narrowestCard, "pt/dp"),
        ]
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a RecyclerView of four small cards that fit",
                SignalExampleScreens.screen(RecyclerOfFourSignal.example), container: "shelf")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a Material tab strip", SignalExampleScreens.screen(SignalExampleScreens.tabStrip()), container: "tabs"),
            SignalExample(
                "three count tiles and a 2 px divider line in a RecyclerView",
                SignalExampleScreens.screen(Self.tilesWithDivider), container: "counts"),
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let metrics = subject.metrics
        guard metrics.platform == .android, WidgetClassNames.isRecyclerView(subject.className) else { return nil }
        let cards = Self.cards(of: subject)
        guard cards.count >= 4 else { return nil }
        return "a horizontal RecyclerView of \(cards.count) cards: Android dumps leave out the items scrolled out "
            + "of view, so a shelf that fits may still scroll"
    }
}

extension RecyclerOfFourSignal {
    /// The subject's items that are cards: all but the ones under ``narrowestCard`` wide inside
    /// the screen (an adapter's divider views); a card cut off at the screen's edge may be that
    /// narrow.
    static func cards(of subject: ContainerSubject) -> [AccessibilityElement] {
        let metrics = subject.metrics
        let bounds = metrics.bounds
        return subject.items.filter { item in
            metrics.points(item.frame.width) >= narrowestCard || item.frame.minX <= bounds.minX + 1
                || item.frame.maxX >= bounds.maxX - 1
        }
    }

    /// A RecyclerView of four 84 dp cards that fit on the screen.
    static var example: AccessibilityElement {
        SignalExampleScreens.row(
            "shelf", className: "androidx.recyclerview.widget.RecyclerView", height: 400,
            items: SignalExampleScreens.items(
                4, prefix: "card", width: 220, height: 400, gap: 30, texts: SignalExampleScreens.storyTitles))
    }

    /// A profile's count tiles: three 180 px tiles (a cover and "Want 0", "Watching 0",
    /// "Watched 0") and, after them, a divider 2 px wide, in a RecyclerView that fits.
    static var tilesWithDivider: AccessibilityElement {
        let divider = AccessibilityElement(
            id: "counts-divider", className: "android.widget.LinearLayout",
            frame: ScreenRect(x: 909, y: 548, width: 2, height: 270),
            children: [
                AccessibilityElement(
                    id: "counts-divider-line", role: .image, className: "android.widget.ImageView",
                    frame: ScreenRect(x: 909, y: 548, width: 2, height: 270))
            ])
        return SignalExampleScreens.row(
            "counts", className: "androidx.recyclerview.widget.RecyclerView", top: 548, height: 270,
            items: SignalExampleScreens.items(
                3, prefix: "count", left: 45, top: 548, width: 180, height: 248, gap: 108,
                texts: ["Want 0", "Watching 0", "Watched 0"]) + [divider])
    }
}
