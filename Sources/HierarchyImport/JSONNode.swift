/// A parsed JSON value with the position it started at, so that readers can point errors and
/// elements at lines.
struct JSONNode: Sendable {
    /// The value.
    var value: JSONValue
    /// Where the value starts (its `{`, `[`, quote or first character).
    var position: TextPosition

    /// The member named `key` of an object, or `nil`.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, or `nil` for any other value (including `null`).
    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The number, or `nil`.
    var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The elements of an array, or `nil`.
    var array: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The members of an object in document order, or `nil`.
    var members: [(key: String, value: JSONNode)]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// Whether the value is `null`.
    var isNull: Bool {
        if case .null = value { return true }
        return false
    }
}
