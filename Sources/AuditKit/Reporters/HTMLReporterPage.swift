/// The page being written: the report, the output, and where each finding is shown.
struct HTMLReporterPage {
    let report: AuditReport
    var out = ""
    /// The files some reading draws; findings of other files go to "Other findings".
    let drawnFiles: Set<String>

    init(report: AuditReport) {
        self.report = report
        self.drawnFiles = Set(report.screens.flatMap { $0.readings.compactMap(\.file) })
        out.reserveCapacity(64 * 1024)
    }

    mutating func render() -> String {
        let title = "\(report.toolName) accessibility report".htmlEscaped
        out += """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="\(HTMLReporterAssets.contentSecurityPolicy)">
            <title>\(title)</title>
            <style>\(HTMLReporterAssets.css)</style>
            </head>
            <body>
            <a class="skip" href="#main">Skip to the report</a>
            <header class="top">
            <h1>\(title)</h1>
            <p>\(report.toolName.htmlEscaped) \(report.toolVersion.htmlEscaped): \
            \(Self.count(report.screens.count, "screen")), \(Self.count(report.findings.count, "finding")).
            Numbers on each drawing are the screen reader's focus order: swipe right goes 1, 2, 3…</p>
            </header>

            """
        writeNavigation()
        out += "<main id=\"main\" tabindex=\"-1\">\n"
        writeSummary()
        for (index, screen) in report.screens.enumerated() { writeScreen(screen, index: index) }
        writeOtherFindings()
        out += """
            </main>
            <footer class="bottom"><p>Drawn from the dump's own frames; focus order, speech and swipes \
            measured by the \(report.toolName.htmlEscaped) screen-reader simulator.</p></footer>
            <div id="status" class="visually-hidden" role="status" aria-live="polite"></div>
            <script>\(HTMLReporterAssets.script)</script>
            </body>
            </html>

            """
        return out
    }

    /// The identifier of an element of a reading (`s0r1` gives `s0r1e5`). Identifiers are made
    /// from indices only, never from a dump's strings, so the script can look them up safely.
    static func elementID(_ reading: String, _ element: Int) -> String {
        "\(reading)e\(element)"
    }

    /// "1 finding", "3 findings".
    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }

    private mutating func writeNavigation() {
        guard !report.screens.isEmpty else { return }
        out += "<nav aria-label=\"Screens\"><h2 class=\"visually-hidden\">Screens</h2><ul>\n"
        out += "<li><a href=\"#summary\">Summary</a></li>\n"
        for (index, screen) in report.screens.enumerated() {
            let files = Set(screen.readings.compactMap(\.file))
            let findings = report.findings.filter { $0.file.map(files.contains) ?? false }.count
            out +=
                "<li><a href=\"#s\(index)\">\(screen.title.htmlEscaped)</a> "
                + "<span class=\"muted\">(\(Self.count(findings, "finding")))</span></li>\n"
        }
        out += "</ul></nav>\n"
    }

    // MARK: - Summary

    private mutating func writeSummary() {
        out += "<section id=\"summary\" aria-labelledby=\"summary-h\">\n<h2 id=\"summary-h\">Summary</h2>\n"
        out += "<p>\(TextReporter.summary(report.findings).htmlEscaped)</p>\n"
        var ruleIDs = report.rules.map(\.identifier)
        for finding in report.findings where !ruleIDs.contains(finding.rule) { ruleIDs.append(finding.rule) }
        let names = Dictionary(report.rules.map { ($0.identifier, $0.name) }) { first, _ in first }
        out += """
            <div class="table-wrap"><table>
            <caption>Findings by rule and severity</caption>
            <thead><tr><th scope="col">Rule</th><th scope="col">Errors</th><th scope="col">Warnings</th>\
            <th scope="col">Info</th><th scope="col">Total</th></tr></thead>
            <tbody>

            """
        for rule in ruleIDs {
            let findings = report.findings.filter { $0.rule == rule }
            let cells = [Severity.error, .warning, .info].map { severity in
                "<td>\(findings.filter { $0.severity == severity }.count)</td>"
            }.joined()
            let name = names[rule].map { " <span class=\"muted\">\($0.htmlEscaped)</span>" } ?? ""
            out +=
                "<tr\(findings.isEmpty ? " class=\"zero\"" : "")><th scope=\"row\"><code>\(rule.htmlEscaped)</code>"
                + "\(name)</th>\(cells)<td>\(findings.count)</td></tr>\n"
        }
        out += "</tbody></table></div>\n"

        let carousels = report.screens.enumerated().flatMap { screenIndex, screen in
            screen.readings.enumerated().flatMap { readingIndex, reading in
                reading.carousels.map { (screenIndex, screen, readingIndex, reading, $0) }
            }
        }
        if carousels.isEmpty {
            out += "<p>No carousel found on \(report.screens.isEmpty ? "the files" : "any screen").</p>\n"
        } else {
            out += """
                <div class="table-wrap"><table>
                <caption>Carousels found: \(carousels.count)</caption>
                <thead><tr><th scope="col">Screen</th><th scope="col">Reader</th><th scope="col">Carousel</th>\
                <th scope="col">Cards</th><th scope="col">Swipes to pass</th></tr></thead>
                <tbody>

                """
            for (screenIndex, screen, readingIndex, reading, carousel) in carousels {
                let id = Self.elementID("s\(screenIndex)r\(readingIndex)", carousel.container)
                let swipes = carousel.swipesToPass.map(String.init) ?? "not reachable"
                out +=
                    "<tr><td><a href=\"#s\(screenIndex)\">\(screen.title.htmlEscaped)</a></td>"
                    + "<td>\(reading.reader.description.htmlEscaped)</td>"
                    + "<td><button type=\"button\" class=\"pick\" data-el=\"\(id)\" aria-pressed=\"false\">"
                    + "\(Self.carouselName(carousel))</button></td>"
                    + "<td>\(Self.cardCount(carousel))</td>"
                    + "<td class=\"\(carousel.swipesToPass ?? 2 > 1 ? "bad" : "good")\">\(swipes)</td></tr>\n"
            }
            out += "</tbody></table></div>\n"
        }
        out += "</section>\n"
    }

    /// The cards a carousel holds, as the report writes it: "8", "8 or more", or "in its value"
    /// for an adjustable carousel, whose cards are its values.
    static func cardCount(_ carousel: ScreenReading.Carousel) -> String {
        guard carousel.reason != .adjustableCarousel, !carousel.cards.isEmpty || !carousel.mayHaveMoreOffScreen else {
            return carousel.reason == .adjustableCarousel ? "in its value" : "not listed"
        }
        return "\(carousel.cards.count)\(carousel.mayHaveMoreOffScreen ? " or more" : "")"
    }

    /// The carousel's name, escaped, or a description when it has none.
    static func carouselName(_ carousel: ScreenReading.Carousel) -> String {
        carousel.name.map { "“\($0.htmlEscaped)”" } ?? "Unnamed carousel"
    }

    // MARK: - Findings outside the drawings

    private mutating func writeOtherFindings() {
        let groups = report.fileGroups.filter { group in
            !group.findings.isEmpty && !(group.file.map(drawnFiles.contains) ?? false)
        }
        guard !groups.isEmpty else { return }
        let heading = report.screens.isEmpty ? "Findings" : "Other findings"
        out += "<section id=\"other\" aria-labelledby=\"other-h\">\n<h2 id=\"other-h\">\(heading)</h2>\n"
        for group in groups {
            out += "<h3>\((group.file ?? "(no file)").htmlEscaped)</h3>\n<ul class=\"findings\">\n"
            for finding in group.findings { writeFinding(finding, target: nil) }
            out += "</ul>\n"
        }
        out += "</section>\n"
    }

    /// One finding as a list item; with a target, a button that selects the element.
    mutating func writeFinding(_ finding: Finding, target: String?) {
        let severity = finding.severity.rawValue
        let line = finding.line.map { "line \($0) · " } ?? ""
        let body =
            "<span class=\"sev sev-\(severity)\">\(severity)</span> <code>\(finding.rule.htmlEscaped)</code> "
            + finding.message.htmlEscaped
        out += "<li class=\"finding\">"
        if let target {
            out +=
                "<button type=\"button\" class=\"pick\" data-el=\"\(target)\" aria-pressed=\"false\">\(body)</button>"
        } else {
            out += "<p>\(body)</p>"
        }
        var details: [String] = []
        if let element = finding.element {
            details.append(
                "\(line)\(element.description.htmlEscaped) <span class=\"muted\">(id "
                    + "\(element.id.rawValue.htmlEscaped))</span>")
        } else if !line.isEmpty {
            details.append(String(line.dropLast(3)))
        }
        if let speech = finding.speech { details.append("says “\(speech.htmlEscaped)”") }
        if !details.isEmpty { out += "<p class=\"detail\">\(details.joined(separator: " · "))</p>" }
        // The elements a finding on a container lists (a carousel's cards).
        if let related = finding.related, !related.isEmpty {
            let items = related.map { entry in
                "<li>\(entry.line.map { "line \($0) · " } ?? "")\(entry.element.description.htmlEscaped)"
                    + (entry.note.map { " <span class=\"muted\">(\($0.htmlEscaped))</span>" } ?? "") + "</li>"
            }
            out += "<ul class=\"related\">\(items.joined())</ul>"
        }
        out += "</li>\n"
    }
}
