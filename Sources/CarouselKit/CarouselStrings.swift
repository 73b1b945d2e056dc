/// Every word the components speak, for one language: the single table a new language fills in.
///
/// Components never hold user-facing literals; they read them from a table, so adding a language
/// is data only (decode a table from JSON, or add a static one). Templates use `%d` for integers
/// and `%@` for text, filled in order, or `%1$d` / `%2$@` for an explicit position, so a language
/// can reorder the parts.
///
/// Decision: plurals carry only the `one` and `other` forms (English needs no more). A language
/// with more plural categories needs ``PluralForms`` extended before its table can be complete.
public struct CarouselStrings: Sendable, Hashable, Codable {
    /// The BCP 47 language code of the table ("en").
    public var language: String
    /// The role word appended to a carousel's name: "Carousel".
    public var carousel: String
    /// The role word of a button card: "Button".
    public var button: String
    /// The role word of a link card: "Link".
    public var link: String
    /// VoiceOver's word for a disabled element: "Dimmed".
    public var dimmed: String
    /// TalkBack's word for a disabled element: "disabled".
    public var disabled: String
    /// A card's position: "%d of %d" ("2 of 8").
    public var position: String
    /// The announcement after a slide change on Android: "Showing slide %d of %d".
    public var showingSlide: String
    /// The collapsed Android container's current-slide part: "showing slide %d".
    public var showingSlideNumber: String
    /// A page control's value: "Page %d of %d".
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
    /// A value of a total, for durations: "%@ of %@" ("1 minute 58 seconds of 4 minutes 7 seconds").
    public var valueOfTotal: String
    /// Counted units by key ("star", "slide", "hour", "minute", "second"), each with its plural forms.
    public var units: [String: PluralForms]

    /// Creates a table; every word must be given, so a table is never half a language.
    public init(
        language: String, carousel: String, button: String, link: String, dimmed: String,
        disabled: String, position: String, showingSlide: String, showingSlideNumber: String,
        page: String, nextCard: String, previousCard: String, cardsRotor: String, pause: String,
        play: String, noItems: String, changeSlidesHint: String, twoFingerSwipeHint: String,
        valueOfTotal: String, units: [String: PluralForms]
    ) {
        self.language = language
        self.carousel = carousel
        self.button = button
        self.link = link
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
    }
}

/// The forms of a counted word: "%d star" for one, "%d stars" for any other count.
public struct PluralForms: Sendable, Hashable, Codable {
    /// The template for a count of exactly one ("%d star").
    public var one: String
    /// The template for every other count ("%d stars").
    public var other: String

    /// Creates plural forms.
    public init(one: String, other: String) {
        self.one = one
        self.other = other
    }

    /// The form for the count with the count filled in: `3` -> "3 stars".
    public func callAsFunction(_ count: Int) -> String {
        CarouselStrings.format(count == 1 ? one : other, .int(count))
    }
}
