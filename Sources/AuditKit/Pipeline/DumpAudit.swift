/// What auditing one dump gave: its findings and what the caller kept of it, or why it could not
/// be read.
public struct DumpAudit<Summary: Sendable>: Sendable {
    /// The outcome of one dump.
    public enum Outcome: Sendable {
        /// The dump was read and audited.
        case audited(findings: [Finding], app: String, summary: Summary)
        /// The dump could not be read (or its components not made); nothing was audited.
        case unreadable(UnreadableDump)
    }

    /// The dump's name (``DumpSource/name``).
    public var file: String
    /// What happened.
    public var outcome: Outcome

    /// Creates a result.
    public init(file: String, outcome: Outcome) {
        self.file = file
        self.outcome = outcome
    }

    /// The findings, or none for an unreadable dump.
    public var findings: [Finding] {
        if case .audited(let findings, _, _) = outcome { return findings }
        return []
    }

    /// Why the dump could not be read, or `nil`.
    public var unreadable: UnreadableDump? {
        if case .unreadable(let problem) = outcome { return problem }
        return nil
    }
}
