import Foundation
import Testing

@testable import AuditKit

@Suite struct RuleRegistryTests {
    /// Every rule the auditor must have, by the identifiers the task fixes.
    static let expected = [
        "carousel-skip-cost", "carousel-card-role", "carousel-name", "carousel-position",
        "carousel-autoplay-pause", "carousel-loop-duplicates", "carousel-item-count", "carousel-focus-order",
        "tab-role", "label-missing", "label-in-name", "duplicate-speech",
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

    /// WCAG criteria by number and title (w3.org/TR/WCAG22): a rationale that cites a number
    /// must give its real title, and its help link must be that criterion's Understanding page.
    static let criteria: [String: (title: String, page: String)] = [
        "1.3.1": ("Info and Relationships", "info-and-relationships"),
        "1.3.2": ("Meaningful Sequence", "meaningful-sequence"),
        "2.4.3": ("Focus Order", "focus-order"),
        "2.2.2": ("Pause, Stop, Hide", "pause-stop-hide"),
        "2.4.1": ("Bypass Blocks", "bypass-blocks"),
        "2.5.3": ("Label in Name", "label-in-name"),
        "2.5.8": ("Target Size (Minimum)", "target-size-minimum"),
        "4.1.2": ("Name, Role, Value", "name-role-value"),
    ]

    @Test func everyCitedWCAGCriterionHasItsRealTitleAndPage() {
        for rule in RuleRegistry.all {
            let cited = Self.criteria.filter { rule.rationale.contains("WCAG \($0.key) ") }
            for (number, criterion) in cited {
                #expect(
                    rule.rationale.contains("WCAG \(number) \(criterion.title)"),
                    "\(rule.identifier) cites \(number) with the wrong title")
            }
            if let uri = rule.helpURI {
                #expect(
                    cited.contains { uri.hasSuffix("/\($0.value.page).html") },
                    "\(rule.identifier)'s help page is not a criterion its rationale cites")
            }
        }
    }

    /// WCAG 2.5.8 asks for 24 x 24 CSS px; the rule's 44 pt and 48 dp are Apple's and Android's
    /// guidelines, and the rationale must not present them as WCAG's.
    @Test func touchTargetRationaleSeparatesPlatformSizesFromWCAG() throws {
        let rationale = try #require(RuleRegistry.rule(withIdentifier: "touch-target-size")).rationale
        #expect(rationale.contains("WCAG 2.5.8 Target Size (Minimum) asks only for 24 x 24 CSS px"))
        #expect(rationale.contains("44 x 44 pt") && rationale.contains("48 x 48 dp"))
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
