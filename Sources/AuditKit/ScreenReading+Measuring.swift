import AccessibilityTree
import CarouselKit
import ScreenReaderKit

extension ScreenReading {
    /// Measures a screen with the simulator of its platform (VoiceOver for iOS, TalkBack for
    /// Android): focus order, speech and hints, carousels and the swipes each takes to pass.
    ///
    /// Frames are converted to points (iOS) or dp (Android pixels divided by the screen's
    /// density); an Android screen whose density is unknown stays in px.
    ///
    /// - Parameters:
    ///   - liveScreen: the screen, with any live components (they are resolved as the reader sees them).
    ///   - file: the file findings about the screen name; defaults to the screen's source file.
    ///   - detector: the carousel detector, as the audit uses it.
    /// - Complexity: O(n log n) for n elements, plus O(c · k · depth) for c carousels passed in k swipes.
    public init(_ liveScreen: LiveScreen, file: String? = nil, detector: CarouselDetector = CarouselDetector()) {
        self.init(SimulatedScreenReader(liveScreen), file: file ?? liveScreen.screen.sourceFile, detector: detector)
    }

    /// Measures a screen with a simulator the caller built (another language or speech strings).
    ///
    /// - Complexity: O(n log n) for n elements, plus O(c · k · depth) for c carousels passed in k swipes.
    public init(_ reader: SimulatedScreenReader, file: String?, detector: CarouselDetector = CarouselDetector()) {
        let screen = reader.screen
        let simulator = reader.simulator
        let (unit, scale) = Self.unit(of: screen)
        func scaled(_ rect: ScreenRect) -> ScreenRect {
            ScreenRect(
                x: rect.minX / scale, y: rect.minY / scale, width: rect.width / scale, height: rect.height / scale)
        }
        let screenBounds = AuditContext.bounds(of: screen)
        let order = reader.focusOrder
        let stopSet = Set(order)
        let carousels = detector.detect(in: screen, focusOrder: order)
        var carouselParts: Set<ElementID> = []
        for carousel in carousels {
            carouselParts.insert(carousel.container)
            carouselParts.formUnion(carousel.cards)
        }

        var elements: [Element] = []
        var indexByID: [ElementID: Int] = [:]
        // Depth-first, parents before children, carrying whether an ancestor is hidden.
        var stack: [(element: AccessibilityElement, hiddenAbove: Bool)] = screen.roots.reversed().map { ($0, false) }
        while let (element, hiddenAbove) = stack.popLast() {
            let hidden = hiddenAbove || element.isHidden
            stack.append(contentsOf: element.children.reversed().map { ($0, hidden) })
            guard indexByID[element.id] == nil else { continue }
            let isStop = stopSet.contains(element.id)
            let offScreen = !element.isVisible || screenBounds.intersection(element.frame) == nil
            let text = AccessibilityElement.trimmed(element.label) ?? AccessibilityElement.trimmed(element.value)
            let hasText = text != nil
            let interactive =
                element.isAccessibilityElement || element.isClickable || element.isFocusable
                || element.isScreenReaderFocusable
            guard isStop || carouselParts.contains(element.id) || hasText || interactive else { continue }
            let status: Element.Status =
                isStop ? .stop : hidden ? .hidden : offScreen ? .offScreen : .notFocused
            indexByID[element.id] = elements.count
            elements.append(
                Element(
                    id: element.id, description: FindingElement.describe(element), text: text,
                    frame: scaled(element.frame),
                    status: status, isOffScreen: offScreen))
        }

        let stops = order.compactMap { id -> Stop? in
            guard let index = indexByID[id] else { return nil }
            let speech = simulator.speech(for: id).map { SpeechStyle.commas.render($0) } ?? ""
            let hint = simulator.hint(for: id).map { SpeechStyle.commas.render($0) }.flatMap { $0.isEmpty ? nil : $0 }
            return Stop(element: index, speech: speech, hint: hint)
        }
        let measured = carousels.compactMap { carousel -> Carousel? in
            guard let container = indexByID[carousel.container] else { return nil }
            let swipes = reader.swipesToPass(container: carousel.container)
            return Carousel(
                container: container, cards: carousel.cards.compactMap { indexByID[$0] }, name: carousel.name,
                reason: carousel.reason, swipesToPass: swipes, mayHaveMoreOffScreen: carousel.mayHaveMoreOffScreen,
                advice: Self.advice(for: carousel, swipes: swipes, platform: screen.platform))
        }
        self.init(
            reader: simulator.reader, file: file, screenName: screen.name, unit: unit, bounds: scaled(screenBounds),
            elements: elements, stops: stops, carousels: measured)
    }

    /// The unit frames are drawn in and how many of the screen's units make one of it.
    static func unit(of screen: AccessibilityScreen) -> (name: String, scale: Double) {
        switch screen.unit {
        case .points: return ("pt", 1)
        case .pixels(let density):
            guard let density, density > 0, density.isFinite else { return ("px", 1) }
            return ("dp", density)
        }
    }

    /// What to do about a carousel, from the swipes it takes and the platform's default strategy
    /// (CarouselKit's `CarouselStrategy.platformDefault(for:)`).
    static func advice(for carousel: DetectedCarousel, swipes: Int?, platform: Platform) -> String {
        guard let swipes else {
            return "Nothing in it takes focus: a screen-reader user cannot reach its cards. "
                + "Make the carousel one element that says its name and the current card."
        }
        guard swipes > 1 else {
            return "One swipe passes it. Keep it one element, and make sure it says its name, "
                + "the current card and its position (\"2 of 8\")."
        }
        switch CarouselStrategy.platformDefault(for: platform) {
        case .androidContainer:
            return "It takes \(swipes) swipes to pass. Make it one focusable container (strategy androidContainer): "
                + "TalkBack passes it with one swipe, double tap enters it and two-finger swipes change the slide."
        default:
            return "It takes \(swipes) swipes to pass. Make it one adjustable element (strategy adjustable): "
                + "VoiceOver passes it with one swipe, swipe up or down changes the card, "
                + "and next and previous custom actions give another way."
        }
    }
}
