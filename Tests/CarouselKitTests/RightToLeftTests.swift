import AccessibilityTree
import Testing

@testable import CarouselKit

/// Carousels in right-to-left languages: "next" is the card after the current one in reading order,
/// which lies to the left.
@Suite struct RightToLeftTests {
    static let frame = ScreenRect(x: 0, y: 0, width: 300, height: 200)
    static let cards = (0..<4).map { Card(id: "c\($0)", title: "\($0)") }

    static func carousel(_ strings: CarouselStrings, platform: Platform = .android, strategy: CarouselStrategy? = nil)
        -> Carousel
    {
        Carousel(
            id: "r", name: "n", cards: cards, strategy: strategy, platform: platform, currentIndex: 1,
            strings: strings)
    }

    // androidx/androidx@019418c viewpager2/src/main/java/androidx/viewpager2/widget/ViewPager2.java,
    // PageAwareAccessibilityProvider.updatePageAccessibilityActions(): with a right-to-left layout the
    // page-forward action is ACTION_PAGE_LEFT and page-backward is ACTION_PAGE_RIGHT. Android's
    // AccessibilityAction.ACTION_SCROLL_BACKWARD documentation pairs backward with ACTION_SCROLL_LEFT
    // left to right and ACTION_SCROLL_RIGHT otherwise.
    @Test(arguments: [CarouselStrings.arabic, .hebrew])
    func scrollingLeftShowsTheNextCardInARightToLeftLanguage(_ strings: CarouselStrings) {
        var carousel = Self.carousel(strings)
        _ = carousel.handle(.scroll(.left, element: "r"))
        #expect(carousel.currentIndex == 2)
        _ = carousel.handle(.scroll(.right, element: "r"))
        _ = carousel.handle(.scroll(.right, element: "r"))
        #expect(carousel.currentIndex == 0)
    }

    @Test func scrollingRightShowsTheNextCardInALeftToRightLanguage() {
        var carousel = Self.carousel(.german)
        _ = carousel.handle(.scroll(.right, element: "r"))
        #expect(carousel.currentIndex == 2)
        _ = carousel.handle(.scroll(.left, element: "r"))
        #expect(carousel.currentIndex == 1)
    }

    // Forward and backward are logical in both directions: Android's ACTION_SCROLL_FORWARD and UIKit's
    // UIAccessibilityScrollDirection.next ("the next view in an ordered set of views").
    @Test(arguments: [CarouselStrings.english, .arabic])
    func forwardAndBackwardAreTheSameInEveryDirection(_ strings: CarouselStrings) {
        var carousel = Self.carousel(strings)
        _ = carousel.handle(.scroll(.forward, element: "r"))
        #expect(carousel.currentIndex == 2)
        _ = carousel.handle(.scroll(.backward, element: "r"))
        _ = carousel.handle(.scroll(.backward, element: "r"))
        #expect(carousel.currentIndex == 0)
    }

    // accessibilityIncrement() has no direction: swipe up is the next card in every language, and the
    // "Next card" action is the next card too.
    @Test func incrementAndTheNextCardActionAreLogical() {
        var adjustable = Self.carousel(.hebrew, platform: .iOS, strategy: .adjustable)
        _ = adjustable.handle(.increment("r"))
        #expect(adjustable.currentIndex == 2)
        #expect(adjustable.currentValue == "2, לחצן, 3 מתוך 4")
        var actions = Self.carousel(.arabic, platform: .iOS, strategy: .customActions)
        _ = actions.handle(.customAction(key: "next", element: "r"))
        #expect(actions.currentIndex == 2)
    }

    @Test func laterCardsLieToTheLeftInARightToLeftLanguage() {
        let carousel = Self.carousel(.arabic, platform: .iOS, strategy: .customRotor)
        let root = carousel.accessibilityElement(for: .iOS, frame: Self.frame)
        let cardFrames = root.children.filter { $0.id.rawValue.hasPrefix("r.card.") }.map(\.frame)
        #expect(cardFrames.count == 4)
        #expect(zip(cardFrames, cardFrames.dropFirst()).allSatisfy { $0.minX > $1.minX })
        // The current card is the one on screen.
        #expect(cardFrames[1].minX == Self.frame.minX)
        let ltr = Self.carousel(.english, platform: .iOS, strategy: .customRotor)
            .accessibilityElement(for: .iOS, frame: Self.frame).children.filter { $0.id.rawValue.hasPrefix("r.card.") }
        #expect(zip(ltr, ltr.dropFirst()).allSatisfy { $0.frame.minX < $1.frame.minX })
    }

    @Test func aConfigurationCanSetTheDirectionApartFromTheLanguage() throws {
        let configuration = CarouselConfiguration(
            id: "r", name: "n", cards: Self.cards, strategy: .androidContainer, currentIndex: 1,
            layoutDirection: .rightToLeft)
        var carousel = try Carousel(configuration: configuration, platform: .android)
        #expect(carousel.strings.carousel == "Carousel")
        _ = carousel.handle(.scroll(.left, element: "r"))
        #expect(carousel.currentIndex == 2)
    }
}
