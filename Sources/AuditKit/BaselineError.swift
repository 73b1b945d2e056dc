/// A baseline file that cannot be read.
public struct BaselineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file): bad baseline: \(reason)" }
}
