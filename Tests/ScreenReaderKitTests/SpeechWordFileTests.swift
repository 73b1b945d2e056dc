import CarouselKit
import Foundation
import Testing

@testable import ScreenReaderKit

/// The readers' words as data (issue 23): 83 word files, each with every TalkBack word (or the
/// documented default-only fallback), VoiceOver's words where a source gives them and marked
/// English elsewhere, English's placeholders and the plural forms the language needs.
@Suite struct SpeechWordFileTests {
    static let catalog: WordCatalog? = try? WordCatalog.bundled("ScreenReaderKit", sourceFile: #filePath).get()
    /// The 26 languages read before the ninth session.
    static let firstLanguages = [
        "ar", "ca", "da", "de", "el", "en", "es", "fi", "fr", "he", "hu", "it", "ja", "ko", "nb", "nl", "pl", "pt-BR",
        "pt-PT", "ru", "sv", "tr", "uk", "ur", "zh-Hans", "zh-Hant",
    ]
    /// TalkBack 15.1's other languages (google/talkback@26a27dc `talkback/src/main/res/values-<folder>/`),
    /// read since `PluralCategory` has CLDR's rules for each (docs/localization.md, "Ninth session").
    static let newLanguages = [
        "af", "am", "as", "az", "be", "bg", "bn", "bs", "cs", "et", "eu", "fa", "fil", "gl", "gu", "hi", "hr", "hy",
        "id",
        "is", "ka", "kk", "km", "kn", "ky", "lo", "lt", "lv", "mk", "ml", "mn", "mr", "ms", "my", "ne", "or", "pa",
        "ro",
        "si", "sk", "sl", "sq", "sr", "sr-Latn", "sw", "ta", "te", "th", "uz", "vi", "zu",
    ]
    /// TalkBack 15.1's regional variants (`values-en-rGB/`, `values-b+es+419/`, ...), read in the
    /// thirteenth session (docs/localization.md, "Regional variants").
    static let regionalVariants = ["en-AU", "en-GB", "en-IN", "es-419", "fr-CA", "zh-HK"]
    static let languages = (firstLanguages + newLanguages + regionalVariants).sorted()
    /// The languages whose VoiceOver words have a public source (AccessibilitySnapshot's tables; the
    /// English variants read `en.lproj`, as `String+Localization.swift:22-49` picks it for them).
    static let voiceOverLanguages: Set = ["en", "de", "ru", "en-AU", "en-GB", "en-IN"]

    @Test func theBundledWordFilesAreFoundAndRead() throws {
        let catalog = try WordCatalog.bundled("ScreenReaderKit", sourceFile: #filePath).get()
        #expect(catalog.files.keys.sorted() == Self.languages)
        #expect(SpeechStrings.wordFileProblem == nil)
        #expect(SpeechStrings.supportedLanguages == Self.languages)
        #expect(catalog.directory.path.contains("AccessibleCarousel_ScreenReaderKit."))
    }

    @Test func theEnglishFileEqualsTheCompiledFallback() throws {
        let file = try #require(Self.catalog?.files["en"])
        #expect(try SpeechStrings(wordFile: file) == SpeechStrings.compiledEnglish)
        #expect(Set(file.words.keys) == Self.englishKeys)
    }

    @Test(arguments: languages)
    func everyFileHasEveryTalkBackWordAndMarksMissingVoiceOverWords(language: String) throws {
        let file = try #require(Self.catalog?.files[language])
        let table = SpeechStrings.table(forLanguage: language)
        let defaultOnly = Set(SpeechStrings.TalkBackWords.defaultOnlySymbols.keys.map(SpeechStrings.symbolKey))
        #expect(defaultOnly.count == 8)
        for key in Self.englishKeys.sorted() where key.hasPrefix("talkBack.") {
            // The Arabic diacritics exist only in TalkBack's values/ (values-ar has none either).
            if defaultOnly.contains(key), language != "en" {
                #expect(file.words[key] == nil, "\(language) \(key): expected the default resources' word")
                continue
            }
            #expect(file.words[key] != nil, "\(language) lacks \(key)")
        }
        let voiceOverKeys = Self.englishKeys.filter { $0.hasPrefix("voiceOver.") }
        let present = voiceOverKeys.filter { file.words[$0] != nil }
        if Self.voiceOverLanguages.contains(language) {
            #expect(present.count >= 33, "\(language): AccessibilitySnapshot's table gives most words")
        } else {
            #expect(present.isEmpty, "\(language): no public source gives VoiceOver's words")
        }
        let english = SpeechStrings.compiledEnglish.voiceOver
        for key in voiceOverKeys.subtracting(present) {
            let path = try #require(SpeechStrings.voiceOverPaths[key])
            #expect(table.voiceOver[keyPath: path] == english[keyPath: path])
            #expect(table.voiceOver.fallbackWords.contains(english[keyPath: path]), "\(language) \(key) unmarked")
        }
        // A check box's or switch's framework word is in a file only where settled, never in
        // English's (docs/localization.md, "Android's own widget words").
        #expect(Set(file.words.keys).subtracting(FrameworkWords.settledKeys).isSubset(of: Self.englishKeys))
    }

    @Test(arguments: languages)
    func everyTemplateKeepsEnglishsPlaceholdersAndEveryPluralItsCategories(language: String) throws {
        let file = try #require(Self.catalog?.files[language])
        let english = try #require(Self.catalog?.files["en"])
        let counts = Array(0...1200) + [1_000_000, 2_000_000]
        var needed = Set(counts.map { PluralCategory(count: $0, language: language) })
        // Documented fallback (docs/localization.md, "Plurals"): TalkBack 15.1's Spanish, French,
        // Italian and Portuguese <plurals> have no `many` form (CLDR's whole millions), so Android,
        // and the simulator, use `other` for 1000000.
        // Catalan's rule has the same whole-millions `many` (CLDR 46), and its TalkBack 15.1
        // <plurals> lack it too.
        if ["ca", "es", "fr", "it", "pt"].contains(LanguageTag.primary(of: language)) {
            #expect(needed.remove(.many) != nil)
        }
        var checked = 0
        for (key, word) in file.words {
            if FrameworkWords.settledKeys.contains(key) {
                // No English word to compare with: a plain word, no placeholder.
                guard case .text(let text) = word else {
                    Issue.record("\(language) \(key): expected text")
                    continue
                }
                #expect(Self.positions(text).isEmpty, "\(language) \(key): \"\(text)\"")
                continue
            }
            switch (word, english.words[key]) {
            case (.text(let text), .text(let original)?):
                #expect(Self.positions(text) == Self.positions(original), "\(language) \(key): \"\(text)\"")
            case (.plural(let forms), .plural(let original)?):
                for category in forms.categories {
                    #expect(
                        Set(Self.positions(forms.form(for: category))).isSubset(of: Self.positions(original.other)),
                        "\(language) \(key) \(category)")
                }
                #expect(
                    needed.isSubset(of: forms.categories),
                    "\(language) \(key) lacks \(needed.subtracting(forms.categories))")
            default:
                Issue.record("\(language) \(key): not the same kind of word as English")
            }
            checked += 1
        }
        #expect(checked >= 218)
    }

    @Test(arguments: languages)
    func everyWordNamesItsPinnedSource(language: String) throws {
        let file = try #require(Self.catalog?.files[language])
        var sourced: [String] = []
        for source in file.provenance.values {
            #expect(
                [
                    "google/talkback", "cashapp/AccessibilitySnapshot",
                    "material-components/material-components-android",
                    "androidx/androidx", "muhomorr/platform_frameworks_base-15",
                ]
                .contains(source.source))
            #expect(source.commit?.count == 40)
            #expect(!source.files.isEmpty)
            sourced += source.keys
        }
        #expect(sourced.sorted() == file.words.keys.sorted())
    }

    @Test func aWordFileWithAnUnknownOrMisshapenKeyNamesTheFileAndTheKey() throws {
        let cases: [(String, String, String)] = [
            (#""talkBack.selectd":"x""#, "talkBack.selectd", "names no word"),
            (#""talkBack.role.robot":"x""#, "talkBack.role.robot", "names no TalkBack role"),
            (#""talkBack.symbol.ZZ":"x""#, "talkBack.symbol.ZZ", "code points in hex"),
            (#""talkBack.itemCount":"x""#, "talkBack.itemCount", "expected plural forms"),
            (#""voiceOver.button":{"other":"x"}"#, "voiceOver.button", "expected text"),
        ]
        for (word, key, problem) in cases {
            let data = Data(#"{"language":"xx","provenance":{},"words":{\#(word)}}"#.utf8)
            let file = try WordFile(data: data, file: "xx.json")
            let error = #expect(throws: WordFileError.self) { try SpeechStrings(wordFile: file) }
            #expect(error?.file == "xx.json")
            #expect(error?.key == key)
            #expect(error?.problem.contains(problem) == true, "\(String(describing: error))")
        }
    }

    @Test func symbolKeysReadBothWays() {
        #expect(SpeechStrings.symbolKey("&") == "talkBack.symbol.0026")
        #expect(SpeechStrings.symbol("0026") == "&")
        #expect(SpeechStrings.symbol("1F44D") == "👍")
        #expect(SpeechStrings.symbol("0065-0301") == "é")
        #expect(SpeechStrings.symbol("0065-0066") == nil)
        #expect(SpeechStrings.symbol("") == nil)
    }

    static var englishKeys: Set<String> {
        Set(catalog?.files["en"]?.words.keys.map { $0 } ?? [])
    }

    static func positions(_ template: String) -> [Int] {
        WordTemplate.placeholders(in: template).compactMap(\.position).sorted()
    }
}
