import AccessibilityTree
import CarouselKit
import Foundation
import HierarchyImport
import Testing

@Suite("Screen documents with live components")
struct ComponentDocumentTests {
    private func document(components: String, roots: String = #"[{"id": "related"}, {"id": "rating"}]"#) -> Data {
        Data(
            """
            {"format": "accessible-carousel-screen", "version": 1,
             "screen": {"platform": "ios", "roots": \(roots)},
             "components": \(components)}
            """.utf8)
    }

    private let carousel =
        #"{"carousel": {"id": "related", "name": "Related stories", "cards": [{"id": "a", "title": "First"}, {"id": "b", "title": "Second"}]}}"#
    private let rating =
        #"{"adjustable": {"id": "rating", "label": "Rating", "lowerBound": 1, "upperBound": 5, "step": 1, "value": 2, "format": {"counted": {"unit": "star"}}}}"#

    @Test func componentsDecodeAndBecomeLive() throws {
        let imported = try ScreenImporter.importDocument(
            data: document(components: "[\(carousel), \(rating)]"), fileName: "doc.json")
        #expect(imported.format == .screenDocument)
        #expect(imported.components.map(\.id) == ["related", "rating"])
        #expect(imported.components.map(\.kind) == ["carousel", "adjustable"])
        let live = try imported.components[0].makeComponent(for: .iOS)
        let element = live.accessibilityElement(for: .iOS, frame: .zero)
        #expect(element.label == "Related stories, Carousel")
        #expect(element.value == "First, Button, 1 of 2")
        #expect(element.traits == .adjustable)
    }

    @Test func theStaticImportKeepsThePlaceholders() throws {
        let screen = try ScreenImporter.importScreen(data: document(components: "[\(carousel)]"), fileName: "doc.json")
        #expect(screen.roots.map(\.id) == ["related", "rating"])
    }

    @Test func aComponentWithoutAPlaceholderIsAnErrorAtItsLine() {
        #expect {
            try ScreenImporter.importDocument(
                data: document(components: "[\(carousel)]", roots: #"[{"id": "other"}]"#), fileName: "doc.json")
        } throws: { error in
            let description = String(describing: error)
            return description.hasPrefix("doc.json:3:17:")
                && description.contains(#"the carousel "related" has no placeholder"#)
        }
    }

    @Test func twoComponentsWithOneIDAreAnError() {
        #expect {
            try ScreenImporter.importDocument(
                data: document(components: "[\(carousel), \(carousel)]"), fileName: "doc.json")
        } throws: { error in
            String(describing: error).contains(#"two components have the id "related""#)
        }
    }

    // The three below were found by an earlier fuzzing run (issue 15): each was accepted and then
    // behaved confusingly (an element never reachable, a component that vanished, focus and
    // gesture scripts naming two elements at once).
    @Test func twoElementsWithOneIDAreAnErrorAtTheSecond() {
        let roots = """
            [{"id": "related"},
             {"id": "rating"}, {"id": "note",
              "children": [{"id": "rating"}]}]
            """
        #expect {
            try ScreenImporter.importDocument(data: document(components: "[]", roots: roots), fileName: "doc.json")
        } throws: { error in
            String(describing: error) == #"doc.json:4:16: two elements have the id "rating"; ids must be unique"#
        }
    }

    @Test func aPlaceholderInsideAnotherComponentsPlaceholderIsAnError() {
        let roots = #"[{"id": "related", "children": [{"id": "rating"}]}]"#
        #expect {
            try ScreenImporter.importDocument(
                data: document(components: "[\(carousel), \(rating)]", roots: roots), fileName: "doc.json")
        } throws: { error in
            let description = String(describing: error)
            return description.hasPrefix("doc.json:3:")
                && description.contains(
                    #"the adjustable "rating" is placed inside the placeholder of the carousel "related""#)
        }
    }

    @Test func aStaticElementMayNotTakeTheIDOfAComponentsPart() {
        let roots = """
            [{"id": "related"},
             {"id": "rating"}, {"id": "related.card.1"}]
            """
        #expect {
            try ScreenImporter.importDocument(
                data: document(components: "[\(carousel)]", roots: roots), fileName: "doc.json")
        } throws: { error in
            String(describing: error)
                == #"doc.json:3:20: the element id "related.card.1" is also the id of a part of the carousel "related"; rename the element"#
        }
        // An id that only starts like the carousel's is fine ("related.more" is not a part of it).
        let fine = """
            [{"id": "related"}, {"id": "rating"}, {"id": "related.more"}, {"id": "related.card.7"}]
            """
        #expect(throws: Never.self) {
            try ScreenImporter.importDocument(
                data: document(components: "[\(carousel)]", roots: fine), fileName: "d.json")
        }
    }

    @Test func anUnknownKindIsAnErrorNamingTheKinds() {
        #expect {
            try ScreenImporter.importDocument(
                data: document(components: #"[{"slider": {"id": "x"}}]"#), fileName: "doc.json")
        } throws: { error in
            String(describing: error).contains("exactly one key naming its kind: carousel, adjustable, groupedCell")
        }
    }

    @Test func anInvalidCarouselIsAnErrorNotACrash() {
        // A strategy the model does not know, and an interval of zero seconds.
        let bad = #"{"carousel": {"id": "related", "name": "R", "strategy": "spinner", "cards": []}}"#
        #expect(throws: ImportError.self) {
            try ScreenImporter.importDocument(data: document(components: "[\(bad)]"), fileName: "doc.json")
        }
        let rotating = #"{"carousel": {"id": "related", "name": "R", "rotation": {"intervalSeconds": 0}, "cards": []}}"#
        #expect(throws: ImportError.self) {
            try ScreenImporter.importDocument(data: document(components: "[\(rotating)]"), fileName: "doc.json")
        }
    }

    @Test func documentsRoundTripWithTheirComponents() throws {
        let imported = try ScreenImporter.importDocument(
            data: document(components: "[\(carousel), \(rating)]"), fileName: "doc.json")
        var screen = imported.screen
        screen.sourceFile = nil
        let written = try ScreenDocument(screen: screen, components: imported.components).jsonData()
        let again = try ScreenImporter.importDocument(data: written, fileName: "again.json")
        #expect(again.components == imported.components)
        #expect(again.screen.roots.map(\.id) == imported.screen.roots.map(\.id))
    }

    @Test func aMinimalScreenNeedsOnlyPlatformAndRoots() throws {
        let data = Data(
            #"{"format": "accessible-carousel-screen", "version": 1, "screen": {"platform": "android", "roots": [{"id": "a", "label": "A", "frame": {"x": 1, "y": 2, "width": 3, "height": 4}}]}}"#
                .utf8)
        let screen = try ScreenImporter.importScreen(data: data, fileName: "min.json")
        #expect(screen.unit == .pixels(density: nil))
        #expect(screen.layoutDirection == .leftToRight)
        #expect(screen.roots[0].frame == ScreenRect(x: 1, y: 2, width: 3, height: 4))
    }
}
