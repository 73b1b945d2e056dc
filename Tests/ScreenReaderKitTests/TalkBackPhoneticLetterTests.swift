import AccessibilityTree
import CarouselKit
import Foundation
import HierarchyImport
import Testing

@testable import ScreenReaderKit

/// TalkBack's phonetic example on an on-screen keyboard's keys, read at google/talkback
/// 26a27dc009d5b3605e744222541f045a3c24e038 (TalkBack 15.1). `PL` =
/// talkback/src/main/java/com/google/android/accessibility/talkback/eventprocessor/ProcessorPhoneticLetters.java,
/// `FR` = talkback/src/main/java/com/google/android/accessibility/talkback/compositor/rule/EventTypeViewAccessibilityFocusedFeedbackRule.java.
/// The screens are invented, shaped like the Gboard windows of wild sets C and E.
@Suite("TalkBack: phonetic letters on keyboard keys")
struct TalkBackPhoneticLetterTests {
    private func speech(_ dump: String, language: String = "en") throws -> [String] {
        var screen = try ScreenImporter.importScreen(bytes: Array(dump.utf8), fileName: "keyboard.xml")
        screen.language = language
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        return talkBack.walkToEnd().steps.dropLast().map(\.speech)
    }

    /// A search screen over Gboard, as uiautomator dumps both windows: the app's, then Gboard's
    /// (its views belong to the input method's package, so its window is `TYPE_INPUT_METHOD`).
    static func keyboard(keys: [String], appLabel: String = "q") -> String {
        let keyNodes = keys.enumerated().map { index, key in
            """
            <node class="android.widget.FrameLayout" content-desc="\(key)" package="com.google.android.inputmethod.latin" clickable="true" long-clickable="true" focusable="true" bounds="[\(index * 100),1700][\(index * 100 + 100),1850]"/>
            """
        }
        return """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node class="android.widget.FrameLayout" package="com.example.search" bounds="[0,0][1080,1500]">
                <node class="android.widget.Button" text="\(appLabel)" package="com.example.search" clickable="true" focusable="true" bounds="[0,80][400,200]"/>
              </node>
              <node class="android.widget.FrameLayout" package="com.google.android.inputmethod.latin" bounds="[0,1558][1080,2220]">
                \(keyNodes.joined(separator: "\n"))
              </node>
            </hierarchy>
            """
    }

    /// FR:206-210 adds `getPhoneticLetterForKeyboardFocusEvent` right after the node's words, and
    /// the parts are joined with ", " (CompositorUtils.java:51-81); phonetic letters are on by
    /// default (talkback/src/main/res/values/donottranslate.xml:984). PL:198-208 requires the
    /// event's source to be in a `TYPE_INPUT_METHOD` window, so the app's button named "q" has none.
    /// PL:262 looks up the whole text: "Theme settings" and "Delete" have no letter, a key's "@"
    /// neither (en's and en-US's tables hold letters only).
    @Test func aKeyOfTheKeyboardSaysItsPhoneticLetterAfterItsWords() throws {
        let stops = try speech(Self.keyboard(keys: ["q", "w", "Delete", "@", "Theme settings"]))
        #expect(stops == ["q, Button", "q, Quebec", "w, Whiskey", "Delete", "At", "Theme settings"])
    }

    /// PL:261 lower-cases the text before the lookup, so a shifted key's "Q" finds "Quebec";
    /// the node's words are still TalkBack's "capital Q" (the example is the event's raw text,
    /// `AccessibilityEventUtils.getEventTextOrDescription`, utils/.../AccessibilityEventUtils.java:113-125).
    @Test func aShiftedKeyIsLowerCasedForTheLookup() throws {
        let stops = try speech(Self.keyboard(keys: ["Q"]))
        #expect(stops.last == "capital Q, Quebec")
    }

    /// PL:256-281: the device locale's own table (fr: "Québec"); a letter it lacks falls back, for
    /// a locale without a country, to en-US's table (:264-266, FALLBACK_LOCALE :76), whose words
    /// are lower-case: Russian has "ж" but no "q". A tag with a region or script falls back to its
    /// language first (:267-271): zh-Hans reads "zh". Hebrew's table has only Hebrew letters.
    @Test(arguments: [
        ("fr", "q", "Québec"), ("de", "ä", "Ärger"), ("ru", "ж", "Женя"), ("ru", "q", "quebec"),
        ("zh-Hans", "q", "Quebec"), ("nb", "q", "quebec"), ("pt-BR", "q", "Quebeque"), ("he", "ש", "שין"),
        ("sr", "q", "Kvorum"),
    ])
    func theTableIsTheSpeechLanguagesWithTalkBacksFallbacks(language: String, key: String, word: String) throws {
        let stops = try speech(Self.keyboard(keys: [key]), language: language)
        try #require(stops.count == 2, "\(stops)")
        #expect(stops[1].hasSuffix(", " + word), "\(stops[1])")
    }

    /// PL:261 lower-cases in the locale: in Turkish "I" is the dotless "ı" ("Isparta"), not "i"
    /// ("izmir").
    @Test func turkishLowerCasesTheDotlessI() {
        let words = SpeechStrings.table(forLanguage: "tr").talkBack
        #expect(words.phoneticLetter(for: "I") == "Isparta")
        #expect(words.phoneticLetter(for: "i") == "izmir")
        #expect(words.phoneticLetter(for: "") == nil)
    }

    /// A screen document that states the input method's window (`windowTypes`) marks its views
    /// the same way, without the package inference.
    @Test func aViewOfAStatedInputMethodWindowIsAKey() {
        let key = AccessibilityElement(
            id: "key", label: "k", className: "android.widget.FrameLayout",
            frame: ScreenRect(x: 0, y: 1700, width: 100, height: 100), isClickable: true, isFocusable: true)
        let keyboard = AccessibilityElement(
            id: "ime", className: "android.widget.FrameLayout",
            frame: ScreenRect(x: 0, y: 1600, width: 1080, height: 620), children: [key])
        let app = AccessibilityElement(
            id: "app", label: "k", className: "android.widget.Button",
            frame: ScreenRect(x: 0, y: 100, width: 300, height: 100), isClickable: true, isFocusable: true)
        var screen = AccessibilityScreen(platform: .android, roots: [app, keyboard])
        screen.windowTypes = ["ime": .inputMethod]
        var talkBack = ScreenReaderSimulator(.talkBack, screen: screen)
        let stops = talkBack.walkToEnd().steps.dropLast().map(\.speech)
        #expect(stops == ["k, Button", "k, Kilo"])
    }
}

/// The phonetic files themselves: one per spoken language, generated from the pinned table.
@Suite("TalkBack: phonetic letter files")
struct PhoneticLetterFileTests {
    /// Every language has a file that reads, names its pinned source, and holds at least en-US's
    /// 26 letters, the last fallback (PL:264-266), so no language is left without examples.
    @Test(arguments: SpeechStrings.supportedLanguages)
    func everyLanguageHasItsPhoneticFile(language: String) throws {
        let url = try #require(PhoneticLetters.bundledFile(language: language))
        let file = try WordFile(contentsOf: url)
        #expect(file.language == language)
        #expect(file.provenance.values.map(\.source) == ["google/talkback"])
        #expect(file.provenance.values.first?.commit == "26a27dc009d5b3605e744222541f045a3c24e038")
        let letters = try PhoneticLetters(wordFile: file).letters
        let latin = "abcdefghijklmnopqrstuvwxyz".map { String($0) }
        #expect(latin.allSatisfy { letters[$0] != nil }, "\(language)")
        #expect(PhoneticLetters.bundled(language: language).letters == letters)
    }

    /// A key that is not `talkBack.phonetic.<code points>` names the file and the key.
    @Test(arguments: [
        (#""talkBack.phonetic.71":"x""#, "talkBack.phonetic.71"), (#""talkBack.q":"x""#, "talkBack.q"),
    ])
    func aMisshapenKeyNamesTheFileAndTheKey(word: String, key: String) throws {
        let data = Data(#"{"language":"xx","provenance":{},"words":{\#(word)}}"#.utf8)
        let file = try WordFile(data: data, file: "xx.json")
        let error = #expect(throws: WordFileError.self) { try PhoneticLetters(wordFile: file) }
        #expect(error?.file == "Phonetic/xx.json")
        #expect(error?.key == key)
        #expect(error?.problem.contains("code points in hex") == true)
    }
}
