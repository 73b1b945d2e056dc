import AccessibilityTree

extension TalkBackSpeech {
    /// The phonetic example TalkBack appends to a focused on-screen keyboard key's words ("q,
    /// Quebec"), or `nil`.
    ///
    /// `EventTypeViewAccessibilityFocusedFeedbackRule` adds it right after the node's words
    /// (C/rule/EventTypeViewAccessibilityFocusedFeedbackRule.java:206-210 at 26a27dc0) when
    /// `ProcessorPhoneticLetters.getPhoneticLetterForKeyboardFocusEvent` gives one (152-187):
    /// phonetic letters are on by default (`pref_phonetic_letters_default`, donottranslate.xml:984),
    /// the event is an accessibility-focus event whose source is in an input method's window
    /// (`isKeyboardEvent`, 198-208: ``TalkBackScreenFacts/isKeyboard(_:)``), and the last edited
    /// field being a password does not stop it, as TalkBack speaks passwords by default
    /// (`pref_speak_passwords_without_headphones_default`, donottranslate.xml:959). The letter is
    /// the event's text or description (`AccessibilityEventUtils.getEventTextOrDescription`,
    /// utils/.../AccessibilityEventUtils.java:113-125): the view's content description, else its
    /// text, as the dump holds them (not cleaned up: "Q", not "capital Q"). A dump carries no
    /// `LocaleSpan`, so the locale is the device's (187-189), the speech language.
    ///
    /// - Complexity: O(depth of the node + length of its words).
    func phoneticExample(for node: AccessibilityElement, in context: Context) -> String? {
        guard context.facts.isKeyboard(node) else { return nil }
        guard let text = eventTextOrDescription(of: node, role: context.facts.role(of: node)) else { return nil }
        // An empty word (zh's for U+93EE) is pruned from the join (FR:267-268, PRUNE_EMPTY).
        return nonEmpty(strings.phoneticLetter(for: text))
    }

    /// `getEventTextOrDescription` of the node's focus event: its content description, else its
    /// text (a view's focus event carries the view's own), as the dump records them.
    private func eventTextOrDescription(of node: AccessibilityElement, role: TalkBackRole) -> String? {
        let contentDescription: String? =
            switch node.labelSource {
            case .text: nil
            case .contentDescription: node.label
            case nil: (role == .switch || role == .toggleButton) && node.label == node.value ? nil : node.label
            }
        if let description = nonEmpty(contentDescription) { return description }
        switch role {
        case .editText: return nonEmpty(node.value) ?? nonEmpty(node.hint)
        default: return node.labelSource == .text ? nonEmpty(node.label) ?? nonEmpty(node.value) : nonEmpty(node.value)
        }
    }
}
