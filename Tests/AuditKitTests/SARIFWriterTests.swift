import AccessibilityTree
import Foundation
import HierarchyImport
import Testing

@testable import AuditKit

/// The SARIF log is written by `PrettyJSONWriter`, not by `JSONEncoder`: these tests hold its
/// bytes to `JSONEncoder`'s (`[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, the log's
/// format since it was first written) on real audits, on dumps that could not be read, and on
/// random reports that use every field, every escape and every kind of number.
@Suite struct SARIFWriterTests {
    typealias Generator = SplitMix64

    static func rule(_ generator: inout Generator) -> RuleDescriptor {
        RuleDescriptor(
            identifier: JSONWriterTests.text(&generator), name: JSONWriterTests.text(&generator),
            rationale: JSONWriterTests.text(&generator),
            defaultSeverity: Severity.allCases.randomElement(using: &generator) ?? .error, platforms: [.android],
            helpURI: JSONWriterTests.optional(&generator, JSONWriterTests.text))
    }

    @Test func randomReportsAreWrittenAsJSONEncoderWritesThem() {
        var generator = Generator(seed: 2_211)
        var compared = 0
        for round in 0..<300 {
            var rules = (0..<Int.random(in: 0...3, using: &generator)).map { _ in Self.rule(&generator) }
            var findings = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                JSONWriterTests.finding(&generator)
            }
            // Findings of a listed rule carry a rule index; a repeated identifier keeps the first.
            if let listed = rules.first {
                rules.append(listed)
                for index in findings.indices where Bool.random(using: &generator) {
                    findings[index].rule = listed.identifier
                }
            }
            let unreadable = JSONWriterTests.unreadableDumps(&generator)
            let report = AuditReport(
                findings: findings, rules: rules, toolName: JSONWriterTests.text(&generator),
                toolVersion: JSONWriterTests.text(&generator),
                toolInformationURI: JSONWriterTests.optional(&generator, JSONWriterTests.text), unreadable: unreadable)
            let written = SARIFReporter().render(report)
            let encoded = SARIFReporter().encoded(report)
            #expect(written == encoded, "round \(round)")
            if written != encoded { break }
            compared += 1
        }
        #expect(compared == 300)
    }

    /// The real dumps of `Tests/RealDumps` (attributed in its SOURCES file) with their files'
    /// paths: results of every rule with files, related cards, fingerprints and speech (lines and
    /// columns, which an import by path does not give, come from the random reports).
    @Test func realAuditsAreWrittenAsJSONEncoderWritesThem() throws {
        let (findings, files) = try JSONWriterTests.auditedRealDumps { platform, name in "\(platform)/\(name)" }
        #expect(findings.count > 200)
        #expect(findings.contains { $0.related != nil })
        #expect(findings.contains { $0.fingerprint != nil && $0.file != nil })
        let unreadable = [UnreadableDump(file: "/tmp/broken dump.xml", reason: "no root", line: 3, column: 9)]
        let report = AuditReport(findings: findings, files: files, unreadable: unreadable)
        let written = SARIFReporter().render(report)
        #expect(written == SARIFReporter().encoded(report))
        try SARIFRequiredFields.check(written)
    }

    /// A stored property added to the log's values and not to the writer would vanish from the
    /// log: every property of fully set values must come out as a key.
    @Test func everyStoredPropertyIsWritten() throws {
        let element = FindingElement(
            id: "0.1", identifier: "id/x", description: "d", path: "p", locator: "l",
            frame: ScreenRect(x: 1, y: 2, width: 3, height: 4))
        let finding = Finding(
            rule: "r", severity: .info, message: "m", file: "f", line: 1, column: 2, element: element, speech: "s",
            swipesToPass: 3, mayHaveMoreOffScreen: true, alsoIn: ["g"],
            related: [RelatedElement(element: element, line: 5, column: 6, note: "n")])
        let rule = RuleDescriptor(
            identifier: "r", name: "R", rationale: "why", defaultSeverity: .info, platforms: [.android],
            helpURI: "https://example.com/r")
        let report = AuditReport(
            findings: [finding], rules: [rule], toolInformationURI: "https://example.com",
            unreadable: [UnreadableDump(file: "u", reason: "why", line: 7, column: 8)])
        let log = SARIFReporter().log(of: report)
        let run = try #require(log.runs.first)
        let result = try #require(run.results.first)
        let notification = try #require(run.invocations?.first?.toolExecutionNotifications.first)
        let location = try #require(result.locations?.first)
        let related = try #require(result.relatedLocations?.first)
        let physical = try #require(location.physicalLocation)
        let logical = try #require(location.logicalLocations?.first)

        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report).utf8)) as? [String: Any])
        func object(_ value: Any?) throws -> [String: Any] { try #require(value as? [String: Any]) }
        func first(_ value: Any?) throws -> [String: Any] { try #require((value as? [[String: Any]])?.first) }
        func labels(_ value: Any) -> Set<String> {
            // The coding keys: `schema` is written as `$schema`.
            Set(Mirror(reflecting: value).children.compactMap(\.label).map { $0 == "schema" ? "$schema" : $0 })
        }
        let runObject = try first(document["runs"])
        let resultObject = try first(runObject["results"])
        let locationObject = try first(resultObject["locations"])
        let physicalObject = try object(locationObject["physicalLocation"])
        let invocationObject = try first(runObject["invocations"])
        let notificationObject = try first(invocationObject["toolExecutionNotifications"])
        let driverObject = try object(try object(runObject["tool"])["driver"])
        let checks: [(written: [String: Any], value: Any)] = [
            (document, log), (runObject, run), (resultObject, result), (locationObject, location),
            (physicalObject, physical), (try object(physicalObject["region"]), try #require(physical.region)),
            (try object(physicalObject["artifactLocation"]), physical.artifactLocation),
            (try first(locationObject["logicalLocations"]), logical),
            (try first(resultObject["relatedLocations"]), related),
            (try object(resultObject["properties"]), try #require(result.properties)),
            (try object(resultObject["message"]), result.message),
            (invocationObject, try #require(run.invocations?.first)), (notificationObject, notification),
            (try object(notificationObject["descriptor"]), notification.descriptor),
            (driverObject, run.tool.driver),
            (try first(driverObject["rules"]), try #require(run.tool.driver.rules.first)),
            (
                try object(try first(driverObject["rules"])["defaultConfiguration"]),
                try #require(run.tool.driver.rules.first?.defaultConfiguration)
            ),
        ]
        for (written, value) in checks {
            #expect(Set(written.keys) == labels(value), "\(type(of: value))")
        }
        #expect(Set(try object(resultObject["partialFingerprints"]).keys) == [SARIFReporter.fingerprintKey])
    }
}
