import Foundation
import Testing

@testable import CarouselKit

/// Plural forms, numbers, percentages and durations per language. Plural categories follow CLDR's
/// cardinal rules (`common/supplemental/plurals.xml`, as ICU 76 ships them); each expectation
/// below is the rule quoted in `PluralCategory.init(count:language:)` applied by hand.
@Suite struct PluralAndNumberTests {
    @Test func englishStarsAreOneOrOther() {
        let en = CarouselStrings.english
        #expect(en.count(1, "star") == "1 star")
        #expect(en.count(2, "star") == "2 stars")
        #expect(en.count(5, "star") == "5 stars")
        #expect(en.count(0, "star") == "0 stars")
    }

    // CLDR ru: one: i % 10 = 1 and i % 100 != 11; few: i % 10 = 2..4 and i % 100 != 12..14; many: the rest.
    @Test func russianHasOneFewAndMany() {
        let ru = CarouselStrings.russian
        #expect(ru.count(1, "star") == "1 звезда")
        #expect(ru.count(2, "star") == "2 звезды")
        #expect(ru.count(5, "star") == "5 звёзд")
        #expect(ru.count(11, "star") == "11 звёзд")
        #expect(ru.count(21, "star") == "21 звезда")
        #expect(ru.count(22, "star") == "22 звезды")
        #expect(ru.count(12, "slide") == "12 слайдов")
        #expect(ru.count(104, "slide") == "104 слайда")
    }

    // CLDR pl: one: i = 1; few: i % 10 = 2..4 and i % 100 != 12..14; many: every other integer (21 too).
    @Test func polishTreats21AsMany() {
        let pl = CarouselStrings.polish
        #expect(pl.count(1, "star") == "1 gwiazdka")
        #expect(pl.count(2, "star") == "2 gwiazdki")
        #expect(pl.count(5, "star") == "5 gwiazdek")
        #expect(pl.count(12, "star") == "12 gwiazdek")
        #expect(pl.count(21, "star") == "21 gwiazdek")
        #expect(pl.count(22, "star") == "22 gwiazdki")
    }

    // CLDR ar: zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99; other.
    @Test func arabicHasSixCategories() {
        let ar = CarouselStrings.arabic
        #expect(ar.count(0, "star") == "0 نجمة")
        #expect(ar.count(1, "star") == "نجمة واحدة")
        #expect(ar.count(2, "star") == "نجمتان")
        #expect(ar.count(3, "star") == "3 نجوم")
        #expect(ar.count(11, "star") == "11 نجمة")
        #expect(ar.count(100, "star") == "100 نجمة")
        #expect(PluralCategory(count: 0, language: "ar") == .zero)
        #expect(PluralCategory(count: 103, language: "ar") == .few)
        #expect(PluralCategory(count: 111, language: "ar") == .many)
        #expect(PluralCategory(count: 100, language: "ar") == .other)
    }

    // CLDR he: one: i = 1; two: i = 2; other (CLDR 42 dropped "many").
    @Test func hebrewHasADual() {
        let he = CarouselStrings.hebrew
        #expect(he.count(1, "star") == "כוכב אחד")
        #expect(he.count(2, "star") == "שני כוכבים")
        #expect(he.count(3, "star") == "3 כוכבים")
        #expect(he.count(20, "slide") == "20 שקופיות")
    }

    // CLDR ja, zh, ko: no rules; every count is "other".
    @Test func japaneseChineseAndKoreanHaveNoPlural() {
        #expect(CarouselStrings.japanese.count(1, "star") == "星1個")
        #expect(CarouselStrings.japanese.count(5, "star") == "星5個")
        #expect(CarouselStrings.simplifiedChinese.count(2, "slide") == "2 张幻灯片")
        #expect(CarouselStrings.korean.count(3, "star") == "별 3개")
        for count in [0, 1, 2, 5, 11, 21, 1_000_000] {
            #expect(PluralCategory(count: count, language: "ja") == .other)
        }
    }

    // CLDR fr: one: i = 0,1; many: i != 0 and i % 1000000 = 0. pt (Brazil): one: i = 0..1; pt-PT: one: i = 1.
    @Test func frenchAndPortugueseCountZeroAsOneAndMillionsAsMany() {
        #expect(CarouselStrings.french.count(0, "star") == "0 étoile")
        #expect(CarouselStrings.french.count(1, "star") == "1 étoile")
        #expect(CarouselStrings.french.count(2, "star") == "2 étoiles")
        #expect(CarouselStrings.french.count(1_000_000, "star") == "1000000 d’étoiles")
        #expect(CarouselStrings.brazilianPortuguese.count(0, "slide") == "0 slide")
        #expect(PluralCategory(count: 0, language: "pt-PT") == .other)
        #expect(PluralCategory(count: 2_000_000, language: "es") == .many)
        #expect(PluralCategory(count: 0, language: "es") == .other)
    }

    @Test func negativeAndExtremeCountsNeverTrap() {
        #expect(PluralCategory(count: Int.min, language: "ru") == .many)
        #expect(PluralCategory(count: -1, language: "en") == .one)
        #expect(CarouselStrings.russian.count(-21, "star") == "-21 звезда")
    }

    @Test func percentFollowsTheLocale() throws {
        func percent(_ strings: CarouselStrings) throws -> String {
            try AdjustableValue(
                id: "v", label: "Volume", range: 0...1, step: 0.1, value: 0.5, format: .percent, strings: strings
            ).valueText
        }
        #expect(try percent(.english) == "50%")
        // CLDR's German and French percent patterns put a no-break space before the sign.
        #expect(try percent(.german) == "50\u{A0}%")
        #expect(try percent(.french) == "50\u{A0}%")
        #expect(try percent(.japanese) == "50%")
        // Arabic wraps the sign in left-to-right marks so it stays after the number.
        #expect(try percent(.arabic) == "50\u{200E}%\u{200E}")
    }

    @Test func durationsUseFoundationsUnitsAndPlurals() throws {
        func position(_ strings: CarouselStrings, _ value: Double = 118) throws -> String {
            try AdjustableValue(
                id: "p", label: "Position", range: 0...247, step: 1, value: value,
                format: .duration(showsTotal: true), strings: strings
            ).valueText
        }
        // Seed 004 quotes the English one without commas.
        #expect(try position(.english) == "1 minute 58 seconds of 4 minutes 7 seconds")
        #expect(try position(.russian) == "1 минута 58 секунд из 4 минуты 7 секунд")
        #expect(try position(.german) == "1 Minute und 58 Sekunden von 4 Minuten und 7 Sekunden")
        #expect(try position(.japanese) == "4分 7秒中1分 58秒")
        #expect(try position(.arabic, 2) == "ثانيتان من 4 دقائق و7 ثوان")
        #expect(try position(.polish, 65) == "1 minuta i 5 sekund z 4 minuty i 7 sekund")
    }

    @Test func aTableCanOverrideTheDurationWords() {
        var strings = CarouselStrings.english
        strings.units["minute"] = PluralForms(one: "{1} min", other: "{1} mins")
        #expect(AdjustableValueFormat.duration(125, strings: strings) == "2 mins 5 seconds")
    }

    @Test func lettersFollowTheLanguagesIndex() {
        #expect(AdjustableValueFormat.letters(0, alphabet: CarouselStrings.russian.letters) == "А")
        #expect(AdjustableValueFormat.letters(6, alphabet: CarouselStrings.russian.letters) == "Ё")
        #expect(AdjustableValueFormat.letters(31, alphabet: CarouselStrings.russian.letters) == "АА")
        #expect(AdjustableValueFormat.letters(14, alphabet: CarouselStrings.spanish.letters) == "Ñ")
        #expect(AdjustableValueFormat.letters(0, alphabet: CarouselStrings.japanese.letters) == "あ")
        #expect(AdjustableValueFormat.letters(26, alphabet: CarouselStrings.english.letters) == "AA")
    }

    @Test func integersInTemplatesAreWrittenTheLocalesWay() {
        var egyptian = CarouselStrings.arabic
        egyptian.language = "ar-EG"
        #expect(egyptian.fill(egyptian.position, 2, 8) == "٢ من ٨")
        // The built-in Arabic table follows CLDR's default for "ar": Latin digits.
        #expect(CarouselStrings.arabic.fill(CarouselStrings.arabic.position, 2, 8) == "2 من 8")
        #expect(CarouselStrings.english.fill("{1} of {2}", 1234, 2000) == "1234 of 2000")
    }
}
