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
        // `\1+` matches the same `char` again (SpeechCleanupUtils.java:41-46, 291-312): the Greek
        // question mark, canonically a semicolon to Swift, is another char and ends the run, and
        // a combining mark after a run does not hide it.
        let semicolon = try #require(speech.strings.symbols[";"])
        #expect(speech.cleanedUp("x;;\u{37E}y") == "x 2 \(semicolon)\u{37E}y")
        #expect(speech.cleanedUp("x;\u{37E}y") == "x;\u{37E}y")
        #expect(speech.cleanedUp("a--\u{301}b") == "a 2 \(dash)\u{301}b")
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
        #expect(speech.cleanedUp("\u{3000}-\u{2003}") == dash)
        #expect(speech.cleanedUp("\u{1C}-\u{1F}") == dash)
        #expect(speech.cleanedUp("\u{0600}1") == "\u{0600}1")
        #expect(speech.cleanedUp("\u{01}-") == "\u{01}-")
        #expect(speech.cleanedUp("é-") == "é-")
    }

    /// `cleanUp` trims with `SpannableUtils.trimText` (SpannableUtils.java:161-173), which asks
    /// `java.lang.Character.isWhitespace`: no-break spaces (U+00A0, U+2007, U+202F) are not white
    /// space to Java, so a symbol beside one is two code units and is spoken as written
    /// (SpeechCleanupUtils.java:241-264, `trimmedLength == 1` only), as French and Russian text
    /// sets its punctuation and units ("€\u{A0}", "\u{202F}%"); a no-break space alone is one code
    /// unit and named.
    @Test func noBreakSpacesAreNotTrimmedAroundASymbol() throws {
        for text in ["\u{20AC}\u{A0}", "\u{202F}%", "\u{A0}:\u{A0}", ":\u{2007}"] {
            #expect(speech.cleanedUp(text) == text, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        let space = try #require(speech.strings.symbols["\u{A0}"])
        #expect(speech.cleanedUp("\u{A0}") == space)
    }

    /// `trimmedLength` counts UTF-16 code units: a symbol TalkBack names is one unit, so text of
    /// one grapheme made of several units (a keycap, a letter with a mark) is spoken as written.
    @Test func oneGraphemeOfSeveralCodeUnitsIsNotNamed() {
        for text in ["*\u{FE0F}\u{20E3}", "\u{2605}\u{FE0F}", "-\u{301}"] {
            #expect(speech.cleanedUp(text) == text)
        }
    }
}
