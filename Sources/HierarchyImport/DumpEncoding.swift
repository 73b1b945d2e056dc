/// The encodings a dump may arrive in, and the checks that turn near misses into clear errors.
///
/// Dumps are read as UTF-8. A UTF-16 file with a byte order mark (what PowerShell's `>` writes,
/// and what some Windows editors save) is transcoded to UTF-8 first, so its lines and columns
/// stay the same. An XML declaration whose `encoding` the bytes contradict is named as such,
/// rather than reported as a bad byte further on.
enum DumpEncoding {
    /// The bytes as UTF-8: `nil` when they are already (no UTF-16 byte order mark), else the
    /// transcoded bytes without the mark.
    ///
    /// - Throws: an ``ImportError`` of kind ``ImportError/Kind/invalidUTF8`` at a lone surrogate
    ///   or an odd byte count.
    /// - Complexity: O(n) in the number of bytes.
    static func utf8(fromUTF16 bytes: UnsafeBufferPointer<UInt8>, context: ImportContext) throws(ImportError)
        -> [UInt8]?
    {
        guard bytes.count >= 2 else { return nil }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): littleEndian = true
        case (0xFE, 0xFF): littleEndian = false
        default: return nil
        }
        // FF FE 00 00 is UTF-32LE's mark, not UTF-16LE's followed by U+0000 (no dump starts with NUL).
        if littleEndian, bytes.count >= 4, bytes[2] == 0, bytes[3] == 0 {
            throw context.error(
                .invalidUTF8, at: 0,
                "the file is UTF-32LE (it starts with a UTF-32LE byte order mark); dumps must be UTF-8 "
                    + "(or UTF-16 with a byte order mark)")
        }
        let name = littleEndian ? "UTF-16LE" : "UTF-16BE"
        guard bytes.count % 2 == 0 else {
            throw context.error(
                .invalidUTF8, at: bytes.count - 1,
                "the file starts with a \(name) byte order mark but has an odd number of bytes")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2 - 1)
        var index = 2
        while index + 1 < bytes.count {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var unitOffset = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                output.append(contentsOf: Array(String(scalar).utf8))
                unitOffset += scalar.value > 0xFFFF ? 2 : 1
            case .emptyInput:
                break loop
            case .error:
                throw context.error(
                    .invalidUTF8, at: 2 + unitOffset * 2,
                    "invalid \(name): a lone surrogate (the file is not UTF-16 text)")
            }
        }
        return output
    }

    /// The wide encoding a file without a byte order mark is in, read from its first four bytes,
    /// and the offset of its first NUL; `nil` when they are not a wide encoding's.
    ///
    /// A dump starts with ASCII (`<`, `{`, a letter or a space), which UTF-16 and UTF-32 write with
    /// NUL bytes beside it: `3C 00 3F 00` is UTF-16LE, `00 00 00 3C` UTF-32BE (XML 1.0, Appendix F;
    /// RFC 4627, section 3). Those NULs are valid UTF-8, so without this the file would fail
    /// further on, in the markup, with an error that names a NUL and not the encoding.
    ///
    /// - Complexity: O(1).
    static func unmarkedWideEncoding(of bytes: UnsafeBufferPointer<UInt8>) -> (name: String, firstNUL: Int)? {
        guard bytes.count >= 4 else { return nil }
        switch (bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0) {
        case (true, true, true, false): return ("UTF-32BE", 0)
        case (false, true, true, true): return ("UTF-32LE", 1)
        case (true, false, true, false): return ("UTF-16BE", 0)
        case (false, true, false, true): return ("UTF-16LE", 1)
        default: return nil
        }
    }

    /// The encoding an XML declaration at `start` names (`<?xml version="1.0" encoding="…"?>`),
    /// or `nil` when there is no declaration or no encoding.
    static func declaredXMLEncoding(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (name: String, offset: Int)?
    {
        let prefix = Array("<?xml".utf8)
        guard bytes.count >= start + prefix.count, Array(bytes[start..<(start + prefix.count)]) == prefix else {
            return nil
        }
        var end = start
        while end + 1 < bytes.count, end - start < 200,
            !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">"))
        {
            end += 1
        }
        let text = Array(bytes[start..<end])
        let key = Array("encoding".utf8)
        guard
            let keyStart = (0..<Swift.max(0, text.count - key.count)).first(where: {
                Array(text[$0..<($0 + key.count)]) == key
            })
        else { return nil }
        var index = keyStart + key.count
        while index < text.count, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(text[index]) { index += 1 }
        guard index < text.count, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") else {
            return nil
        }
        let quote = text[index]
        let valueStart = index + 1
        guard let valueEnd = text[valueStart...].firstIndex(of: quote) else { return nil }
        return (String(decoding: text[valueStart..<valueEnd], as: UTF8.self), start + valueStart)
    }

    /// Whether an encoding name means UTF-8 (or its ASCII subset).
    static func isUTF8(_ name: String) -> Bool {
        ["utf-8", "utf8", "us-ascii", "ascii"].contains(name.lowercased())
    }

    /// Whether an encoding name means UTF-16 in any byte order.
    static func isUTF16(_ name: String) -> Bool {
        ["utf-16", "utf16", "utf-16le", "utf-16be", "ucs-2"].contains(name.lowercased())
    }
}
