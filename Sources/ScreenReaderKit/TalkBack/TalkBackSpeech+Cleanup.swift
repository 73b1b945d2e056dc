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

    private func name(of symbol: Character) -> String {
        strings.symbols[symbol] ?? String(symbol)
    }
}
