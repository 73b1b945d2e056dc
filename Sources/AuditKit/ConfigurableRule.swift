/// A rule whose behaviour the configuration tunes beyond severity (`touch-target-size`'s sizes
/// and exceptions). ``Auditor`` runs the configured copy.
public protocol ConfigurableRule: AuditRule {
    /// The rule as the configuration sets it up.
    func configured(by configuration: AuditConfiguration) -> Self
}
