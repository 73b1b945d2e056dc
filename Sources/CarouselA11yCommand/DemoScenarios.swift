import AccessibilityTree
import CarouselKit
import ScreenReaderKit

/// Builds and runs the demo's scenarios: the related-stories carousel of seed 000 read by
/// VoiceOver and TalkBack, first as a default collection view and then as the accessible
/// carousel; the grouped table cell of seed 002 (ungrouped and grouped); and the star rating of
/// seed 004 (a plain control and an adjustable one).
public enum DemoScenarios {
    /// Runs every scenario.
    /// - Throws: only if the built-in demo data were invalid (a programming error reported as an error, not a trap).
    /// - Parameter language: the BCP 47 language the screens are in (the carousel's words and
    ///   the readers' words; the article's own text stays as written). Arabic, Hebrew and the other
    ///   right-to-left languages get a mirrored, right-to-left screen.
    public static func all(
        article: DemoArticle = DemoArticle(), style: SpeechStyle = .commas, language: String = "en"
    ) throws -> [DemoScenario] {
        var scenarios: [DemoScenario] = []
        for reader in [ScreenReader.voiceOver, .talkBack] {
            for accessible in [false, true] {
                scenarios.append(
                    try carousel(
                        article: article, reader: reader, accessible: accessible, style: style, language: language))
            }
        }
        for accessible in [false, true] {
            scenarios.append(try groupedCell(accessible: accessible, style: style))
        }
        for accessible in [false, true] {
            scenarios.append(try starRating(accessible: accessible, style: style))
        }
        return scenarios
    }

    // MARK: - Carousel

    /// The article's carousel as the reader meets it: walk the article from the top, then browse
    /// every card the way a user of that screen would, and measure.
    public static func carousel(
        article: DemoArticle, reader: ScreenReader, accessible: Bool, style: SpeechStyle = .commas,
        language: String = "en"
    ) throws -> DemoScenario {
        let platform = reader.platform
        let screen = try articleScreen(article, platform: platform, accessible: accessible, language: language)
        var simulator = ScreenReaderSimulator(reader, liveScreen: screen, style: style)
        let strings = CarouselStrings.forLanguage(language) ?? .english
        let swipes = simulator.swipesToPass(container: DemoArticle.IDs.carousel)

        // Read the article top to bottom with swipe right, as a user who skips the carousel would.
        _ = simulator.walkToEnd()
        // Then browse the cards from the carousel, as a user who wants them would.
        let cardSpeech = browseCards(&simulator, count: article.storyTitles.count, accessible: accessible)

        let cardCount = article.storyTitles.count
        let withRole = cardSpeech.filter { mentionsRole($0, simulator: simulator, strings: strings) }.count
        let talkBackPosition = simulator.strings.talkBack.listPosition
        let withPosition = cardSpeech.enumerated().filter { index, speech in
            speech.contains(CarouselStrings.format(strings.position, .int(index + 1), .int(cardCount)))
                || speech.contains(SpeechStrings.format(talkBackPosition, index + 1, cardCount))
        }.count
        return DemoScenario(
            name: "\(article.carouselTitle) carousel", reader: reader, accessible: accessible, component: "carousel",
            swipesToPass: swipes, swipesToPassCarousel: swipes, cardCount: cardCount,
            cardsAnnouncedWithRole: withRole, cardsWithPositionSpoken: withPosition,
            positionSpoken: withPosition == cardCount, transcript: simulator.transcript)
    }

    /// The article screen for a platform, with the default collection view or the accessible
    /// carousel, in a language: the screen's `language`, the carousel's words
    /// (``CarouselStrings/forLanguage(_:)``, English when it has none), and for a right-to-left
    /// language a right-to-left screen whose frames are mirrored, as UIKit and Android lay out
    /// leading-to-trailing views for such a language.
    public static func articleScreen(
        _ article: DemoArticle, platform: Platform, accessible: Bool, language: String = "en"
    ) throws -> LiveScreen {
        var screen =
            platform == .iOS ? article.iOSScreen(accessible: accessible) : article.androidScreen(accessible: accessible)
        screen.language = language
        if ScreenLayoutDirection.forLanguage(language) == .rightToLeft { screen = mirrored(screen) }
        guard accessible else { return LiveScreen(screen) }
        let cards = article.storyTitles.enumerated().map { index, title in
            Card(id: "story-\(index + 1)", title: title, role: .button)
        }
        let carousel = Carousel(
            id: DemoArticle.IDs.carousel, name: article.carouselTitle, cards: cards, platform: platform,
            strings: CarouselStrings.forLanguage(language) ?? .english)
        return LiveScreen(screen, components: [carousel])
    }

    /// The screen laid out right to left: every frame mirrored across the screen's width.
    static func mirrored(_ screen: AccessibilityScreen) -> AccessibilityScreen {
        var screen = screen
        let width = screen.size.width
        func mirror(_ element: AccessibilityElement) -> AccessibilityElement {
            var element = element
            element.frame = ScreenRect(
                x: width - element.frame.maxX, y: element.frame.minY, width: element.frame.width,
                height: element.frame.height)
            if let point = element.activationPoint {
                element.activationPoint = ScreenPoint(x: width - point.x, y: point.y)
            }
            element.children = element.children.map(mirror)
            return element
        }
        screen.roots = screen.roots.map(mirror)
        screen.layoutDirection = .rightToLeft
        return screen
    }

    /// Moves focus onto the carousel and steps through every card the way the screen invites,
    /// returning what was spoken for each card in turn.
    private static func browseCards(_ simulator: inout ScreenReaderSimulator, count: Int, accessible: Bool) -> [String]
    {
        var spoken: [String] = []
        // Put focus on the carousel's first element, as touching it does.
        guard let first = simulator.focusOrder.first(where: isInCarousel) else { return [] }
        let landed = simulator.touch(first)
        func say(_ outcome: GestureOutcome) -> String {
            (outcome.speech.map { simulator.style.render($0) } + outcome.announcements).joined(separator: " ")
        }
        switch (simulator.reader, accessible) {
        case (.voiceOver, true):
            // One adjustable element: the first card is in its value; swipe up for the rest.
            spoken.append(say(landed))
            for _ in 1..<count { spoken.append(say(simulator.swipeUp())) }
        case (.talkBack, true):
            // The container first; double tap enters it, two-finger swipes change slides.
            spoken.append(say(simulator.doubleTap()))
            // The next slide lies to the right of a left-to-right carousel and to the left of a
            // right-to-left one; the fingers drag it into view from there.
            let fingers: ScrollDirection = simulator.screen.layoutDirection == .rightToLeft ? .right : .left
            for _ in 1..<count { spoken.append(say(simulator.perform(.twoFingerSwipe(fingers)))) }
        default:
            // One element per card: swipe right through them.
            spoken.append(say(landed))
            for _ in 1..<count { spoken.append(say(simulator.perform(simulator.nextGesture))) }
        }
        return spoken
    }

    private static func isInCarousel(_ id: ElementID) -> Bool {
        id == DemoArticle.IDs.carousel || id.rawValue.hasPrefix(DemoArticle.IDs.carousel.rawValue + ".")
    }

    /// Whether the speech carries the card-role word the reader or the carousel speaks, in the
    /// screen's language.
    private static func mentionsRole(
        _ speech: String, simulator: ScreenReaderSimulator, strings: CarouselStrings
    ) -> Bool {
        let words =
            [strings.button, strings.link]
            + (simulator.reader == .voiceOver
                ? [simulator.strings.voiceOver.button, simulator.strings.voiceOver.link]
                : [simulator.strings.talkBack.roles[.button]]
                    .compactMap { $0 })
        let tokens = speech.split(whereSeparator: { $0 == "," || $0 == "." || $0 == " " }).map(String.init)
        return tokens.contains { token in words.contains(token) }
    }
}
