import CarouselKit

extension SpeechStrings {
    /// The tag of the table that serves a BCP 47 language tag, or `nil` when none does.
    ///
    /// Matched by CarouselKit's ``LanguageTag/bestMatch(for:among:sameLanguageFallback:)``, the
    /// same reading of tags as the components' tables, without a stand-in region: "pt-PT" is
    /// TalkBack's own European Portuguese, and a language without a table is English, said so.
    ///
    /// - Complexity: O(t + length of the tag) for t tables the first time a tag is asked, O(1)
    ///   after (the match is kept).
    public static func matchLanguage(_ tag: String) -> String? {
        bundled.bestMatch(for: tag)
    }
}

extension SpeechStrings {
    /// The table whose VoiceOver words an element with this `accessibilityLanguage` speaks, or `nil`
    /// when no table has VoiceOver words of that language, and the element speaks the screen's.
    ///
    /// AccessibilitySnapshot picks its strings bundle the same way
    /// (cashapp/AccessibilitySnapshot@5b03db8 `String+Localization.swift:22-49`): the `.lproj` named
    /// exactly as the tag, else the first whose name starts with the tag's first two characters
    /// ("de-AT" and "de_CH" are German, "DE" is not: the names are compared as written); else its
    /// resource bundle, which localizes in the app's language, the screen's here. Only the tables
    /// with VoiceOver words of their own count (en, de, ru): a language without them ("fr") is not
    /// an `.lproj` of AccessibilitySnapshot, so a French element on a German screen speaks German.
    ///
    /// - Complexity: O(t) for t tables with VoiceOver words.
    static func voiceOverLocalization(for tag: String) -> String? {
        let localizations = bundled.voiceOverLocalizations
        if localizations.contains(tag) { return tag }
        return localizations.first { $0.prefix(2) == tag.prefix(2) }
    }
}
