import AccessibilityTree

/// `carousel-skip-cost`: passing a carousel takes more than one swipe.
///
/// The swipe count is measured by the context's ``SwipeCounting``: by default ScreenReaderKit's
/// simulator (``SimulatedScreenReader``), which swipes through the screen and counts.
public struct CarouselSkipCostRule: AuditRule {
    /// Creates the rule.
    public init() {}

    public var identifier: String { "carousel-skip-cost" }
    public var name: String { "Carousel skip cost" }
    public var rationale: String {
        "Seed 000 (BBC News): a VoiceOver user reading an article must be able to pass a carousel "
            + "with one swipe, whatever its number of cards; by default iOS steps through every card. "
            + "WCAG 2.4.1 Bypass Blocks asks for a way past blocks of repeated content."
    }
    public var defaultSeverity: Severity { .error }
    public var platforms: Set<Platform> { [.iOS, .android] }
    public var helpURI: String? { "https://www.w3.org/WAI/WCAG22/Understanding/bypass-blocks.html" }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a collection view whose four cards are each a focus stop",
                ExampleScreens.iOS([ExampleScreens.iOSCollection(label: "Related stories, Carousel")]),
                landsOn: ["collection"]),
            RuleExample(
                "a RecyclerView whose clickable cards are each a focus stop",
                ExampleScreens.android([ExampleScreens.androidRecycler()]), landsOn: ["recycler"]),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "an adjustable carousel: one focus stop",
                ExampleScreens.iOS([ExampleScreens.adjustableCarousel()])),
            RuleExample(
                "a collection view with a single card",
                ExampleScreens.iOS([ExampleScreens.iOSCollection(cardLabels: ["Only story"])])),
        ] + RealDumpExamples.nonCarouselRows
    }

    public func check(_ context: AuditContext) -> [Finding] {
        context.carousels.compactMap { carousel in
            guard let swipes = context.swipeCounter.swipesToPass(container: carousel.container),
                swipes > 1
            else { return nil }
            let name = carousel.name.map { " \"\($0)\"" } ?? ""
            let more = carousel.mayHaveMoreOffScreen ? " (more cards may lie off screen, so it may take more)" : ""
            let message =
                "Passing the carousel\(name) takes \(swipes) swipes\(more); make it one adjustable element "
                + "or a container the user can swipe past, so one swipe passes it."
            return context.finding(
                self, about: context.index[carousel.container], message: message,
                swipesToPass: swipes, mayHaveMoreOffScreen: carousel.mayHaveMoreOffScreen)
        }
    }
}
