import Foundation

/// Text cut into the pieces the word-matching rules compare: numbers (in any script's decimal
/// digits), words, and punctuation marks.
///
/// The text is compatibility-normalized (NFKC: full-width "２／８" reads as "2/8") and lowercased.
/// Words of scripts written without spaces (Han, Hiragana, Katakana, Thai, Lao, Khmer, Myanmar)
/// are one character each, so a phrase in them matches wherever it occurs; words of other scripts
/// run to the next space, digit or mark. Invisible format characters (bidi marks) are dropped.
struct TextTokens: Hashable, Sendable {
    /// One piece of text.
    enum Token: Hashable, Sendable {
        /// A run of decimal digits of one script ("12", "١٢", "१२"), as its value.
        case number(Int)
        /// A word (or, in a script without spaces, one character), lowercased.
        case word(String)
        /// A punctuation mark or symbol (",", "/", "、", "،").
        case mark(Character)
    }

    /// The tokens, in text order.
    let tokens: [Token]
    /// The text as it was compared: compatibility-normalized and lowercased.
    let text: String
    /// Where each token lies in ``text``.
    let ranges: [Range<String.Index>]

    /// Cuts the text into tokens.
    ///
    /// - Complexity: O(n) in the text's length.
    init(_ source: String) {
        if let ascii = Self(ascii: source) {
            self = ascii
            return
        }
        let text = source.precomposedStringWithCompatibilityMapping.lowercased()
        var tokens: [Token] = []
        var ranges: [Range<String.Index>] = []
        var word = ""
        var number: Int?
        var start = text.startIndex
        func flush(at end: String.Index) {
            if !word.isEmpty {
                tokens.append(.word(word))
                ranges.append(start..<end)
            }
            if let value = number {
                tokens.append(.number(value))
                ranges.append(start..<end)
            }
            word = ""
            number = nil
        }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            defer { index = next }
            guard let first = character.unicodeScalars.first else { continue }
            let category = first.properties.generalCategory
            if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .format }) { continue }
            if character.isWhitespace {
                flush(at: index)
            } else if category == .decimalNumber, let digit = Self.digit(first) {
                if !word.isEmpty { flush(at: index) }
                if number == nil { start = index }
                let (times, overflowTimes) = (number ?? 0).multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = times.addingReportingOverflow(digit)
                number = overflowTimes || overflowSum ? Int.max : sum
            } else if character.isLetter || Self.isMark(category) {
                if number != nil { flush(at: index) }
                if Self.isUnspaced(first) {
                    flush(at: index)
                    tokens.append(.word(String(character)))
                    ranges.append(index..<next)
                } else {
                    if word.isEmpty { start = index }
                    word.append(character)
                }
            } else {
                flush(at: index)
                tokens.append(.mark(character))
                ranges.append(index..<next)
            }
        }
        flush(at: text.endIndex)
        self.tokens = tokens
        self.text = text
        self.ranges = ranges
    }

    /// Cuts an ASCII text into tokens as ``init(_:)`` does, from its bytes; `nil` for any other
    /// text. Rules cut every label and speech, nearly all ASCII, whose normalization is the text
    /// itself and whose characters are one byte each (a CR LF pair is one Character, but both
    /// of its bytes are white space, so they cut the same): the same tokens, without the
    /// normalization's copy and the Unicode property look-ups.
    private init?(ascii source: String) {
        guard source.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let bytes = source.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
        let text = String(decoding: bytes, as: UTF8.self)
        let utf8 = text.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        var tokens: [Token] = []
        var ranges: [Range<String.Index>] = []
        var wordStart: Int?
        var number: Int?
        var start = 0
        func flush(at end: Int) {
            if let wordStart {
                tokens.append(.word(String(decoding: bytes[wordStart..<end], as: UTF8.self)))
                ranges.append(index(wordStart)..<index(end))
            }
            if let value = number {
                tokens.append(.number(value))
                ranges.append(index(start)..<index(end))
            }
            wordStart = nil
            number = nil
        }
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case 0x09...0x0D, 0x20:
                flush(at: offset)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if wordStart != nil { flush(at: offset) }
                if number == nil { start = offset }
                let (times, overflowTimes) = (number ?? 0).multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                number = overflowTimes || overflowSum ? Int.max : sum
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                if number != nil { flush(at: offset) }
                if wordStart == nil { wordStart = offset }
            default:
                flush(at: offset)
                tokens.append(.mark(Character(Unicode.Scalar(byte))))
                ranges.append(index(offset)..<index(offset + 1))
            }
        }
        flush(at: bytes.count)
        self.tokens = tokens
        self.text = text
        self.ranges = ranges
    }

    /// Whether the text's tokens hold only letters and numbers that match `phrase`'s, as whole
    /// tokens, anywhere (marks between words are ignored on both sides).
    static func containsWords(_ phrase: String, in text: String) -> Bool {
        let needle = TextTokens(phrase).tokens.filter(\.isWordOrNumber)
        guard !needle.isEmpty else { return false }
        return containsWords(needle, in: TextTokens(text).tokens.filter(\.isWordOrNumber))
    }

    /// ``containsWords(_:in:)`` on words and numbers already cut (one cut of a label serves
    /// every phrase looked for in it).
    static func containsWords(_ needle: [Token], in haystack: [Token]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    /// Whether the text's words and numbers begin with `phrase`'s. A phrase of one character of
    /// a script without spaces ("新") must not run on into more such characters ("新闻" is another
    /// word), since nothing marks where its word ends.
    static func beginsWithWords(_ phrase: String, in text: String) -> Bool {
        let needle = TextTokens(phrase).tokens.filter(\.isWordOrNumber)
        guard !needle.isEmpty else { return false }
        let words = TextTokens(text).tokens.filter(\.isWordOrNumber)
        guard words.starts(with: needle) else { return false }
        if needle.count == 1, case .word(let only) = needle[0], only.unicodeScalars.first.map(isUnspaced) == true,
            words.count > 1, case .word(let next) = words[1], next.unicodeScalars.first.map(isUnspaced) == true
        {
            return false
        }
        return true
    }

    /// The value of a decimal digit of any script (`٣` is 3, `３` is 3).
    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        guard let value = scalar.properties.numericValue, value >= 0, value <= 9, value == value.rounded() else {
            return nil
        }
        return Int(value)
    }

    private static func isMark(_ category: Unicode.GeneralCategory) -> Bool {
        category == .nonspacingMark || category == .spacingMark || category == .enclosingMark
    }

    /// Scripts written without spaces between words.
    static func isUnspaced(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return true  // Hiragana, Katakana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: return true  // Han
        case 0x3005, 0x3006, 0x303B: return true  // iteration and closing marks used as letters
        case 0x0E00...0x0EFF: return true  // Thai, Lao
        case 0x1780...0x17FF, 0x1000...0x109F: return true  // Khmer, Myanmar
        default: return false
        }
    }
}

extension TextTokens {
    /// Whether the text may hold a number once cut (``init(_:)``), found without cutting it: it
    /// holds an ASCII digit or a scalar that may become a decimal digit. `false` means the tokens
    /// hold no ``Token/number(_:)``.
    ///
    /// A number is a run of decimal digits after compatibility normalization and lowercasing. A
    /// scalar that normalizes to a digit is a digit or has a numeric type (`①`, `²`, `⒈`), or is
    /// changed by NFKC case folding without being changed by lowercasing (the telegraph symbols
    /// `㋀` and `㍘`, "1月" and "0点", have no numeric type); composition makes no digit, and nor
    /// does lowercasing. `TextTokensTests` checks this against every scalar. Letters of other
    /// scripts (Vietnamese "ệ", a capital "Đ") are neither, so their labels are passed over.
    ///
    /// - Complexity: O(n) in the text's length.
    static func mayHoldNumber(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                if scalar.value >= 0x30, scalar.value <= 0x39 { return true }
                continue
            }
            if mayBecomeDigit(scalar) { return true }
        }
        return false
    }

    /// Whether a non-ASCII scalar may become a decimal digit under compatibility normalization
    /// (see ``mayHoldNumber(_:)``).
    static func mayBecomeDigit(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.numericType != nil
            || (properties.changesWhenNFKCCaseFolded && !properties.changesWhenLowercased)
    }

    /// Whether the text holds two numbers, which every position states (the position and the
    /// total): most labels hold none, and are passed over without trying any template.
    var mayStatePosition: Bool {
        var numbers = 0
        for token in tokens where token.isNumber {
            numbers += 1
            if numbers == 2 { return true }
        }
        return false
    }
}

extension TextTokens.Token {
    /// Whether the token is a word or a number (not a mark).
    var isWordOrNumber: Bool {
        if case .mark = self { return false }
        return true
    }

    /// Whether the token is a number.
    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}
