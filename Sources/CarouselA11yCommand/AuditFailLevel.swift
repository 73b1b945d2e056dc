import ArgumentParser
import AuditKit

/// The `--fail-on` values of `audit`: the least severity that makes the exit status 1.
enum AuditFailLevel: String, ExpressibleByArgument, CaseIterable, Sendable {
    case error, warning, info, never

    /// The matching AuditKit threshold.
    var threshold: FailThreshold {
        switch self {
        case .error: .error
        case .warning: .warning
        case .info: .info
        case .never: .never
        }
    }
}
