import AccessibilityTree

/// `alike-cards`: two or more items of one class and one size, each holding text or an image,
/// taller than a control, at least half the items: the repeated structure of content cards.
struct AlikeCardsSignal: ContainerSignal {
    static let sizeTolerance = 0.15
    /// How much wider than the one whole card a cut card may be: rounding, not size.
    static let roundingTolerance = 0.01

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
            SignalThreshold(
                "a cut card wider than the one whole card by at most", Self.roundingTolerance, "share of its width"),
            SignalThreshold("shortest card", ContainerSubject.smallItemHeight, "pt/dp"),
            SignalThreshold("fewest cards", 2, "items"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a shelf of story cards", SignalExampleScreens.screen(SignalExampleScreens.cardShelf()),
                container: "shelf")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        let scroller = SignalExampleScreens.row(
            "number", className: "android.widget.HorizontalScrollView", top: 600, height: 160,
            items: [
                AccessibilityElement(
                    id: "digits", label: "3.14159265358979323846264338327950288", role: .text,
                    className: "android.widget.TextView", frame: ScreenRect(x: 0, y: 600, width: 1080, height: 160))
            ])
        return [
            SignalExample(
                "a scroller around one long number", SignalExampleScreens.screen(scroller), container: "number"),
            SignalExample(
                "a scrolling row whose end item at the screen's side is wider than its one whole item",
                SignalExampleScreens.screen(Self.rowOfUnlikeBlocks), container: "blocks"),
            SignalExample(
                "a scrolling row of two 300 px cards and a 420 px item at the screen's side, wider than the "
                    + "whole cards by more than their own spread", SignalExampleScreens.screen(Self.rowWithWiderEnd),
                container: "wider"),
        ]
    }

    /// A scrolling row of two 300 px cards and, at the screen's right side, a 420 px panel: the
    /// edge did not cut the panel, it is of another size.
    static var rowWithWiderEnd: AccessibilityElement {
        let frames = [
            ScreenRect(x: 20, y: 800, width: 300, height: 400), ScreenRect(x: 340, y: 800, width: 300, height: 400),
            ScreenRect(x: 660, y: 800, width: 420, height: 400),
        ]
        let items = frames.enumerated().map { index, frame in
            AccessibilityElement(
                id: ElementID("wider\(index)"), className: "android.widget.LinearLayout", frame: frame,
                isClickable: true,
                children: [
                    AccessibilityElement(
                        id: ElementID("wider\(index)-title"), label: SignalExampleScreens.storyTitles[index],
                        role: .text, className: "android.widget.TextView",
                        frame: ScreenRect(x: frame.minX, y: 1100, width: frame.width, height: 100))
                ])
        }
        return SignalExampleScreens.row(
            "wider", className: "androidx.recyclerview.widget.RecyclerView", top: 800, height: 400, scrollable: true,
            items: items)
    }

    /// A scrolling row of three blocks of different widths (a menu, two tabs, the account
    /// buttons, as a web page's header lays them out), the first and last touching the screen's
    /// sides and the last wider than the whole middle one: the edge did not cut it.
    static var rowOfUnlikeBlocks: AccessibilityElement {
        let blocks = [(0.0, 154.0, "Menu"), (154, 437, "All"), (591, 489, "Account")].enumerated().map {
            index, block in
            AccessibilityElement(
                id: ElementID("block\(index)"), className: "android.view.View",
                frame: ScreenRect(x: block.0, y: 231, width: block.1, height: 269),
                children: [
                    AccessibilityElement(
                        id: ElementID("block\(index)-text"), label: block.2, role: .button,
                        className: "android.widget.Button",
                        frame: ScreenRect(x: block.0 + 20, y: 240, width: min(block.1 - 40, 200), height: 120),
                        isClickable: true)
                ])
        }
        return SignalExampleScreens.row(
            "blocks", className: "android.view.View", top: 231, height: 269, scrollable: true, items: blocks)
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let metrics = subject.metrics
        let bounds = metrics.bounds
        // The largest group of items sharing a class and a height; other items (previous and
        // next arrows, a "See all" tile) may sit beside them, but the group is at least half.
        let candidates = subject.items.filter { item in
            !item.frame.isEmpty && metrics.points(item.frame.height) > ContainerSubject.smallItemHeight
                && Self.holdsTextOrImage(item)
        }
        var best: [AccessibilityElement] = []
        for seed in candidates {
            let group = candidates.filter { item in
                item.className == seed.className
                    && min(item.frame.height, seed.frame.height)
                        >= max(item.frame.height, seed.frame.height) * (1 - Self.sizeTolerance)
            }
            if group.count > best.count { best = group }
        }
        guard best.count >= 2, best.count * 2 >= subject.items.count else { return nil }
        // An end card cut off by the screen's side may be narrower than the others.
        let whole = best.filter { $0.frame.minX > bounds.minX + 1 && $0.frame.maxX < bounds.maxX - 1 }
        let widths = (whole.isEmpty ? best : whole).map(\.frame.width)
        guard let narrowest = widths.min(), let widest = widths.max(), narrowest >= widest * (1 - Self.sizeTolerance)
        else { return nil }
        // The screen's edge only takes width away: an end card wider than the whole ones is of
        // another size, not cut. One whole card is the only width measured, so a cut card may
        // not be wider than it; several show how far their sizes vary.
        let cut = best.filter { card in !whole.contains { $0.id == card.id } }
        let widestCut = widest * (1 + (whole.count == 1 ? Self.roundingTolerance : Self.sizeTolerance))
        guard whole.isEmpty || cut.allSatisfy({ $0.frame.width <= widestCut }) else { return nil }
        let highest = best.map(\.frame.height).max() ?? 0
        return "\(best.count) of \(subject.items.count) items share a class and a size "
            + "(\(subject.facts.describe(metrics.points(widest))) wide, \(subject.facts.describe(metrics.points(highest))) "
            + "tall), each with text or an image: content cards"
    }

    /// Whether the item, or anything in it not hidden from the screen reader, has text or is an
    /// image; an item scrolled out of view (not visible) still shows what it holds.
    static func holdsTextOrImage(_ item: AccessibilityElement) -> Bool {
        item.subtreeContains { element in
            !element.isHidden
                && (element.trimmedLabel != nil || element.trimmedValue != nil || element.role == .image
                    || element.traits.contains(.image))
        }
    }
}
