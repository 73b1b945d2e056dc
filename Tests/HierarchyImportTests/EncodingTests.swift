import AccessibilityTree
import Foundation
import Testing

@testable import HierarchyImport

@Suite("Encodings: UTF-16 with a byte order mark, and declarations the bytes contradict")
struct EncodingTests {
    private let xml =
        "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<hierarchy><node text=\"Café\" bounds=\"[0,0][720,100]\"/></hierarchy>\n"

    private func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit in text.utf16 {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            bytes += littleEndian ? [low, high] : [high, low]
        }
        return bytes
    }

    @Test(arguments: [true, false])
    func utf16WithAByteOrderMarkIsRead(littleEndian: Bool) throws {
        let screen = try ScreenImporter.importScreen(bytes: utf16(xml, littleEndian: littleEndian), fileName: "u16.xml")
        #expect(screen.roots[0].label == "Café")
        #expect(screen.roots[0].source == DumpLocation(file: "u16.xml", line: 2, column: 12))
    }

    @Test func aLoneSurrogateIsAnError() throws {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8, 0x3E, 0x00]
        let error = try #require(importError(bytes, fileName: "bad.xml"))
        #expect(error.kind == .invalidUTF8)
        #expect(error.problem == "invalid UTF-16LE: a lone surrogate (the file is not UTF-16 text)")
    }

    @Test func utf16DeclaredButTheBytesAreUTF8() throws {
        let error = try #require(importError(xml, fileName: "lie.xml"))
        #expect(
            error.description
                == "lie.xml:1:31: the XML declaration says encoding \"UTF-16\", but the bytes are not UTF-16 "
                + "(no byte order mark); make the declaration say UTF-8")
    }

    @Test func latin1DeclaredIsNamed() throws {
        let bytes =
            Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><hierarchy><node text=\"Caf".utf8) + [0xE9]
            + Array("\"/></hierarchy>".utf8)
        let error = try #require(importError(bytes, fileName: "latin.xml"))
        #expect(error.kind == .invalidUTF8)
        #expect(error.problem.hasPrefix("the XML declaration says encoding \"ISO-8859-1\"; only UTF-8 and UTF-16"))
        #expect(error.line == 1 && error.column == 31)
    }

    @Test func utf16BytesDeclaringUTF8AreNamed() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><hierarchy/>"
        let error = try #require(importError(utf16(text, littleEndian: true), fileName: "mix.xml"))
        #expect(error.problem.hasPrefix("the XML declaration says encoding \"UTF-8\", but the file is UTF-16"))
    }
}
