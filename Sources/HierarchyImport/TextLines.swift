/// One line of a text dump: its text (without the line break) and the byte offset it starts at,
/// so readers can point elements and errors at lines and columns.
struct TextLine {
    /// The line's text, without `\n` or a trailing `\r`.
    var text: Substring
    /// The byte offset of the line's first character in the file.
    var offset: Int
}

extension ImportContext {
    /// The file's lines from byte `start`, split at `\n`; a trailing `\r` is dropped.
    ///
    /// - Complexity: O(n) in the number of bytes.
    func lines(from start: Int) -> [TextLine] {
        var result: [TextLine] = []
        var lineStart = start
        var index = start
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == 0x0A {
                var end = index
                if end > lineStart, bytes[end - 1] == 0x0D { end -= 1 }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<end]), as: UTF8.self)
                result.append(TextLine(text: Substring(text), offset: lineStart))
                lineStart = index + 1
            }
            index += 1
        }
        return result
    }

}
