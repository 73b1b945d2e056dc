import CarouselKit
import Foundation

extension SpeechStrings.TalkBackWords {
    /// A whole number as TalkBack's resources print it in ``language``: Android fills a `%d` of
    /// `Resources.getString(id, args)` and `getQuantityString` through
    /// `String.format(locale, ...)`, whose `Formatter` writes the locale's digits (its
    /// `DecimalFormatSymbols` zero digit), so TalkBack says "۳ از ۱۰" in Persian
    /// (google/talkback@26a27dc `CollectionStateFeedbackUtils.java:274-277`, `context.getString`).
    /// The digits are the language's default numbering system as ICU on this machine reports it
    /// (CLDR: Persian, Assamese, Nepali and Burmese among the tables; Latin for the rest); a sign
    /// stays ASCII.
    ///
    /// - Complexity: O(number of digits), after the language's digits are found once.
    func number(_ value: Int) -> String {
        let text = String(value)
        guard language != "en", let zero = LocaleDigits.zero(for: language) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if ("0"..."9").contains(scalar), let digit = Unicode.Scalar(zero.value + scalar.value - 0x30) {
                scalars.append(digit)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// A counted phrase in the language's plural form, its count in the language's digits.
    ///
    /// - Complexity: O(n) in the form's length.
    func counted(_ forms: PluralForms, _ count: Int) -> String {
        SpeechStrings.format(forms.form(for: PluralCategory(count: count, language: language)), number(count))
    }
}

/// The zero digit of each language's default numbering system, found once per language.
enum LocaleDigits {
    /// Zero digits by language tag; `nil` when the language writes ASCII digits.
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var zeros: [String: Unicode.Scalar?] = [:]
    }

    private static let cache = Cache()

    /// The language's zero digit when it is not ASCII "0", else `nil`.
    ///
    /// - Complexity: O(1) after the first call for a language, which asks Foundation (ICU) once.
    static func zero(for language: String) -> Unicode.Scalar? {
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let known = cache.zeros[language] { return known }
        let formatted = 0.formatted(.number.grouping(.never).locale(Locale(identifier: language)))
        let scalar = formatted.unicodeScalars.first { $0.properties.numericType == .decimal }
        let zero = scalar.flatMap { $0.value == 0x30 || $0.properties.numericValue != 0 ? nil : $0 }
        cache.zeros[language] = zero
        return zero
    }
}
