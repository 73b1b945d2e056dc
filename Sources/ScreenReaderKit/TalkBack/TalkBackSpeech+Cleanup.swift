import AccessibilityTree

/// TalkBack's clean-up of a node's text before speaking it (`SpeechCleanupUtils`, applied to
/// text, content description, state and role descriptions, never to a password field's text).
extension TalkBackSpeech {
    /// The symbols whose runs are collapsed (`CONSECUTIVE_CHARACTER_REGEX`).
    private static let collapsible: Set<Character> = [
        "-", "\\", "/", "|", "!", "@", "#", "$", "%", "^", "&", "*", "(", ")", "=", "_", "+", "[", "]", "{", "}",
        ".", "?", ";", "'", "\"", ":", "<", ">", "\u{2022}",
    ]

    /// Runs of two or more of one symbol become " N <name>"; then a text that is one symbol (or
    /// only white space) becomes the symbol's name.
    ///
    /// - Complexity: O(n) in the text's length.
    func cleanedUp(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return text }
        // Most text has no run to collapse and more than one character to speak: it is spoken as
        // it is, found without building a copy (this ran on every node of every spoken subtree).
        if !Self.mayHaveCollapsibleRun(text), Self.hasTwoNonWhitespaceCharacters(text) { return text }
        var collapsed = ""
        var characters = text[...]
        while let first = characters.first {
            let run = characters.prefix { $0 == first }
            if run.count >= 2, Self.collapsible.contains(first) {
                collapsed += SpeechStrings.format(strings.repeatedSymbol, run.count, name(of: first))
            } else {
                collapsed += run
            }
            characters = characters.dropFirst(run.count)
        }
        let trimmed = collapsed.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }
        if trimmed.count == 1, let only = trimmed.first { return name(of: only) }
        if trimmed.isEmpty, let first = collapsed.first { return name(of: first) }
        return collapsed
    }

    /// Whether two adjacent scalars are one collapsible symbol: every collapsible symbol is one
    /// scalar, so a run of two equal symbol characters is two equal scalars (U+037E, the Greek
    /// question mark, is canonically ";" and counts as it).
    private static func mayHaveCollapsibleRun(_ text: String) -> Bool {
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value == 0x37E ? 0x3B : scalar.value
            if value == previous, isCollapsibleScalar(value) { return true }
            previous = value
        }
        return false
    }

    private static func isCollapsibleScalar(_ value: UInt32) -> Bool {
        guard value < 0x80 else { return value == 0x2022 }
        guard let scalar = Unicode.Scalar(value) else { return false }
        return collapsible.contains(Character(scalar))
    }

    /// Whether the text holds at least two characters that are not white space (then trimming
    /// leaves more than one symbol); stops at the second.
    private static func hasTwoNonWhitespaceCharacters(_ text: String) -> Bool {
        // Bytes first: two ASCII bytes that are not white space (tab to carriage return, space) are
        // two characters that are not white space. No grapheme rule joins two such scalars, and a
        // cluster holding one starts with it or with a prepended mark, neither of them white space.
        // Only text without two such bytes needs Character's Unicode properties.
        var asciiCount = 0
        for byte in text.utf8 where byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte) {
            asciiCount += 1
            if asciiCount == 2 { return true }
        }
        var count = 0
        for character in text where !character.isWhitespace {
            count += 1
            if count == 2 { return true }
        }
        return false
    }

    private func name(of symbol: Character) -> String {
        strings.symbols[symbol] ?? String(symbol)
    }
}
