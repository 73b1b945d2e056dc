import AccessibilityTree
import Foundation
import Testing

@testable import CarouselKit

/// Every built-in table is a whole language: no key, unit, plural form or placeholder is missing,
/// and no word is English by accident.
@Suite struct LocalizedTablesTests {
    static let tables = CarouselStrings.builtIn.values.sorted { $0.language < $1.language }

    static var words: [(String, KeyPath<CarouselStrings, String>)] {
        [
            ("carousel", \.carousel), ("button", \.button), ("link", \.link), ("androidButton", \.androidButton),
            ("androidLink", \.androidLink), ("dimmed", \.dimmed), ("disabled", \.disabled), ("position", \.position),
            ("showingSlide", \.showingSlide), ("showingSlideNumber", \.showingSlideNumber), ("page", \.page),
            ("nextCard", \.nextCard), ("previousCard", \.previousCard), ("cardsRotor", \.cardsRotor),
            ("pause", \.pause), ("play", \.play), ("noItems", \.noItems), ("changeSlidesHint", \.changeSlidesHint),
            ("twoFingerSwipeHint", \.twoFingerSwipeHint), ("valueOfTotal", \.valueOfTotal),
        ]
    }

    /// Words that are the same as English's on purpose: the language's own word is spelled the same
    /// (TalkBack's German, Italian, Brazilian and Polish "link"; French "Pause"; Brazilian "Cards").
    static let sameAsEnglish: Set<String> = [
        "de.androidLink", "it.link", "it.androidLink", "pt-BR.link", "pt-BR.androidLink", "pl.link",
        "pl.androidLink", "fr.pause", "pt-BR.cardsRotor",
    ]

    @Test func thereAreThirteenLanguagesIncludingTwoRightToLeft() {
        #expect(
            Set(CarouselStrings.builtIn.keys)
                == ["en", "de", "fr", "es", "it", "pt-BR", "ja", "zh-Hans", "ko", "ar", "he", "ru", "pl"])
        #expect(Self.tables.filter { $0.layoutDirection == .rightToLeft }.map(\.language) == ["ar", "he"])
    }

    @Test(arguments: tables)
    func everyWordIsTranslated(_ table: CarouselStrings) {
        for (name, path) in Self.words {
            let word = table[keyPath: path]
            #expect(!word.isEmpty, "\(table.language).\(name) is empty")
            if table.language != "en", !Self.sameAsEnglish.contains("\(table.language).\(name)") {
                #expect(word != CarouselStrings.english[keyPath: path], "\(table.language).\(name) is English")
            }
        }
    }

    @Test(arguments: tables)
    func everyTemplateTakesTheEnglishArguments(_ table: CarouselStrings) {
        let probes: [(KeyPath<CarouselStrings, String>, [CarouselStrings.Argument])] = [
            (\.position, [.int(1357), .int(2468)]), (\.page, [.int(1357), .int(2468)]),
            (\.showingSlide, [.int(1357), .int(2468)]), (\.showingSlideNumber, [.int(1357)]),
            (\.valueOfTotal, [.text("<a>"), .text("<b>")]),
        ]
        for (path, arguments) in probes {
            let filled = CarouselStrings.format(table[keyPath: path], arguments: arguments)
            for argument in arguments {
                switch argument {
                case .int(let value): #expect(filled.contains(String(value)), "\(table.language): \(filled)")
                case .text(let value): #expect(filled.contains(value), "\(table.language): \(filled)")
                }
            }
            #expect(!filled.contains("%"), "\(table.language): a placeholder is left in \(filled)")
        }
    }

    /// Every unit English has, with a form for every category the language's rule produces.
    @Test(arguments: tables)
    func everyUnitHasEveryPluralFormTheLanguageUses(_ table: CarouselStrings) {
        #expect(Set(table.units.keys) == Set(CarouselStrings.english.units.keys))
        let counts = Array(0...200) + [1_000, 1_000_000, 2_000_000]
        let used = Set(counts.map { PluralCategory(count: $0, language: table.language) })
        for (unit, forms) in table.units {
            #expect(used.isSubset(of: forms.categories), "\(table.language).\(unit) lacks \(used)")
            for count in counts {
                let spoken = table.count(count, unit)
                #expect(!spoken.contains("%"), "\(table.language): \(spoken)")
            }
        }
    }

    @Test(arguments: tables)
    func lettersAndDirectionComeFromTheLocale(_ table: CarouselStrings) {
        #expect(!table.letters.isEmpty)
        #expect(Set(table.letters).count == table.letters.count)
        #expect(table.layoutDirection == ScreenLayoutDirection.forLanguage(table.language))
        #expect(CarouselStrings.forLanguage(table.language) == table)
    }

    @Test func languagesResolveByRegionScriptAndLegacyCode() {
        #expect(CarouselStrings.forLanguage("de-AT") == .german)
        #expect(CarouselStrings.forLanguage("pt") == .brazilianPortuguese)
        #expect(CarouselStrings.forLanguage("pt_PT") == .brazilianPortuguese)
        #expect(CarouselStrings.forLanguage("zh") == .simplifiedChinese)
        #expect(CarouselStrings.forLanguage("zh-CN") == .simplifiedChinese)
        #expect(CarouselStrings.forLanguage("zh-Hans-SG") == .simplifiedChinese)
        #expect(CarouselStrings.forLanguage("zh-Hant") == nil)
        #expect(CarouselStrings.forLanguage("zh-TW") == nil)
        #expect(CarouselStrings.forLanguage("iw") == .hebrew)
        #expect(CarouselStrings.forLanguage("ar-SA") == .arabic)
        // Android's region form, as the readers' tables read it (one matcher, LanguageTag):
        // Traditional Chinese has no component table, Simplified Chinese does.
        #expect(CarouselStrings.forLanguage("zh-rTW") == nil)
        #expect(CarouselStrings.forLanguage("zh-rCN") == .simplifiedChinese)
        #expect(CarouselStrings.forLanguage("he_IL") == .hebrew)
        #expect(CarouselStrings.forLanguage("") == nil)
    }

    /// The shared matcher: legacy codes, Android regions, script from region, Portuguese, and the
    /// same-language stand-in only when asked for.
    @Test func oneMatcherReadsEveryTag() {
        let codes = ["en", "he", "id", "nb", "pt-BR", "pt-PT", "zh-Hans", "zh-Hant", "de"]
        #expect(LanguageTag.bestMatch(for: "iw", among: codes) == "he")
        #expect(LanguageTag.bestMatch(for: "in-ID", among: codes) == "id")
        #expect(LanguageTag.bestMatch(for: "no", among: codes) == "nb")
        #expect(LanguageTag.bestMatch(for: "zh-rTW", among: codes) == "zh-Hant")
        #expect(LanguageTag.bestMatch(for: "zh-HK", among: codes) == "zh-Hant")
        #expect(LanguageTag.bestMatch(for: "zh_Hans_CN", among: codes) == "zh-Hans")
        #expect(LanguageTag.bestMatch(for: "pt", among: codes) == "pt-BR")
        #expect(LanguageTag.bestMatch(for: "pt-PT", among: codes) == "pt-PT")
        #expect(LanguageTag.bestMatch(for: "de-CH-1996", among: codes) == "de")
        #expect(LanguageTag.bestMatch(for: "pt-AO", among: ["pt-BR"]) == nil)
        #expect(LanguageTag.bestMatch(for: "pt-AO", among: ["pt-BR"], sameLanguageFallback: true) == "pt-BR")
        #expect(LanguageTag.bestMatch(for: "sv", among: codes, sameLanguageFallback: true) == nil)
        #expect(LanguageTag.primary(of: "zh_Hans_CN") == "zh")
    }

    @Test func thePreferredTableIsTheFirstPreferenceThatHasOne() {
        #expect(CarouselStrings.preferred(["Base", "fr-CA", "de"]) == .french)
        #expect(CarouselStrings.preferred(["zh-Hant-TW", "ja-JP"]) == .japanese)
        #expect(CarouselStrings.preferred(["sv", "nb"]) == .english)
        #expect(CarouselStrings.preferred([]) == .english)
    }

    /// A component created without `strings:` speaks the app's preferred localization on Apple
    /// platforms and English elsewhere, so Linux transcripts never depend on the machine.
    @Test func componentsDefaultToTheAppsPreferredTable() {
        let carousel = Carousel(
            id: "related", name: "Related stories", cards: [Card(id: "a", title: "A"), Card(id: "b", title: "B")])
        #expect(carousel.strings == CarouselStrings.appPreferred)
        #if canImport(Darwin)
            #expect(CarouselStrings.appPreferred == .preferred(Bundle.main.preferredLocalizations))
        #else
            #expect(CarouselStrings.appPreferred == .english)
        #endif
    }

    @Test func tablesRoundTripThroughJSON() throws {
        for table in Self.tables {
            let data = try JSONEncoder().encode(table)
            #expect(try JSONDecoder().decode(CarouselStrings.self, from: data) == table)
        }
    }

    @Test func aTableWithoutTheNewerKeysDecodesWithTheirDefaults() throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(CarouselStrings.hebrew)) as? [String: Any])
        for key in ["androidButton", "androidLink", "letters", "layoutDirection", "durationSeparator"] {
            object[key] = nil
        }
        let decoded = try JSONDecoder().decode(
            CarouselStrings.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(decoded.androidButton == decoded.button)
        #expect(decoded.layoutDirection == .rightToLeft)
        #expect(decoded.letters.first == "A")
        #expect(decoded.durationSeparator == nil)
    }

    @Test func aTableWithNoLettersIsRejected() throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(CarouselStrings.english)) as? [String: Any])
        object["letters"] = [String]()
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CarouselStrings.self, from: JSONSerialization.data(withJSONObject: object))
        }
    }

    /// Each override key is the word's JSON key, and replaces that word and no other.
    @Test func everyWordCanBeOverriddenByItsKey() throws {
        #expect(Set(CarouselStrings.wordKeys) == Set(Self.words.map(\.0)))
        let original =
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(CarouselStrings.polish))
            as? [String: Any]
        for key in CarouselStrings.wordKeys {
            let changed = try CarouselStrings.polish.overriding([key: "<\(key)>"])
            let object = try #require(
                try JSONSerialization.jsonObject(with: JSONEncoder().encode(changed)) as? [String: Any])
            #expect(object[key] as? String == "<\(key)>")
            for (other, value) in object where other != key {
                #expect(
                    (value as? String) == (original?[other] as? String), "overriding \(key) changed \(other)")
            }
        }
        #expect(throws: CarouselKitError.unknownStringKey("paws")) {
            try CarouselStrings.polish.overriding(["paws": "x"])
        }
    }
}
