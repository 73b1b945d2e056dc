import Foundation

/// Text comparisons the rules share: case-insensitive, by whole words.
enum TextMatching {
    /// The text lowercased, with punctuation turned into spaces and runs of white space collapsed.
    static func normalized(_ text: String) -> String {
        // Rules normalize every label and speech, nearly all ASCII, whose only alphanumerics are
        // A-Z, a-z and 0-9: the same result from the bytes, without the scalar look-ups. Other
        // text (a Vietnamese label) is read by scalar against a set built once, and by Character
        // only where a mark may join a space into one Character.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            var space = false
            for byte in text.utf8 {
                let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                guard
                    (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                        || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9"))
                else {
                    space = true
                    continue
                }
                if space, !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
                space = false
                bytes.append(lower)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        // Lowercased scalar by scalar as the gaps are collapsed: `lowercased()` first built a
        // whole lowered copy (a Vietnamese speech's lowering cost more than its collapsing, and
        // most of its scalars are ASCII letters that need no look-up).
        return collapsedByScalar(lowercasing: text) ?? collapsedByCharacter(text.lowercased())
    }

    /// The lowercased text's alphanumeric scalars with each run of others made one space between
    /// them, by scalar; `nil` when a run of others touches a scalar that might join a space into
    /// a Character of its own (see ``standsApart(_:)``), where only the split by Character
    /// (``collapsedByCharacter(_:)``) gives the answer.
    ///
    /// The text is lowercased on the way: `String.lowercased()` is each scalar's full lowercase
    /// mapping (`Unicode.Scalar.Properties.lowercaseMapping`) in order, so the scalars read here
    /// are those of `text.lowercased()`, and an ASCII scalar's mapping is its ASCII lowercase.
    private static func collapsedByScalar(lowercasing text: String) -> String? {
        var collapser = ScalarCollapser()
        collapser.result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let value = scalar.value
                let lowered = value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value + 0x20)) : scalar
                guard collapser.take(lowered) else { return nil }
            } else {
                for lowered in scalar.properties.lowercaseMapping.unicodeScalars {
                    guard collapser.take(lowered) else { return nil }
                }
            }
        }
        return String(decoding: collapser.result, as: UTF8.self)
    }

    /// The state of ``collapsedByScalar(lowercasing:)``: the scalars kept so far (as UTF-8),
    /// whether a gap is open, and the last scalar kept.
    private struct ScalarCollapser {
        /// The kept scalars, encoded as UTF-8 bytes and made a string once at the end: appending
        /// each scalar to a `String.UnicodeScalarView` cost about 380 instructions a scalar
        /// (171 M of the 20 MB benchmark dump's 265 M spent here).
        var result: [UInt8] = []
        var inGap = false
        var last: Unicode.Scalar?

        /// Reads one lowercased scalar; `false` when the split by Character must decide.
        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            // An ASCII scalar is alphanumeric exactly when it is a letter or a digit (the set's
            // letters, marks and numbers have no other ASCII member): most of a Vietnamese
            // label's scalars, each looked up in the set before.
            let isAlphanumeric =
                scalar.isASCII
                ? (scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x7A)
                    || (scalar.value >= 0x30 && scalar.value <= 0x39)
                : alphanumerics.contains(scalar)
            guard isAlphanumeric else {
                // The scalar before the gap must end its Character there (no prepended mark).
                if !inGap, let last, !standsApart(last) { return false }
                inGap = true
                return true
            }
            if inGap {
                // The scalar after the gap must start a Character (no combining or spacing mark).
                guard standsApart(scalar) else { return false }
                if !result.isEmpty { result.append(UInt8(ascii: " ")) }
                inGap = false
            }
            if scalar.isASCII {
                result.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                UTF8.encode(scalar) { result.append($0) }
            }
            last = scalar
            return true
        }
    }

    /// Whether the scalar is one that no grapheme rule joins to a space beside it: ASCII, or a
    /// cased letter or decimal digit. A space stays a Character of its own unless a combining,
    /// joining or spacing mark follows it or a prepended mark precedes it (Unicode's extended
    /// grapheme clusters, UAX #29 rules GB9, GB9a, GB9b), and none of those is a cased letter
    /// or a digit; letters of other kinds (Thai's sara am is a spacing mark) are left to the
    /// split by Character.
    private static func standsApart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .decimalNumber: return true
        default: return false
        }
    }

    /// The lowercased text with every scalar that is not alphanumeric made a space, split into
    /// Characters at the spaces and joined with one space: a space that a mark joins into one
    /// Character with it is no separator.
    static func collapsedByCharacter(_ lowered: String) -> String {
        var mapped = String.UnicodeScalarView()
        for scalar in lowered.unicodeScalars {
            mapped.append(alphanumerics.contains(scalar) ? scalar : " ")
        }
        return String(mapped).split(separator: " ").joined(separator: " ")
    }

    /// Letters, marks and numbers (Foundation's `CharacterSet.alphanumerics`), built once.
    private static let alphanumerics = CharacterSet.alphanumerics

    /// Whether `phrase` occurs in `text` as whole words, ignoring case and punctuation. In
    /// scripts written without spaces (Chinese, Japanese, Thai) every character is a word, so
    /// "返回" occurs in "返回按钮" (``TextTokens``).
    static func containsWord(_ phrase: String, in text: String) -> Bool {
        TextTokens.containsWords(phrase, in: text)
    }

    /// Whether every character of the text is a wide one of East Asian scripts: a Hangul
    /// syllable or jamo, a CJK ideograph, kana, a CJK punctuation mark or a full-width form
    /// (East Asian Width "W" or "F", Unicode Standard Annex #11). A font gives each of these one
    /// advance, so two such labels of one length take one width.
    static func isFullWidth(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                fullWidthRanges.contains { $0.contains(scalar.value) }
            }
    }

    /// The blocks ``isFullWidth(_:)`` reads as wide (UAX #11's East Asian Width "W" and "F").
    static let fullWidthRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo, leading consonants
        0x3000...0x303E,  // CJK symbols and punctuation (the ideographic space included)
        0x3041...0x30FF,  // Hiragana, Katakana
        0x3131...0x318E,  // Hangul compatibility jamo
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFF01...0xFF60,  // full-width forms
        0xFFE0...0xFFE6,  // full-width signs
    ]

    /// Whether the text holds a word or a number: not only punctuation, symbols, emoji or an icon
    /// font's glyph, the characters the W3C's ACT rule for Label in Name (2ee8b8) sets aside as
    /// expressing non-text content.
    static func holdsWords(_ text: String) -> Bool {
        // ASCII text, as TextTokens cuts it from its bytes, holds a word or a number exactly
        // when it holds a letter or a digit: asked of every small target's siblings, cutting
        // each label into tokens cost more than the rest of touch-target-size's checks.
        var alphanumeric = false
        var isASCII = true
        var previousIsASCII = true
        for byte in text.utf8 {
            let lower = byte | 0x20
            if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            {
                // An ASCII letter or digit at the start or after an ASCII character begins a
                // Character (no ASCII character joins the next, and neither is a mark); NFKC and
                // lowercasing keep it a letter (composed with any marks after it) or a digit, so
                // TextTokens makes a word or a number of it. Other text (Vietnamese labels with
                // an ASCII letter among them, say) need not be cut into tokens.
                if previousIsASCII { return true }
                alphanumeric = true
            }
            previousIsASCII = byte < 0x80
            if !previousIsASCII { isASCII = false }
        }
        guard isASCII else { return TextTokens(text).tokens.contains(where: \.isWordOrNumber) }
        return alphanumeric
    }

    /// Whether `text` begins with `phrase` as whole words, ignoring case and punctuation
    /// ("Related stories, Carousel" begins with "Related stories"; "推荐视频" with "推荐").
    static func beginsWithWords(_ phrase: String, in text: String) -> Bool {
        TextTokens.beginsWithWords(phrase, in: text)
    }
}
