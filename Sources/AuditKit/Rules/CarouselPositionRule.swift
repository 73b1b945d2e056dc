import AccessibilityTree

/// `carousel-position`: the current card's position ("2 of 5") is not spoken.
///
/// The position counts as spoken when the carousel's label or value, or any card's label,
/// value, hint or state description, states "x of y" in the screen's language (its
/// ``AuditVocabulary/positionTemplates``: "Seite 2 von 8", "٢ من ٨", "2/8", and English); or on Android when the container has
/// collection info and its items collection item info (TalkBack then says "2 of 5"), or the
/// container is a pager (TalkBack says "Page 2 of 5" when a page turns).
///
/// A collection size the importer guessed from the dump's children (uiautomator does not dump
/// collection info) is not a fact: it counts only for the widgets that always report collection
/// info to TalkBack (`RecyclerView`, `ListView`, `GridView`), not for any container the importer
/// took for a list.
///
/// Decision: on Android, items hidden from TalkBack still count for collection item info. A
/// collapsed carousel container (this package's `androidContainer` strategy) hides its cards
/// until the user enters it; then they are exposed and TalkBack speaks their position.
public struct CarouselPositionRule: AuditRule {
    /// Creates the rule.
    public init() {}

    public var identifier: String { "carousel-position" }
    public var name: String { "Carousel position" }
    public var rationale: String {
        "Seed 003: indicate where the item is in the carousel by announcing its position out of the "
            + "total number of items (\"Showing slide x of y\"). WCAG 1.3.1 Info and Relationships."
    }
    public var defaultSeverity: Severity { .warning }
    public var platforms: Set<Platform> { [.iOS, .android] }
    public var helpURI: String? { "https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html" }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "an adjustable carousel whose value has no position",
                ExampleScreens.iOS([ExampleScreens.adjustableCarousel(value: "Lockdown rules explained, button")]),
                landsOn: ["carousel"]),
            RuleExample(
                "a collection view whose cells do not say their position",
                ExampleScreens.iOS([ExampleScreens.iOSCollection(label: "Related stories, Carousel")]),
                landsOn: ["collection"]),
            RuleExample(
                "a RecyclerView without collection info",
                ExampleScreens.android([ExampleScreens.androidRecycler(withCollectionInfo: false)]),
                landsOn: ["recycler"]),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "an adjustable carousel whose value ends with \"1 of 4\"",
                ExampleScreens.iOS([ExampleScreens.adjustableCarousel()])),
            RuleExample(
                "collection view cells whose labels end with their position",
                ExampleScreens.iOS([
                    ExampleScreens.iOSCollection(cardLabels: [
                        "Rules explained, 1 of 3", "Changes, 2 of 3", "Schools, 3 of 3",
                    ])
                ])),
            RuleExample(
                "a RecyclerView with collection info",
                ExampleScreens.android([ExampleScreens.androidRecycler()])),
            RuleExample(
                "a collapsed Android carousel container whose hidden cards carry collection item info",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "carousel", label: "Related stories, 3 slides, showing slide 1",
                        className: "android.view.ViewGroup",
                        frame: ScreenRect(left: 0, top: 800, right: 1080, bottom: 1400),
                        isClickable: true, isFocusable: true, isScrollable: true, roleDescription: "Carousel",
                        collectionInfo: CollectionInfo(rowCount: 1, columnCount: 3),
                        children: (0..<3).map { index in
                            AccessibilityElement(
                                id: ElementID("card\(index)"), label: "Story \(index + 1)", role: .button,
                                frame: ScreenRect(left: 40, top: 800, right: 1040, bottom: 1400), isHidden: true,
                                collectionItemInfo: CollectionItemInfo(rowIndex: 0, columnIndex: index))
                        })
                ])),
        ] + RealDumpExamples.nonCarouselRows
    }

    public func check(_ context: AuditContext) -> [Finding] {
        context.carousels.compactMap { carousel in
            guard let container = context.index[carousel.container] else { return nil }
            if speaksPosition(carousel, container: container, context: context) { return nil }
            let message =
                carousel.reason == .adjustableCarousel
                ? "The carousel's value does not say which card is current; end it with the position (\"1 of 5\")."
                : "No card says its position in the carousel; include \"x of y\" in each card's value or label"
                    + (context.platform == .android ? ", or give the list collection info." : ".")
            return context.finding(self, about: container, message: message + context.languageCaveat)
        }
    }

    /// Android widgets that always give TalkBack their collection info.
    /// RecyclerView's layout managers and AbsListView (ListView, GridView) set it; an app's class
    /// named like one is taken for one (``WidgetClass/init(lookalike:)``).
    private static func reportsCollectionInfo(_ element: AccessibilityElement) -> Bool {
        guard let widget = element.className.flatMap(WidgetClass.init(lookalike:)) else { return false }
        return widget.isKind(ofAny: [.recyclerView, .supportRecyclerView, .absListView])
    }

    private func speaksPosition(
        _ carousel: DetectedCarousel, container: AccessibilityElement, context: AuditContext
    ) -> Bool {
        let own = [container.label, container.value].compactMap { $0 }
        if own.contains(where: { context.vocabulary.containsPosition($0) }) { return true }
        let cards = carousel.cards.compactMap { context.index[$0] }
        if context.platform == .android {
            if container.role == .pager || carousel.reason == .pager { return true }
            if let info = container.collectionInfo,
                !info.isInferred || Self.reportsCollectionInfo(container),
                container.children.contains(where: { $0.collectionItemInfo != nil })
                    || cards.contains(where: { $0.collectionItemInfo != nil })
            {
                return true
            }
        }
        return cards.contains { card in
            [card.label, card.value, card.hint, card.stateDescription].compactMap { $0 }
                .contains { context.vocabulary.containsPosition($0) }
        }
    }
}
