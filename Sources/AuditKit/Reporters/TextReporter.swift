/// A report for people: findings grouped by file, each with its line, severity, rule, message,
/// element, the related elements it lists (a carousel's cards) and what the element says; then a
/// count by severity. Control characters from the
/// dump are escaped (``Swift/String/escapingControlCharacters``), one finding line stays one line.
///
/// ```
/// Screens/home.xml
///   12: error [carousel-skip-cost] Passing the carousel "Related stories" takes 4 swipes; ...
///       element: XCUIElementTypeCollectionView "Related stories" (id 0.3)
///       speech: "Related stories"
///
/// 1 finding (1 error, 0 warnings, 0 info)
/// ```
public struct TextReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public var name: String { "text" }
    public var fileExtension: String { "txt" }

    /// - Complexity: O(f · n) for f files and n findings.
    public func render(_ report: AuditReport) -> String {
        var lines: [String] = []
        for group in report.fileGroups where !group.findings.isEmpty {
            lines.append(group.file?.escapingControlCharacters ?? "(no file)")
            for finding in group.findings {
                let location =
                    finding.line.map { line in finding.column.map { "\(line):\($0): " } ?? "\(line): " } ?? ""
                // Messages, elements and speech quote the dump; its control characters are escaped.
                lines.append(
                    "  \(location)\(finding.severity.rawValue) [\(finding.rule)] "
                        + finding.message.escapingControlCharacters)
                if let element = finding.element {
                    lines.append(
                        "      element: \(element.description.escapingControlCharacters) "
                            + "(id \(element.id.rawValue.escapingControlCharacters))")
                    if let path = element.path {
                        lines.append("      path: \(path.escapingControlCharacters)")
                    }
                }
                if let speech = finding.speech {
                    lines.append("      speech: \"\(speech.escapingControlCharacters)\"")
                }
                for related in finding.related ?? [] {
                    let line = related.line.map { "\($0): " } ?? ""
                    let note = related.note.map { " — \($0.escapingControlCharacters)" } ?? ""
                    lines.append(
                        "      - \(line)\(related.element.description.escapingControlCharacters) "
                            + "(id \(related.element.id.rawValue.escapingControlCharacters))\(note)")
                }
                if let others = finding.alsoIn, !others.isEmpty {
                    lines.append("      also in: \(others.map(\.escapingControlCharacters).joined(separator: ", "))")
                }
            }
            lines.append("")
        }
        lines.append(Self.summary(report.findings))
        return lines.joined(separator: "\n") + "\n"
    }

    /// "3 findings (1 error, 1 warning, 1 info)", or "No findings." when there are none.
    static func summary(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "No findings." }
        func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }
        let errors = count(.error)
        let warnings = count(.warning)
        let total = findings.count
        return "\(total) finding\(total == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s"), "
            + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(count(.info)) info)"
    }
}
