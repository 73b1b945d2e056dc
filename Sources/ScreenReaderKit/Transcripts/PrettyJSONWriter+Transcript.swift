import AccessibilityTree

/// The JSON transcript, written with the members `Transcript`'s `Codable` conformance encodes
/// (`element` and `hint` as `null` when absent; `announcements`, `performed`, `offScreen` and
/// `inferences` only when they say something), in `.sortedKeys`' order. `TranscriptJSONTests`
/// checks it against `JSONEncoder`'s bytes.
extension PrettyJSONWriter {
    /// Writes a transcript.
    ///
    /// - Complexity: O(n) in the transcript's length.
    mutating func write(_ transcript: Transcript) {
        beginObject()
        key("reader")
        string(transcript.reader.rawValue)
        key("steps")
        beginArray()
        for step in transcript.steps {
            element()
            write(step)
        }
        endArray()
        endObject()
    }

    /// Writes one step.
    mutating func write(_ step: Transcript.Step) {
        beginObject()
        if !step.announcements.isEmpty {
            key("announcements")
            strings(step.announcements)
        }
        key("element")
        if let element = step.element { string(element) } else { null() }
        key("gesture")
        string(step.gesture)
        key("hint")
        if let hint = step.hint { string(hint) } else { null() }
        if !step.inferences.isEmpty {
            key("inferences")
            strings(step.inferences)
        }
        if step.isOffScreen {
            key("offScreen")
            boolean(true)
        }
        if !step.performed.isEmpty {
            key("performed")
            strings(step.performed)
        }
        key("sounds")
        strings(step.sounds)
        key("speech")
        string(step.speech)
        endObject()
    }

    /// Writes an array of strings.
    private mutating func strings(_ values: [String]) {
        beginArray()
        for value in values {
            element()
            string(value)
        }
        endArray()
    }
}
