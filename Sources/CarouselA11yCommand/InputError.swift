/// Bad input to a command, with the place it was found: printed as one line per problem (several
/// when an audit finds several bad files), exit status 2.
public struct InputError: Error, CustomStringConvertible, Sendable {
    /// The line printed after `error: `, usually `file:line:column: problem`.
    public var description: String

    /// Creates an error from the line to print.
    public init(_ description: String) { self.description = description }
}
