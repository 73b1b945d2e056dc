import AccessibilityTree
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
        // Written directly in JSONEncoder's layout (PrettyJSONWriter): encoding a big screen's
        // thousands of findings through JSONEncoder was about a tenth of `audit`'s time.
        var writer = PrettyJSONWriter(capacity: 1_024 * (report.findings.count + report.unreadable.count + 1))
        writer.beginObject()
        writer.key("findings")
        writer.beginArray()
        for finding in report.findings {
            writer.element()
            writer.write(finding)
        }
        writer.endArray()
        if !report.unreadable.isEmpty {
            writer.key("unreadable")
            writer.beginArray()
            for dump in report.unreadable {
                writer.element()
                writer.write(dump)
            }
            writer.endArray()
        }
        writer.endObject()
        // A number JSONEncoder refuses (not finite) makes it give its fallback; so does this.
        guard !writer.failed else { return encoded(report) }
        writer.append(UInt8(ascii: "\n"))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The report encoded by `JSONEncoder` (``ReportEncoding``), which ``render(_:)`` writes
    /// byte for byte the same without it.
    func encoded(_ report: AuditReport) -> String {
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
