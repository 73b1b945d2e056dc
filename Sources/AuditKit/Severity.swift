/// How much a finding matters, from least to most.
///
/// Ordered `info < warning < error`, so a fail threshold can compare with `>=`.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Worth knowing; not a barrier on its own.
    case info
    /// Likely to confuse or slow a screen-reader user.
    case warning
    /// Blocks or misleads a screen-reader user.
    case error

    var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The severity `steps` levels lower, never below ``info``.
    func lowered(by steps: Int) -> Severity {
        let rank = max(0, self.rank - max(0, steps))
        return Severity.allCases.first { $0.rank == rank } ?? .info
    }

    /// The SARIF 2.1.0 `level` for this severity: `error`, `warning` or `note` (SARIF has no "info").
    public var sarifLevel: String {
        switch self {
        case .info: "note"
        case .warning: "warning"
        case .error: "error"
        }
    }
}
