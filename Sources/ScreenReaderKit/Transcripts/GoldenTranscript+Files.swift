import Foundation

/// Golden transcript files: the one implementation of recording and verifying them, used by
/// `carousel-a11y speak --record/--verify` and CarouselTesting's `expectTranscript(matchesFile:)`.
extension GoldenTranscript {
    /// How a transcript compares with a recorded file.
    public enum Comparison: Sendable, Hashable {
        /// The file holds this transcript's text.
        case matches
        /// The file holds another transcript: a unified diff from the file to this one.
        case differs(diff: String)
        /// There is no file at the path (or it cannot be read).
        case missing
    }

    /// A golden file that cannot be written.
    public struct WriteError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The file's path.
        public var path: String
        /// The system's reason.
        public var reason: String

        /// `path: cannot be written: reason`.
        public var description: String { "\(path): cannot be written: \(reason)" }
    }

    /// Writes the transcript's text (``text(of:)``) to `path`, creating its folder.
    ///
    /// - Throws: ``WriteError`` when the folder or file cannot be written.
    /// - Complexity: O(n) in the transcript's size.
    public static func record(_ transcript: Transcript, to path: String) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text(of: transcript).utf8).write(to: url, options: .atomic)
        } catch {
            throw WriteError(path: path, reason: error.localizedDescription)
        }
    }

    /// Compares the transcript with the file recorded at `path`.
    ///
    /// - Parameter actualName: what the diff calls this run ("this run", "home.xml (now)").
    /// - Complexity: O(n × m) in the two line counts when they differ (``unifiedDiff(expected:actual:expectedName:actualName:)``).
    public static func compare(
        _ transcript: Transcript, withFileAt path: String, actualName: String = "this run"
    ) -> Comparison {
        guard let data = FileManager.default.contents(atPath: path) else { return .missing }
        let recorded = String(decoding: data, as: UTF8.self)
        guard
            let diff = unifiedDiff(
                expected: recorded, actual: text(of: transcript), expectedName: path, actualName: actualName)
        else { return .matches }
        return .differs(diff: diff)
    }
}
