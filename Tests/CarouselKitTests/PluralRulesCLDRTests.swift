import Testing

@testable import CarouselKit

/// The CLDR integer rules added for TalkBack's other languages (ninth session). Each expectation
/// is the rule quoted beside it, from CLDR 46 `common/supplemental/plurals.xml` (the data ICU 76
/// ships; unicode.org/cldr/charts/46/supplemental/language_plural_rules.html), applied by hand;
/// `PluralRulesICUTests` compares every language with ICU itself where ICU is present.
@Suite struct PluralRulesCLDRTests {
    /// The categories of `counts`, in order.
    static func categories(_ language: String, _ counts: [Int]) -> [PluralCategory] {
        counts.map { PluralCategory(count: $0, language: language) }
    }

    // cs, sk: one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0 (never an integer); other.
    @Test(arguments: ["cs", "sk", "cs-CZ"])
    func czechAndSlovakHaveFewForTwoToFourOnly(language: String) {
        #expect(
            Self.categories(language, [0, 1, 2, 4, 5, 22, 101]) == [.other, .one, .few, .few, .other, .other, .other])
    }

    // ro: one: i = 1 and v = 0; few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19; other.
    @Test func romanianHasFewForZeroAndTheTeensOfEachHundred() {
        #expect(
            Self.categories("ro", [0, 1, 2, 19, 20, 101, 119, 120])
                == [.few, .one, .few, .few, .other, .few, .few, .other])
    }

    // lt: one: n % 10 = 1 and n % 100 != 11..19; few: n % 10 = 2..9 and n % 100 != 11..19; other.
    @Test func lithuanianCountsByTheLastDigitOutsideTheTeens() {
        #expect(
            Self.categories("lt", [1, 21, 11, 2, 9, 12, 19, 10, 20])
                == [.one, .one, .other, .few, .few, .other, .other, .other, .other])
    }

    // lv: zero: n % 10 = 0 or n % 100 = 11..19; one: n % 10 = 1 and n % 100 != 11; other.
    @Test func latvianHasZeroForTensAndTeens() {
        #expect(
            Self.categories("lv", [0, 10, 11, 19, 1, 21, 111, 2, 22]) == [
                .zero, .zero, .zero, .zero, .one, .one, .zero, .other, .other,
            ])
    }

    // sl: one: i % 100 = 1; two: i % 100 = 2; few: i % 100 = 3..4; other.
    @Test func slovenianCountsByTheLastTwoDigits() {
        #expect(
            Self.categories("sl", [1, 101, 2, 102, 3, 204, 5, 11]) == [
                .one, .one, .two, .two, .few, .few, .other, .other,
            ])
    }

    // hr, bs, sr: one: i % 10 = 1 and i % 100 != 11; few: i % 10 = 2..4 and i % 100 != 12..14; other.
    // be: the same with many where ru has it.
    @Test func southSlavicHasOtherWhereRussianHasMany() {
        for language in ["hr", "bs", "sr", "sr-Latn"] {
            #expect(
                Self.categories(language, [1, 21, 11, 2, 24, 12, 5]) == [
                    .one, .one, .other, .few, .few, .other, .other,
                ])
        }
        #expect(Self.categories("be", [1, 21, 11, 2, 24, 12, 5]) == [.one, .one, .many, .few, .few, .many, .many])
    }

    // hi, bn, gu, kn, fa, am, zu, as: one: i = 0 or n = 1; pa, si: n = 0..1 / 0,1; hy: i = 0,1.
    @Test(arguments: ["hi", "bn", "gu", "kn", "fa", "am", "zu", "as", "pa", "si", "hy"])
    func zeroIsOneInTheseLanguages(language: String) {
        #expect(Self.categories(language, [0, 1, 2, 11]) == [.one, .one, .other, .other])
    }

    // mr, ne, te, ta, ml, or, ka, kk...: one: n = 1 (Marathi is not Hindi's rule).
    @Test(arguments: ["mr", "ne", "te", "ta", "ml", "or", "ka", "kk", "ky", "uz", "az", "bg", "sq", "sw", "et", "eu"])
    func oneIsOnlyOne(language: String) {
        #expect(Self.categories(language, [0, 1, 2, 21]) == [.other, .one, .other, .other])
    }

    // mk: one: v = 0 and i % 10 = 1 and i % 100 != 11; is: one: t = 0 and i % 10 = 1 and i % 100 != 11.
    @Test(arguments: ["mk", "is"])
    func macedonianAndIcelandicHaveOneForEndingsInOne(language: String) {
        #expect(Self.categories(language, [1, 21, 101, 11, 111, 2]) == [.one, .one, .one, .other, .other, .other])
    }

    // fil (Android's tl): one: v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9; other.
    @Test(arguments: ["fil", "tl"])
    func filipinoHasOtherOnlyForEndingsInFourSixNine(language: String) {
        #expect(
            Self.categories(language, [0, 1, 3, 4, 6, 9, 10, 14, 21]) == [
                .one, .one, .one, .other, .other, .other, .one, .other, .one,
            ])
    }

    // th, vi, id (Android's in), ms, km, lo, my: no rules, every number is "other"; TalkBack's
    // resources list a "one" these languages never pick (values-th template_list_total_count).
    @Test(arguments: ["th", "vi", "id", "in", "ms", "km", "lo", "my"])
    func languagesWithoutOneSayOtherForOne(language: String) {
        #expect(Self.categories(language, [0, 1, 2, 1_000_000]) == [.other, .other, .other, .other])
    }

    // ca: one: i = 1 and v = 0; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 (as es, it).
    @Test func catalanHasManyForWholeMillions() {
        #expect(
            Self.categories("ca", [1, 2, 0, 1_000_000, 3_000_000, 1_000_001]) == [
                .one, .other, .other, .many, .many, .other,
            ])
    }
}
