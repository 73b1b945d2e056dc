import AccessibilityTree

extension VoiceOverSpeech {
    /// The element's description and hint written the way AccessibilitySnapshot writes them
    /// ("Selected: Label: Value. Button. 2 of 5." and "Hint. Double tap to toggle setting."),
    /// from the same parts as ``speech(for:context:)`` and ``hint(for:context:)``.
    ///
    /// Label and value are joined with ": ", "Selected" prefixes them ("Selected: …", or
    /// "Selected." alone), each trait word is a sentence ("Button."), a raw switch value is not,
    /// "x of y" follows with a space and container context is a sentence after a period, even when
    /// nothing comes before them (" 1 of 3.", ". List Start.", as AccessibilitySnapshot's formats
    /// write them), and a data-table cell's
    /// "Row n." / "Column n." follow its label and value (the device's order; AccessibilitySnapshot
    /// issue #7). Hint parts are joined as sentences; "Actions available" is left out, as
    /// AccessibilitySnapshot lists custom actions apart from the hint.
    ///
    /// - Complexity: O(length of the text).
    public func snapshotDescription(
        for element: AccessibilityElement, context: VoiceOverContext? = nil
    ) -> (description: String, hint: String?) {
        var parts = speech(for: element, context: context).parts[...]
        var selected = false
        if element.traits.contains(.selected), parts.first?.kind == .state, parts.first?.text == strings.selected {
            selected = true
            parts = parts.dropFirst()
        }
        var core: [String] = []
        while let part = parts.first, part.kind == .label || part.kind == .value {
            core.append(part.text)
            parts = parts.dropFirst()
        }
        var description = core.joined(separator: ": ")
        if case .dataTableCell? = context {
            var sentences: [String] = []
            while let part = parts.first, part.kind == .position {
                sentences.append(part.text + ".")
                parts = parts.dropFirst()
            }
            description = Self.appendingSentences(sentences, to: description)
        }
        if selected {
            description = description.isEmpty ? strings.selected + "." : "\(strings.selected): \(description)"
        }
        var specifiers: [String] = []
        while let part = parts.first, part.kind != .position, part.kind != .context {
            specifiers.append(part.kind == .value ? part.text : part.text + ".")
            parts = parts.dropFirst()
        }
        description = Self.appendingSentences(specifiers, to: description)
        for part in parts {
            if part.kind == .position {
                description = "\(description) \(part.text)."
            } else {
                description += (description.hasSuffix(".") ? " " : ". ") + part.text + "."
            }
        }
        let actionWords: Set<String> = [strings.actionsAvailable, strings.actionsHint]
        let hintTexts = (hint(for: element, context: context)?.parts ?? []).map(\.text).filter {
            !actionWords.contains($0)
        }
        let hint = hintTexts.enumerated().map { offset, text in
            offset < hintTexts.count - 1 && text.hasSuffix(".") ? String(text.dropLast()) : text
        }.joined(separator: ". ")
        return (description, hint.isEmpty ? nil : hint)
    }

    /// The text, a period unless it ends with one, a space, then the sentences.
    private static func appendingSentences(_ sentences: [String], to text: String) -> String {
        guard !sentences.isEmpty else { return text }
        let joined = sentences.joined(separator: " ")
        guard !text.isEmpty else { return joined }
        return text + (text.hasSuffix(".") ? " " : ". ") + joined
    }
}
