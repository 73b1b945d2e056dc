import Foundation
import Testing

@testable import CarouselKit

/// The components' words as data (issue 23): every word file is complete, keeps English's
/// placeholders and has the plural forms its language needs; a malformed file is a clear error.
@Suite struct WordFileTests {
    static let catalog: WordCatalog? = try? WordCatalog.bundled("CarouselKit", sourceFile: #filePath).get()
    static let languages = ["ar", "de", "en", "es", "fr", "he", "it", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans"]

    @Test func theBundledWordFilesAreFoundAndRead() throws {
        let catalog = try WordCatalog.bundled("CarouselKit", sourceFile: #filePath).get()
        #expect(catalog.files.keys.sorted() == Self.languages)
        #expect(CarouselStrings.wordFileProblem == nil)
        #expect(CarouselStrings.builtIn.keys.sorted() == Self.languages)
        // The build's resource bundle, not the source folder, when the tests run from a build.
        #expect(catalog.directory.path.contains("AccessibleCarousel_CarouselKit."))
    }

    @Test func theEnglishFileEqualsTheCompiledFallback() throws {
        let file = try #require(Self.catalog?.files["en"])
        #expect(try CarouselStrings(wordFile: file) == CarouselStrings.compiledEnglish)
        #expect(CarouselStrings.english == CarouselStrings.compiledEnglish)
    }

    @Test(arguments: languages)
    func everyFileHasEveryWordAndEnglishsPlaceholders(language: String) throws {
        let file = try #require(Self.catalog?.files[language])
        let english = try #require(Self.catalog?.files["en"])
        #expect(Set(file.words.keys) == Set(english.words.keys))
        for (key, word) in english.words {
            switch (word, file.words[key]) {
            case (.text(let template), .text(let translated)?):
                #expect(
                    Self.positions(translated) == Self.positions(template),
                    "\(language) \(key): \"\(translated)\" against \"\(template)\"")
            case (.plural(let forms), .plural(let translated)?):
                let englishPositions = Self.positions(forms.other)
                for category in translated.categories {
                    // A form may spell its number out ("نجمة واحدة", "شريحتان"), never add one.
                    #expect(Self.positions(translated.form(for: category)).isSubset(of: englishPositions))
                }
                #expect(Self.positions(translated.other) == englishPositions, "\(language) \(key)")
            default:
                Issue.record("\(language) \(key): not the same kind of word as English")
            }
        }
        _ = try CarouselStrings(wordFile: file)
    }

    @Test(arguments: languages)
    func pluralWordsHaveEveryCategoryTheirLanguageUses(language: String) throws {
        let file = try #require(Self.catalog?.files[language])
        let counts = Array(0...1200) + [1_000_000, 2_000_000, 1_000_001]
        let needed = Set(counts.map { PluralCategory(count: $0, language: language) })
        #expect(!needed.isEmpty)
        var plurals = 0
        for (key, word) in file.words {
            guard case .plural(let forms) = word else { continue }
            plurals += 1
            #expect(
                needed.isSubset(of: forms.categories),
                "\(language) \(key) lacks \(needed.subtracting(forms.categories))")
        }
        #expect(plurals == CarouselStrings.unitKeys.count)
    }

    @Test(arguments: languages)
    func everyWordNamesItsSource(language: String) throws {
        let file = try #require(Self.catalog?.files[language])
        var sourced: [String: Int] = [:]
        for source in file.provenance.values {
            #expect(!source.source.isEmpty)
            for key in source.keys { sourced[key, default: 0] += 1 }
            if source.source.contains("/") {
                #expect(source.commit?.count == 40, "\(language): a repository source is pinned to a commit")
            }
        }
        #expect(Set(sourced.keys) == Set(file.words.keys))
        #expect(sourced.values.allSatisfy { $0 == 1 }, "\(language): a key in two groups")
    }

    @Test func aMalformedWordFileNamesTheFileAndTheKey() throws {
        let cases: [(String, String?, String)] = [
            (#"{"language":"xx","provenance":{},"words":{"pause":3}}"#, "pause", "expected text or an object"),
            (#"{"language":"xx","provenance":{},"words":{"star":{"one":"{1}"}}}"#, "star", "without 'other'"),
            (
                #"{"language":"xx","provenance":{},"words":{"star":{"several":"{1}","other":"{1}"}}}"#, "star.several",
                "unknown plural category"
            ),
            (#"{"language":"xx","provenance":{},"words":{},"colour":"red"}"#, "colour", "unknown field"),
            (#"{"language":"yy","provenance":{},"words":{}}"#, "language", "expected \"xx\""),
            (#"{"language":"xx","provenance":{"a":"b"},"words":{}}"#, "provenance.a", "with a 'source'"),
            (#"{"language":"xx","#, nil, "is not valid JSON"),
        ]
        for (text, key, problem) in cases {
            let directory = try Self.directory(with: ["xx.json": text])
            defer { try? FileManager.default.removeItem(at: directory) }
            let error = #expect(throws: WordFileError.self) { try WordCatalog(directory: directory) }
            #expect(error?.file == "xx.json")
            #expect(error?.key == key, "\(text)")
            #expect(error?.problem.contains(problem) == true, "\(String(describing: error))")
        }
    }

    @Test func aFileMissingAWordIsRefusedWithTheKey() throws {
        let english = try #require(Self.catalog?.files["en"])
        var file = english
        file.language = "xx"
        file.words["pause"] = nil
        let error = #expect(throws: WordFileError.self) { try CarouselStrings(wordFile: file) }
        #expect(error?.description == "xx.json: key 'pause': missing")
        file = english
        file.words["star"] = .text("{1} stars")
        #expect(throws: WordFileError.self) { try CarouselStrings(wordFile: file) }
    }

    @Test func aMissingBundleIsAnErrorListingWhereItLookedNeverATrap() {
        let result = WordCatalog.bundled("NoSuchModule", sourceFile: "/nowhere/Sources/NoSuchModule/File.swift")
        guard case .failure(let error) = result else {
            Issue.record("found word files for a module that has none")
            return
        }
        #expect(error.description.contains("not found; looked in"))
        #expect(error.description.contains("AccessibleCarousel_NoSuchModule.resources"))
        #expect(error.description.contains("/nowhere/Sources/NoSuchModule/Resources/Words"))
        // The tables still speak: English compiled into the module.
        #expect(BundledTables(result).tables["en"] == CarouselStrings.compiledEnglish)
        #expect(BundledTables(result).problem == error)
    }

    @Test func templatesFillByPositionAndNameWithOneModifier() throws {
        #expect(WordTemplate.fill("{2}件中の{1}件目です", arguments: ["2", "8"]) == "8件中の2件目です")
        #expect(WordTemplate.fill("{1|lowercase} of {2}", arguments: ["Two", "8"]) == "two of 8")
        // Leniently, whatever is not a fillable placeholder is left as written.
        #expect(WordTemplate.fill("{1|shout} {3} {x {1}", arguments: ["a"]) == "{1|shout} {3} {x a")
        #expect(
            try WordTemplate.fillStrictly(
                "{name} plays {position|lowercase}", with: { ["name": "Ann", "position": "Small Forward"][$0.name] })
                == "Ann plays small forward")
        #expect(throws: WordTemplate.Problem.unknownModifier("shout")) {
            try WordTemplate.fillStrictly("{name|shout}", with: { _ in "x" })
        }
        #expect(WordTemplate.placeholders(in: "{2} von {1|lowercase}").map(\.position) == [2, 1])
    }

    static func positions(_ template: String) -> Set<Int> {
        Set(WordTemplate.placeholders(in: template).compactMap(\.position))
    }

    static func directory(with files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("words-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }
}
