import AccessibilityTree

/// `carousel-focus-order`: the screen reader visits a carousel's cards in an order other than the
/// one they are shown in.
///
/// The focus order is the simulator's (``AuditContext/focusOrder``): VoiceOver sorts by frame
/// unless the app set an order; TalkBack follows the view tree, so a `RecyclerView` whose
/// children are not in layout order (reverse layouts, re-used views, a custom
/// `accessibilityTraversalBefore`) reads its cards out of order. The shown order is the cards'
/// frames along the row in the layout direction (left to right, or right to left); a grid of
/// several rows that scrolls sideways is shown row by row, top to bottom, each row along the
/// layout direction, the order in which Android lists a view group's children for accessibility
/// (aosp-mirror/platform_frameworks_base @ 80348b5baf3026648f87d6feba85bfb4cea0b864,
/// core/java/android/view/ViewGroup.java, lines 2467-2488 `addChildrenForAccessibility`, line 2472
/// `ChildListForAccessibility.obtain(this, true)`, sorted at 9011-9026 with
/// `ViewLocationHolder`'s stripe strategy, 9079-9093 `compareTo` and 9102-9179
/// `compareBoundsOfTree`: a child wholly above another comes first (9104-9113), children that
/// overlap in height go by left edge, or by right edge under RTL (9116-9126), in the parent's
/// layout direction (9187); only if that sort throws is it redone along the line first, then
/// top to bottom, 9019-9024) and VoiceOver sorts frames (``shownOrder(_:direction:)``). A card
/// counts from the first focus stop inside it; cards with no stop, and cards that lie on the same
/// spot, are left out. Pagers are not checked: their pages are read one at a time, and Android's
/// `ViewPager` keeps its page views in the order it created them.
public struct CarouselFocusOrderRule: AuditRule {
    /// Creates the rule.
    public init() {}

    public var identifier: String { "carousel-focus-order" }
    public var name: String { "Carousel focus order" }
    public var rationale: String {
        "The screen reader must read a carousel's cards in the order they are shown, or a user swiping forward "
            + "jumps back and forth and cannot tell which card comes next (axe-android #17). "
            + "WCAG 2.4.3 Focus Order, 1.3.2 Meaningful Sequence."
    }
    public var defaultSeverity: Severity { .error }
    public var platforms: Set<Platform> { [.iOS, .android] }
    public var helpURI: String? { "https://www.w3.org/WAI/WCAG22/Understanding/focus-order.html" }

    private static func recycler(order: [Int]) -> AccessibilityElement {
        let labels = ["First story", "Second story", "Third story"]
        return AccessibilityElement(
            id: "recycler", label: "Stories, Carousel", role: .list,
            className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(left: 0, top: 800, right: 1080, bottom: 1100), isScrollable: true,
            children: order.map { index in
                AccessibilityElement(
                    id: ElementID("card\(index)"), label: labels[index], role: .button,
                    className: "android.widget.Button",
                    frame: ScreenRect(
                        left: 20 + Double(index) * 400, top: 800, right: min(400 + Double(index) * 400, 1080),
                        bottom: 1100),
                    isClickable: true, isFocusable: true)
            })
    }

    /// The grid with its children reordered: the bottom row's cards before the top row's.
    private static func bottomRowFirst(_ grid: AccessibilityElement) -> AccessibilityElement {
        var reordered = grid
        let top = grid.children.map(\.frame.minY).min() ?? 0
        reordered.children =
            grid.children.filter { $0.frame.minY > top } + grid.children.filter { $0.frame.minY <= top }
        return reordered
    }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a RecyclerView whose children are listed last card first: TalkBack reads them right to left",
                ExampleScreens.android([Self.recycler(order: [2, 1, 0])]), landsOn: ["recycler"]),
            RuleExample(
                "the sideways grid of two rows with its bottom row listed first: TalkBack reads it bottom up",
                ExampleScreens.android([Self.bottomRowFirst(SignalExampleScreens.sidewaysGrid())]),
                landsOn: ["offers"]),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a RecyclerView whose children are in layout order",
                ExampleScreens.android([Self.recycler(order: [0, 1, 2])])),
            RuleExample(
                "a grid of two rows that scrolls sideways (GridLayoutManager's GridView), its cards listed row by row",
                ExampleScreens.android([SignalExampleScreens.sidewaysGrid()])),
            RuleExample(
                "a collection view: VoiceOver reads its cells by frame",
                ExampleScreens.iOS([ExampleScreens.iOSCollection(label: "Related stories, Carousel")])),
            RuleExample(
                "a ViewPager whose page views are listed in the order it created them (page 2, 1, 3)",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "pager", label: "Offers", role: .pager, className: "androidx.viewpager.widget.ViewPager",
                        frame: ScreenRect(left: 0, top: 800, right: 1080, bottom: 1300),
                        children: [1, 0, 2].map { index in
                            AccessibilityElement(
                                id: ElementID("page\(index)"), label: "Offer \(index + 1)", role: .button,
                                className: "android.widget.Button",
                                frame: ScreenRect(
                                    left: -1080 + Double(index) * 1080, top: 800, right: Double(index) * 1080,
                                    bottom: 1300),
                                isClickable: true, isFocusable: true)
                        })
                ])),
        ] + RealDumpExamples.nonCarouselRows
    }

    public func check(_ context: AuditContext) -> [Finding] {
        var rank: [ElementID: Int] = [:]
        for (offset, element) in context.focusOrder.enumerated() where rank[element.id] == nil {
            rank[element.id] = offset
        }
        let direction: Double = context.screen.layoutDirection == .rightToLeft ? -1 : 1
        return context.carousels.compactMap { carousel in
            // A pager's pages are read one at a time (Android's ViewPager gives accessibility only
            // the current page, whatever order it keeps its page views in).
            guard carousel.reason != .pager, let container = context.index[carousel.container] else { return nil }
            let visited = carousel.cards.compactMap { id -> (card: AccessibilityElement, stop: Int)? in
                guard let card = context.index[id],
                    let stop = card.subtree.compactMap({ rank[$0.id] }).min()
                else { return nil }
                return (card, stop)
            }
            guard visited.count >= 2 else { return nil }
            let heard = visited.sorted { $0.stop < $1.stop }.map(\.card)
            let shown = Self.shownOrder(heard, direction: direction)
            func places(_ cards: [AccessibilityElement]) -> [[Double]] {
                cards.map { [$0.frame.midX, $0.frame.midY] }
            }
            guard places(heard) != places(shown) else { return nil }
            func names(_ cards: [AccessibilityElement]) -> String {
                cards.map { card in
                    CarouselCardText.of(card, in: context).map { "\"\($0)\"" } ?? card.id.rawValue
                }.joined(separator: ", ")
            }
            return context.finding(
                self, about: container,
                message: "The screen reader reads the cards in the order \(names(heard)), but they are shown as "
                    + "\(names(shown)); order the views (or accessibilityElements) as they are laid out.")
        }
    }

    /// The cards in the order they are shown: rows top to bottom, each along the layout direction
    /// (`direction` 1 left to right, -1 right to left). A card starts a new row when its top lies
    /// at or below the middle of the row's first card, so a row whose cards are centred on one
    /// line or shrink towards its end (a cover-flow) stays one row.
    ///
    /// - Complexity: O(n log n) in the number of cards.
    static func shownOrder(_ cards: [AccessibilityElement], direction: Double) -> [AccessibilityElement] {
        var rows: [[AccessibilityElement]] = []
        for card in cards.sorted(by: { $0.frame.minY < $1.frame.minY }) {
            if let first = rows.last?.first, card.frame.minY < first.frame.midY {
                rows[rows.count - 1].append(card)
            } else {
                rows.append([card])
            }
        }
        return rows.flatMap { row in row.sorted { direction * $0.frame.midX < direction * $1.frame.midX } }
    }
}
