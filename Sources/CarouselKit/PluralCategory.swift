/// A CLDR plural category: which form of a counted word a language uses for a number.
///
/// Decision: CarouselKit picks plural forms with its own implementation of the CLDR cardinal rules
/// for whole numbers (``init(count:language:)``), not with `.stringsdict` or String Catalog
/// resources. On Linux (Swift 6.3.1, swift-corelibs-foundation) `Bundle.localizedString(forKey:)`
/// crashes on a `.stringsdict` plural table, `String(localized:)` has no `locale:` parameter and no
/// public Foundation API returns a plural category, so the only portable way to get "1 звезда /
/// 2 звезды / 5 звёзд" in a Linux test is to apply the rules ourselves. The rules are CLDR's
/// (`common/supplemental/plurals.xml`, the version ICU 76 ships), restricted to integers, where the
/// operands `n` and `i` are the absolute value and `v` (visible fraction digits) is 0; they agree
/// with ICU 76's `uplrules_select` for every count tested (see `docs/localization.md`).
public enum PluralCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// Arabic 0.
    case zero
    /// "1 star"; French and Brazilian Portuguese 0 and 1; Russian 21, 31...
    case one
    /// Arabic and Hebrew 2.
    case two
    /// Russian and Polish 2-4 (not 12-14); Arabic 3-10 (modulo 100).
    case few
    /// Russian and Polish 5-20, 25...; Arabic 11-99 (modulo 100); French, Spanish, Italian and
    /// Portuguese whole millions.
    case many
    /// Every other count, and the only category of Japanese, Chinese and Korean.
    case other

    /// The category of a whole count in a language (a BCP 47 code; only the primary subtag counts,
    /// except `pt-PT`, whose rule differs from Brazilian Portuguese). A language without a rule
    /// here uses English's (one for 1, other otherwise).
    ///
    /// - Complexity: O(1).
    public init(count: Int, language: String) {
        // `magnitude` cannot overflow for Int.min, unlike `abs`.
        let n = count.magnitude
        let mod10 = n % 10
        let mod100 = n % 100
        let tag = LanguageTag.normalized(language)
        let primary = LanguageTag.primary(of: tag)
        switch primary {
        case "ja", "zh", "ko":
            // CLDR: no rules, every number is "other".
            self = .other
        case "fr":
            // CLDR fr: one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
            self = n <= 1 ? .one : (n % 1_000_000 == 0 ? .many : .other)
        case "pt":
            if tag.hasPrefix("pt-pt") {
                // CLDR pt_PT: one: i = 1 and v = 0; many as pt.
                self = n == 1 ? .one : (n != 0 && n % 1_000_000 == 0 ? .many : .other)
            } else {
                // CLDR pt: one: i = 0..1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
                self = n <= 1 ? .one : (n % 1_000_000 == 0 ? .many : .other)
            }
        case "es", "it":
            // CLDR es: one: n = 1; it: one: i = 1 and v = 0; both many: e = 0 and i != 0 and
            // i % 1000000 = 0 and v = 0.
            self = n == 1 ? .one : (n != 0 && n % 1_000_000 == 0 ? .many : .other)
        case "he", "iw":
            // CLDR he: one: i = 1 and v = 0; two: i = 2 and v = 0; other.
            self = n == 1 ? .one : (n == 2 ? .two : .other)
        case "ar":
            // CLDR ar: zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10;
            // many: n % 100 = 11..99; other.
            switch (n, mod100) {
            case (0, _): self = .zero
            case (1, _): self = .one
            case (2, _): self = .two
            case (_, 3...10): self = .few
            case (_, 11...99): self = .many
            default: self = .other
            }
        case "ru", "uk":
            // CLDR ru: one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4
            // and i % 100 != 12..14; many: v = 0 and (i % 10 = 0 or i % 10 = 5..9 or
            // i % 100 = 11..14).
            if mod10 == 1, mod100 != 11 {
                self = .one
            } else if (2...4).contains(mod10), !(12...14).contains(mod100) {
                self = .few
            } else {
                self = .many
            }
        case "pl":
            // CLDR pl: one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
            // many: v = 0 and i != 1 and (i % 10 = 0..1 or i % 10 = 5..9 or i % 100 = 12..14).
            if n == 1 {
                self = .one
            } else if (2...4).contains(mod10), !(12...14).contains(mod100) {
                self = .few
            } else {
                self = .many
            }
        default:
            // CLDR en, de (and the fallback): one: i = 1 and v = 0; other.
            self = n == 1 ? .one : .other
        }
    }
}
