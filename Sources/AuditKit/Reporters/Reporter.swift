/// Renders an audit report in one format. Reporters are small values keyed by ``name``
/// (`text`, `json`, `sarif`, `junit`, `html`); ``ReporterRegistry`` finds them by name.
public protocol Reporter: Sendable {
    /// The name a user picks the reporter by (`--reporter sarif`).
    var name: String { get }
    /// The usual file extension of the output, without the dot.
    var fileExtension: String { get }
    /// The report's text.
    func render(_ report: AuditReport) -> String
}

/// Every reporter, by name.
public enum ReporterRegistry {
    /// Every reporter, in the order help text lists them.
    public static let all: [any Reporter] = [
        TextReporter(), JSONReporter(), SARIFReporter(), JUnitReporter(), HTMLReporter(),
    ]

    /// The reporters' names.
    public static var names: [String] { all.map(\.name) }

    /// The reporter with the name, or `nil`.
    public static func reporter(named name: String) -> (any Reporter)? {
        all.first { $0.name == name }
    }
}
