import AccessibilityTree
import Foundation
import Testing

@testable import HierarchyImport

@Suite("JSON trees: legacy WebDriverAgent, AXe and screen documents")
struct JSONImportTests {
    @Test func legacyWebDriverAgentTreeFromIdb() throws {
        let bytes = try Fixture.bytes(Fixture.idbTree)
        #expect(try ScreenImporter.detectFormat(of: bytes, fileName: "tree.json") == .webDriverAgentJSON)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "tree.json")
        #expect(screen.platform == .iOS)
        #expect(screen.name == "SpringBoard")
        #expect(screen.size == ScreenSize(width: 375, height: 667))

        let extras = try #require(screen.element(withID: "0.1.2.13"))
        #expect(extras.className == "UIAButton")
        #expect(extras.label == "Extras folder" && extras.identifier == "Extras" && extras.value == "1 app")
        #expect(extras.hint == "Double tap to open")
        #expect(extras.traits == .button && extras.isAccessibilityElement)
        #expect(!extras.isVisible)  // isVisible "0", mapped as given
        #expect(extras.frame == ScreenRect(x: 487, y: 22, width: 64, height: 85.5))
        #expect(extras.source == DumpLocation(file: "tree.json", line: 781, column: 17))

        let pages = try #require(screen.element(withID: "0.1.3"))
        #expect(pages.className == "UIAPageIndicator")
        #expect(pages.value == "Page 1 of 2" && pages.traits == .adjustable && pages.isAccessibilityElement)
        #expect(pages.isVisible && pages.source == DumpLocation(file: "tree.json", line: 904, column: 13))

        // Frames are not clipped and may be negative.
        let dismiss = try #require(screen.element(withID: "0.1.2.0"))
        #expect(dismiss.frame == ScreenRect(x: -375, y: 0, width: 375, height: 667))
    }

    @Test func axeDescribeUI() throws {
        let bytes = try Fixture.bytes(Fixture.axe)
        #expect(try ScreenImporter.detectFormat(of: bytes, fileName: "axe.json") == .axeJSON)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "axe.json")
        #expect(screen.name == "Tuist" && screen.size == ScreenSize(width: 393, height: 852))
        #expect(screen.allElements.count == 3)
        let heading = try #require(screen.element(withID: "0.0"))
        #expect(heading.label == "Previews" && heading.traits == .header && heading.role == .text)
        #expect(heading.isAccessibilityElement)
        let run = try #require(screen.element(withID: "0.1"))
        #expect(run.label == "Run" && run.traits == [.button, .notEnabled] && run.role == .button)
        #expect(
            run.frame
                == ScreenRect(
                    x: 305.66665649414062, y: 229.33332824707031, width: 55.333343505859375, height: 28.333328247070312)
        )
        #expect(run.source == DumpLocation(file: "axe.json", line: 45, column: 7))
    }

    @Test func axeNodeWithActionsIdentifierAndRoleOnly() throws {
        let json =
            #"{"AXFrame": "{{10, 20}, {30, 40}}", "AXLabel": "Mail", "AXUniqueId": "mail", "role": "AXButton", "help": "Opens mail", "custom_actions": ["Delete", "Archive"], "children": []}"#
        let screen = try screen(json, fileName: "one.json")
        let mail = screen.roots[0]
        #expect(mail.className == "Button" && mail.traits == .button)
        #expect(mail.frame == ScreenRect(x: 10, y: 20, width: 30, height: 40))
        #expect(mail.identifier == "mail" && mail.hint == "Opens mail")
        #expect(mail.customActions == [CustomAction(name: "Delete"), CustomAction(name: "Archive")])
    }

    @Test func screenDocumentRoundTrips() throws {
        let original = AccessibilityScreen(
            platform: .android, name: "Carousel", size: ScreenSize(width: 1080, height: 2400),
            unit: .pixels(density: 2.625),
            roots: [
                AccessibilityElement(
                    id: "carousel", label: "Featured", role: .pager, isScrollable: true,
                    collectionInfo: CollectionInfo(rowCount: 1, columnCount: 8),
                    children: [
                        AccessibilityElement(
                            id: "card.0", label: "Card 1", isClickable: true, source: DumpLocation(file: "x", line: 9)
                        )
                    ],
                    source: DumpLocation(file: "x", line: 3))
            ],
            sourceFile: "screen.json")
        let data = try ScreenDocument(screen: original).jsonData()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""format" : "accessible-carousel-screen""#))
        #expect(text.contains(#""version" : 1"#))
        #expect(try ScreenImporter.detectFormat(of: [UInt8](data), fileName: "screen.json") == .screenDocument)
        let imported = try ScreenImporter.importScreen(data: data, fileName: "screen.json")
        #expect(imported == original)
    }

    @Test func handWrittenScreenDocumentGetsSourceLines() throws {
        let json = """
            {
              "format": "accessible-carousel-screen",
              "version": 1,
              "screen": {
                "platform": "ios", "size": {"width": 390, "height": 844}, "unit": {"points": {}},
                "layoutDirection": "leftToRight", "language": "en",
                "roots": [
                  {"id": "root", "children": [
                    {"id": "ok", "label": "OK", "traits": ["button"], "isAccessibilityElement": true}
                  ]}
                ]
              }
            }
            """
        let screen = try screen(json, fileName: "hand.json")
        #expect(screen.sourceFile == "hand.json")
        let ok = try #require(screen.element(withID: "ok"))
        #expect(ok.label == "OK" && ok.traits == .button && ok.isAccessibilityElement)
        #expect(ok.source == DumpLocation(file: "hand.json", line: 9, column: 9))
        #expect(screen.roots[0].source == DumpLocation(file: "hand.json", line: 8, column: 7))
    }

    /// A density of 0, below 0 or absurdly small made every Android size meaningless (50 px at
    /// 0.000001 is 50 million dp) and the audit passed silently; it is an error at the value.
    @Test(arguments: ["0", "-1", "0.000001", "1000"])
    func anImplausibleDensityIsAnErrorAtItsValue(density: String) throws {
        let document = """
            {"format": "accessible-carousel-screen", "version": 1, "screen": {"platform": "android",
              "unit": {"pixels": {"density": \(density)}}, "roots": [{"id": "a"}]}}
            """
        let error = try #require(importError(document, fileName: "d.json"))
        #expect(error.kind == .invalidValue)
        #expect(error.line == 2 && error.column == 34)
        #expect(error.problem.hasPrefix("density "))
        #expect(error.problem.contains("expected pixels per dp from 0.5 to 8"))
        let fine = document.replacingOccurrences(of: ": \(density)}", with: ": 2.625}")
        #expect(importError(fine, fileName: "d.json") == nil)
    }

    @Test func screenDocumentErrorsPointAtTheValue() throws {
        let header = #"{"format": "accessible-carousel-screen", "version": "#
        let newer = try #require(importError(header + "2, \"screen\": {}}", fileName: "v2.json"))
        #expect(newer.kind == .unsupportedVersion)
        #expect(
            newer.description == "v2.json:1:53: screen document version 2 is not supported; this reader reads version 1"
        )

        let unknown = try #require(importError(header + "1, \"screen\": {}, \"animations\": []}", fileName: "c.json"))
        #expect(unknown.kind == .invalidValue)
        #expect(unknown.problem.contains("unknown key \"animations\""))

        let badTrait = """
            {"format": "accessible-carousel-screen", "version": 1, "screen": {
              "platform": "ios", "size": {"width": 1, "height": 1}, "unit": {"points": {}},
              "layoutDirection": "leftToRight", "language": "en",
              "roots": [{"id": "a", "traits": ["buton"]}]}}
            """
        let trait = try #require(importError(badTrait, fileName: "t.json"))
        #expect(trait.kind == .invalidValue)
        #expect(trait.line == 4)
        #expect(trait.problem.contains("screen.roots[0].traits"))
        #expect(trait.problem.contains("unknown trait 'buton'"))

        let wrongFormat = try #require(importError(#"{"format": "something-else"}"#, fileName: "f.json"))
        #expect(wrongFormat.kind == .notADump)
    }

    @Test func jsonThatIsNotADump() throws {
        let error = try #require(importError(#"{"name": "my-package", "version": "1.0.0"}"#, fileName: "package.json"))
        #expect(error.kind == .notADump)
        #expect(error.description.hasPrefix("package.json:1:1: not an accessibility dump"))
        let array = try #require(importError("[1, 2, 3]", fileName: "numbers.json"))
        #expect(array.kind == .notADump)
    }

    @Test func wrongTypesInJSONDumpsNameTheKey() throws {
        let json = """
            {"value": {"tree": {"type": "UIAButton", "isEnabled": "maybe", "rect": {"origin": {"x": 0, "y": 0}, "size": {"width": 1, "height": 1}}}}}
            """
        let error = try #require(importError(json, fileName: "w.json"))
        #expect(error.kind == .invalidValue)
        #expect(
            error.problem
                == #""isEnabled" of a UIAButton node is not valid; expected a boolean (true, false, "1" or "0")"#)
        #expect(error.line == 1 && error.column == 55)
    }
}
