import ArgumentParser
import AuditKit

/// The `--format` of `audit`: a reporter of AuditKit's ``AuditKit/ReporterRegistry``, named as the
/// registry names it. The registry is the only list of formats: a reporter added there is a
/// format here, and an unknown name is a usage error (exit 2), never a silent fallback.
struct AuditOutputFormat: ExpressibleByArgument, Sendable, Equatable {
    /// The reporter that renders this format.
    let reporter: any Reporter

    /// The format named `argument`, or `nil` (a usage error listing the names) for an unknown one.
    init?(argument: String) {
        guard let reporter = ReporterRegistry.reporter(named: argument) else { return nil }
        self.reporter = reporter
    }

    private init(_ reporter: any Reporter) { self.reporter = reporter }

    /// The text report (the default), which the command colours on a terminal.
    static let text = AuditOutputFormat(TextReporter())
    /// The HTML page, for which the command measures each screen.
    static let html = AuditOutputFormat(HTMLReporter())

    static var allValueStrings: [String] { ReporterRegistry.names }

    var defaultValueDescription: String { reporter.name }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.reporter.name == rhs.reporter.name }
}
