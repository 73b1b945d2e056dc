import Foundation

/// Text comparisons the rules share: case-insensitive, by whole words.
enum TextMatching {
    /// The text lowercased, with punctuation turned into spaces and runs of white space collapsed.
    static func normalized(_ text: String) -> String {
        // Rules normalize every label and speech, nearly all ASCII, whose only alphanumerics are
        // A-Z, a-z and 0-9: the same result from the bytes, without the scalar look-ups.
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
        // Other text (a Vietnamese or Chinese label) maps its scalars into one view against a set
        // read once: the getter builds a new set on every call, which cost more than the mapping.
        // The split stays on Characters: a space before a combining mark is one Character, not " ".
        var mapped = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
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

    /// Whether the text holds a word or a number: not only punctuation, symbols, emoji or an icon
    /// font's glyph, the characters the W3C's ACT rule for Label in Name (2ee8b8) sets aside as
    /// expressing non-text content.
    static func holdsWords(_ text: String) -> Bool {
        TextTokens(text).tokens.contains(where: \.isWordOrNumber)
    }

    /// Whether `text` begins with `phrase` as whole words, ignoring case and punctuation
    /// ("Related stories, Carousel" begins with "Related stories"; "推荐视频" with "推荐").
    static func beginsWithWords(_ phrase: String, in text: String) -> Bool {
        TextTokens.beginsWithWords(phrase, in: text)
    }
}
