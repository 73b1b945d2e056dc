import Foundation

extension CarouselStrings {
    /// An argument of a template: an integer or text, filling `{1}`, `{2}`, ... in order.
    public enum Argument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
        /// An integer.
        case int(Int)
        /// Text.
        case text(String)

        /// Creates an integer argument from a literal.
        public init(integerLiteral value: Int) { self = .int(value) }
        /// Creates a text argument from a literal.
        public init(stringLiteral value: String) { self = .text(value) }

        func rendered(_ number: (Int) -> String) -> String {
            switch self {
            case .int(let value): number(value)
            case .text(let value): value
            }
        }
    }

    /// Fills a template's `{1}`, `{2}`, ... placeholders (``WordTemplate``) with the arguments: an
    /// integer in ASCII digits, text as given. A placeholder without an argument is left as
    /// written, never a crash.
    ///
    /// - Complexity: O(n) in the template's length.
    public static func format(_ template: String, _ arguments: Argument...) -> String {
        format(template, arguments: arguments)
    }

    /// Fills a template from an array of arguments (see ``format(_:_:)``).
    ///
    /// - Complexity: O(n) in the template's length.
    public static func format(_ template: String, arguments: [Argument]) -> String {
        format(template, arguments: arguments, number: { String($0) })
    }

    /// Fills a template with integers written the table's language's way (Foundation's number
    /// format for the language, without grouping: Latin digits in every built-in language, Arabic-Indic
    /// digits for a table whose ``language`` is "ar-EG").
    ///
    /// - Complexity: O(n) in the template's length.
    public func fill(_ template: String, _ arguments: Argument...) -> String {
        Self.format(template, arguments: arguments, number: number)
    }

    /// An integer written the language's way, without grouping: 12 -> "12" ("١٢" in "ar-EG").
    public func number(_ value: Int) -> String {
        value.formatted(.number.grouping(.never).locale(locale))
    }

    /// The Foundation locale of the table's language.
    public var locale: Locale { Locale(identifier: language) }

    /// The counted form of a unit in the language's plural rules, with the number written the
    /// language's way: "3 stars", Russian "5 звёзд", Arabic "نجمتان" for 2.
    ///
    /// "hour", "minute" and "second" come from Foundation (`Duration.UnitsFormatStyle`, CLDR's unit
    /// patterns) unless the table has its own forms for them; any other unit the table lacks is
    /// spoken "3 <key>", so a missing word is visible in tests rather than a crash.
    public func count(_ count: Int, _ unit: String) -> String {
        if let forms = units[unit] {
            let category = PluralCategory(count: count, language: language)
            return Self.format(forms.form(for: category), arguments: [.int(count)], number: number)
        }
        let duration: Duration.UnitsFormatStyle.Unit? =
            switch unit {
            case "hour": .hours
            case "minute": .minutes
            case "second": .seconds
            default: nil
            }
        guard let duration else { return number(count) + " " + unit }
        let seconds: Int64 =
            switch unit {
            case "hour": 3600
            case "minute": 60
            default: 1
            }
        let (total, overflow) = Int64(count).multipliedReportingOverflow(by: seconds)
        guard !overflow else { return number(count) + " " + unit }
        return Duration.seconds(total).formatted(
            .units(allowed: [duration], width: .wide, zeroValueUnits: .show(length: 1)).locale(locale))
    }

    static func format(_ template: String, arguments: [Argument], number: (Int) -> String) -> String {
        WordTemplate.scan(template) { position, _, _, _ in
            guard let position, position >= 1, position <= arguments.count else { return nil }
            return arguments[position - 1].rendered(number)
        }
    }
}
