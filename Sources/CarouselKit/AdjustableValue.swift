import AccessibilityTree

/// A control whose value the user changes by a step with swipe up/down (seed 004): a slider, a star
/// rating, a playback position, an index.
///
/// Its label says what the value means ("Volume"); its value is formatted for the domain ("50%").
/// Incrementing or decrementing moves by ``step`` from the range's lower bound, clamped to
/// ``range``. When the spoken value does not change, the effect is `.boundary`: VoiceOver compares
/// the value's text and plays its boundary sound, with nothing spoken (seed 004). At a limit nothing
/// changes; a step too small to change the spoken text ("50%" to "50%") still moves the value, so
/// the next swipes reach a new text instead of sticking.
///
/// JSON shape: `{"id":"volume","label":"Volume","lowerBound":0,"upperBound":1,"step":0.1,
/// "value":0.5,"format":{"percent":{}},"hint":null,"language":"en"}` (`hint` and `language` optional).
public struct AdjustableValue: AccessibilityComponent, Hashable {
    /// The identity of the control's element.
    public let id: ElementID
    /// What the value means ("Volume", "Rating").
    public var label: String
    /// The allowed values.
    public let range: ClosedRange<Double>
    /// The change of one swipe.
    public let step: Double
    /// The current value, always within ``range``.
    public private(set) var value: Double
    /// How the value is spoken.
    public var format: AdjustableValueFormat
    /// An optional hint spoken before VoiceOver's own adjustable hint.
    public var hint: String?
    /// The words to speak.
    public var strings: CarouselStrings

    /// Creates an adjustable value; a `value` outside the range is clamped into it.
    ///
    /// - Throws: ``CarouselKitError/invalidStep(_:)`` unless `step` is positive and finite;
    ///   ``CarouselKitError/invalidRange(lower:upper:)`` unless both bounds are finite.
    public init(
        id: ElementID, label: String, range: ClosedRange<Double>, step: Double, value: Double,
        format: AdjustableValueFormat, hint: String? = nil, strings: CarouselStrings = .appPreferred
    ) throws {
        guard range.lowerBound.isFinite, range.upperBound.isFinite else {
            throw CarouselKitError.invalidRange(lower: range.lowerBound, upper: range.upperBound)
        }
        guard step.isFinite, step > 0 else { throw CarouselKitError.invalidStep(step) }
        self.id = id
        self.label = label
        self.range = range
        self.step = step
        self.value = value.isFinite ? Swift.min(Swift.max(value, range.lowerBound), range.upperBound) : range.lowerBound
        self.format = format
        self.hint = hint
        self.strings = strings
    }

    /// The spoken value ("50%", "3 stars").
    public var valueText: String { format.text(for: value, in: range, strings: strings) }

    /// Moves the value one step up. Returns `[.valueChanged(id)]`, or `[.boundary]` when the spoken
    /// value stays the same (at the upper limit, or a step finer than the format).
    public mutating func increment() -> [AccessibilityEffect] { adjust(by: 1) }

    /// Moves the value one step down. Returns `[.valueChanged(id)]`, or `[.boundary]` when the spoken
    /// value stays the same (at the lower limit, or a step finer than the format).
    public mutating func decrement() -> [AccessibilityEffect] { adjust(by: -1) }

    private mutating func adjust(by steps: Double) -> [AccessibilityEffect] {
        // Snap to the step grid from the lower bound so repeated steps never drift.
        let position = ((value - range.lowerBound) / step).rounded()
        let proposed = range.lowerBound + (position + steps) * step
        let next = Swift.min(Swift.max(proposed, range.lowerBound), range.upperBound)
        let before = valueText
        value = next
        return valueText == before ? [.boundary] : [.valueChanged(id)]
    }

    /// The adjustable element: label, formatted value, `.adjustable` trait; on Android the value is
    /// also the state description, which TalkBack speaks.
    public func accessibilityElement(for platform: Platform, frame: ScreenRect) -> AccessibilityElement {
        AccessibilityElement(
            id: id, label: label, value: valueText, hint: hint, traits: .adjustable, role: .slider,
            frame: frame, isAccessibilityElement: true, isFocusable: true,
            stateDescription: platform == .android ? valueText : nil)
    }

    /// Swipe up/down (or Android's scroll forward/backward) on the element adjusts the value.
    public mutating func handle(_ event: ComponentEvent) -> [AccessibilityEffect] {
        switch event {
        case .increment(let element) where element == id: return increment()
        case .decrement(let element) where element == id: return decrement()
        case .scroll(.forward, let element) where element == id: return increment()
        case .scroll(.backward, let element) where element == id: return decrement()
        default: return []
        }
    }
}

extension AdjustableValue: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, label, lowerBound, upperBound, step, value, format, hint, language
    }

    /// Decodes and validates an adjustable value; an unknown language is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let lower = try container.decode(Double.self, forKey: .lowerBound)
        let upper = try container.decode(Double.self, forKey: .upperBound)
        guard lower <= upper else {
            throw DecodingError.dataCorruptedError(
                forKey: .upperBound, in: container,
                debugDescription: "expected upperBound >= lowerBound (\(lower)), found \(upper)")
        }
        let language = try container.decodeIfPresent(String.self, forKey: .language) ?? "en"
        guard let strings = CarouselStrings.forLanguage(language) else {
            throw DecodingError.dataCorruptedError(
                forKey: .language, in: container,
                debugDescription: "expected a known language code, found '\(language)'")
        }
        do {
            try self.init(
                id: container.decode(ElementID.self, forKey: .id),
                label: container.decode(String.self, forKey: .label),
                range: lower...upper,
                step: container.decode(Double.self, forKey: .step),
                value: container.decode(Double.self, forKey: .value),
                format: container.decode(AdjustableValueFormat.self, forKey: .format),
                hint: container.decodeIfPresent(String.self, forKey: .hint),
                strings: strings)
        } catch let error as CarouselKitError {
            throw DecodingError.dataCorruptedError(
                forKey: .step, in: container, debugDescription: error.description)
        }
    }

    /// Encodes the shape ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(label, forKey: .label)
        try container.encode(range.lowerBound, forKey: .lowerBound)
        try container.encode(range.upperBound, forKey: .upperBound)
        try container.encode(step, forKey: .step)
        try container.encode(value, forKey: .value)
        try container.encode(format, forKey: .format)
        try container.encodeIfPresent(hint, forKey: .hint)
        try container.encode(strings.language, forKey: .language)
    }
}
