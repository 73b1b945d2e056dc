import AccessibilityTree
import Foundation
import Testing

@testable import HierarchyImport

@Suite("Hostile and broken input")
struct HostileInputTests {
    @Test func billionLaughsIsRejectedAtTheDoctype() throws {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            xml += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        xml += "]>\n<hierarchy><node text=\"&lol9;\"/></hierarchy>"
        let error = try #require(importError(xml, fileName: "lolz.xml"))
        #expect(error.kind == .dtdNotSupported)
        #expect(error.line == 2 && error.column == 1)
        #expect(error.description.hasPrefix("lolz.xml:2:1: DTDs are not supported"))
    }

    @Test func externalEntitiesAreNeverResolved() throws {
        let withDoctype = """
            <?xml version="1.0"?><!DOCTYPE hierarchy [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <hierarchy><node text="&xxe;"/></hierarchy>
            """
        #expect(importError(withDoctype)?.kind == .dtdNotSupported)
        // Without a DTD an undeclared entity is an error where it is used.
        let undeclared = try #require(
            importError("<hierarchy>\n  <node text=\"a &xxe; b\"/>\n</hierarchy>", fileName: "x.xml"))
        #expect(undeclared.kind == .invalidEntity)
        #expect(undeclared.line == 2 && undeclared.column == 17)
        #expect(undeclared.problem.contains("undefined entity '&xxe;'"))
        #expect(importError("<hierarchy>&xxe;</hierarchy>")?.kind == .invalidEntity)
        #expect(importError("<hierarchy><node text=\"&#0;\"/></hierarchy>")?.kind == .invalidEntity)
        #expect(importError("<hierarchy><node text=\"&#xD800;\"/></hierarchy>")?.kind == .invalidEntity)
        #expect(importError("<hierarchy><node text=\"AT&T\"/></hierarchy>")?.kind == .invalidEntity)
    }

    @Test func predefinedAndNumericReferencesAreDecoded() throws {
        let screen = try screen(
            #"<hierarchy><node text="a&lt;b&gt;&amp;&apos;&quot;&#10;&#x1F600;&#233;" bounds="[0,0][10,10]"/></hierarchy>"#
        )
        #expect(screen.roots[0].label == "a<b>&'\"\n😀é")
        // Literal line breaks in attribute values are normalized to spaces, as XML requires.
        let wrapped = try HierarchyImportTests.screen(
            "<hierarchy><node text=\"two\nlines\" bounds=\"[0,0][10,10]\"/></hierarchy>")
        #expect(wrapped.roots[0].label == "two lines")
    }

    @Test func hundredThousandLevelsFailFastWithTheDepthError() throws {
        let open = Array("<node>".utf8)
        var bytes = Array("<hierarchy>".utf8)
        bytes.reserveCapacity(bytes.count + open.count * 100_000)
        for _ in 0..<100_000 { bytes += open }
        let error = try #require(importError(bytes, fileName: "deep.xml"))
        #expect(error.kind == .limitExceeded)
        // <hierarchy> is level 1, so the node at level 251 (the 250th) is refused.
        #expect(error.line == 1 && error.column == 11 + 249 * 6 + 1)
        #expect(error.problem == "elements nest deeper than the limit of 250 levels")

        let json = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let jsonError = try #require(importError(json, fileName: "deep.json"))
        #expect(jsonError.kind == .limitExceeded)
        #expect(jsonError.column == 517)
        #expect(jsonError.problem == "JSON arrays and objects nest deeper than the limit of 516 levels")
    }

    @Test func twentyMegabyteAttributeIsRefused() throws {
        var bytes = Array(#"<hierarchy><node text=""#.utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: 20 * 1024 * 1024)
        bytes += Array(#""/></hierarchy>"#.utf8)
        let error = try #require(importError(bytes, fileName: "big.xml"))
        #expect(error.kind == .limitExceeded)
        #expect(
            error.description == "big.xml:1:24: the value of attribute text is longer than the limit of 1048576 bytes")
        // The same dump imports when the caller raises the limit.
        let limits = ImportLimits(maximumAttributeLength: 32 * 1024 * 1024)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "big.xml", limits: limits)
        #expect(screen.roots[0].label?.utf8.count == 20 * 1024 * 1024)
    }

    @Test func otherLimitsHaveTheirOwnErrors() throws {
        let small = ImportLimits(maximumByteCount: 10)
        let tooBig = try #require(importError(Array("<hierarchy></hierarchy>".utf8), fileName: "s.xml", limits: small))
        #expect(tooBig.kind == .limitExceeded)
        #expect(tooBig.description == "s.xml:1:1: the file is 23 bytes, more than the limit of 10 bytes")

        let attributes = (0...1_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        let many = try #require(importError("<hierarchy>\n<node \(attributes)/></hierarchy>"))
        #expect(many.kind == .limitExceeded && many.line == 2)
        #expect(many.problem == "<node> has more than the limit of 1000 attributes")
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomBytesNeverCrash(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for prefix in ["", "<", "<hierarchy>", "{", "[", "<AppiumAUT>"] {
            var bytes = Array(prefix.utf8)
            bytes += (0..<4_096).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(importError(bytes) != nil)
            // Printable ASCII gets past UTF-8 validation into the parsers.
            var ascii = Array(prefix.utf8)
            ascii += (0..<4_096).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
            if let error = importError(ascii, fileName: "r.xml") {
                #expect(error.file == "r.xml" && error.line >= 1 && error.column >= 1)
            }
        }
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func mutatedRealDumpsNeverCrash(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for path in Fixture.all {
            let original = try Fixture.bytes(path)
            for _ in 0..<20 {
                var bytes = original
                for _ in 0..<8 {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    bytes[index] = UInt8.random(in: 0x20...0x7E, using: &generator)
                }
                // Either a screen or an ImportError; reaching the next line is the test.
                if let error = importError(bytes, fileName: "m") { #expect(error.line >= 1) }
            }
        }
    }

    @Test func truncatedDumpsSayWhereTheyEnd() throws {
        for path in [Fixture.uiautomatorChat, Fixture.uiautomatorOld, Fixture.iosKeyboards, Fixture.idbTree] {
            let bytes = try Fixture.bytes(path)
            for eighth in 1...7 {
                var end = bytes.count * eighth / 8
                while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }  // cut between characters
                let error = try #require(importError(Array(bytes[..<end]), fileName: "cut"))
                let expected = lineAndColumn(of: end, in: bytes)
                #expect(error.kind == .truncated, "\(path) cut at \(end): \(error)")
                #expect(error.line == expected.line && error.column == expected.column, "\(path) cut at \(end)")
                #expect(error.problem.hasSuffix("the dump is truncated"))
            }
        }
    }

    @Test func truncatedInsideAnAttributeValue() throws {
        let bytes = try Fixture.bytes(Fixture.uiautomatorChat)
        let start = try #require(offset(of: #"content-desc="Send"#, in: bytes))
        let cut = Array(bytes[..<(start + 17)])
        let error = try #require(importError(cut, fileName: "chat.xml"))
        let expected = lineAndColumn(of: cut.count, in: bytes)
        #expect(
            error.description
                == "chat.xml:1:\(expected.column): unexpected end of file inside an attribute value; the dump is truncated"
        )
    }

    /// `adb exec-out uiautomator dump /dev/tty > screen.xml` saves the XML followed by
    /// uiautomator's own status line, "UI hierchary dumped to: /dev/tty" (spelt so; AOSP
    /// uiautomator's DumpCommand.java prints it after the dump). That line is read past; anything
    /// else after the root, or that line after another format's root, is still trailing garbage.
    @Test func uiautomatorStatusLineAfterTheHierarchyIsReadPast() throws {
        var bytes = try Fixture.bytes(Fixture.uiautomatorOld)
        let plain = try ScreenImporter.importScreen(bytes: bytes, fileName: "dump.xml")
        bytes += Array("UI hierchary dumped to: /dev/tty\r\n".utf8)
        let saved = try ScreenImporter.importScreen(bytes: bytes, fileName: "dump.xml")
        #expect(saved == plain)
        #expect(saved.allElements.count > 5)
        #expect(importError("<hierarchy></hierarchy>UI hierchary dumped to: /sdcard/window_dump.xml") == nil)
        #expect(
            importError("<hierarchy></hierarchy>\nUI hierchary dumped to: /dev/tty\nmore")?.kind == .trailingContent)
        #expect(importError("<AppiumAUT></AppiumAUT>\nUI hierchary dumped to: /dev/tty")?.kind == .trailingContent)
        #expect(importError("<hierarchy></hierarchy>\nUI hierarchy dumped to: /dev/tty")?.kind == .trailingContent)
    }

    /// `adb shell "uiautomator dump FILE; cat FILE" > screen.xml` saves the status line first,
    /// then the XML (here also behind a UTF-8 byte order mark, as a Windows shell's redirect
    /// writes it): the line is read past there too, and an error's line number still counts it.
    @Test func uiautomatorStatusLineBeforeTheHierarchyIsReadPast() throws {
        let xml = try Fixture.bytes(Fixture.uiautomatorOld)
        let plain = try ScreenImporter.importScreen(bytes: xml, fileName: "dump.xml")
        let saved = try ScreenImporter.importScreen(
            bytes: [0xEF, 0xBB, 0xBF] + Array("UI hierchary dumped to: /data/local/tmp/uidump.xml\n".utf8) + xml,
            fileName: "dump.xml")
        // The same elements; only their source lines moved down by the status line.
        #expect(saved.allElements.map(\.label) == plain.allElements.map(\.label))
        #expect(saved.allElements.map(\.frame) == plain.allElements.map(\.frame))
        #expect(saved.allElements.count > 5)
        #expect(importError("UI hierchary dumped to: /sdcard/window_dump.xml\r\n<hierarchy></hierarchy>") == nil)
        #expect(importError("UI hierchary dumped to: /sdcard/window_dump.xml") != nil)
        #expect(importError("UI hierarchy dumped to: /dev/tty\n<hierarchy></hierarchy>") != nil)
        let broken = try #require(importError("UI hierchary dumped to: x\n<hierarchy><node></hierarchy>"))
        #expect(broken.description.contains(":2:"), "\(broken.description)")
    }

    @Test func trailingGarbageAfterTheRootElement() throws {
        var bytes = try Fixture.bytes(Fixture.uiautomatorOld)
        let lines = bytes.filter { $0 == 0x0A }.count
        bytes += Array("\n<script>alert(1)</script>\n".utf8)
        let error = try #require(importError(bytes, fileName: "dump.xml"))
        #expect(error.kind == .trailingContent)
        #expect(error.line == lines + 2 && error.column == 1)
        #expect(
            error.problem
                == "unexpected content after the end of the root element <hierarchy>: '<script>alert(1)</sc'; the dump has trailing garbage"
        )
        // Whitespace and comments after the root are fine.
        #expect(importError("<hierarchy></hierarchy>\n<!-- done -->\n") == nil)
        #expect(importError(#"{"AXLabel": "a", "children": []} x"#)?.kind == .trailingContent)
    }

    /// A dump piped in (`audit <(adb exec-out uiautomator dump /dev/tty)`) is read, not refused
    /// with a false "You don't have permission"; a stream longer than the limit is cut off.
    @Test func aDumpFromAPipeIsRead() throws {
        let dump =
            #"<hierarchy rotation="0"><node text="Go" class="android.widget.Button" bounds="[10,10][200,200]"/></hierarchy>"#
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(dump.utf8))
        try pipe.fileHandleForWriting.close()
        let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
        let screen = try ScreenImporter.importScreen(contentsOf: path)
        #expect(screen.allElements.map(\.label) == ["Go"])

        let long = Pipe()
        long.fileHandleForWriting.write(Data(dump.utf8))
        try long.fileHandleForWriting.close()
        #expect {
            try ScreenImporter.importScreen(
                contentsOf: "/dev/fd/\(long.fileHandleForReading.fileDescriptor)",
                limits: ImportLimits(maximumByteCount: 20))
        } throws: { error in
            (error as? ImportError)?.kind == .limitExceeded
                && String(describing: error).contains("is at least ")
        }
    }

    /// The system's reason, not Foundation's generic one, when a path cannot be read.
    @Test func anUnreadablePathGivesTheSystemsReason() throws {
        let directory = FileManager.default.temporaryDirectory.path
        #expect {
            try ScreenImporter.importScreen(contentsOf: directory)
        } throws: { error in
            String(describing: error) == "\(directory):1:1: cannot read the file: Is a directory"
        }
    }

    @Test func emptyAndNonDumpFiles() throws {
        let empty = try #require(importError([UInt8](), fileName: "empty.xml"))
        #expect(empty.kind == .empty)
        #expect(empty.description == "empty.xml:1:1: the file is empty; expected an accessibility dump")
        #expect(importError(" \n\t\n")?.kind == .empty)
        #expect(importError("<?xml version=\"1.0\"?>\n<!-- nothing -->")?.kind == .empty)
        let svg = try #require(importError("<?xml version=\"1.0\"?>\n<svg width=\"10\"/>", fileName: "pic.svg"))
        #expect(svg.kind == .notADump && svg.line == 2 && svg.column == 1)
        #expect(svg.problem.hasPrefix("not an accessibility dump: the root element <svg>"))
        let text = try #require(importError("hello", fileName: "notes.txt"))
        #expect(
            text.description
                == "notes.txt:1:1: not an accessibility dump: expected XML, JSON, or a text dump (XCUITest "
                + "\"Element subtree:\", Espresso \"View Hierarchy:\", Compose \"Printing with useUnmergedTree\")")
    }

    @Test func invalidUTF8NamesTheLine() throws {
        var bytes = Array("<hierarchy>\n<node text=\"".utf8)
        bytes += [0xFF]
        bytes += Array("\"/></hierarchy>".utf8)
        let error = try #require(importError(bytes, fileName: "bad.xml"))
        #expect(error.kind == .invalidUTF8)
        #expect(
            error.description
                == "bad.xml:2:13: invalid UTF-8 (byte 0xFF); dumps must be UTF-8 (or UTF-16 with a byte order mark)")
        // Overlong forms, surrogates and cut sequences are invalid too.
        for sequence: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            #expect(importError(Array("<a>".utf8) + sequence)?.kind == .invalidUTF8)
        }
    }

    @Test func malformedMarkupIsNamed() throws {
        let mismatch = try #require(importError("<hierarchy>\n<node>\n</nod>\n</hierarchy>", fileName: "m.xml"))
        #expect(mismatch.description == "m.xml:3:1: end tag </nod> does not match <node> opened at line 2")
        let duplicate = try #require(importError(#"<hierarchy><node text="a" text="b"/></hierarchy>"#))
        #expect(duplicate.kind == .malformed && duplicate.problem == "attribute text appears twice in <node>")
        #expect(importError(#"<hierarchy><node text="a<b"/></hierarchy>"#)?.kind == .malformed)
        #expect(importError(#"<hierarchy><node text=a/></hierarchy>"#)?.kind == .malformed)
        #expect(importError("<hierarchy><node/></hierarchy></hierarchy>")?.kind == .trailingContent)
    }
}

@Suite("Extreme but well-formed input")
struct ExtremeInputTests {
    @Test func hugeDeclaredNumbersDoNotTrap() throws {
        let screen = try screen(
            #"<hierarchy rotation="0" class="hierarchy" width="1e300" height="2e300"><node bounds="[0,0][10,10]"/></hierarchy>"#
        )
        #expect(screen.size == ScreenSize(width: 1e300, height: 2e300))
        #expect(screen.unit == .pixels(density: 3.5))
        let version = try #require(
            importError(#"{"format": "accessible-carousel-screen", "version": 1e300, "screen": {}}"#))
        #expect(version.kind == .unsupportedVersion)
        let bounds = try #require(
            importError(#"<hierarchy><node bounds="[0,0][99999999999999999999,1]"/></hierarchy>"#))
        #expect(bounds.kind == .invalidValue)
    }

    @Test func theDeepestAllowedTreeImportsEncodesAndReimports() throws {
        // <hierarchy> plus 249 nested nodes: exactly the depth limit. The screen must survive
        // JSONEncoder, which is why the limit is 250 (see ImportLimits.maximumDepth).
        let bytes = Array(
            ("<hierarchy>" + String(repeating: "<node bounds=\"[0,0][720,100]\">", count: 249)
                + String(repeating: "</node>", count: 249) + "</hierarchy>").utf8)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "deep.xml")
        #expect(screen.allElements.count == 249)
        let data = try ScreenDocument(screen: screen).jsonData()
        let again = try ScreenImporter.importScreen(data: data, fileName: "deep.xml")
        #expect(again == screen)
    }

    @Test func utf16WithAnOddByteCountIsRefused() throws {
        // UTF-16 with a byte order mark is now read (EncodingTests); a truncated one is named.
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("<".utf8) + [0] + Array("h".utf8)
        let error = try #require(importError(bytes, fileName: "u16.xml"))
        #expect(
            error.description
                == "u16.xml:1:5: the file starts with a UTF-16LE byte order mark but has an odd number of bytes")
    }

    @Test func byteOrderMarkAndCommentsBeforeTheRootAreAccepted() throws {
        let bytes: [UInt8] =
            [0xEF, 0xBB, 0xBF]
            + Array(
                "<?xml version='1.0'?>\n<!-- dumped -->\n<hierarchy><node text=\"A\" bounds=\"[0,0][720,100]\"/></hierarchy>\n"
                    .utf8)
        let screen = try ScreenImporter.importScreen(bytes: bytes, fileName: "bom.xml")
        #expect(screen.roots[0].label == "A")
        #expect(screen.roots[0].source == DumpLocation(file: "bom.xml", line: 3, column: 12))
    }
}
