import AccessibilityTree

/// `carousel-name`: a carousel with no name, or whose name does not say "Carousel".
///
/// The carousel word is the screen language's (CarouselKit's ``CarouselStrings/carousel``:
/// "Karussell" in German) or English's (``AuditVocabulary/carouselWords``).
///
/// Decision: on Android a `roleDescription` of "Carousel" speaks the role word after the name,
/// so such a container needs only a name.
public struct CarouselNameRule: AuditRule {
    /// Creates the rule.
    public init() {}

    public var identifier: String { "carousel-name" }
    public var name: String { "Carousel name" }
    public var rationale: String {
        "Seed 003: there is no native carousel role, so the carousel's programmatic name ends with "
            + "\", Carousel\" and describes its content. WCAG 4.1.2 Name, Role, Value."
    }
    public var defaultSeverity: Severity { .warning }
    public var platforms: Set<Platform> { [.iOS, .android] }
    public var helpURI: String? { "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html" }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a collection view carousel with no label",
                ExampleScreens.iOS([ExampleScreens.iOSCollection(label: nil)]), landsOn: ["collection"]),
            RuleExample(
                "a RecyclerView carousel named without the role word",
                ExampleScreens.android([ExampleScreens.androidRecycler(label: "Related stories")]),
                landsOn: ["recycler"]),
            RuleExample(
                "page dots beside a FrameLayout named \"Featured, Carousel\" that wraps an unnamed ViewPager: "
                    + "TalkBack enters and names the pager, not the wrapper",
                ExampleScreens.heroPagerInWrapper(wrapperLabel: "Featured, Carousel"), landsOn: ["hero-pager"]),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "an adjustable carousel named \"Related stories, Carousel\"",
                ExampleScreens.iOS([ExampleScreens.adjustableCarousel()])),
            RuleExample(
                "a RecyclerView named \"Related stories, Carousel\"",
                ExampleScreens.android([ExampleScreens.androidRecycler()])),
            RuleExample(
                "an Android container with roleDescription Carousel and a name",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "pager", label: "Related stories", role: .pager,
                        className: "androidx.viewpager2.widget.ViewPager2",
                        frame: ScreenRect(left: 0, top: 800, right: 1080, bottom: 1400),
                        roleDescription: "Carousel")
                ])),
            RuleExample(
                "a ViewPager named \"Featured, Carousel\" in an unnamed FrameLayout beside its page dots",
                ExampleScreens.heroPagerInWrapper(pagerLabel: "Featured, Carousel")),
        ] + RealDumpExamples.nonCarouselRows
    }

    public func check(_ context: AuditContext) -> [Finding] {
        context.carousels.compactMap { carousel in
            let container = context.index[carousel.container]
            let word = context.vocabulary.carouselWords.first ?? "Carousel"
            guard let name = carousel.name else {
                return context.finding(
                    self, about: container,
                    message: "The carousel has no name; give it a label that describes its content and ends "
                        + "with \", \(word)\" (\"Related stories, \(word)\")." + context.languageCaveat)
            }
            if carousel.reason == .carouselRoleDescription || context.vocabulary.mentionsCarousel(name) {
                return nil
            }
            return context.finding(
                self, about: container,
                message: "The carousel's name \"\(name)\" does not say it is a carousel; append \", \(word)\" "
                    + "(\"\(name), \(word)\")." + context.languageCaveat)
        }
    }
}
