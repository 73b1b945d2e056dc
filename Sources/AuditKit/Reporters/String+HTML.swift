extension String {
    /// The text made safe for HTML content and quoted attribute values: `&`, `<`, `>`, `"` and
    /// `'` become character references, and control characters are written as visible escapes
    /// (``escapingControlCharacters``), since HTML cannot carry most of them.
    ///
    /// Every string read from a dump (labels, identifiers, class names, file names) passes through
    /// this before it reaches the report: a label is untrusted input, and `<script>` in one must
    /// show as text.
    ///
    /// - Complexity: O(n) in the length of the text.
    var htmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in escapingControlCharacters.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            // Noncharacters are parse errors in HTML; write them as visible escapes too.
            case _ where (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
