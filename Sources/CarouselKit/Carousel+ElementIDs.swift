import AccessibilityTree

extension Carousel {
    /// The element of the card at a 0-based index: `<id>.card.<index>`.
    public func cardElementID(at index: Int) -> ElementID {
        ElementID(id.rawValue + ".card." + String(index))
    }

    /// The index of the card whose element has the identity, or `nil` when it is not one of this
    /// carousel's card elements (exactly as ``cardElementID(at:)`` writes them: "related.card.03"
    /// and "related.card.+3" are not) or the card no longer exists.
    ///
    /// - Complexity: O(1) in the number of cards.
    public func cardIndex(of element: ElementID) -> Int? {
        let prefix = id.rawValue + ".card."
        guard element.rawValue.hasPrefix(prefix) else { return nil }
        let digits = element.rawValue.dropFirst(prefix.count)
        guard let index = Int(digits), String(index) == digits, (0..<count).contains(index) else { return nil }
        return index
    }

    /// The visible title element, hidden from screen readers: `<id>.title`.
    public var titleElementID: ElementID { ElementID(id.rawValue + ".title") }
    /// The leading heading of the heading-bounded strategy: `<id>.heading`.
    public var headingElementID: ElementID { ElementID(id.rawValue + ".heading") }
    /// The trailing heading of the heading-bounded strategy: `<id>.end`.
    public var trailingHeadingElementID: ElementID { ElementID(id.rawValue + ".end") }
    /// The page control of the page-control strategy: `<id>.pages`.
    public var pageControlElementID: ElementID { ElementID(id.rawValue + ".pages") }
    /// The pause/play button of rotating multi-element strategies: `<id>.pause`.
    public var pauseButtonElementID: ElementID { ElementID(id.rawValue + ".pause") }
    /// The hidden container of slides in the page-control strategy: `<id>.slides`.
    public var slidesElementID: ElementID { ElementID(id.rawValue + ".slides") }

    /// Whether the identity is the root or one of the parts the carousel shows: the named parts
    /// above or an existing card's element. Another element whose identity merely starts with the
    /// carousel's ("related.more", a neighbouring component) is not the carousel's.
    ///
    /// - Complexity: O(1) in the number of cards.
    public func owns(_ element: ElementID) -> Bool {
        element == id || cardIndex(of: element) != nil
            || [
                titleElementID, headingElementID, trailingHeadingElementID, pageControlElementID,
                pauseButtonElementID, slidesElementID,
            ].contains(element)
    }

    /// The element that takes focus to speak the carousel as a whole in the effective strategy.
    var mainElementID: ElementID {
        switch effectiveStrategy {
        case .pageControl: pageControlElementID
        case .headingBounded: headingElementID
        default: id
        }
    }
}
