import AccessibilityTree
import ArgumentParser
import AuditKit
import Foundation
import HierarchyImport
import ScreenReaderKit

/// `carousel-a11y audit FILE...`: imports accessibility dumps, audits them with the screen-reader
/// simulator, prints a report and sets the exit status from the findings.
struct AuditCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit accessibility dumps for carousels and the label, role and size problems around them.",
        discussion: """
            Reads Appium page source (iOS or Android), uiautomator dumps, WebDriverAgent or AXe \
            JSON and screen documents (whose components are audited live); the format is detected \
            from the content. Each screen is read by the VoiceOver (iOS) or TalkBack (Android) \
            simulator, which measures focus order, speech and the swipes it takes to pass a carousel.

            Formats: text (findings by file, then a summary line), json, sarif (SARIF 2.1.0) and \
            junit (JUnit XML: a suite per file, a test case per rule) and html (one self-contained \
            page drawing each screen, as the report command writes it), all on standard output; \
            errors and, for the machine formats, --verbose lines go to standard error.

            Exit status: 0 no finding at or above --fail-on; 1 findings at or above --fail-on \
            (default: error); 2 bad input (a missing or malformed file, an unknown rule, a bad \
            configuration, no rule left to run). Every file is read before any is audited: when \
            one is bad, each bad file gets an error line on standard error and no report is written.

            Configuration: --config PATH, else .carousel-a11y.yml, .carousel-a11y.yaml or \
            .carousel-a11y.json in the current directory. JSON or YAML with the optional keys \
            only (rules to run), disabled (rules not to run), severity (rule: error|warning|info) \
            and suppress (a list of {rule, element, reason}; element is an accessibility \
            identifier or resource-id, or the element id a report shows). For example:
              disabled: [touch-target-size]
              severity: {label-in-name: error}
              suppress:
                - rule: label-missing
                  element: com.example:id/close
                  reason: decorative
            --disable adds to the file's disabled rules; --only replaces its only list.

            Rules: \(RuleRegistry.identifiers.joined(separator: ", ")).
            """)

    @Argument(
        help: "Dumps to audit: Appium page source, uiautomator XML, WebDriverAgent or AXe JSON, or screen documents.")
    var files: [String]

    @Option(name: .long, help: "Report format: text, json, sarif, junit or html.")
    var format: AuditOutputFormat = .text

    @Option(
        name: .customLong("fail-on"),
        help: "Least severity that makes the exit status 1: error, warning, info or never.")
    var failOn: AuditFailLevel = .error

    @Option(name: .customLong("disable"), help: "A rule not to run (repeatable).")
    var disabledRules: [String] = []

    @Option(name: .customLong("only"), help: "Run only this rule (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("config"), help: "The configuration file (JSON or YAML).")
    var configPath: String?

    @Flag(name: .long, help: "Also print what the importer inferred about each element a finding names.")
    var verbose = false

    func execute(in context: CommandContext) throws -> ExitStatus {
        try checkRuleNames()
        var configuration = try AuditConfigurationFile.load(
            path: AuditConfigurationFile.path(
                explicit: configPath, directory: FileManager.default.currentDirectoryPath))
        configuration.disabled += disabledRules
        if !onlyRules.isEmpty { configuration.only = onlyRules }

        let auditor = Auditor()
        // Rules named on the command line and in the file may cancel out; a run that checks
        // nothing would pass CI silently.
        guard !auditor.ruleDescriptors(configuration: configuration).isEmpty else {
            throw InputError(
                "no rule left to run: --only, --disable and the configuration's only and disabled exclude every rule")
        }
        let screens = try Self.importScreens(files)
        var findings: [Finding] = []
        for (file, screen) in zip(files, screens) {
            findings += auditor.audit(screen, file: file, configuration: configuration)
        }
        var report = AuditReport(
            findings: findings, rules: auditor.ruleDescriptors(configuration: configuration), files: files)
        if format == .html {
            report.screens = zip(files, screens).map { file, screen in
                ReportedScreen(title: file, readings: [ScreenReading(screen, file: file, detector: auditor.detector)])
            }
        }
        let output = format.reporter.render(report)
        context.write(format == .text ? Self.colored(output, in: context) : output)
        if verbose {
            printInferences(
                findings: findings, screens: Dictionary(zip(files, screens.map(\.screen))) { first, _ in first },
                in: context)
        }
        return failOn.threshold.isExceeded(by: findings) ? .findings : .success
    }

    /// Unknown rule names in `--disable` or `--only` are bad input, not silently ignored.
    private func checkRuleNames() throws {
        let known = RuleRegistry.identifiers
        for (flag, names) in [("--disable", disabledRules), ("--only", onlyRules)] {
            if let unknown = names.first(where: { !known.contains($0) }) {
                throw InputError("unknown rule '\(unknown)' in \(flag); known rules: \(known.joined(separator: ", "))")
            }
        }
    }

    /// Imports every dump before any is audited. Decision: one bad dump stops the run before a
    /// report, since a partial report in CI reads as a complete one; so that one run shows every
    /// problem, each bad file gets its own `error:` line, and the last line says nothing was audited.
    static func importScreens(_ paths: [String]) throws -> [LiveScreen] {
        var screens: [LiveScreen] = []
        var problems: [String] = []
        for path in paths {
            do {
                screens.append(try importScreen(path))
            } catch {
                problems += error.problems
            }
        }
        guard !problems.isEmpty else { return screens }
        guard paths.count > 1 else { throw InputError(problems: problems) }
        let summary = "\(problems.count) of \(paths.count) dumps could not be read; nothing was audited"
        throw InputError(problems: problems + [summary])
    }

    /// Imports one dump, or a screen document with its components made live, so the audit
    /// measures what the components show rather than their empty placeholders; a missing file
    /// or malformed content becomes the one-line input error.
    private static func importScreen(_ path: String) throws(InputError) -> LiveScreen {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw InputError("\(path): is a directory, not a dump") }
        do {
            return try ScreenFile.load(path).live
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError("\(path): \(error)")
        }
    }

    /// The text report with each finding's severity coloured and the summary in bold, only when
    /// the context allows colour (a terminal, no `NO_COLOR`).
    private static func colored(_ text: String, in context: CommandContext) -> String {
        guard context.usesColor else { return text }
        let styles: [Severity: TextStyle] = [.error: .red, .warning: .yellow, .info: .cyan]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.enumerated().map { offset, line -> String in
            // A finding's line: two spaces, an optional "LINE: ", the severity, then " [rule]".
            if line.hasPrefix("  "), !line.hasPrefix("      "),
                let severity = Severity.allCases.first(where: { line.contains("\($0.rawValue) [") }),
                let style = styles[severity], let range = line.range(of: "\(severity.rawValue) [")
            {
                return line.replacingCharacters(
                    in: range, with: context.styled(severity.rawValue, style) + " [")
            }
            // The summary is the last non-empty line.
            return offset == lines.count - 2 ? context.styled(line, .bold) : line
        }.joined(separator: "\n")
    }

    /// `--verbose`: the importer's inferences for each element a finding names, once per element.
    /// Written to standard error for machine formats, so their output stays parseable.
    private func printInferences(
        findings: [Finding], screens: [String: AccessibilityScreen], in context: CommandContext
    ) {
        var seen: Set<String> = []
        var lines: [String] = []
        for finding in findings {
            guard let file = finding.file, let reference = finding.element,
                seen.insert("\(file)\u{0}\(reference.id)").inserted,
                let element = screens[file]?.element(withID: reference.id), !element.inferences.isEmpty
            else { continue }
            let location = finding.line.map { "\(file):\($0)" } ?? file
            lines.append(
                "\(location): \(reference.description.escapingControlCharacters) (id \(reference.id)) inferred:")
            lines += element.inferences.map { "  - \($0.escapingControlCharacters)" }
        }
        guard !lines.isEmpty else { return }
        for line in lines {
            if format == .text { context.print(line) } else { context.printError(line) }
        }
    }
}
