import Testing

@testable import CarouselKit

@Suite struct CarouselStringsTests {
    @Test func englishTableHasEveryWordTheReferencesName() {
        let en = CarouselStrings.english
        #expect(en.carousel == "Carousel")
        #expect(en.button == "Button")
        #expect(en.link == "Link")
        #expect(en.dimmed == "Dimmed")
        #expect(en.disabled == "disabled")
        #expect(en.nextCard == "Next card")
        #expect(en.previousCard == "Previous card")
        #expect(en.cardsRotor == "Cards")
        #expect(en.pause == "Pause")
        #expect(en.play == "Play")
        #expect(en.noItems == "No items")
        #expect(en.changeSlidesHint == "Swipe up or down to change slides")
        #expect(en.twoFingerSwipeHint == "Swipe right with two fingers to change slides")
    }

    @Test func templatesFillInOrderAndByPosition() {
        // One template syntax for every word (issue 23): `{1}`, `{2}` by position.
        #expect(CarouselStrings.format("{1} of {2}", 2, 8) == "2 of 8")
        #expect(CarouselStrings.format("Showing slide {1} of {2}", 2, 8) == "Showing slide 2 of 8")
        #expect(CarouselStrings.format("{2} / {1}", 2, 8) == "8 / 2")
        #expect(CarouselStrings.format("{1} of {2}", "a", "b") == "a of b")
        #expect(CarouselStrings.format("100%") == "100%")
        // A placeholder without an argument stays visible instead of trapping.
        #expect(CarouselStrings.format("{1} of {2}", 2) == "2 of {2}")
    }

    @Test func aHugePositionFromADecodedTableStaysAsWrittenInsteadOfOverflowing() {
        #expect(CarouselStrings.format("{99999999999999999999} of {1}", 2, 8) == "{99999999999999999999} of 2")
        #expect(CarouselStrings.format("{0} {-1} {1", 2) == "{0} {-1} {1")
    }

    @Test func pluralsPickOneOrOther() {
        let en = CarouselStrings.english
        #expect(en.count(1, "star") == "1 star")
        #expect(en.count(3, "star") == "3 stars")
        #expect(en.count(0, "second") == "0 seconds")
        #expect(en.count(1, "minute") == "1 minute")
        #expect(en.count(2, "widget") == "2 widget")
    }

    @Test func languagesAreLookedUpByCode() {
        #expect(CarouselStrings.forLanguage("en") == .english)
        #expect(CarouselStrings.forLanguage("en-GB") == .english)
        #expect(CarouselStrings.forLanguage("en_US") == .english)
        #expect(CarouselStrings.forLanguage("xx") == nil)
    }

    @Test func aNewLanguageIsDataOnly() throws {
        var table = CarouselStrings.english
        table.language = "fr"
        table.carousel = "Carrousel"
        table.button = "Bouton"
        table.position = "{1} sur {2}"
        let card = Card(id: "c", title: "Météo")
        let carousel = Carousel(id: "c", name: "À la une", cards: [card, card], strategy: .adjustable, strings: table)
        #expect(carousel.label == "À la une, Carrousel")
        #expect(carousel.currentValue == "Météo, Bouton, 1 sur 2")
    }
}
