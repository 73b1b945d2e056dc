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
    public var traits: AccessibilityTraitSet {
        switch self {
        case .button: .button
        case .link: .link
        case .none: []
        }
    }

    /// The model role of a card element with this role.
    public var elementRole: ElementRole? {
        switch self {
        case .button: .button
        case .link: .link
        case .none: nil
        }
    }

    /// VoiceOver's role word from the table, or `nil` for a card with no role.
    public func word(in strings: CarouselStrings) -> String? {
        word(in: strings, on: .iOS)
    }

    /// The role word the platform's screen reader uses, from the table: VoiceOver's
    /// (``CarouselStrings/button``) on iOS, TalkBack's (``CarouselStrings/androidButton``) on
    /// Android; `nil` for a card with no role.
    public func word(in strings: CarouselStrings, on platform: Platform) -> String? {
        switch (self, platform) {
        case (.button, .iOS): strings.button
        case (.button, .android): strings.androidButton
        case (.link, .iOS): strings.link
        case (.link, .android): strings.androidLink
        case (.none, _): nil
        }
    }
}
