/// Why a file could not be read as an accessibility screen, and where.
///
/// The ``description`` reads `<file>:<line>:<column>: <problem>`, the form compilers use, so
/// editors and CI logs link straight to the place. Every error the importer throws is one of
/// these; no input makes it trap.
public struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The broad reason, for code that reacts to errors (exit codes, tests).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The file could not be read from disk.
        case unreadable
        /// The file has no content (or only whitespace).
        case empty
        /// The bytes are not valid UTF-8.
        case invalidUTF8
        /// The file declares a DTD; the importer never processes one.
        case dtdNotSupported
        /// An entity other than the five predefined ones, or a bad character reference.
        case invalidEntity
        /// The file ends in the middle of the document.
        case truncated
        /// The XML or JSON is not well-formed.
        case malformed
        /// Content follows the end of the document (the root element or JSON value).
        case trailingContent
        /// A configured limit (``ImportLimits``) was exceeded.
        case limitExceeded
        /// Well-formed, but not any accessibility dump format the importer knows.
        case notADump
        /// A known format, but an attribute or key holds a value the format does not allow.
        case invalidValue
        /// A screen document of a format version this importer does not read.
        case unsupportedVersion
    }

    /// The file's path or name as the caller gave it.
    public var file: String
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column of the problem, in Unicode scalars.
    public var column: Int
    /// The broad reason.
    public var kind: Kind
    /// What is wrong, in one line, naming what was expected.
    public var problem: String

    /// Creates an import error.
    public init(file: String, line: Int, column: Int, kind: Kind, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.problem = problem
    }

    /// `file:line:column: problem`.
    public var description: String { "\(file):\(line):\(column): \(problem)" }
}
