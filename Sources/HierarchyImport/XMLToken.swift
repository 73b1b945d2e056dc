/// One attribute of an XML start tag, with entities already replaced.
struct XMLAttribute: Sendable, Hashable {
    var name: String
    var value: String
    /// The 64-bit FNV-1a hash of the name's UTF-8, for fast dispatch and duplicate checks.
    var nameHash: UInt64

    /// The 64-bit FNV-1a hash of `bytes`.
    static func nameHash<Bytes: Sequence<UInt8>>(of bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

/// An XML start tag as the scanner reports it.
struct XMLStartTag {
    /// The element name (`node`, `XCUIElementTypeButton`).
    var name: String
    /// The attributes in document order.
    var attributes: [XMLAttribute]
    /// The byte offset of the tag's `<`.
    var offset: Int
    /// The line and column of the tag's `<`.
    var position: TextPosition
}

/// What the scanner found next.
enum XMLEvent {
    /// An element starts (an empty-element tag reports `.start` then `.end`).
    case start(XMLStartTag)
    /// The innermost open element ends.
    case end
}
