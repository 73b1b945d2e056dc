/// Why a configuration file was rejected; each case names the file, and the line when known.
public enum AuditConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The text does not parse, or a value has the wrong type or an unknown key.
    case malformed(file: String, line: Int?, column: Int?, reason: String)
    /// The configuration names a rule that does not exist.
    case unknownRule(file: String, line: Int?, rule: String, known: [String])

    /// `file:line: message`, the form compilers and editors link to.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot read the configuration: \(reason)"
        case .malformed(let file, let line, let column, let reason):
            return "\(Self.location(file, line, column)): malformed configuration: \(reason)"
        case .unknownRule(let file, let line, let rule, let known):
            return "\(Self.location(file, line, nil)): unknown rule '\(rule)'; known rules: "
                + known.joined(separator: ", ")
        }
    }

    private static func location(_ file: String, _ line: Int?, _ column: Int?) -> String {
        guard let line else { return file }
        guard let column else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }
}
