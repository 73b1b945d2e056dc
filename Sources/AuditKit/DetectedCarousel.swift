import AccessibilityTree

/// A carousel found on a screen: a container of cards laid out in a horizontal row.
public struct DetectedCarousel: Sendable, Hashable, Codable {
    /// Why the detector took the container for a carousel.
    public enum Reason: String, Sendable, Hashable, Codable {
        /// An adjustable element whose label ends with ", Carousel": this package's accessible carousel.
        case adjustableCarousel
        /// An Android container whose `roleDescription` is "Carousel".
        case carouselRoleDescription
        /// A pager (ViewPager, HorizontalPager, role ``ElementRole/pager``).
        case pager
        /// A horizontal scroll view (HorizontalScrollView, role ``ElementRole/horizontalScrollView``).
        case horizontalScrollView
        /// A collection or list (UICollectionView, RecyclerView) whose items lie in one row.
        case horizontalCollection
        /// Three or more sibling cards side by side, some partly off screen.
        case sideBySideCards
        /// A scrollable container with no carousel class whose items lie in one row (a Compose
        /// `LazyRow` or `HorizontalPager` dumped as `android.view.View`).
        case scrollableRow
        /// A collection whose cells lie beyond the screen's left or right side: a horizontally
        /// scrolling, possibly multi-row, grid.
        case pagedGrid
        /// A container whose class or type names tabs, a tab bar, a segmented control or a page
        /// indicator: found so it can be told apart from a carousel.
        case tabOrIndicatorContainer
    }

    /// The container: the carousel element itself for an adjustable carousel.
    public var container: ElementID
    /// The cards, in layout order; empty for an adjustable carousel, whose cards are its values.
    public var cards: [ElementID]
    /// The carousel's accessible name (label or pane title), when it has one.
    public var name: String?
    /// Why it was detected.
    public var reason: Reason
    /// Whether more cards may lie beyond the screen's edge than the dump lists.
    public var mayHaveMoreOffScreen: Bool

    /// Creates a detected carousel.
    public init(
        container: ElementID, cards: [ElementID], name: String?, reason: Reason,
        mayHaveMoreOffScreen: Bool
    ) {
        self.container = container
        self.cards = cards
        self.name = name
        self.reason = reason
        self.mayHaveMoreOffScreen = mayHaveMoreOffScreen
    }
}
