/// Writes JSON as bytes in exactly the layout of Foundation's `JSONEncoder` with the output
/// formatting `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, which the JSON report
/// and the JSON transcript have always had: two spaces per level, `"key" : value`, `",\n"` between members, an empty
/// container as its brackets around a blank line.
///
/// AuditKit's JSON report and ScreenReaderKit's JSON transcript use it: a big screen's report
/// holds thousands of findings and its transcript thousands of steps, and `JSONEncoder` boxes
/// every value and sorts every object's keys at run time (about a tenth of `audit`'s time and
/// of `speak`'s on a 20 MB dump). A writer's caller
/// names each object's keys itself, in the order `.sortedKeys` gives (by their UTF-8 bytes).
/// Numbers are written as `JSONEncoder` writes them (an integer's digits; a `Double`'s
/// `description` without a trailing `.0`); a `Double` that is not finite, which `JSONEncoder`
/// refuses, marks the writer failed (``failed``) so the caller can fall back to it.
package struct PrettyJSONWriter {
    /// The JSON written so far, as UTF-8.
    package private(set) var bytes: [UInt8] = []
    /// Whether a value `JSONEncoder` would refuse (a non-finite number) was written.
    package private(set) var failed = false
    /// The open containers' depth: the indentation of a member, in steps of two spaces.
    private var depth = 0
    /// Whether the innermost open container has no member yet.
    private var isFirst = true

    /// Creates a writer with room for about `capacity` bytes.
    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Opens an object; its members follow as ``key(_:)`` and a value each.
    package mutating func beginObject() {
        open(UInt8(ascii: "{"))
    }

    /// Closes the innermost object.
    package mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    /// Opens an array; its elements follow, each after ``element()``.
    package mutating func beginArray() {
        open(UInt8(ascii: "["))
    }

    /// Closes the innermost array.
    package mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Starts an object's member: `"name" : `. The name is written as it is, so it must need no
    /// escape (a coding key's ASCII letters).
    package mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
    }

    /// Starts an object's member whose name is not known until run time (a dictionary's key),
    /// escaped as ``string(_:)`` escapes a value.
    ///
    /// - Complexity: O(n) in the name's UTF-8 length.
    package mutating func key(escaping name: String) {
        separate()
        string(name)
        bytes.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
    }

    /// Starts an array's element.
    package mutating func element() {
        separate()
    }

    /// Writes a string, escaping what JSON requires: the quote, the backslash and the control
    /// characters below U+0020 (`\b`, `\f`, `\n`, `\r`, `\t`, else `\u00XX` in lowercase hex).
    ///
    /// - Complexity: O(n) in the string's UTF-8 length.
    package mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { appendEscaped($0) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes an integer's decimal digits.
    package mutating func integer(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        var magnitude = value.magnitude
        var count = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            count += 1
        }
        // The digits are found from the last; room for them is made first.
        var position = bytes.count + count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        repeat {
            position -= 1
            bytes[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    /// Writes a number as `JSONEncoder` does: its `description` without a trailing `.0`. A
    /// value that is not finite marks the writer ``failed`` and writes nothing.
    package mutating func number(_ value: Double) {
        guard value.isFinite else {
            failed = true
            return
        }
        // A whole number of fewer than 16 digits reads "<digits>.0"; negative zero reads "-0.0".
        if value.rounded(.towardZero) == value, value.magnitude < 1e15, !(value == 0 && value.sign == .minus) {
            integer(Int(value))
            return
        }
        var text = value.description
        if text.hasSuffix(".0") {
            text.removeLast(2)
        }
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a byte as it is (such as a final line feed).
    package mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Writes `null`.
    package mutating func null() {
        bytes.append(contentsOf: "null".utf8)
    }

    /// Writes `true` or `false`.
    package mutating func boolean(_ value: Bool) {
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Writes the key and the string when there is one, as `JSONEncoder` leaves out a `nil`
    /// optional.
    package mutating func string(_ name: StaticString, ifPresent value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    /// Writes the key and the integer when there is one (see ``string(_:ifPresent:)``).
    package mutating func integer(_ name: StaticString, ifPresent value: Int?) {
        guard let value else { return }
        key(name)
        integer(value)
    }

    /// Writes the key and the Boolean when there is one (see ``string(_:ifPresent:)``).
    package mutating func boolean(_ name: StaticString, ifPresent value: Bool?) {
        guard let value else { return }
        key(name)
        boolean(value)
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        bytes.append(UInt8(ascii: "\n"))
        depth += 1
        isFirst = true
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(UInt8(ascii: "\n"))
        depth -= 1
        indent()
        bytes.append(bracket)
        isFirst = false
    }

    private mutating func separate() {
        if isFirst {
            isFirst = false
        } else {
            bytes.append(UInt8(ascii: ","))
            bytes.append(UInt8(ascii: "\n"))
        }
        indent()
    }

    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    private mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for (offset, byte) in text.enumerated()
        where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<offset]))
            start = offset + 1
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            default:
                bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0x0F))
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
    }

    /// A lowercase hexadecimal digit for a value below 16.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
