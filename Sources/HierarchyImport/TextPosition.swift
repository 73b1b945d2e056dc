/// A 1-based line and column (in Unicode scalars) in a file.
struct TextPosition: Sendable, Hashable {
    var line: Int
    var column: Int
}
