import AccessibilityTree

/// Every word the components speak, for one language: the single table a new language fills in.
///
/// Components never hold user-facing literals; they read them from a table, so adding a language
/// is data only: the built-in tables are the word files `Sources/CarouselKit/Resources/Words/<bcp47>.json`
/// (``WordFile``, `docs/localization.md` "Word files"). Templates mark their arguments `{1}`, `{2}`,
/// ... (``WordTemplate``), so a language can reorder the parts.
///
/// Numbers and plurals follow the table's ``language`` (see `docs/localization.md`): integers in
/// templates are written with Foundation's number formatting for the language, percentages with
/// Foundation's percent style, durations with `Duration.UnitsFormatStyle`, and counted units pick
/// the form for their CLDR ``PluralCategory``. Every field is a `var`, so an app overrides any word
/// by changing it on a copy of a built-in table (`var strings = CarouselStrings.forLanguage("de")`).
///
/// Decision: a word a platform speaks (TalkBack's "Schaltfläche", VoiceOver's "Taste") is taken from
/// the platform's own strings where a public source gives it; every other word is the project's own
/// translation. `docs/localization.md` lists the source of each word per language.
public struct CarouselStrings: Sendable, Hashable {
    /// The BCP 47 language code of the table ("en").
    public var language: String
    /// The role word appended to a carousel's name: "Carousel".
    public var carousel: String
    /// VoiceOver's role word of a button card: "Button".
    public var button: String
    /// VoiceOver's role word of a link card: "Link".
    public var link: String
    /// TalkBack's role word of a button card (`value_button`): "Button"; German "Schaltfläche" where
    /// VoiceOver says "Taste".
    public var androidButton: String
    /// TalkBack's word for a link (`display_name_link`), capitalized as a role word: "Link".
    public var androidLink: String
    /// VoiceOver's word for a disabled element: "Dimmed".
    public var dimmed: String
    /// TalkBack's word for a disabled element: "disabled".
    public var disabled: String
    /// A card's position: "{1} of {2}" ("2 of 8").
    public var position: String
    /// The announcement after a slide change on Android: "Showing slide {1} of {2}".
    public var showingSlide: String
    /// The collapsed Android container's current-slide part: "showing slide {1}".
    public var showingSlideNumber: String
    /// A page control's value: "Page {1} of {2}".
    public var page: String
    /// The custom action that moves to the next card: "Next card".
    public var nextCard: String
    /// The custom action that moves to the previous card: "Previous card".
    public var previousCard: String
    /// The custom rotor that steps through cards: "Cards".
    public var cardsRotor: String
    /// The control that stops automatic rotation: "Pause".
    public var pause: String
    /// The control that resumes automatic rotation: "Play".
    public var play: String
    /// The value of an empty carousel: "No items".
    public var noItems: String
    /// The hint for carousels changed with vertical swipes: "Swipe up or down to change slides".
    public var changeSlidesHint: String
    /// The hint for cards of an expanded Android container: "Swipe right with two fingers to change slides".
    public var twoFingerSwipeHint: String
    /// A value of a total, for durations: "{1} of {2}" ("1 minute 58 seconds of 4 minutes 7 seconds").
    public var valueOfTotal: String
    /// Counted units by key ("star", "slide"), each with its plural forms. Durations need no entry:
    /// "hour", "minute" and "second" come from Foundation unless a table overrides them here.
    public var units: [String: PluralForms]
    /// The letters an index is spoken with, in the language's order (CLDR's index characters):
    /// "A"..."Z" in English, "А"..."Я" in Russian.
    public var letters: [String]
    /// Whether the language is written right to left (Arabic, Hebrew): then the next card lies to
    /// the left, and a scroll to the left shows it.
    public var layoutDirection: ScreenLayoutDirection
    /// What joins the parts of a duration ("1 minute" + "58 seconds"); `nil` lets Foundation write
    /// the whole duration in the language's own list pattern ("1 Minute und 58 Sekunden").
    public var durationSeparator: String?

    /// Creates a table; every word must be given, so a table is never half a language. The
    /// platform-specific and structural fields default from the others: TalkBack's words to
    /// VoiceOver's, the letters to "A"..."Z", the direction to the language's
    /// (``ScreenLayoutDirection/forLanguage(_:)``), and durations to Foundation's own pattern.
    public init(
        language: String, carousel: String, button: String, link: String, dimmed: String,
        disabled: String, position: String, showingSlide: String, showingSlideNumber: String,
        page: String, nextCard: String, previousCard: String, cardsRotor: String, pause: String,
        play: String, noItems: String, changeSlidesHint: String, twoFingerSwipeHint: String,
        valueOfTotal: String, units: [String: PluralForms], androidButton: String? = nil,
        androidLink: String? = nil, letters: [String]? = nil, layoutDirection: ScreenLayoutDirection? = nil,
        durationSeparator: String? = nil
    ) {
        self.language = language
        self.carousel = carousel
        self.button = button
        self.link = link
        self.androidButton = androidButton ?? button
        self.androidLink = androidLink ?? link
        self.dimmed = dimmed
        self.disabled = disabled
        self.position = position
        self.showingSlide = showingSlide
        self.showingSlideNumber = showingSlideNumber
        self.page = page
        self.nextCard = nextCard
        self.previousCard = previousCard
        self.cardsRotor = cardsRotor
        self.pause = pause
        self.play = play
        self.noItems = noItems
        self.changeSlidesHint = changeSlidesHint
        self.twoFingerSwipeHint = twoFingerSwipeHint
        self.valueOfTotal = valueOfTotal
        self.units = units
        self.letters = letters ?? Self.latinLetters
        self.layoutDirection = layoutDirection ?? .forLanguage(language)
        self.durationSeparator = durationSeparator
    }

    /// "A"..."Z".
    static let latinLetters = (65...90).map { String(Character(Unicode.Scalar(UInt8($0)))) }
}

/// The forms of a counted word, one template per CLDR ``PluralCategory``: English "{1} star" for
/// one and "{1} stars" for any other count; Russian adds few ("{1} звезды") and many ("{1} звёзд").
///
/// The one plural implementation of the package: the components' counted units and the screen
/// readers' counted phrases (TalkBack's `<plurals>`) both pick their form here, by CarouselKit's
/// ``PluralCategory`` (CLDR's integer rules).
///
/// `one` and `other` are always given; the categories a language does not use stay `nil`.
public struct PluralForms: Sendable, Hashable, Codable {
    /// The form for ``PluralCategory/zero`` (Arabic 0).
    public var zero: String?
    /// The template for the `one` category ("{1} star").
    public var one: String
    /// The form for ``PluralCategory/two`` (Arabic and Hebrew 2).
    public var two: String?
    /// The form for ``PluralCategory/few`` (Russian 2-4, Arabic 3-10).
    public var few: String?
    /// The form for ``PluralCategory/many`` (Russian 5-20, Arabic 11-99, French millions).
    public var many: String?
    /// The template for every other count ("{1} stars").
    public var other: String

    /// Creates plural forms for a language with only `one` and `other` (English, German).
    public init(one: String, other: String) {
        self.init(one: one, few: nil, many: nil, other: other)
    }

    /// Creates plural forms with every category a language uses; a resource without a `one` form
    /// (an Android `<plurals>` listing only `other`) passes `other` for it, as Android falls back.
    public init(
        zero: String? = nil, one: String, two: String? = nil, few: String?, many: String?, other: String
    ) {
        self.zero = zero
        self.one = one
        self.two = two
        self.few = few
        self.many = many
        self.other = other
    }

    /// The template for a category; a category without its own form uses `other`.
    public func form(for category: PluralCategory) -> String {
        switch category {
        case .zero: zero ?? other
        case .one: one
        case .two: two ?? other
        case .few: few ?? other
        case .many: many ?? other
        case .other: other
        }
    }

    /// The form for the count in a language (English by default) with the count filled in in ASCII
    /// digits: `3` -> "3 stars". ``CarouselStrings/count(_:_:)`` also writes the number the
    /// language's way.
    ///
    /// - Complexity: O(n) in the form's length.
    public func callAsFunction(_ count: Int, language: String = "en") -> String {
        format(count, language: language)
    }

    /// The phrase for a count in a language: its ``PluralCategory``'s form with the count, in ASCII
    /// digits, as `{1}`: "2 items", Russian "5 элементов".
    ///
    /// - Complexity: O(n) in the form's length.
    public func format(_ count: Int, language: String) -> String {
        CarouselStrings.format(form(for: PluralCategory(count: count, language: language)), .int(count))
    }

    /// The categories this value has a form for.
    public var categories: Set<PluralCategory> {
        var result: Set<PluralCategory> = [.one, .other]
        if zero != nil { result.insert(.zero) }
        if two != nil { result.insert(.two) }
        if few != nil { result.insert(.few) }
        if many != nil { result.insert(.many) }
        return result
    }
}
