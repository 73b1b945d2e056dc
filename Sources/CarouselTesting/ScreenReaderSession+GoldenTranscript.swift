import Foundation
import ScreenReaderKit

extension ScreenReaderSession {
    /// Expects the transcript so far to match the golden file at `path`, in the text
    /// `carousel-a11y speak --record` writes (``ScreenReaderKit/GoldenTranscript``).
    ///
    /// When the file does not exist yet, or `record` is true, the transcript is written there and
    /// the expectation fails once, so a new recording is looked at before it is checked in. A
    /// difference fails with a unified diff from the file to this run.
    ///
    /// - Returns: whether it held.
    @discardableResult
    public func expectTranscript(
        matchesFile path: String, record: Bool = false, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let comparison: GoldenTranscript.Comparison =
            record ? .missing : GoldenTranscript.compare(transcript, withFileAt: path)
        switch comparison {
        case .matches:
            return check("expectTranscript", true, expected: "the transcript in \(path)", actual: "", location)
        case .differs(let diff):
            return check("expectTranscript", false, expected: "the transcript in \(path)", actual: diff, location)
        case .missing:
            do {
                try GoldenTranscript.record(transcript, to: path)
            } catch {
                return check(
                    "expectTranscript", false, expected: "a transcript file at \(path)",
                    actual: "it cannot be written: \(error.reason)", location)
            }
            return check(
                "expectTranscript", false, expected: "a recorded transcript at \(path)",
                actual: "none; recorded this run's, check it and run again", location)
        }
    }
}
