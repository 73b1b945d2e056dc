import AccessibilityTree

/// What a carousel's card says, for rules that compare cards: its own text (label or value; on
/// Android, with the text of children TalkBack reads as part of it), else the text inside it, in
/// tree order. Not the screen reader's whole speech, which adds role words and positions
/// ("1 of 4") that differ between a slide and its clone.
enum CarouselCardText {
    /// The card's text, normalized (``TextMatching/normalized(_:)``); `nil` when it says nothing.
    static func of(_ card: AccessibilityElement, in context: AuditContext) -> String? {
        let text =
            card.speakableText(on: context.platform)
            ?? card.subtree.dropFirst().compactMap { $0.isPresent ? ($0.trimmedLabel ?? $0.trimmedValue) : nil }
            .joined(separator: " ")
        let normalized = TextMatching.normalized(text)
        return normalized.isEmpty ? nil : normalized
    }
}
