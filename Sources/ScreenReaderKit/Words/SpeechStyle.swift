/// How an ``Utterance`` is written down: speech has pauses, text needs punctuation.
///
/// VoiceOver's caption panel and TalkBack separate parts with commas ("Volume, 50%, Adjustable");
/// AccessibilitySnapshot writes each part as a sentence ("Volume. 50%. Adjustable.").
public struct SpeechStyle: Sendable, Hashable, Codable {
    /// Written between two parts.
    public var separator: String
    /// Written after the last part of a rendered utterance.
    public var terminator: String

    /// Creates a style.
    public init(separator: String, terminator: String) {
        self.separator = separator
        self.terminator = terminator
    }

    /// The caption panel's and TalkBack's style: "Volume, 50%, Adjustable".
    public static let commas = SpeechStyle(separator: ", ", terminator: "")
    /// AccessibilitySnapshot's style: "Volume. 50%. Adjustable.".
    public static let periods = SpeechStyle(separator: ". ", terminator: ".")

    /// The utterance's parts joined by ``separator``, then ``terminator``.
    ///
    /// With a period separator, a part's own final period is dropped so that a hint written as a
    /// sentence ("Double tap to edit.") does not produce "..". An empty utterance renders as "".
    ///
    /// - Complexity: O(n) in the length of the text.
    public func render(_ utterance: Utterance) -> String {
        let texts = utterance.parts.map { trimmed($0.text) }
        guard !texts.isEmpty else { return "" }
        return texts.joined(separator: separator) + terminator
    }

    /// A focus utterance and its hint written as one line, the way the seeds quote them:
    /// `SpeechStyle.periods.line(speech, hint: hint)` is
    /// "Volume. 50%. Adjustable. Swipe up or down with one finger to adjust the value".
    ///
    /// The seeds quote such lines without a final period, so `terminator` defaults to none;
    /// one seed (004, the unlabelled slider) ends its quote with a period: pass ".".
    public func line(_ speech: Utterance, hint: Utterance?, terminator: String = "") -> String {
        var all = speech
        if let hint { all.append(contentsOf: hint) }
        let texts = all.parts.map { trimmed($0.text) }
        guard !texts.isEmpty else { return "" }
        return texts.joined(separator: separator) + terminator
    }

    /// The text without a final period when the separator itself ends a sentence.
    private func trimmed(_ text: String) -> String {
        guard separator.hasPrefix("."), text.hasSuffix("."), !text.hasSuffix("..") else { return text }
        return String(text.dropLast())
    }
}
