import AccessibilityTree
import ArgumentParser
import AuditKit
import Foundation
import ScreenReaderKit

/// `carousel-a11y report FILE... --output report.html`: audits the dumps and writes one
/// self-contained HTML page that draws each screen with its focus order, carousels and findings.
struct ReportCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write an HTML report that draws each screen with the reader's focus order, carousels and findings.",
        discussion: """
            Reads the same files as audit, and searches directories the same way (recursively, \
            --include globs; default *.xml, *.json, *.txt). The page is self-contained (no network, no external \
            file): each screen is drawn to scale (points, or dp when an Android dump's density is \
            known), each element the reader stops on is outlined and numbered in swipe order with \
            the swipe path, hidden and off-screen elements are marked, each carousel is shaded with \
            the swipes it takes to pass and what to do, and each finding is linked to its element. \
            It opens with findings by rule and severity and the carousels found.

            --screenshot PNG (repeatable) puts a screenshot under the drawing of the file in the \
            same position (the first screenshot under the first file), stretched over the screen's \
            bounds. --demo reports the demo's article, default views and accessible carousel, each \
            read by VoiceOver and TalkBack.

            A dump that cannot be read (missing, unreadable, not valid UTF-8, malformed) does not \
            stop the report: every other dump is drawn, the bad one is named with its reason in the \
            page's "Dumps not audited" list and on standard error, its screenshot is left out, and \
            then the exit status is 2.

            Exit status, decided after the report is written: 0 report written (findings do not \
            fail it: use audit --format html --fail-on for that); 2 bad input: a dump that could \
            not be read (the report is still written), or, with no report written, a screenshot \
            that is not a PNG or an unwritable --output.
            """)

    @Argument(
        help: ArgumentHelp(
            "Dumps to report on (any format speak reads), directories to search for them, or - for standard input.",
            valueName: "file-or-directory"))
    var files: [String] = []

    @Option(
        name: .long,
        help: "In directories, report only files matching this glob (repeatable; default: *.xml, *.json, *.txt).")
    var include: [String] = []

    @Option(name: .shortAndLong, help: "The HTML file to write (default: standard output).")
    var output: String?

    @Option(name: .customLong("screenshot"), help: "A PNG screenshot of the screen in the same position (repeatable).")
    var screenshots: [String] = []

    @Flag(name: .long, help: "Report the demo's article: default views and the accessible carousel, both readers.")
    var demo = false

    @OptionGroup var device: AdbOptions

    @OptionGroup var rules: RuleSelectionOptions

    @OptionGroup var language: LanguageOption

    /// The largest screenshot read, in bytes: a phone's PNG is a few megabytes.
    static let screenshotLimit = 32 * 1024 * 1024

    func execute(in context: CommandContext) throws -> CommandExitStatus {
        guard demo || device.adb || !self.files.isEmpty else {
            throw InputError("name at least one file to report on, --adb or --demo")
        }
        let files = try InputFiles.expand(device.files(self.files, required: false, in: context), includes: include)
        guard screenshots.count <= files.count else {
            throw InputError(
                "\(screenshots.count) screenshots for \(files.count) files: each --screenshot goes under the file "
                    + "in the same position")
        }
        // As in `audit`: the given language decides the readers' words and the words the rules
        // match, for the files and the demo's screens alike.
        let givenLanguage = try language.validatedLanguage()
        let auditor = Auditor(language: givenLanguage)
        let (configuration, _) = try rules.configuration(for: files, auditor: auditor, in: context)

        let pictures = try screenshots.map(Self.readPNG)
        var subjects = demo ? try Self.demoSubjects(language: givenLanguage ?? "en") : []
        let firstFile = subjects.count
        // As in `audit`, a bad dump is named and the others are still drawn; a dump keeps the
        // screenshot in its position.
        let (screens, unreadable) = Self.loadScreens(files, language: givenLanguage, in: context)
        subjects += screens.map { ReportSubject($0.live, file: $0.file) }
        var report = auditor.report(subjects, configuration: configuration)
        report.toolVersion = CarouselA11y.version
        report.unreadable = unreadable
        for (offset, screen) in screens.enumerated() where screen.position < pictures.count {
            report.screens[firstFile + offset].readings[0].screenshotPNG = pictures[screen.position]
        }
        for problem in unreadable { context.printError("error: \(problem.description.escapingControlCharacters)") }
        if !unreadable.isEmpty, files.count > 1 {
            context.printError(
                "error: \(unreadable.count) of \(files.count) dumps could not be read; the other "
                    + "\(screens.count) were drawn and reported")
        }
        if let note = InputFiles.searchNote(
            unreadable: unreadable.map { ($0.file, $0.reason) }, named: self.files, includes: include)
        {
            context.printError(note)
        }
        let html = HTMLReporter().render(report)
        if let output {
            do {
                try Data(html.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw InputError("\(output): cannot write the report: \(InputFiles.writeFailure(output, error))")
            }
            context.printError("wrote \(output): \(report.screens.count) screens, \(report.findings.count) findings")
        } else {
            context.write(html)
        }
        // Bad input is decided last, after every other dump was drawn and the report written.
        return unreadable.isEmpty ? .success : .badInput
    }

    /// Every dump that could be read, made live for its platform's reader (with the language
    /// given, if any), with its position among `files`; and every one that could not, in order.
    ///
    /// - Complexity: O(total size of the dumps).
    static func loadScreens(
        _ files: [String], language: String? = nil, in context: CommandContext
    ) -> (screens: [(live: LiveScreen, file: String, position: Int)], unreadable: [UnreadableDump]) {
        var screens: [(live: LiveScreen, file: String, position: Int)] = []
        var unreadable: [UnreadableDump] = []
        let progress = ProgressLine(total: files.count, context: context)
        for (position, file) in files.enumerated() {
            progress.show(position + 1, file)
            let source: DumpSource =
                file == "-" ? .bytes(context.readStandardInput(), name: InputFiles.standardInputName) : .file(file)
            do {
                let loaded = try LoadedScreen(source.read(), file: source.name, language: language)
                screens.append((loaded.live, file, position))
            } catch {
                unreadable.append(error)
            }
        }
        progress.finish()
        return (screens, unreadable)
    }

    /// The demo's article as two subjects (default views, accessible carousel), each read by
    /// VoiceOver on its iOS version and TalkBack on its Android version, in a language (its
    /// components' words, and mirrored for a right-to-left one).
    static func demoSubjects(language: String = "en") throws -> [ReportSubject] {
        let article = DemoArticle()
        return try [false, true].map { accessible in
            let title = accessible ? "Demo: article with the accessible carousel" : "Demo: article with default views"
            let versions = try [Platform.iOS, .android].map { platform in
                ReportSubject.Version(
                    try DemoScenarios.articleScreen(
                        article, platform: platform, accessible: accessible, language: language),
                    file: "demo/article-\(accessible ? "accessible" : "default")-\(platform.rawValue)")
            }
            return ReportSubject(title: title, versions: versions)
        }
    }

    /// The bytes of a PNG file; anything else is bad input.
    static func readPNG(_ path: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: path)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        guard let size else { throw InputError("\(path): no such screenshot") }
        guard size <= screenshotLimit else {
            throw InputError(
                "\(path): the screenshot is \(size) bytes, more than the limit of \(screenshotLimit) bytes")
        }
        guard let data = try? Data(contentsOf: url) else { throw InputError("\(path): cannot read the screenshot") }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count > signature.count, Array(data.prefix(signature.count)) == signature else {
            throw InputError("\(path): not a PNG file (the screenshot must be a PNG)")
        }
        return Array(data)
    }
}
