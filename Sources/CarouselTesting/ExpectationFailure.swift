import ScreenReaderKit

/// A screen-reader expectation that did not hold: what was expected, what happened, and the
/// transcript up to that moment, so the failure can be understood without running the test again.
public struct ExpectationFailure: Sendable, CustomStringConvertible {
    /// The expectation's name ("expectSpeech").
    public var expectation: String
    /// What was expected, written as the message shows it (strings are quoted).
    public var expected: String
    /// What actually happened, written the same way.
    public var actual: String
    /// The transcript so far, rendered with `TranscriptRenderer.text`.
    public var transcript: String
    /// The screen reader whose transcript it is.
    public var reader: ScreenReader
    /// How many steps the transcript has.
    public var stepCount: Int
    /// Where the expectation was written.
    public var location: FailureLocation
    /// Files that go with the failure (``ScreenReaderSession/attachOnFailure(named:_:)``).
    public var attachments: [FailureAttachment]

    /// Creates a failure.
    public init(
        expectation: String, expected: String, actual: String, transcript: String, reader: ScreenReader,
        stepCount: Int, location: FailureLocation, attachments: [FailureAttachment] = []
    ) {
        self.expectation = expectation
        self.expected = expected
        self.actual = actual
        self.transcript = transcript
        self.reader = reader
        self.stepCount = stepCount
        self.location = location
        self.attachments = attachments
    }

    /// The message a test report shows:
    /// ```
    /// expectSpeech failed
    ///   expected: "Storm warning, Button, 2 of 8"
    ///   actual:   "Storm warning, Button, 3 of 8"
    /// Transcript so far (VoiceOver, 2 steps):
    /// 1. swipe right -> related: Related stories, Carousel (Adjustable)
    ///    speech: ...
    /// ```
    /// An empty transcript is written "(no steps)".
    public var message: String {
        let steps = stepCount == 1 ? "1 step" : "\(stepCount) steps"
        let body = transcript.isEmpty ? "(no steps)\n" : transcript
        return "\(expectation) failed\n  expected: \(expected)\n  actual:   \(actual)\n"
            + "Transcript so far (\(reader), \(steps)):\n" + body
    }

    /// The message.
    public var description: String { message }
}
