/// The one template syntax of every spoken word in the package: the components' words
/// (``CarouselStrings``), the screen readers' words (ScreenReaderKit's `SpeechStrings`), the
/// auditor's position templates and the grouped cell's sentence.
///
/// A placeholder is a name in braces: `{1}`, `{2}`, ... fill arguments by position, so a language
/// can reorder them ("{2}件中の{1}件目です"); `{team}` fills a named field (``GroupedCell``). A
/// placeholder may end in one modifier after a bar: `{position|lowercase}` lowercases its value,
/// for a field whose display form is capitalized but which sits mid-sentence. Everything else is
/// literal text.
///
/// Decision (issue 23): braces, not printf's `%1$d`, because the readers' 25 tables and the grouped
/// cell already used them, a name reads better than a type letter in a translator's file, and a
/// Kotlin reader of the same files needs no printf. Android's `%1$d` / `%s` and Apple's `%@` are
/// converted when the word files are generated (`Scripts/words/generate`).
public enum WordTemplate {
    /// A placeholder's modifier.
    public enum Modifier: String, Sendable, Hashable, CaseIterable {
        /// The value lowercased (`{position|lowercase}`).
        case lowercase
    }

    /// One placeholder of a template.
    public struct Placeholder: Sendable, Hashable {
        /// The name inside the braces, before any modifier: "1", "team".
        public var name: String
        /// The modifier after the bar, if any.
        public var modifier: Modifier?
        /// The argument's position counting from 1 when the name is a number, else `nil`.
        public var position: Int? {
            name.utf8.allSatisfy { (48...57).contains($0) } ? Int(name) : nil
        }

        /// Creates a placeholder.
        public init(name: String, modifier: Modifier?) {
            self.name = name
            self.modifier = modifier
        }
    }

    /// Why a template cannot be filled strictly (``fillStrictly(_:with:)``).
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// A `{` with no `}` after it.
        case unclosedBrace
        /// A modifier other than the known ones.
        case unknownModifier(String)
        /// A placeholder whose name has no value.
        case missingValue(String)

        /// A sentence saying what was expected.
        public var description: String {
            switch self {
            case .unclosedBrace: "a '{' without a closing '}'"
            case .unknownModifier(let modifier):
                "unknown modifier '\(modifier)' (known: \(Modifier.allCases.map(\.rawValue).joined(separator: ", ")))"
            case .missingValue(let name): "no value for the placeholder '{\(name)}'"
            }
        }
    }

    /// Fills a template leniently, as speech does: a placeholder whose name has no value, whose
    /// modifier is unknown or whose brace is not closed is left as written, never a crash, so a
    /// missing argument is visible in a transcript.
    ///
    /// - Parameter value: the value of a placeholder's name, or `nil` when it has none.
    /// - Complexity: O(n) in the template's length.
    public static func fill(_ template: String, with value: (Placeholder) -> String?) -> String {
        scan(template) { _, name, modifier, _ in value(Placeholder(name: String(name), modifier: modifier)) }
    }

    /// Fills `{1}`, `{2}`, ... with the arguments, leniently (see ``fill(_:with:)``):
    /// `fill("{1} of {2}", ["2", "8"])` is "2 of 8".
    ///
    /// - Complexity: O(n) in the template's length.
    public static func fill(_ template: String, arguments: [String]) -> String {
        scan(template) { position, _, _, _ in
            guard let position, position >= 1, position <= arguments.count else { return nil }
            return arguments[position - 1]
        }
    }

    /// The one reader of the syntax, shared by every lenient fill and by ``pieces(of:)``: finds each
    /// `{name}` or `{name|modifier}` and asks `value` for it with the name's position (when the
    /// name is ASCII digits) and the placeholder's range, without allocating; a placeholder that is
    /// not closed, has an unknown modifier or gets no value stays as written.
    ///
    /// - Complexity: O(n) in the template's length.
    static func scan(
        _ template: String,
        _ value: (_ position: Int?, _ name: Substring, _ modifier: Modifier?, _ range: Range<String.Index>) -> String?
    ) -> String {
        let utf8 = template.utf8
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        let bar = UInt8(ascii: "|")
        var result = ""
        result.reserveCapacity(utf8.count + 16)
        var copied = utf8.startIndex
        var index = utf8.startIndex
        while let start = utf8[index...].firstIndex(of: open) {
            index = utf8.index(after: start)
            var cursor = index
            var modifierStart: String.Index?
            var digits = 0
            var position: Int? = 0
            while cursor < utf8.endIndex, utf8[cursor] != close, utf8[cursor] != open {
                let byte = utf8[cursor]
                if byte == bar, modifierStart == nil {
                    modifierStart = utf8.index(after: cursor)
                } else if modifierStart == nil {
                    // ASCII digits only, at most 18 of them, so a hostile position never overflows.
                    if (48...57).contains(byte), digits < 18, let value = position {
                        position = value * 10 + Int(byte - 48)
                        digits += 1
                    } else {
                        position = nil
                    }
                }
                cursor = utf8.index(after: cursor)
            }
            guard cursor < utf8.endIndex, utf8[cursor] == close else { continue }
            var modifier: Modifier?
            if let modifierStart {
                guard let known = Modifier(rawValue: String(template[modifierStart..<cursor])) else { continue }
                modifier = known
            }
            let nameEnd = modifierStart.map { utf8.index(before: $0) } ?? cursor
            let name = template[index..<nameEnd]
            let end = utf8.index(after: cursor)
            guard let filled = value(digits == 0 ? nil : position, name, modifier, start..<end) else { continue }
            result += template[copied..<start]
            result += modifier == .lowercase ? filled.lowercased() : filled
            copied = end
            index = end
        }
        result += template[copied...]
        return result
    }

    /// Fills a template strictly, as a grouped cell's sentence needs: every placeholder must be
    /// closed, have a known modifier and a value.
    ///
    /// - Throws: the first ``Problem`` found, in reading order.
    /// - Complexity: O(n) in the template's length.
    public static func fillStrictly(
        _ template: String, with value: (Placeholder) -> String?
    ) throws(Problem) -> String {
        // The same scanner as the lenient fills; afterwards a brace it did not read as a
        // placeholder, or a placeholder without a value, is the error, whichever comes first.
        var placeholders: [String.Index] = []
        var missing: (at: String.Index, name: String)?
        let result = scan(template) { _, name, modifier, range in
            placeholders.append(range.lowerBound)
            if let filled = value(Placeholder(name: String(name), modifier: modifier)) { return filled }
            if missing == nil { missing = (range.lowerBound, String(name)) }
            return ""
        }
        let stray = template.indices.first { template[$0] == "{" && !placeholders.contains($0) }
        if let stray, missing.map({ stray < $0.at }) ?? true {
            let rest = template[template.index(after: stray)...]
            guard let close = rest.firstIndex(where: { $0 == "}" || $0 == "{" }), rest[close] == "}" else {
                throw .unclosedBrace
            }
            let text = rest[..<close]
            let modifier = text.firstIndex(of: "|").map { String(text[text.index(after: $0)...]) } ?? ""
            throw .unknownModifier(modifier)
        }
        if let missing { throw .missingValue(missing.name) }
        return result
    }

    /// A run of a template: literal text or a placeholder.
    public enum Piece: Sendable, Hashable {
        /// Literal text (including braces that are not a placeholder).
        case text(String)
        /// A placeholder.
        case placeholder(Placeholder)
    }

    /// The template cut into text and placeholders, read as ``fill(_:with:)`` reads it: braces that
    /// do not form a placeholder (unclosed, an unknown modifier) are text. How the auditor turns a
    /// template into a matcher.
    ///
    /// - Complexity: O(n) in the template's length.
    public static func pieces(of template: String) -> [Piece] {
        var pieces: [Piece] = []
        var copied = template.startIndex
        _ = scan(template) { _, name, modifier, range in
            if copied < range.lowerBound { pieces.append(.text(String(template[copied..<range.lowerBound]))) }
            pieces.append(.placeholder(Placeholder(name: String(name), modifier: modifier)))
            copied = range.upperBound
            return ""
        }
        if copied < template.endIndex { pieces.append(.text(String(template[copied...]))) }
        return pieces
    }

    /// The placeholders of a template in reading order; text in braces that is not a
    /// placeholder (an unclosed brace, an unknown modifier) is skipped, as ``fill(_:with:)`` leaves it.
    ///
    /// - Complexity: O(n) in the template's length.
    public static func placeholders(in template: String) -> [Placeholder] {
        var found: [Placeholder] = []
        _ = fill(
            template,
            with: { placeholder in
                found.append(placeholder)
                return ""
            })
        return found
    }
}
