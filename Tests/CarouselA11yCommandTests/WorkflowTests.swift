import Foundation
import Testing

@testable import CarouselA11yCommand

/// The command line in a QA team's workflow (issue 12): directories, standard input, an output
/// file, the version, configuration found above the dump, one wording for unreadable paths and
/// a progress line.
@Suite("carousel-a11y in a workflow")
struct WorkflowTests {
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HierarchyImportTests/Fixtures")
    /// Pixel launcher: one touch-target-size warning (see FixtureAuditTests); runs that must fail
    /// pass `--fail-on warning`.
    private static let launcher = fixtures.appendingPathComponent(
        "android-appium/Bioto__tron-ai__page_source_629b9fb_launcher.xml")
    /// iOS Settings: no findings.
    private static let iosSettings = fixtures.appendingPathComponent(
        "ios-xml/ldi-github__shirates-core__XmlDataIos_SettingsTopScreen.xml")

    private func run(_ arguments: [String], stdin: Data? = nil, progress: Bool = false) -> (
        status: CarouselA11yCommand.CommandExitStatus, out: String, err: String
    ) {
        let context = CommandContext.captured()
        context.standardInput = stdin
        context.showsProgress = progress
        let status = CommandRunner.run(arguments, in: context)
        return (status, context.standardOutput, context.standardError)
    }

    /// A fresh directory holding copies of `files` at the given relative paths.
    private func tree(_ files: [String: URL], text: [String: String] = [:]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workflow-\(UUID().uuidString)")
        for (relative, source) in files {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: url)
        }
        for (relative, content) in text {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        return root
    }

    @Test func aDirectoryIsSearchedRecursivelyForMatchingFiles() throws {
        let root = try tree(
            ["a/b/launcher.xml": Self.launcher, "a/c/settings.xml": Self.iosSettings],
            text: ["a/notes.md": "not a dump", "a/.hidden/x.xml": "<broken"])
        defer { try? FileManager.default.removeItem(at: root) }
        // JUnit has a suite per file read, in order; the hidden folder and the .md file are skipped.
        let all = run(["audit", root.path + "/a", "--format", "junit", "--fail-on", "info"])
        #expect(all.status == .findings)
        let suites = all.out.split(separator: "\n").filter { $0.contains("<testsuite name=") }
        #expect(suites.count == 2)
        #expect(suites.first?.contains("name=\"\(root.path)/a/b/launcher.xml\"") == true)
        #expect(suites.last?.contains("name=\"\(root.path)/a/c/settings.xml\"") == true)

        let only = run(["audit", root.path + "/a", "--include", "settings*", "--format", "junit"])
        #expect(only.status == .success)
        #expect(only.out.contains("settings.xml") && !only.out.contains("launcher.xml"))

        let none = run(["audit", root.path + "/a", "--include", "*.yaml"])
        #expect(none.status == .badInput)
        #expect(none.err == "error: \(root.path)/a: a directory with no file matching *.yaml (see --include)\n")
    }

    @Test func dashReadsStandardInput() throws {
        let bytes = try Data(contentsOf: Self.iosSettings)
        let audit = run(["audit", "-", "--format", "junit"], stdin: bytes)
        #expect(audit.status == .success)
        #expect(audit.out.contains("<testsuite name=\"&lt;stdin&gt;\""))
        let speak = run(["speak", "-"], stdin: bytes)
        #expect(speak.status == .success)
        #expect(speak.out.hasPrefix("  1. swipe right: \"Settings, Heading\""))
        let broken = run(["speak", "-"], stdin: Data("<hierarchy>".utf8))
        #expect(broken.status == .badInput)
        #expect(broken.err.hasPrefix("error: <stdin>:1:12: "))
    }

    @Test func outputWritesTheReportToAFile() throws {
        let root = try tree([:])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("report.sarif")
        let result = run([
            "audit", Self.launcher.path, "--format", "sarif", "--output", file.path, "--fail-on", "info",
        ])
        #expect(result.status == .findings)
        #expect(result.out.isEmpty)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains("\"version\" : \"2.1.0\""))
        let unwritable = run(["audit", Self.iosSettings.path, "--output", "/no/such/dir/report.txt"])
        #expect(unwritable.status == .badInput)
        #expect(unwritable.err.hasPrefix("error: /no/such/dir/report.txt: cannot be written"))
    }

    @Test func versionIsPrinted() {
        let result = run(["--version"])
        #expect(result.status == .success)
        #expect(result.out == CarouselA11y.version + "\n")
    }

    @Test func theConfigurationIsFoundAboveTheDumpUpToTheRepositoryRoot() throws {
        let root = try tree(
            ["repo/screens/android/launcher.xml": Self.launcher],
            text: [
                "repo/.git/HEAD": "ref: refs/heads/main\n",
                "repo/.carousel-a11y.yml": "disabled: [touch-target-size]\n",
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let dump = root.path + "/repo/screens/android/launcher.xml"
        let found = run(["audit", dump, "--verbose", "--format", "json"])
        #expect(found.err.contains("configuration: \(root.path)/repo/.carousel-a11y.yml\n"))
        #expect(!found.out.contains("\"touch-target-size\","))
        #expect(!found.out.contains("\"ruleId\" : \"touch-target-size\""))

        // Without it, the same dump has touch-target-size findings.
        try FileManager.default.removeItem(atPath: root.path + "/repo/.carousel-a11y.yml")
        let missing = run(["audit", dump, "--verbose"])
        #expect(missing.err.contains("configuration: none found; defaults apply\n"))
        #expect(missing.out.contains("[touch-target-size]"))

        // A file above the repository root is not the repository's.
        try Data("disabled: [touch-target-size]\n".utf8).write(
            to: root.appendingPathComponent(".carousel-a11y.yml"))
        #expect(run(["audit", dump]).out.contains("[touch-target-size]"))
    }

    @Test func twoConfigurationFilesInOneDirectoryAreReadWithAWarning() throws {
        let root = try tree(
            ["repo/launcher.xml": Self.launcher],
            text: [
                "repo/.git/HEAD": "ref: refs/heads/main\n",
                "repo/.carousel-a11y.yml": "disabled: [touch-target-size]\n",
                "repo/.carousel-a11y.json": "{\"disabled\": [\"label-missing\"]}\n",
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let repo = root.path + "/repo"
        let both = run(["audit", repo + "/launcher.xml"])
        #expect(
            both.err.contains(
                "warning: \(repo)/.carousel-a11y.yml is read; \(repo)/.carousel-a11y.json beside it is ignored (keep one, or name it with --config)\n"
            ), "\(both.err)")
        #expect(!both.out.contains("[touch-target-size]"))
        // --config names one: no warning.
        let named = run(["audit", repo + "/launcher.xml", "--config", repo + "/.carousel-a11y.json"])
        #expect(!named.err.contains("warning:"))
        #expect(named.out.contains("[touch-target-size]"))
        // One file alone: no warning.
        try FileManager.default.removeItem(atPath: repo + "/.carousel-a11y.json")
        #expect(!run(["audit", repo + "/launcher.xml"]).err.contains("warning:"))
    }

    @Test func everyCommandWordsAnUnreadablePathAlike() throws {
        let root = try tree(["d/launcher.xml": Self.launcher])
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.path + "/d"
        for command in [["speak", directory], ["walk", directory, "--gestures", "right"]] {
            let result = run(command)
            #expect(result.status == .badInput)
            #expect(
                result.err == "error: \(directory): is a directory; name a dump file (audit also reads directories)\n")
        }
        for command in [["speak", "/no/such.xml"], ["audit", "/no/such.xml"]] {
            #expect(run(command).err == "error: /no/such.xml: no such file or directory\n")
        }
    }

    @Test func manyFilesShowAProgressLineOnATerminal() throws {
        var files: [String: URL] = [:]
        for index in 1...6 { files["s\(index).xml"] = Self.iosSettings }
        let root = try tree(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let shown = run(["audit", root.path], progress: true)
        #expect(shown.status == .success)
        #expect(shown.err.contains("\r\u{1B}[Kreading 6/6: \(root.path)/s6.xml"))
        #expect(shown.err.hasSuffix("\r\u{1B}[K"))
        // Not on a terminal (a CI log), and not for a few files.
        #expect(run(["audit", root.path], progress: false).err.isEmpty)
        #expect(run(["audit", Self.iosSettings.path], progress: true).err.isEmpty)
    }

    // A real Maestro Studio element list (mobile-dev-inc/maestro@2a28b83 maestro-studio/web/src/fixtures..ts).
    @Test func maestroElementListIsHeardWithTalkBack() {
        let path = Self.fixtures.appendingPathComponent(
            "maestro/mobile-dev-inc__maestro__studio_fixtures_sampleElements.json"
        ).path
        let result = run(["speak", path])
        #expect(result.status == .success)
        #expect(result.out.hasPrefix("  1. swipe right: \"11:45\"\n"))
        #expect(result.out.contains(": \"Calendar\"\n"))
    }
}

@Suite("carousel-a11y speak --record and --verify")
struct GoldenTranscriptCommandTests {
    private func run(_ arguments: [String]) -> (status: CarouselA11yCommand.CommandExitStatus, out: String, err: String)
    {
        let context = CommandContext.captured()
        let status = CommandRunner.run(arguments, in: context)
        return (status, context.standardOutput, context.standardError)
    }

    @Test func recordThenVerifyAnEditedDumpShowsTheDiffAndExitsOne() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(
                "HierarchyImportTests/Fixtures/ios-xml/ldi-github__shirates-core__XmlDataIos_SettingsTopScreen.xml")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let dump = root.appendingPathComponent("settings.xml")
        try FileManager.default.copyItem(at: source, to: dump)
        let transcripts = root.appendingPathComponent("transcripts").path

        let recorded = run(["speak", dump.path, "--record", transcripts])
        #expect(recorded.status == .success)
        #expect(recorded.out == "recorded \(transcripts)/settings.voiceover.txt\n")
        let text = try String(contentsOfFile: transcripts + "/settings.voiceover.txt", encoding: .utf8)
        #expect(text.hasPrefix("# carousel-a11y transcript: VoiceOver\n1. swipe right: \"Settings, Heading\"\n"))
        #expect(text.contains("3. swipe right: \"General\"\n"))

        let same = run(["speak", dump.path, "--verify", transcripts])
        #expect(same.status == .success)
        #expect(same.out == "matches \(transcripts)/settings.voiceover.txt\n")

        // Rename the General cell in the dump: the transcript now differs in that one step.
        let original = try String(contentsOf: dump, encoding: .utf8)
        try Data(original.replacingOccurrences(of: "label=\"General\"", with: "label=\"Common\"").utf8).write(to: dump)
        let changed = run(["speak", dump.path, "--verify", transcripts])
        #expect(changed.status == .findings)
        #expect(changed.out.hasPrefix("--- \(transcripts)/settings.voiceover.txt\n+++ \(dump.path) (now)\n@@ -"))
        let removed = changed.out.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
        let added = changed.out.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
        #expect(removed.count == 1 && removed.first == "-3. swipe right: \"General\"")
        #expect(added.count == 1 && added.first == "+3. swipe right: \"Common\"")

        let missing = run(["speak", dump.path, "--verify", root.path + "/none"])
        #expect(missing.status == .badInput)
        #expect(
            missing.err
                == "error: \(root.path)/none/settings.voiceover.txt: no recorded transcript; record one with --record \(root.path)/none\n"
        )
    }
}
