/// What an element is and how it behaves: the full `UIAccessibilityTraits` set, plus the traits
/// UIKit keeps private that VoiceOver still speaks (text entry, editing, back button, tab,
/// switch button, secure text entry).
///
/// Raw values are this model's own; adapters map traits to UIKit by name, never by bit.
/// Encoded as a sorted array of ``names`` so screens written by hand stay readable.
public struct AccessibilityTraitSet: OptionSet, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The bits of the set; this model's own, not UIKit's.
    public let rawValue: UInt64
    /// Creates a set from its bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Activating the element performs an action.
    public static let button = AccessibilityTraitSet(rawValue: 1 << 0)
    /// Activating the element opens a link.
    public static let link = AccessibilityTraitSet(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = AccessibilityTraitSet(rawValue: 1 << 2)
    /// The element is selected (a tab, a segment).
    public static let selected = AccessibilityTraitSet(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraitSet(rawValue: 1 << 4)
    /// The element is a keyboard key.
    public static let keyboardKey = AccessibilityTraitSet(rawValue: 1 << 5)
    /// The element is text that cannot change.
    public static let staticText = AccessibilityTraitSet(rawValue: 1 << 6)
    /// The element summarises the screen when it first appears.
    public static let summaryElement = AccessibilityTraitSet(rawValue: 1 << 7)
    /// The element is disabled: VoiceOver says "Dimmed", TalkBack "disabled".
    public static let notEnabled = AccessibilityTraitSet(rawValue: 1 << 8)
    /// The element's label or value changes often.
    public static let updatesFrequently = AccessibilityTraitSet(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = AccessibilityTraitSet(rawValue: 1 << 10)
    /// Activating the element starts a media session; VoiceOver stays quiet afterwards.
    public static let startsMediaSession = AccessibilityTraitSet(rawValue: 1 << 11)
    /// The element has a value changed by increment and decrement (swipe up and down).
    public static let adjustable = AccessibilityTraitSet(rawValue: 1 << 12)
    /// Touches pass straight through to the element.
    public static let allowsDirectInteraction = AccessibilityTraitSet(rawValue: 1 << 13)
    /// The element turns pages when VoiceOver reads to its end.
    public static let causesPageTurn = AccessibilityTraitSet(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = AccessibilityTraitSet(rawValue: 1 << 15)
    /// The element is a heading; also Android's `heading`.
    public static let header = AccessibilityTraitSet(rawValue: 1 << 16)
    /// The element toggles between on and off (iOS 17's `toggleButton`).
    public static let toggleButton = AccessibilityTraitSet(rawValue: 1 << 17)
    /// The element can be zoomed (iOS 17's `supportsZoom`).
    public static let supportsZoom = AccessibilityTraitSet(rawValue: 1 << 18)
    /// Private UIKit trait: a text field; VoiceOver says "Text Field".
    public static let textEntry = AccessibilityTraitSet(rawValue: 1 << 19)
    /// Private UIKit trait: a text field being edited; VoiceOver says "Is editing".
    public static let isEditing = AccessibilityTraitSet(rawValue: 1 << 20)
    /// Private UIKit trait: a navigation back button; VoiceOver says "Back Button".
    public static let backButton = AccessibilityTraitSet(rawValue: 1 << 21)
    /// Private UIKit trait: an item of a tab bar; VoiceOver says "Tab".
    public static let tab = AccessibilityTraitSet(rawValue: 1 << 22)
    /// Private UIKit trait: a `UISwitch`; VoiceOver says "Switch Button" and reads value "1"/"0" as On/Off.
    public static let switchButton = AccessibilityTraitSet(rawValue: 1 << 23)
    /// A secure text field; VoiceOver says "Secure Text Field".
    public static let secureTextEntry = AccessibilityTraitSet(rawValue: 1 << 24)
    /// A multi-line text view (UIKit's private text-area trait, set by `UITextView` and SwiftUI's
    /// `TextEditor`); VoiceOver adds the misspelled-words rotor to its editing hint.
    public static let textArea = AccessibilityTraitSet(rawValue: 1 << 25)

    /// Every trait with its name, in a fixed order (the order of the declarations above).
    public static let all: [(name: String, trait: AccessibilityTraitSet)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header), ("toggleButton", .toggleButton),
        ("supportsZoom", .supportsZoom), ("textEntry", .textEntry), ("isEditing", .isEditing),
        ("backButton", .backButton), ("tab", .tab), ("switchButton", .switchButton),
        ("secureTextEntry", .secureTextEntry), ("textArea", .textArea),
    ]

    /// The names of the traits in this set, in the order of ``all``.
    public var names: [String] { Self.all.filter { contains($0.trait) }.map(\.name) }

    /// The trait with this name (as in ``all``), or `nil` for an unknown name.
    public init?(name: String) {
        guard let match = Self.all.first(where: { $0.name == name }) else { return nil }
        self = match.trait
    }

    /// The names in brackets: "[button, header]".
    public var description: String { "[" + names.joined(separator: ", ") + "]" }

    /// Decodes an array of names; an unknown name is an error that lists the known ones.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var traits: AccessibilityTraitSet = []
        while !container.isAtEnd {
            let name = try container.decode(String.self)
            guard let trait = AccessibilityTraitSet(name: name) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "unknown trait '\(name)'; known traits: "
                        + Self.all.map(\.name).joined(separator: ", "))
            }
            traits.insert(trait)
        }
        self = traits
    }

    /// Encodes the ``names`` as an array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for name in names { try container.encode(name) }
    }
}
