import AccessibilityTree

/// One card of a carousel: what it shows and how it behaves, as data.
///
/// All of a card's texts are spoken as one label (seed 002's grouping pattern): the title, then the
/// description, then any other texts, joined with ", " so each part keeps its own pause.
public struct Card: Sendable, Hashable, Codable, Identifiable {
    /// The app's identity for the card; ``AccessibilityEffect/performed(action:element:)`` carries it.
    public var id: String
    /// The card's title ("How do the new lockdown restrictions affect me?").
    public var title: String
    /// An optional description shown under the title.
    public var description: String?
    /// Further visible texts (a byline, a duration), in reading order.
    public var otherTexts: [String]
    /// What activating the card does; decides the role word spoken after the label.
    public var role: CardRole
    /// Whether the card can be activated; a disabled card is spoken "Dimmed" (iOS) / "disabled" (Android).
    public var isEnabled: Bool
    /// Extra actions of a multi-action card ("Share", "Save"), offered as custom actions.
    public var actions: [CustomAction]

    /// Creates a card; only the identity and title are required.
    public init(
        id: String, title: String, description: String? = nil, otherTexts: [String] = [],
        role: CardRole = .button, isEnabled: Bool = true, actions: [CustomAction] = []
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.otherTexts = otherTexts
        self.role = role
        self.isEnabled = isEnabled
        self.actions = actions
    }

    /// The card's texts grouped into one label: non-empty texts joined with ", ".
    public var groupedLabel: String {
        var parts = [title]
        if let description { parts.append(description) }
        parts += otherTexts
        return parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, description, otherTexts, role, isEnabled, actions
    }

    /// Decodes a card; every key but `id` and `title` may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        otherTexts = try container.decodeIfPresent([String].self, forKey: .otherTexts) ?? []
        role = try container.decodeIfPresent(CardRole.self, forKey: .role) ?? .button
        isEnabled = try container.decodeIfPresent(Bool.self, forKey: .isEnabled) ?? true
        actions = try container.decodeIfPresent([CustomAction].self, forKey: .actions) ?? []
    }
}
