import AccessibilityTree

/// `recycler-of-four`: an Android horizontal RecyclerView of four or more cards; a divider line
/// between them is no card.
///
/// The signal stands for the items a dump leaves out, so it does not fire on a RecyclerView that
/// says it cannot scroll and holds every item inside its frame: AndroidX's LayoutManager marks
/// the node scrollable whenever the view can scroll either way
/// (`LayoutManager.onInitializeAccessibilityNodeInfo(Recycler, State, info)` adds the backward
/// or forward scroll action and `setScrollable(true)` when `canScrollHorizontally` or
/// `canScrollVertically` allows it; androidx/androidx @ a9b06aaf,
/// recyclerview/recyclerview/src/main/java/androidx/recyclerview/widget/RecyclerView.java, lines
/// 11403-11412, the file's only `setScrollable` on the node), so a
/// node without the flag has nothing out of view. A TV's rows are left out of that reading: a
/// D-pad moves their focus and the Fire TV launcher's rows run past the screen without the flag.
struct RecyclerOfFourSignal: ContainerSignal {
    /// The narrowest card, in points or dp: an item narrower, inside the screen, is a divider line.
    static let narrowestCard = 4.0
    /// An item at the RecyclerView's side narrower than this share of the widest item looks cut
    /// (the share the element rules' cut reading uses, ``AuditContext/cutShare``).
    static let cutShare = AuditContext.cutShare

    var identifier: String { "recycler-of-four" }
    var rationale: String {
        "uiautomator leaves out the items a RecyclerView has scrolled out of view (it recycles their views), "
            + "so a horizontal shelf of four or more that fits the screen may still scroll; not when the "
            + "RecyclerView says it cannot scroll and every item lies inside it (off a TV), since AndroidX "
            + "marks it scrollable whenever it can scroll either way. An item a few "
            + "pixels wide (an adapter's divider view, where RecyclerView.ItemDecoration would draw the line) "
            + "is not a card; only a card cut off at the screen's edge may be that narrow."
    }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("fewest cards", 4, "items"),
            SignalThreshold("narrowest card inside the screen", Self.narrowestCard, "pt/dp"),
            SignalThreshold("an item at a side looks cut below", Self.cutShare, "share of the widest item"),
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
            SignalExample(
                "four shortcut tiles filling a RecyclerView that says it cannot scroll",
                SignalExampleScreens.screen(Self.tilesThatCannotScroll), container: "shortcuts"),
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let metrics = subject.metrics
        guard metrics.platform == .android, WidgetClassNames.isRecyclerView(subject.className) else { return nil }
        let cards = Self.cards(of: subject)
        guard cards.count >= 4, !Self.saysAllItemsAreShown(subject) else { return nil }
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

    /// Whether the RecyclerView's own node rules out items scrolled out of view: it does not say
    /// it scrolls, every item lies inside its frame and none at its sides looks cut (under three
    /// quarters of the widest item's width), and the screen is not a TV's. A cut item beside a
    /// flag that says otherwise leaves the question open, so the signal keeps its reading.
    static func saysAllItemsAreShown(_ subject: ContainerSubject) -> Bool {
        let metrics = subject.metrics
        guard !subject.container.isScrollable, metrics.television == nil,
            let widest = subject.items.map(\.frame.width).max()
        else { return false }
        let frame = subject.container.frame
        let slack = metrics.onePoint
        return subject.items.allSatisfy { item in
            let inside = item.frame.minX >= frame.minX - slack && item.frame.maxX <= frame.maxX + slack
            let atSide = item.frame.minX <= frame.minX + slack || item.frame.maxX >= frame.maxX - slack
            return inside && !(atSide && item.frame.width < widest * cutShare)
        }
    }

    /// A RecyclerView of four 84 dp cards that fit on the screen, saying it scrolls.
    static var example: AccessibilityElement {
        SignalExampleScreens.row(
            "shelf", className: "androidx.recyclerview.widget.RecyclerView", height: 400, scrollable: true,
            items: SignalExampleScreens.items(
                4, prefix: "card", width: 220, height: 400, gap: 30, texts: SignalExampleScreens.storyTitles))
    }

    /// A home screen's row of four category shortcuts, 217 px wide each, filling a RecyclerView
    /// that does not say it scrolls (a shape seen in a directory app's bottom sheet).
    static var tilesThatCannotScroll: AccessibilityElement {
        SignalExampleScreens.row(
            "shortcuts", className: "androidx.recyclerview.widget.RecyclerView", top: 577, height: 284,
            items: SignalExampleScreens.items(
                4, prefix: "shortcut", left: 23, top: 577, width: 217, height: 284, gap: 0,
                texts: ["Hire vehicles", "Rent clothes", "Rent furniture", "Rent appliances"]))
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
