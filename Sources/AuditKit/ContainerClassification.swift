import AccessibilityTree

/// A horizontal container found on a screen, what it is for, and why the classifier thinks so.
public struct ContainerClassification: Sendable, Hashable, Codable {
    /// The container element.
    public var container: ElementID
    /// Its items (cards, tabs, chips, dots), in layout order.
    public var items: [ElementID]
    /// What the container is for.
    public var category: ContainerCategory
    /// How the container was recognised as horizontal (a pager class, a scrollable row...).
    public var reason: DetectedCarousel.Reason
    /// The signals behind ``category``, one short sentence each ("class TabLayout: a tab strip").
    public var evidence: [String]
    /// Whether more items may lie beyond the screen's edge than the dump lists.
    public var mayHaveMoreOffScreen: Bool
    /// The container's accessible name (label or pane title), when it has one.
    public var name: String?
    /// Every signal that fired on the container, with its weight, whichever category it argued
    /// for (see ``HorizontalContainerClassifier/decide(_:)``).
    public var signals: [SignalReading]

    /// Creates a classification.
    public init(
        container: ElementID, items: [ElementID], category: ContainerCategory, reason: DetectedCarousel.Reason,
        evidence: [String], mayHaveMoreOffScreen: Bool, name: String?, signals: [SignalReading] = []
    ) {
        self.container = container
        self.items = items
        self.category = category
        self.reason = reason
        self.evidence = evidence
        self.mayHaveMoreOffScreen = mayHaveMoreOffScreen
        self.name = name
        self.signals = signals
    }

    /// The carousel this classification describes, when it is a content carousel.
    public var carousel: DetectedCarousel? {
        guard category == .contentCarousel else { return nil }
        return DetectedCarousel(
            container: container, cards: items, name: name, reason: reason, mayHaveMoreOffScreen: mayHaveMoreOffScreen)
    }
}
