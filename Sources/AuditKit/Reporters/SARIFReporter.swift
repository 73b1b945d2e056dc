import AccessibilityTree
import Foundation

/// Findings as a SARIF 2.1.0 log, the format code-scanning services read.
///
/// One run; `tool.driver` lists every rule that ran (id, name, short and full description,
/// default level, help URI); each result names its rule by id and index, its level (`error`,
/// `warning`, `note`), its message, and, when the finding has a file, a physical location with
/// the file's URI and the element's start line and column. The element and the speech go in a logical
/// location and the result's property bag, with the element's stable locator and, for findings
/// merged across screens, the other files (`alsoIn`). `partialFingerprints` carries
/// ``Finding/fingerprint`` under ``fingerprintKey``.
public struct SARIFReporter: Reporter {
    /// The schema URI written in `$schema`.
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The key of the fingerprint in each result's `partialFingerprints`: a hash of the rule and
    /// the element's stable locator (``Finding/fingerprint``), so code scanning tracks a finding
    /// across runs even when line numbers move.
    public static let fingerprintKey = "carouselA11yElement/v1"

    /// Creates the reporter.
    public init() {}

    public var name: String { "sarif" }
    public var fileExtension: String { "sarif" }

    struct Log: Encodable {
        var schema = SARIFReporter.schemaURI
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]?
        var results: [Result]
    }

    /// Present only when a dump could not be read: the run did not complete, and each bad dump is
    /// a tool execution notification located at the file (SARIF 2.1.0 §3.20.21).
    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        var level: String
        var message: Text
        var locations: [Location]
        var descriptor: Descriptor
    }

    struct Descriptor: Encodable {
        var id: String
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var informationUri: String?
        var rules: [ReportingDescriptor]
    }

    struct Text: Encodable {
        var text: String
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var defaultConfiguration: Configuration
        var helpUri: String?
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Text
        var locations: [Location]?
        var relatedLocations: [RelatedLocation]?
        var partialFingerprints: [String: String]?
        var properties: Properties?
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation?
        var logicalLocations: [LogicalLocation]?
    }

    /// SARIF 2.1.0 §3.27.22 `relatedLocations`: each with an `id` unique within the result
    /// (§3.28.2) and a message.
    struct RelatedLocation: Encodable {
        var id: Int
        var physicalLocation: PhysicalLocation?
        var logicalLocations: [LogicalLocation]?
        var message: Text?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    struct LogicalLocation: Encodable {
        var name: String
        var fullyQualifiedName: String?
        var kind = "element"
    }

    struct Properties: Encodable {
        var elementId: String?
        var identifier: String?
        var speech: String?
        var swipesToPass: Int?
        var mayHaveMoreOffScreen: Bool?
        var locator: String?
        var alsoIn: [String]?
    }

    /// - Complexity: O(n + r) for n findings and r rules.
    public func render(_ report: AuditReport) -> String {
        // Written directly in JSONEncoder's layout (PrettyJSONWriter): encoding a big screen's
        // thousands of results through JSONEncoder took about a fifth of `audit --format sarif`.
        let log = log(of: report)
        var writer = PrettyJSONWriter(capacity: 1_536 * (report.findings.count + report.rules.count + 1))
        writer.write(log)
        writer.append(UInt8(ascii: "\n"))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The report encoded by `JSONEncoder` (``ReportEncoding``), which ``render(_:)`` writes
    /// byte for byte the same without it.
    func encoded(_ report: AuditReport) -> String {
        ReportEncoding.json(log(of: report))
    }

    /// The log's values, as ``render(_:)`` writes them.
    func log(of report: AuditReport) -> Log {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in report.rules.enumerated() where ruleIndex[rule.identifier] == nil {
            ruleIndex[rule.identifier] = index
        }
        let rules = report.rules.map { rule in
            ReportingDescriptor(
                id: rule.identifier, name: rule.name, shortDescription: Text(text: rule.name),
                fullDescription: Text(text: rule.rationale),
                defaultConfiguration: Configuration(level: rule.defaultSeverity.sarifLevel), helpUri: rule.helpURI)
        }
        let results = report.findings.map { finding in
            Result(
                ruleId: finding.rule, ruleIndex: ruleIndex[finding.rule], level: finding.severity.sarifLevel,
                message: Text(text: finding.message), locations: location(of: finding).map { [$0] },
                relatedLocations: relatedLocations(of: finding),
                partialFingerprints: finding.fingerprint.map { [Self.fingerprintKey: $0] },
                properties: properties(of: finding))
        }
        let driver = Driver(
            name: report.toolName, version: report.toolVersion, informationUri: report.toolInformationURI,
            rules: rules)
        let notifications = report.unreadable.map { problem in
            Notification(
                level: "error", message: Text(text: problem.reason),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: Self.uri(for: problem.file)),
                            region: problem.line.flatMap { line in
                                line >= 1
                                    ? Region(
                                        startLine: line, startColumn: problem.column.flatMap { $0 >= 1 ? $0 : nil })
                                    : nil
                            }), logicalLocations: nil)
                ], descriptor: Descriptor(id: "unreadable"))
        }
        let invocations =
            notifications.isEmpty
            ? nil : [Invocation(executionSuccessful: false, toolExecutionNotifications: notifications)]
        return Log(runs: [Run(tool: Tool(driver: driver), invocations: invocations, results: results)])
    }

    private func location(of finding: Finding) -> Location? {
        let physical = finding.file.map { file in
            PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: Self.uri(for: file)),
                // SARIF's startLine is at least 1; a Finding made by hand may hold anything.
                region: finding.line.flatMap { line in
                    line >= 1
                        ? Region(startLine: line, startColumn: finding.column.flatMap { $0 >= 1 ? $0 : nil }) : nil
                })
        }
        let logical = finding.element.map { element in
            [LogicalLocation(name: element.description, fullyQualifiedName: element.path)]
        }
        guard physical != nil || logical != nil else { return nil }
        return Location(physicalLocation: physical, logicalLocations: logical)
    }

    /// The elements a finding lists besides its own (a carousel's cards), in the finding's file.
    private func relatedLocations(of finding: Finding) -> [RelatedLocation]? {
        guard let related = finding.related, !related.isEmpty else { return nil }
        return related.enumerated().map { offset, entry in
            let physical = finding.file.map { file in
                PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: Self.uri(for: file)),
                    region: entry.line.flatMap { line in
                        line >= 1
                            ? Region(startLine: line, startColumn: entry.column.flatMap { $0 >= 1 ? $0 : nil }) : nil
                    })
            }
            return RelatedLocation(
                id: offset, physicalLocation: physical,
                logicalLocations: [
                    LogicalLocation(name: entry.element.description, fullyQualifiedName: entry.element.path)
                ],
                message: Text(text: [entry.element.description, entry.note].compactMap { $0 }.joined(separator: ": ")))
        }
    }

    private func properties(of finding: Finding) -> Properties? {
        let properties = Properties(
            elementId: finding.element?.id.rawValue, identifier: finding.element?.identifier,
            speech: finding.speech, swipesToPass: finding.swipesToPass,
            mayHaveMoreOffScreen: finding.mayHaveMoreOffScreen, locator: finding.element?.locator,
            alsoIn: finding.alsoIn)
        let isEmpty =
            properties.elementId == nil && properties.speech == nil && properties.swipesToPass == nil
            && properties.mayHaveMoreOffScreen == nil && properties.alsoIn == nil
        return isEmpty ? nil : properties
    }

    /// A file path as a URI reference: characters a URI path may not hold are percent-encoded,
    /// and so is ":", which in a relative path's first segment would read as a scheme
    /// ("shots:home.xml" is not a file named so but a URI of scheme "shots").
    ///
    /// An absolute path becomes a `file://` URI: as a bare "/path" it would be a relative
    /// reference with no base (SARIF 2.1.0 §3.4.3), which code-scanning services cannot place.
    static func uri(for path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(":")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
