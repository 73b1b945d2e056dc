import AccessibilityTree

/// A carousel's accessibility behaviour: a value-type state machine whose events return the
/// effects a host carries out.
///
/// Each event (``increment()``, ``decrement()``, ``select(index:)``, ``itemsChanged(to:change:)``,
/// ``tick(now:)``, ``focusEntered(_:)``, ``pause()``, ...) is a mutating method returning
/// ``AccessibilityEffect`` values; ``handle(_:)`` routes the screen reader's ``ComponentEvent``s to
/// them. ``accessibilityElement(for:frame:)`` renders the subtree the chosen ``CarouselStrategy``
/// shows. Nothing here touches UIKit; adapters and the simulator carry effects out.
///
/// Gestures cost O(1) whatever the number of cards: the carousel reads only the cards it speaks
/// from its ``CardSource``.
///
/// Element identities: the root is ``id``; the parts the carousel adds are `<id>.title`,
/// `<id>.heading`, `<id>.end`, `<id>.pages`, `<id>.slides`, `<id>.pause`, and each card element is
/// `<id>.card.<index>`, so an identity maps back to its card in O(1).
public struct Carousel: AccessibilityComponent {
    /// The identity of the carousel's root element.
    public let id: ElementID
    /// The carousel's name ("Related stories"); the spoken label adds ", Carousel".
    public var name: String
    /// Whether the screen shows `name` as a visible title. The title element is then hidden from
    /// screen readers and the carousel's programmatic name contains the same text (WCAG 2.5.3),
    /// so the title is not read twice.
    public var hasVisibleTitle: Bool
    /// The text of a heading after the cards, for ``CarouselStrategy/headingBounded``; `nil` for none.
    public var trailingHeading: String?
    /// How the carousel presents itself to screen readers. Changing it away from the Android
    /// container ends browsing, which only that strategy has.
    public var strategy: CarouselStrategy {
        didSet { endBrowsingUnlessContainer() }
    }
    /// The platform the host runs on; events are interpreted for the strategy rendered there.
    /// Changing it so the strategy no longer renders as the Android container ends browsing.
    public var platform: Platform {
        didSet { endBrowsingUnlessContainer() }
    }
    /// The words the carousel speaks.
    public var strings: CarouselStrings
    /// Automatic rotation, or `nil` for none. A rotating carousel always shows a pause control.
    public internal(set) var rotation: AutoRotation?
    /// Where the cards come from.
    public internal(set) var cards: any CardSource
    /// The 0-based index of the card shown; 0 when the carousel is empty.
    public internal(set) var currentIndex: Int
    /// The carousel element screen-reader focus is on, as far as the carousel's events tell; `nil`
    /// when focus is outside.
    public internal(set) var focusedElement: ElementID?
    /// Whether screen-reader focus is on one of the carousel's elements.
    public var isFocusInside: Bool { focusedElement != nil }
    /// Whether the Android container has been activated and its cards are exposed.
    public internal(set) var isBrowsing: Bool
    /// Whether the user paused rotation (it stays paused until ``play()``).
    public internal(set) var isPausedByUser: Bool
    /// Whether Reduce Motion is on.
    public internal(set) var isReduceMotionEnabled: Bool
    /// When the next rotation step is due; `nil` while rotation is off or held.
    var nextRotation: Duration?

    /// Creates a carousel.
    ///
    /// - Parameters:
    ///   - id: the root element's identity.
    ///   - name: the carousel's name, without the ", Carousel" role word.
    ///   - cards: where the cards come from.
    ///   - strategy: the presentation; `nil` picks ``CarouselStrategy/platformDefault(for:)``.
    ///   - platform: the host platform.
    ///   - hasVisibleTitle: whether `name` is also shown as a visible title.
    ///   - trailingHeading: a heading after the cards (heading-bounded strategy).
    ///   - rotation: automatic rotation; a pause control comes with it.
    ///   - currentIndex: the card shown first; an index outside the cards shows the first card.
    ///   - strings: the words to speak; by default ``CarouselStrings/appPreferred``, the app's
    ///     preferred localization on Apple platforms and English elsewhere.
    public init(
        id: ElementID, name: String, cards: any CardSource, strategy: CarouselStrategy? = nil,
        platform: Platform = .iOS, hasVisibleTitle: Bool = false, trailingHeading: String? = nil,
        rotation: AutoRotation? = nil, currentIndex: Int = 0, strings: CarouselStrings = .appPreferred
    ) {
        self.id = id
        self.name = name
        self.cards = cards
        self.strategy = strategy ?? .platformDefault(for: platform)
        self.platform = platform
        self.hasVisibleTitle = hasVisibleTitle
        self.trailingHeading = trailingHeading
        self.rotation = rotation
        self.currentIndex = (0..<Swift.max(cards.count, 0)).contains(currentIndex) ? currentIndex : 0
        self.strings = strings
        self.focusedElement = nil
        self.isBrowsing = false
        self.isPausedByUser = false
        self.isReduceMotionEnabled = false
        self.nextRotation = nil
        checkInvariants()
    }

    /// Creates a carousel over an array of cards (see ``init(id:name:cards:strategy:platform:hasVisibleTitle:trailingHeading:rotation:currentIndex:strings:)``).
    public init(
        id: ElementID, name: String, cards: [Card], strategy: CarouselStrategy? = nil,
        platform: Platform = .iOS, hasVisibleTitle: Bool = false, trailingHeading: String? = nil,
        rotation: AutoRotation? = nil, currentIndex: Int = 0, strings: CarouselStrings = .appPreferred
    ) {
        self.init(
            id: id, name: name, cards: ArrayCardSource(cards), strategy: strategy, platform: platform,
            hasVisibleTitle: hasVisibleTitle, trailingHeading: trailingHeading, rotation: rotation,
            currentIndex: currentIndex, strings: strings)
    }

    /// The number of cards; a source reporting a negative count has none.
    public var count: Int { Swift.max(cards.count, 0) }

    /// Whether the carousel has no cards.
    public var isEmpty: Bool { count == 0 }

    /// The card shown, or `nil` when the carousel is empty.
    public var currentCard: Card? { isEmpty ? nil : cards.card(at: currentIndex) }

    /// The strategy rendered and interpreted on ``platform``.
    public var effectiveStrategy: CarouselStrategy { strategy.effective(on: platform) }

    /// Browsing exists only in the Android container; a strategy or platform change that leaves it
    /// must not keep the cards exposed (and would break the carousel's invariants).
    private mutating func endBrowsingUnlessContainer() {
        if isBrowsing, effectiveStrategy != .androidContainer { isBrowsing = false }
    }

    /// Whether rotation is configured and currently held back, for whatever reason.
    public var isRotationPaused: Bool {
        rotation != nil && (isPausedByUser || isFocusInside || isReduceMotionEnabled || count < 2)
    }
}
