import Foundation

/// How an adjustable value is spoken, per domain. Words come from ``CarouselStrings``.
///
/// JSON shapes (Swift's synthesized enum coding): `{"percent":{}}`, `{"counted":{"unit":"star"}}`,
/// `{"duration":{"showsTotal":true}}`, `{"letters":{}}`, `{"custom":{"labels":["Low","High"]}}`.
public enum AdjustableValueFormat: Sendable, Hashable, Codable {
    /// A fraction in `0...1` spoken as a whole percentage in the language's style (Foundation's
    /// percent format): 0.5 -> "50%", German "50 %".
    case percent
    /// A whole count of a unit from the table's ``CarouselStrings/units``: 3 -> "3 stars", 1 -> "1 star".
    case counted(unit: String)
    /// A number of seconds spoken in words: 118 -> "1 minute 58 seconds" (Russian "1 минута 58 секунд");
    /// with `showsTotal`, followed by the range's upper bound: "1 minute 58 seconds of 4 minutes 7 seconds".
    case duration(showsTotal: Bool)
    /// A 0-based index spoken as letters of the language's index alphabet, like a table's section
    /// index: 0 -> "A", 1 -> "B", 26 -> "AA" (Russian 0 -> "А").
    case letters
    /// A 0-based index into the app's own labels; an index past them is spoken as its number.
    case custom(labels: [String])

    /// The spoken text for a value.
    ///
    /// Decision: values are rounded to the nearest whole unit (percent, count, second, index) before
    /// they are spoken, so floating-point steps never produce "59.99999%".
    public func text(for value: Double, in range: ClosedRange<Double>, strings: CarouselStrings) -> String {
        switch self {
        case .percent:
            return Self.percent(Self.whole(value * 100), strings: strings)
        case .counted(let unit):
            return strings.count(Self.whole(value), unit)
        case .duration(let showsTotal):
            let spoken = Self.duration(Self.whole(value), strings: strings)
            guard showsTotal else { return spoken }
            return strings.fill(
                strings.valueOfTotal, .text(spoken),
                .text(Self.duration(Self.whole(range.upperBound), strings: strings)))
        case .letters:
            return Self.letters(Self.whole(value), alphabet: strings.letters)
        case .custom(let labels):
            let index = Self.whole(value)
            return labels.indices.contains(index) ? labels[index] : strings.number(index)
        }
    }

    /// Rounds to an integer without trapping on huge or non-finite values.
    static func whole(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let rounded = value.rounded()
        if rounded >= Double(Int.max) { return Int.max }
        if rounded <= Double(Int.min) { return Int.min }
        return Int(rounded)
    }

    /// A whole percentage in the language's style, from Foundation: 50 -> "50%" ("50 %" in German).
    static func percent(_ whole: Int, strings: CarouselStrings) -> String {
        (Double(whole) / 100).formatted(.percent.precision(.fractionLength(0)).locale(strings.locale))
    }

    /// "1 hour 2 minutes 5 seconds"; zero parts are left out, and zero is "0 seconds".
    ///
    /// Each part comes from ``CarouselStrings/count(_:_:)`` (Foundation's unit patterns with CLDR
    /// plurals, or the table's own forms). With no ``CarouselStrings/durationSeparator`` and no
    /// duration forms of its own, the table lets Foundation write the whole duration in the
    /// language's list pattern ("1 Stunde, 2 Minuten und 5 Sekunden").
    static func duration(_ totalSeconds: Int, strings: CarouselStrings) -> String {
        let seconds = Swift.max(totalSeconds, 0)
        let hours = seconds / 3600
        let minutes = seconds % 3600 / 60
        let rest = seconds % 60
        let ownForms = ["hour", "minute", "second"].contains { strings.units[$0] != nil }
        if strings.durationSeparator == nil, !ownForms, hours <= Int(Int64.max / 3600) {
            return Duration.seconds(Int64(seconds)).formatted(
                .units(allowed: [.hours, .minutes, .seconds], width: .wide).locale(strings.locale))
        }
        var parts: [String] = []
        if hours > 0 { parts.append(strings.count(hours, "hour")) }
        if minutes > 0 { parts.append(strings.count(minutes, "minute")) }
        if rest > 0 || parts.isEmpty { parts.append(strings.count(rest, "second")) }
        return parts.joined(separator: strings.durationSeparator ?? " ")
    }

    /// Bijective base-n letters over the alphabet: with "A"..."Z", 0 "A" ... 25 "Z", 26 "AA".
    static func letters(_ index: Int, alphabet: [String] = CarouselStrings.latinLetters) -> String {
        guard index >= 0, !alphabet.isEmpty else { return String(index) }
        // Works on the 0-based index so `Int.max` (a huge value rounded by `whole`) cannot overflow.
        var number = index
        var letters: [String] = []
        repeat {
            letters.append(alphabet[number % alphabet.count])
            number = number / alphabet.count - 1
        } while number >= 0
        return letters.reversed().joined()
    }
}
