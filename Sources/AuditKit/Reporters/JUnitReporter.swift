/// Findings as JUnit XML, which CI systems show as test results: one test suite per file and
/// one test case per rule in it; a rule with findings in the file fails with their messages.
///
/// Findings without a file are grouped in a suite named "(no file)". A test case has at most
/// one `failure`: its `message` is the finding's message (or "N findings" for several), its
/// `type` the highest severity, and its text every finding, one a line.
public struct JUnitReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public var name: String { "junit" }
    public var fileExtension: String { "xml" }

    /// - Complexity: O(f · r · n) for f files, r rules and n findings.
    public func render(_ report: AuditReport) -> String {
        var ruleIDs = report.rules.map(\.identifier)
        for finding in report.findings where !ruleIDs.contains(finding.rule) { ruleIDs.append(finding.rule) }
        let groups = report.fileGroups
        var suites: [String] = []
        var totalFailures = 0
        for group in groups {
            let suiteName = group.file ?? "(no file)"
            var cases: [String] = []
            var failures = 0
            for rule in ruleIDs {
                let findings = group.findings.filter { $0.rule == rule }
                let open = "    <testcase classname=\"\(Self.escape(suiteName))\" name=\"\(Self.escape(rule))\""
                guard let worst = findings.map(\.severity).max() else {
                    cases.append(open + "/>")
                    continue
                }
                failures += 1
                let message = findings.count == 1 ? findings[0].message : "\(findings.count) findings"
                let body = findings.map { Self.describe($0, file: suiteName) }.joined(separator: "\n")
                cases.append(
                    open + ">\n      <failure message=\"\(Self.escape(message))\" type=\"\(worst.rawValue)\">"
                        + Self.escape(body) + "</failure>\n    </testcase>")
            }
            totalFailures += failures
            suites.append(
                "  <testsuite name=\"\(Self.escape(suiteName))\" tests=\"\(ruleIDs.count)\" failures=\"\(failures)\" "
                    + "errors=\"0\" skipped=\"0\">\n" + cases.joined(separator: "\n") + "\n  </testsuite>")
        }
        let header =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"\(Self.escape(report.toolName))\" "
            + "tests=\"\(ruleIDs.count * groups.count)\" failures=\"\(totalFailures)\" errors=\"0\">"
        return ([header] + suites + ["</testsuites>"]).joined(separator: "\n") + "\n"
    }

    private static func describe(_ finding: Finding, file: String) -> String {
        let location = finding.line.map { "\(file):\($0)" } ?? file
        let element = finding.element.map { " (\($0.description))" } ?? ""
        // The elements a finding on a container lists (a carousel's cards), one line each.
        let related = (finding.related ?? []).map { entry in
            "\n  - " + (entry.line.map { "\(file):\($0): " } ?? "") + entry.element.description
                + (entry.note.map { ": \($0)" } ?? "")
        }
        return "\(location): \(finding.severity.rawValue): \(finding.message)\(element)" + related.joined()
    }

    /// The text with XML's five special characters escaped and the characters XML 1.0 cannot
    /// carry (control characters other than tab and line breaks, U+FFFE, U+FFFF) replaced by "?",
    /// fit for attributes and content.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r\n": result.append(character)
            // XML 1.0 cannot carry other control characters, nor U+FFFE and U+FFFF, even escaped;
            // JSON dumps can hold them (as \u escapes) in labels.
            case _
            where character.unicodeScalars.contains(where: {
                $0.value < 0x20 || $0.value == 0xFFFE || $0.value == 0xFFFF
            }):
                result += "?"
            default: result.append(character)
            }
        }
        return result
    }
}
