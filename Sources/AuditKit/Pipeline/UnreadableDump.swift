/// A dump that could not be read or made into a screen, and why: reports name it beside the
/// findings of the dumps that could (text and JSON list it, SARIF as a tool execution
/// notification, JUnit as an `<error>` test case), so one bad file never hides a crawl's findings.
public struct UnreadableDump: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The dump's name: its path as given, or `<stdin>`.
    public var file: String
    /// What was wrong, in words ("no such file or directory", "the bytes are not valid UTF-8...").
    public var reason: String
    /// The line of the problem, when the importer found one.
    public var line: Int?
    /// The column of the problem, when the importer found one.
    public var column: Int?

    /// Creates the record of a bad dump.
    public init(file: String, reason: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.reason = reason
        self.line = line
        self.column = column
    }

    /// `file:line:column: reason`, or `file: reason` without a position.
    public var description: String {
        guard let line else { return "\(file): \(reason)" }
        return "\(file):\(line):\(column ?? 1): \(reason)"
    }
}
