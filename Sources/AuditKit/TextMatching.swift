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

    /// Whether `phrase` occurs in `text` as whole words, ignoring case and punctuation.
    static func containsWord(_ phrase: String, in text: String) -> Bool {
        let needle = normalized(phrase)
        guard !needle.isEmpty else { return false }
        return (" " + normalized(text) + " ").contains(" " + needle + " ")
    }

    /// Whether `text` begins with `phrase` as whole words, ignoring case and punctuation
    /// ("Related stories, Carousel" begins with "Related stories").
    static func beginsWithWords(_ phrase: String, in text: String) -> Bool {
        let needle = normalized(phrase)
        guard !needle.isEmpty else { return false }
        return (normalized(text) + " ").hasPrefix(needle + " ")
    }

    /// Whether the text states a position such as "2 of 5" (English; other languages' forms
    /// are not recognised, so a localized screen may be reported wrongly).
    static func containsPosition(_ text: String) -> Bool {
        let words = normalized(text).split(separator: " ")
        guard words.count >= 3 else { return false }
        for index in 1..<(words.count - 1) where words[index] == "of" {
            if Int(words[index - 1]) != nil, Int(words[index + 1]) != nil { return true }
        }
        return false
    }
}
