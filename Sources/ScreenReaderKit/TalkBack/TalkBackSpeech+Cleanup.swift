import AccessibilityTree

/// TalkBack's clean-up of a node's text before speaking it (`SpeechCleanupUtils`, applied to
/// text, content description, state and role descriptions, never to a password field's text).
///
/// TalkBack works on Java `char`s (UTF-16 code units), compares them exactly and trims what
/// `Character.isWhitespace` calls white space; Swift's `Character` joins scalars into graphemes,
/// treats canonically equal ones as equal and calls no-break spaces white space, so the clean-up
/// walks Unicode scalars instead (every symbol TalkBack names or collapses is one BMP scalar, one
/// code unit).
extension TalkBackSpeech {
    /// The symbols whose runs are collapsed (`CONSECUTIVE_CHARACTER_REGEX`).
    private static let collapsible: Set<Unicode.Scalar> = [
        "-", "\\", "/", "|", "!", "@", "#", "$", "%", "^", "&", "*", "(", ")", "=", "_", "+", "[", "]", "{", "}",
        ".", "?", ";", "'", "\"", ":", "<", ">", "\u{2022}",
    ]

    /// Runs of two or more of one symbol become " N <name>"; then a text that is one code unit
    /// once Java's white space is trimmed (or only that white space) becomes the symbol's name.
    ///
    /// - Complexity: O(n) in the text's length.
    func cleanedUp(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return text }
        let hasRun = Self.hasCollapsibleRun(text)
        // Most text has no run to collapse and more than one code unit to speak: it is spoken as
        // it is, found without building a copy (this runs on every node of every spoken subtree).
        if !hasRun, Self.hasTwoUnitsToSpeak(text) { return text }
        let collapsed = hasRun ? collapsingRuns(of: text) : text
        let scalars = collapsed.unicodeScalars
        // `cleanUp`: trimmed to nothing, the first character's name; trimmed to one code unit,
        // its name (or itself); anything longer is spoken as it is, untrimmed.
        guard let start = scalars.firstIndex(where: { !Self.isJavaWhitespace($0) }),
            let end = scalars.lastIndex(where: { !Self.isJavaWhitespace($0) })
        else {
            return scalars.first.map(name(of:)) ?? collapsed
        }
        if start == end, scalars[start].utf16.count == 1 { return name(of: scalars[start]) }
        return collapsed
    }

    /// `collapseRepeatedCharacters`: each run of two or more of one collapsible symbol becomes
    /// `character_collapse_template` with the run's length and the symbol's name.
    private func collapsingRuns(of text: String) -> String {
        var collapsed = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let first = scalars.first {
            let run = scalars.prefix { $0 == first }
            if run.count >= 2, Self.collapsible.contains(first) {
                collapsed.append(
                    contentsOf: SpeechStrings.format(strings.repeatedSymbol, strings.number(run.count), name(of: first))
                        .unicodeScalars)
            } else {
                collapsed.append(contentsOf: run)
            }
            scalars = scalars.dropFirst(run.count)
        }
        return String(collapsed)
    }

    /// Whether two adjacent scalars are one collapsible symbol (`\1+` matches the same `char`
    /// again, so U+037E, canonically ";" to Swift, does not continue a run of semicolons).
    private static func hasCollapsibleRun(_ text: String) -> Bool {
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == previous, isCollapsible(scalar) { return true }
            previous = scalar
        }
        return false
    }

    private static func isCollapsible(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar == "\u{2022}" }
        return collapsible.contains(scalar)
    }

    /// Whether the text holds at least two code units that are not Java's white space (then
    /// trimming leaves more than one); stops at the second.
    private static func hasTwoUnitsToSpeak(_ text: String) -> Bool {
        var count = 0
        for scalar in text.unicodeScalars where !isJavaWhitespace(scalar) {
            count += scalar.utf16.count
            if count >= 2 { return true }
        }
        return false
    }

    /// `java.lang.Character.isWhitespace`: a space, line or paragraph separator that is not a
    /// no-break space (U+00A0, U+2007, U+202F), or one of U+0009-U+000D and U+001C-U+001F
    /// (`SpannableUtils.trimText` trims with it). So a no-break space is kept and counts.
    static func isJavaWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x1C...0x1F, 0x20: return true
        case 0x00...0x7F, 0xA0, 0x2007, 0x202F: return false
        default:
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }

    /// `getCleanValueFor`: the symbol's name, looked up by its exact `char`
    /// (`ImmutableMap<Character, ...>`), else the symbol itself. Swift's `Character` keys match
    /// canonical equivalents, so U+037E (Greek question mark) would find ";" and U+1FEF (Greek
    /// varia) "`": the key found must be the very scalar.
    private func name(of symbol: Unicode.Scalar) -> String {
        guard let index = strings.symbols.index(forKey: Character(symbol)),
            strings.symbols[index].key.unicodeScalars.elementsEqual(CollectionOfOne(symbol))
        else { return String(symbol) }
        return strings.symbols[index].value
    }
}
