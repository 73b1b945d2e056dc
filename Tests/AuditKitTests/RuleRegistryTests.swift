import Foundation
import Testing

@testable import AuditKit

@Suite struct RuleRegistryTests {
    /// Every rule the auditor must have, by the identifiers the task fixes.
    static let expected = [
        "carousel-skip-cost", "carousel-card-role", "carousel-name", "carousel-position",
        "carousel-autoplay-pause", "label-missing", "label-in-name", "duplicate-speech",
        "label-contains-role", "touch-target-size", "adjustable-no-value",
    ]

    @Test func registryListsExactlyTheExpectedRules() {
        #expect(RuleRegistry.identifiers == Self.expected)
    }

    @Test func everyRuleHasExamplesOfBothKindsAndItsMetadata() {
        for rule in RuleRegistry.all {
            #expect(!rule.triggeringExamples.isEmpty, "\(rule.identifier) has no triggering example")
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.identifier) has no non-triggering example")
            #expect(!rule.name.isEmpty && !rule.rationale.isEmpty && !rule.platforms.isEmpty)
        }
    }

    @Test func everyRuleFileIsRegistered() throws {
        let rulesDirectory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/AuditKit/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: rulesDirectory.path)
            .filter { $0.hasSuffix(".swift") }
            .map { String($0.dropLast(".swift".count)) }
        let registered = RuleRegistry.all.map { String(describing: type(of: $0)) }
        #expect(files.sorted() == registered.sorted())
    }

    @Test func lookUpByIdentifier() {
        #expect(RuleRegistry.rule(withIdentifier: "label-missing")?.name == "Label missing")
        #expect(RuleRegistry.rule(withIdentifier: "no-such-rule") == nil)
    }
}
