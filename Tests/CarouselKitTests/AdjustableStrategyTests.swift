import AccessibilityTree
import Testing

@testable import CarouselKit

@Suite struct AdjustableStrategyTests {
    @Test func isOneAdjustableElementNamedCarousel() {
        let carousel = Fixtures.carousel(.adjustable)
        let element = carousel.accessibilityElement(for: .iOS, frame: Fixtures.frame)
        #expect(element.id == "related")
        #expect(element.isAccessibilityElement)
        #expect(element.traits == .adjustable)
        #expect(element.label == "Related stories, Carousel")
        #expect(element.value == "How do the new lockdown restrictions affect me?, Button, 1 of 8")
        #expect(element.hint == nil)
        #expect(element.children.isEmpty)
        #expect(element.customActions.isEmpty)
        #expect(element.frame == Fixtures.frame)
    }

    @Test func isTheIOSDefault() {
        let carousel = Carousel(id: "related", name: "Related stories", cards: Fixtures.stories)
        #expect(carousel.strategy == .adjustable)
        #expect(CarouselStrategy.platformDefault(for: .iOS) == .adjustable)
        #expect(CarouselStrategy.platformDefault(for: .android) == .androidContainer)
    }

    @Test func incrementMovesToTheNextCardAndSpeaksItsValue() {
        var carousel = Fixtures.carousel(.adjustable)
        #expect(carousel.handle(.increment("related")) == [.valueChanged("related"), .scrollTo(index: 1)])
        #expect(carousel.currentIndex == 1)
        #expect(
            carousel.accessibilityElement(for: .iOS, frame: Fixtures.frame).value
                == "Storm warning, Rain all week, 2 min read, Button, 2 of 8")
        #expect(carousel.handle(.increment("related")) == [.valueChanged("related"), .scrollTo(index: 2)])
        #expect(carousel.currentValue == "Election results, Link, 3 of 8")
        #expect(carousel.handle(.decrement("related")) == [.valueChanged("related"), .scrollTo(index: 1)])
        #expect(carousel.currentIndex == 1)
    }

    @Test func disabledAndRolelessCardsAreSpokenAsTheyAre() {
        var carousel = Fixtures.carousel(.adjustable, currentIndex: 3)
        #expect(carousel.currentValue == "Archived story, Dimmed, Button, 4 of 8")
        #expect(carousel.cardValue(at: 3, on: .android) == "Archived story, Button, disabled, 4 of 8")
        #expect(carousel.select(index: 5) == [.valueChanged("related"), .scrollTo(index: 5)])
        #expect(carousel.currentValue == "Weather map, 6 of 8")
    }

    @Test func boundariesChangeNothing() {
        var carousel = Fixtures.carousel(.adjustable, currentIndex: 7)
        let before = carousel.currentValue
        #expect(carousel.increment() == [.boundary])
        #expect(carousel.currentIndex == 7)
        #expect(carousel.currentValue == before)
        var first = Fixtures.carousel(.adjustable)
        #expect(first.decrement() == [.boundary])
        #expect(first.currentIndex == 0)
    }

    @Test func doubleTapActivatesTheCurrentCard() {
        var carousel = Fixtures.carousel(.adjustable, currentIndex: 1)
        #expect(carousel.handle(.activate("related")) == [.performed(action: "activate", element: "s2")])
        _ = carousel.select(index: 3)
        #expect(carousel.handle(.activate("related")) == [])
    }

    @Test func multiActionCardOffersItsActionsOnTheCarousel() {
        var carousel = Fixtures.carousel(.adjustable, currentIndex: 4)
        let element = carousel.accessibilityElement(for: .iOS, frame: Fixtures.frame)
        #expect(element.customActions == [CustomAction(name: "Share", key: "card.share")])
        #expect(
            carousel.handle(.customAction(key: "card.share", element: "related")) == [
                .performed(action: "share", element: "s5")
            ])
        #expect(carousel.handle(.customAction(key: "card.delete", element: "related")) == [])
        #expect(carousel.handle(.customAction(key: "next", element: "related")) == [])
    }

    @Test func visibleTitleIsHiddenAndMatchedByTheName() {
        let carousel = Fixtures.carousel(.adjustable, hasVisibleTitle: true)
        let element = carousel.accessibilityElement(for: .iOS, frame: Fixtures.frame)
        #expect(element.label == "Related stories, Carousel")
        #expect(element.children.count == 1)
        let title = element.children[0]
        #expect(title.id == "related.title")
        #expect(title.label == "Related stories")
        #expect(title.isHidden)
        #expect(!title.isAccessibilityElement)
        #expect(element.label?.hasPrefix(title.label ?? "-") == true)
    }

    @Test func eventsForOtherElementsDoNothing() {
        var carousel = Fixtures.carousel(.adjustable)
        #expect(carousel.handle(.increment("other")) == [])
        #expect(carousel.handle(.activate("other")) == [])
        #expect(carousel.handle(.focusEntered("relatedX")) == [])
        #expect(carousel.isFocusInside == false)
        #expect(carousel.currentIndex == 0)
    }

    @Test func outOfRangeSelectIsABoundaryNotATrap() {
        var carousel = Fixtures.carousel(.adjustable, currentIndex: 2)
        #expect(carousel.select(index: 8) == [.boundary])
        #expect(carousel.select(index: -1) == [.boundary])
        #expect(carousel.select(index: Int.max) == [.boundary])
        #expect(carousel.select(index: 2) == [])
        #expect(carousel.currentIndex == 2)
    }

    @Test func outOfRangeStartShowsTheFirstCard() {
        #expect(Fixtures.carousel(.adjustable, currentIndex: 42).currentIndex == 0)
    }

    @Test func emptyCarouselIsValid() {
        var carousel = Fixtures.carousel(.adjustable, cards: [])
        let element = carousel.accessibilityElement(for: .iOS, frame: Fixtures.frame)
        #expect(element.label == "Related stories, Carousel")
        #expect(element.value == "No items")
        #expect(carousel.increment() == [.boundary])
        #expect(carousel.decrement() == [.boundary])
        #expect(carousel.handle(.activate("related")) == [])
        #expect(carousel.select(index: 0) == [.boundary])
        #expect(carousel.currentCard == nil)
    }

    @Test func millionCardsFromALazySource() {
        let source = LazyCardSource(count: 1_000_000) { Card(id: "c\($0)", title: "Card \($0 + 1)") }
        var carousel = Carousel(id: "big", name: "Everything", cards: source, strategy: .adjustable)
        #expect(carousel.select(index: 999_998) == [.valueChanged("big"), .scrollTo(index: 999_998)])
        #expect(carousel.increment() == [.valueChanged("big"), .scrollTo(index: 999_999)])
        #expect(carousel.currentValue == "Card 1000000, Button, 1000000 of 1000000")
        #expect(carousel.increment() == [.boundary])
    }
}
