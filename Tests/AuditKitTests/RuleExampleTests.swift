import AccessibilityTree
import Testing

@testable import AuditKit

/// Runs every registered rule's examples: the engine test SwiftLint's design calls for.
@Suite struct RuleExampleTests {
    @Test(arguments: RuleRegistry.identifiers)
    func triggeringExamplesProduceFindingsOfTheRule(identifier: String) throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: identifier))
        for example in rule.triggeringExamples {
            let context = AuditContext(screen: example.screen)
            let findings = rule.check(context)
            #expect(!findings.isEmpty, "\(identifier): \(example.summary) should trigger")
            #expect(findings.allSatisfy { $0.rule == identifier }, "\(identifier): \(example.summary)")
            // A rule may lower a finding (a target a larger clickable ancestor may serve), never raise it.
            #expect(findings.allSatisfy { $0.severity <= rule.defaultSeverity })
            #expect(findings.allSatisfy { !$0.message.isEmpty })
            // Every triggering example marks where its findings land, so the test compares places.
            #expect(!example.landsOn.isEmpty, "\(identifier): \(example.summary) marks no element (landsOn)")
            if !example.landsOn.isEmpty {
                #expect(
                    findings.map { $0.element?.id } == example.landsOn.map { Optional($0) },
                    "\(identifier): \(example.summary) lands on \(findings.map { $0.element?.id.rawValue ?? "screen" })"
                )
            }
        }
    }

    @Test(arguments: RuleRegistry.identifiers)
    func nonTriggeringExamplesProduceNoFindings(identifier: String) throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: identifier))
        for example in rule.nonTriggeringExamples {
            let context = AuditContext(screen: example.screen)
            let findings = rule.check(context)
            #expect(
                findings.isEmpty, "\(identifier): \(example.summary) should not trigger: \(findings.map(\.message))")
        }
    }

    @Test(arguments: RuleRegistry.identifiers)
    func examplesOnlyUsePlatformsTheRuleChecks(identifier: String) throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: identifier))
        for example in rule.triggeringExamples + rule.nonTriggeringExamples {
            #expect(rule.platforms.contains(example.screen.platform), "\(identifier): \(example.summary)")
        }
    }
}
