import AuditKit
import Foundation
import Testing

@testable import CarouselA11yCommand

private func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

private func run(_ arguments: [String]) -> (
    status: CarouselA11yCommand.CommandExitStatus, output: String, error: String
) {
    let context = CommandContext.captured()
    let status = CommandRunner.run(arguments, in: context)
    return (status, context.standardOutput, context.standardError)
}

@Suite("carousel-a11y report")
struct ReportCommandTests {
    @Test func theDemosReportDrawsBothArticlesForBothReaders() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("report.html").path
        let result = run(["report", "--demo", "--output", output])
        #expect(result.status == .success)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("wrote \(output): 2 screens, "))
        let html = try String(contentsOfFile: output, encoding: .utf8)
        #expect(html.contains("<h2 id=\"s0-h\">Demo: article with default views</h2>"))
        #expect(html.contains("<h2 id=\"s1-h\">Demo: article with the accessible carousel</h2>"))
        #expect(html.components(separatedBy: "<fieldset class=\"readers\">").count == 3)
        // Seed 000: the default collection view takes 8 swipes with either reader; the accessible
        // carousel takes 1.
        #expect(html.components(separatedBy: "Carousel: 8 swipes to pass").count == 3)
        #expect(html.components(separatedBy: "Carousel: 1 swipe to pass").count == 3)
    }

    @Test func aDirectoryIsSearchedAsAuditSearchesIt() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let nested = directory.appendingPathComponent("screens/ios")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: RepositoryFile.iOSKeyboard, toPath: nested.appendingPathComponent("keyboard.xml").path)
        try FileManager.default.copyItem(
            atPath: RepositoryFile.launcher, toPath: directory.appendingPathComponent("screens/launcher.xml").path)
        try Data("not a dump".utf8).write(to: directory.appendingPathComponent("screens/notes.md"))
        let output = directory.appendingPathComponent("report.html").path
        let result = run(["report", directory.appendingPathComponent("screens").path, "--output", output])
        #expect(result.status == .success)
        // Two dumps found below the folder, the Markdown file skipped by the default globs.
        #expect(result.error.hasPrefix("wrote \(output): 2 screens, "))
    }

    /// `report --language` audits in that language as `audit --language` does, right-to-left
    /// layout included: the Arabic dump's mirrored shelf is read from the right, so the report has
    /// no `carousel-focus-order` finding that `audit` does not have (before, the report counted 9
    /// findings and `audit` 8).
    @Test(arguments: ["ar", "de"])
    func languageAuditsTheReportAsItAuditsTheCommandLine(language: String) throws {
        let dump = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RealDumps/l10n/realistic-\(language)-home.xml").path
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("report.html").path
        let reported = run(["report", dump, "--language", language, "--output", output])
        #expect(reported.status == .success)
        let audited = run(["audit", "--format", "json", "--per-screen", "--language", language, dump])
        let object = try JSONSerialization.jsonObject(with: Data(audited.output.utf8)) as? [String: Any]
        let findings = (object?["findings"] as? [Any])?.count ?? -1
        #expect(findings > 0)
        #expect(reported.error == "wrote \(output): 1 screens, \(findings) findings\n")
    }

    @Test func withoutOutputTheReportGoesToStandardOutput() {
        let result = run(["report", RepositoryFile.iOSKeyboard, RepositoryFile.launcher])
        #expect(result.status == .success)
        #expect(result.output.hasPrefix("<!DOCTYPE html>"))
        #expect(result.output.contains("<h3 id=\"s0r0-h\">VoiceOver · "))
        #expect(result.output.contains("<h3 id=\"s1r0-h\">TalkBack · "))
        // The launcher's density is inferred from its width, so it is drawn in dp.
        #expect(result.output.contains(" dp. "))
    }

    @Test func aScreenshotGoesUnderTheFileInTheSamePosition() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("shot.png")
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        try Data(bytes).write(to: png)
        let result = run(["report", RepositoryFile.iOSKeyboard, RepositoryFile.launcher, "--screenshot", png.path])
        #expect(result.status == .success)
        #expect(result.output.components(separatedBy: "<image class=\"shot\"").count == 2)
        let iosSection = try #require(result.output.range(of: "<section id=\"s0\""))
        let androidSection = try #require(result.output.range(of: "<section id=\"s1\""))
        let image = try #require(result.output.range(of: "data:image/png;base64,\(Data(bytes).base64EncodedString())"))
        #expect(iosSection.upperBound < image.lowerBound && image.upperBound < androidSection.lowerBound)
    }

    @Test func badInputExitsWithTwo() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let notPNG = directory.appendingPathComponent("shot.png")
        try Data("GIF89a".utf8).write(to: notPNG)

        let nothing = run(["report"])
        #expect(nothing.status == .badInput)
        #expect(nothing.error.contains("name at least one file to report on, --adb or --demo"))

        let wrongKind = run(["report", RepositoryFile.iOSKeyboard, "--screenshot", notPNG.path])
        #expect(wrongKind.status == .badInput)
        #expect(wrongKind.error.contains("\(notPNG.path): not a PNG file"))

        let tooMany = run([
            "report", RepositoryFile.iOSKeyboard, "--screenshot", notPNG.path, "--screenshot", notPNG.path,
        ])
        #expect(tooMany.status == .badInput)
        #expect(tooMany.error.contains("2 screenshots for 1 files"))

        let missing = run(["report", directory.appendingPathComponent("none.xml").path])
        #expect(missing.status == .badInput)
        #expect(missing.error.contains("none.xml: no such file"))

        let unwritable = directory.appendingPathComponent("no/such/dir/report.html").path
        let cannotWrite = run(["report", "--demo", "--output", unwritable])
        #expect(cannotWrite.status == .badInput)
        #expect(cannotWrite.error.contains("\(unwritable): cannot write the report"))
    }

    /// Like `audit` (issue 22): a bad dump in a crawl is named with its reason in the page and on
    /// standard error, every other dump is drawn with its findings and its own screenshot, and
    /// the exit status is 2 once the report is written.
    @Test func aBadFileIsNamedAndTheOthersAreDrawn() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad-latin1.xml")
        try Data([0x3C, 0x68, 0x69, 0x65, 0x72, 0x61, 0x72, 0x63, 0x68, 0x79, 0x3E, 0xE9, 0xFF, 0x3C, 0x2F]).write(
            to: bad)
        let missing = directory.appendingPathComponent("none.xml").path
        let png = directory.appendingPathComponent("shot.png")
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        try Data(bytes).write(to: png)
        let page = directory.appendingPathComponent("report.html")
        let otherPNG = directory.appendingPathComponent("other.png")
        let otherBytes = bytes.dropLast() + [14]
        try Data(otherBytes).write(to: otherPNG)

        // The bad file's screenshot is dropped; the launcher keeps the second one.
        let result = run([
            "report", bad.path, RepositoryFile.launcher, missing, RepositoryFile.iOSKeyboard,
            "--screenshot", otherPNG.path, "--screenshot", png.path, "--output", page.path,
        ])
        #expect(result.status == .badInput)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("Dumps not audited"))
        #expect(html.contains(bad.path) && html.contains("UTF-8"))
        #expect(html.contains(missing) && html.contains("no such file or directory"))
        #expect(result.error.contains("error: \(bad.path):1:12: "))
        #expect(result.error.contains("error: \(missing): no such file or directory"))
        #expect(result.error.contains("2 of 4 dumps could not be read; the other 2 were drawn and reported"))
        #expect(result.error.contains("wrote \(page.path): 2 screens"))

        // The good files' drawings and findings, exactly as when they are reported alone.
        let clean = run(["report", RepositoryFile.launcher, RepositoryFile.iOSKeyboard, "--screenshot", png.path])
        #expect(clean.status == .success)
        #expect(!clean.output.contains("Dumps not audited"))
        for section in ["<section id=\"s0\"", "<section id=\"s1\""] {
            #expect(html.contains(section) && clean.output.contains(section))
        }
        #expect(!html.contains("<section id=\"s2\""))
        #expect(html.components(separatedBy: "<image class=\"shot\"").count == 2)
        let launcher = try #require(html.range(of: "<section id=\"s0\""))
        let keyboard = try #require(html.range(of: "<section id=\"s1\""))
        let image = try #require(html.range(of: "data:image/png;base64,\(Data(bytes).base64EncodedString())"))
        #expect(launcher.upperBound < image.lowerBound && image.upperBound < keyboard.lowerBound)
        #expect(!html.contains(Data(otherBytes).base64EncodedString()))
        #expect(Self.findingCount(html) == Self.findingCount(clean.output))
        #expect(Self.findingCount(html) > 0)
    }

    /// The number of findings a report page lists.
    static func findingCount(_ html: String) -> Int {
        html.components(separatedBy: "<li class=\"finding\">").count - 1
    }

    @Test func auditWritesTheSameDrawingWithHTMLFormatAndKeepsItsExitStatus() {
        let result = run(["audit", "--format", "html", RepositoryFile.launcher, "--fail-on", "info"])
        // The launcher has a finding (a note: its small date sits in a larger clickable widget), so
        // audit fails at --fail-on info.
        #expect(result.status == .findings)
        #expect(result.output.hasPrefix("<!DOCTYPE html>"))
        #expect(result.output.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\""))
        #expect(result.output.contains("<g class=\"marker\" data-el=\"s0r0e"))
        #expect(result.output.contains("<li class=\"finding\"><button type=\"button\" class=\"pick\" data-el=\"s0r0e"))
    }
}
