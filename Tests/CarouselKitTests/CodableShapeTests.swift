import AccessibilityTree
import Foundation
import Testing

@testable import CarouselKit

@Suite struct CodableShapeTests {
    @Test func carouselConfigurationFromJSON() throws {
        let json = #"""
            {"id":"related","name":"Related stories","hasVisibleTitle":true,"strategy":"customActions",
             "rotation":{"intervalSeconds":5},
             "cards":[{"id":"a1","title":"Storm warning","description":"Rain all week","role":"link"},
                      {"id":"a2","title":"Old","isEnabled":false}]}
            """#
        let configuration = try JSONDecoder().decode(CarouselConfiguration.self, from: Data(json.utf8))
        #expect(configuration.rotation == (try AutoRotation(interval: .seconds(5))))
        let carousel = try Carousel(configuration: configuration)
        #expect(carousel.strategy == .customActions)
        #expect(carousel.hasVisibleTitle)
        #expect(carousel.currentValue == "Storm warning, Rain all week, Link, 1 of 2")
        let data = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(CarouselConfiguration.self, from: data) == configuration)
    }

    @Test func missingStrategyMeansThePlatformDefault() throws {
        let json = #"{"id":"c","name":"N","cards":[]}"#
        let configuration = try JSONDecoder().decode(CarouselConfiguration.self, from: Data(json.utf8))
        #expect(try Carousel(configuration: configuration, platform: .android).strategy == .androidContainer)
        #expect(try Carousel(configuration: configuration).strategy == .adjustable)
    }

    @Test func badValuesAreRejected() {
        let zero = #"{"id":"c","name":"N","cards":[],"rotation":{"intervalSeconds":0}}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CarouselConfiguration.self, from: Data(zero.utf8))
        }
        let strategy = #"{"id":"c","name":"N","cards":[],"strategy":"carouselOfDoom"}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CarouselConfiguration.self, from: Data(strategy.utf8))
        }
        let language = #"{"id":"c","name":"N","cards":[],"language":"xx"}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CarouselConfiguration.self, from: Data(language.utf8))
        }
        #expect(throws: CarouselKitError.unknownLanguage("xx")) {
            try Carousel(configuration: CarouselConfiguration(id: "c", name: "N", cards: [], language: "xx"))
        }
    }

    @Test func aRotationUnderAMillisecondIsADecodingError() throws {
        // 0.0004 s rounds to 0 ms; it used to escape as CarouselKitError, not a DecodingError.
        for seconds in ["0.0004", "-1", "1e9"] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(AutoRotation.self, from: Data(#"{"intervalSeconds":\#(seconds)}"#.utf8))
            }
        }
        let oneMillisecond = try JSONDecoder().decode(AutoRotation.self, from: Data(#"{"intervalSeconds":0.001}"#.utf8))
        #expect(oneMillisecond.interval == .milliseconds(1))
    }

    @Test func strategiesEncodeAsTheirNames() throws {
        let data = try JSONEncoder().encode(CarouselStrategy.allCases)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"["adjustable","customRotor","customActions","headingBounded","pageControl","androidContainer","swipeThrough"]"#
        )
        let rotation = try JSONEncoder().encode(try AutoRotation(interval: .milliseconds(2500)))
        #expect(String(decoding: rotation, as: UTF8.self) == #"{"intervalSeconds":2.5}"#)
    }

    @Test func formatsEncodeAsSynthesizedEnums() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(AdjustableValueFormat.counted(unit: "star")), as: UTF8.self)
                == #"{"counted":{"unit":"star"}}"#)
        #expect(
            String(decoding: try encoder.encode(AdjustableValueFormat.percent), as: UTF8.self) == #"{"percent":{}}"#)
    }
}
