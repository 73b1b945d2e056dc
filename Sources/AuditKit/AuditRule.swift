import AccessibilityTree

/// One audit rule: a check with its identity, rationale and examples (SwiftLint's shape).
///
/// Each rule lives in its own file under `Rules/` and is listed in ``RuleRegistry``.
public protocol AuditRule: Sendable {
    /// The stable identifier used in configuration and reports (`carousel-skip-cost`).
    var identifier: String { get }
    /// A short human name ("Carousel skip cost").
    var name: String { get }
    /// Why the rule exists, naming the WCAG success criterion or seed it comes from.
    var rationale: String { get }
    /// The severity of its findings unless the configuration overrides it.
    var defaultSeverity: Severity { get }
    /// The platforms whose screens the rule checks.
    var platforms: Set<Platform> { get }
    /// A page explaining the underlying requirement, when there is one.
    var helpURI: String? { get }
    /// Screens on which the rule must report at least one finding.
    var triggeringExamples: [RuleExample] { get }
    /// Screens on which the rule must report nothing.
    var nonTriggeringExamples: [RuleExample] { get }
    /// The rule's findings on the context's screen, at the default severity.
    func check(_ context: AuditContext) -> [Finding]
}

extension AuditRule {
    /// No help page by default.
    public var helpURI: String? { nil }

    /// The rule's metadata as a value reporters can keep.
    public var descriptor: RuleDescriptor {
        RuleDescriptor(
            identifier: identifier, name: name, rationale: rationale,
            defaultSeverity: defaultSeverity, platforms: platforms, helpURI: helpURI)
    }
}
