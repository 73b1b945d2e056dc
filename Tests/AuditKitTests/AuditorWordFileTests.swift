import CarouselKit
import Foundation
import Testing

@testable import AuditKit

/// The auditor's own lists as data (issue 23): one word file per primary language.
@Suite struct AuditorWordFileTests {
    static let languages = ["ar", "de", "en", "es", "fr", "he", "it", "ja", "ko", "pl", "pt", "ru", "zh"]

    @Test func everyLanguageHasItsListsFromTheBundledFiles() throws {
        let catalog = try WordCatalog.bundled("AuditKit", sourceFile: #filePath).get()
        #expect(catalog.files.keys.sorted() == Self.languages)
        #expect(AuditorWords.bundled.problem == nil)
        #expect(AuditorWords.english == AuditorWords.compiledEnglish)
        for language in Self.languages {
            let words = try #require(AuditorWords.words(for: language))
            #expect(!words.pause.isEmpty, "\(language) pause")
            #expect(!words.tabs.isEmpty, "\(language) tabs")
            for template in words.pages + words.positions {
                let positions = WordTemplate.placeholders(in: template).compactMap(\.position).sorted()
                #expect(positions == [1, 2], "\(language): \(template)")
                #expect(PositionTemplate(template, source: "test") != nil)
            }
            let file = try #require(catalog.files[language])
            #expect(file.provenance.values.flatMap(\.keys).sorted() == file.words.keys.sorted())
        }
        // The order of a list is its numbering.
        #expect(AuditorWords.words(for: "de-AT")?.pause == ["pause", "pausier", "anhalt", "stopp", "stop"])
        #expect(AuditorWords.words(for: "ja")?.positions == ["{2}件中{1}件目", "{2}枚中{1}枚目"])
    }

    @Test func aMalformedListKeyNamesTheFileAndTheKey() throws {
        for (word, key) in [(#""pause":"x""#, "pause"), (#""stop.1":"x""#, "stop.1"), (#""tabs.1":"""#, "tabs.1")] {
            let file = try WordFile(
                data: Data(#"{"language":"xx","provenance":{},"words":{\#(word)}}"#.utf8), file: "xx.json")
            let error = #expect(throws: WordFileError.self) { try AuditorWords(wordFile: file) }
            #expect(error?.file == "xx.json")
            #expect(error?.key == key)
        }
    }
}
