import Foundation

extension AuditConfiguration {
    /// Reads a configuration file. JSON only (see ``AuditConfiguration``).
    ///
    /// - Throws: ``AuditConfigurationError`` naming the file, and the line when it can be found.
    public static func load(
        contentsOf path: String, knownRules: [String] = RuleRegistry.identifiers
    ) throws(AuditConfigurationError) -> AuditConfiguration {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".yml") || lowered.hasSuffix(".yaml") {
            throw .unsupportedFormat(
                file: path,
                reason: "YAML configuration is not supported; write the same keys as JSON "
                    + "(for example .carousel-a11y.json)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(file: path, reason: "the file does not exist or cannot be read")
        }
        return try load(from: data, file: path, knownRules: knownRules)
    }

    /// Decodes a configuration from JSON and checks that every rule it names exists.
    ///
    /// - Parameters:
    ///   - data: the JSON text.
    ///   - file: the file name to put in errors.
    ///   - knownRules: the rule identifiers that may be named.
    /// - Throws: ``AuditConfigurationError/malformed(file:line:column:reason:)`` for JSON that does
    ///   not parse or does not have the expected shape, ``AuditConfigurationError/unknownRule(file:line:rule:known:)``
    ///   for a rule identifier not in `knownRules`.
    /// - Complexity: O(n) in the size of the file.
    public static func load(
        from data: Data, file: String, knownRules: [String] = RuleRegistry.identifiers
    ) throws(AuditConfigurationError) -> AuditConfiguration {
        let text = String(decoding: data, as: UTF8.self)
        let configuration: AuditConfiguration
        do {
            configuration = try JSONDecoder().decode(AuditConfiguration.self, from: data)
        } catch let error as DecodingError {
            throw malformed(error, file: file, text: text)
        } catch {
            throw .malformed(file: file, line: nil, column: nil, reason: "\(error)")
        }
        for rule in configuration.mentionedRules where !knownRules.contains(rule) {
            throw .unknownRule(file: file, line: line(of: "\"\(rule)\"", in: text), rule: rule, known: knownRules)
        }
        return configuration
    }

    private static func malformed(_ error: DecodingError, file: String, text: String) -> AuditConfigurationError {
        let path: [any CodingKey]
        let reason: String
        var underlying: (any Error)?
        switch error {
        case .dataCorrupted(let context):
            path = context.codingPath
            reason = context.debugDescription
            underlying = context.underlyingError
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
        if path.isEmpty, case .dataCorrupted = error, let serializationMessage = serializationError(in: text) {
            parserText += " " + serializationMessage
        }
        if let (line, column) = position(in: parserText, text: text) {
            return .malformed(file: file, line: line, column: column, reason: fullReason)
        }
        // Else the line of the last key on the path, which is where the bad value sits.
        let key = path.last { $0.intValue == nil }?.stringValue
        return .malformed(
            file: file, line: key.flatMap { line(of: "\"\($0)\"", in: text) }, column: nil, reason: fullReason)
    }

    private static func describe(_ type: Any.Type) -> String {
        if type == Severity.self { return "one of " + Severity.allCases.map(\.rawValue).joined(separator: ", ") }
        return "\(type)"
    }

    /// The 1-based line of the first occurrence of `needle`, or `nil`.
    static func line(of needle: String, in text: String) -> Int? {
        guard let range = text.range(of: needle) else { return nil }
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
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
