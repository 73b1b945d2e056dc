/// Where a carousel gets its cards: a count and random access, so a carousel of a million cards
/// never needs a million cards in memory.
///
/// A carousel asks for at most a handful of cards per gesture (the current one and, for
/// announcements, the new one); it never iterates a source except to render strategies that
/// expose every card as an element.
///
/// A source is a snapshot: its `count` must not change while a carousel holds it. Hand the carousel
/// a new source through ``Carousel/itemsChanged(to:change:)`` instead, so the current card and focus
/// are kept truthfully; a source that shrank underneath would be asked for cards it no longer has.
public protocol CardSource: Sendable {
    /// The number of cards; a carousel treats a negative count as zero.
    var count: Int { get }

    /// The card at a 0-based index in `0..<count`. Callers check the index first; the carousel
    /// never asks for an index outside `0..<count`.
    func card(at index: Int) -> Card
}

/// Cards held in an array.
public struct ArrayCardSource: CardSource, Hashable, Codable {
    /// The cards, in carousel order.
    public var cards: [Card]

    /// Creates a source over the cards.
    public init(_ cards: [Card]) { self.cards = cards }

    /// The number of cards.
    public var count: Int { cards.count }

    /// The card at the index, which must be in `0..<count` (an index outside traps, as an array's
    /// subscript does; ``Carousel`` checks every index it asks for).
    ///
    /// - Complexity: O(1).
    public func card(at index: Int) -> Card { cards[index] }
}

/// Cards made on demand by a closure, for very large or computed carousels.
public struct LazyCardSource: CardSource {
    /// The number of cards.
    public let count: Int
    private let make: @Sendable (Int) -> Card

    /// Creates a source of `count` cards; `make` builds the card at an index when asked. A negative
    /// count is treated as zero.
    public init(count: Int, make: @escaping @Sendable (Int) -> Card) {
        self.count = Swift.max(count, 0)
        self.make = make
    }

    /// The card at the index, built now; the carousel only asks for indices in `0..<count`.
    ///
    /// - Complexity: the cost of one call of the closure.
    public func card(at index: Int) -> Card { make(index) }
}
