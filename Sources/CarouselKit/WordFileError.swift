/// A word file that cannot be used: which file, which key, and what was expected.
public struct WordFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's name ("de.json") or path.
    public var file: String
    /// The key at fault ("words.pause", "star.few"), or `nil` for the file as a whole.
    public var key: String?
    /// What is wrong, as a phrase ("expected text, found a list").
    public var problem: String

    /// Creates an error.
    public init(file: String, key: String?, problem: String) {
        self.file = file
        self.key = key
        self.problem = problem
    }

    /// "de.json: key 'pause': expected text or an object of plural forms, found a list".
    public var description: String {
        if let key { return "\(file): key '\(key)': \(problem)" }
        return "\(file): \(problem)"
    }
}
