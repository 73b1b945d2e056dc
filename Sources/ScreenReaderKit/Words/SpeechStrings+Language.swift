import CarouselKit

extension SpeechStrings {
    /// The tag of the table that serves a BCP 47 language tag, or `nil` when none does.
    ///
    /// Matched by CarouselKit's ``LanguageTag/bestMatch(for:among:sameLanguageFallback:)``, the
    /// same reading of tags as the components' tables, without a stand-in region: "pt-PT" is
    /// TalkBack's own European Portuguese, and a language without a table is English, said so.
    ///
    /// - Complexity: O(t + length of the tag) for t tables.
    public static func matchLanguage(_ tag: String) -> String? {
        LanguageTag.bestMatch(for: tag, among: tables.keys)
    }
}
