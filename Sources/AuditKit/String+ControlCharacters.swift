extension String {
    /// The text with every control character written as an escape (`\n`, `\r`, `\t`, `\u{1B}`),
    /// so text read from a dump prints on one line and cannot move the cursor, recolour a
    /// terminal or forge a report line in a CI log.
    ///
    /// C0 controls, DEL and the C1 range (U+0080 to U+009F, where U+009B starts an escape
    /// sequence on some terminals) are escaped; everything else is kept, including a backslash.
    ///
    /// - Complexity: O(n) in the length of the text.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where Self.isControl(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
