import AccessibilityTree
import Foundation
import HierarchyImport
import Testing

@testable import AuditKit

/// The JSON report is written by `PrettyJSONWriter`, not by `JSONEncoder`: these tests hold its
/// bytes to `JSONEncoder`'s (`[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, the
/// report's format since it was first written) on real audits and on random findings that use
/// every field, every escape and every kind of number.
@Suite struct JSONWriterTests {
    typealias Generator = SplitMix64

    /// Text with the characters JSON escapes or `JSONEncoder` might: quotes, backslashes,
    /// slashes, every control character, DEL, non-ASCII letters, combining marks and emoji.
    static func text(_ generator: inout Generator) -> String {
        let pieces = [
            "Play", " ", "\"", "\\", "/", "\u{7F}", "é", "e\u{301}", "日本", "👍🏽", "\u{2028}", "\u{FEFF}", "a b",
            "https://example.com/x?y=1", "…", "العربية",
        ]
        var text = ""
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            if Bool.random(using: &generator) {
                text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0..<0x20, using: &generator)))
            } else {
                text += pieces.randomElement(using: &generator) ?? ""
            }
        }
        return text
    }

    /// Numbers as frames hold them: whole, halves, thirds, negative, zero of both signs, and
    /// magnitudes where `description` switches to an exponent.
    static func number(_ generator: inout Generator) -> Double {
        let choices: [Double] = [
            0, -0.0, 1, -1, 0.5, 187.5, 1 / 3, -2.25, 1e15, 1e15 - 1, 1e16, -1e16, 9_007_199_254_740_992, 1e21, 1e-7,
            123_456.789, 2_340, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude,
        ]
        if Bool.random(using: &generator) {
            return Double(Int.random(in: -5_000...5_000, using: &generator))
                / Double([1, 2, 3, 4, 7].randomElement(using: &generator) ?? 1)
        }
        return choices.randomElement(using: &generator) ?? 0
    }

    static func optional<Value>(_ generator: inout Generator, _ make: (inout Generator) -> Value) -> Value? {
        Bool.random(using: &generator) ? make(&generator) : nil
    }

    static func element(_ generator: inout Generator) -> FindingElement {
        FindingElement(
            id: ElementID(text(&generator)), identifier: optional(&generator, text), description: text(&generator),
            path: optional(&generator, text), locator: optional(&generator, text),
            frame: optional(&generator) {
                ScreenRect(x: number(&$0), y: number(&$0), width: number(&$0), height: number(&$0))
            })
    }

    static func integer(_ generator: inout Generator) -> Int {
        [0, 1, -1, 9, 10, 99, 100, 12_345, Int.max, Int.min, Int.random(in: -1_000_000...1_000_000, using: &generator)]
            .randomElement(using: &generator) ?? 0
    }

    static func finding(_ generator: inout Generator) -> Finding {
        Finding(
            rule: text(&generator), severity: Severity.allCases.randomElement(using: &generator) ?? .error,
            message: text(&generator), file: optional(&generator, text), line: optional(&generator, integer),
            column: optional(&generator, integer), element: optional(&generator, element),
            speech: optional(&generator, text), swipesToPass: optional(&generator, integer),
            mayHaveMoreOffScreen: optional(&generator) { Bool.random(using: &$0) },
            alsoIn: optional(&generator) { generator in
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in text(&generator) }
            },
            related: optional(&generator) { generator in
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    RelatedElement(
                        element: element(&generator), line: optional(&generator, integer),
                        column: optional(&generator, integer), note: optional(&generator, text))
                }
            })
    }

    @Test func randomReportsAreWrittenAsJSONEncoderWritesThem() {
        var generator = Generator(seed: 22)
        var compared = 0
        for round in 0..<300 {
            let findings = (0..<Int.random(in: 0...4, using: &generator)).map { _ in Self.finding(&generator) }
            let report = AuditReport(findings: findings, unreadable: Self.unreadableDumps(&generator))
            let written = JSONReporter().render(report)
            let encoded = JSONReporter().encoded(report)
            #expect(written == encoded, "round \(round)")
            if written != encoded { break }
            compared += 1
        }
        #expect(compared == 300)
    }

    /// The real dumps of `Tests/RealDumps` (attributed in its SOURCES file): findings of every
    /// rule, with related cards, speech and the dumps' own texts.
    @Test func realAuditsAreWrittenAsJSONEncoderWritesThem() throws {
        let findings = try Self.auditedRealDumps { _, name in name }.findings
        #expect(findings.count > 200)
        #expect(findings.contains { $0.related != nil })
        #expect(Set(findings.map(\.rule)).count >= 10)
        let report = AuditReport(findings: findings)
        #expect(JSONReporter().render(report) == JSONReporter().encoded(report))
    }

    /// Zero to two unreadable dumps, with or without a line and a column.
    static func unreadableDumps(_ generator: inout Generator) -> [UnreadableDump] {
        (0..<max(0, Int.random(in: -2...2, using: &generator))).map { _ in
            UnreadableDump(
                file: text(&generator), reason: text(&generator), line: optional(&generator, integer),
                column: optional(&generator, integer))
        }
    }

    /// Every dump of `Tests/RealDumps` audited, its findings filed as `file(platform, name)` names
    /// it; with the files in the order read.
    static func auditedRealDumps(
        file: (_ platform: String, _ name: String) -> String
    ) throws -> (findings: [Finding], files: [String]) {
        var findings: [Finding] = []
        var files: [String] = []
        for platform in ["android", "ios"] {
            let folder = RealDumpCorpusTests.repositoryCorpus.appendingPathComponent(platform)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".xml") || $0.hasSuffix(".json")
            }.sorted()
            for name in names {
                let screen = try ScreenImporter.importScreen(contentsOf: folder.appendingPathComponent(name).path)
                findings += Auditor().audit(screen, file: file(platform, name))
                files.append(file(platform, name))
            }
        }
        return (findings, files)
    }

    @Test func aNumberJSONEncoderRefusesGivesItsFallback() {
        let element = FindingElement(
            id: "0.1", description: "android.view.View", frame: ScreenRect(x: 0, y: .infinity, width: 1, height: 1))
        let report = AuditReport(findings: [Finding(rule: "r", severity: .error, message: "m", element: element)])
        #expect(JSONReporter().render(report) == "{}\n")
        #expect(JSONReporter().encoded(report) == "{}\n")
    }

    /// A stored property added to a report's value and not to the writer would vanish from the
    /// report: every property of a fully set value must come out as a key.
    @Test func everyStoredPropertyIsWritten() throws {
        let element = FindingElement(
            id: "0.1", identifier: "id/x", description: "d", path: "p", locator: "l",
            frame: ScreenRect(x: 1, y: 2, width: 3, height: 4))
        let finding = Finding(
            rule: "r", severity: .info, message: "m", file: "f", line: 1, column: 2, element: element, speech: "s",
            swipesToPass: 3, mayHaveMoreOffScreen: true, alsoIn: ["g"],
            related: [RelatedElement(element: element, line: 5, column: 6, note: "n")])
        let dump = UnreadableDump(file: "u", reason: "why", line: 7, column: 8)
        let json = JSONReporter().render(AuditReport(findings: [finding], unreadable: [dump]))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findingObject = try #require((document["findings"] as? [[String: Any]])?.first)
        let elementObject = try #require(findingObject["element"] as? [String: Any])
        let relatedObject = try #require((findingObject["related"] as? [[String: Any]])?.first)
        let dumpObject = try #require((document["unreadable"] as? [[String: Any]])?.first)
        func labels(_ value: Any) -> Set<String> { Set(Mirror(reflecting: value).children.compactMap(\.label)) }
        #expect(Set(findingObject.keys) == labels(finding))
        #expect(Set(elementObject.keys) == labels(element))
        #expect(Set(relatedObject.keys) == labels(try #require(finding.related?.first)))
        #expect(Set(dumpObject.keys) == labels(dump))
        #expect(Set((elementObject["frame"] as? [String: Any] ?? [:]).keys) == ["x", "y", "width", "height"])
    }
}
