import AccessibilityTree

/// A rule's metadata without its check: what reporters print (SARIF's `rules`, JUnit's test cases).
public struct RuleDescriptor: Sendable, Hashable, Codable {
    /// The rule's identifier.
    public var identifier: String
    /// The rule's short name.
    public var name: String
    /// Why the rule exists.
    public var rationale: String
    /// The rule's default severity.
    public var defaultSeverity: Severity
    /// The platforms the rule checks.
    public var platforms: Set<Platform>
    /// A page explaining the requirement, when there is one.
    public var helpURI: String?

    /// Creates a descriptor.
    public init(
        identifier: String, name: String, rationale: String, defaultSeverity: Severity,
        platforms: Set<Platform>, helpURI: String? = nil
    ) {
        self.identifier = identifier
        self.name = name
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.platforms = platforms
        self.helpURI = helpURI
    }
}
