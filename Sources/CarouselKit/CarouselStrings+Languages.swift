import Foundation

extension CarouselStrings {
    /// The complete English table: the word file `en.json`, or the compiled English words when the
    /// word files cannot be found (``wordFileProblem`` says why).
    ///
    /// Durations join their parts with a space, "1 minute 58 seconds" as seed 004 quotes the music
    /// player, where Foundation's English list pattern would add a comma.
    public static let english: CarouselStrings = bundled.tables["en"] ?? compiledEnglish

    /// The English words compiled into the module: what a component speaks when the package's word
    /// files are missing (a binary copied away from its resource bundle), so it never traps. A test
    /// keeps them equal to `en.json`.
    static let compiledEnglish = CarouselStrings(
        language: "en",
        carousel: "Carousel",
        button: "Button",
        link: "Link",
        dimmed: "Dimmed",
        disabled: "disabled",
        position: "{1} of {2}",
        showingSlide: "Showing slide {1} of {2}",
        showingSlideNumber: "showing slide {1}",
        page: "Page {1} of {2}",
        nextCard: "Next card",
        previousCard: "Previous card",
        cardsRotor: "Cards",
        pause: "Pause",
        play: "Play",
        noItems: "No items",
        changeSlidesHint: "Swipe up or down to change slides",
        twoFingerSwipeHint: "Swipe right with two fingers to change slides",
        valueOfTotal: "{1} of {2}",
        units: [
            "star": PluralForms(one: "{1} star", other: "{1} stars"),
            "slide": PluralForms(one: "{1} slide", other: "{1} slides"),
        ],
        androidButton: "Button",
        androidLink: "Link",
        letters: latinLetters,
        layoutDirection: .leftToRight,
        durationSeparator: " ")

    /// The tables the package ships, by language code as each table spells it: en, de, fr, es,
    /// it, pt-BR, ja, zh-Hans, ko, ar, he, ru, pl, one per word file
    /// (`Sources/CarouselKit/Resources/Words/<bcp47>.json`), read once. Look a code up with
    /// ``forLanguage(_:)``, which ignores case and understands regions and scripts. Only English
    /// (compiled) when the word files cannot be found.
    public static var builtIn: [String: CarouselStrings] { bundled.tables }

    /// The built-in table for a BCP 47 language code, or `nil` when no table exists.
    ///
    /// Matched by ``LanguageTag/bestMatch(for:among:sameLanguageFallback:)``, with a table of the
    /// same language standing in for a missing region: "pt-BR" exactly, "en-GB" finds "en",
    /// "de-AT" finds "de", "pt-PT" finds "pt-BR". Chinese follows its script: "zh", "zh-Hans",
    /// "zh-CN" and "zh-SG" find Simplified Chinese, while Traditional Chinese ("zh-Hant", "zh-TW",
    /// Android's "zh-rTW") has no table. The legacy code "iw" finds Hebrew.
    ///
    /// - Complexity: O(t) in the number of tables.
    public static func forLanguage(_ code: String) -> CarouselStrings? {
        LanguageTag.bestMatch(for: code, among: builtIn.keys, sameLanguageFallback: true).flatMap { builtIn[$0] }
    }

    /// The table for the first of the user's preferred languages that has one, in order; English
    /// when none has. Adapters call it with the app's preferred localizations
    /// (`Bundle.main.preferredLocalizations`); "Base" and unknown codes are skipped.
    ///
    /// - Complexity: O(p * t) for p preferred languages and t tables.
    public static func preferred(_ languages: [String]) -> CarouselStrings {
        for language in languages {
            if let table = forLanguage(language) { return table }
        }
        return english
    }

    /// The table a component uses when its creator names none: on Apple platforms the built-in
    /// table for the app's preferred localization (`Bundle.main.preferredLocalizations`, through
    /// ``preferred(_:)``), so a German app's carousel speaks German without configuration;
    /// elsewhere (Linux, the simulator's own runs) English, so transcripts do not depend on the
    /// machine. Pass `strings:` (or ``overriding(_:)`` a table) to choose another.
    public static var appPreferred: CarouselStrings {
        #if canImport(Darwin)
            preferred(Bundle.main.preferredLocalizations)
        #else
            english
        #endif
    }
}
