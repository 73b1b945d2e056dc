extension CarouselStrings {
    /// An argument of a template: an integer for `%d`, text for `%@`.
    public enum Argument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
        /// An integer.
        case int(Int)
        /// Text.
        case text(String)

        /// Creates an integer argument from a literal.
        public init(integerLiteral value: Int) { self = .int(value) }
        /// Creates a text argument from a literal.
        public init(stringLiteral value: String) { self = .text(value) }

        var rendered: String {
            switch self {
            case .int(let value): String(value)
            case .text(let value): value
            }
        }
    }

    /// Fills a template's `%d` / `%@` placeholders in order (or `%1$d` by position); `%%` is a
    /// percent sign. A placeholder without an argument is left as written, never a crash.
    ///
    /// - Complexity: O(n) in the template's length.
    public static func format(_ template: String, _ arguments: Argument...) -> String {
        format(template, arguments: arguments)
    }

    /// Fills a template from an array of arguments (see ``format(_:_:)``).
    ///
    /// - Complexity: O(n) in the template's length.
    public static func format(_ template: String, arguments: [Argument]) -> String {
        var result = ""
        result.reserveCapacity(template.utf8.count + 8)
        var next = 0
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            guard character == "%" else {
                result.append(character)
                index = template.index(after: index)
                continue
            }
            var cursor = template.index(after: index)
            guard cursor < template.endIndex else {
                result.append("%")
                break
            }
            if template[cursor] == "%" {
                result.append("%")
                index = template.index(after: cursor)
                continue
            }
            // An optional "n$" position.
            var position: Int?
            var digits = 0
            var probe = cursor
            // ASCII digits only, as printf reads them; the cap keeps a hostile decoded table
            // ("%99999999999999999999d") from overflowing: any capped position has no argument.
            while probe < template.endIndex, let ascii = template[probe].asciiValue, (48...57).contains(ascii) {
                digits = Swift.min(digits, 1_000_000) * 10 + Int(ascii - 48)
                probe = template.index(after: probe)
            }
            if probe != cursor, probe < template.endIndex, template[probe] == "$" {
                position = digits - 1
                cursor = template.index(after: probe)
            }
            guard cursor < template.endIndex, template[cursor] == "d" || template[cursor] == "@" else {
                result.append("%")
                index = template.index(after: index)
                continue
            }
            let slot = position ?? next
            if position == nil { next += 1 }
            if slot >= 0, slot < arguments.count {
                result += arguments[slot].rendered
            } else {
                result += String(template[index...cursor])
            }
            index = template.index(after: cursor)
        }
        return result
    }
}
