import Foundation
import Yams

extension AuditConfiguration {
    /// The text format of a configuration file.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// JSON.
        case json
        /// YAML (`.carousel-a11y.yml`), the same keys as JSON.
        case yaml

        /// The format a file name implies: YAML for `.yml` and `.yaml`, JSON otherwise.
        public init(fileName: String) {
            let lowered = fileName.lowercased()
            self = lowered.hasSuffix(".yml") || lowered.hasSuffix(".yaml") ? .yaml : .json
        }
    }

    /// Reads a configuration file, JSON or YAML by its extension (see ``Format/init(fileName:)``).
    ///
    /// - Throws: ``AuditConfigurationError`` naming the file, and the line when it can be found.
    /// - Complexity: O(n) in the size of the file.
    public static func load(
        contentsOf path: String, knownRules: [String] = RuleRegistry.identifiers
    ) throws(AuditConfigurationError) -> AuditConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(file: path, reason: "the file does not exist or cannot be read")
        }
        return try load(from: data, file: path, format: Format(fileName: path), knownRules: knownRules)
    }

    /// Decodes a configuration and checks that every rule it names exists.
    ///
    /// - Parameters:
    ///   - data: the file's text, UTF-8.
    ///   - file: the file name to put in errors.
    ///   - format: JSON or YAML; by default what `file`'s extension implies. An empty YAML file
    ///     is the default configuration.
    ///   - knownRules: the rule identifiers that may be named.
    /// - Throws: ``AuditConfigurationError/malformed(file:line:column:reason:)`` for text that does
    ///   not parse or does not have the expected shape, ``AuditConfigurationError/unknownRule(file:line:rule:known:)``
    ///   for a rule identifier not in `knownRules`.
    /// - Complexity: O(n) in the size of the file.
    public static func load(
        from data: Data, file: String, format: Format? = nil, knownRules: [String] = RuleRegistry.identifiers
    ) throws(AuditConfigurationError) -> AuditConfiguration {
        let text = String(decoding: data, as: UTF8.self)
        let format = format ?? Format(fileName: file)
        let configuration: AuditConfiguration
        do {
            switch format {
            case .json:
                configuration = try JSONDecoder().decode(AuditConfiguration.self, from: data)
            case .yaml:
                let isEmpty = text.split(separator: "\n").allSatisfy { line in
                    let content = line.trimmingCharacters(in: .whitespaces)
                    return content.isEmpty || content.hasPrefix("#") || content == "---"
                }
                configuration = isEmpty ? AuditConfiguration() : try YAMLDecoder().decode(from: text)
            }
        } catch let error as DecodingError {
            throw malformed(error, file: file, text: text, format: format)
        } catch let error as YamlError {
            throw malformed(error, file: file)
        } catch {
            throw .malformed(file: file, line: nil, column: nil, reason: "\(error)")
        }
        for rule in configuration.mentionedRules where !knownRules.contains(rule) {
            throw .unknownRule(file: file, line: line(ofToken: rule, in: text), rule: rule, known: knownRules)
        }
        return configuration
    }

    private static func malformed(_ error: YamlError, file: String) -> AuditConfigurationError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return .malformed(file: file, line: mark.line, column: mark.column, reason: problem)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return .malformed(
                file: file, line: context.mark.line, column: context.mark.column,
                reason: "duplicated keys: " + duplicates.joined(separator: ", "))
        default:
            return .malformed(file: file, line: nil, column: nil, reason: "\(error)")
        }
    }

    private static func malformed(
        _ error: DecodingError, file: String, text: String, format: Format
    ) -> AuditConfigurationError {
        let path: [any CodingKey]
        let reason: String
        var underlying: (any Error)?
        switch error {
        case .dataCorrupted(let context):
            // Yams wraps its parser's error, which carries the problem's line and column.
            if let yamlError = context.underlyingError as? YamlError { return malformed(yamlError, file: file) }
            path = context.codingPath
            // Foundation's "Cannot initialize Severity from invalid String value fatal" names a
            // Swift type; the user needs the words the file may use.
            reason =
                path.count == 2 && path[0].stringValue == CodingKeys.severities.rawValue
                ? "expected \(Self.describe(Severity.self))" : context.debugDescription
            underlying = context.underlyingError
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            path = []
            reason =
                "expected a mapping with the optional keys "
                + CodingKeys.allCases.map(\.rawValue).joined(separator: ", ")
        case .typeMismatch(let type, let context):
            path = context.codingPath
            reason = "expected \(Self.describe(type)): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            path = context.codingPath
            reason = "expected \(Self.describe(type)), found null"
        case .keyNotFound(let key, let context):
            path = context.codingPath
            reason = "missing key '\(key.stringValue)'"
        @unknown default:
            return .malformed(file: file, line: nil, column: nil, reason: "\(error)")
        }
        let pathText = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        let fullReason = pathText.isEmpty ? reason : "at \(pathText.drop(while: { $0 == "." })): \(reason)"
        // The parser's own position, when it states one: "around line 3, column 5" (Darwin), or
        // "around character 38" from JSONSerialization, whose error JSONDecoder drops on Linux.
        var parserText = [underlying.map { "\($0)" }, reason].compactMap { $0 }.joined(separator: " ")
        if format == .json, path.isEmpty, case .dataCorrupted = error,
            let serializationMessage = serializationError(in: text)
        {
            parserText += " " + serializationMessage
        }
        if let (line, column) = position(in: parserText, text: text) {
            return .malformed(file: file, line: line, column: column, reason: fullReason)
        }
        // Else the line of the last key on the path, which is where the bad value sits.
        let key = path.last { $0.intValue == nil }?.stringValue
        return .malformed(
            file: file, line: key.flatMap { line(ofKey: $0, in: text) }, column: nil, reason: fullReason)
    }

    private static func describe(_ type: Any.Type) -> String {
        if type == Severity.self { return "one of " + Severity.allCases.map(\.rawValue).joined(separator: ", ") }
        return "\(type)"
    }

    /// The 1-based line of the first occurrence of `token` as a whole token (not part of a longer
    /// identifier), quoted or not, so it finds both JSON's `"label-missing"` and YAML's `- label-missing`.
    static func line(ofToken token: String, in text: String) -> Int? {
        occurrences(of: token, in: text).first.map { line(at: $0.lowerBound, in: text) }
    }

    /// The 1-based line where `key` is used as a key (followed by a colon), or `nil`.
    static func line(ofKey key: String, in text: String) -> Int? {
        for range in occurrences(of: key, in: text) {
            let rest = text[range.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == " " }
            if rest.first == ":" { return line(at: range.lowerBound, in: text) }
        }
        return nil
    }

    private static func occurrences(of token: String, in text: String) -> [Range<String.Index>] {
        guard !token.isEmpty else { return [] }
        func isIdentifier(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character.isLetter || character.isNumber || character == "-" || character == "_"
        }
        var result: [Range<String.Index>] = []
        var searchStart = text.startIndex
        while let range = text.range(of: token, range: searchStart..<text.endIndex) {
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
            if !isIdentifier(before) && !isIdentifier(after) { result.append(range) }
            searchStart = range.upperBound
        }
        return result
    }

    private static func line(at index: String.Index, in text: String) -> Int {
        text[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// The message JSONSerialization gives for text that does not parse, or `nil` when it parses.
    private static func serializationError(in text: String) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            return nil
        } catch {
            return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        }
    }

    /// The 1-based line and column a parser's message names: "line N, column M", or
    /// "character N" (a 0-based UTF-8 offset into `text`).
    static func position(in message: String, text: String) -> (Int, Int)? {
        // Foundation names no place when the text stops early (a truncated file): the place is
        // where the text ends, one past its last character.
        if message.contains("Unexpected end of file") {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return (lines.count, (lines.last?.unicodeScalars.count ?? 0) + 1)
        }
        let words = message.replacingOccurrences(of: ",", with: " ").replacingOccurrences(of: ".", with: " ")
            .split(separator: " ")
        if let index = words.firstIndex(of: "character"), index + 1 < words.count, let offset = Int(words[index + 1]) {
            let prefix = Array(text.utf8.prefix(offset))
            let line = prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let column = String(decoding: prefix[lineStart...], as: UTF8.self).unicodeScalars.count + 1
            return (line, column)
        }
        guard let lineIndex = words.firstIndex(of: "line"), lineIndex + 1 < words.count,
            let line = Int(words[lineIndex + 1])
        else { return nil }
        var column = 1
        if let columnIndex = words.firstIndex(of: "column"), columnIndex + 1 < words.count,
            let value = Int(words[columnIndex + 1].trimmingCharacters(in: .punctuationCharacters))
        {
            column = value
        }
        return (line, column)
    }
}
