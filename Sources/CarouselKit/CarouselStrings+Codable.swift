import AccessibilityTree

extension CarouselStrings: Codable {
    private enum CodingKeys: String, CodingKey {
        case language, carousel, button, link, androidButton, androidLink, dimmed, disabled, position
        case showingSlide, showingSlideNumber, page, nextCard, previousCard, cardsRotor, pause, play
        case noItems, changeSlidesHint, twoFingerSwipeHint, valueOfTotal, units, letters
        case layoutDirection, durationSeparator
    }

    /// Decodes a table. Every word is required; `androidButton`, `androidLink`, `letters`,
    /// `layoutDirection` and `durationSeparator` may be left out and default as in
    /// ``init(language:carousel:button:link:dimmed:disabled:position:showingSlide:showingSlideNumber:page:nextCard:previousCard:cardsRotor:pause:play:noItems:changeSlidesHint:twoFingerSwipeHint:valueOfTotal:units:androidButton:androidLink:letters:layoutDirection:durationSeparator:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func word(_ key: CodingKeys) throws -> String { try container.decode(String.self, forKey: key) }
        let letters = try container.decodeIfPresent([String].self, forKey: .letters)
        if let letters, letters.isEmpty || letters.contains(where: \.isEmpty) {
            throw DecodingError.dataCorruptedError(
                forKey: .letters, in: container, debugDescription: "expected non-empty letters, found \(letters)")
        }
        self.init(
            language: try word(.language), carousel: try word(.carousel), button: try word(.button),
            link: try word(.link), dimmed: try word(.dimmed), disabled: try word(.disabled),
            position: try word(.position), showingSlide: try word(.showingSlide),
            showingSlideNumber: try word(.showingSlideNumber), page: try word(.page),
            nextCard: try word(.nextCard), previousCard: try word(.previousCard),
            cardsRotor: try word(.cardsRotor), pause: try word(.pause), play: try word(.play),
            noItems: try word(.noItems), changeSlidesHint: try word(.changeSlidesHint),
            twoFingerSwipeHint: try word(.twoFingerSwipeHint), valueOfTotal: try word(.valueOfTotal),
            units: try container.decode([String: PluralForms].self, forKey: .units),
            androidButton: try container.decodeIfPresent(String.self, forKey: .androidButton),
            androidLink: try container.decodeIfPresent(String.self, forKey: .androidLink),
            letters: letters,
            layoutDirection: try container.decodeIfPresent(ScreenLayoutDirection.self, forKey: .layoutDirection),
            durationSeparator: try container.decodeIfPresent(String.self, forKey: .durationSeparator))
    }

    /// Encodes every field, in the shape ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(language, forKey: .language)
        try container.encode(carousel, forKey: .carousel)
        try container.encode(button, forKey: .button)
        try container.encode(link, forKey: .link)
        try container.encode(androidButton, forKey: .androidButton)
        try container.encode(androidLink, forKey: .androidLink)
        try container.encode(dimmed, forKey: .dimmed)
        try container.encode(disabled, forKey: .disabled)
        try container.encode(position, forKey: .position)
        try container.encode(showingSlide, forKey: .showingSlide)
        try container.encode(showingSlideNumber, forKey: .showingSlideNumber)
        try container.encode(page, forKey: .page)
        try container.encode(nextCard, forKey: .nextCard)
        try container.encode(previousCard, forKey: .previousCard)
        try container.encode(cardsRotor, forKey: .cardsRotor)
        try container.encode(pause, forKey: .pause)
        try container.encode(play, forKey: .play)
        try container.encode(noItems, forKey: .noItems)
        try container.encode(changeSlidesHint, forKey: .changeSlidesHint)
        try container.encode(twoFingerSwipeHint, forKey: .twoFingerSwipeHint)
        try container.encode(valueOfTotal, forKey: .valueOfTotal)
        try container.encode(units, forKey: .units)
        try container.encode(letters, forKey: .letters)
        try container.encode(layoutDirection, forKey: .layoutDirection)
        try container.encodeIfPresent(durationSeparator, forKey: .durationSeparator)
    }
}
