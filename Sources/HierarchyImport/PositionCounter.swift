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
        // Eight bytes at a time where none is a line feed: the column grows by the bytes that
        // start a character (a uiautomator dump is one line of up to tens of megabytes, and this
        // walk over it cost more than scanning its tags). A word with a line feed is counted byte
        // by byte.
        if let base = bytes.baseAddress {
            while end - offset >= 8 {
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                if Self.holdsLineFeed(word) {
                    for _ in 0..<8 { count(bytes[offset]) }
                } else {
                    // A continuation byte is 10xxxxxx: its top bit set and the next one clear.
                    column += 8 - (word & ~(word << 1) & Self.topBits).nonzeroBitCount
                    offset += 8
                }
            }
        }
        while offset < end { count(bytes[offset]) }
        return TextPosition(line: line, column: column)
    }

    /// The top bit of each byte of a word.
    private static let topBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether a byte of the word is a line feed: the word's bytes XOR 0x0A hold a zero byte
    /// (the classic test for a zero byte, exact for whether there is one).
    private static func holdsLineFeed(_ word: UInt64) -> Bool {
        let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
        return (x &- 0x0101_0101_0101_0101) & ~x & topBits != 0
    }

    /// Moves past one byte.
    private mutating func count(_ byte: UInt8) {
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
        offset += 1
    }

    /// The position of `target`, counted from the beginning.
    static func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        var counter = PositionCounter()
        return counter.position(of: target, in: bytes)
    }
}
