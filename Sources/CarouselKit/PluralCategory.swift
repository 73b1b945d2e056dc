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
    /// Arabic 0; Latvian 0, 10-20, 30...
    case zero
    /// "1 star"; French and Brazilian Portuguese 0 and 1; Russian 21, 31...
    case one
    /// Arabic and Hebrew 2; Slovenian 2, 102...
    case two
    /// Russian and Polish 2-4 (not 12-14); Czech and Slovak 2-4; Arabic 3-10 (modulo 100);
    /// Romanian 0 and 2-19 (modulo 100).
    case few
    /// Russian and Polish 5-20, 25...; Arabic 11-99 (modulo 100); French, Spanish, Italian and
    /// Portuguese whole millions.
    case many
    /// Every other count, and the only category of Japanese, Chinese, Korean, Thai, Vietnamese
    /// and Indonesian.
    case other

    /// The category of a whole count in a language (a BCP 47 code or an Android resource
    /// qualifier; only the primary subtag counts, except `pt-PT`, whose rule differs from
    /// Brazilian Portuguese). Legacy codes count as their modern ones (`iw`, `in`, `tl`, `no`,
    /// `sh`, `mo`). A language without a rule here uses English's (one for 1, other otherwise).
    ///
    /// Every rule is CLDR 46's `common/supplemental/plurals.xml` (the data ICU 76 ships) read for
    /// integers: `n` and `i` are the count's absolute value and `v`, `w`, `f`, `t`, `e` are 0, so a
    /// condition on those alone holds or fails for every count. Android picks a `<plurals>` item
    /// with ICU's rules for the device's locale (`Resources.getQuantityText`), so a form a rule
    /// never picks (a Thai or Vietnamese resource's "one") is never spoken.
    ///
    /// - Complexity: O(1).
    public init(count: Int, language: String) {
        // `magnitude` cannot overflow for Int.min, unlike `abs`.
        let n = count.magnitude
        let tag = LanguageTag.normalized(language)
        let primary = LanguageTag.primary(of: tag)
        if primary == "pt", tag.hasPrefix("pt-pt") {
            // CLDR pt_PT: one: i = 1 and v = 0; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
            self = Self.oneOrMillions(n, one: n == 1)
        } else {
            self = Self.category(of: n, primary: primary)
        }
    }

    /// The integer rule of a primary language subtag, from CLDR 46's `plurals.xml`.
    private static func category(of n: UInt, primary: String) -> PluralCategory {
        switch primary {
        case "ja", "zh", "ko", "th", "vi", "id", "in", "ms", "km", "lo", "my", "yue", "jv", "su", "bo", "dz", "ig",
            "ii", "kea", "kde", "sah", "ses", "sg", "to", "wo", "yo", "osa", "jbo":
            // CLDR: no rules, every number is "other".
            return .other
        case "fr", "pt":
            // CLDR fr: one: i = 0,1; pt: one: i = 0..1; both many: e = 0 and i != 0 and
            // i % 1000000 = 0 and v = 0.
            return oneOrMillions(n, one: n <= 1)
        case "es", "it", "ca":
            // CLDR es: one: n = 1; it, ca: one: i = 1 and v = 0; all three many: e = 0 and i != 0
            // and i % 1000000 = 0 and v = 0.
            return oneOrMillions(n, one: n == 1)
        case "he", "iw":
            // CLDR he: one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0; other.
            return n == 1 ? .one : (n == 2 ? .two : .other)
        case "ar", "ars":
            // CLDR ar, ars: zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10;
            // many: n % 100 = 11..99; other.
            switch (n, n % 100) {
            case (0, _): return .zero
            case (1, _): return .one
            case (2, _): return .two
            case (_, 3...10): return .few
            case (_, 11...99): return .many
            default: return .other
            }
        case "ru", "uk", "be":
            // CLDR ru, uk: one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4
            // and i % 100 != 12..14; many: v = 0 and (i % 10 = 0 or i % 10 = 5..9 or
            // i % 100 = 11..14); be states the same with n.
            return slavic(n, otherwise: .many)
        case "bs", "hr", "sr", "sh":
            // CLDR bs, hr, sr, sh: one: v = 0 and i % 10 = 1 and i % 100 != 11 or ...; few: v = 0
            // and i % 10 = 2..4 and i % 100 != 12..14 or ...; other.
            return slavic(n, otherwise: .other)
        case "pl":
            // CLDR pl: one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
            // many: v = 0 and i != 1 and (i % 10 = 0..1 or i % 10 = 5..9 or i % 100 = 12..14).
            if n == 1 { return .one }
            return slavic(n, otherwise: .many) == .few ? .few : .many
        case "cs", "sk":
            // CLDR cs, sk: one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0; other.
            return n == 1 ? .one : ((2...4).contains(n) ? .few : .other)
        case "sl":
            // CLDR sl: one: v = 0 and i % 100 = 1; two: v = 0 and i % 100 = 2; few: v = 0 and
            // i % 100 = 3..4 or v != 0; other.
            switch n % 100 {
            case 1: return .one
            case 2: return .two
            case 3, 4: return .few
            default: return .other
            }
        case "lt":
            // CLDR lt: one: n % 10 = 1 and n % 100 != 11..19; few: n % 10 = 2..9 and
            // n % 100 != 11..19; many: f != 0; other.
            if (11...19).contains(n % 100) { return .other }
            return n % 10 == 1 ? .one : (n % 10 >= 2 ? .few : .other)
        case "lv", "prg":
            // CLDR lv, prg: zero: n % 10 = 0 or n % 100 = 11..19 or ...; one: n % 10 = 1 and
            // n % 100 != 11 or ...; other.
            if n % 10 == 0 || (11...19).contains(n % 100) { return .zero }
            return n % 10 == 1 && n % 100 != 11 ? .one : .other
        case "ro", "mo":
            // CLDR ro, mo: one: i = 1 and v = 0; few: v != 0 or n = 0 or n != 1 and
            // n % 100 = 1..19; other.
            return n == 1 ? .one : (n == 0 || (1...19).contains(n % 100) ? .few : .other)
        case "mk", "is":
            // CLDR mk: one: v = 0 and i % 10 = 1 and i % 100 != 11 or ...; is: one: t = 0 and
            // i % 10 = 1 and i % 100 != 11 or ...; other.
            return n % 10 == 1 && n % 100 != 11 ? .one : .other
        case "fil", "tl":
            // CLDR fil, tl: one: v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or ...; other.
            return [4, 6, 9].contains(n % 10) ? .other : .one
        case "am", "as", "bn", "doi", "fa", "gu", "hi", "kn", "pcm", "zu", "ak", "bho", "guw", "ln", "mg", "nso",
            "pa", "ti", "wa", "si", "hy", "ff", "kab":
            // CLDR am, as, bn, doi, fa, gu, hi, kn, pcm, zu: one: i = 0 or n = 1; ak, bho, guw, ln,
            // mg, nso, pa, ti, wa: one: n = 0..1; si: one: n = 0,1 or ...; hy, ff, kab: one: i = 0,1.
            return n <= 1 ? .one : .other
        default:
            // CLDR en, de and the other "one: i = 1 and v = 0" or "one: n = 1" languages (af, az,
            // bg, da, el, et, eu, fi, gl, hu, ka, kk, ky, ml, mn, mr, nb, ne, nl, no, or, sq, sv,
            // sw, ta, te, tr, ur, uz, ...), and the fallback: one for 1, other otherwise.
            return n == 1 ? .one : .other
        }
    }

    /// one: i % 10 = 1 and i % 100 != 11; few: i % 10 = 2..4 and i % 100 != 12..14; else `otherwise`.
    private static func slavic(_ n: UInt, otherwise: PluralCategory) -> PluralCategory {
        let (mod10, mod100) = (n % 10, n % 100)
        if mod10 == 1, mod100 != 11 { return .one }
        if (2...4).contains(mod10), !(12...14).contains(mod100) { return .few }
        return otherwise
    }

    /// `one` when `one` holds; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0; other.
    private static func oneOrMillions(_ n: UInt, one: Bool) -> PluralCategory {
        one ? .one : (n != 0 && n % 1_000_000 == 0 ? .many : .other)
    }
}
