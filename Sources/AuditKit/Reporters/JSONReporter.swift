import Foundation

/// Findings as JSON: `{"findings": [{"rule", "severity", "message", "file", "line", "element", ...}]}`,
/// with sorted keys and absent optional fields left out; dumps that could not be read follow as
/// `"unreadable": [{"file", "reason", "line", "column"}]` (only when there are some).
public struct JSONReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public var name: String { "json" }
    public var fileExtension: String { "json" }

    private struct Document: Encodable {
        var findings: [Finding]
        var unreadable: [UnreadableDump]?
    }

    /// - Complexity: O(n) in the number of findings.
    public func render(_ report: AuditReport) -> String {
        ReportEncoding.json(
            Document(findings: report.findings, unreadable: report.unreadable.isEmpty ? nil : report.unreadable))
    }
}

/// The JSON encoding every JSON-based reporter shares.
enum ReportEncoding {
    /// Pretty-printed JSON with sorted keys and unescaped slashes, ending with a newline.
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding these plain structs of strings and numbers cannot fail; an empty object keeps
        // the output valid JSON if it ever did.
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
