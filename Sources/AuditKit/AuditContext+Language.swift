extension AuditContext {
    /// What a report must say about the words the rules matched, one sentence each: the
    /// language when it was inferred from the labels' script, and every word source that had no
    /// words for the language (its English words were used). Empty when the screen's stated (or
    /// given) language has words in every source.
    public var languageNotes: [String] {
        var notes: [String] = []
        if case .inferredFromScript(let evidence) = language.origin {
            notes.append(
                "language \"\(language.tag)\" inferred from the labels' script (\(evidence)); the screen states none")
        }
        if language.mirrorsLayout {
            notes.append("laid out right to left, as \"\(language.tag)\" is written; the screen states no direction")
        }
        if !vocabulary.fallbacks.isEmpty {
            notes.append("English words used where " + vocabulary.fallbacks.joined(separator: ", and where "))
        }
        return notes
    }

    /// The caveat a word-matching rule appends to its message, so a finding that may come from a
    /// fallback or an inferred language says so: "" when ``languageNotes`` is empty, else
    /// " (Audited in "tr": English words used where ...)".
    public var languageCaveat: String {
        let notes = languageNotes
        guard !notes.isEmpty else { return "" }
        return " (Audited in \"\(language.tag)\": " + notes.joined(separator: "; ") + ".)"
    }
}
