import AccessibilityTree
import Foundation
import Testing

@testable import CarouselKit

@Suite struct GroupedCellTests {
    static func player() throws -> GroupedCell {
        try GroupedCell(
            id: "player.0",
            template: "{name} is a player for {team}. Plays the position of {position|lowercase}. {age} years old",
            fields: ["name": "Kawhi Leonard", "team": "Toronto Raptors", "position": "Small Forward", "age": "27"],
            visibleTexts: ["Kawhi Leonard\nToronto Raptors", "Small Forward\n Age: 27"],
            hint: "Double tap to get more details", isActionable: true)
    }

    @Test func seedCellIsOneSentenceWithAHint() throws {
        let element = try Self.player().accessibilityElement(for: .iOS, frame: .zero)
        #expect(
            element.label
                == "Kawhi Leonard is a player for Toronto Raptors. Plays the position of small forward. 27 years old")
        #expect(element.hint == "Double tap to get more details")
        #expect(element.isAccessibilityElement)
        #expect(element.children.map(\.label) == ["Kawhi Leonard\nToronto Raptors", "Small Forward\n Age: 27"])
        #expect(element.children.allSatisfy { !$0.isAccessibilityElement })
    }

    @Test func activationPerformsTheCellsAction() throws {
        var cell = try Self.player()
        #expect(cell.handle(.activate("player.0")) == [.performed(action: "activate", element: "player.0")])
        #expect(cell.handle(.activate("player.1")) == [])
    }

    @Test func badTemplatesThrowWithTheirReason() {
        #expect(throws: CarouselKitError.missingField("team", template: "{name} of {team}")) {
            try GroupedCell(id: "c", template: "{name} of {team}", fields: ["name": "A"])
        }
        #expect(throws: CarouselKitError.malformedTemplate("{name", reason: "a '{' without a closing '}'")) {
            try GroupedCell(id: "c", template: "{name", fields: ["name": "A"])
        }
        #expect(throws: CarouselKitError.self) {
            try GroupedCell(id: "c", template: "{name|shout}", fields: ["name": "A"])
        }
    }

    @Test func roundTripsThroughJSON() throws {
        let cell = try Self.player()
        let data = try JSONEncoder().encode(cell)
        #expect(try JSONDecoder().decode(GroupedCell.self, from: data) == cell)
        let bad = #"{"id":"c","template":"{missing}","fields":{}}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GroupedCell.self, from: Data(bad.utf8)) }
    }
}
