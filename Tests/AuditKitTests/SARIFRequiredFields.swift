import Foundation
import Testing

/// The SARIF 2.1.0 schema's required fields and enumerations, checked on a rendered log: the
/// checks ReporterTests wrote for its fixed report, shared so a real audit's log is held to them too.
///
/// - sarifLog: `version` "2.1.0" and `runs` required; `$schema` recommended.
/// - run: `tool` required; tool: `driver` required; toolComponent: `name` required.
/// - reportingDescriptor: `id` required; multiformatMessageString: `text` required;
///   reportingConfiguration `level` one of none, note, warning, error.
/// - result: `message` required, with `text` or `id`; `ruleIndex`, when present, points at the
///   rule whose id is `ruleId`; `level` one of none, note, warning, error.
/// - physicalLocation: `artifactLocation.uri`; region `startLine` >= 1.
enum SARIFRequiredFields {
    static let levels = ["none", "note", "warning", "error"]

    /// Checks the log and returns it parsed, for further checks of values.
    @discardableResult
    static func check(_ sarif: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any], sourceLocation: sourceLocation)
        #expect(log["version"] as? String == "2.1.0", sourceLocation: sourceLocation)
        #expect(log["$schema"] is String, sourceLocation: sourceLocation)
        let runs = try #require(log["runs"] as? [[String: Any]], sourceLocation: sourceLocation)
        #expect(!runs.isEmpty, sourceLocation: sourceLocation)
        for run in runs {
            let tool = try #require(run["tool"] as? [String: Any], sourceLocation: sourceLocation)
            let driver = try #require(tool["driver"] as? [String: Any], sourceLocation: sourceLocation)
            #expect(driver["name"] is String, sourceLocation: sourceLocation)
            let rules = driver["rules"] as? [[String: Any]] ?? []
            for rule in rules {
                #expect(rule["id"] is String, sourceLocation: sourceLocation)
                for key in ["shortDescription", "fullDescription"] where rule[key] != nil {
                    #expect((rule[key] as? [String: Any])?["text"] is String, sourceLocation: sourceLocation)
                }
                if let configuration = rule["defaultConfiguration"] as? [String: Any] {
                    #expect(levels.contains(configuration["level"] as? String ?? ""), sourceLocation: sourceLocation)
                }
            }
            for result in run["results"] as? [[String: Any]] ?? [] {
                let message = try #require(result["message"] as? [String: Any], sourceLocation: sourceLocation)
                #expect(message["text"] is String || message["id"] is String, sourceLocation: sourceLocation)
                if let ruleIndex = result["ruleIndex"] as? Int {
                    #expect(rules.indices.contains(ruleIndex), sourceLocation: sourceLocation)
                    if rules.indices.contains(ruleIndex) {
                        #expect(
                            rules[ruleIndex]["id"] as? String == result["ruleId"] as? String,
                            sourceLocation: sourceLocation)
                    }
                }
                if let level = result["level"] {
                    #expect(levels.contains(level as? String ?? ""), sourceLocation: sourceLocation)
                }
                for location in result["locations"] as? [[String: Any]] ?? [] {
                    guard let physical = location["physicalLocation"] as? [String: Any] else { continue }
                    #expect(
                        (physical["artifactLocation"] as? [String: Any])?["uri"] is String,
                        sourceLocation: sourceLocation)
                    if let region = physical["region"] as? [String: Any] {
                        #expect((region["startLine"] as? Int ?? 0) >= 1, sourceLocation: sourceLocation)
                    }
                }
            }
        }
        return log
    }
}
