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

    /// Decodes `{"intervalSeconds": n}`, rejecting intervals that are not positive.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let seconds = try container.decode(Double.self, forKey: .intervalSeconds)
        guard seconds.isFinite, seconds > 0, seconds < 1e9 else {
            throw DecodingError.dataCorruptedError(
                forKey: .intervalSeconds, in: container,
                debugDescription: "expected a positive number of seconds below 1e9, found \(seconds)")
        }
        try self.init(interval: .milliseconds(Int64((seconds * 1000).rounded())))
    }

    /// Encodes `{"intervalSeconds": n}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let parts = interval.components
        try container.encode(Double(parts.seconds) + Double(parts.attoseconds) / 1e18, forKey: .intervalSeconds)
    }
}
