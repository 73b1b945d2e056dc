import AuditKit
import Foundation
import Testing

@testable import CarouselA11yCommand

/// `audit` over a directory (issue 22): a bad file is reported in every format while every other
/// file is audited, and `--jobs` changes nothing in the output.
@Suite("carousel-a11y audit: a crawl on every core that survives bad files")
struct AuditCrawlTests {
    /// The repository's real Android dumps (Tests/RealDumps/android, attributed in its SOURCES.md).
    static let android = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RealDumps/android")

    /// A copy of three real dumps and one file that is not valid UTF-8, in a new directory.
    static func crawlWithABadFile() throws -> (directory: URL, bad: String, good: [String]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("crawl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Named, not the first three by name: the crawl must have findings to compare, and a
        // density read right (branch density-5) left the first three with none.
        let names = [
            "18295071983__smartquiz__ui_dump.xml", "Bioto__tron-ai__page_source_f754ac2_x_home.xml",
            "kdiitg__ui_finder__dump_facebook_reels.xml",
        ]
        var good: [String] = []
        for name in names {
            let target = directory.appendingPathComponent(name)
            try FileManager.default.copyItem(at: android.appendingPathComponent(name), to: target)
            good.append(target.path)
        }
        // Sorted between the good ones ("b..." after "B..." and before "k..." in byte order), so order is tested too.
        let bad = directory.appendingPathComponent("bad-latin1.xml")
        try Data([0x3C, 0x68, 0x69, 0x65, 0x72, 0x61, 0x72, 0x63, 0x68, 0x79, 0x3E, 0xE9, 0xFF, 0x3C, 0x2F]).write(
            to: bad)
        return (directory, bad.path, good)
    }

    static func run(_ arguments: [String]) -> (status: CommandExitStatus, output: String, error: String) {
        let context = CommandContext.captured()
        let status = CommandRunner.run(["audit"] + arguments, in: context)
        return (status, context.standardOutput, context.standardError)
    }

    @Test func aBadFileIsNamedInTextAndJSONWithItsReasonAndTheOthersAreAudited() throws {
        let (directory, bad, good) = try Self.crawlWithABadFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let crawl = Self.run([directory.path, "--format", "json"])
        #expect(crawl.status == .badInput)
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(crawl.output.utf8)) as? [String: Any], "\(crawl.output)")
        let unreadable = try #require(json["unreadable"] as? [[String: Any]])
        #expect(unreadable.count == 1)
        #expect(unreadable.first?["file"] as? String == bad)
        #expect((unreadable.first?["reason"] as? String)?.contains("UTF-8") == true)
        // Every good file's findings, exactly as when the good files alone are audited.
        let clean = Self.run(good + ["--format", "json"])
        let cleanJSON = try #require(JSONSerialization.jsonObject(with: Data(clean.output.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let cleanFindings = try #require(cleanJSON["findings"] as? [[String: Any]])
        #expect(!cleanFindings.isEmpty)
        #expect(findings.count == cleanFindings.count)
        #expect(findings.map { $0["file"] as? String } == cleanFindings.map { $0["file"] as? String })
        #expect(crawl.error.contains("error: \(bad):"))

        let text = Self.run([directory.path])
        #expect(text.status == .badInput)
        #expect(text.output.contains("\(bad)\n  1:12: error [unreadable] "))
        #expect(text.output.contains("1 dump could not be read and was not audited."))
    }

    @Test func aBadFileIsAToolExecutionNotificationInSARIF() throws {
        let (directory, bad, _) = try Self.crawlWithABadFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = Self.run([directory.path, "--format", "sarif"])
        #expect(result.status == .badInput)
        let log = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(!((run["results"] as? [Any]) ?? []).isEmpty)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(notification["level"] as? String == "error")
        #expect(((notification["message"] as? [String: Any])?["text"] as? String)?.contains("UTF-8") == true)
        let location = try #require((notification["locations"] as? [[String: Any]])?.first)
        let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        #expect(artifact?["uri"] as? String == "file://" + bad)
    }

    @Test func aBadFileIsAnErrorTestCaseInJUnit() throws {
        let (directory, bad, good) = try Self.crawlWithABadFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = Self.run([directory.path, "--format", "junit"])
        #expect(result.status == .badInput)
        #expect(result.output.contains("<testsuite name=\"\(bad)\" tests=\"1\" failures=\"0\" errors=\"1\""))
        #expect(result.output.contains("<testcase classname=\"\(bad)\" name=\"read\">"))
        #expect(result.output.contains("<error message=\""))
        #expect(result.output.contains("errors=\"1\">"))
        for file in good { #expect(result.output.contains("<testsuite name=\"\(file)\"")) }
        let html = Self.run([directory.path, "--format", "html"])
        #expect(html.status == .badInput)
        #expect(html.output.contains("Dumps not audited"))
        #expect(html.output.contains(bad))
    }

    /// Whatever --fail-on says, a bad file makes the exit status 2, decided after the report.
    @Test func aBadFileWinsOverFailOnNever() throws {
        let (directory, _, good) = try Self.crawlWithABadFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(Self.run([directory.path, "--fail-on", "never"]).status == .badInput)
        #expect(Self.run(good + ["--fail-on", "never"]).status == .success)
    }

    /// Two jobs give byte for byte the output of one, in every machine format.
    @Test(arguments: ["text", "json", "sarif", "junit"])
    func jobsDoNotChangeTheOutput(format: String) throws {
        let serial = Self.run([Self.android.path, "--format", format, "--jobs", "1"])
        let parallel = Self.run([Self.android.path, "--format", format, "--jobs", "2"])
        let many = Self.run([Self.android.path, "--format", format, "--jobs", "7"])
        #expect(serial.output.count > 1_000)
        #expect(serial.status == parallel.status && serial.status == many.status)
        #expect(parallel.output == serial.output)
        #expect(many.output == serial.output)
    }

    /// `--format` is the reporter registry: every registered reporter is a format, rendered by
    /// that reporter, and nothing else is one.
    @Test func everyRegisteredReporterIsAFormatAndNothingElse() throws {
        let dump = Self.android.appendingPathComponent("appium__appium__source.xml").path
        for reporter in ReporterRegistry.all {
            let result = Self.run([dump, "--format", reporter.name, "--fail-on", "never"])
            #expect(result.status == .success, "\(reporter.name): \(result.error)")
            if reporter.name == "html" {
                // The page also draws the screen, which a report rebuilt from findings lacks.
                #expect(result.output.hasPrefix("<!DOCTYPE html>"))
            } else {
                #expect(result.output == reporter.render(try Self.report(of: dump)), "\(reporter.name)")
            }
        }
        #expect(AuditOutputFormat.allValueStrings == ReporterRegistry.names)
        #expect(AuditOutputFormat(argument: "xml") == nil)
        #expect(Self.run([dump, "--format", "xml"]).status == .badInput)
    }

    /// The report `audit` renders for one dump, made from the JSON reporter's findings.
    static func report(of dump: String) throws -> AuditReport {
        let json = run([dump, "--format", "json"]).output
        struct Document: Decodable { var findings: [Finding] }
        let findings = try JSONDecoder().decode(Document.self, from: Data(json.utf8)).findings
        return AuditReport(
            findings: findings, rules: Auditor().ruleDescriptors(configuration: .init()), files: [dump],
            toolVersion: CarouselA11y.version)
    }

    @Test func noJobsIsBadInput() {
        let result = Self.run([Self.android.path, "--jobs", "0"])
        #expect(result.status == .badInput)
        #expect(result.error == "error: --jobs 0: give at least 1\n")
    }

    /// A JSON file beside the dumps that is no dump (labels, package.json) makes a directory's
    /// audit and report exit 2; a note says so and names --include, and a file named on the command
    /// line gets no such note.
    @Test func aStrayFileInASearchedDirectoryIsNotedWithInclude() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stray-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: Self.android, to: directory.appendingPathComponent("screen.xml"))
        let labels = directory.appendingPathComponent("labels.json")
        try Data("{\"screens\": []}".utf8).write(to: labels)
        let note =
            "note: 1 file is not an accessibility dump; a directory search read it for matching *.xml, *.json, "
            + "*.txt, and --include chooses what it reads (--include '*.xml')\n"
        let searched = Self.run([directory.path, "--fail-on", "never"])
        #expect(searched.status == .badInput)
        #expect(searched.error.hasSuffix(note), "\(searched.error)")
        let context = CommandContext.captured()
        let reported = CommandRunner.run(
            ["report", directory.path, "-o", directory.appendingPathComponent("r.html").path], in: context)
        #expect(reported == .badInput)
        #expect(context.standardError.contains(note), "\(context.standardError)")
        let named = Self.run([labels.path, Self.android.path, "--fail-on", "never"])
        #expect(named.status == .badInput)
        #expect(!named.error.contains("note:"), "\(named.error)")
        let included = Self.run([directory.path, "--include", "*.xml", "--fail-on", "never"])
        #expect(included.status == .success)
    }

    /// A dump named twice, directly or by a directory and a file in it, is audited once: every
    /// finding was reported twice ("8 findings" for a dump with 4).
    @Test func aDumpNamedTwiceIsAuditedOnce() throws {
        let dump = Self.android.appendingPathComponent("longtruongvan__EpMedia__window_dump_home.xml")
        let once = Self.run([dump.path, "--format", "json", "--fail-on", "never"])
        #expect(once.output.contains("\"rule\""), "the dump has findings to double")
        for arguments in [
            [dump.path, dump.path], [Self.android.path, dump.path],
        ] {
            let twice = Self.run(
                arguments + ["--format", "json", "--fail-on", "never", "--include", dump.lastPathComponent])
            #expect(twice.status == .success)
            #expect(twice.output == once.output, "\(arguments)")
        }
        // The same file by another spelling: the first spelling is kept.
        let spelt = Self.android.path + "/./" + dump.lastPathComponent
        let twice = Self.run([spelt, dump.path, "--format", "json", "--fail-on", "never"])
        #expect(twice.output == Self.run([spelt, "--format", "json", "--fail-on", "never"]).output)
    }

    /// A negative count is named as one too; it read as "Missing value for '--jobs <n>'".
    @Test func negativeJobsIsBadInputNamingTheCount() {
        let result = Self.run([Self.android.path, "--jobs", "-1"])
        #expect(result.status == .badInput)
        #expect(result.error == "error: --jobs -1: give at least 1\n")
    }

    @Test func helpDocumentsTheExitStatusAndJobs() {
        let context = CommandContext.captured()
        _ = CommandRunner.run(["audit", "--help"], in: context)
        // Help wraps lines; the words are compared with any run of spaces and newlines as one space.
        let help = context.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        #expect(help.contains("--jobs <n>"))
        #expect(help.contains("sarif as a toolExecutionNotifications entry located at the file"))
        #expect(help.contains("and then the exit status is 2, whatever the findings and --fail-on"))
    }
}
