extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }

    /// `nil` when the string is empty, so empty attributes read as absent.
    var nonEmpty: String? { isEmpty ? nil : self }
}
