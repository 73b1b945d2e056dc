import AccessibilityTree
import Testing

@testable import CarouselKit

@Suite struct ItemsChangedTests {
    static func without(_ range: Range<Int>) -> ArrayCardSource {
        var cards = Fixtures.stories
        cards.removeSubrange(range)
        return ArrayCardSource(cards)
    }

    @Test func removingTheFocusedCardAnnouncesTheCardNowShown() throws {
        var carousel = Fixtures.carousel(.adjustable, currentIndex: 2)
        _ = carousel.handle(.focusEntered("related"))
        let effects = try carousel.itemsChanged(to: Self.without(2..<3), change: .removed(2..<3))
        #expect(effects == [.scrollTo(index: 2), .announce("Archived story, Dimmed, Button, 3 of 7")])
        #expect(carousel.currentIndex == 2)
        #expect(carousel.currentValue == "Archived story, Dimmed, Button, 3 of 7")
    }

    @Test func removingTheLastCardWhileOnItShowsTheNewLast() throws {
        var carousel = Fixtures.carousel(.adjustable, currentIndex: 7)
        _ = carousel.focusEntered("related")
        let effects = try carousel.itemsChanged(to: Self.without(7..<8), change: .removed(7..<8))
        #expect(effects == [.scrollTo(index: 6), .announce("Markets today, Button, 7 of 7")])
    }

    @Test func removingEarlierCardsKeepsTheCurrentCardQuietly() throws {
        var carousel = Fixtures.carousel(.adjustable, currentIndex: 4)
        _ = carousel.focusEntered("related")
        #expect(try carousel.itemsChanged(to: Self.without(0..<2), change: .removed(0..<2)) == [])
        #expect(carousel.currentIndex == 2)
        #expect(carousel.currentValue == "Match report, Button, 3 of 6")
    }

    @Test func insertingBeforeTheCurrentCardFollowsIt() throws {
        var carousel = Fixtures.carousel(.adjustable, currentIndex: 1)
        let extra = [Card(id: "n1", title: "New one"), Card(id: "n2", title: "New two")]
        #expect(
            try carousel.itemsChanged(to: ArrayCardSource(extra + Fixtures.stories), change: .inserted(0..<2)) == [])
        #expect(carousel.currentIndex == 3)
        #expect(carousel.currentCard?.id == "s2")
        #expect(
            try carousel.itemsChanged(to: ArrayCardSource(extra + Fixtures.stories + extra), change: .inserted(10..<12))
                == [])
        #expect(carousel.currentIndex == 3)
    }

    @Test func emptyingWhileFocusedSaysNoItems() throws {
        var carousel = Fixtures.carousel(.adjustable, currentIndex: 5)
        _ = carousel.focusEntered("related")
        #expect(try carousel.itemsChanged(to: ArrayCardSource([]), change: .removed(0..<8)) == [.announce("No items")])
        #expect(carousel.currentIndex == 0)
        #expect(carousel.isEmpty)
        #expect(carousel.increment() == [.boundary])
        let filled = ArrayCardSource([Card(id: "n1", title: "Breaking")])
        #expect(
            try carousel.itemsChanged(to: filled, change: .inserted(0..<1)) == [
                .scrollTo(index: 0), .announce("Breaking, Button, 1 of 1"),
            ])
    }

    @Test func withoutFocusOnlyTheViewFollows() throws {
        var carousel = Fixtures.carousel(.adjustable, currentIndex: 2)
        #expect(try carousel.itemsChanged(to: Self.without(2..<3), change: .removed(2..<3)) == [.scrollTo(index: 2)])
    }

    @Test func elementPerCardStrategiesMoveFocusToTheReplacement() throws {
        var carousel = Fixtures.carousel(.headingBounded)
        _ = carousel.handle(.focusEntered("related.card.2"))
        #expect(
            try carousel.itemsChanged(to: Self.without(2..<3), change: .removed(2..<3))
                == [.scrollTo(index: 2), .layoutChanged(focus: "related.card.2")])
        #expect(
            try carousel.itemsChanged(to: ArrayCardSource([]), change: .removed(0..<7))
                == [.layoutChanged(focus: "related.heading")])
    }

    @Test func browsingAndroidContainerCollapsesWhenEmptied() throws {
        var carousel = Fixtures.carousel(.androidContainer, platform: .android, currentIndex: 1)
        _ = carousel.handle(.activate("related"))
        #expect(
            try carousel.itemsChanged(to: Self.without(1..<2), change: .removed(1..<2))
                == [.scrollTo(index: 1), .layoutChanged(focus: "related.card.1")])
        #expect(
            try carousel.itemsChanged(to: ArrayCardSource([]), change: .removed(0..<7)) == [
                .layoutChanged(focus: "related")
            ])
        #expect(!carousel.isBrowsing)
    }

    @Test func reloadKeepsTheIndexWhereItStillExists() throws {
        var carousel = Fixtures.carousel(.customActions, currentIndex: 6)
        _ = carousel.focusEntered("related")
        let fewer = ArrayCardSource(Array(Fixtures.stories.prefix(3)))
        #expect(
            try carousel.itemsChanged(to: fewer, change: .reloaded) == [
                .scrollTo(index: 2), .announce("Election results, Link, 3 of 3"),
            ])
    }

    @Test func inconsistentChangesThrowAndChangeNothing() {
        var carousel = Fixtures.carousel(.adjustable, currentIndex: 3)
        #expect(throws: CarouselKitError.inconsistentChange(change: .removed(0..<2), oldCount: 8, newCount: 8)) {
            try carousel.itemsChanged(to: ArrayCardSource(Fixtures.stories), change: .removed(0..<2))
        }
        #expect(throws: CarouselKitError.self) {
            try carousel.itemsChanged(to: Self.without(0..<1), change: .removed(7..<9))
        }
        #expect(throws: CarouselKitError.self) {
            try carousel.itemsChanged(to: ArrayCardSource(Fixtures.stories), change: .inserted(-1..<0))
        }
        #expect(carousel.currentIndex == 3)
        #expect(carousel.count == 8)
    }

    @Test func anInsertionPastIntMaxCardsThrowsInsteadOfOverflowing() {
        let huge = LazyCardSource(count: Int.max) { Card(id: String($0), title: "Card \($0)") }
        var carousel = Carousel(id: "huge", name: "Huge", cards: huge)
        #expect(
            throws: CarouselKitError.inconsistentChange(change: .inserted(0..<1), oldCount: Int.max, newCount: Int.max)
        ) {
            try carousel.itemsChanged(to: huge, change: .inserted(0..<1))
        }
        #expect(carousel.count == Int.max)
    }
}

@Suite struct FocusTrackingTests {
    @Test func rotorFocusOnARemovedCardMovesToItsReplacement() throws {
        var carousel = Fixtures.carousel(.customRotor, currentIndex: 1)
        _ = carousel.handle(.rotor(name: "Cards", forward: true, from: "related.card.0"))
        #expect(carousel.focusedElement == "related.card.1")
        #expect(
            try carousel.itemsChanged(to: ItemsChangedTests.without(1..<2), change: .removed(1..<2))
                == [.scrollTo(index: 1), .layoutChanged(focus: "related.card.1")])
    }

    @Test func focusOnACardFollowsItWhenCardsAreInsertedBeforeIt() throws {
        var carousel = Fixtures.carousel(.swipeThrough)
        _ = carousel.handle(.focusEntered("related.card.2"))
        let extra = [Card(id: "n1", title: "New one")]
        #expect(
            try carousel.itemsChanged(to: ArrayCardSource(extra + Fixtures.stories), change: .inserted(0..<1))
                == [.layoutChanged(focus: "related.card.3")])
        #expect(carousel.focusedElement == "related.card.3")
        #expect(carousel.currentCard?.id == "s3")
        // Cards inserted after the focused one leave its element where it is.
        #expect(
            try carousel.itemsChanged(
                to: ArrayCardSource(extra + Fixtures.stories + extra), change: .inserted(9..<10)) == [])
        #expect(carousel.focusedElement == "related.card.3")
    }

    @Test func focusOnTheLastCardFollowsItWhenAnEarlierCardIsRemoved() throws {
        // Before, focus stayed on "related.card.7", an element that no longer existed.
        var carousel = Fixtures.carousel(.headingBounded)
        _ = carousel.handle(.focusEntered("related.card.7"))
        #expect(
            try carousel.itemsChanged(to: ItemsChangedTests.without(0..<1), change: .removed(0..<1))
                == [.layoutChanged(focus: "related.card.6")])
        #expect(carousel.focusedElement == "related.card.6")
        #expect(carousel.currentCard?.id == "s8")
        #expect(carousel.cardIndex(of: "related.card.7") == nil)
    }

    @Test func focusOnANeighbourWhoseIdentityStartsWithTheCarouselsIsNotInside() throws {
        // "related.more" is another element; it used to count as the carousel's and hold rotation.
        var carousel = Fixtures.carousel(.adjustable, rotation: try AutoRotation(interval: .seconds(5)))
        #expect(!carousel.owns("related.more"))
        #expect(carousel.focusEntered("related.more") == [])
        #expect(!carousel.isFocusInside)
        #expect(!carousel.isRotationPaused)
        #expect(carousel.owns("related.pause"))
        #expect(carousel.owns("related.card.7"))
        #expect(!carousel.owns("related.card.8"))
        #expect(carousel.cardIndex(of: "related.card.03") == nil)
        #expect(carousel.cardIndex(of: "related.card.+3") == nil)
        #expect(carousel.cardIndex(of: "related.card.3") == 3)
    }

    @Test func focusOnTheHeadingHearsNothingWhenTheCurrentCardGoes() throws {
        var carousel = Fixtures.carousel(.headingBounded, currentIndex: 2)
        _ = carousel.handle(.focusEntered("related.heading"))
        #expect(
            try carousel.itemsChanged(to: ItemsChangedTests.without(2..<3), change: .removed(2..<3)) == [
                .scrollTo(index: 2)
            ])
    }
}
