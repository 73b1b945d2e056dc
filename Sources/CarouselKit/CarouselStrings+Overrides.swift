extension CarouselStrings {
    /// The keys of the words ``overriding(_:)`` replaces: the same names as the table's properties
    /// and JSON keys.
    public static let wordKeys = [
        "carousel", "button", "link", "androidButton", "androidLink", "dimmed", "disabled", "position",
        "showingSlide", "showingSlideNumber", "page", "nextCard", "previousCard", "cardsRotor", "pause", "play",
        "noItems", "changeSlidesHint", "twoFingerSwipeHint", "valueOfTotal",
    ]

    /// A copy of the table with some words replaced, keyed by ``wordKeys``: how an app (or a
    /// screen document's `strings`) changes one word and keeps the rest of the language,
    /// `try CarouselStrings.german.overriding(["pause": "Anhalten"])`.
    ///
    /// - Throws: ``CarouselKitError/unknownStringKey(_:)`` for a key that names no word, so a typo
    ///   is an error rather than a silent no-op.
    /// - Complexity: O(k log k) in the number of overrides.
    public func overriding(_ words: [String: String]) throws(CarouselKitError) -> CarouselStrings {
        var copy = self
        for (key, word) in words.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "carousel": copy.carousel = word
            case "button": copy.button = word
            case "link": copy.link = word
            case "androidButton": copy.androidButton = word
            case "androidLink": copy.androidLink = word
            case "dimmed": copy.dimmed = word
            case "disabled": copy.disabled = word
            case "position": copy.position = word
            case "showingSlide": copy.showingSlide = word
            case "showingSlideNumber": copy.showingSlideNumber = word
            case "page": copy.page = word
            case "nextCard": copy.nextCard = word
            case "previousCard": copy.previousCard = word
            case "cardsRotor": copy.cardsRotor = word
            case "pause": copy.pause = word
            case "play": copy.play = word
            case "noItems": copy.noItems = word
            case "changeSlidesHint": copy.changeSlidesHint = word
            case "twoFingerSwipeHint": copy.twoFingerSwipeHint = word
            case "valueOfTotal": copy.valueOfTotal = word
            default: throw .unknownStringKey(key)
            }
        }
        return copy
    }
}
