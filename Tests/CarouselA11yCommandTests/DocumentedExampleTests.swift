import Foundation
import Testing

@testable import CarouselA11yCommand

/// The command lines a newcomer copies from README.md and docs/screen-documents.md run as written,
/// and the demo's table in the README is what the demo prints.
@Suite("carousel-a11y: the documented examples")
struct DocumentedExampleTests {
    /// Names the README uses for "your own dumps", each read as a real dump of the same kind.
    static let placeholders: [String: String] = [
        "dump.xml": RepositoryFile.iOSSettings,
        "other.xml": RepositoryFile.androidSettings,
        "home.xml": RepositoryFile.iOSSettings,
        "settings.xml": RepositoryFile.androidSettings,
    ]

    /// Every `carousel-a11y` line in the file's shell code blocks, without `swift run`, a trailing
    /// comment or a redirection.
    static func commandLines(in relativePath: String) throws -> [[String]] {
        let text = try String(contentsOfFile: RepositoryFile.path(relativePath), encoding: .utf8)
        var inShell = false
        var lines: [[String]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShell = line == "```sh" || line == "```bash"
                continue
            }
            guard inShell, line.hasPrefix("swift run carousel-a11y ") else { continue }
            let command = line.dropFirst("swift run carousel-a11y ".count)
            let withoutComment = command.split(separator: "#", maxSplits: 1).first ?? ""
            let withoutRedirection = withoutComment.split(separator: ">", maxSplits: 1).first ?? ""
            lines.append(withoutRedirection.split(separator: " ").map(String.init))
        }
        return lines
    }

    /// The arguments with repository paths made absolute, placeholders replaced by real dumps or
    /// a PNG, and files the command writes sent to `directory`.
    static func runnable(_ arguments: [String], writingInto directory: URL, png: String) -> [String] {
        var result: [String] = []
        var writes = false
        for argument in arguments {
            defer { writes = ["--output", "-o", "--write-baseline"].contains(argument) }
            if writes {
                result.append(directory.appendingPathComponent(argument).path)
            } else if let real = placeholders[argument] {
                result.append(real)
            } else if argument.hasSuffix(".png") {
                result.append(png)
            } else if !argument.hasPrefix("-"), argument.contains("/") {
                result.append(RepositoryFile.path(argument))
            } else {
                result.append(argument)
            }
        }
        return result
    }

    @Test(arguments: ["README.md", "docs/screen-documents.md"])
    func everyCommandLineRunsAsWritten(document: String) throws {
        let lines = try Self.commandLines(in: document)
        #expect(lines.count >= 3, "found only \(lines) in \(document)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("screen.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]).write(to: png)
        for line in lines {
            let arguments = Self.runnable(line, writingInto: directory, png: png.path)
            let context = CommandContext.captured()
            let status = CommandRunner.run(arguments, in: context)
            #expect(status != .badInput, "\(line.joined(separator: " ")): \(context.standardError)")
            #expect(
                !context.standardOutput.isEmpty || !context.standardError.isEmpty,
                "\(line.joined(separator: " ")) printed nothing")
        }
    }

    /// Each line of the README's table under "What the demo shows" is a line the demo prints.
    @Test func theReadmesDemoTableIsTheDemosOutput() throws {
        let readme = try String(contentsOfFile: RepositoryFile.path("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## What the demo shows"))
        let afterHeading = readme[section.upperBound...]
        let open = try #require(afterHeading.range(of: "```\n"))
        let close = try #require(afterHeading[open.upperBound...].range(of: "```"))
        let table = afterHeading[open.upperBound..<close.lowerBound].split(separator: "\n")
        #expect(table.count >= 3)
        let context = CommandContext.captured()
        #expect(CommandRunner.run(["demo"], in: context) == .success)
        let printed = Set(
            context.standardOutput.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) })
        let comparison = context.standardOutput.components(separatedBy: "Comparison\n").last ?? ""
        for row in table {
            #expect(printed.contains(row.trimmingCharacters(in: .whitespaces)), "the demo does not print: \(row)")
        }
        // And the README shows the whole table, not a part of it.
        let demoRows = comparison.split(separator: "\n").filter { !$0.allSatisfy { $0 == "-" || $0 == " " } }
        let shownRows = table.filter { !$0.allSatisfy { $0 == "-" || $0 == " " } }
        #expect(
            demoRows.count == shownRows.count,
            "the demo prints \(demoRows.count) rows, the README shows \(shownRows.count)")
    }
}
