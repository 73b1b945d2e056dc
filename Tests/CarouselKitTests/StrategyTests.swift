import AccessibilityTree
import Testing

@testable import CarouselKit

@Suite struct CustomRotorStrategyTests {
    @Test func oneElementWithACardsRotorOverCardElements() {
        let element = Fixtures.carousel(.customRotor).accessibilityElement(for: .iOS, frame: Fixtures.frame)
        #expect(element.isAccessibilityElement)
        #expect(element.traits == [])
        #expect(element.label == "Related stories, Carousel")
        #expect(element.value == "How do the new lockdown restrictions affect me?, Button, 1 of 8")
        let ids = (0..<8).map { ElementID("related.card.\($0)") }
        #expect(element.customRotors == [CustomRotor(name: "Cards", items: ids)])
        // The rotor is never the only way: next/previous actions are on the element too.
        #expect(
            element.customActions == [
                CustomAction(name: "Next card", key: "next"), CustomAction(name: "Previous card", key: "previous"),
            ])
        #expect(element.children.map(\.id) == ids)
        #expect(element.children[0].label == "How do the new lockdown restrictions affect me?")
        #expect(element.children[0].value == "1 of 8")
        #expect(element.children[0].traits == .button)
        #expect(element.children[2].traits == .link)
        #expect(element.children[3].traits == [.button, .notEnabled])
        #expect(element.children[5].traits == [])
    }

    @Test func rotorMovesFocusCardByCard() {
        var carousel = Fixtures.carousel(.customRotor)
        #expect(
            carousel.handle(.rotor(name: "Cards", forward: true, from: "related"))
                == [.layoutChanged(focus: "related.card.0"), .scrollTo(index: 0)])
        #expect(
            carousel.handle(.rotor(name: "Cards", forward: true, from: "related.card.0"))
                == [.layoutChanged(focus: "related.card.1"), .scrollTo(index: 1)])
        #expect(carousel.currentIndex == 1)
        #expect(
            carousel.handle(.rotor(name: "Cards", forward: false, from: "related.card.1"))
                == [.layoutChanged(focus: "related.card.0"), .scrollTo(index: 0)])
        #expect(carousel.handle(.rotor(name: "Cards", forward: false, from: "related.card.0")) == [.boundary])
        #expect(carousel.handle(.rotor(name: "Headings", forward: true, from: "related")) == [])
        #expect(carousel.handle(.increment("related")) == [])
    }

    @Test func rotorStopsAtTheLastCard() {
        var carousel = Fixtures.carousel(.customRotor, currentIndex: 7)
        #expect(carousel.handle(.rotor(name: "Cards", forward: true, from: "related.card.7")) == [.boundary])
        #expect(carousel.currentIndex == 7)
    }

    @Test func nextActionAnnouncesTheNewCard() {
        var carousel = Fixtures.carousel(.customRotor, currentIndex: 1)
        #expect(
            carousel.handle(.customAction(key: "next", element: "related"))
                == [.scrollTo(index: 2), .announce("Election results, Link, 3 of 8")])
    }
}

@Suite struct CustomActionsStrategyTests {
    @Test func oneElementWithNextAndPreviousActions() {
        let element = Fixtures.carousel(.customActions).accessibilityElement(for: .iOS, frame: Fixtures.frame)
        #expect(element.isAccessibilityElement)
        #expect(element.traits == [])
        #expect(element.label == "Related stories, Carousel")
        #expect(element.value == "How do the new lockdown restrictions affect me?, Button, 1 of 8")
        #expect(element.hint == "Swipe up or down to change slides")
        #expect(
            element.customActions == [
                CustomAction(name: "Next card", key: "next"), CustomAction(name: "Previous card", key: "previous"),
            ])
        #expect(element.children.isEmpty)
    }

    @Test func actionsMoveAndAnnounce() {
        var carousel = Fixtures.carousel(.customActions)
        #expect(
            carousel.handle(.customAction(key: "next", element: "related"))
                == [.scrollTo(index: 1), .announce("Storm warning, Rain all week, 2 min read, Button, 2 of 8")])
        #expect(
            carousel.handle(.customAction(key: "previous", element: "related"))
                == [.scrollTo(index: 0), .announce("How do the new lockdown restrictions affect me?, Button, 1 of 8")])
        #expect(carousel.handle(.customAction(key: "previous", element: "related")) == [.boundary])
        #expect(carousel.handle(.customAction(key: "next", element: "elsewhere")) == [])
        #expect(carousel.handle(.increment("related")) == [])
    }

    @Test func meansTheSameOnAndroid() {
        let carousel = Fixtures.carousel(.customActions, platform: .android)
        #expect(carousel.effectiveStrategy == .customActions)
        #expect(carousel.currentValue == "How do the new lockdown restrictions affect me?, Button, 1 of 8")
    }
}

@Suite struct HeadingBoundedStrategyTests {
    @Test func headingsBracketButtonCards() {
        let carousel = Fixtures.carousel(.headingBounded, trailingHeading: "End of related stories")
        let element = carousel.accessibilityElement(for: .iOS, frame: Fixtures.frame)
        #expect(!element.isAccessibilityElement)
        #expect(element.children.count == 10)
        let heading = element.children[0]
        #expect(heading.id == "related.heading")
        #expect(heading.label == "Related stories")
        #expect(heading.traits == .header)
        #expect(heading.isAccessibilityElement)
        let cards = element.children[1...8]
        #expect(cards.map(\.id) == (0..<8).map { ElementID("related.card.\($0)") })
        #expect(cards.allSatisfy { $0.isAccessibilityElement && !$0.isHidden })
        #expect(element.children[2].label == "Storm warning, Rain all week, 2 min read")
        #expect(element.children[2].value == "2 of 8")
        #expect(element.children[2].traits == .button)
        let end = element.children[9]
        #expect(end.id == "related.end")
        #expect(end.label == "End of related stories")
        #expect(end.traits == .header)
    }

    @Test func cardsAreActivatedAndFollowFocus() {
        var carousel = Fixtures.carousel(.headingBounded)
        #expect(carousel.handle(.activate("related.card.2")) == [.performed(action: "activate", element: "s3")])
        #expect(carousel.handle(.activate("related.card.3")) == [])
        #expect(carousel.handle(.activate("related.card.99")) == [])
        #expect(carousel.handle(.focusEntered("related.card.4")) == [.scrollTo(index: 4)])
        #expect(carousel.currentIndex == 4)
        #expect(carousel.isFocusInside)
        #expect(carousel.handle(.focusEntered("related.card.4")) == [])
        #expect(
            carousel.handle(.customAction(key: "share", element: "related.card.4")) == [
                .performed(action: "share", element: "s5")
            ])
        #expect(carousel.handle(.customAction(key: "share", element: "related.card.1")) == [])
    }

    @Test func withoutTrailingHeadingOnlyTheLeadingOne() {
        let element = Fixtures.carousel(.headingBounded).accessibilityElement(for: .iOS, frame: Fixtures.frame)
        #expect(element.children.filter { $0.traits.contains(.header) }.map(\.id) == ["related.heading"])
    }
}

@Suite struct PageControlStrategyTests {
    @Test func slidesAreHiddenAndOnlyThePageControlIsReachable() {
        let element = Fixtures.carousel(.pageControl).accessibilityElement(for: .iOS, frame: Fixtures.frame)
        #expect(!element.isAccessibilityElement)
        #expect(element.children.map(\.id) == ["related.slides", "related.pages"])
        let slides = element.children[0]
        #expect(slides.isHidden)
        #expect(slides.children.map(\.id) == ["related.card.0"])
        let pages = element.children[1]
        #expect(pages.isAccessibilityElement)
        #expect(pages.traits == .adjustable)
        #expect(pages.label == "Related stories, Carousel")
        #expect(pages.value == "Page 1 of 8")
    }

    @Test func changingPageAnnouncesTheSlide() {
        var carousel = Fixtures.carousel(.pageControl)
        #expect(
            carousel.handle(.increment("related.pages")) == [
                .valueChanged("related.pages"), .scrollTo(index: 1),
                .announce("Storm warning, Rain all week, 2 min read, Button, 2 of 8"),
            ])
        #expect(carousel.pageValue == "Page 2 of 8")
        #expect(carousel.handle(.increment("related")) == [])
        #expect(
            carousel.handle(.decrement("related.pages")) == [
                .valueChanged("related.pages"), .scrollTo(index: 0),
                .announce("How do the new lockdown restrictions affect me?, Button, 1 of 8"),
            ])
        #expect(carousel.handle(.decrement("related.pages")) == [.boundary])
    }

    @Test func emptyPageControlSaysNoItems() {
        let element = Fixtures.carousel(.pageControl, cards: []).accessibilityElement(for: .iOS, frame: Fixtures.frame)
        #expect(element.children[1].value == "No items")
        #expect(element.children[0].children.isEmpty)
    }
}

@Suite struct AndroidContainerStrategyTests {
    @Test func collapsedContainerHidesItsCards() {
        let carousel = Fixtures.carousel(.androidContainer, platform: .android)
        let element = carousel.accessibilityElement(for: .android, frame: Fixtures.frame)
        #expect(element.label == "Related stories, 8 slides, showing slide 1")
        #expect(element.roleDescription == "Carousel")
        #expect(element.collectionInfo == CollectionInfo(rowCount: 1, columnCount: 8))
        #expect(element.isScreenReaderFocusable)
        #expect(element.isClickable)
        #expect(element.children.count == 8)
        #expect(element.children.allSatisfy { $0.isHidden })
    }

    @Test func isTheAndroidDefault() {
        let carousel = Carousel(id: "related", name: "Related stories", cards: Fixtures.stories, platform: .android)
        #expect(carousel.strategy == .androidContainer)
    }

    @Test func activatingExposesCardsAndFocusesTheCurrentOne() {
        var carousel = Fixtures.carousel(.androidContainer, platform: .android)
        #expect(carousel.handle(.activate("related")) == [.layoutChanged(focus: "related.card.0")])
        #expect(carousel.isBrowsing)
        let element = carousel.accessibilityElement(for: .android, frame: Fixtures.frame)
        #expect(!element.isScreenReaderFocusable)
        #expect(!element.isClickable)
        let first = element.children[0]
        #expect(!first.isHidden)
        #expect(first.isClickable)
        #expect(first.role == .button)
        #expect(first.label == "How do the new lockdown restrictions affect me?")
        #expect(first.collectionItemInfo == CollectionItemInfo(rowIndex: 0, columnIndex: 0))
        // TalkBack speaks "1 of 8" from the collection item info; a value would repeat it.
        #expect(first.value == nil)
        #expect(first.hint == "Swipe right with two fingers to change slides")
        #expect(element.children[3].isClickable == false)
        #expect(element.children[3].isEnabled == false)
        #expect(element.children[2].role == .link)
        #expect(carousel.handle(.activate("related")) == [])
    }

    @Test func twoFingerSwipesMoveBetweenSlides() {
        var carousel = Fixtures.carousel(.androidContainer, platform: .android)
        _ = carousel.handle(.activate("related"))
        #expect(
            carousel.handle(.scroll(.right, element: "related.card.0")) == [
                .scrollTo(index: 1), .pageScrolled("Showing slide 2 of 8"), .layoutChanged(focus: "related.card.1"),
            ])
        #expect(
            carousel.handle(.scroll(.forward, element: "related.card.1")) == [
                .scrollTo(index: 2), .pageScrolled("Showing slide 3 of 8"), .layoutChanged(focus: "related.card.2"),
            ])
        #expect(
            carousel.handle(.scroll(.backward, element: "related.card.2")) == [
                .scrollTo(index: 1), .pageScrolled("Showing slide 2 of 8"), .layoutChanged(focus: "related.card.1"),
            ])
        #expect(carousel.handle(.scroll(.up, element: "related.card.1")) == [])
        #expect(carousel.handle(.activate("related.card.1")) == [.performed(action: "activate", element: "s2")])
    }

    @Test func lastSlideIsABoundary() {
        var carousel = Fixtures.carousel(.androidContainer, platform: .android, currentIndex: 7)
        #expect(carousel.handle(.scroll(.right, element: "related")) == [.boundary])
    }

    @Test func changingStrategyOrPlatformWhileBrowsingEndsBrowsing() {
        // Before, the public setters left isBrowsing on, and the next event failed an invariant assertion.
        var carousel = Fixtures.carousel(.androidContainer, platform: .android, currentIndex: 1)
        _ = carousel.handle(.activate("related"))
        #expect(carousel.isBrowsing)
        carousel.strategy = .swipeThrough
        #expect(!carousel.isBrowsing)
        #expect(carousel.handle(.focusLeft) == [])
        var moved = Fixtures.carousel(.androidContainer, platform: .android, currentIndex: 1)
        _ = moved.handle(.activate("related"))
        moved.platform = .iOS
        #expect(!moved.isBrowsing)
        #expect(moved.increment() == [.valueChanged("related"), .scrollTo(index: 2)])
    }

    @Test func escapeReturnsToTheCollapsedContainer() {
        var carousel = Fixtures.carousel(.androidContainer, platform: .android)
        _ = carousel.handle(.activate("related"))
        _ = carousel.handle(.scroll(.right, element: "related.card.0"))
        #expect(carousel.handle(.escape) == [.layoutChanged(focus: "related")])
        #expect(!carousel.isBrowsing)
        #expect(carousel.handle(.escape) == [])
        let element = carousel.accessibilityElement(for: .android, frame: Fixtures.frame)
        #expect(element.label == "Related stories, 8 slides, showing slide 2")
        #expect(element.children.allSatisfy { $0.isHidden })
    }

    @Test func leavingFocusCollapses() {
        var carousel = Fixtures.carousel(.androidContainer, platform: .android)
        _ = carousel.handle(.activate("related"))
        #expect(carousel.handle(.focusLeft) == [])
        #expect(!carousel.isBrowsing)
    }

    @Test func collapsedScrollChangesTheSlideWithoutMovingFocus() {
        var carousel = Fixtures.carousel(.androidContainer, platform: .android)
        #expect(
            carousel.handle(.scroll(.forward, element: "related")) == [
                .scrollTo(index: 1), .pageScrolled("Showing slide 2 of 8"),
            ])
        #expect(carousel.containerLabel == "Related stories, 8 slides, showing slide 2")
    }

    @Test func countWordsAgreeWithTheTotal() {
        let one = Fixtures.carousel(.androidContainer, platform: .android, cards: [Fixtures.stories[0]])
        #expect(one.containerLabel == "Related stories, 1 slide, showing slide 1")
        var empty = Fixtures.carousel(.androidContainer, platform: .android, cards: [])
        #expect(empty.containerLabel == "Related stories, No items")
        #expect(empty.handle(.activate("related")) == [])
        #expect(!empty.accessibilityElement(for: .android, frame: Fixtures.frame).isClickable)
    }

    @Test func iOSOnlyStrategiesRenderAsTheContainerOnAndroid() {
        for strategy in [CarouselStrategy.adjustable, .customRotor, .pageControl] {
            let element = Fixtures.carousel(strategy).accessibilityElement(for: .android, frame: Fixtures.frame)
            #expect(element.roleDescription == "Carousel")
            #expect(element.label == "Related stories, 8 slides, showing slide 1")
        }
        let onIOS = Fixtures.carousel(.androidContainer).accessibilityElement(for: .iOS, frame: Fixtures.frame)
        #expect(onIOS.traits == .adjustable)
        #expect(onIOS.label == "Related stories, Carousel")
    }
}

@Suite struct SwipeThroughStrategyTests {
    @Test func everyCardIsItsOwnElementInAList() {
        let element = Fixtures.carousel(.swipeThrough).accessibilityElement(for: .iOS, frame: Fixtures.frame)
        #expect(!element.isAccessibilityElement)
        #expect(element.containerType == .list)
        #expect(element.collectionInfo == CollectionInfo(rowCount: 1, columnCount: 8))
        #expect(element.label == "Related stories, Carousel")
        #expect(element.children.count == 8)
        #expect(element.children.map(\.value) == (1...8).map { "\($0) of 8" })
        #expect(element.children.allSatisfy { $0.isAccessibilityElement && !$0.isHidden })
        #expect(element.children[0].traits == .button)
        #expect(element.children[1].label == "Storm warning, Rain all week, 2 min read")
    }

    @Test func androidCardsAreClickableButtonsWithPositions() {
        let element = Fixtures.carousel(.swipeThrough, platform: .android).accessibilityElement(
            for: .android, frame: Fixtures.frame)
        let card = element.children[1]
        #expect(card.isClickable)
        #expect(card.role == .button)
        #expect(card.collectionItemInfo == CollectionItemInfo(rowIndex: 0, columnIndex: 1))
        #expect(element.children[5].isClickable == false)
    }

    @Test func disabledCardsAreDimmedAndOfferNoActions() {
        var cards = Fixtures.stories
        cards[3].actions = [CustomAction(name: "Share", key: "share")]
        var carousel = Fixtures.carousel(.swipeThrough, cards: cards)
        let card = carousel.accessibilityElement(for: .iOS, frame: Fixtures.frame).children[3]
        #expect(card.traits == [.button, .notEnabled])
        #expect(!card.isClickable)
        // Offered actions that do nothing were a lie; the carousel element already hid them.
        #expect(card.customActions.isEmpty)
        #expect(carousel.handle(.customAction(key: "share", element: "related.card.3")) == [])
        #expect(carousel.handle(.activate("related.card.3")) == [])
        let android = Fixtures.carousel(.swipeThrough, platform: .android, cards: cards)
            .accessibilityElement(for: .android, frame: Fixtures.frame).children[3]
        #expect(!android.isEnabled)
        #expect(!android.isClickable)
    }

    @Test func visibleTitleIsHidden() {
        let element = Fixtures.carousel(.swipeThrough, hasVisibleTitle: true).accessibilityElement(
            for: .iOS, frame: Fixtures.frame)
        #expect(element.children[0].id == "related.title")
        #expect(element.children[0].isHidden)
        #expect(element.children.count == 9)
    }
}
