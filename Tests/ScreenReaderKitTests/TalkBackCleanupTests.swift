import Testing

@testable import ScreenReaderKit

/// TalkBack's text clean-up (`SpeechCleanupUtils`, google/talkback 15.1,
/// utils/src/main/java/com/google/android/accessibility/utils/output/SpeechCleanupUtils.java):
/// the quick answer for text with nothing to clean must be the full clean-up's answer.
@Suite("TalkBack text clean-up")
struct TalkBackCleanupTests {
    let speech = TalkBackSpeech()

    @Test func textWithNothingToCleanIsSpokenAsItIs() {
        for text in ["Settings", "a-b", "Wi‑Fi, 2 networks", "日本語のテキスト", "e\u{301}e", " x y ", "1.5"] {
            #expect(speech.cleanedUp(text) == text, "\(text)")
        }
    }

    @Test func runsOfOneSymbolAreCountedAndNamed() throws {
        let dash = try #require(speech.strings.symbols["-"])
        #expect(speech.cleanedUp("a---b") == "a 3 \(dash)b")
        // The Greek question mark is canonically a semicolon, so it continues a run of them.
        let semicolon = try #require(speech.strings.symbols[";"])
        #expect(speech.cleanedUp("x;\u{37E}y") == "x 2 \(semicolon)y")
    }

    @Test func aLoneSymbolIsNamed() throws {
        let dash = try #require(speech.strings.symbols["-"])
        #expect(speech.cleanedUp(" - ") == dash)
        #expect(speech.cleanedUp("-") == dash)
        #expect(speech.cleanedUp("e\u{301}") == "e\u{301}")
    }

    /// The byte-level quick count of characters that are not white space must agree with
    /// Character's: white space of every ASCII kind around one symbol, a symbol after a prepended
    /// mark, a control character, and two symbols only one of which is ASCII.
    @Test func theQuickCharacterCountAgreesWithCharacters() throws {
        let dash = try #require(speech.strings.symbols["-"])
        #expect(speech.cleanedUp("\t\n\u{0B}\u{0C}\r -\r\n") == dash)
        #expect(speech.cleanedUp("\u{00A0}-\u{2003}") == dash)
        #expect(speech.cleanedUp("\u{0600}1") == "\u{0600}1")
        #expect(speech.cleanedUp("\u{01}-") == "\u{01}-")
        #expect(speech.cleanedUp("é-") == "é-")
    }
}
