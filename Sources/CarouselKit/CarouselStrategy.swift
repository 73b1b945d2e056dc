import AccessibilityTree

/// How a carousel presents itself to screen readers: the element subtree it shows and the gestures
/// that move it. Encoded as its raw value ("adjustable").
///
/// The model element carries both platforms' properties, but not every strategy has a meaning on
/// both platforms. ``effective(on:)`` decides what each one renders as:
/// - On Android, `adjustable`, `customRotor` and `pageControl` render as `androidContainer`:
///   TalkBack has no custom rotors and no swipe-up/down adjustment of custom views, and the
///   container gives the same one-swipe skip.
/// - On iOS, `androidContainer` renders as `adjustable`: VoiceOver has no "activate to enter"
///   container, and the adjustable element gives the same skip.
/// - `customActions`, `headingBounded` and `swipeThrough` mean the same on both (TalkBack lists
///   custom actions in its actions menu; headings and list items exist on both).
public enum CarouselStrategy: String, Sendable, Hashable, Codable, CaseIterable {
    /// One adjustable element; swipe up/down changes the card (the iOS default, the BBC seed's choice).
    case adjustable
    /// One element with a "Cards" custom rotor over card elements; also carries the next/previous
    /// custom actions, because the seed's users did not use the rotor and it must never be the only way.
    case customRotor
    /// One element with "Next card" / "Previous card" custom actions.
    case customActions
    /// A heading before the cards (and an optional one after), each card its own button; users
    /// jump past with the headings rotor.
    case headingBounded
    /// Slides hidden; only an adjustable page control, whose changes announce the slide.
    case pageControl
    /// A focusable container (the Android default): activating it exposes the cards; two-finger
    /// swipes change slides; one swipe passes it.
    case androidContainer
    /// Every card its own element in a list. Acceptable for small carousels only.
    case swipeThrough

    /// The default for a platform: `adjustable` on iOS, `androidContainer` on Android.
    public static func platformDefault(for platform: Platform) -> CarouselStrategy {
        switch platform {
        case .iOS: .adjustable
        case .android: .androidContainer
        }
    }

    /// The strategy actually rendered on the platform (see the type's discussion).
    public func effective(on platform: Platform) -> CarouselStrategy {
        switch (self, platform) {
        case (.adjustable, .android), (.customRotor, .android), (.pageControl, .android):
            .androidContainer
        case (.androidContainer, .iOS):
            .adjustable
        default:
            self
        }
    }

    /// Whether the strategy shows one focusable element for the whole carousel (card changes keep
    /// focus on it) rather than an element per card.
    public var isSingleElement: Bool {
        switch self {
        case .adjustable, .customRotor, .customActions, .androidContainer: true
        case .headingBounded, .pageControl, .swipeThrough: false
        }
    }
}
