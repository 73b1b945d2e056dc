/// One thing a screen reader says, kept as structured parts so it can be rendered in several
/// punctuation styles and asserted on part by part.
///
/// A focused element's speech and its hint are two utterances: real screen readers speak the
/// hint after a pause, and users can turn hints off.
public struct Utterance: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The parts in spoken order; empty parts are never stored.
    public private(set) var parts: [Part]
    /// What the simulator inferred rather than knew while composing the words, such as a word
    /// spoken in English because no public source gives the reader's word in the screen's
    /// language. Not spoken; encoded only when there are any.
    public private(set) var inferences: [String] = []

    /// Creates an utterance from parts, dropping parts whose text is empty.
    public init(_ parts: [Part] = []) {
        self.parts = parts.filter { !$0.text.isEmpty }
    }

    /// Whether nothing would be spoken.
    public var isEmpty: Bool { parts.isEmpty }

    /// Appends a part unless its text is empty.
    public mutating func append(_ kind: Part.Kind, _ text: String?) {
        guard let text, !text.isEmpty else { return }
        parts.append(Part(kind, text))
    }

    /// Inserts a part at a position unless its text is empty.
    mutating func insert(_ kind: Part.Kind, _ text: String, at position: Int) {
        guard !text.isEmpty else { return }
        parts.insert(Part(kind, text), at: position)
    }

    /// Appends the parts (and inferences) of another utterance.
    public mutating func append(contentsOf other: Utterance) {
        parts.append(contentsOf: other.parts)
        for inference in other.inferences { note(inference) }
    }

    /// Records an inference once.
    public mutating func note(_ inference: String) {
        if !inferences.contains(inference) { inferences.append(inference) }
    }

    private enum CodingKeys: String, CodingKey { case parts, inferences }

    /// Decodes an utterance; `inferences` may be missing.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        parts = try c.decode([Part].self, forKey: .parts)
        inferences = try c.decodeIfPresent([String].self, forKey: .inferences) ?? []
    }

    /// Encodes the parts, and the inferences when there are any.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(parts, forKey: .parts)
        if !inferences.isEmpty { try c.encode(inferences, forKey: .inferences) }
    }

    /// The texts of the parts with the kind, in order.
    public func texts(of kind: Part.Kind) -> [String] {
        parts.filter { $0.kind == kind }.map(\.text)
    }

    /// The utterance in the caption-panel style (``SpeechStyle/commas``).
    public var description: String { SpeechStyle.commas.render(self) }

    /// A piece of an utterance and what it is.
    public struct Part: Sendable, Hashable, Codable {
        /// What a part of an utterance is.
        public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
            /// The element's name.
            case label
            /// The element's value ("50%").
            case value
            /// A role or trait word ("Button", "Adjustable", "Check box").
            case trait
            /// A state word ("Selected", "Dimmed", "not checked", "On").
            case state
            /// A position in a series ("2 of 5", "Row 2, Column 1", "Page 2 of 8").
            case position
            /// Where focus is ("List Start", "In list, 10 items", "Actions").
            case context
            /// Usage guidance spoken after a pause.
            case hint
        }

        /// What the part is.
        public var kind: Kind
        /// The words.
        public var text: String

        /// Creates a part.
        public init(_ kind: Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }
    }
}
