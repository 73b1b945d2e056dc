import AccessibilityTree
import Foundation

/// A way to write a ``Transcript`` down, keyed by an identifier ("text", "json"), so reporters
/// and the command line pick one by name.
public struct TranscriptRenderer: Sendable {
    /// The renderer's name.
    public var identifier: String
    /// Writes the transcript.
    public var render: @Sendable (Transcript) throws -> String

    /// Creates a renderer.
    public init(identifier: String, render: @escaping @Sendable (Transcript) throws -> String) {
        self.identifier = identifier
        self.render = render
    }

    /// One numbered block per step:
    /// ```
    /// 1. swipe right -> volume: Volume (Adjustable)
    ///    speech: Volume, 50%, Adjustable
    ///    hint: Swipe up or down with one finger to adjust the value.
    /// ```
    /// followed by `sounds:`, `announcement:`, `performed:` and `inference:` lines when there are any.
    public static let text = TranscriptRenderer(identifier: "text") { transcript in
        var lines: [String] = []
        for (offset, step) in transcript.steps.enumerated() {
            var heading = "\(offset + 1). \(step.gesture)"
            if let element = step.element {
                heading += " -> \(element)"
                if let description = step.elementDescription { heading += ": \(description)" }
                if step.isOffScreen { heading += " (off screen)" }
            }
            lines.append(heading)
            if !step.speech.isEmpty { lines.append("   speech: \(step.speech)") }
            if let hint = step.hint { lines.append("   hint: \(hint)") }
            if !step.sounds.isEmpty { lines.append("   sounds: \(step.sounds.joined(separator: ", "))") }
            for announcement in step.announcements { lines.append("   announcement: \(announcement)") }
            for action in step.performed { lines.append("   performed: \(action)") }
            for inference in step.inferences { lines.append("   inference: \(inference)") }
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// The transcript as JSON, pretty-printed with sorted keys:
    /// `{"reader": "voiceover", "steps": [{"gesture", "element", "speech", "hint", "sounds"}]}`
    /// (see ``Transcript`` for the step shape).
    public static let json = TranscriptRenderer(identifier: "json") { transcript in
        // Written directly in JSONEncoder's layout (PrettyJSONWriter): encoding a big screen's
        // thousands of steps through JSONEncoder was about a tenth of `speak`'s time.
        var writer = PrettyJSONWriter(capacity: 160 * (transcript.steps.count + 1))
        writer.write(transcript)
        writer.append(UInt8(ascii: "\n"))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The transcript encoded by `JSONEncoder`, as ``json`` writes it byte for byte without it.
    static func encoded(_ transcript: Transcript) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(transcript)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Every built-in renderer.
    public static let all: [TranscriptRenderer] = [.text, .json]

    /// The built-in renderer with the identifier, or `nil`.
    public static func named(_ identifier: String) -> TranscriptRenderer? {
        all.first { $0.identifier == identifier }
    }
}
