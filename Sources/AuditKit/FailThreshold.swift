/// The `--fail-on` setting: the least severity that makes an audit fail.
public enum FailThreshold: String, Sendable, Hashable, Codable, CaseIterable {
    /// Fail on errors.
    case error
    /// Fail on warnings or errors.
    case warning
    /// Fail on any finding.
    case info
    /// Never fail.
    case never

    /// The least severity that fails, or `nil` for ``never``.
    public var minimumSeverity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .info: .info
        case .never: nil
        }
    }

    /// Whether any finding is at or above the threshold.
    ///
    /// - Complexity: O(n) in the number of findings.
    public func isExceeded(by findings: [Finding]) -> Bool {
        guard let minimum = minimumSeverity else { return false }
        return findings.contains { $0.severity >= minimum }
    }

    /// The process exit code for the findings: 1 when the threshold is exceeded, else 0.
    ///
    /// - Complexity: O(n) in the number of findings.
    public func exitCode(for findings: [Finding]) -> Int32 {
        isExceeded(by: findings) ? 1 : 0
    }
}
