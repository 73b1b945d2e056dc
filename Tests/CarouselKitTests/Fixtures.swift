import AccessibilityTree

@testable import CarouselKit

/// Eight related stories, as in the BBC seed's in-article carousel.
enum Fixtures {
    static let frame = ScreenRect(x: 0, y: 100, width: 390, height: 200)

    static let stories: [Card] = [
        Card(id: "s1", title: "How do the new lockdown restrictions affect me?"),
        Card(id: "s2", title: "Storm warning", description: "Rain all week", otherTexts: ["2 min read"]),
        Card(id: "s3", title: "Election results", role: .link),
        Card(id: "s4", title: "Archived story", isEnabled: false),
        Card(id: "s5", title: "Match report", actions: [CustomAction(name: "Share", key: "share")]),
        Card(id: "s6", title: "Weather map", role: .none),
        Card(id: "s7", title: "Markets today"),
        Card(id: "s8", title: "Science news"),
    ]

    static func carousel(
        _ strategy: CarouselStrategy, platform: Platform = .iOS, cards: [Card] = stories,
        hasVisibleTitle: Bool = false, trailingHeading: String? = nil, rotation: AutoRotation? = nil,
        currentIndex: Int = 0
    ) -> Carousel {
        Carousel(
            id: "related", name: "Related stories", cards: cards, strategy: strategy, platform: platform,
            hasVisibleTitle: hasVisibleTitle, trailingHeading: trailingHeading, rotation: rotation,
            currentIndex: currentIndex)
    }
}
