import CarouselKit
import Foundation
import Testing

@testable import ScreenReaderKit

/// The word files are listed when a process starts and each language's read on first use
/// (`BundledSpeechTables`): what each language says must not depend on when it was read, and a
/// malformed file must still be named, from its first use on.
@Suite struct BundledSpeechTablesTests {
    /// A folder holding copies of the bundled English and German files, a malformed file and a file
    /// whose `language` differs from its name.
    private static func folder() throws -> URL {
        let bundled = try #require(SpeechStrings.bundled.directory)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("words-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for tag in ["en", "de"] {
            try FileManager.default.copyItem(
                at: bundled.appendingPathComponent("\(tag).json"), to: folder.appendingPathComponent("\(tag).json"))
        }
        try Data(#"{"language": "xx", "words": {"#.utf8).write(to: folder.appendingPathComponent("xx.json"))
        let german = try Data(contentsOf: bundled.appendingPathComponent("de.json"))
        let misnamed = try #require(String(data: german, encoding: .utf8))
            .replacingOccurrences(of: #""language": "de""#, with: #""language": "fr""#)
        try Data(misnamed.utf8).write(to: folder.appendingPathComponent("yy.json"))
        return folder
    }

    @Test func aLanguageReadOnFirstUseSaysWhatTheWholeCatalogSays() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tables = BundledSpeechTables(searching: [folder])
        #expect(tables.tags == ["en", "de", "xx", "yy"])
        #expect(tables.problem == nil)
        let german = try WordFile(contentsOf: folder.appendingPathComponent("de.json"))
        #expect(tables.table("de") == (try SpeechStrings(wordFile: german)))
        #expect(tables.language("de")?.hasVoiceOverWords == true)
        #expect(tables.table("zz") == nil)
        // Read on demand: English and German have VoiceOver words; the malformed files do not count.
        #expect(tables.voiceOverLocalizations == ["de", "en"])
    }

    @Test func aMalformedFileIsNamedFromItsFirstUseAndItsLanguageSpeaksEnglish() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tables = BundledSpeechTables(searching: [folder])
        #expect(tables.problem == nil)
        #expect(tables.table("xx") == nil)
        #expect(tables.problem?.file == "xx.json")
        #expect(tables.table("yy") == nil)
        // The first problem found stays the one reported.
        #expect(tables.problem?.file == "xx.json")
        #expect(tables.table("en") != nil)
    }

    @Test func aFileNamedForAnotherLanguageIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tables = BundledSpeechTables(searching: [folder])
        #expect(tables.table("yy") == nil)
        #expect(tables.problem?.file == "yy.json")
        #expect(tables.problem?.key == "language")
    }

    @Test func noFolderMeansCompiledEnglishAndSaysWhereItLooked() {
        let missing = URL(fileURLWithPath: "/nonexistent/words-\(UUID().uuidString)")
        let tables = BundledSpeechTables(searching: [missing])
        #expect(tables.tags == ["en"])
        #expect(tables.table("en") == SpeechStrings.compiledEnglish)
        #expect(tables.problem?.description.contains(missing.path) == true)
    }
}
