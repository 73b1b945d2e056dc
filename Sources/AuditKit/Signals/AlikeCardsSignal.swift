import AccessibilityTree

/// `alike-cards`: two or more items of one class and one size, each holding text or an image,
/// taller than a control: the repeated structure of content cards.
struct AlikeCardsSignal: ContainerSignal {
    static let sizeTolerance = 0.15

    var identifier: String { "alike-cards" }
    var rationale: String {
        "Repeated sibling structure: a carousel's adapter inflates one layout per item (RecyclerView.Adapter, "
            + "UICollectionView's reusable cells, a Compose LazyRow's item content), so its cards share a class "
            + "and a size and each shows text or an image; they are taller than a control (56 pt/dp). An end "
            + "card cut off by the screen may be narrower. A page that is a grid of controls, a single view in a "
            + "scroller or a status bar's icons show no such structure."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .content }
    var weight: Double { 5 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("widths and heights agree within", Self.sizeTolerance, "share of the largest"),
            SignalThreshold("shortest card", ContainerSubject.smallItemHeight, "pt/dp"),
            SignalThreshold("fewest cards", 2, "items"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        [SignalExample("a shelf of story cards", SignalExampleScreens.screen(SignalExampleScreens.cardShelf()), container: "shelf")]
    }

    var nonTriggeringExamples: [SignalExample] {
        let scroller = SignalExampleScreens.row(
            "number", className: "android.widget.HorizontalScrollView", top: 600, height: 160,
            items: [
                AccessibilityElement(
                    id: "digits", label: "3.14159265358979323846264338327950288", role: .text,
                    className: "android.widget.TextView", frame: ScreenRect(x: 0, y: 600, width: 1080, height: 160))
            ])
        return [SignalExample("a scroller around one long number", SignalExampleScreens.screen(scroller), container: "number")]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let items = subject.items.filter { !$0.frame.isEmpty }
        guard items.count >= 2, Set(items.map { $0.className ?? "" }).count == 1,
            subject.facts.withTextOrImage == subject.facts.count
        else { return nil }
        let metrics = subject.metrics
        let heights = items.map(\.frame.height)
        guard let lowest = heights.min(), let highest = heights.max(),
            metrics.points(lowest) > ContainerSubject.smallItemHeight,
            lowest >= highest * (1 - Self.sizeTolerance)
        else { return nil }
        // An end card cut off by the screen's side is narrower than the others.
        let bounds = metrics.bounds
        let whole = items.filter { item in
            item.frame.minX > bounds.minX + 1 && item.frame.maxX < bounds.maxX - 1
        }
        let widths = (whole.isEmpty ? items : whole).map(\.frame.width)
        guard let narrowest = widths.min(), let widest = widths.max(), narrowest >= widest * (1 - Self.sizeTolerance)
        else { return nil }
        return "\(items.count) items of one class and size (\(subject.facts.describe(metrics.points(widest))) wide, "
            + "\(subject.facts.describe(metrics.points(highest))) tall), each with text or an image: content cards"
    }
}
