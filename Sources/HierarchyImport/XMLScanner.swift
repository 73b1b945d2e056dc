/// A small, safe, pull-style XML scanner over UTF-8 bytes: the importer's own, so that it
/// controls entity handling completely.
///
/// - No DTD is processed: `<!DOCTYPE` is an error, so neither internal entity expansion
///   ("billion laughs") nor external entities and resources can happen.
/// - Only the five predefined entities and numeric character references are replaced.
/// - Element depth, attribute length and attribute count are bounded by ``ImportLimits``.
/// - Iterative: an explicit stack of open elements, so deep input cannot overflow the call stack.
/// - Text content is checked (references must be valid) but not reported: dumps keep
///   everything in attributes.
/// - The input must already be valid UTF-8 (``ScreenImporter`` checks it first).
///
/// Decision: attribute values are normalized as XML 1.0 says (a literal tab, newline or carriage
/// return becomes a space), so wrapped values in old dumps read as one line; `&#10;` stays a newline.
struct XMLScanner {
    private let context: ImportContext
    private var bytes: UnsafeBufferPointer<UInt8> { context.bytes }
    private var index: Int
    /// Open elements: name bytes and the offset of the start tag.
    private var open: [(nameStart: Int, nameEnd: Int, offset: Int)] = []
    private var pendingEnd = false
    private var sawRoot = false
    private var elementCount = 0
    private var rootName = ""
    private var counter = PositionCounter()
    // The most attributes a start tag has had so far: each tag's list is reserved at that size
    // (a dump's tags carry about the same attributes), instead of growing from empty every time.
    private var attributeCapacity = 0

    /// Creates a scanner that starts at `offset` (after a byte order mark, say).
    init(context: ImportContext, startingAt offset: Int = 0) {
        self.context = context
        self.index = offset
    }

    /// The number of elements currently open.
    var depth: Int { open.count }

    /// The next start or end of an element, or `nil` after the root element has ended and only
    /// whitespace, comments and processing instructions follow.
    ///
    /// - Complexity: Amortized O(bytes consumed).
    mutating func next() throws(ImportError) -> XMLEvent? {
        if pendingEnd {
            pendingEnd = false
            open.removeLast()
            return .end
        }
        while true {
            if open.isEmpty {
                try skipMisc()
                guard index < bytes.count else {
                    if sawRoot { return nil }
                    throw context.error(.empty, at: index, "no root element; the file has no XML elements")
                }
                if sawRoot, rootName == "hierarchy", skipUIAutomatorStatusLine() {
                    continue
                }
                if sawRoot {
                    throw context.error(
                        .trailingContent, at: index,
                        "unexpected content after the end of the root element <\(rootName)>: "
                            + "'\(snippet(at: index))'; the dump has trailing garbage")
                }
                guard bytes[index] == UInt8(ascii: "<") else {
                    throw context.error(
                        .malformed, at: index, "expected '<' to start the root element, found '\(snippet(at: index))'")
                }
                return .start(try startTag())
            }
            try skipText()
            guard index < bytes.count else {
                let innermost = open[open.count - 1]
                let position = PositionCounter.position(of: innermost.offset, in: bytes)
                throw context.error(
                    .truncated, at: index,
                    "unexpected end of file: <\(name(innermost.nameStart, innermost.nameEnd))> opened at "
                        + "line \(position.line) is not closed; the dump is truncated")
            }
            // bytes[index] is "<".
            if has("</") {
                try endTag()
                return .end
            } else if has("<!--") {
                try skipComment()
            } else if has("<![CDATA[") {
                try skip(past: "]]>", from: index + 9, inside: "a CDATA section")
            } else if has("<?") {
                try skip(past: "?>", from: index + 2, inside: "a processing instruction")
            } else if has("<!") {
                throw doctypeOrMarkupError()
            } else {
                return .start(try startTag())
            }
        }
    }

    // MARK: - Markup

    private mutating func startTag() throws(ImportError) -> XMLStartTag {
        let tagOffset = index
        index += 1
        let nameStart = index
        scanName()
        guard index > nameStart else {
            if index >= bytes.count { throw truncated("a start tag") }
            throw context.error(
                .malformed, at: index, "expected an element name after '<', found '\(snippet(at: index))'")
        }
        let nameEnd = index
        let elementName = name(nameStart, nameEnd)
        elementCount += 1
        guard elementCount <= context.limits.maximumElementCount else {
            throw context.error(
                .limitExceeded, at: tagOffset,
                "the file has more than the limit of \(context.limits.maximumElementCount) elements")
        }
        guard open.count < context.limits.maximumDepth else {
            throw context.error(
                .limitExceeded, at: tagOffset,
                "elements nest deeper than the limit of \(context.limits.maximumDepth) levels")
        }
        var attributes: [XMLAttribute] = []
        attributes.reserveCapacity(attributeCapacity)
        var isEmpty = false
        while true {
            let hadSpace = skipWhitespace()
            guard index < bytes.count else { throw truncated("the start tag <\(elementName)>") }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < bytes.count else { throw truncated("the start tag <\(elementName)>") }
                guard bytes[index + 1] == UInt8(ascii: ">") else {
                    throw context.error(.malformed, at: index + 1, "expected '>' after '/' in <\(elementName)>")
                }
                index += 2
                isEmpty = true
                break
            }
            guard hadSpace else {
                throw context.error(
                    .malformed, at: index,
                    "expected whitespace, '>' or '/>' in <\(elementName)>, found '\(snippet(at: index))'")
            }
            attributes.append(try attribute(in: elementName))
            if attributes.count > context.limits.maximumAttributeCount {
                throw context.error(
                    .limitExceeded, at: tagOffset,
                    "<\(elementName)> has more than the limit of \(context.limits.maximumAttributeCount) attributes")
            }
        }
        try checkDuplicates(attributes, in: elementName, at: tagOffset)
        attributeCapacity = Swift.max(attributeCapacity, attributes.count)
        if !sawRoot {
            sawRoot = true
            rootName = elementName
        }
        open.append((nameStart, nameEnd, tagOffset))
        pendingEnd = isEmpty
        return XMLStartTag(
            name: elementName, attributes: attributes, offset: tagOffset,
            position: counter.position(of: tagOffset, in: bytes))
    }

    private mutating func attribute(in elementName: String) throws(ImportError) -> XMLAttribute {
        let nameStart = index
        scanName()
        guard index > nameStart else {
            throw context.error(
                .malformed, at: index,
                "expected an attribute name, '>' or '/>' in <\(elementName)>, found '\(snippet(at: index))'")
        }
        let nameRange = nameStart..<index
        let nameHash = XMLAttribute.nameHash(of: UnsafeBufferPointer(rebasing: bytes[nameRange]))
        skipWhitespace()
        guard index < bytes.count else { throw truncated("the start tag <\(elementName)>") }
        guard bytes[index] == UInt8(ascii: "=") else {
            throw context.error(
                .malformed, at: index,
                "expected '=' after attribute \(name(nameStart, nameRange.upperBound)) in <\(elementName)>")
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count else { throw truncated("the start tag <\(elementName)>") }
        let quote = bytes[index]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw context.error(
                .malformed, at: index,
                "expected a quoted value for attribute \(name(nameStart, nameRange.upperBound)) in <\(elementName)>")
        }
        index += 1
        let valueStart = index
        let needsDecoding = try scanAttributeValue(quote: quote, nameRange: nameRange)
        let valueRange = valueStart..<index
        index += 1  // the closing quote
        return XMLAttribute(nameHash: nameHash, name: nameRange, value: valueRange, needsDecoding: needsDecoding)
    }

    /// Advances to the closing quote, checking references; returns whether the value needs decoding.
    private mutating func scanAttributeValue(quote: UInt8, nameRange: Range<Int>) throws(ImportError) -> Bool {
        let start = index
        let limit = context.limits.maximumAttributeLength
        let stop = start + Swift.min(bytes.count - start, limit + 1)
        var needsDecoding = false
        var scratch: [UInt8] = []
        while index < stop {
            let byte = bytes[index]
            if byte == quote { return needsDecoding }
            if byte == UInt8(ascii: "<") {
                throw context.error(
                    .malformed, at: index,
                    "'<' is not allowed in the value of attribute \(name(nameRange.lowerBound, nameRange.upperBound)); it must be written &lt;"
                )
            }
            if byte == UInt8(ascii: "&") {
                needsDecoding = true
                scratch.removeAll(keepingCapacity: true)
                index = try reference(at: index, appendingTo: &scratch)
                continue
            }
            if byte < 0x20 { needsDecoding = true }
            index += 1
        }
        if index - start > limit {
            throw context.error(
                .limitExceeded, at: start,
                "the value of attribute \(name(nameRange.lowerBound, nameRange.upperBound)) is longer than the limit of \(limit) bytes"
            )
        }
        throw truncated("an attribute value")
    }

    private mutating func endTag() throws(ImportError) {
        let tagOffset = index
        index += 2
        let nameStart = index
        scanName()
        let nameEnd = index
        skipWhitespace()
        guard index < bytes.count else { throw truncated("an end tag") }
        guard bytes[index] == UInt8(ascii: ">") else {
            throw context.error(
                .malformed, at: index, "expected '>' to close the end tag, found '\(snippet(at: index))'")
        }
        index += 1
        let innermost = open[open.count - 1]
        guard bytes[nameStart..<nameEnd].elementsEqual(bytes[innermost.nameStart..<innermost.nameEnd]) else {
            let position = PositionCounter.position(of: innermost.offset, in: bytes)
            throw context.error(
                .malformed, at: tagOffset,
                "end tag </\(name(nameStart, nameEnd))> does not match <\(name(innermost.nameStart, innermost.nameEnd))> "
                    + "opened at line \(position.line)")
        }
        open.removeLast()
    }

    // MARK: - Skipping

    /// Skips whitespace, comments and processing instructions outside the root element.
    private mutating func skipMisc() throws(ImportError) {
        while true {
            skipWhitespace()
            if has("<?") {
                try skip(past: "?>", from: index + 2, inside: "a processing instruction")
            } else if has("<!--") {
                try skipComment()
            } else if has("<!") {
                throw doctypeOrMarkupError()
            } else {
                return
            }
        }
    }

    /// The line `uiautomator dump` prints after writing its file, spelt as it prints it
    /// (AOSP frameworks/testing, uiautomator's DumpCommand.java: "UI hierchary dumped to: %s").
    /// Dumped to `/dev/tty` through `adb exec-out` or `adb shell`, the XML and this line arrive
    /// together, so a file saved that way ends with it.
    static let uiautomatorStatusLine = Array("UI hierchary dumped to:".utf8)

    /// Skips uiautomator's closing status line (``uiautomatorStatusLine``) up to the end of its
    /// line, and says whether there was one. Anything else after the root element stays an error.
    private mutating func skipUIAutomatorStatusLine() -> Bool {
        let marker = Self.uiautomatorStatusLine
        guard bytes.count - index >= marker.count,
            bytes[index..<(index + marker.count)].elementsEqual(marker)
        else { return false }
        index += marker.count
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            index += 1
        }
        return true
    }

    private mutating func skipComment() throws(ImportError) {
        try skip(past: "-->", from: index + 4, inside: "a comment")
    }

    /// Skips character data up to the next `<`, checking its references.
    private mutating func skipText() throws(ImportError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { return }
            if byte == UInt8(ascii: "&") {
                var discarded: [UInt8] = []
                index = try reference(at: index, appendingTo: &discarded)
            } else {
                index += 1
            }
        }
    }

    private mutating func skip(past terminator: StaticString, from start: Int, inside what: String) throws(ImportError)
    {
        let pattern = UnsafeBufferPointer(start: terminator.utf8Start, count: terminator.utf8CodeUnitCount)
        var i = start
        let first = pattern[0]
        while i + pattern.count <= bytes.count {
            if bytes[i] == first, bytes[i..<(i + pattern.count)].elementsEqual(pattern) {
                index = i + pattern.count
                return
            }
            i += 1
        }
        index = bytes.count
        throw truncated(what)
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { break }
            index += 1
        }
        return index > start
    }

    /// Advances over a name: every byte up to whitespace or markup punctuation.
    private mutating func scanName() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x09, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "<"),
                UInt8(ascii: "="), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "&"),
                UInt8(ascii: "?"), UInt8(ascii: "!"):
                return
            default:
                index += 1
            }
        }
    }

    // MARK: - References

    /// Decodes the reference at `start` (an `&`), appends its UTF-8 and returns the offset after its `;`.
    private func reference(at start: Int, appendingTo output: inout [UInt8]) throws(ImportError) -> Int {
        switch XMLReference.decode(in: bytes, at: start, appendingTo: &output) {
        case .success(let next):
            return next
        case .failure(.truncated):
            throw truncated("an entity reference")
        case .failure(.unterminated):
            throw context.error(
                .invalidEntity, at: start,
                "'&' must start a reference such as &amp; or &#10; ending in ';' (found '\(snippet(at: start))')")
        case .failure(.undefined(let text)):
            throw context.error(
                .invalidEntity, at: start,
                "undefined entity '&\(text);'; only &lt; &gt; &amp; &apos; &quot; and numeric references "
                    + "are allowed (DTDs and external entities are not supported)")
        case .failure(.invalidCharacter(let text)):
            throw context.error(.invalidEntity, at: start, "'&\(text);' is not a valid character reference")
        }
    }

    // MARK: - Helpers

    private func has(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pattern = UnsafeBufferPointer(start: prefix.utf8Start, count: count)
        return bytes[index..<(index + count)].elementsEqual(pattern)
    }

    private func doctypeOrMarkupError() -> ImportError {
        let upper = Array(bytes[index..<Swift.min(bytes.count, index + 9)]).map {
            $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0
        }
        if upper.elementsEqual("<!DOCTYPE".utf8) {
            return context.error(
                .dtdNotSupported, at: index,
                "DTDs are not supported (<!DOCTYPE>): entities and external resources are never loaded")
        }
        return context.error(.malformed, at: index, "unexpected markup '\(snippet(at: index))'")
    }

    private func truncated(_ what: String) -> ImportError {
        context.error(.truncated, at: bytes.count, "unexpected end of file inside \(what); the dump is truncated")
    }

    private func name(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Up to 20 bytes from `offset`, for messages, cut at a line break.
    private func snippet(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, end - offset < 20, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        // Do not cut a multi-byte character in half.
        while end < bytes.count, end > offset, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return name(offset, end)
    }

    /// Rejects a repeated attribute name. Compares hashes first, so the usual 20-odd attributes
    /// of a node cost a few hundred integer comparisons rather than string comparisons.
    private func checkDuplicates(_ attributes: [XMLAttribute], in elementName: String, at offset: Int)
        throws(ImportError)
    {
        guard attributes.count > 1 else { return }
        if attributes.count <= 64 {
            for i in 1..<attributes.count {
                for j in 0..<i
                where attributes[i].nameHash == attributes[j].nameHash
                    && bytes[attributes[i].name].elementsEqual(bytes[attributes[j].name])
                {
                    throw duplicate(attributes[i], in: elementName, at: offset)
                }
            }
        } else {
            var seen = Set<String>(minimumCapacity: attributes.count)
            for attribute in attributes where !seen.insert(context.name(of: attribute)).inserted {
                throw duplicate(attribute, in: elementName, at: offset)
            }
        }
    }

    private func duplicate(_ attribute: XMLAttribute, in elementName: String, at offset: Int) -> ImportError {
        context.error(
            .malformed, at: offset, "attribute \(context.name(of: attribute)) appears twice in <\(elementName)>")
    }
}
