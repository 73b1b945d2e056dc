/// What happened, step by step, while a screen reader was used: each gesture (or wait, or posted
/// notification), where focus was afterwards, what was said, the hint, sounds and announcements.
///
/// Encodes each step as `{"gesture": "...", "element": "..." or null, "speech": "...",
/// "hint": "..." or null, "sounds": [...]}`, plus `"announcements": [...]` only when there were
/// any, `"offScreen": true` only for a stop that was off screen, and `"inferences": [...]` only
/// when a word fell back to English. The element's short description is shown by the text renderer only and is not encoded
/// (decision: the JSON shape is fixed; the description can be recomputed from the screen).
public struct Transcript: Sendable, Hashable, Codable {
    /// The screen reader that produced the steps.
    public var reader: ScreenReader
    /// The steps in order.
    public var steps: [Step]

    /// Creates a transcript.
    public init(reader: ScreenReader, steps: [Step] = []) {
        self.reader = reader
        self.steps = steps
    }

    /// Renders the transcript with the renderer ("text", "json").
    public func rendered(_ renderer: TranscriptRenderer = .text) throws -> String {
        try renderer.render(self)
    }

    /// One step of a transcript.
    public struct Step: Sendable, Hashable, Codable {
        /// The gesture's name ("swipe right", "wait 2.0 seconds", "notification").
        public var gesture: String
        /// The focused element's identity after the step.
        public var element: String?
        /// A short description of the focused element ("Volume (Adjustable)"); not encoded.
        public var elementDescription: String?
        /// What was spoken, hint and announcements excluded, in the transcript's style.
        public var speech: String
        /// The hint, or `nil`.
        public var hint: String?
        /// The sounds' names ("boundary", "screenChanged").
        public var sounds: [String]
        /// Text announced without moving focus.
        public var announcements: [String]
        /// The app actions the step performed, as `action element` ("activate s3"): what a double
        /// tap or a custom action did, which speech alone does not show.
        public var performed: [String]
        /// Whether the focused element was off screen (the reader scrolled to reach it).
        public var isOffScreen: Bool
        /// The inferences of the step's speech and hint (``Utterance/inferences``): words spoken in
        /// English because no public source gives them in the screen's language.
        public var inferences: [String] = []

        /// Creates a step.
        public init(
            gesture: String, element: String?, elementDescription: String? = nil, speech: String, hint: String?,
            sounds: [String] = [], announcements: [String] = [], performed: [String] = [], isOffScreen: Bool = false
        ) {
            self.gesture = gesture
            self.element = element
            self.elementDescription = elementDescription
            self.speech = speech
            self.hint = hint
            self.sounds = sounds
            self.announcements = announcements
            self.performed = performed
            self.isOffScreen = isOffScreen
        }

        private enum CodingKeys: String, CodingKey {
            case gesture, element, speech, hint, sounds, announcements, performed, inferences
            case isOffScreen = "offScreen"
        }

        /// Decodes a step; `announcements` and `performed` may be missing.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            gesture = try c.decode(String.self, forKey: .gesture)
            element = try c.decodeIfPresent(String.self, forKey: .element)
            elementDescription = nil
            speech = try c.decode(String.self, forKey: .speech)
            hint = try c.decodeIfPresent(String.self, forKey: .hint)
            sounds = try c.decode([String].self, forKey: .sounds)
            announcements = try c.decodeIfPresent([String].self, forKey: .announcements) ?? []
            performed = try c.decodeIfPresent([String].self, forKey: .performed) ?? []
            isOffScreen = try c.decodeIfPresent(Bool.self, forKey: .isOffScreen) ?? false
            inferences = try c.decodeIfPresent([String].self, forKey: .inferences) ?? []
        }

        /// Encodes the step in the fixed shape; `element` and `hint` are written as null when absent.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(gesture, forKey: .gesture)
            if let element { try c.encode(element, forKey: .element) } else { try c.encodeNil(forKey: .element) }
            try c.encode(speech, forKey: .speech)
            if let hint { try c.encode(hint, forKey: .hint) } else { try c.encodeNil(forKey: .hint) }
            try c.encode(sounds, forKey: .sounds)
            if !announcements.isEmpty { try c.encode(announcements, forKey: .announcements) }
            if !performed.isEmpty { try c.encode(performed, forKey: .performed) }
            if isOffScreen { try c.encode(true, forKey: .isOffScreen) }
            if !inferences.isEmpty { try c.encode(inferences, forKey: .inferences) }
        }
    }
}
