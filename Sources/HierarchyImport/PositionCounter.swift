/// Turns byte offsets into lines and columns, moving forwards only, so that locating every
/// element of a document costs one pass over its bytes (a one-line 20 MB dump would be
/// quadratic if each column were counted from the line's start).
struct PositionCounter {
    private(set) var offset = 0
    private var line = 1
    private var column = 1

    /// The position of the byte at `target`, which must not precede the last target asked for;
    /// an earlier target restarts the count from the beginning.
    ///
    /// - Complexity: O(target - previous target).
    mutating func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        if target < offset { self = PositionCounter() }
        let end = Swift.min(target, bytes.count)
        while offset < end {
            let byte = bytes[offset]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return TextPosition(line: line, column: column)
    }

    /// The position of `target`, counted from the beginning.
    static func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        var counter = PositionCounter()
        return counter.position(of: target, in: bytes)
    }
}
