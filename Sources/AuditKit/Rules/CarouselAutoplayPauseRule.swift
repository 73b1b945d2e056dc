import AccessibilityTree

/// `carousel-autoplay-pause`: a carousel that rotates by itself with no pause or stop control.
///
/// A carousel rotates when the container, a card or any of their descendants has the
/// ``AccessibilityTraitSet/updatesFrequently`` trait (the model's nearest equivalent of an Android
/// live region; an importer that reads a live region records it as that trait: facts travel as
/// model data, never as prose in ``AccessibilityElement/inferences``). A pause control is any
/// element on the screen, or a custom action of the carousel or a card, whose name has a word starting with "pause" or "stop", or with the
/// screen language's pause or stop word (``AuditVocabulary/namesPause(_:)``: CarouselKit's
/// ``CarouselStrings/pause`` and the auditor's own list, such as "anhalt", "停止").
public struct CarouselAutoplayPauseRule: AuditRule {
    /// Creates the rule.
    public init() {}

    public var identifier: String { "carousel-autoplay-pause" }
    public var name: String { "Carousel autoplay pause" }
    public var rationale: String {
        "Seed 003: slides cannot rotate automatically unless there is a pause or stop button. "
            + "WCAG 2.2.2 Pause, Stop, Hide."
    }
    public var defaultSeverity: Severity { .error }
    public var platforms: Set<Platform> { [.iOS, .android] }
    public var helpURI: String? { "https://www.w3.org/WAI/WCAG22/Understanding/pause-stop-hide.html" }

    private static func rotatingCarousel(customActions: [CustomAction] = []) -> AccessibilityElement {
        var carousel = ExampleScreens.adjustableCarousel(traits: [.adjustable, .updatesFrequently])
        carousel.customActions = customActions
        return carousel
    }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "an adjustable carousel that updates frequently, with no pause control",
                ExampleScreens.iOS([Self.rotatingCarousel()]), landsOn: ["carousel"])
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a rotating carousel with a Pause custom action",
                ExampleScreens.iOS([Self.rotatingCarousel(customActions: [CustomAction(name: "Pause rotation")])])),
            RuleExample(
                "a rotating carousel with a Stop button beside it",
                ExampleScreens.iOS([
                    Self.rotatingCarousel(),
                    AccessibilityElement(
                        id: "stop", label: "Stop slideshow", traits: [.button],
                        className: "XCUIElementTypeButton", frame: ScreenRect(x: 300, y: 510, width: 80, height: 44),
                        isAccessibilityElement: true),
                ])),
            RuleExample(
                "a carousel that does not rotate",
                ExampleScreens.iOS([ExampleScreens.adjustableCarousel()])),
        ] + RealDumpExamples.nonCarouselRows
    }

    public func check(_ context: AuditContext) -> [Finding] {
        // Every label on the screen is read for a pause word only when a carousel rotates with
        // no pause action of its own (most screens have no rotating carousel), and then once.
        var knownScreenHasPause: Bool?
        func screenHasPause() -> Bool {
            if let knownScreenHasPause { return knownScreenHasPause }
            let found = context.allElements.contains { element in
                element.isPresent && element.trimmedLabel.map { context.vocabulary.namesPause($0) } == true
            }
            knownScreenHasPause = found
            return found
        }
        return context.carousels.compactMap { carousel in
            guard let container = context.index[carousel.container] else { return nil }
            let members = [container] + carousel.cards.compactMap { context.index[$0] }
            let rotates = members.contains { member in
                member.subtreeContains { element in
                    element.traits.contains(.updatesFrequently)
                }
            }
            guard rotates else { return nil }
            let hasPauseAction = members.contains { member in
                member.customActions.contains { context.vocabulary.namesPause($0.name) }
            }
            guard !hasPauseAction, !screenHasPause() else { return nil }
            return context.finding(
                self, about: container,
                message: "The carousel rotates by itself but nothing can pause it; add a Pause button or a "
                    + "\"Pause\" custom action, and stop rotating while screen-reader focus is inside."
                    + context.languageCaveat)
        }
    }
}
