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
        let text = GoldenTranscript.text(of: transcript)
        guard !record, let data = FileManager.default.contents(atPath: path) else {
            let url = URL(fileURLWithPath: path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                return check(
                    "expectTranscript", false, expected: "a transcript file at \(path)",
                    actual: "it cannot be written: \(error.localizedDescription)", location)
            }
            return check(
                "expectTranscript", false, expected: "a recorded transcript at \(path)",
                actual: "none; recorded this run's, check it and run again", location)
        }
        let recorded = String(decoding: data, as: UTF8.self)
        let diff = GoldenTranscript.unifiedDiff(
            expected: recorded, actual: text, expectedName: path, actualName: "this run")
        return check(
            "expectTranscript", diff == nil, expected: "the transcript in \(path)", actual: diff ?? "", location)
    }
}
