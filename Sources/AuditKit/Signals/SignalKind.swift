/// How a ``ContainerSignal`` takes part in the decision.
public enum SignalKind: String, Sendable, Hashable, Codable {
    /// The app declares what the container is; decides alone.
    case declaration
    /// What kind of row it is (tabs, chips, page dots, a screen pager...).
    case kind
    /// The row scrolls or pages: a content carousel needs at least one such signal.
    case layout
    /// Positive evidence of content cards (alike items holding text or images, items parked off
    /// screen, an end card cut off).
    case content
    /// The container is of a kind (a pager of controls, system UI, a single-child scroller) that
    /// is a content carousel only with ``content`` evidence as well.
    case demandsContent = "demands-content"
}
