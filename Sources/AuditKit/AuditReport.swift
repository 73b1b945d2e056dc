/// Everything a reporter renders: the findings, the rules that ran and the files audited.
public struct AuditReport: Sendable, Hashable {
    /// The findings, in the order the auditor returned them.
    public var findings: [Finding]
    /// The rules that ran (SARIF lists them; JUnit makes one test case per rule and file).
    public var rules: [RuleDescriptor]
    /// The files audited, including those with no findings (JUnit's passing test suites).
    public var files: [String]
    /// The tool's name, as SARIF's driver and JUnit's test suites give it.
    public var toolName: String
    /// The tool's version.
    public var toolVersion: String
    /// The tool's home page, for SARIF's `informationUri`; left out when `nil`.
    public var toolInformationURI: String?
    /// The screens as measured for drawing (``HTMLReporter`` draws them; the other reporters
    /// ignore them). Empty unless the caller measured them (``Auditor/report(_:configuration:)``).
    public var screens: [ReportedScreen]
    /// The dumps that could not be read, in input order: not audited, named by every reporter
    /// (not in ``files``).
    public var unreadable: [UnreadableDump]

    /// Creates a report.
    public init(
        findings: [Finding],
        rules: [RuleDescriptor] = RuleRegistry.all.map(\.descriptor),
        files: [String] = [],
        toolName: String = "carousel-a11y",
        toolVersion: String = "0.1.0",
        toolInformationURI: String? = nil,
        screens: [ReportedScreen] = [],
        unreadable: [UnreadableDump] = []
    ) {
        self.findings = findings
        self.rules = rules
        self.files = files
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.toolInformationURI = toolInformationURI
        self.screens = screens
        self.unreadable = unreadable
    }

    /// The files to report on: ``files`` in order, then any other file a finding names, in the
    /// order first named; findings without a file are grouped under `nil` at the end.
    ///
    /// - Complexity: O(f + n) for f files and n findings (a crawl of thousands of files
    ///   groups in one pass).
    public var fileGroups: [(file: String?, findings: [Finding])] {
        var order: [String?] = []
        var byFile: [String?: [Finding]] = [:]
        for file in files where byFile[file] == nil {
            order.append(file)
            byFile[file] = []
        }
        for finding in findings {
            if byFile[finding.file] == nil, let file = finding.file {
                order.append(file)
                byFile[file] = []
            }
            byFile[finding.file, default: []].append(finding)
        }
        if byFile[nil] != nil { order.append(nil) }
        return order.map { file in (file, byFile[file] ?? []) }
    }
}
