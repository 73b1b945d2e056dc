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
            JSON, Maestro hierarchies, XCUITest debugDescription, Espresso and Compose text dumps, \
            screen documents (whose components are audited live) and view captures of live UIKit or \
            SwiftUI screens (*.capture.json); the format is detected from the content. A directory is \
            searched recursively (--include); - reads standard input; --adb reads the screen of a \
            connected Android device. \
            On a terminal, more than 5 files show a progress line on standard error. Each screen is read by the VoiceOver (iOS) or TalkBack (Android) \
            simulator, which measures focus order, speech and the swipes it takes to pass a carousel.

            Formats: text (findings by file, then a summary line), json, sarif (SARIF 2.1.0) and \
            junit (JUnit XML: a suite per file, a test case per rule) and html (one self-contained \
            page drawing each screen, as the report command writes it), all on standard output; \
            errors and, for the machine formats, --verbose lines go to standard error.

            Exit status: 0 no finding at or above --fail-on; 1 findings at or above --fail-on \
            (default: error); 2 bad input: an unknown rule, a bad configuration, no rule left to \
            run, or a dump that could not be read (missing, unreadable, not valid UTF-8, \
            malformed). A bad dump does not stop the run: every other dump is audited and \
            reported, the bad one is named with its reason in the report (text and json list it, \
            sarif as a toolExecutionNotifications entry located at the file, junit as an <error> \
            test case, html in a list) and on standard error, and then the exit status is 2, \
            whatever the findings and --fail-on (so CI never reads a partial crawl as clean).

            Parallel: dumps are read and audited --jobs at a time (default: the number of active \
            processors); findings, progress and output keep the input order, so the report is the \
            same byte for byte with --jobs 1.

            Configuration: --config PATH, else .carousel-a11y.yml, .carousel-a11y.yaml or \
            .carousel-a11y.json in the first dump's directory or the nearest one above it, up to \
            the repository root (the folder with .git), else in the current directory; --verbose \
            names the file used. JSON or YAML with the optional keys \
            only (rules to run), disabled (rules not to run), severity (rule: error|warning|info) \
            and suppress (a list of {rule, element, reason}; element is an accessibility \
            identifier or resource-id, or the element id a report shows). For example:
              disabled: [touch-target-size]
              severity: {label-in-name: error}
              suppress:
                - rule: label-missing
                  element: com.example:id/close
                  reason: decorative
            --disable adds to the file's disabled rules; --only replaces its only list. The \
            touch-target key sets touch-target-size's sizes and WCAG 2.5.8 exceptions: \
            touch-target: {ios: 44, android: 48, exceptions: [inline, equivalent, user-agent]}.

            Several dumps of one app: a finding on an element every screen shares (same rule, same \
            resource-id or identifier, else the same class path and label) is reported once, with \
            the other files listed ("also in"); --per-screen reports it once per file.

            Baselines: --write-baseline FILE writes the fingerprints of every current finding to \
            FILE (JSON) and exits 0, accepting them. --baseline FILE then reports and fails on new \
            findings only: a finding whose fingerprint (its rule and its element's stable locator, \
            not its line) is in FILE is left out, and a last line counts them. SARIF results carry \
            the same fingerprint in partialFingerprints, so code scanning tracks them across runs.

            --verbose also prints, for each file, the language its words were matched in (and \
            whether it was inferred or fell back to English), every horizontal container found and why it is, \
            or is not, a content carousel (tabs, bottom navigation, chips, screen pager, action \
            row, page dots or other); only content carousels get the carousel rules.

            Rules: \(RuleRegistry.identifiers.joined(separator: ", ")).
            """)

    @Argument(
        help: ArgumentHelp(
            "Dumps to audit (any format speak reads), directories to search for them, or - for standard input.",
            valueName: "file-or-directory"))
    var files: [String] = []

    @OptionGroup var device: AdbOptions

    @Option(
        name: .long,
        help: "In directories, audit only files matching this glob (repeatable; default: *.xml, *.json, *.txt).")
    var include: [String] = []

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .long, help: "Report format: \(ReporterRegistry.names.joined(separator: ", ")).")
    var format: AuditOutputFormat = .text

    @Option(
        name: .customLong("fail-on"),
        help: "Least severity that makes the exit status 1: error, warning, info or never.")
    var failOn: AuditFailLevel = .error

    @OptionGroup var rules: RuleSelectionOptions

    @OptionGroup var language: LanguageOption

    @Flag(
        name: .long,
        help: "Also print why each horizontal container is or is not a carousel, and what the importer inferred.")
    var verbose = false

    @Option(name: .long, help: "Report and fail on findings not in this baseline file only.")
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: "Write every current finding's fingerprint to this file and exit 0.")
    var writeBaseline: String?

    @Flag(
        name: .customLong("per-screen"), help: "Report a finding on an element shared by several dumps once per dump.")
    var perScreen = false

    // Unconditional, so "--jobs -1" reaches the range check rather than reading as a missing value.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Dumps read and audited at once (default: the number of active processors).", valueName: "n"))
    var jobs: Int?

    /// What the report keeps of each audited dump: only what the flags ask for, so a crawl of
    /// thousands of screens holds their findings, not their trees.
    struct Kept: Sendable {
        var languageLine: String?
        var containerLines: [String] = []
        var screen: AccessibilityScreen?
        var reading: ScreenReading?
    }

    func execute(in context: CommandContext) throws -> CommandExitStatus {
        let files = InputFiles.unique(try InputFiles.expand(device.files(self.files, in: context), includes: include))
        let auditor = Auditor()
        let (configuration, configurationPath) = try rules.configuration(for: files, auditor: auditor, in: context)
        if verbose { context.printError("configuration: \(configurationPath ?? "none found; defaults apply")") }
        var accepted: Baseline?
        if let baseline {
            do {
                accepted = try Baseline.load(contentsOf: baseline)
            } catch {
                throw InputError(error.description)
            }
        }
        let auditLanguage = try language.validatedLanguage()
        if let jobs, jobs < 1 { throw InputError("--jobs \(jobs): give at least 1") }
        let sources: [DumpSource] = files.map { file in
            file == "-"
                ? .bytes(context.readStandardInput(), name: InputFiles.standardInputName) : .file(file)
        }
        let pipeline = DumpAuditor(
            auditor: auditor, configuration: configuration, language: auditLanguage,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let (verbose, html, detector) = (self.verbose, format == .html, auditor.detector)
        let progress = ProgressLine(total: sources.count, context: context)
        let results = pipeline.auditWaiting(
            sources, summarize: { Self.keep($0, verbose: verbose, html: html, detector: detector) },
            progress: { offset, result in progress.show(offset + 1, result.file) })
        progress.finish()
        let audited = results.filter { $0.unreadable == nil }
        let unreadable = results.compactMap(\.unreadable)
        for problem in unreadable { context.printError("error: \(problem.description.escapingControlCharacters)") }
        if !unreadable.isEmpty, results.count > 1 {
            context.printError(
                "error: \(unreadable.count) of \(results.count) dumps could not be read; the other "
                    + "\(audited.count) were audited and reported")
        }
        if let note = InputFiles.searchNote(
            unreadable: unreadable.map { ($0.file, $0.reason) }, named: self.files, includes: include)
        {
            context.printError(note)
        }
        let names = audited.map(\.file)
        // One dump (the common case) keeps its findings' storage instead of copying each finding.
        var findings = results.count == 1 ? results[0].findings : results.flatMap(\.findings)
        if !perScreen {
            var apps: [String: String] = [:]
            for result in audited {
                if case .audited(_, let app, _) = result.outcome { apps[result.file] = app }
            }
            findings = FindingMerger.merge(findings, appOfFile: apps)
        }
        let kept = audited.compactMap { result -> (file: String, kept: Kept)? in
            guard case .audited(_, _, let summary) = result.outcome else { return nil }
            return (result.file, summary)
        }
        if let writeBaseline {
            do {
                try Baseline(findings: findings).json.write(toFile: writeBaseline, atomically: true, encoding: .utf8)
            } catch {
                throw InputError(
                    "\(writeBaseline): cannot write the baseline: \(InputFiles.writeFailure(writeBaseline, error))")
            }
            context.printError("wrote \(findings.count) finding(s) to the baseline \(writeBaseline)")
            return unreadable.isEmpty ? .success : .badInput
        }
        let known = findings.count
        if let accepted { findings = accepted.newFindings(in: findings) }
        var report = AuditReport(
            findings: findings, rules: auditor.ruleDescriptors(configuration: configuration), files: names,
            toolVersion: CarouselA11y.version, unreadable: unreadable)
        if format == .html {
            report.screens = kept.compactMap { file, kept in
                kept.reading.map { ReportedScreen(title: file, readings: [$0]) }
            }
        }
        let rendered = format.reporter.render(report)
        if let output {
            do {
                try Data(rendered.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw InputError(
                    InputFiles.problem(output, "cannot be written: \(InputFiles.writeFailure(output, error))"))
            }
        } else {
            context.write(format == .text ? Self.colored(rendered, in: context) : rendered)
        }
        if let baseline {
            let line = "\(known - findings.count) finding(s) in the baseline \(baseline) not reported"
            if format == .text && output == nil { context.print(line) } else { context.printError(line) }
        }
        if verbose {
            let lines = kept.compactMap(\.kept.languageLine) + kept.flatMap(\.kept.containerLines)
            for line in lines {
                if format == .text { context.print(line) } else { context.printError(line) }
            }
            var screens: [String: AccessibilityScreen] = [:]
            for (file, kept) in kept where screens[file] == nil { screens[file] = kept.screen }
            printInferences(findings: findings, screens: screens, in: context)
        }
        // Bad input is decided last, after every other dump was audited and reported.
        if !unreadable.isEmpty { return .badInput }
        return failOn.threshold.isExceeded(by: findings) ? .findings : .success
    }

    /// What the report keeps of an audited dump (on the thread that audited it).
    static func keep(_ audited: AuditedDump, verbose: Bool, html: Bool, detector: CarouselDetector) -> Kept {
        var kept = Kept()
        if html {
            kept.reading = ScreenReading(audited.screen.live, file: audited.file, detector: detector)
        }
        guard verbose else { return kept }
        kept.screen = audited.screen.live.screen
        let (languageLine, containerLines) = verboseLines(audited.context)
        kept.languageLine = languageLine
        kept.containerLines = containerLines
        return kept
    }

    /// `--verbose`: the language a file was audited in, then every horizontal container of it,
    /// what it was taken for and why.
    private static func verboseLines(_ audited: AuditContext) -> (language: String, containers: [String]) {
        var lines: [String] = []
        let notes = audited.languageNotes
        let languageLine =
            "\(audited.file ?? "(no file)"): audited in \"\(audited.language.tag)\""
            + (notes.isEmpty ? "" : ": " + notes.joined(separator: "; "))
        if let reason = TouchTargetSizeRule.unmeasuredReason(audited.screen) {
            lines.append("\(audited.file ?? "(no file)"): touch targets not measured: \(reason)")
        }
        if !audited.containers.isEmpty {
            lines.append("\(audited.file ?? "(no file)"): horizontal containers:")
            for container in audited.containers {
                guard let element = audited.index[container.container] else { continue }
                let verdict =
                    container.category == .contentCarousel
                    ? "a content carousel (carousel rules apply)"
                    : "not a carousel: \(container.category.phrase)"
                let location = element.source.map { ":\($0.line)" } ?? ""
                lines.append(
                    "  \(FindingElement.describe(element).escapingControlCharacters) (id \(element.id)\(location)), "
                        + "\(container.items.count) item\(container.items.count == 1 ? "" : "s"): \(verdict)")
                lines += container.evidence.map { "    - \($0.escapingControlCharacters)" }
                if !container.signals.isEmpty {
                    lines.append("    signals: " + container.signals.map(Self.describe).joined(separator: ", "))
                }
            }
        }
        return (languageLine, lines)
    }

    /// A fired signal as `--verbose` prints it: `alike-cards +5 content-carousel`, or for a
    /// signal that asks for content evidence, `paged-container needs content (else screen-pager)`.
    static func describe(_ reading: SignalReading) -> String {
        switch reading.kind {
        case .demandsContent: "\(reading.signal) needs content (else \(reading.category.rawValue))"
        case .demandsCards: "\(reading.signal) needs cards (else \(reading.category.rawValue))"
        case .declaration: "\(reading.signal) decides \(reading.category.rawValue)"
        default: "\(reading.signal) +\(Int(reading.weight.rounded())) \(reading.category.rawValue)"
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

    /// `--verbose`: the importer's inferences for each element a finding names, once per element,
    /// after those of the file's first root, which hold what was inferred of the whole screen (the
    /// density an Android dump was measured at, and its evidence). Written to standard error for
    /// machine formats, so their output stays parseable.
    private func printInferences(
        findings: [Finding], screens: [String: AccessibilityScreen], in context: CommandContext
    ) {
        var seen: Set<String> = []
        var lines: [String] = []
        for finding in findings {
            if let file = finding.file, let root = screens[file]?.roots.first, !root.inferences.isEmpty,
                seen.insert("\(file)\u{0}\(root.id)").inserted
            {
                lines.append("\(file): the screen (id \(root.id)) inferred:")
                lines += root.inferences.map { "  - \($0.escapingControlCharacters)" }
            }
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
