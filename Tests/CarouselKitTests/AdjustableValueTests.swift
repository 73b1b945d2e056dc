import AccessibilityTree
import Foundation
import Testing

@testable import CarouselKit

@Suite struct AdjustableValueTests {
    @Test func volumeSliderStepsByTenPercent() throws {
        // Seed 004: "Volume. 50%. Adjustable." then only "60%" after swiping up.
        var volume = try AdjustableValue(
            id: "volume", label: "Volume", range: 0...1, step: 0.1, value: 0.5, format: .percent)
        let element = volume.accessibilityElement(for: .iOS, frame: .zero)
        #expect(element.label == "Volume")
        #expect(element.value == "50%")
        #expect(element.traits == .adjustable)
        #expect(element.isAccessibilityElement)
        #expect(volume.handle(.increment("volume")) == [.valueChanged("volume")])
        #expect(volume.valueText == "60%")
        for _ in 0..<4 { _ = volume.increment() }
        #expect(volume.valueText == "100%")
        #expect(volume.increment() == [.boundary])
        #expect(volume.valueText == "100%")
    }

    @Test func aStepFinerThanTheFormatStillMovesTheValue() throws {
        // 0.4% steps: the first swipe keeps "50%" (VoiceOver's boundary sound, seed 004), the second
        // reaches "51%". Before, the unchanged text also left the value unchanged, so it stuck at 50%.
        var fine = try AdjustableValue(
            id: "fine", label: "Fine", range: 0...1, step: 0.004, value: 0.5, format: .percent)
        #expect(fine.increment() == [.boundary])
        #expect(fine.valueText == "50%")
        #expect(fine.increment() == [.valueChanged("fine")])
        #expect(fine.valueText == "51%")
        // At the limit nothing moves.
        var full = try AdjustableValue(id: "full", label: "Full", range: 0...1, step: 0.1, value: 1, format: .percent)
        #expect(full.increment() == [.boundary])
        #expect(full.value == 1)
    }

    @Test func starRatingCountsStarsToTheBoundary() throws {
        // Seed 004: "Rating. 2 stars. Adjustable." then "3 stars", "4 stars", "5 stars", then the boundary sound.
        var rating = try AdjustableValue(
            id: "rating", label: "Rating", range: 1...5, step: 1, value: 2, format: .counted(unit: "star"))
        #expect(rating.valueText == "2 stars")
        var spoken: [String] = []
        for _ in 0..<3 {
            #expect(rating.increment() == [.valueChanged("rating")])
            spoken.append(rating.valueText)
        }
        #expect(spoken == ["3 stars", "4 stars", "5 stars"])
        #expect(rating.increment() == [.boundary])
        #expect(rating.valueText == "5 stars")
        for _ in 0..<4 { _ = rating.decrement() }
        #expect(rating.valueText == "1 star")
        #expect(rating.decrement() == [.boundary])
    }

    @Test func indexLettersStepAThroughC() throws {
        var index = try AdjustableValue(
            id: "index", label: "Section index", range: 0...25, step: 1, value: 0, format: .letters)
        #expect(index.valueText == "A")
        _ = index.increment()
        #expect(index.valueText == "B")
        _ = index.increment()
        #expect(index.valueText == "C")
        #expect(AdjustableValueFormat.letters(25) == "Z")
        #expect(AdjustableValueFormat.letters(26) == "AA")
    }

    @Test func lettersOfAHugeValueDoNotOverflow() throws {
        // 1e19 rounds to Int.max; bijective base 26 of that 0-based index, worked out by hand.
        let index = try AdjustableValue(
            id: "index", label: "Section index", range: 0...1e19, step: 1, value: 1e19, format: .letters)
        #expect(index.valueText == "CRPXNLSKVLJFHH")
        #expect(AdjustableValueFormat.letters(701) == "ZZ")
        #expect(AdjustableValueFormat.letters(702) == "AAA")
    }

    @Test func trackPositionSpeaksDurationsInWords() throws {
        let position = try AdjustableValue(
            id: "track", label: "Track position", range: 0...247, step: 10, value: 118,
            format: .duration(showsTotal: true))
        #expect(position.valueText == "1 minute 58 seconds of 4 minutes 7 seconds")
        let strings = CarouselStrings.english
        #expect(AdjustableValueFormat.duration(0, strings: strings) == "0 seconds")
        #expect(AdjustableValueFormat.duration(3600, strings: strings) == "1 hour")
        #expect(AdjustableValueFormat.duration(3661, strings: strings) == "1 hour 1 minute 1 second")
    }

    @Test func customLabelsAndAndroidStateDescription() throws {
        var level = try AdjustableValue(
            id: "level", label: "Level", range: 0...2, step: 1, value: 0,
            format: .custom(labels: ["Low", "Medium", "High"]))
        #expect(level.valueText == "Low")
        #expect(level.handle(.scroll(.forward, element: "level")) == [.valueChanged("level")])
        #expect(level.accessibilityElement(for: .android, frame: .zero).stateDescription == "Medium")
        #expect(level.accessibilityElement(for: .iOS, frame: .zero).stateDescription == nil)
        #expect(level.handle(.increment("other")) == [])
    }

    @Test func valueIsClampedIntoTheRange() throws {
        let value = try AdjustableValue(id: "v", label: "V", range: 0...1, step: 0.1, value: 7, format: .percent)
        #expect(value.value == 1)
    }

    @Test func invalidConfigurationThrows() {
        #expect(throws: CarouselKitError.invalidStep(0)) {
            try AdjustableValue(id: "v", label: "V", range: 0...1, step: 0, value: 0, format: .percent)
        }
        #expect(throws: CarouselKitError.invalidRange(lower: 0, upper: .infinity)) {
            try AdjustableValue(id: "v", label: "V", range: 0...Double.infinity, step: 1, value: 0, format: .percent)
        }
    }

    @Test func jsonShapeDecodesAndRejectsBadSteps() throws {
        let json =
            #"{"id":"volume","label":"Volume","lowerBound":0,"upperBound":1,"step":0.1,"value":0.5,"format":{"percent":{}}}"#
        let volume = try JSONDecoder().decode(AdjustableValue.self, from: Data(json.utf8))
        #expect(volume.valueText == "50%")
        let stars =
            #"{"id":"r","label":"Rating","lowerBound":1,"upperBound":5,"step":1,"value":2,"format":{"counted":{"unit":"star"}}}"#
        #expect(try JSONDecoder().decode(AdjustableValue.self, from: Data(stars.utf8)).valueText == "2 stars")
        let bad = #"{"id":"v","label":"V","lowerBound":0,"upperBound":1,"step":-1,"value":0,"format":{"percent":{}}}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AdjustableValue.self, from: Data(bad.utf8)) }
        let data = try JSONEncoder().encode(volume)
        #expect(try JSONDecoder().decode(AdjustableValue.self, from: data) == volume)
    }
}
