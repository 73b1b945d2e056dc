/// Automatic rotation of a carousel's slides.
///
/// WCAG 2.2.2 forbids moving content without a way to pause it, so a rotation cannot exist without a
/// pause control: every carousel with an `AutoRotation` shows one (a "Pause"/"Play" custom action
/// on its single element, or a "Pause"/"Play" button element before the cards in strategies with an
/// element per card) and answers magic tap. There is no setting that turns the control off.
///
/// Rotation pauses while screen-reader focus is inside the carousel, while Reduce Motion is on, and
/// after the user pauses it until the user plays it again. It never moves focus. Time comes only from
/// ``Carousel/tick(now:)``, so tests drive it with a manual clock.
///
/// Encoded as `{"intervalSeconds": 5}`.
public struct AutoRotation: Sendable, Hashable, Codable {
    /// The time each slide stays before the next one.
    public let interval: Duration

    /// Creates a rotation.
    ///
    /// - Throws: ``CarouselKitError/invalidRotationInterval(_:)`` unless the interval is positive.
    public init(interval: Duration) throws {
        guard interval > .zero else { throw CarouselKitError.invalidRotationInterval(interval) }
        self.interval = interval
    }

    private enum CodingKeys: String, CodingKey { case intervalSeconds }

    /// Decodes `{"intervalSeconds": n}`, rounded to whole milliseconds; rejects intervals under
    /// one millisecond and from 1e9 seconds up.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let seconds = try container.decode(Double.self, forKey: .intervalSeconds)
        // Whole milliseconds: a positive interval under half a millisecond would round to zero and
        // fail in `init(interval:)` with a CarouselKitError rather than a decoding error.
        let milliseconds = seconds.isFinite ? (seconds * 1000).rounded() : 0
        guard milliseconds >= 1, seconds < 1e9 else {
            throw DecodingError.dataCorruptedError(
                forKey: .intervalSeconds, in: container,
                debugDescription: "expected a number of seconds from 0.001 to below 1e9, found \(seconds)")
        }
        try self.init(interval: .milliseconds(Int64(milliseconds)))
    }

    /// Encodes `{"intervalSeconds": n}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let parts = interval.components
        try container.encode(Double(parts.seconds) + Double(parts.attoseconds) / 1e18, forKey: .intervalSeconds)
    }
}
