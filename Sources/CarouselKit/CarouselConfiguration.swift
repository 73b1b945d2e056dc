import AccessibilityTree

/// A carousel described as data, for JSON screens: everything ``Carousel`` needs to start.
///
/// JSON shape (every key but `id`, `name` and `cards` optional):
/// `{"id":"related","name":"Related stories","hasVisibleTitle":true,"trailingHeading":null,
/// "strategy":"adjustable","rotation":{"intervalSeconds":5},"currentIndex":0,"language":"en",
/// "layoutDirection":"rightToLeft","strings":{"pause":"Anhalten"},
/// "cards":[{"id":"a1","title":"Storm warning","description":"Rain all week","role":"link"}]}`.
/// A missing `strategy` means the platform default.
public struct CarouselConfiguration: Sendable, Hashable, Codable {
    /// The root element's identity.
    public var id: ElementID
    /// The carousel's name.
    public var name: String
    /// Whether the name is shown as a visible title.
    public var hasVisibleTitle: Bool
    /// A heading after the cards (heading-bounded strategy).
    public var trailingHeading: String?
    /// The strategy; `nil` for the platform default.
    public var strategy: CarouselStrategy?
    /// Automatic rotation, or `nil`.
    public var rotation: AutoRotation?
    /// The card shown first; an index outside the cards shows the first card (as in ``Carousel``).
    public var currentIndex: Int
    /// The BCP 47 language code of the strings table ("en"; "en-GB" finds "en").
    public var language: String
    /// Words that replace the language's own, by ``CarouselStrings/wordKeys`` (`{"pause": "Anhalten"}`);
    /// `nil` for none.
    public var strings: [String: String]?
    /// The layout direction when it differs from the language's (an English carousel on a
    /// right-to-left screen); `nil` follows the language.
    public var layoutDirection: ScreenLayoutDirection?
    /// The cards.
    public var cards: [Card]

    /// Creates a configuration.
    public init(
        id: ElementID, name: String, cards: [Card], hasVisibleTitle: Bool = false,
        trailingHeading: String? = nil, strategy: CarouselStrategy? = nil, rotation: AutoRotation? = nil,
        currentIndex: Int = 0, language: String = "en", layoutDirection: ScreenLayoutDirection? = nil,
        strings: [String: String]? = nil
    ) {
        self.id = id
        self.name = name
        self.cards = cards
        self.hasVisibleTitle = hasVisibleTitle
        self.trailingHeading = trailingHeading
        self.strategy = strategy
        self.rotation = rotation
        self.currentIndex = currentIndex
        self.language = language
        self.layoutDirection = layoutDirection
        self.strings = strings
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, hasVisibleTitle, trailingHeading, strategy, rotation, currentIndex, language, cards
        case layoutDirection, strings
    }

    /// Decodes a configuration, filling the optional keys with their defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(ElementID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        cards = try container.decode([Card].self, forKey: .cards)
        hasVisibleTitle = try container.decodeIfPresent(Bool.self, forKey: .hasVisibleTitle) ?? false
        trailingHeading = try container.decodeIfPresent(String.self, forKey: .trailingHeading)
        strategy = try container.decodeIfPresent(CarouselStrategy.self, forKey: .strategy)
        rotation = try container.decodeIfPresent(AutoRotation.self, forKey: .rotation)
        currentIndex = try container.decodeIfPresent(Int.self, forKey: .currentIndex) ?? 0
        language = try container.decodeIfPresent(String.self, forKey: .language) ?? "en"
        layoutDirection = try container.decodeIfPresent(ScreenLayoutDirection.self, forKey: .layoutDirection)
        strings = try container.decodeIfPresent([String: String].self, forKey: .strings)
        if let unknown = strings?.keys.sorted().first(where: { !CarouselStrings.wordKeys.contains($0) }) {
            throw DecodingError.dataCorruptedError(
                forKey: .strings, in: container,
                debugDescription: CarouselKitError.unknownStringKey(unknown).description)
        }
        guard CarouselStrings.forLanguage(language) != nil else {
            throw DecodingError.dataCorruptedError(
                forKey: .language, in: container,
                debugDescription: "expected a known language code, found '\(language)'")
        }
    }
}

extension Carousel {
    /// Creates a carousel from its configuration.
    ///
    /// - Throws: ``CarouselKitError/unknownLanguage(_:)`` when no strings table exists for the language;
    ///   ``CarouselKitError/unknownStringKey(_:)`` for an override of a word that does not exist.
    public init(configuration: CarouselConfiguration, platform: Platform = .iOS) throws {
        guard var strings = CarouselStrings.forLanguage(configuration.language) else {
            throw CarouselKitError.unknownLanguage(configuration.language)
        }
        if let overrides = configuration.strings { strings = try strings.overriding(overrides) }
        if let direction = configuration.layoutDirection { strings.layoutDirection = direction }
        self.init(
            id: configuration.id, name: configuration.name, cards: configuration.cards,
            strategy: configuration.strategy, platform: platform, hasVisibleTitle: configuration.hasVisibleTitle,
            trailingHeading: configuration.trailingHeading, rotation: configuration.rotation,
            currentIndex: configuration.currentIndex, strings: strings)
    }
}
