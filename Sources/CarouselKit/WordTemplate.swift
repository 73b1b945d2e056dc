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
        var result = ""
        result.reserveCapacity(template.utf8.count + 16)
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }),
                rest[close] == "}",
                let placeholder = try? placeholder(rest[afterOpen..<close]),
                let filled = value(placeholder)
            else {
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            result += placeholder.modifier == .lowercase ? filled.lowercased() : filled
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Fills `{1}`, `{2}`, ... with the arguments, leniently (see ``fill(_:with:)``):
    /// `fill("{1} of {2}", ["2", "8"])` is "2 of 8".
    ///
    /// - Complexity: O(n) in the template's length.
    public static func fill(_ template: String, arguments: [String]) -> String {
        fill(
            template,
            with: { placeholder in
                guard let position = placeholder.position, position >= 1, position <= arguments.count else {
                    return nil
                }
                return arguments[position - 1]
            })
    }

    /// Fills a template strictly, as a grouped cell's sentence needs: every placeholder must be
    /// closed, have a known modifier and a value.
    ///
    /// - Throws: the first ``Problem`` found, in reading order.
    /// - Complexity: O(n) in the template's length.
    public static func fillStrictly(
        _ template: String, with value: (Placeholder) -> String?
    ) throws(Problem) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { throw .unclosedBrace }
            let placeholder = try placeholder(rest[afterOpen..<close])
            guard let filled = value(placeholder) else { throw .missingValue(placeholder.name) }
            result += placeholder.modifier == .lowercase ? filled.lowercased() : filled
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
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
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }),
                rest[close] == "}",
                let placeholder = try? placeholder(rest[afterOpen..<close])
            else {
                text.append("{")
                rest = rest[afterOpen...]
                continue
            }
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
            pieces.append(.placeholder(placeholder))
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        if !text.isEmpty { pieces.append(.text(text)) }
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

    private static func placeholder(_ text: Substring) throws(Problem) -> Placeholder {
        guard let bar = text.firstIndex(of: "|") else { return Placeholder(name: String(text), modifier: nil) }
        let modifierText = String(text[text.index(after: bar)...])
        guard let modifier = Modifier(rawValue: modifierText) else { throw .unknownModifier(modifierText) }
        return Placeholder(name: String(text[..<bar]), modifier: modifier)
    }
}
