import ArgumentParser
import AuditKit

/// The `--format` values of `audit`: one per reporter in AuditKit's `ReporterRegistry`.
enum AuditOutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json, sarif, junit, html

    /// The reporter that renders this format.
    var reporter: any Reporter {
        ReporterRegistry.reporter(named: rawValue) ?? TextReporter()
    }
}
