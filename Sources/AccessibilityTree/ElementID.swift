/// A stable identity for an element within one screen.
///
/// Imported dumps use the element's path of child indices ("0.2.1"); components name their
/// elements ("related.carousel"). Identities are compared as strings.
public struct ElementID: Sendable, Hashable, Codable, Comparable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The identity's text.
    public var rawValue: String

    /// Creates an identity from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an identity from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Creates an identity from a path of child indices, joined with dots.
    public init(path: [Int]) { self.rawValue = path.map(String.init).joined(separator: ".") }

    /// Decodes an identity from a bare JSON string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the identity as a bare JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The identity's text.
    public var description: String { rawValue }

    /// Orders identities by their text, so sorted output is stable.
    public static func < (lhs: ElementID, rhs: ElementID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Where an element was read from: a file and a 1-based line and column.
public struct DumpLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file's path as the user gave it.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a source location.
    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers and editors link to.
    public var description: String { "\(file):\(line):\(column)" }
}
