import AccessibilityTree
import AuditKit
import Foundation
import ScreenReaderKit
import Testing

@testable import CarouselA11yCommand

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The repository's real dumps (Tests/HierarchyImportTests/Fixtures, attribution in SOURCES.md).
private enum Dumps {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HierarchyImportTests/Fixtures")
    /// Pixel launcher: one warning; its "At a glance" pager of one card is no carousel (see
    /// FixtureAuditTests).
    static let launcher = directory.appendingPathComponent(
        "android-appium/Bioto__tron-ai__page_source_629b9fb_launcher.xml"
    ).path
    /// EpMedia's home (Tests/RealDumps, attributed in SOURCES.md there): two HorizontalScrollView
    /// shelves of cards, one line of uiautomator XML.
    static let shelves = directory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RealDumps/android/longtruongvan__EpMedia__window_dump_home.xml").path
    /// The carousel rules alone, so the counts below do not move with the element rules.
    static let carouselRulesOnly = ["--disable", "touch-target-size", "--disable", "label-missing"]
    /// iOS Settings: no findings.
    static let iosSettings = directory.appendingPathComponent(
        "ios-xml/ldi-github__shirates-core__XmlDataIos_SettingsTopScreen.xml"
    ).path
}

/// A temporary file with the text, removed by the caller.
private func temporaryFile(_ name: String, _ text: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
}

private func run(_ arguments: [String]) -> (
    status: CarouselA11yCommand.CommandExitStatus, output: String, error: String
) {
    let context = CommandContext.captured()
    let status = CommandRunner.run(["audit"] + arguments, in: context)
    return (status, context.standardOutput, context.standardError)
}

@Suite("carousel-a11y audit: the demo's screens")
struct AuditDemoScreenTests {
    @Test(arguments: [Platform.iOS, .android])
    func theDefaultCollectionViewIsFlagged(platform: Platform) throws {
        let article = DemoArticle()
        let screen = platform == .iOS ? article.iOSScreen() : article.androidScreen()
        let findings = Auditor().audit(screen)
        // Seed 000: every one of the 8 cards is a stop, and no card says it opens a story.
        let skip = try #require(findings.first { $0.rule == "carousel-skip-cost" })
        #expect(skip.swipesToPass == 8)
        #expect(skip.mayHaveMoreOffScreen == true)
        #expect(skip.element?.id == DemoArticle.IDs.carousel)
        // One card-role finding on the carousel, listing its 8 cards.
        let cardRole = findings.filter { $0.rule == "carousel-card-role" }
        #expect(cardRole.map(\.element?.id) == [DemoArticle.IDs.carousel])
        #expect(cardRole.first?.related?.map(\.element.id) == (0..<8).map { DemoArticle.IDs.card($0) })
    }

    @Test(arguments: [Platform.iOS, .android])
    func theAccessibleCarouselIsClean(platform: Platform) throws {
        let live = try DemoScenarios.articleScreen(DemoArticle(), platform: platform, accessible: true)
        let findings = Auditor().audit(live)
        #expect(findings.isEmpty, "\(findings.map { "\($0.rule): \($0.message)" })")
    }

    @Test(arguments: [Platform.iOS, .android])
    func theAccessibleCarouselIsDetectedAndPassedInOneSwipe(platform: Platform) throws {
        let live = try DemoScenarios.articleScreen(DemoArticle(), platform: platform, accessible: true)
        let context = AuditContext(liveScreen: live)
        #expect(context.carousels.map(\.container) == [DemoArticle.IDs.carousel])
        #expect(context.swipeCounter.swipesToPass(container: DemoArticle.IDs.carousel) == 1)
    }
}

@Suite("carousel-a11y audit: exit statuses and formats")
struct AuditCommandTests {
    @Test func aCleanDumpExitsZero() {
        let result = run([Dumps.iosSettings])
        #expect(result.status == .success)
        #expect(result.output == "No findings.\n")
        #expect(result.error.isEmpty)
    }

    @Test func errorsExitOneAndTheTextReportNamesThem() {
        let result = run([Dumps.shelves] + Dumps.carouselRulesOnly)
        #expect(result.status == .findings)
        #expect(result.output.contains("1:11076: error [carousel-skip-cost] Passing the carousel takes 2 swipes"))
        #expect(result.output.hasSuffix("7 findings (3 errors, 4 warnings, 0 info)\n"))
        #expect(!result.output.contains("\u{1B}["), "no colour in a pipe")
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        let terminal = CommandContext(environment: [:], isTerminal: true, forwardToProcessStreams: false)
        #expect(CommandRunner.run(["audit", Dumps.shelves] + Dumps.carouselRulesOnly, in: terminal) == .findings)
        #expect(terminal.standardOutput.contains("  1:11076: \u{1B}[31merror\u{1B}[0m [carousel-skip-cost]"))
        #expect(terminal.standardOutput.contains("  1:11076: \u{1B}[33mwarning\u{1B}[0m [carousel-name]"))
        #expect(terminal.standardOutput.contains("\u{1B}[1m7 findings (3 errors, 4 warnings, 0 info)\u{1B}[0m\n"))
        let noColor = CommandContext(environment: ["NO_COLOR": "1"], isTerminal: true, forwardToProcessStreams: false)
        #expect(CommandRunner.run(["audit", Dumps.shelves], in: noColor) == .findings)
        #expect(!noColor.standardOutput.contains("\u{1B}["))
        // Machine formats are never coloured.
        let json = CommandContext(environment: [:], isTerminal: true, forwardToProcessStreams: false)
        _ = CommandRunner.run(["audit", Dumps.launcher, "--format", "json"], in: json)
        #expect(!json.standardOutput.contains("\u{1B}["))
    }

    @Test func failOnNeverExitsZeroEvenWithFindings() {
        let result = run([Dumps.shelves, "--fail-on", "never"])
        #expect(result.status == .success)
        #expect(result.output.contains("carousel-skip-cost"))
    }

    @Test func failOnWarningCountsWarnings() {
        // Only warnings remain when the error rules are disabled.
        let disabled = Dumps.carouselRulesOnly + ["--disable", "carousel-skip-cost", "--disable", "carousel-card-role"]
        #expect(run([Dumps.shelves] + disabled).status == .success)
        #expect(run([Dumps.shelves, "--fail-on", "warning"] + disabled).status == .findings)
    }

    @Test func jsonParsesAndCarriesTheMeasuredSwipes() throws {
        let result = run([Dumps.shelves, "--format", "json"] + Dumps.carouselRulesOnly)
        #expect(result.status == .findings)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(
            findings.map { $0["rule"] as? String } == [
                "carousel-skip-cost", "carousel-card-role", "carousel-card-role", "carousel-name", "carousel-name",
                "carousel-position", "carousel-position",
            ])
        #expect(findings.first?["swipesToPass"] as? Int == 2)
        #expect(findings.first?["mayHaveMoreOffScreen"] as? Bool == false)
        #expect(findings.first?["file"] as? String == Dumps.shelves)
        // One card-role finding per carousel, listing its cards (2 and 3 of them), each with its place.
        let related = findings.dropFirst().prefix(2).map { ($0["related"] as? [[String: Any]]) ?? [] }
        #expect(related.map(\.count) == [2, 3])
        let places = related.joined().map { entry -> Bool in
            let line = entry["line"] as? Int
            let column = entry["column"] as? Int ?? 0
            return line == 1 && column > 1
        }
        #expect(places.count == 5 && !places.contains(false))
    }

    @Test func sarifParsesWithOneResultPerFinding() throws {
        let result = run([Dumps.shelves, "--format", "sarif"] + Dumps.carouselRulesOnly)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 7)
        // The card-role results list the cards as relatedLocations (SARIF 2.1.0 §3.27.22), ids 0...
        let related = results.filter { $0["ruleId"] as? String == "carousel-card-role" }
            .map { ($0["relatedLocations"] as? [[String: Any]]) ?? [] }
        #expect(related.map(\.count) == [2, 3])
        #expect(related.last?.compactMap { $0["id"] as? Int } == [0, 1, 2])
    }

    @Test func junitIsWellFormed() {
        let result = run([Dumps.launcher, Dumps.iosSettings, "--format", "junit", "--fail-on", "info"])
        #expect(result.status == .findings)
        let parser = XMLParser(data: Data(result.output.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(result.output.contains("failures=\"1\""))
    }

    @Test func usageErrorsAreBadInput() {
        let noFiles = run([])
        #expect(noFiles.status == .badInput)
        #expect(noFiles.error.contains("name a file to read, or --adb for a connected device"))
        let badFormat = run([Dumps.launcher, "--format", "pdf"])
        #expect(badFormat.status == .badInput)
        #expect(badFormat.error.contains("pdf"))
        #expect(run([Dumps.launcher, "--fail-on", "critical"]).status == .badInput)
    }

    /// The report is written even when its only dump is missing: it names the file and why.
    @Test func aMissingFileIsBadInputNamingThePath() {
        let result = run(["/no/such/dump.xml"])
        #expect(result.status == .badInput)
        #expect(result.error == "error: /no/such/dump.xml: no such file or directory\n")
        #expect(result.output.contains("/no/such/dump.xml\n  error [unreadable] no such file or directory\n"))
    }

    @Test func aMalformedDumpIsBadInputWithFileAndLine() throws {
        let url = try temporaryFile("broken.xml", "<hierarchy rotation=\"0\">\n  <node text=\"a\"\n</hierarchy>\n")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let result = run([url.path])
        #expect(result.status == .badInput)
        #expect(result.error.hasPrefix("error: \(url.path):"))
        // file:line:column: the importer's position, then its problem, on one line.
        let location = result.error.dropFirst("error: \(url.path):".count).split(separator: ":")
        #expect(location.count >= 3 && Int(location[0]) != nil && Int(location[1]) != nil)
        #expect(result.error.split(separator: "\n").count == 1)
    }

    /// Two bad dumps among good ones: each is named on its own line (not only the first), the
    /// good ones are still audited and reported, and the exit status says some input was bad.
    @Test func everyBadDumpIsNamedAndTheOthersAreAudited() throws {
        let broken = try temporaryFile("broken.xml", "<hierarchy rotation=\"0\">\n  <node text=\"a\"\n")
        defer { try? FileManager.default.removeItem(at: broken.deletingLastPathComponent()) }
        let result = run([Dumps.launcher, "/no/such/dump.xml", broken.path, Dumps.iosSettings])
        #expect(result.status == .badInput)
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first == "error: /no/such/dump.xml: no such file or directory")
        #expect(lines.dropFirst().first?.hasPrefix("error: \(broken.path):") == true)
        #expect(lines.last == "error: 2 of 4 dumps could not be read; the other 2 were audited and reported")
        // The launcher's findings are all there, as when it is audited alone.
        let alone = run([Dumps.launcher])
        let launcherFindings = alone.output.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(!launcherFindings.isEmpty)
        for line in launcherFindings { #expect(result.output.contains(line)) }
        #expect(result.output.contains("2 dumps could not be read and were not audited."))
    }

    /// A screen document's carousel is audited as the component it describes: eight cards read
    /// one by one (swipe-through) cost nine swipes, which the static placeholder used to hide.
    @Test func aScreenDocumentsComponentsAreAuditedLive() throws {
        let cards = (1...8).map { #"{"id": "c\#($0)", "title": "Story \#($0)"}"# }.joined(separator: ", ")
        let document = try temporaryFile(
            "screen.json",
            """
            {"format": "accessible-carousel-screen", "version": 1,
             "screen": {"platform": "ios", "roots": [{"id": "related"}]},
             "components": [{"carousel": {"id": "related", "name": "Related stories, Carousel",
                             "strategy": "swipeThrough", "cards": [\(cards)]}}]}
            """)
        defer { try? FileManager.default.removeItem(at: document.deletingLastPathComponent()) }
        let result = run([document.path, "--only", "carousel-skip-cost"])
        #expect(result.status == .findings)
        #expect(result.output.contains("error [carousel-skip-cost] Passing the carousel"))
    }

    /// A label with an escape sequence, a bell and a line break (AXe JSON holds them as \u
    /// escapes) reaches the terminal escaped, in the audit report, the transcript and errors.
    @Test func controlCharactersFromADumpAreEscapedInTextOutput() throws {
        let dump = try temporaryFile(
            "axe.json",
            #"""
            [{"AXFrame": "{{0, 0}, {390, 844}}", "AXLabel": "App", "type": "Application", "children": [
             {"AXFrame": "{{100, 100}, {20, 20}}", "AXLabel": "Go\u001b[2J\u0007\r\n  1: error [x] forged",
              "type": "Button", "children": []}]}]
            """#)
        defer { try? FileManager.default.removeItem(at: dump.deletingLastPathComponent()) }
        let escaped = #"Go\u{1B}[2J\u{7}\r\n  1: error [x] forged"#
        let audit = run([dump.path])
        #expect(audit.output.contains("      element: Button \"\(escaped)\" (id 0.0)\n"))
        // File, finding, element, path, speech and summary: the forged line break stays escaped.
        #expect(audit.output.split(separator: "\n").count == 6)
        let context = CommandContext.captured()
        #expect(CommandRunner.run(["speak", dump.path], in: context) == .success)
        #expect(context.standardOutput.hasPrefix("  1. swipe right: \"\(escaped), Button\"\n"))
        for text in [audit.output, context.standardOutput] {
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x7 || $0.value == 0xD })
        }
        // An importer error quoting a value with a line break stays one line.
        #expect(InputError("a.xml:1:2: bad \"x\ny\"").description == #"a.xml:1:2: bad "x\ny""#)
    }

    /// `--only` a rule that `--disable` (or the configuration) removes leaves nothing to check;
    /// exit 0 with "No findings" would pass CI without auditing.
    @Test func noRuleLeftToRunIsBadInput() throws {
        let flags = run([Dumps.launcher, "--only", "carousel-name", "--disable", "carousel-name"])
        #expect(flags.status == .badInput)
        #expect(flags.output.isEmpty)
        #expect(flags.error.hasPrefix("error: no rule left to run"))
        let config = try temporaryFile("audit.yml", "only: []\n")
        defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
        let empty = run([Dumps.launcher, "--config", config.path])
        #expect(empty.status == .badInput)
        #expect(empty.error.hasPrefix("error: no rule left to run"))
    }

    @Test(arguments: ["--disable", "--only"])
    func anUnknownRuleIsBadInputListingTheKnownOnes(flag: String) {
        let result = run([Dumps.launcher, flag, "carousel-skip"])
        #expect(result.status == .badInput)
        #expect(
            result.error.hasPrefix("error: unknown rule 'carousel-skip' in \(flag); known rules: carousel-skip-cost, "))
    }

    @Test func onlyRunsTheNamedRules() throws {
        let result = run([Dumps.shelves, "--only", "carousel-name", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["carousel-name", "carousel-name"])
        #expect(result.status == .success)
    }

    @Test func configurationSuppressesFindingsEndToEnd() throws {
        // The date is named by its resource-id, the rules by identifier.
        let config = try temporaryFile(
            "audit.json",
            """
            {
              "disabled": ["carousel-skip-cost"],
              "suppress": [{"rule": "touch-target-size",
                            "element": "com.google.android.apps.nexuslauncher:id/date",
                            "reason": "the launcher's"}]
            }
            """)
        defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
        let result = run([Dumps.launcher, "--config", config.path])
        #expect(result.status == .success)
        #expect(!result.output.contains("touch-target-size"))
        #expect(result.output.hasSuffix("No findings.\n"))
    }

    @Test func aBadConfigurationIsBadInputWithItsLine() throws {
        let config = try temporaryFile("audit.yml", "disabled:\n  - no-such-rule\n")
        defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
        let result = run([Dumps.launcher, "--config", config.path])
        #expect(result.status == .badInput)
        #expect(result.error.hasPrefix("error: \(config.path):2: unknown rule 'no-such-rule'"))
    }

    /// A touch-target size of 0 or less, or a misspelt key under touch-target, was ignored without a
    /// word and the default sizes measured; both are bad input naming the key and its line.
    @Test(arguments: [
        ("touch-target:\n  ios: 0\n", 2, "at touch-target.ios: expected a size greater than 0, found 0.0"),
        ("touch-target: {android: -48}\n", 1, "at touch-target.android: expected a size greater than 0, found -48.0"),
        (
            "touch-target:\n  iso: 24\n", 2,
            "at touch-target.iso: unknown key 'iso'; expected one of: ios, android, exceptions"
        ),
    ])
    func aTouchTargetSizeThatIsNotPositiveIsBadInput(yaml: String, line: Int, reason: String) throws {
        let config = try temporaryFile("audit.yml", yaml)
        defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
        let result = run([Dumps.launcher, "--config", config.path])
        #expect(result.status == .badInput)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("error: \(config.path):\(line)"), "\(result.error)")
        #expect(result.error.contains("malformed configuration: \(reason)"), "\(result.error)")
    }

    /// SARIF's tool.driver.version and the HTML page's byline are the version `--version` prints
    /// (they said 0.1.0, AuditReport's default, while the tool was 0.2.0).
    @Test func reportsNameTheToolsOwnVersion() throws {
        let version = CommandContext.captured()
        _ = CommandRunner.run(["--version"], in: version)
        let printed = version.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(printed == CarouselA11y.version)
        let sarif = run([Dumps.iosSettings, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == printed)
        let html = run([Dumps.iosSettings, "--format", "html"])
        #expect(html.output.contains("carousel-a11y \(printed):"))
        let context = CommandContext.captured()
        _ = CommandRunner.run(["report", Dumps.iosSettings], in: context)
        #expect(context.standardOutput.contains("carousel-a11y \(printed):"))
    }

    /// `-o` is `--output` in every command that writes a file (report and capture had it, audit
    /// answered "Unknown option '-o'").
    @Test func dashOIsOutputAsInReportAndCapture() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let short = run([Dumps.launcher, "--format", "json", "-o", file.path])
        #expect(short.output.isEmpty)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains("\"findings\""))
        #expect(written == run([Dumps.launcher, "--format", "json"]).output)
        #expect(short.status == run([Dumps.launcher, "--format", "json"]).status)
    }

    /// An output path that cannot be written says why in plain words; Foundation's text for a
    /// directory was "The operation could not be completed. (NSCocoaErrorDomain error 512.)".
    @Test func anUnwritableOutputSaysWhy() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let intoDirectory = run([Dumps.iosSettings, "--output", directory.path])
        #expect(intoDirectory.status == .badInput)
        #expect(
            intoDirectory.error == "error: \(directory.path): cannot be written: is a directory; name a file to write\n"
        )
        let missing = directory.appendingPathComponent("no/such").path
        let baseline = run([Dumps.iosSettings, "--write-baseline", missing + "/b.json"])
        #expect(baseline.status == .badInput)
        #expect(baseline.error == "error: \(missing)/b.json: cannot write the baseline: no such directory \(missing)\n")
        let context = CommandContext.captured()
        let report = CommandRunner.run(["report", Dumps.iosSettings, "--output", directory.path], in: context)
        #expect(report == .badInput)
        #expect(
            context.standardError.hasSuffix(
                "error: \(directory.path): cannot write the report: is a directory; name a file to write\n"),
            "\(context.standardError)")
    }

    @Test func theConfigurationIsFoundInTheCurrentDirectory() throws {
        let yaml = try temporaryFile(".carousel-a11y.yaml", "disabled: [touch-target-size]\n")
        let directory = yaml.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(AuditConfigurationFile.path(explicit: nil, directory: directory.path) == yaml.path)
        // .yml comes first when both exist; an explicit path wins over both.
        let yml = directory.appendingPathComponent(".carousel-a11y.yml")
        try Data("{}".utf8).write(to: yml)
        #expect(AuditConfigurationFile.path(explicit: nil, directory: directory.path) == yml.path)
        #expect(AuditConfigurationFile.path(explicit: "x.json", directory: directory.path) == "x.json")
        #expect(AuditConfigurationFile.path(explicit: nil, directory: "/no/such/directory") == nil)
    }

    @Test func verbosePrintsTheImportersInferencesForFlaggedElements() {
        // The date's unimportant parent is left out (Android does not report it to TalkBack).
        let result = run([Dumps.launcher, "--verbose"])
        #expect(
            result.output.contains(
                "\(Dumps.launcher):17: android.widget.TextView \"Thu, Aug 21\" (id 0.0.0.0.0.1.0.0.0.0.0.0.0.0) inferred:\n"
                    + "  - Parent 0.0.0.0.0.1.0.0.0.0.0.0.0 has a11y-important=false"))
    }

    @Test func helpExplainsExitStatusesAndTheConfigurationFile() {
        let help = AuditCommand.helpMessage()
        #expect(help.contains("Exit status: 0 no finding at or above --fail-on; 1 findings"))
        #expect(help.contains(".carousel-a11y.yml"))
        #expect(help.contains("suppress"))
        #expect(help.contains("--fail-on"))
    }
}
