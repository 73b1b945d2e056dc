import CarouselKit

/// A matcher for a position ("2 of 8", "Seite 2 von 8", "٢ من ٨", "第2页，共8页") built from a
/// strings table's template.
///
/// Templates mark the position and the total as `{1}` / `{2}` (CarouselKit's ``WordTemplate``, the
/// one syntax of every word table), so the language's word order is kept. A
/// template's words must appear as whole words (or characters, in scripts written without spaces),
/// in any case; its numbers match decimal digits of any script (Arabic-Indic, Persian, full-width,
/// Devanagari...). Punctuation between words is optional ("第2页 共8页" matches "第{1}页，共{2}页"),
/// except in a template made of numbers and marks alone ("{1}/{2}"), where the marks are the
/// pattern and a match inside a longer run ("2024/1/8", a date) is refused.
public struct PositionTemplate: Sendable, Hashable {
    /// The template as the table gives it ("{1} of {2}").
    public let template: String
    /// Where the template came from ("CarouselStrings.position (de)"), for reports.
    public let source: String
    private let pattern: [Slot]
    /// How many slots of the pattern must match: up to its last number; the words after it
    /// may be missing.
    private let requiredCount: Int
    /// Whether the template has no word, only numbers and marks ("{1}/{2}").
    public let isSymbolic: Bool

    private enum Slot: Hashable, Sendable {
        case argument(Int)
        case token(TextTokens.Token)
    }

    /// A position found in a text.
    public struct Match: Sendable, Hashable {
        /// The current item, counting from 1.
        public var position: Int
        /// The number of items.
        public var total: Int
        /// Whether the template that matched had no word ("2/8").
        public var isSymbolic: Bool
        /// The matched text, lowercased and compatibility-normalized ("page 2 of 8", "صفحة ١ من ٤").
        public var text: String
    }

    /// A matcher for the template, or `nil` when it does not carry exactly two arguments.
    ///
    /// - Complexity: O(n) in the template's length.
    public init?(_ template: String, source: String) {
        var pattern: [Slot] = []
        var text = ""
        func flushText() {
            pattern += TextTokens(text).tokens.map(Slot.token)
            text = ""
        }
        for piece in WordTemplate.pieces(of: template) {
            switch piece {
            case .text(let run):
                text += run
            case .placeholder(let placeholder):
                guard let argument = placeholder.position else {
                    text += "{\(placeholder.name)}"
                    continue
                }
                flushText()
                pattern.append(.argument(argument))
            }
        }
        flushText()
        let arguments = pattern.compactMap { slot -> Int? in
            if case .argument(let number) = slot { return number }
            return nil
        }
        guard arguments.sorted() == [1, 2] else { return nil }
        // A template need not start or end on a word: leading and trailing marks are dropped.
        while case .token(.mark) = pattern.first { pattern.removeFirst() }
        while case .token(.mark) = pattern.last { pattern.removeLast() }
        // Words after the last number are optional: "10件中の2件目" matches "{2}件中の{1}件目です",
        // "Folie 2 von 8" matches "Folie {1} von {2} wird angezeigt"
        let lastArgument = pattern.lastIndex { slot in
            if case .argument = slot { return true }
            return false
        }
        self.template = template
        self.source = source
        self.pattern = pattern
        self.requiredCount = (lastArgument ?? pattern.count - 1) + 1
        self.isSymbolic = !pattern.contains { slot in
            if case .token(.word) = slot { return true }
            return false
        }
    }

    /// The first position the text states in this template's form.
    ///
    /// - Complexity: O(n · m) for a text of n tokens and a template of m.
    public func firstMatch(in text: String) -> Match? {
        firstMatch(in: TextTokens(text))
    }

    /// The first position in text already cut into tokens (one cut serves every template).
    func firstMatch(in cut: TextTokens) -> Match? {
        for start in cut.tokens.indices {
            if let match = match(cut, at: start) { return match }
        }
        return nil
    }

    private func match(_ cut: TextTokens, at start: Int) -> Match? {
        let tokens = cut.tokens
        var index = start
        var values: [Int: Int] = [:]
        for (offset, slot) in pattern.enumerated() {
            if offset >= requiredCount, !isSymbolic {
                // Trailing words: take them when they are there.
                guard index < tokens.count, case .token(let token) = slot, tokens[index] == token else { break }
                index += 1
                continue
            }
            switch slot {
            case .argument(let number):
                guard index < tokens.count, case .number(let value) = tokens[index] else { return nil }
                values[number] = value
                index += 1
            case .token(.mark(let mark)):
                if index < tokens.count, tokens[index] == .mark(mark) {
                    index += 1
                } else if isSymbolic {
                    return nil
                }
            case .token(let token):
                guard index < tokens.count, tokens[index] == token else { return nil }
                index += 1
            }
        }
        guard let position = values[1], let total = values[2] else { return nil }
        if isSymbolic {
            // "2024/1/8" is a date, not "1 of 8": refuse a match that continues a run of numbers and marks.
            let before = start >= 2 && tokens[start - 1].isMark && tokens[start - 2].isNumber
            let after = index + 1 < tokens.count && tokens[index].isMark && tokens[index + 1].isNumber
            if before || after { return nil }
        }
        let range = cut.ranges[start].lowerBound..<cut.ranges[index - 1].upperBound
        return Match(position: position, total: total, isSymbolic: isSymbolic, text: String(cut.text[range]))
    }
}

extension TextTokens.Token {
    /// Whether the token is a punctuation mark or symbol.
    fileprivate var isMark: Bool {
        if case .mark = self { return true }
        return false
    }
}
