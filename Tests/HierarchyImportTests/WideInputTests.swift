import AccessibilityTree
import Foundation
import Testing

@testable import HierarchyImport

/// Width, not depth: very many siblings, array elements and members. Each of these imported in
/// time quadratic in the width before the JSON reader stopped copying its open arrays; the
/// benchmarks in `Benchmarks/` measure the speed, these tests the results and the limits.
@Suite("Wide input")
struct WideInputTests {
    /// An AXe `describe-ui` array of `count` sibling buttons under one application.
    private func axeDump(siblings count: Int) -> [UInt8] {
        var text = #"[{"type":"Application","AXLabel":"Wide","#
        text += #""frame":{"x":0,"y":0,"width":393,"height":852},"children":["#
        for index in 0..<count {
            if index > 0 { text += "," }
            text += #"{"type":"Button","AXLabel":"Row \#(index)","frame":{"x":0,"y":\#(index),"width":100,"height":1}}"#
        }
        text += "]}]"
        return Array(text.utf8)
    }

    @Test func fortyThousandJSONSiblingsImportEveryOne() throws {
        let screen = try ScreenImporter.importScreen(bytes: axeDump(siblings: 40_000), fileName: "wide.json")
        let elements = screen.allElements
        #expect(elements.count == 40_001)
        #expect(elements.last?.label == "Row 39999")
    }

    @Test func eightyThousandNumbersInOneArrayAreParsed() throws {
        // Not a dump, so the import fails, but only after the whole array was read: the error is
        // about the document's shape, not a limit or the end of the file.
        let text = "[" + Array(repeating: "0", count: 80_000).joined(separator: ",") + "]"
        let error = try #require(importError(Array(text.utf8), fileName: "zeros.json"))
        #expect(error.kind != .limitExceeded && error.kind != .truncated)
    }

    @Test func fiftyThousandXMLSiblingsImportEveryOne() throws {
        var text = #"<hierarchy rotation="0"><node class="android.widget.FrameLayout" bounds="[0,0][1080,1920]">"#
        for index in 0..<50_000 {
            text += #"<node class="android.widget.TextView" text="\#(index)" bounds="[0,0][10,10]"/>"#
        }
        text += "</node></hierarchy>"
        let screen = try ScreenImporter.importScreen(bytes: Array(text.utf8), fileName: "wide.xml")
        #expect(screen.allElements.count == 50_001)
    }

    @Test func theElementCountLimitNamesTheElementPastIt() throws {
        let limits = ImportLimits(maximumElementCount: 10)
        let text = "<hierarchy>\n" + String(repeating: "<node/>\n", count: 10) + "</hierarchy>"
        let error = try #require(importError(Array(text.utf8), fileName: "many.xml", limits: limits))
        #expect(error.kind == .limitExceeded)
        // The hierarchy is element 1, so the tenth <node/> (line 11) is the eleventh element.
        #expect(error.description == "many.xml:11:1: the file has more than the limit of 10 elements")

        let fits = "<hierarchy>\n" + String(repeating: "<node/>\n", count: 9) + "</hierarchy>"
        #expect(importError(Array(fits.utf8), fileName: "fits.xml", limits: limits)?.kind != .limitExceeded)
    }

    @Test func theJSONObjectAndValueLimitsHaveTheirOwnErrors() throws {
        let limits = ImportLimits(maximumElementCount: 100)
        // Two objects per element (the element and its frame): 100 rows and the application are 202.
        let objects = try #require(importError(axeDump(siblings: 100), fileName: "o.json", limits: limits))
        #expect(objects.kind == .limitExceeded)
        #expect(objects.problem == "the JSON document has more than the limit of 200 objects")
        #expect(importError(axeDump(siblings: 98), fileName: "fits.json", limits: limits) == nil)

        // 32 values per allowed element: 3,200 numbers in one array pass the object limit but not this one.
        let numbers = "[" + Array(repeating: "1", count: 3_300).joined(separator: ",") + "]"
        let values = try #require(importError(Array(numbers.utf8), fileName: "v.json", limits: limits))
        #expect(values.kind == .limitExceeded)
        #expect(values.problem == "the JSON document has more than the limit of 3200 values")
        // The array is the first value, so the 3,200th number (at byte 6,399) is past the limit.
        #expect(values.line == 1 && values.column == 6_400)
    }

    @Test(arguments: [
        "compose/dscoppelletti__TestingCodelab__TopAppBarTest_unmerged.txt",
        "xcuitest/rjchatfield__AX__AXUITests_po_app.txt",
    ])
    func textDumpsHaveTheSameElementLimit(path: String) throws {
        let bytes = Array(try Data(contentsOf: try Fixture.url(path)))
        let error = try #require(importError(bytes, fileName: "dump.txt", limits: ImportLimits(maximumElementCount: 2)))
        #expect(error.kind == .limitExceeded)
        #expect(error.problem == "the file has more than the limit of 2 elements")
        #expect(error.line > 1)
    }
}
