import Foundation

/// Text comparisons the rules share: case-insensitive, by whole words.
enum TextMatching {
    /// The text lowercased, with punctuation turned into spaces and runs of white space collapsed.
    static func normalized(_ text: String) -> String {
        let mapped = text.lowercased().unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) ? Character(scalar) : " "
        }
        return String(mapped).split(separator: " ").joined(separator: " ")
    }

    /// Whether `phrase` occurs in `text` as whole words, ignoring case and punctuation. In
    /// scripts written without spaces (Chinese, Japanese, Thai) every character is a word, so
    /// "返回" occurs in "返回按钮" (``TextTokens``).
    static func containsWord(_ phrase: String, in text: String) -> Bool {
        TextTokens.containsWords(phrase, in: text)
    }

    /// Whether `text` begins with `phrase` as whole words, ignoring case and punctuation
    /// ("Related stories, Carousel" begins with "Related stories"; "推荐视频" with "推荐").
    static func beginsWithWords(_ phrase: String, in text: String) -> Bool {
        TextTokens.beginsWithWords(phrase, in: text)
    }
}
