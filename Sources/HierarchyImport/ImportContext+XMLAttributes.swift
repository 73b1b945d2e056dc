extension ImportContext {
    /// The attribute's name.
    func name(of attribute: XMLAttribute) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[attribute.name]), as: UTF8.self)
    }

    /// Whether the attribute's name is `name`.
    func hasName(_ attribute: XMLAttribute, _ name: String) -> Bool {
        // Both sides as buffers of bytes: comparing against `String.UTF8View` element by element
        // took a generic path, and every attribute of every node of a dump is checked here.
        var name = name
        return name.withUTF8 { Self.equal(bytes[attribute.name], $0) }
    }

    /// Whether two runs of bytes are equal: lengths first (most names and literals compared differ
    /// in length), then byte by byte.
    private static func equal(_ slice: Slice<UnsafeBufferPointer<UInt8>>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard slice.count == other.count else { return false }
        var offset = 0
        for byte in slice {
            guard byte == other[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// The attribute's value with references replaced and literal tab, newline and carriage
    /// return turned into spaces (XML attribute-value normalization).
    ///
    /// The scanner checked every reference already, so none fails here; were one to, it would
    /// be kept as written rather than trap.
    func value(of attribute: XMLAttribute) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[attribute.value])
        guard attribute.needsDecoding else { return String(decoding: raw, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var i = attribute.value.lowerBound
        while i < attribute.value.upperBound {
            let byte = bytes[i]
            if byte == UInt8(ascii: "&"),
                case .success(let next) = XMLReference.decode(in: bytes, at: i, appendingTo: &decoded)
            {
                i = next
            } else {
                decoded.append(byte == 0x09 || byte == 0x0A || byte == 0x0D ? 0x20 : byte)
                i += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The value, or `nil` when it is empty.
    func nonEmptyValue(of attribute: XMLAttribute) -> String? {
        attribute.value.isEmpty ? nil : value(of: attribute)
    }

    /// Whether the raw value is exactly `literal` (no references).
    func rawValue(of attribute: XMLAttribute, is literal: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        return Self.equal(bytes[attribute.value], pattern)
    }
}
