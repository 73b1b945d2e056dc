import AccessibilityTree

/// What activating a card does, which decides the role a screen reader speaks for it.
public enum CardRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// The card performs an action or opens content in the app: "Button" (the default, as the BBC seed chose).
    case button
    /// The card opens a web page: "Link".
    case link
    /// The card is not interactive: no role word.
    case none

    /// The iOS traits of a card element with this role.
    public var traits: AccessibilityTraits {
        switch self {
        case .button: .button
        case .link: .link
        case .none: []
        }
    }

    /// The model role of a card element with this role.
    public var elementRole: Role? {
        switch self {
        case .button: .button
        case .link: .link
        case .none: nil
        }
    }

    /// The spoken role word from the table, or `nil` for a card with no role.
    public func word(in strings: CarouselStrings) -> String? {
        switch self {
        case .button: strings.button
        case .link: strings.link
        case .none: nil
        }
    }
}
