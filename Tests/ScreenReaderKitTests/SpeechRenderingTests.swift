import AccessibilityTree
import ScreenReaderKit
import Testing

@Suite("Rendering utterances")
struct SpeechRenderingTests {
    let voiceOver = VoiceOverSpeech()
    let volume = AccessibilityElement(
        id: "volume", label: "Volume", value: "50%", traits: .adjustable, isAccessibilityElement: true)

    @Test func commasStyleIsTheCaptionPanelForm() {
        #expect(SpeechStyle.commas.render(voiceOver.speech(for: volume)) == "Volume, 50%, Adjustable")
    }

    @Test func periodsStyleIsAccessibilitySnapshotsForm() throws {
        #expect(SpeechStyle.periods.render(voiceOver.speech(for: volume)) == "Volume. 50%. Adjustable.")
        let hint = try #require(voiceOver.hint(for: volume))
        #expect(SpeechStyle.periods.render(hint) == "Swipe up or down with one finger to adjust the value.")
    }

    @Test func seed004VolumeQuoteAsOneLine() throws {
        let hint = try #require(voiceOver.hint(for: volume))
        #expect(
            SpeechStyle.periods.line(voiceOver.speech(for: volume), hint: hint)
                == "Volume. 50%. Adjustable. Swipe up or down with one finger to adjust the value")
    }

    @Test func seed004UnlabelledSliderQuoteEndsWithAPeriod() throws {
        let slider = AccessibilityElement(id: "s", value: "50%", traits: .adjustable, isAccessibilityElement: true)
        let hint = try #require(voiceOver.hint(for: slider))
        #expect(
            SpeechStyle.periods.line(voiceOver.speech(for: slider), hint: hint, terminator: ".")
                == "50%. Adjustable. Swipe up or down with one finger to adjust the value.")
    }

    @Test func seed004RatingQuote() throws {
        let rating = AccessibilityElement(
            id: "rating", label: "Rating", value: "2 stars", traits: .adjustable, isAccessibilityElement: true)
        let hint = try #require(voiceOver.hint(for: rating))
        #expect(
            SpeechStyle.periods.line(voiceOver.speech(for: rating), hint: hint)
                == "Rating. 2 stars. Adjustable. Swipe up or down with one finger to adjust the value")
    }

    @Test func seed002GroupedCellQuoteAndItsHint() throws {
        let cell = AccessibilityElement(
            id: "cell",
            label: "Kawhi Leonard is a player for Toronto Raptors. Plays the position of small forward. 27 years old",
            hint: "Double tap to get more details", isAccessibilityElement: true)
        #expect(
            SpeechStyle.commas.render(voiceOver.speech(for: cell))
                == "Kawhi Leonard is a player for Toronto Raptors. Plays the position of small forward. 27 years old")
        let hint = try #require(voiceOver.hint(for: cell))
        #expect(SpeechStyle.commas.render(hint) == "Double tap to get more details")
    }

    @Test func emptyUtteranceRendersAsNothing() {
        #expect(SpeechStyle.periods.render(Utterance()) == "")
        #expect(Utterance([.init(.label, "")]).isEmpty)
    }

    @Test func partsKeepTheirKinds() {
        let speech = voiceOver.speech(for: volume)
        #expect(speech.parts.map(\.kind) == [.label, .value, .trait])
        #expect(speech.texts(of: .value) == ["50%"])
    }

    @Test func templatesFillNumberedArguments() {
        #expect(SpeechStrings.format("Row {1}, Column {2}", 2, 1) == "Row 2, Column 1")
        #expect(SpeechStrings.format("{2} before {1}", "a", "b") == "b before a")
        #expect(SpeechStrings.format("{x} {3}", 1) == "{x} {3}")
    }
}
