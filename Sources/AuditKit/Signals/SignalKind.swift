/// How a ``ContainerSignal`` takes part in the decision.
public enum SignalKind: String, Sendable, Hashable, Codable {
    /// The app declares what the container is; decides alone.
    case declaration
    /// What kind of row it is (tabs, chips, page dots, a screen pager...).
    case kind
    /// The row scrolls or pages: a content carousel needs at least one such signal.
    case layout
    /// Positive evidence of content cards: alike items holding text or images.
    case content
    /// The app's own statement that the container holds more items than it shows (a page
    /// position, collection info, a pager marked scrollable).
    case moreItems = "more-items"
    /// The container is of a kind (a pager, a single item) that is a content carousel only with
    /// ``content`` or ``moreItems`` evidence as well.
    case demandsContent = "demands-content"
    /// The container is of a kind (system UI, a plain layout's row) that is a content carousel
    /// only with ``content`` evidence of cards as well: "it has more" does not make icons cards.
    case demandsCards = "demands-cards"

    /// Whether the kind asks for content evidence rather than arguing for a category.
    var isDemand: Bool { self == .demandsContent || self == .demandsCards }
}
