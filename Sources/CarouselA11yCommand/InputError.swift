import AuditKit

/// Bad input to a command, with the place it was found: printed as one line per problem (several
/// when an audit finds several bad files), exit status 2.
public struct InputError: Error, CustomStringConvertible, Sendable {
    /// The lines printed, each after `error: `; usually `file:line:column: problem`.
    public var problems: [String]

    /// The problems joined by a newline and `error: `, as printed after the first `error: `.
    public var description: String { problems.joined(separator: "\nerror: ") }

    /// Creates an error from the line to print. Control characters in it (a dump's value quoted
    /// in the problem may hold a newline or an escape sequence) are escaped, so it stays one line.
    public init(_ problem: String) { self.problems = [problem.escapingControlCharacters] }

    /// Creates an error of several problems, one line each.
    public init(problems: [String]) { self.problems = problems.map(\.escapingControlCharacters) }
}
