/// One attribute of an XML start tag, as byte ranges into the document: the readers turn into
/// strings only the values they map (``ImportContext/value(of:)``), which keeps the 20-odd
/// attributes of an Android node cheap.
struct XMLAttribute: Sendable, Hashable {
    /// The 64-bit FNV-1a hash of the name's UTF-8, for fast dispatch and duplicate checks.
    var nameHash: UInt64
    /// The name's bytes.
    var name: Range<Int>
    /// The raw value's bytes, between the quotes (references not yet replaced).
    var value: Range<Int>
    /// Whether the raw value holds references or literal whitespace controls to replace.
    var needsDecoding: Bool

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
