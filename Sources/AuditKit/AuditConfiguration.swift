import AccessibilityTree

/// What to check and how seriously: per-rule severities, disabled rules, an `only` list, and
/// suppressed findings. Read from JSON or YAML (see ``load(from:file:format:knownRules:)``).
///
/// ```json
/// {
///   "only": ["carousel-skip-cost", "label-missing"],
///   "disabled": ["touch-target-size"],
///   "severity": { "label-in-name": "error" },
///   "suppress": [{ "rule": "label-missing", "element": "com.example:id/close" }]
/// }
/// ```
///
/// The same in `.carousel-a11y.yml`:
///
/// ```yaml
/// only: [carousel-skip-cost, label-missing]
/// disabled: [touch-target-size]
/// severity:
///   label-in-name: error
/// suppress:
///   - rule: label-missing
///     element: com.example:id/close
/// touch-target: {ios: 44, android: 48, exceptions: [inline, equivalent, user-agent]}
/// ```
public struct AuditConfiguration: Sendable, Hashable, Codable {
    /// Severities that replace rules' defaults, keyed by rule identifier.
    public var severities: [String: Severity]
    /// Rules that do not run.
    public var disabled: [String]
    /// When set, only these rules run (then ``disabled`` still removes rules from the list).
    public var only: [String]?
    /// Findings to drop.
    public var suppressions: [Suppression]
    /// How `touch-target-size` measures (sizes per platform, WCAG 2.5.8 exceptions).
    public var touchTarget: TouchTargetOptions

    /// A finding to drop: by rule (or any rule) and element.
    public struct Suppression: Sendable, Hashable, Codable {
        /// The rule whose findings are dropped; `nil` for every rule.
        public var rule: String?
        /// The element: its developer identifier (`accessibilityIdentifier`, `resource-id`) or
        /// its identity in the screen (the child-index path of an imported dump).
        public var element: String
        /// Why the finding is accepted, for the people who read the configuration.
        public var reason: String?

        /// Creates a suppression.
        public init(rule: String? = nil, element: String, reason: String? = nil) {
            self.rule = rule
            self.element = element
            self.reason = reason
        }

        /// Whether the suppression matches the finding.
        public func matches(_ finding: Finding) -> Bool {
            if let rule, rule != finding.rule { return false }
            guard let reference = finding.element else { return false }
            return reference.identifier == element || reference.id.rawValue == element
        }
    }

    /// Creates a configuration; the default runs every rule at its default severity.
    public init(
        severities: [String: Severity] = [:], disabled: [String] = [], only: [String]? = nil,
        suppressions: [Suppression] = [], touchTarget: TouchTargetOptions = TouchTargetOptions()
    ) {
        self.severities = severities
        self.disabled = disabled
        self.only = only
        self.suppressions = suppressions
        self.touchTarget = touchTarget
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case severities = "severity"
        case disabled, only
        case suppressions = "suppress"
        case touchTarget = "touch-target"
    }

    /// Decodes a configuration; every key may be left out, and an unknown key is an error (so a
    /// misspelt `"disable"` is not silently ignored).
    public init(from decoder: any Decoder) throws {
        try AnyCodingKey.rejectUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: CodingKeys.self)
        severities = try c.decodeIfPresent([String: Severity].self, forKey: .severities) ?? [:]
        disabled = try c.decodeIfPresent([String].self, forKey: .disabled) ?? []
        only = try c.decodeIfPresent([String].self, forKey: .only)
        suppressions = try c.decodeIfPresent([Suppression].self, forKey: .suppressions) ?? []
        touchTarget = try c.decodeIfPresent(TouchTargetOptions.self, forKey: .touchTarget) ?? TouchTargetOptions()
    }

    /// Every rule identifier the configuration names.
    public var mentionedRules: [String] {
        severities.keys.sorted() + disabled + (only ?? []) + suppressions.compactMap(\.rule)
    }

    /// Whether the rule runs.
    public func isEnabled(_ rule: String) -> Bool {
        if let only, !only.contains(rule) { return false }
        return !disabled.contains(rule)
    }

    /// The severity of the rule's findings.
    public func severity(of rule: String, default defaultSeverity: Severity) -> Severity {
        severities[rule] ?? defaultSeverity
    }

    /// Whether a suppression drops the finding.
    ///
    /// - Complexity: O(s) in the number of suppressions.
    public func isSuppressed(_ finding: Finding) -> Bool {
        suppressions.contains { $0.matches(finding) }
    }
}

/// A coding key for any string, to list the keys a JSON object has.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    /// Throws for the first key (in sorted order) of the object being decoded that is not in
    /// `known`, naming it and the keys expected, so a misspelt key is not silently ignored.
    static func rejectUnknownKeys(in decoder: any Decoder, known: [String]) throws {
        let keys = try decoder.container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
        if let unknown = keys.sorted().first(where: { !known.contains($0) }) {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [AnyCodingKey(unknown)],
                    debugDescription: "unknown key '\(unknown)'; expected one of: \(known.joined(separator: ", "))"))
        }
    }
}
