import AccessibilityTree
import CarouselKit
import ScreenReaderKit
import Testing

/// A rotating carousel with fewer than two cards never moves, so it offers no pause control: an
/// earlier fuzzing run (issue 15) found TalkBack reading an empty one as "Pause, Button, In list,
/// 1 item", the pause button being the list's only item.
@Suite("Rotating carousels with fewer than two cards")
struct RotatingCarouselWithoutCardsTests {
    @Test(arguments: [0, 1], [CarouselStrategy.swipeThrough, .headingBounded, .pageControl])
    func talkBackAndVoiceOverHearNoPauseControl(cardCount: Int, strategy: CarouselStrategy) throws {
        for reader in ScreenReader.allCases {
            let carousel = LiveArticle.carousel(
                strategy, platform: reader.platform, cards: Array(LiveArticle.cards.prefix(cardCount)),
                rotation: try AutoRotation(interval: .seconds(5)))
            var simulator = LiveArticle.simulator(reader, carousel)
            let spoken = simulator.walkToEnd().steps.map(\.speech)
            #expect(!spoken.contains { $0.contains("Pause") }, "\(reader): \(spoken)")
            if cardCount == 0 {
                // One card is a list of one item; no card is no list at all.
                #expect(!spoken.contains { $0.contains("In list") }, "\(reader): \(spoken)")
            }
        }
    }

    @Test func twoCardsStillOfferThePauseControl() throws {
        let carousel = LiveArticle.carousel(
            .swipeThrough, platform: .android, cards: Array(LiveArticle.cards.prefix(2)),
            rotation: try AutoRotation(interval: .seconds(5)))
        var simulator = LiveArticle.simulator(.talkBack, carousel)
        let spoken = simulator.walkToEnd().steps.map(\.speech)
        #expect(spoken.contains { $0.hasPrefix("Pause, Button") })
    }
}
