extension CarouselStrings {
    /// The complete English table.
    public static let english = CarouselStrings(
        language: "en",
        carousel: "Carousel",
        button: "Button",
        link: "Link",
        dimmed: "Dimmed",
        disabled: "disabled",
        position: "%d of %d",
        showingSlide: "Showing slide %d of %d",
        showingSlideNumber: "showing slide %d",
        page: "Page %d of %d",
        nextCard: "Next card",
        previousCard: "Previous card",
        cardsRotor: "Cards",
        pause: "Pause",
        play: "Play",
        noItems: "No items",
        changeSlidesHint: "Swipe up or down to change slides",
        twoFingerSwipeHint: "Swipe right with two fingers to change slides",
        valueOfTotal: "%@ of %@",
        units: [
            "star": PluralForms(one: "%d star", other: "%d stars"),
            "slide": PluralForms(one: "%d slide", other: "%d slides"),
            "hour": PluralForms(one: "%d hour", other: "%d hours"),
            "minute": PluralForms(one: "%d minute", other: "%d minutes"),
            "second": PluralForms(one: "%d second", other: "%d seconds"),
        ])

    /// The tables the package ships, by language code.
    public static let builtIn: [String: CarouselStrings] = ["en": .english]

    /// The built-in table for a BCP 47 language code, matching the primary subtag when the exact
    /// code is missing ("en-GB" finds "en"); `nil` when no table exists.
    public static func forLanguage(_ code: String) -> CarouselStrings? {
        let lowered = code.lowercased().replacingUnderscores()
        if let exact = builtIn[lowered] { return exact }
        let primary = lowered.split(separator: "-").first.map(String.init) ?? lowered
        return builtIn[primary]
    }

    /// The counted form of a unit ("3 stars"); a unit the table lacks falls back to "3 <key>" so
    /// a missing word is visible in tests rather than a crash.
    public func count(_ count: Int, _ unit: String) -> String {
        if let forms = units[unit] { return forms(count) }
        return "\(count) \(unit)"
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
