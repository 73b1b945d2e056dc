import AccessibilityTree
import ScreenReaderKit

extension ScreenReaderSession {
    /// Expects the most recent step's speech (hint and announcements excluded), written in the
    /// session's style, to be exactly `expected`.
    ///
    /// - Returns: whether it held; a failure is reported with the transcript so far.
    @discardableResult
    public func expectSpeech(
        _ expected: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let outcome = lastOutcome else { return failBeforeFirstStep("expectSpeech", quoted(expected), location) }
        let actual = outcome.spokenText(style)
        return check("expectSpeech", actual == expected, expected: quoted(expected), actual: quoted(actual), location)
    }

    /// Expects the most recent step's hint to be exactly `expected` (`nil`: no hint).
    @discardableResult
    public func expectHint(
        _ expected: String?, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let written = expected.map(quoted) ?? "no hint"
        guard let outcome = lastOutcome else { return failBeforeFirstStep("expectHint", written, location) }
        let actual = outcome.hint.map(style.render)
        return check(
            "expectHint", actual == expected, expected: written, actual: actual.map(quoted) ?? "no hint", location)
    }

    /// Expects the most recent step's speech followed by its hint, written as one line the way
    /// the seeds quote them (``ScreenReaderKit/SpeechStyle/line(_:hint:terminator:)``): with the
    /// periods style, "Volume. 50%. Adjustable. Swipe up or down with one finger to adjust the value".
    @discardableResult
    public func expectSpokenLine(
        _ expected: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let outcome = lastOutcome else {
            return failBeforeFirstStep("expectSpokenLine", quoted(expected), location)
        }
        var speech = Utterance()
        for utterance in outcome.speech { speech.append(contentsOf: utterance) }
        let actual = style.line(speech, hint: outcome.hint)
        return check(
            "expectSpokenLine", actual == expected, expected: quoted(expected), actual: quoted(actual), location)
    }

    /// Expects the most recent step to have announced exactly this text, and nothing else.
    @discardableResult
    public func expectAnnouncement(
        _ expected: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let outcome = lastOutcome else {
            return failBeforeFirstStep("expectAnnouncement", list([expected]), location)
        }
        return check(
            "expectAnnouncement", outcome.announcements == [expected], expected: list([expected]),
            actual: list(outcome.announcements), location)
    }

    /// Expects the most recent step to have spoken and announced nothing (sounds are allowed).
    @discardableResult
    public func expectNothingSpoken(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let outcome = lastOutcome else { return failBeforeFirstStep("expectNothingSpoken", "silence", location) }
        let silent = outcome.speech.allSatisfy(\.isEmpty) && outcome.announcements.isEmpty
        return check("expectNothingSpoken", silent, expected: "silence", actual: summary(of: outcome), location)
    }

    /// Expects the most recent step to have hit a limit: the boundary sound, and nothing spoken
    /// (seed 004: at the maximum VoiceOver plays a "dong" and says nothing new).
    @discardableResult
    public func expectBoundary(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let expected = "the boundary sound and nothing spoken"
        guard let outcome = lastOutcome else { return failBeforeFirstStep("expectBoundary", expected, location) }
        let holds =
            outcome.sounds.contains(.boundary) && outcome.speech.allSatisfy(\.isEmpty) && outcome.announcements.isEmpty
        return check("expectBoundary", holds, expected: expected, actual: summary(of: outcome), location)
    }

    /// Expects focus to be on the element now.
    @discardableResult
    public func expectFocus(
        on id: ElementID, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let actual = simulator.focus.map { "focus on \($0)" } ?? "no focus"
        return check("expectFocus", simulator.focus == id, expected: "focus on \(id)", actual: actual, location)
    }

    /// Expects the speech of the last `expected.count` steps, oldest first, to be exactly these
    /// texts (a step that spoke nothing is ""), in the session's style.
    ///
    /// - Complexity: O(k) in the number of texts.
    @discardableResult
    public func expectSpokenSequence(
        _ expected: [String], fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let actual = simulator.transcript.steps.suffix(expected.count).map(\.speech)
        return check(
            "expectSpokenSequence", actual == expected, expected: list(expected), actual: list(actual), location)
    }

    /// Expects a user to get past the container (a carousel's root element) with at most this
    /// many swipes right, counted from landing on it (`ScreenReaderSimulator.swipesToPass(container:)`).
    /// The session's state is not changed.
    ///
    /// - Complexity: O(k·depth) for k swipes.
    @discardableResult
    public func expectSwipesToPass(
        container: ElementID, atMost limit: Int, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let expected = "at most \(swipes(limit)) to pass \(container)"
        guard let count = simulator.swipesToPass(container: container) else {
            return check(
                "expectSwipesToPass", false, expected: expected,
                actual: "\(container) is not in the swipe order or nothing follows it", location)
        }
        return check("expectSwipesToPass", count <= limit, expected: expected, actual: swipes(count), location)
    }

    // MARK: - Reporting

    /// Reports a failure unless the condition holds; returns the condition.
    func check(_ name: String, _ holds: Bool, expected: String, actual: String, _ location: FailureLocation) -> Bool {
        guard !holds else { return true }
        reporter.record(
            ExpectationFailure(
                expectation: name, expected: expected, actual: actual, transcript: transcriptText, reader: reader,
                stepCount: simulator.transcript.steps.count, location: location, attachments: attachmentsForFailure()))
        return false
    }

    func failBeforeFirstStep(_ name: String, _ expected: String, _ location: FailureLocation) -> Bool {
        check(name, false, expected: expected, actual: "no step performed yet", location)
    }

    func quoted(_ text: String) -> String { "\"\(text)\"" }

    func list(_ texts: [String]) -> String { "[" + texts.map(quoted).joined(separator: ", ") + "]" }

    func swipes(_ count: Int) -> String { count == 1 ? "1 swipe" : "\(count) swipes" }

    /// What a step did, for messages: its speech, announcements and sounds.
    func summary(of outcome: GestureOutcome) -> String {
        var parts = ["speech " + quoted(outcome.spokenText(style))]
        if !outcome.announcements.isEmpty { parts.append("announcements " + list(outcome.announcements)) }
        parts.append(
            outcome.sounds.isEmpty ? "no sound" : "sounds " + outcome.sounds.map(\.rawValue).joined(separator: ", "))
        return parts.joined(separator: ", ")
    }
}
