import AccessibilityTree
import ScreenReaderKit

/// One screen as one screen reader reads it, measured for drawing: the elements with their
/// frames in points or dp, the reader's focus stops in swipe order with their speech and hint,
/// and the carousels found with the swipes each takes to pass.
///
/// Every figure comes from ScreenReaderKit's simulator (``SimulatedScreenReader``) and
/// ``CarouselDetector``, as the audit measures them; ``HTMLReporter`` draws it.
///
/// Which elements are drawn: every focus stop, every element a carousel is made of, and every
/// element that is hidden from screen readers or off screen but carries text (so a reviewer
/// sees what the reader skips). Layout containers without text are left out; findings about
/// any element are matched by identity.
public struct ScreenReading: Sendable, Hashable {
    /// The screen reader ("VoiceOver", "TalkBack").
    public var reader: ScreenReader
    /// The file (or name) findings about this screen carry, matched with ``Finding/file``.
    public var file: String?
    /// The screen's name, when the dump or document gives one.
    public var screenName: String?
    /// The unit frames are drawn in: "pt" (iOS), "dp" (Android with a density), "px" (no density).
    public var unit: String
    /// The screen's bounds in ``unit``.
    public var bounds: ScreenRect
    /// The elements drawn, in tree order; frames in ``unit``.
    public var elements: [Element]
    /// The focus stops, in the order swipe right visits them.
    public var stops: [Stop]
    /// The carousels on the screen, in tree order.
    public var carousels: [Carousel]
    /// A PNG screenshot of the screen, drawn under the elements and stretched over ``bounds``
    /// (the dump's coordinates), or `nil`.
    public var screenshotPNG: [UInt8]?

    /// Creates a reading from its parts (``init(_:file:detector:)`` measures one).
    public init(
        reader: ScreenReader, file: String?, screenName: String?, unit: String, bounds: ScreenRect,
        elements: [Element], stops: [Stop], carousels: [Carousel], screenshotPNG: [UInt8]? = nil
    ) {
        self.reader = reader
        self.file = file
        self.screenName = screenName
        self.unit = unit
        self.bounds = bounds
        self.elements = elements
        self.stops = stops
        self.carousels = carousels
        self.screenshotPNG = screenshotPNG
    }

    /// An element as drawn.
    public struct Element: Sendable, Hashable {
        /// How an element appears to the screen reader.
        public enum Status: String, Sendable, Hashable, CaseIterable {
            /// Swipe right visits it.
            case stop
            /// On screen, not a focus stop (a container, or text inside a stop).
            case notFocused
            /// Hidden from screen readers (`accessibilityElementsHidden`, `importantForAccessibility="no"`).
            case hidden
            /// Outside the screen's bounds, or marked not visible by the dump.
            case offScreen
        }

        /// The element's identity in its screen.
        public var id: ElementID
        /// Its class (or role) and label, as findings describe it.
        public var description: String
        /// The text it shows (its label, else its value), drawn inside its box; `nil` when none.
        public var text: String?
        /// Its frame in the reading's unit.
        public var frame: ScreenRect
        /// How it appears to the reader.
        public var status: Status
        /// Whether it is also off screen when it is a stop (a card scrolled out of view).
        public var isOffScreen: Bool

        /// Creates an element.
        public init(
            id: ElementID, description: String, text: String? = nil, frame: ScreenRect, status: Status,
            isOffScreen: Bool
        ) {
            self.id = id
            self.description = description
            self.text = text
            self.frame = frame
            self.status = status
            self.isOffScreen = isOffScreen
        }
    }

    /// One focus stop: the element and what the reader says when it lands there.
    public struct Stop: Sendable, Hashable {
        /// The element's index in ``ScreenReading/elements``.
        public var element: Int
        /// The speech, as VoiceOver's caption panel writes it ("Back, Button"); empty when silent.
        public var speech: String
        /// The hint spoken after a pause, or `nil`.
        public var hint: String?

        /// Creates a stop.
        public init(element: Int, speech: String, hint: String?) {
            self.element = element
            self.speech = speech
            self.hint = hint
        }
    }

    /// A carousel found on the screen.
    public struct Carousel: Sendable, Hashable {
        /// The container's index in ``ScreenReading/elements``.
        public var container: Int
        /// The cards' indices in ``ScreenReading/elements``.
        public var cards: [Int]
        /// The carousel's accessible name.
        public var name: String?
        /// Why the detector took it for a carousel.
        public var reason: DetectedCarousel.Reason
        /// The swipes it takes to pass it, or `nil` when nothing in it takes focus.
        public var swipesToPass: Int?
        /// Whether more cards may lie off screen than the dump shows.
        public var mayHaveMoreOffScreen: Bool
        /// What to do about it, in a sentence or two.
        public var advice: String

        /// Creates a carousel.
        public init(
            container: Int, cards: [Int], name: String?, reason: DetectedCarousel.Reason, swipesToPass: Int?,
            mayHaveMoreOffScreen: Bool, advice: String
        ) {
            self.container = container
            self.cards = cards
            self.name = name
            self.reason = reason
            self.swipesToPass = swipesToPass
            self.mayHaveMoreOffScreen = mayHaveMoreOffScreen
            self.advice = advice
        }
    }

    /// The element at an index of ``elements``, or `nil` when the index is out of range (a
    /// reading made by hand may hold any index; the reporter skips what it cannot draw).
    public func element(at index: Int) -> Element? {
        elements.indices.contains(index) ? elements[index] : nil
    }

    /// The index in ``elements`` of the element with the identity, or `nil` when it is not drawn.
    ///
    /// - Complexity: O(n) in the number of elements drawn.
    public func elementIndex(of id: ElementID) -> Int? {
        elements.firstIndex { $0.id == id }
    }
}
