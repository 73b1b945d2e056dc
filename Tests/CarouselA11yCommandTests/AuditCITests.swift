import AuditKit
import Foundation
import Testing

@testable import CarouselA11yCommand

/// Living with findings in CI: fingerprints, baselines, one finding per shared element, and the
/// verbose account of each horizontal container.
@Suite("carousel-a11y audit in CI")
struct AuditCITests {
    /// Pixel launcher (Tests/HierarchyImportTests/Fixtures, attribution in SOURCES.md there): one
    /// finding, its At-a-glance pager no carousel (see FixtureAuditTests.pixelLauncherFindings).
    static let launcher = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(
            "HierarchyImportTests/Fixtures/android-appium/Bioto__tron-ai__page_source_629b9fb_launcher.xml")

    private static func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A copy of the launcher dump with `count` comment lines after the XML declaration, so
    /// every element's line moves. The dump's lines end with CR LF.
    private static func copy(to url: URL, shiftingLinesBy count: Int = 0) throws {
        let text = try String(contentsOf: launcher, encoding: .utf8)
        let declarationEnd = try #require(text.firstIndex(of: ">"))
        let comments = String(repeating: "\r\n<!-- moved -->", count: count)
        let moved = text[...declarationEnd] + comments + text[text.index(after: declarationEnd)...]
        try Data(moved.utf8).write(to: url)
    }

    private static func run(_ arguments: [String]) -> (
        status: CarouselA11yCommand.CommandExitStatus, output: String, error: String
    ) {
        let context = CommandContext.captured()
        let status = CommandRunner.run(["audit"] + arguments, in: context)
        return (status, context.standardOutput, context.standardError)
    }

    private static func sarifResults(_ text: String) throws -> [[String: Any]] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        return try #require(run["results"] as? [[String: Any]])
    }

    @Test func sarifFingerprintsStayTheSameWhenLinesMove() throws {
        let directory = try Self.folder()
        let moved = directory.appendingPathComponent("moved.xml")
        try Self.copy(to: moved, shiftingLinesBy: 3)
        let before = try Self.sarifResults(Self.run(["--format", "sarif", Self.launcher.path]).output)
        let after = try Self.sarifResults(Self.run(["--format", "sarif", moved.path]).output)
        func fingerprints(_ results: [[String: Any]]) -> [String] {
            results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
        }
        func lines(_ results: [[String: Any]]) -> [Int] {
            results.compactMap { result in
                let location = (result["locations"] as? [[String: Any]])?.first
                let region = (location?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
                return region?["startLine"] as? Int
            }
        }
        #expect(fingerprints(before).count == 1)
        #expect(Set(fingerprints(before)).count == 1)
        #expect(fingerprints(before) == fingerprints(after))
        #expect(lines(after) == lines(before).map { $0 + 3 })
        // The start column places a finding in a dump written on one line.
        let columns = before.compactMap { result -> Int? in
            let location = (result["locations"] as? [[String: Any]])?.first
            let region = (location?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
            return region?["startColumn"] as? Int
        }
        #expect(columns.count == 1)
        #expect(columns.allSatisfy { $0 > 1 })
    }

    @Test func aBaselineAcceptsTodaysFindingsAndFailsOnlyOnNewOnes() throws {
        let directory = try Self.folder()
        let baseline = directory.appendingPathComponent("baseline.json")
        #expect(Self.run([Self.launcher.path, "--fail-on", "info"]).status == .findings)
        let written = Self.run(["--write-baseline", baseline.path, Self.launcher.path])
        #expect(written.status == .success)
        #expect(written.error.contains("wrote 1 finding(s)"))
        let accepted = Self.run(["--baseline", baseline.path, Self.launcher.path])
        #expect(accepted.status == .success)
        #expect(accepted.output.contains("No findings."))
        #expect(accepted.output.contains("1 finding(s) in the baseline"))

        // Drop the touch-target finding from the baseline: it is new again, and fails the run.
        let text = try String(contentsOf: baseline, encoding: .utf8)
        var decoded = try JSONDecoder().decode(Baseline.self, from: Data(text.utf8))
        decoded.findings.removeAll { $0.rule == "touch-target-size" }
        try Data(decoded.json.utf8).write(to: baseline)
        let partial = Self.run(["--baseline", baseline.path, Self.launcher.path, "--fail-on", "info"])
        #expect(partial.status == .findings)
        #expect(partial.output.contains("[touch-target-size]"))
        #expect(partial.output.contains("0 finding(s) in the baseline"))
    }

    @Test func aMalformedBaselineIsBadInput() throws {
        let directory = try Self.folder()
        let baseline = directory.appendingPathComponent("baseline.json")
        try Data("[1, 2]".utf8).write(to: baseline)
        let result = Self.run(["--baseline", baseline.path, Self.launcher.path])
        #expect(result.status == .badInput)
        #expect(result.error.contains("\(baseline.path): bad baseline: expected {\"version\": 1"))
    }

    /// Each fault says where it is in the file's own terms, not as a Swift `DecodingError` dump
    /// ("DecodingError.keyNotFound: ... CodingKeys(stringValue: ...)"); a version other than 1 is
    /// refused rather than read as version 1.
    @Test(arguments: [
        ("{\n  \"version\": 1,,\n}", "not valid JSON at line 2, column 16"),
        // Truncated (an interrupted write): the place is where the text stops.
        (
            "{\"version\": 1, \"findings\": [{\"rule\"",
            "not valid JSON: it ends at line 1, column 36, before the JSON is complete"
        ),
        ("{\n  \"version\": 1,\n", "not valid JSON: it ends at line 3, column 1, before the JSON is complete"),
        ("{\"version\": 1}", "no \"findings\""),
        ("{\"version\": 1, \"findings\": [{\"rule\": \"label-missing\"}]}", "at findings[0]: no \"fingerprint\""),
        ("{\"version\": \"1\", \"findings\": []}", "at version: expected a number"),
        ("{\"version\": 2, \"findings\": []}", "version 2 is not one this carousel-a11y reads (1)"),
    ])
    func aMalformedBaselineSaysWhereInTheFilesTerms(text: String, reason: String) throws {
        let directory = try Self.folder()
        let baseline = directory.appendingPathComponent("baseline.json")
        try Data(text.utf8).write(to: baseline)
        let result = Self.run(["--baseline", baseline.path, Self.launcher.path])
        #expect(result.status == .badInput)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("error: \(baseline.path): bad baseline: "), "\(result.error)")
        #expect(result.error.hasSuffix(reason + "\n") || result.error.contains(reason + ";"), "\(result.error)")
        #expect(!result.error.contains("DecodingError"))
    }

    @Test func aSharedElementIsReportedOncePerAppWithTheOtherFilesListed() throws {
        let directory = try Self.folder()
        let second = directory.appendingPathComponent("second.xml")
        try Self.copy(to: second)
        let merged = Self.run(["--format", "json", Self.launcher.path, second.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(merged.output.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(findings.allSatisfy { ($0["alsoIn"] as? [String]) == [second.path] })
        let text = Self.run([Self.launcher.path, second.path]).output
        #expect(text.contains("also in: \(second.path)"))
        let perScreen = Self.run(["--format", "json", "--per-screen", Self.launcher.path, second.path])
        let separate = try #require(
            try JSONSerialization.jsonObject(with: Data(perScreen.output.utf8)) as? [String: Any])
        #expect((separate["findings"] as? [[String: Any]])?.count == 2)
    }

    /// `--verbose` prints the decision and every signal that fired, with its weight: the
    /// launcher's At-a-glance pager holds one card and nothing shows it is a content card.
    @Test func verboseSaysWhyAContainerIsNotACarousel() {
        let result = Self.run(["--verbose", Self.launcher.path])
        #expect(result.output.contains("\(Self.launcher.path): horizontal containers:"))
        let expected = [
            "androidx.viewpager.widget.ViewPager \"At a glance\" (id 0.0.0.0.0.1.0.0.0.0.0:14), 1 item: "
                + "not a carousel: screen pager",
            "    - a pager shows a page at a time: its pages are cards only if they look like cards",
            "    - nothing shows its items are content cards",
            "    signals: pager-widget +10 content-carousel, paged-container needs content (else screen-pager), "
                + "single-item needs content (else other)",
        ].joined(separator: "\n")
        #expect(result.output.contains(expected))
    }

    /// `--verbose` says when touch targets are not measured and why: a Fire TV launcher's screen
    /// (Makesoft-io/hazel, Tests/RealDumps/android/SOURCES.md) is a TV's, as its D-pad focus
    /// shows; a phone's screen says nothing of the kind.
    @Test func verboseSaysWhyTouchTargetsAreNotMeasured() {
        let tv = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RealDumps/android/Makesoft-io__hazel__ui_final_test.xml")
        let result = Self.run(["--verbose", tv.path])
        #expect(
            result.output.contains(
                "\(tv.path): touch targets not measured: a TV's screen (1920 x 1080 px in landscape, and "
                    + "android.widget.FrameLayout \"Web Dev Server Viewer\" holds the input focus, as a D-pad's focus "
                    + "does): a D-pad moves the focus, nothing is touched"), "\(result.output)")
        #expect(!Self.run(["--verbose", Self.launcher.path]).output.contains("touch targets not measured"))
    }

    /// `--verbose` says which language each file's words were matched in, and when it was
    /// inferred (a realistic Hebrew dump, Tests/RealDumps/l10n/SOURCES.md) or fell back.
    @Test func verboseSaysWhichLanguageTheWordsWereMatchedIn() {
        let hebrew = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RealDumps/l10n/realistic-he-home.xml")
        let result = Self.run(["--verbose", hebrew.path, Self.launcher.path])
        #expect(
            result.output.contains(
                "\(hebrew.path): audited in \"he\": language \"he\" inferred from the labels' script ("))
        #expect(result.output.contains("\(Self.launcher.path): audited in \"en\"\n"))
    }

    /// `--language` is the language the words are matched in: a German dump (uiautomator states
    /// no language) read with German words has no English-only position finding, and a given
    /// language is not overridden by the script of the labels.
    @Test func languageSetsTheWordsTheRulesMatch() {
        let l10n = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RealDumps/l10n")
        let german = l10n.appendingPathComponent("realistic-de-home.xml").path
        let english = Self.run(["--format", "json", "--only", "carousel-position", german])
        let inGerman = Self.run(["--format", "json", "--only", "carousel-position", "--language", "de", german])
        #expect(english.output.contains("\"carousel-position\""))
        #expect(!inGerman.output.contains("\"carousel-position\""), "\(inGerman.output)")
        let arabic = l10n.appendingPathComponent("realistic-ar-home.xml").path
        let given = Self.run(["--verbose", "--language", "en", arabic])
        #expect(given.output.contains("\(arabic): audited in \"en\"\n"))
    }
}
