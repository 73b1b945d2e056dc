import AccessibilityTree
import Foundation
import Testing

@testable import HierarchyImport

/// docs/screen-document.schema.json and the decoder agree both ways: what the schema accepts
/// decodes, and what the encoder writes (for every example and every imported fixture) the
/// schema accepts.
@Suite("The screen document schema and the decoder agree")
struct SchemaAgreementTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func validator() throws -> SchemaValidator {
        let data = try Data(contentsOf: Self.repository.appendingPathComponent("docs/screen-document.schema.json"))
        return SchemaValidator(root: try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    private func json(_ data: Data) throws -> Any { try JSONSerialization.jsonObject(with: data) }

    private static var examples: [URL] {
        let directory = repository.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        // View captures have their own schema (ViewCaptureSchemaTests).
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".capture.json") }.sorted()
            .map { directory.appendingPathComponent($0) }
    }

    @Test func theCheckerRejectsWhatTheSchemaRejects() throws {
        let schema = try validator()
        let bad =
            #"{"format": "accessible-carousel-screen", "version": 1, "screen": {"platform": "ios", "roots": [{"label": "x", "colour": "red"}]}}"#
        let problems = schema.problems(of: try json(Data(bad.utf8)))
        #expect(problems.contains("$.screen.roots[0]: missing required id"))
        #expect(problems.contains("$.screen.roots[0]: unknown key colour"))
    }

    @Test func everyExampleIsValidAndDecodes() throws {
        let schema = try validator()
        #expect(Self.examples.count >= 2)
        for url in Self.examples {
            let data = try Data(contentsOf: url)
            #expect(schema.problems(of: try json(data)) == [], "\(url.lastPathComponent)")
            let imported = try ScreenImporter.importDocument(data: data, fileName: url.lastPathComponent)
            #expect(imported.format == .screenDocument)
            // And what the encoder writes back is valid too.
            let written = try ScreenDocument(screen: imported.screen, components: imported.components).jsonData()
            #expect(schema.problems(of: try json(written)) == [], "\(url.lastPathComponent) re-encoded")
        }
    }

    @Test(arguments: Fixture.all)
    func everyImportedDumpEncodesToAValidDocument(path: String) throws {
        let screen = try Fixture.screen(path)
        let written = try ScreenDocument(screen: screen).jsonData()
        let problems = try validator().problems(of: try json(written))
        #expect(problems == [])
        // And decodes to the same screen.
        #expect(try ScreenImporter.importScreen(data: written, fileName: Fixture.url(path).path) == screen)
    }

    @Test func optionalCollectionKeysMayBeLeftOut() throws {
        let text = """
            {"format": "accessible-carousel-screen", "version": 1, "screen": {"platform": "android", "roots": [
              {"id": "list", "role": "list", "collectionInfo": {"rowCount": 1, "columnCount": 2}, "children": [
                {"id": "a", "label": "A", "collectionItemInfo": {"rowIndex": 0, "columnIndex": 0}},
                {"id": "b", "label": "B", "collectionItemInfo": {"rowIndex": 0, "columnIndex": 1, "isHeading": true}}
              ]}]}}
            """
        #expect(try validator().problems(of: try json(Data(text.utf8))) == [])
        let screen = try screen(text, fileName: "optional.json")
        let list = try #require(screen.element(withID: "list"))
        #expect(list.collectionInfo == CollectionInfo(rowCount: 1, columnCount: 2, isHierarchical: false))
        #expect(screen.element(withID: "a")?.collectionItemInfo?.isHeading == false)
        #expect(screen.element(withID: "b")?.collectionItemInfo?.isHeading == true)
    }
}
