/// XML references: the five predefined entities and numeric character references, nothing else.
enum XMLReference {
    /// Why a reference is refused.
    enum Failure: Error {
        /// The input ends inside the reference.
        case truncated
        /// No `;` within a reference's maximum length.
        case unterminated
        /// A name other than the five predefined entities.
        case undefined(String)
        /// A numeric reference to something that is not an XML character.
        case invalidCharacter(String)
    }

    /// Decodes the reference starting at `start` (an `&`), appends its UTF-8 to `output` and
    /// returns the offset after its `;`.
    ///
    /// - Complexity: O(1): a reference is at most 12 bytes.
    static func decode(
        in bytes: UnsafeBufferPointer<UInt8>, at start: Int, appendingTo output: inout [UInt8]
    ) -> Result<Int, Failure> {
        var end = start + 1
        let stop = Swift.min(bytes.count, start + 12)
        while end < stop, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count else { return .failure(.truncated) }
        guard bytes[end] == UInt8(ascii: ";") else { return .failure(.unterminated) }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]), as: UTF8.self)
        switch text {
        case "lt": output.append(UInt8(ascii: "<"))
        case "gt": output.append(UInt8(ascii: ">"))
        case "amp": output.append(UInt8(ascii: "&"))
        case "apos": output.append(UInt8(ascii: "'"))
        case "quot": output.append(UInt8(ascii: "\""))
        default:
            guard text.hasPrefix("#") else { return .failure(.undefined(text)) }
            let isHex = text.hasPrefix("#x")
            let digits = text.dropFirst(isHex ? 2 : 1)
            guard !digits.isEmpty, let code = UInt32(digits, radix: isHex ? 16 : 10),
                isXMLCharacter(code), let scalar = Unicode.Scalar(code)
            else { return .failure(.invalidCharacter(text)) }
            UTF8.encode(scalar) { output.append($0) }
        }
        return .success(end + 1)
    }

    /// XML 1.0's `Char` production.
    static func isXMLCharacter(_ code: UInt32) -> Bool {
        switch code {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
