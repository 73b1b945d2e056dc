import AccessibilityTree
import Foundation
import Testing

@testable import HierarchyImport

/// docs/view-capture.schema.json and the `ViewCapture` model agree: every capture in the
/// repository is valid, decodes, encodes back to an equal value, and the encoded form is valid.
/// When `VIEW_CAPTURE_ENCODED_DIR` is set (`.ci/run` sets it), the encoded forms are written there
/// so CI checks them with python-jsonschema too.
@Suite("The view capture schema and the model agree")
struct ViewCaptureSchemaTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func captures(in folder: String) -> [URL] {
        let directory = repository.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".capture.json") }.sorted().map { directory.appendingPathComponent($0) }
    }

    static let all = captures(in: "Examples") + captures(in: "Tests/Captures")

    private func validator() throws -> SchemaValidator {
        let data = try Data(contentsOf: Self.repository.appendingPathComponent("docs/view-capture.schema.json"))
        return SchemaValidator(root: try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    private func json(_ data: Data) throws -> Any { try JSONSerialization.jsonObject(with: data) }

    @Test func theCorpusIsThere() {
        #expect(Self.captures(in: "Examples").count >= 3)
        #expect(Self.all.count >= 23)
    }

    @Test(arguments: all)
    func everyCaptureIsValidAndRoundTrips(url: URL) throws {
        let schema = try validator()
        let data = try Data(contentsOf: url)
        #expect(schema.problems(of: try json(data)) == [])
        let capture = try JSONDecoder().decode(ViewCapture.self, from: data)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let written = try encoder.encode(capture)
        #expect(try JSONDecoder().decode(ViewCapture.self, from: written) == capture)
        #expect(schema.problems(of: try json(written)) == [])
        // The encoded form lists every member, defaults included.
        let first = try #require((try json(written) as? [String: Any])?["roots"] as? [[String: Any]]).first
        #expect(first?["childrenSource"] != nil && first?["alpha"] != nil && first?["traits"] != nil)
        if let directory = ProcessInfo.processInfo.environment["VIEW_CAPTURE_ENCODED_DIR"], !directory.isEmpty {
            try written.write(to: URL(fileURLWithPath: directory).appendingPathComponent(url.lastPathComponent))
        }
    }

    @Test func theSchemaRejectsWhatTheReaderRejects() throws {
        let schema = try validator()
        let bad =
            #"{"format": "accessible-carousel-view-capture", "version": 1, "screen": {"size": {"width": 1, "height": 1}}, "roots": [{"kind": "widget", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "colour": "red"}]}"#
        let problems = schema.problems(of: try json(Data(bad.utf8)))
        #expect(problems.contains("$.roots[0]: unknown key colour"))
        #expect(problems.contains { $0.hasPrefix("$.roots[0].kind:") })
    }

    @Test func aSwiftBuiltCaptureIsValid() throws {
        let capture = ViewCapture(
            name: "Built", screen: CaptureScreen(size: ScreenSize(width: 390, height: 844), systemVersion: "18.6"),
            roots: [
                CapturedObject(
                    kind: .view, className: "UIButton", isAccessibilityElement: true, label: "Play",
                    traits: CapturedTraits(knownNames: ["header", "button"]),
                    frame: ScreenRect(x: 0, y: 0, width: 44, height: 44), customActions: ["Share"],
                    customRotors: ["Links"], navigationStyle: .combined, userInputLabels: ["Play", "Start"])
            ])
        #expect(capture.roots[0].traits.names == ["button", "header"])
        #expect(capture.roots[0].traits.rawValue == 1 | 1 << 16)
        let written = try JSONEncoder().encode(capture)
        #expect(try validator().problems(of: try json(written)) == [])
        #expect(try JSONDecoder().decode(ViewCapture.self, from: written) == capture)
    }
}
