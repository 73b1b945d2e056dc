/// A CLDR plural category: which form of a counted word a language uses for a number.
///
/// The rules are CLDR's cardinal rules for integers (Unicode CLDR 44, `plurals.xml`), for the
/// languages that have a speech table; Android picks a `<plurals>` item by the same categories.
/// Foundation on Linux has no public API for them, so they are written out here.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of the integer in the language (a BCP 47 tag; only its language subtag counts).
    /// Languages without a rule here use English's (one for 1, other otherwise).
    ///
    /// - Complexity: O(length of the tag).
    public init(_ number: Int, language: String) {
        let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        let n = number.magnitude
        let mod10 = n % 10
        let mod100 = n % 100
        switch code {
        case "ja", "zh", "ko", "th", "vi", "id", "ms":
            self = .other
        case "fr":
            // one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0.
            self = n <= 1 ? .one : (n % 1_000_000 == 0 ? .many : .other)
        case "es", "it", "pt":
            // pt: one i = 0..1 (Brazilian Portuguese); es, it: one n = 1; many: millions.
            if code == "pt" ? n <= 1 : n == 1 {
                self = .one
            } else {
                self = n != 0 && n % 1_000_000 == 0 ? .many : .other
            }
        case "ru", "uk", "be":
            if mod10 == 1, mod100 != 11 {
                self = .one
            } else if (2...4).contains(mod10), !(12...14).contains(mod100) {
                self = .few
            } else {
                self = .many
            }
        case "pl":
            if n == 1 {
                self = .one
            } else if (2...4).contains(mod10), !(12...14).contains(mod100) {
                self = .few
            } else {
                self = .many
            }
        case "cs", "sk":
            self = n == 1 ? .one : ((2...4).contains(n) ? .few : .other)
        case "ar":
            switch n {
            case 0: self = .zero
            case 1: self = .one
            case 2: self = .two
            default:
                if (3...10).contains(mod100) {
                    self = .few
                } else if (11...99).contains(mod100) {
                    self = .many
                } else {
                    self = .other
                }
            }
        case "he", "iw":
            self = n == 1 ? .one : (n == 2 ? .two : .other)
        default:
            self = n == 1 ? .one : .other
        }
    }
}
