import Foundation
import Testing

@testable import CarouselA11yCommand

/// Every real dump in the repository (Tests/RealDumps and Tests/HierarchyImportTests/Fixtures,
/// attributed in their SOURCES.md files) spoken by both readers and audited, compared byte for
/// byte with the output recorded in Tests/Goldens by main's `carousel-a11y` before the walk
/// computed each node's facts once per screen (issue 22). A difference means the walk's output
/// changed: either a regression, or a deliberate change whose goldens are recorded again with
/// `Tests/Goldens/record.sh`.
@Suite("Real dumps: speak and audit output unchanged")
struct RealDumpGoldenTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let goldens = tests.appendingPathComponent("Goldens")

    /// The dumps, as paths relative to Tests/, sorted.
    static let dumps: [String] = {
        var result: [String] = []
        for folder in ["RealDumps", "HierarchyImportTests/Fixtures"] {
            let base = tests.appendingPathComponent(folder).path
            result += InputFiles.matchingFiles(in: base, globs: InputFiles.defaultIncludes)
                // The hand labels and judgements beside the dumps are not dumps.
                .filter { !$0.hasPrefix(base + "/labels-") && !$0.hasPrefix(base + "/element-judgements") }
                .map { String($0.dropFirst(tests.path.count + 1)) }
        }
        return result.sorted()
    }()

    /// The golden's name: the dump's path under Tests/ with `/` as `_`, without its extension.
    static func goldenName(_ dump: String) -> String {
        let flat = dump.replacingOccurrences(of: "/", with: "_")
        return flat.contains(".") ? String(flat[..<(flat.lastIndex(of: ".") ?? flat.endIndex)]) : flat
    }

    static func golden(_ path: String) throws -> String {
        let url = goldens.appendingPathComponent(path)
        let data = try #require(FileManager.default.contents(atPath: url.path), "no golden at \(url.path)")
        return String(decoding: data, as: UTF8.self)
    }

    @Test func everyDumpHasGoldens() throws {
        // 65 dumps when the goldens were recorded; a dump added since needs its goldens.
        #expect(Self.dumps.count >= 65)
        for dump in Self.dumps {
            let name = Self.goldenName(dump)
            for path in ["speak/\(name).talkback.json", "speak/\(name).voiceover.json", "audit/\(name).json"] {
                #expect(
                    FileManager.default.fileExists(atPath: Self.goldens.appendingPathComponent(path).path),
                    "\(dump): no golden \(path); record it with Tests/Goldens/record.sh")
            }
        }
    }

    @Test(arguments: ["talkback", "voiceover"])
    func everyDumpIsSpokenAsRecorded(reader: String) throws {
        var compared = 0
        for dump in Self.dumps {
            let expected = try Self.golden("speak/\(Self.goldenName(dump)).\(reader).json")
            let context = CommandContext.captured()
            let status = CommandRunner.run(
                ["speak", Self.tests.appendingPathComponent(dump).path, "--reader", reader, "--format", "json"],
                in: context)
            #expect(status == .success, "\(dump): \(context.standardError)")
            #expect(context.standardOutput == expected, "\(dump) read by \(reader) differs from its golden")
            compared += 1
        }
        #expect(compared == Self.dumps.count && compared > 0)
    }

    @Test func everyDumpIsAuditedAsRecorded() throws {
        var compared = 0
        for dump in Self.dumps {
            let expected = try Self.golden("audit/\(Self.goldenName(dump)).json")
            let context = CommandContext.captured()
            let path = Self.tests.appendingPathComponent(dump).path
            _ = CommandRunner.run(["audit", path, "--format", "json"], in: context)
            // The goldens name each dump by its path from the repository's root.
            let output = context.standardOutput.replacingOccurrences(of: path, with: "Tests/" + dump)
            #expect(output == expected, "\(dump): the audit differs from its golden")
            compared += 1
        }
        #expect(compared == Self.dumps.count && compared > 0)
    }
}
