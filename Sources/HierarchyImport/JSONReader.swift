/// A small, iterative JSON parser over UTF-8 bytes (RFC 8259), with ``ImportLimits`` on depth,
/// string length and members per object, and a line and column for every value.
///
/// Iterative (an explicit stack of open containers) so that deep input fails with the depth
/// error instead of overflowing the call stack. Duplicate keys are kept in order; readers take
/// the first.
struct JSONReader {
    /// An open array or object. A struct mutated in place through the stack's subscript, so an
    /// append never copies the values read so far (an enum payload would be copied on every
    /// append, which made wide arrays quadratic).
    private struct Container {
        let isObject: Bool
        let position: TextPosition
        var elements: [JSONNode] = []
        var members: [(key: String, value: JSONNode)] = []
        var pendingKey: String?
    }

    private let context: ImportContext
    private var bytes: UnsafeBufferPointer<UInt8> { context.bytes }
    private var index: Int
    private var counter = PositionCounter()
    private var objectCount = 0
    private var valueCount = 0

    /// Creates a reader that starts at `offset`.
    init(context: ImportContext, startingAt offset: Int = 0) {
        self.context = context
        self.index = offset
    }

    /// Parses the whole input as one JSON value followed only by whitespace.
    ///
    /// - Complexity: O(n) in the number of bytes.
    mutating func parseDocument() throws(ImportError) -> JSONNode {
        var stack: [Container] = []
        var completed: JSONNode?
        while true {
            skipWhitespace()
            if let value = completed {
                completed = nil
                guard !stack.isEmpty else {
                    guard index == bytes.count else {
                        throw context.error(
                            .trailingContent, at: index,
                            "unexpected content after the end of the JSON document; the dump has trailing garbage")
                    }
                    return value
                }
                let top = stack.count - 1
                let isObject = stack[top].isObject
                if isObject {
                    stack[top].members.append((stack[top].pendingKey ?? "", value))
                    stack[top].pendingKey = nil
                    if stack[top].members.count > context.limits.maximumAttributeCount {
                        throw context.error(
                            .limitExceeded, at: stack[top].position,
                            "a JSON object has more than the limit of \(context.limits.maximumAttributeCount) members")
                    }
                } else {
                    stack[top].elements.append(value)
                }
                // After a value: ',' or the container's closing bracket.
                guard index < bytes.count else { throw truncated() }
                let byte = bytes[index]
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if byte == closer {
                    index += 1
                    if let finished = stack.popLast() { completed = finish(finished) }
                    continue
                }
                guard byte == UInt8(ascii: ",") else {
                    throw context.error(
                        .malformed, at: index,
                        "expected ',' or '\(Character(Unicode.Scalar(closer)))' in JSON, found '\(snippet())'")
                }
                index += 1
                skipWhitespace()
                if isObject { stack[top].pendingKey = try objectKey() }
                continue
            }
            // Expecting a value.
            guard index < bytes.count else {
                if stack.isEmpty && index == 0 { throw context.error(.empty, at: index, "the file is empty") }
                throw truncated()
            }
            let start = index
            let position = counter.position(of: start, in: bytes)
            valueCount += 1
            guard valueCount <= context.limits.maximumJSONValueCount else {
                throw context.error(
                    .limitExceeded, at: start,
                    "the JSON document has more than the limit of \(context.limits.maximumJSONValueCount) values")
            }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < context.limits.maximumJSONDepth else {
                    throw context.error(
                        .limitExceeded, at: start,
                        "JSON arrays and objects nest deeper than the limit of \(context.limits.maximumJSONDepth) levels"
                    )
                }
                let isObject = bytes[index] == UInt8(ascii: "{")
                if isObject {
                    objectCount += 1
                    guard objectCount <= context.limits.maximumJSONObjectCount else {
                        throw context.error(
                            .limitExceeded, at: start,
                            "the JSON document has more than the limit of \(context.limits.maximumJSONObjectCount) objects"
                        )
                    }
                }
                index += 1
                skipWhitespace()
                guard index < bytes.count else { throw truncated() }
                if bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    completed = JSONNode(value: isObject ? .object([]) : .array([]), position: position)
                } else if isObject {
                    let key = try objectKey()
                    stack.append(Container(isObject: true, position: position, pendingKey: key))
                } else {
                    stack.append(Container(isObject: false, position: position))
                }
            case UInt8(ascii: "\""):
                completed = JSONNode(value: .string(try string()), position: position)
            case UInt8(ascii: "t"):
                try literal("true")
                completed = JSONNode(value: .bool(true), position: position)
            case UInt8(ascii: "f"):
                try literal("false")
                completed = JSONNode(value: .bool(false), position: position)
            case UInt8(ascii: "n"):
                try literal("null")
                completed = JSONNode(value: .null, position: position)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                completed = JSONNode(value: .number(try number()), position: position)
            default:
                throw context.error(.malformed, at: index, "expected a JSON value, found '\(snippet())'")
            }
        }
    }

    private func finish(_ container: Container) -> JSONNode {
        container.isObject
            ? JSONNode(value: .object(container.members), position: container.position)
            : JSONNode(value: .array(container.elements), position: container.position)
    }

    /// Reads `"key" :` and leaves the index at the value.
    private mutating func objectKey() throws(ImportError) -> String {
        guard index < bytes.count else { throw truncated() }
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw context.error(.malformed, at: index, "expected a quoted key in a JSON object, found '\(snippet())'")
        }
        let key = try string()
        skipWhitespace()
        guard index < bytes.count else { throw truncated() }
        guard bytes[index] == UInt8(ascii: ":") else {
            throw context.error(.malformed, at: index, "expected ':' after the key \"\(key)\", found '\(snippet())'")
        }
        index += 1
        return key
    }

    private mutating func string() throws(ImportError) -> String {
        let start = index
        index += 1
        let limit = context.limits.maximumAttributeLength
        let stop = index + Swift.min(bytes.count - index, limit + 1)
        var hasEscapes = false
        while index < stop {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                index += 1
            } else if byte < 0x20 {
                throw context.error(.malformed, at: index, "a control character must be escaped in a JSON string")
            }
            index += 1
        }
        if index >= stop {
            if stop - start > limit && stop < bytes.count {
                throw context.error(
                    .limitExceeded, at: start, "a JSON string is longer than the limit of \(limit) bytes")
            }
            throw truncated()
        }
        let end = index
        index += 1
        let raw = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])
        guard hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var i = start + 1
        while i < end {
            let byte = bytes[i]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                i += 1
                continue
            }
            guard i + 1 < end else { throw context.error(.malformed, at: i, "unfinished escape in a JSON string") }
            let escape = bytes[i + 1]
            i += 2
            switch escape {
            case UInt8(ascii: "\""): output.append(0x22)
            case UInt8(ascii: "\\"): output.append(0x5C)
            case UInt8(ascii: "/"): output.append(0x2F)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4(at: i, end: end)
                i += 4
                if (0xD800...0xDBFF).contains(code) {
                    guard i + 6 <= end, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw context.error(.malformed, at: i - 6, "a lone UTF-16 surrogate in a JSON string")
                    }
                    let low = try hex4(at: i + 2, end: end)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw context.error(.malformed, at: i - 6, "a lone UTF-16 surrogate in a JSON string")
                    }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                guard let scalar = Unicode.Scalar(code) else {
                    throw context.error(.malformed, at: i - 6, "a lone UTF-16 surrogate in a JSON string")
                }
                UTF8.encode(scalar) { output.append($0) }
            default:
                throw context.error(
                    .malformed, at: i - 2, "unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a JSON string")
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func hex4(at offset: Int, end: Int) throws(ImportError) -> UInt32 {
        guard offset + 4 <= end else {
            throw context.error(.malformed, at: offset, "expected four hex digits after \\u")
        }
        var code: UInt32 = 0
        for byte in bytes[offset..<(offset + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw context.error(.malformed, at: offset, "expected four hex digits after \\u")
            }
            code = code << 4 | UInt32(digit)
        }
        return code
    }

    private mutating func number() throws(ImportError) -> Double {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let intStart = index
        guard digits() > 0 else { throw badNumber(start) }
        if bytes[intStart] == UInt8(ascii: "0") && index - intStart > 1 { throw badNumber(start) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw badNumber(start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { throw badNumber(start) }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw badNumber(start) }
        return value
    }

    private func badNumber(_ start: Int) -> ImportError {
        if index >= bytes.count { return truncated() }
        return context.error(.malformed, at: start, "malformed JSON number '\(snippet(from: start))'")
    }

    private mutating func literal(_ word: StaticString) throws(ImportError) {
        let pattern = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let available = Swift.min(pattern.count, bytes.count - index)
        guard bytes[index..<(index + available)].elementsEqual(pattern[0..<available]) else {
            throw context.error(.malformed, at: index, "expected a JSON value, found '\(snippet())'")
        }
        guard available == pattern.count else { throw truncated() }
        index += pattern.count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { return }
            index += 1
        }
    }

    private func truncated() -> ImportError {
        context.error(
            .truncated, at: bytes.count, "unexpected end of file inside the JSON document; the dump is truncated")
    }

    private func snippet(from offset: Int? = nil) -> String {
        let start = offset ?? index
        var end = start
        while end < bytes.count, end - start < 20, bytes[end] != 0x0A { end += 1 }
        while end < bytes.count, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
