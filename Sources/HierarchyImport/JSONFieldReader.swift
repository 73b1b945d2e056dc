import AccessibilityTree

/// Typed access to the members of a JSON node, with errors that name the key, the node's
/// position and what was expected.
struct JSONFieldReader {
    let context: ImportContext
    let node: JSONNode
    let what: String

    /// A string member; `null` and a missing key are `nil`; numbers are written out.
    func string(_ key: String) throws(ImportError) -> String? {
        guard let member = node[key], !member.isNull else { return nil }
        if let text = member.string { return text }
        if let number = member.number {
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        }
        throw invalid(key, member, expected: "a string")
    }

    /// A boolean member: `true`/`false`, `1`/`0` or the strings `"1"`/`"0"`/`"true"`/`"false"`.
    func bool(_ key: String) throws(ImportError) -> Bool? {
        guard let member = node[key], !member.isNull else { return nil }
        switch member.value {
        case .bool(let flag): return flag
        case .number(let number) where number == 0 || number == 1: return number == 1
        case .string("1"), .string("true"): return true
        case .string("0"), .string("false"): return false
        default: throw invalid(key, member, expected: "a boolean (true, false, \"1\" or \"0\")")
        }
    }

    /// A number member, or a string holding one.
    func number(_ key: String, in object: JSONNode? = nil) throws(ImportError) -> Double? {
        guard let member = (object ?? node)[key], !member.isNull else { return nil }
        if let number = member.number { return number }
        if let text = member.string, let number = Double(text.trimmingSpaces), number.isFinite { return number }
        throw invalid(key, member, expected: "a number")
    }

    /// `{"x", "y", "width", "height"}` or `{"origin": {"x", "y"}, "size": {"width", "height"}}`.
    func rect(_ key: String) throws(ImportError) -> ScreenRect? {
        guard let member = node[key], !member.isNull else { return nil }
        if let text = member.string {
            guard let rect = Self.rect(fromFrameString: text) else {
                throw invalid(key, member, expected: "a frame \"{{x, y}, {width, height}}\"")
            }
            return rect
        }
        guard member.members != nil else {
            throw invalid(key, member, expected: "an object with x, y, width and height")
        }
        let origin = member["origin"] ?? member
        let size = member["size"] ?? member
        guard let x = try number("x", in: origin), let y = try number("y", in: origin),
            let width = try number("width", in: size), let height = try number("height", in: size)
        else { throw invalid(key, member, expected: "an object with x, y, width and height") }
        return ScreenRect(x: x, y: y, width: width, height: height)
    }

    /// The members of `key` that are objects: the children.
    func children(_ key: String = "children") throws(ImportError) -> [JSONNode] {
        guard let member = node[key], !member.isNull else { return [] }
        guard let elements = member.array, elements.allSatisfy({ $0.members != nil }) else {
            throw invalid(key, member, expected: "an array of objects")
        }
        return elements
    }

    /// Parses `{{x, y}, {width, height}}` (NSStringFromCGRect), optionally prefixed `NSRect: `.
    static func rect(fromFrameString text: String) -> ScreenRect? {
        var numbers: [Double] = []
        var current = ""
        for character in text {
            if character.isNumber || character == "." || character == "-" || character == "e" || character == "+" {
                current.append(character)
            } else if !current.isEmpty {
                guard let value = Double(current), value.isFinite else { return nil }
                numbers.append(value)
                current = ""
            }
        }
        guard numbers.count == 4 else { return nil }
        return ScreenRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    func invalid(_ key: String, _ member: JSONNode, expected: String) -> ImportError {
        context.error(.invalidValue, at: member.position, "\"\(key)\" of \(what) is not valid; expected \(expected)")
    }
}
