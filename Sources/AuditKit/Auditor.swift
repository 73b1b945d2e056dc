import AccessibilityTree

/// Runs the audit rules over a screen and applies a configuration.
public struct Auditor: Sendable {
    /// The rules that may run, in report order.
    public var rules: [any AuditRule]
    /// The carousel detector the rules' context uses.
    public var detector: CarouselDetector

    /// Creates an auditor; by default with every registered rule.
    public init(rules: [any AuditRule] = RuleRegistry.all, detector: CarouselDetector = CarouselDetector()) {
        self.rules = rules
        self.detector = detector
    }

    /// The findings on the screen: each enabled rule that applies to the screen's platform runs,
    /// its findings take the configured severity, and suppressed findings are dropped.
    ///
    /// - Parameters:
    ///   - screen: the screen to audit.
    ///   - file: the file to name in findings; defaults to the screen's source file.
    ///   - configuration: severities, disabled rules and suppressions.
    ///   - swipeCounter: the simulator's swipe count; without one `carousel-skip-cost` reports nothing.
    ///   - speechProvider: the simulator's speech; without one findings carry an approximation.
    /// - Complexity: O(r · n log n) for r rules and n elements.
    public func audit(
        _ screen: AccessibilityScreen,
        file: String? = nil,
        configuration: AuditConfiguration = AuditConfiguration(),
        swipeCounter: (any SwipeCounting)? = nil,
        speechProvider: (any SpeechProviding)? = nil
    ) -> [Finding] {
        let context = AuditContext(
            screen: screen, file: file, swipeCounter: swipeCounter, speechProvider: speechProvider,
            detector: detector)
        var findings: [Finding] = []
        for rule in enabledRules(for: screen.platform, configuration: configuration) {
            for var finding in rule.check(context) {
                finding.severity = configuration.severity(of: rule.identifier, default: finding.severity)
                if !configuration.isSuppressed(finding) { findings.append(finding) }
            }
        }
        return findings
    }

    /// The rules that run on the platform under the configuration.
    public func enabledRules(for platform: Platform, configuration: AuditConfiguration) -> [any AuditRule] {
        rules.filter { $0.platforms.contains(platform) && configuration.isEnabled($0.identifier) }
    }

    /// The descriptors of the rules that run on any platform under the configuration, for an
    /// ``AuditReport``.
    public func ruleDescriptors(configuration: AuditConfiguration = AuditConfiguration()) -> [RuleDescriptor] {
        rules.filter { configuration.isEnabled($0.identifier) }.map(\.descriptor)
    }
}
