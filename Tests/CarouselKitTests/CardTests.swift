import AccessibilityTree
import Foundation
import Testing

@testable import CarouselKit

@Suite struct CardTests {
    @Test func textsAreGroupedIntoOneLabel() {
        let card = Card(id: "s2", title: "Storm warning", description: "Rain all week", otherTexts: ["", "2 min read"])
        #expect(card.groupedLabel == "Storm warning, Rain all week, 2 min read")
        #expect(Card(id: "x", title: "Only title").groupedLabel == "Only title")
    }

    @Test func decodingFillsDefaults() throws {
        let json = #"{"id":"a1","title":"Storm warning"}"#
        let card = try JSONDecoder().decode(Card.self, from: Data(json.utf8))
        #expect(card == Card(id: "a1", title: "Storm warning"))
        #expect(card.role == .button)
        #expect(card.isEnabled)
    }

    @Test func fullCardRoundTrips() throws {
        let card = Card(
            id: "a1", title: "T", description: "D", otherTexts: ["O"], role: .link, isEnabled: false,
            actions: [CustomAction(name: "Share", key: "share")])
        let data = try JSONEncoder().encode(card)
        #expect(try JSONDecoder().decode(Card.self, from: data) == card)
    }

    @Test func unknownRoleIsRejected() {
        let json = #"{"id":"a1","title":"T","role":"slider"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Card.self, from: Data(json.utf8)) }
    }

    @Test func lazySourceBuildsOnlyWhatIsAsked() {
        let source = LazyCardSource(count: 1_000_000) { Card(id: "c\($0)", title: "Card \($0 + 1)") }
        #expect(source.count == 1_000_000)
        #expect(source.card(at: 999_999).title == "Card 1000000")
        #expect(LazyCardSource(count: -3) { Card(id: "\($0)", title: "") }.count == 0)
    }
}
