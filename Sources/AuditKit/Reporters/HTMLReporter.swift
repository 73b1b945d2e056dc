/// A report people look at: one self-contained HTML page (inline SVG, CSS and a little script;
/// no network, no external file) that draws each screen to scale with its elements outlined and
/// numbered in the screen reader's focus order, the path of swipes, hidden and off-screen
/// elements, each carousel shaded with the swipes it takes to pass and advice, and every finding
/// linked to its element (selecting either highlights the other).
///
/// The page opens with a summary across files: findings by rule and severity, and the
/// carousels found. Screens come from ``AuditReport/screens`` (``Auditor/report(_:configuration:)``
/// measures them); a report without screens still lists its findings by file.
///
/// The page is itself accessible: landmarks, one heading outline, native buttons and radio
/// buttons for every control, a live region that says what was selected, and colours with at
/// least 4.5:1 contrast. Every string from a dump is escaped (`String.htmlEscaped`), and
/// the page's Content-Security-Policy refuses anything but its own inline style and script.
public struct HTMLReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public var name: String { "html" }
    public var fileExtension: String { "html" }

    /// - Complexity: O(s · n + f · e) for s readings of n elements, f findings and e elements drawn.
    public func render(_ report: AuditReport) -> String {
        var page = HTMLReporterPage(report: report)
        return page.render()
    }
}
