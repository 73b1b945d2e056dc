import AccessibilityTree
import Foundation
import Testing

@testable import CarouselKit

/// Decoded JSON is outside data: every CarouselKit type either rejects it with a DecodingError or
/// yields a component whose every event and rendering runs without trapping.
@Suite struct HostileInputTests {
    static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test(arguments: [
        #"{"percent":{}}"#, #"{"counted":{"unit":"star"}}"#, #"{"duration":{"showsTotal":true}}"#,
        #"{"letters":{}}"#, #"{"custom":{"labels":[]}}"#,
    ])
    func extremeAdjustableValuesSpeakAndStepWithoutTrapping(format: String) throws {
        let shapes = [
            #"{"id":"v","label":"V","lowerBound":-1.7e308,"upperBound":1.7e308,"step":1e308,"value":1.7e308,"format":\#(format)}"#,
            #"{"id":"v","label":"V","lowerBound":0,"upperBound":1e19,"step":5e-324,"value":1e19,"format":\#(format)}"#,
            #"{"id":"v","label":"V","lowerBound":-1e19,"upperBound":-1e19,"step":1,"value":0,"format":\#(format)}"#,
        ]
        for json in shapes {
            var value = try Self.decode(AdjustableValue.self, json)
            #expect(value.range.contains(value.value))
            for _ in 0..<3 {
                _ = value.increment()
                _ = value.decrement()
                _ = value.decrement()
            }
            #expect(value.range.contains(value.value))
            #expect(!value.accessibilityElement(for: .android, frame: .zero).value!.isEmpty)
        }
    }

    @Test func invalidAdjustableValuesAreDecodingErrors() {
        let shapes = [
            #"{"id":"v","label":"V","lowerBound":1,"upperBound":0,"step":1,"value":0,"format":{"percent":{}}}"#,
            #"{"id":"v","label":"V","lowerBound":0,"upperBound":1,"step":0,"value":0,"format":{"percent":{}}}"#,
            #"{"id":"v","label":"V","lowerBound":0,"upperBound":1,"step":-1,"value":0,"format":{"percent":{}}}"#,
            #"{"id":"v","label":"V","lowerBound":0,"upperBound":1,"step":1,"value":0,"format":{"percent":{}},"language":"xx"}"#,
        ]
        for json in shapes {
            #expect(throws: DecodingError.self) { try Self.decode(AdjustableValue.self, json) }
        }
    }

    @Test(arguments: CarouselStrategy.allCases)
    func aCarouselFromHostileConfigurationRunsEveryEvent(strategy: CarouselStrategy) throws {
        for index in [Int.max, Int.min, -1, 3] {
            let json = #"""
                {"id":"c","name":"","strategy":"\#(strategy.rawValue)","currentIndex":\#(index),
                 "rotation":{"intervalSeconds":0.001},
                 "cards":[{"id":"","title":""},{"id":"b","title":"B","isEnabled":false,"actions":[{"name":"","key":""}]}]}
                """#
            let configuration = try Self.decode(CarouselConfiguration.self, json)
            for platform in Platform.allCases {
                var carousel = try Carousel(configuration: configuration, platform: platform)
                #expect((0..<2).contains(carousel.currentIndex))
                let events: [ComponentEvent] = [
                    .focusEntered("c.card.9223372036854775807"), .activate("c"), .increment("c"), .increment("c"),
                    .decrement("c.pages"), .customAction(key: "card.", element: "c"),
                    .customAction(key: "", element: "c.card.1"), .scroll(.forward, element: "c"),
                    .rotor(name: "Cards", forward: false, from: "c.card.-1"), .magicTap, .escape, .focusLeft,
                    .tick(now: .zero), .tick(now: .seconds(1)), .tick(now: .seconds(Int64.max)),
                ]
                for event in events { _ = carousel.handle(event) }
                _ = try carousel.itemsChanged(to: ArrayCardSource([]), change: .removed(0..<2))
                _ = carousel.handle(.activate("c"))
                let element = carousel.accessibilityElement(for: platform, frame: .zero)
                #expect(element.id == "c")
            }
        }
    }

    @Test func hostileChangesAreRejected() throws {
        var carousel = Fixtures.carousel(.adjustable)
        for json in [
            #"{"inserted":{"_0":[-9223372036854775808,9223372036854775807]}}"#,
            #"{"removed":{"_0":[0,9223372036854775807]}}"#, #"{"inserted":{"_0":[8,8]}}"#,
        ] {
            let change = try Self.decode(CardChange.self, json)
            #expect(throws: CarouselKitError.self) {
                try carousel.itemsChanged(to: ArrayCardSource(Fixtures.stories.dropLast()), change: change)
            }
        }
        #expect(throws: DecodingError.self) { try Self.decode(CardChange.self, #"{"removed":{"_0":[5,1]}}"#) }
        #expect(carousel.count == 8)
    }

    @Test func hostileStringTablesSpeakWithoutTrapping() throws {
        var strings = CarouselStrings.english
        strings.position = "{9223372036854775808} {0} {-1} {1}{"
        strings.units = ["slide": PluralForms(one: "{", other: "{99999999999999999999999}")]
        let data = try JSONEncoder().encode(strings)
        let decoded = try JSONDecoder().decode(CarouselStrings.self, from: data)
        let carousel = Carousel(
            id: "c", name: "N", cards: Fixtures.stories, strategy: .androidContainer, platform: .android,
            strings: decoded)
        #expect(carousel.positionText(at: 1) == "{9223372036854775808} {0} {-1} 2{")
        #expect(carousel.containerLabel == "N, {99999999999999999999999}, showing slide 1")
    }

    /// A custom source whose count is negative: `0..<count` used to trap in `Carousel.init`.
    struct NegativeSource: CardSource {
        var count: Int { -1 }
        func card(at index: Int) -> Card { Card(id: "never", title: "Never asked for") }
    }

    @Test(arguments: CarouselStrategy.allCases)
    func aSourceWithANegativeCountIsEmpty(strategy: CarouselStrategy) throws {
        var carousel = Carousel(id: "c", name: "N", cards: NegativeSource(), strategy: strategy, currentIndex: 3)
        #expect(carousel.count == 0)
        #expect(carousel.isEmpty)
        #expect(carousel.currentValue == "No items")
        #expect(carousel.increment() == [.boundary])
        #expect(carousel.accessibilityElement(for: .iOS, frame: .zero).id == "c")
        var filled = Carousel(id: "c", name: "N", cards: Fixtures.stories, strategy: strategy, currentIndex: 3)
        _ = try filled.itemsChanged(to: NegativeSource(), change: .reloaded)
        #expect(filled.isEmpty)
        #expect(filled.currentIndex == 0)
    }
}
