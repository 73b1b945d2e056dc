import AccessibilityTree
import CarouselKit
import ScreenReaderKit

/// A screen-reader simulator for app test suites: perform gestures, then assert on what was
/// said. A failed expectation is reported through a ``FailureReporter`` (Swift Testing or XCTest,
/// picked automatically) with the expected text, the actual text and the transcript so far.
///
/// ```swift
/// @Test func relatedStoriesTakeOneSwipe() {
///     var voiceOver = ScreenReaderSession(.voiceOver, screen: article, components: [relatedStories])
///     voiceOver.swipeRight()
///     voiceOver.swipeRight()
///     voiceOver.expectSpeech("Related stories, Carousel, Storm warning, Button, 1 of 8, Adjustable")
///     voiceOver.swipeUp()
///     voiceOver.expectSpeech("Flood defences, Button, 2 of 8")
///     voiceOver.expectSwipesToPass(container: "related", atMost: 1)
/// }
/// ```
///
/// Expectations read the most recent step (gesture, wait or update) unless they say otherwise,
/// and return whether they held, so a test can stop early.
public struct ScreenReaderSession: Sendable {
    /// The simulator the session drives; its transcript holds every step.
    public private(set) var simulator: ScreenReaderSimulator
    /// Where failed expectations go.
    public var reporter: FailureReporter
    /// What the most recent step caused, or `nil` before the first.
    public private(set) var lastOutcome: GestureOutcome?
    /// Files to attach to failed expectations (``attachOnFailure(named:_:)``).
    var attachmentSources: [AttachmentSource] = []
    /// The live screen a capturing session drives (``init(capturing:reader:style:reporter:)``).
    var liveTarget: (any LiveAccessibilityTarget)?

    /// Creates a session over a simulator, keeping its state and transcript.
    public init(_ simulator: ScreenReaderSimulator, reporter: FailureReporter = .automatic) {
        self.simulator = simulator
        self.reporter = reporter
    }

    /// Creates a session over a screen with live components (placeholders in `screen` whose
    /// identity is a component's identity; see `LiveScreen`).
    ///
    /// Create components for the reader's platform: a `Carousel` renders the strategy of the
    /// platform it is read on but interprets events for its own `platform`, so a TalkBack session
    /// needs `Carousel(..., platform: .android)`.
    ///
    /// - Parameters:
    ///   - reader: VoiceOver or TalkBack.
    ///   - screen: the static part of the screen.
    ///   - components: the live components.
    ///   - style: how speech is written; expectations compare text in this style.
    ///   - reporter: where failures go.
    /// - Complexity: O(n log n) in the number of elements.
    public init(
        _ reader: ScreenReader, screen: AccessibilityScreen, components: [any AccessibilityComponent] = [],
        style: SpeechStyle = .commas, reporter: FailureReporter = .automatic
    ) {
        self.init(
            ScreenReaderSimulator(reader, liveScreen: LiveScreen(screen, components: components), style: style),
            reporter: reporter)
    }

    /// The screen reader being simulated.
    public var reader: ScreenReader { simulator.reader }

    /// How speech is written, in the transcript and in comparisons.
    public var style: SpeechStyle { simulator.style }

    /// The focused element's identity, or `nil` before the first gesture.
    public var focus: ElementID? { simulator.focus }

    /// Every step so far.
    public var transcript: Transcript { simulator.transcript }

    /// The transcript written with `TranscriptRenderer.text`, as failure messages show it.
    ///
    /// - Complexity: O(total length of the transcript).
    public var transcriptText: String {
        // The text renderer never throws; the fallback only satisfies the renderer's signature.
        (try? simulator.transcript.rendered(.text)) ?? ""
    }

    /// Runs a mutation of the simulator and remembers its outcome.
    mutating func run(_ body: (inout ScreenReaderSimulator) -> GestureOutcome) -> GestureOutcome {
        let outcome = body(&simulator)
        lastOutcome = outcome
        return outcome
    }

    /// Runs a mutation of the simulator that may throw or do nothing, and remembers its outcome.
    mutating func runOptional(
        _ body: (inout ScreenReaderSimulator) throws -> GestureOutcome?
    ) rethrows -> GestureOutcome? {
        let outcome = try body(&simulator)
        if let outcome { lastOutcome = outcome }
        return outcome
    }
}
