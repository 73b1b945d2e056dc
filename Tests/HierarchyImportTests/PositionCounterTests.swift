import Testing

@testable import HierarchyImport

/// Lines and columns of byte offsets: the place a finding or an import error names.
@Suite struct PositionCounterTests {
    /// The position of every offset of the text, counted byte by byte from the start: a line feed
    /// starts a line, and each byte that starts a UTF-8 character moves one column.
    private static func expectedPositions(_ bytes: [UInt8]) -> [TextPosition] {
        var result: [TextPosition] = []
        var (line, column) = (1, 1)
        for byte in bytes {
            result.append(TextPosition(line: line, column: column))
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        result.append(TextPosition(line: line, column: column))
        return result
    }

    @Test func columnsCountCharactersNotBytes() {
        let bytes = Array("ab\nçd".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(PositionCounter.position(of: 1, in: buffer) == TextPosition(line: 1, column: 2))
            #expect(PositionCounter.position(of: 3, in: buffer) == TextPosition(line: 2, column: 1))
            #expect(PositionCounter.position(of: 5, in: buffer) == TextPosition(line: 2, column: 2))
        }
    }

    /// Long lines of mixed scripts with line feeds anywhere (inside the eight-byte words the
    /// counter reads at once, at their edges, and several in one word), every offset asked in
    /// order, then strides of 1 to 37 bytes, then an earlier offset (which restarts the count).
    @Test func everyOffsetOfLongMixedLines() {
        let pieces = [
            "<node text=\"Hello\" bounds=\"[0,0][1080,2400]\"/>", "\n", "Tiếng Việt", "日本語のテキスト", "\n\n",
            "emoji 👩‍👩‍👧 and é", "plain ascii that runs on for a while ", "\r\n", "\u{E800}",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var text = ""
        for _ in 0..<400 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            text += pieces[Int(state >> 33) % pieces.count]
        }
        let bytes = Array(text.utf8)
        let expected = Self.expectedPositions(bytes)
        #expect(expected[expected.count - 1].line > 100)
        bytes.withUnsafeBufferPointer { buffer in
            var counter = PositionCounter()
            let inOrder = (0...bytes.count).map { counter.position(of: $0, in: buffer) }
            #expect(inOrder == expected)
            for stride in 1...37 {
                var strided = PositionCounter()
                let offsets = Array(Swift.stride(from: 0, through: bytes.count, by: stride))
                #expect(offsets.map { strided.position(of: $0, in: buffer) } == offsets.map { expected[$0] })
            }
            #expect(counter.position(of: 17, in: buffer) == expected[17])
            #expect(counter.position(of: bytes.count + 5, in: buffer) == expected[bytes.count])
        }
    }
}
