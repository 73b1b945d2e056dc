import AccessibilityTree
import Foundation
import Testing

@testable import HierarchyImport

/// Every Android reader records whether a label is the node's content description or its text
/// (`AccessibilityElement.labelSource`): TalkBack gathers a node's children's words only when it
/// has no content description, text or not (google/talkback@26a27dc009d5b3605e744222541f045a3c24e038
/// talkback/src/main/java/com/google/android/accessibility/talkback/compositor/roledescription/
/// TreeNodesDescription.java:259-274).
@Suite("Android import: where a label came from")
struct AndroidLabelSourceImportTests {
    private func screen(_ text: String, fileName: String) throws -> AccessibilityScreen {
        try ScreenImporter.importScreen(bytes: Array(text.utf8), fileName: fileName)
    }

    private func uiautomator(_ body: String) -> String {
        "<?xml version='1.0' encoding='UTF-8'?>\n<hierarchy rotation=\"0\">\n\(body)\n</hierarchy>"
    }

    @Test func uiautomatorLabelsSayWhetherTheyAreContentDescriptionsOrText() throws {
        let screen = try screen(
            uiautomator(
                """
                <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
                <node class="android.widget.TextView" text="Shown text" bounds="[0,0][1080,100]"/>
                <node class="android.widget.TextView" text="Hidden text" content-desc="Described" bounds="[0,100][1080,200]"/>
                <node class="android.widget.EditText" text="typed" content-desc="Field name" bounds="[0,200][1080,300]"/>
                <node class="android.widget.EditText" text="typed only" bounds="[0,300][1080,400]"/>
                <node class="android.widget.Switch" text="Wi-Fi" checkable="true" bounds="[0,400][1080,500]"/>
                <node class="android.widget.Switch" text="On" content-desc="Wi-Fi" checkable="true" bounds="[0,500][1080,600]"/>
                <node class="android.widget.LinearLayout" bounds="[0,600][1080,700]"/>
                </node>
                """), fileName: "sources.xml")
        let found = screen.roots[0].children
        #expect(found.map(\.label) == ["Shown text", "Described", "Field name", nil, "Wi-Fi", "Wi-Fi", nil])
        #expect(
            found.map(\.labelSource) == [
                .text, .contentDescription, .contentDescription, nil, .text, .contentDescription, nil,
            ])
        // The text an edit box or switch holds is still its value.
        #expect(found[3].value == "typed only" && found[4].value == "Wi-Fi" && found[5].value == "On")
    }

    @Test func appiumRangeTextIsNoLabelSoOnlyAContentDescriptionNamesTheBar() throws {
        let screen = try screen(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
            <android.widget.SeekBar index="0" class="android.widget.SeekBar" text="40.0" bounds="[0,0][1080,100]"/>
            <android.widget.SeekBar index="1" class="android.widget.SeekBar" text="40.0" content-desc="Volume" bounds="[0,100][1080,200]"/>
            </hierarchy>
            """, fileName: "appium.xml")
        let bars = screen.roots
        #expect(bars.map(\.label) == [nil, "Volume"])
        #expect(bars.map(\.labelSource) == [nil, .contentDescription])
    }

    // androidx@221a95f compose/ui/ui-test/src/commonMain/kotlin/androidx/compose/ui/test/Output.kt
    // (printToStringInner, appendConfigInfo). Written here; the field offers SetText, so it is
    // editable (docs/fidelity.md, tenth sweep).
    @Test func composeSemanticsLabelsSayTheirSource() throws {
        let screen = try screen(
            """
            Printing with useUnmergedTree = 'true'
            Node #1 at (l=0.0, t=0.0, r=1080.0, b=2200.0)px
             |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=200.0)px
             | Text = '[Headline]'
             |-Node #3 at (l=0.0, t=200.0, r=1080.0, b=400.0)px
             | ContentDescription = '[Share]'
             | Text = '[Send]'
             |-Node #4 at (l=0.0, t=400.0, r=1080.0, b=600.0)px
               EditableText = 'draft'
               Text = '[Message]'
               Actions = [SetText]
            """, fileName: "compose.txt")
        let nodes = screen.roots[0].children
        #expect(nodes.map(\.label) == ["Headline", "Share", nil])
        #expect(nodes.map(\.labelSource) == [.text, .contentDescription, nil])
        #expect(nodes[2].value == "draft")
    }

    // android-test@75240e8 espresso/core/java/androidx/test/espresso/util/HumanReadables.java:258-292
    // (desc, text). Written here.
    @Test func espressoLabelsSayTheirSource() throws {
        let screen = try screen(
            """
            View Hierarchy:
            +>DecorView{id=-1, visibility=VISIBLE, width=1080, height=2400, x=0.0, y=0.0, child-count=2}
            |
            +->AppCompatTextView{id=1, visibility=VISIBLE, width=1080, height=100, x=0.0, y=0.0, text=Inbox, child-count=0}
            |
            +->AppCompatImageButton{id=2, visibility=VISIBLE, width=100, height=100, x=0.0, y=100.0, desc=Compose, text=+, child-count=0}
            """, fileName: "espresso.txt")
        let views = screen.roots[0].children
        #expect(views.map(\.label) == ["Inbox", "Compose"])
        #expect(views.map(\.labelSource) == [.text, .contentDescription])
    }

    // maestro@dcd2f20 maestro-client/src/main/java/maestro/drivers/AndroidDriver.kt:944-1023
    // (accessibilityText is the content description). Written here.
    @Test func maestroAndroidLabelsSayTheirSource() throws {
        let screen = try screen(
            """
            {
              "attributes" : { },
              "children" : [ {
                "attributes" : { "text" : "Settings", "class" : "android.widget.TextView", "bounds" : "[0,0][1080,100]" },
                "children" : [ ]
              }, {
                "attributes" : { "text" : "Go", "accessibilityText" : "Search", "class" : "android.widget.Button",
                                 "resource-id" : "com.example:id/go", "bounds" : "[0,100][1080,200]" },
                "children" : [ ]
              } ]
            }
            """, fileName: "maestro.json")
        #expect(screen.platform == .android)
        let views = try #require(screen.roots.first?.children)
        #expect(views.map(\.label) == ["Settings", "Search"])
        #expect(views.map(\.labelSource) == [.text, .contentDescription])
    }

    /// The fact is model data: a screen document keeps it, and one written before it was recorded
    /// (no `labelSource` key) still reads, its labels of unknown source.
    @Test func screenDocumentsKeepTheSourceAndOlderOnesStillRead() throws {
        let imported = try screen(
            uiautomator(
                """
                <node class="android.widget.LinearLayout" text="Row" clickable="true" bounds="[0,0][1080,200]">
                <node class="android.widget.TextView" text="Detail" bounds="[0,100][1080,200]"/>
                </node>
                """), fileName: "row.xml")
        let written = try ScreenDocument(screen: imported).jsonData()
        #expect(String(decoding: written, as: UTF8.self).contains(#""labelSource" : "text""#))
        let decoded = try ScreenImporter.importScreen(data: written, fileName: "row.json")
        #expect(decoded.roots == imported.roots)
        #expect(decoded.roots[0].labelSource == .text)

        let older = """
            {"format": "accessible-carousel-screen", "version": 1, "screen": {"platform": "android", "roots": [
              {"id": "row", "label": "Row", "isClickable": true, "children": [{"id": "detail", "label": "Detail"}]}]}}
            """
        let read = try screen(older, fileName: "older.json")
        #expect(read.roots[0].label == "Row" && read.roots[0].labelSource == nil)
    }

    // MARK: - Real dumps

    private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's real Android XML dumps (attribution in Tests/RealDumps/SOURCES.md and
    /// Tests/HierarchyImportTests/Fixtures/SOURCES.md).
    private static var realAndroidDumps: [URL] {
        let folders = [
            "RealDumps/android", "HierarchyImportTests/Fixtures/android-uiautomator",
            "HierarchyImportTests/Fixtures/android-appium",
        ]
        return folders.flatMap { folder -> [URL] in
            let directory = tests.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { $0.hasSuffix(".xml") }.sorted().map { directory.appendingPathComponent($0) }
        }
    }

    /// The attributes of the tag that starts at `offset` (in Unicode scalars) of `file`, read
    /// here independently of the importer; values keep their entity references.
    private static func attributes(ofTagAt offset: Int, in file: [Unicode.Scalar]) -> [String: String] {
        var result: [String: String] = [:]
        guard offset < file.count, file[offset] == "<" else { return result }
        var index = offset + 1
        var name = ""
        while index < file.count, file[index] != ">" {
            let next = file[index]
            index += 1
            if next == "=" {
                guard index < file.count, file[index] == "\"" || file[index] == "'" else { return result }
                let quote = file[index]
                index += 1
                var value = ""
                while index < file.count, file[index] != quote {
                    value.unicodeScalars.append(file[index])
                    index += 1
                }
                index += 1
                result[name] = value
                name = ""
            } else if next.properties.isWhitespace {
                name = ""
            } else {
                name.unicodeScalars.append(next)
            }
        }
        return result
    }

    /// On every node of every real Android dump, the label's recorded source agrees with the
    /// dump's own attributes: a content description names the node and is recorded as one; a
    /// label recorded as text is the node's text, with no content description beside it.
    @Test func realDumpsRecordWhereEachLabelCameFrom() throws {
        var counts: [LabelSource?: Int] = [:]
        #expect(Self.realAndroidDumps.count >= 100)
        for url in Self.realAndroidDumps {
            let screen = try ScreenImporter.importScreen(contentsOf: url.path)
            let file = Array(try String(contentsOf: url, encoding: .utf8).unicodeScalars)
            // Where each line starts, in scalars (the importer's lines end at a line feed).
            let lineStarts = [0] + file.indices.filter { file[$0] == "\n" }.map { $0 + 1 }
            for element in screen.allElements {
                guard let source = element.source, source.line <= lineStarts.count else { continue }
                let attributes = Self.attributes(ofTagAt: lineStarts[source.line - 1] + source.column - 1, in: file)
                let place = "\(url.lastPathComponent):\(source.line):\(source.column)"
                try #require(attributes["bounds"] != nil, "no tag read at \(place)")
                let description = attributes["content-desc"].flatMap { $0.isEmpty ? nil : $0 }
                let text = attributes["text"].flatMap { $0.isEmpty ? nil : $0 }
                counts[element.labelSource, default: 0] += 1
                switch element.labelSource {
                case .contentDescription:
                    #expect(description != nil, "\(place)")
                    if let description, !description.contains("&") { #expect(element.label == description, "\(place)") }
                case .text:
                    #expect(description == nil && text != nil, "\(place)")
                    if let text, !text.contains("&") { #expect(element.label == text, "\(place)") }
                case nil:
                    #expect(description == nil && element.label == nil, "\(place)")
                }
            }
        }
        // Both sources occur, many times: the check is not run over nothing.
        #expect(counts[.text, default: 0] > 1000)
        #expect(counts[.contentDescription, default: 0] > 500)
    }
}
