import AccessibilityTree
import Foundation
import Testing

@testable import AuditKit

@Suite struct AuditConfigurationTests {
    private func load(_ json: String, file: String = "audit.json") throws(AuditConfigurationError) -> AuditConfiguration
    {
        try AuditConfiguration.load(from: Data(json.utf8), file: file)
    }

    /// The parts of the malformed-configuration error `text` gives; records an issue and returns
    /// `nil` when it loads, or fails another way.
    private func malformed(_ text: String, file: String = "audit.json")
        -> (error: AuditConfigurationError, file: String, line: Int?, column: Int?, reason: String)?
    {
        do {
            _ = try load(text, file: file)
            Issue.record("expected an error")
        } catch {
            if case .malformed(let file, let line, let column, let reason) = error {
                return (error, file, line, column, reason)
            }
            Issue.record("expected malformed, got \(error)")
        }
        return nil
    }

    @Test func loadsEveryKey() throws {
        let configuration = try load(
            """
            {
              "only": ["carousel-skip-cost", "label-missing"],
              "disabled": ["touch-target-size"],
              "severity": { "label-missing": "warning" },
              "suppress": [
                { "rule": "label-missing", "element": "com.example:id/close", "reason": "decorative" },
                { "element": "0.4" }
              ]
            }
            """)
        #expect(configuration.only == ["carousel-skip-cost", "label-missing"])
        #expect(configuration.disabled == ["touch-target-size"])
        #expect(configuration.severities == ["label-missing": .warning])
        #expect(
            configuration.suppressions == [
                .init(rule: "label-missing", element: "com.example:id/close", reason: "decorative"),
                .init(element: "0.4"),
            ])
        #expect(configuration.isEnabled("label-missing"))
        #expect(!configuration.isEnabled("touch-target-size"))
        #expect(!configuration.isEnabled("carousel-name"))
    }

    @Test func anEmptyObjectRunsEverything() throws {
        let configuration = try load("{}")
        #expect(configuration == AuditConfiguration())
        #expect(RuleRegistry.identifiers.allSatisfy(configuration.isEnabled))
    }

    @Test func unknownRuleIsAnErrorWithItsLine() {
        #expect(
            throws: AuditConfigurationError.unknownRule(
                file: "audit.json", line: 3, rule: "carousel-skip", known: RuleRegistry.identifiers)
        ) {
            try load("{\n  \"disabled\": [\n    \"carousel-skip\"\n  ]\n}")
        }
        let error = AuditConfigurationError.unknownRule(file: "a.json", line: 3, rule: "x", known: ["y", "z"])
        #expect(error.description == "a.json:3: unknown rule 'x'; known rules: y, z")
    }

    @Test func unknownRuleInSuppressionOrSeverityIsAnError() {
        #expect(throws: AuditConfigurationError.self) {
            try load(#"{"suppress": [{"rule": "nope", "element": "a"}]}"#)
        }
        #expect(
            throws: AuditConfigurationError.unknownRule(
                file: "audit.json", line: 1, rule: "nope", known: RuleRegistry.identifiers)
        ) {
            try load(#"{"severity": {"nope": "error"}}"#)
        }
    }

    @Test func malformedJSONNamesFileAndLine() throws {
        let found = try #require(malformed("{\n  \"disabled\": [\n    \"label-missing\",,\n  ]\n}"))
        // The second comma on line 3: four spaces, "label-missing" in quotes, a comma.
        #expect(found.file == "audit.json")
        #expect(found.line == 3)
        #expect(found.column == 21)
        #expect(found.error.description.hasPrefix("audit.json:3:21: malformed configuration"))
    }

    @Test func truncatedJSONNamesWhereTheTextStops() throws {
        // Foundation's message names no place for a text that ends early; the place is one past
        // its last character.
        let found = try #require(malformed("{\n  \"disabled\": [\n    \"label-missing\""))
        #expect(found.line == 3)
        #expect(found.column == 20)
    }

    @Test func badSeverityNamesTheKeyAndItsLine() throws {
        let found = try #require(malformed("{\n  \"severity\": {\n    \"label-missing\": \"fatal\"\n  }\n}"))
        #expect(found.line == 3)
        #expect(found.reason.contains("severity.label-missing"))
    }

    @Test func unknownKeyIsAnError() throws {
        let found = try #require(malformed("{\n  \"disable\": [\"label-missing\"]\n}"))
        #expect(found.line == 2)
        #expect(found.reason.contains("unknown key 'disable'"))
    }

    @Test func loadsYAMLWithTheSameKeys() throws {
        let yaml = """
            # .carousel-a11y.yml
            only: [carousel-skip-cost, label-missing]
            disabled:
              - touch-target-size
            severity:
              label-missing: warning
            suppress:
              - rule: label-missing
                element: com.example:id/close
                reason: decorative
              - element: "0.4"
            """
        let configuration = try AuditConfiguration.load(from: Data(yaml.utf8), file: ".carousel-a11y.yml")
        #expect(configuration.only == ["carousel-skip-cost", "label-missing"])
        #expect(configuration.disabled == ["touch-target-size"])
        #expect(configuration.severities == ["label-missing": .warning])
        #expect(
            configuration.suppressions == [
                .init(rule: "label-missing", element: "com.example:id/close", reason: "decorative"),
                .init(element: "0.4"),
            ])
    }

    @Test func anEmptyYAMLFileIsTheDefault() throws {
        let configuration = try AuditConfiguration.load(from: Data("# nothing yet\n".utf8), file: "a.yaml")
        #expect(configuration == AuditConfiguration())
    }

    @Test func unknownRuleInYAMLNamesItsLine() {
        #expect(
            throws: AuditConfigurationError.unknownRule(
                file: "a.yml", line: 3, rule: "carousel-skip", known: RuleRegistry.identifiers)
        ) {
            try AuditConfiguration.load(
                from: Data("disabled:\n  - carousel-skip-cost\n  - carousel-skip\n".utf8), file: "a.yml")
        }
    }

    @Test func malformedYAMLNamesLineAndColumn() throws {
        let found = try #require(malformed("disabled: [label-missing\nonly: x\n", file: "a.yml"))
        // libyaml stops at the colon of "only:", which cannot stand inside the open "[".
        #expect(found.file == "a.yml")
        #expect(found.line == 2)
        #expect(found.column == 5)
        #expect(found.error.description == "a.yml:2:5: malformed configuration: did not find expected ',' or ']'")
    }

    @Test func badSeverityInYAMLNamesTheKeysLine() throws {
        let found = try #require(
            malformed("only: [label-missing]\nseverity:\n  label-missing: fatal\n", file: "a.yml"))
        // Line 3, where label-missing is a key, not line 1 where it is a list item.
        #expect(found.line == 3)
        // The words the file may use, not Foundation's Swift type name.
        #expect(found.reason == "at severity.label-missing: expected one of info, warning, error")
    }

    /// A file that is a list or a scalar, not a mapping, says what the top level must be.
    @Test(arguments: ["- label-missing\n", "label-missing\n"])
    func aTopLevelThatIsNotAMappingSaysWhatIsExpected(text: String) {
        #expect {
            try AuditConfiguration.load(from: Data(text.utf8), file: "a.yml")
        } throws: { error in
            (error as? AuditConfigurationError)?.description
                == "a.yml: malformed configuration: expected a mapping with the optional keys severity, disabled, "
                + "only, suppress, touch-target"
        }
    }

    @Test func formatFollowsTheExtension() {
        #expect(AuditConfiguration.Format(fileName: ".carousel-a11y.yml") == .yaml)
        #expect(AuditConfiguration.Format(fileName: "Audit.YAML") == .yaml)
        #expect(AuditConfiguration.Format(fileName: "audit.json") == .json)
        #expect(AuditConfiguration.Format(fileName: "audit") == .json)
    }

    @Test func missingFileIsUnreadable() {
        #expect(
            throws: AuditConfigurationError.unreadable(
                file: "/nonexistent/audit.json", reason: "the file does not exist or cannot be read")
        ) {
            try AuditConfiguration.load(contentsOf: "/nonexistent/audit.json")
        }
    }

    @Test func loadsFromAFile() throws {
        let directory = FileManager.default.temporaryDirectory
        let json = directory.appendingPathComponent("audit-config-\(UUID().uuidString).json").path
        let yaml = directory.appendingPathComponent("audit-config-\(UUID().uuidString).yml").path
        try Data(#"{"disabled": ["carousel-name"]}"#.utf8).write(to: URL(fileURLWithPath: json))
        try Data("disabled: [carousel-position]\n".utf8).write(to: URL(fileURLWithPath: yaml))
        defer {
            try? FileManager.default.removeItem(atPath: json)
            try? FileManager.default.removeItem(atPath: yaml)
        }
        #expect(try AuditConfiguration.load(contentsOf: json).disabled == ["carousel-name"])
        #expect(try AuditConfiguration.load(contentsOf: yaml).disabled == ["carousel-position"])
    }

    @Test func suppressionMatchesIdentifierOrElementID() {
        let finding = Finding(
            rule: "label-missing", severity: .error, message: "m",
            element: FindingElement(id: "0.2", identifier: "close", description: "Button"))
        #expect(AuditConfiguration.Suppression(rule: "label-missing", element: "close").matches(finding))
        #expect(AuditConfiguration.Suppression(element: "0.2").matches(finding))
        #expect(!AuditConfiguration.Suppression(rule: "label-in-name", element: "close").matches(finding))
        #expect(!AuditConfiguration.Suppression(element: "0.3").matches(finding))
        #expect(
            !AuditConfiguration.Suppression(element: "close").matches(
                Finding(rule: "label-missing", severity: .error, message: "m")))
    }
}

@Suite struct FailThresholdTests {
    static let findings = [
        Finding(rule: "a", severity: .warning, message: "w"),
        Finding(rule: "b", severity: .info, message: "i"),
    ]

    @Test func thresholdsCompareAtOrAbove() {
        #expect(!FailThreshold.error.isExceeded(by: Self.findings))
        #expect(FailThreshold.warning.isExceeded(by: Self.findings))
        #expect(FailThreshold.info.isExceeded(by: Self.findings))
        #expect(!FailThreshold.never.isExceeded(by: Self.findings))
        #expect(FailThreshold.error.isExceeded(by: [Finding(rule: "c", severity: .error, message: "e")]))
        #expect(!FailThreshold.info.isExceeded(by: []))
    }

    @Test func exitCodes() {
        #expect(FailThreshold.warning.exitCode(for: Self.findings) == 1)
        #expect(FailThreshold.error.exitCode(for: Self.findings) == 0)
        #expect(FailThreshold.never.exitCode(for: [Finding(rule: "c", severity: .error, message: "e")]) == 0)
    }

    @Test func parsesFromTheFlagsWords() {
        #expect(FailThreshold.allCases.map(\.rawValue) == ["error", "warning", "info", "never"])
        #expect(FailThreshold(rawValue: "warning") == .warning)
        #expect(FailThreshold(rawValue: "fatal") == nil)
    }

    @Test func severityOrder() {
        #expect(Severity.info < .warning && Severity.warning < .error)
        #expect(Severity.allCases.map(\.sarifLevel) == ["note", "warning", "error"])
    }
}
