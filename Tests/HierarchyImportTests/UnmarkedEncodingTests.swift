import AccessibilityTree
import Testing

@testable import HierarchyImport

/// Wide encodings without a byte order mark, and UTF-32 with one: before the eighth fuzzing
/// session (Fuzz/README.md) a UTF-16LE page source failed with "expected whitespace, '>' or '/>'
/// in <\u{0}>", and a UTF-16LE JSON dump with "expected a quoted key in a JSON object, found
/// '\u{0}'", naming a NUL and not the encoding.
@Suite("Encodings: UTF-16 and UTF-32 without a byte order mark")
struct UnmarkedEncodingTests {
    /// `text` in UTF-16 or UTF-32 (`width` 2 or 4 bytes a code unit), without a byte order mark.
    private func encoded(_ text: String, width: Int, littleEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            let units: [UInt32] =
                width == 4
                ? [scalar.value] : String(scalar).utf16.map { UInt32($0) }
            for unit in units {
                let big = (0..<width).reversed().map { UInt8(truncatingIfNeeded: unit >> (8 * UInt32($0))) }
                bytes += littleEndian ? big.reversed() : big
            }
        }
        return bytes
    }

    @Test(arguments: [
        (2, true, "UTF-16LE", 2), (2, false, "UTF-16BE", 1), (4, true, "UTF-32LE", 2), (4, false, "UTF-32BE", 1),
    ])
    func aPageSourceIsNamedByItsEncoding(width: Int, littleEndian: Bool, name: String, column: Int) throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><hierarchy><node text=\"Café\"/></hierarchy>"
        let error = try #require(
            importError(encoded(xml, width: width, littleEndian: littleEndian), fileName: "wide.xml"))
        #expect(error.kind == .invalidUTF8)
        #expect(error.line == 1 && error.column == column)
        #expect(
            error.description
                == "wide.xml:1:\(column): the file is \(name) without a byte order mark (a NUL byte beside each "
                + "character); dumps must be UTF-8 (or UTF-16 with a byte order mark)")
    }

    @Test func aJSONDumpIsNamedByItsEncoding() throws {
        let json = #"{"format": "accessible-carousel-screen", "platform": "ios"}"#
        let error = try #require(importError(encoded(json, width: 2, littleEndian: true), fileName: "wide.json"))
        #expect(error.problem.hasPrefix("the file is UTF-16LE without a byte order mark"))
    }

    @Test func utf32WithItsByteOrderMarkIsNamed() throws {
        let bytes = [0xFF, 0xFE, 0x00, 0x00] + encoded("<hierarchy/>", width: 4, littleEndian: true)
        let error = try #require(importError(bytes, fileName: "u32.xml"))
        #expect(error.kind == .invalidUTF8)
        #expect(error.problem.hasPrefix("the file is UTF-32LE (it starts with a UTF-32LE byte order mark)"))
    }

    @Test func utf8DumpsAndShortFilesAreUnaffected() throws {
        let screen = try ScreenImporter.importScreen(
            bytes: Array(#"<hierarchy><node text="A" bounds="[0,0][10,10]"/></hierarchy>"#.utf8), fileName: "a.xml")
        #expect(screen.roots[0].label == "A")
        // Too short to tell an encoding by: the usual errors.
        #expect(importError([0x3C, 0x00], fileName: "two.xml")?.kind != .invalidUTF8)
        #expect(importError([0x00], fileName: "nul.xml")?.kind == .notADump)
    }
}
