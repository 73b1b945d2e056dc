import AccessibilityTree

/// `declared-carousel`: the app says the container is a carousel, as this package's adjustable
/// carousel (label ending ", Carousel") or an Android `roleDescription` "Carousel" does.
struct DeclaredCarouselSignal: ContainerSignal {
    var identifier: String { "declared-carousel" }
    var rationale: String {
        "The app declares a carousel: an adjustable element whose label ends with the carousel word (this "
            + "package's CarouselAccessibilityElement), or Android's roleDescription \"Carousel\", which TalkBack "
            + "speaks in place of the role (google/talkback 26a27dc0, Role.java). A declaration decides alone."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .declaration }
    var weight: Double { 1000 }

    var triggeringExamples: [SignalExample] {
        var shelf = SignalExampleScreens.fixedCards()
        shelf.roleDescription = "Carousel"
        return [
            SignalExample(
                "a row with roleDescription \"Carousel\"", SignalExampleScreens.screen(shelf), container: "cards")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a shelf that declares nothing", SignalExampleScreens.screen(SignalExampleScreens.cardShelf()),
                container: "shelf")
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        switch subject.reason {
        case .adjustableCarousel: "an adjustable element named \"…, Carousel\": this package's carousel"
        case .carouselRoleDescription: "roleDescription \"Carousel\": the app declares a carousel"
        default: nil
        }
    }
}
