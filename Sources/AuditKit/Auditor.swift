import AccessibilityTree
import ScreenReaderKit

/// Runs the audit rules over a screen and applies a configuration.
///
/// By default every screen is read by ScreenReaderKit's simulator for its platform (VoiceOver
/// for iOS, TalkBack for Android), built once per screen: it answers the rules' questions about
/// focus order, speech and the swipes it takes to pass a carousel.
public struct Auditor: Sendable {
    /// The rules that may run, in report order.
    public var rules: [any AuditRule]
    /// The carousel detector the rules' context uses.
    public var detector: CarouselDetector
    /// The language to audit every screen in (a BCP 47 tag, such as the CLI's `--language`);
    /// `nil` takes each screen's own (see ``AuditLanguage/resolve(for:given:)``).
    public var language: String?

    /// Creates an auditor; by default with every registered rule.
    public init(
        rules: [any AuditRule] = RuleRegistry.all, detector: CarouselDetector = CarouselDetector(),
        language: String? = nil
    ) {
        self.rules = rules
        self.detector = detector
        self.language = language
    }

    /// The findings on a static screen (such as an imported dump), measured with the simulator.
    ///
    /// - Parameters:
    ///   - screen: the screen to audit.
    ///   - file: the file to name in findings; defaults to the screen's source file.
    ///   - configuration: severities, disabled rules and suppressions.
    /// - Complexity: O(n log n) to build the simulator, plus O(r · n log n) for r rules and n elements.
    public func audit(
        _ screen: AccessibilityScreen, file: String? = nil, configuration: AuditConfiguration = AuditConfiguration()
    ) -> [Finding] {
        audit(LiveScreen(screen), file: file, configuration: configuration)
    }

    /// The findings on a screen with live components, such as this package's `Carousel`: the
    /// simulator resolves each component into the elements it shows and measures them.
    ///
    /// - Complexity: O(n log n) to build the simulator, plus O(r · n log n) for r rules and n elements.
    public func audit(
        _ liveScreen: LiveScreen, file: String? = nil, configuration: AuditConfiguration = AuditConfiguration()
    ) -> [Finding] {
        audit(
            AuditContext(liveScreen: liveScreen, file: file, detector: detector, language: language),
            configuration: configuration)
    }

    /// The findings in a prepared context (for a screen reader other than the default simulator):
    /// each enabled rule that applies to the screen's platform runs (a ``ConfigurableRule`` as the
    /// configuration sets it up), its findings take the configured severity (lowered as far as
    /// the rule lowered a finding below its default), and suppressed findings are dropped.
    ///
    /// - Complexity: O(r · n log n) for r rules and n elements.
    public func audit(_ context: AuditContext, configuration: AuditConfiguration = AuditConfiguration()) -> [Finding] {
        var findings: [Finding] = []
        for rule in enabledRules(for: context.platform, configuration: configuration) {
            let configured = (rule as? any ConfigurableRule)?.configured(by: configuration) ?? rule
            for var finding in configured.check(context) {
                // A rule may lower one finding below its own severity (a target that a larger
                // clickable ancestor may serve); the configured severity is lowered as far.
                let lowered = rule.defaultSeverity.rank - finding.severity.rank
                finding.severity = configuration.severity(of: rule.identifier, default: rule.defaultSeverity)
                    .lowered(by: lowered)
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
