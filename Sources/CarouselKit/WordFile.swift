import Foundation

/// One language's words for one table, as a word file holds them (`<bcp47>.json`; the format is
/// documented in `docs/localization.md`, "Word files", for readers in other languages too):
///
/// ```json
/// {"language": "de",
///  "provenance": {"talkback": {"source": "google/talkback", "commit": "26a27dc0...",
///                              "files": ["talkback/src/main/res/values-de/strings_compositor.xml"],
///                              "keys": ["androidButton"]}},
///  "words": {"androidButton": "Schaltfläche", "position": "{1} von {2}",
///            "star": {"one": "{1} Stern", "other": "{1} Sterne"}}}
/// ```
///
/// A word is text, or an object of plural forms keyed by CLDR category (`zero`, `one`, `two`, `few`,
/// `many`, `other`; `other` required). Templates use ``WordTemplate``'s `{1}` placeholders. Two
/// optional top-level fields describe the language rather than a word: `layoutDirection`
/// (`leftToRight` or `rightToLeft`) and `durationSeparator`.
public struct WordFile: Sendable, Hashable {
    /// A word: text or plural forms.
    public enum Word: Sendable, Hashable {
        /// A word or template.
        case text(String)
        /// A counted word's forms by plural category.
        case plural(PluralForms)
    }

    /// Where a group of words comes from.
    public struct Source: Sendable, Hashable {
        /// The repository or body the words are quoted from ("google/talkback"), or "AccessibleCarousel"
        /// for the project's own words.
        public var source: String
        /// The pinned commit, when the source is a repository.
        public var commit: String?
        /// The files the words were read from, relative to the repository.
        public var files: [String]
        /// The keys of the group (empty when the group covers the rest of the file).
        public var keys: [String]
        /// A remark: an inference, a correction.
        public var note: String?
    }

    /// The BCP 47 tag of the language ("de", "pt-BR", "zh-Hans"); the file is named after it.
    public var language: String
    /// The sources of the words, by group name.
    public var provenance: [String: Source]
    /// The words by key.
    public var words: [String: Word]
    /// The language's writing direction, when the file states it.
    public var layoutDirection: String?
    /// What joins the parts of a duration, when the file states it.
    public var durationSeparator: String?

    /// The text of a word, or `nil` when the key is missing or plural.
    public func text(_ key: String) -> String? {
        if case .text(let text)? = words[key] { return text }
        return nil
    }

    /// The plural forms of a word, or `nil` when the key is missing or plain text.
    public func plural(_ key: String) -> PluralForms? {
        if case .plural(let forms)? = words[key] { return forms }
        return nil
    }

    /// Reads a word file.
    ///
    /// - Throws: ``WordFileError`` naming the file and the key when the file cannot be read, is not
    ///   JSON, or a field has the wrong shape.
    /// - Complexity: O(n) in the file's size.
    public init(contentsOf url: URL) throws(WordFileError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw WordFileError(file: url.lastPathComponent, key: nil, problem: "cannot be read (\(error))")
        }
        try self.init(data: data, file: url.lastPathComponent)
    }

    /// Reads a word file's contents; `file` names it in errors.
    ///
    /// - Throws: ``WordFileError`` naming the file and the key.
    /// - Complexity: O(n) in the data's size.
    public init(data: Data, file: String) throws(WordFileError) {
        func fail(_ key: String?, _ problem: String) -> WordFileError {
            WordFileError(file: file, key: key, problem: problem)
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail(nil, "is not valid JSON (\(error.localizedDescription))")
        }
        guard let root = object as? [String: Any] else { throw fail(nil, "expected a JSON object at the top") }
        let known: Set = ["language", "provenance", "words", "layoutDirection", "durationSeparator"]
        if let unknown = root.keys.filter({ !known.contains($0) }).sorted().first {
            throw fail(unknown, "unknown field (expected \(known.sorted().joined(separator: ", ")))")
        }
        guard let language = root["language"] as? String, !language.isEmpty else {
            throw fail("language", "expected a BCP 47 tag, found \(Self.describe(root["language"]))")
        }
        guard let provenance = root["provenance"] as? [String: Any] else {
            throw fail("provenance", "expected an object of sources, found \(Self.describe(root["provenance"]))")
        }
        guard let words = root["words"] as? [String: Any] else {
            throw fail("words", "expected an object of words, found \(Self.describe(root["words"]))")
        }
        self.language = language
        self.provenance = [:]
        for (group, value) in provenance {
            self.provenance[group] = try Self.source(value, key: "provenance.\(group)", fail: fail)
        }
        self.words = [:]
        for (key, value) in words {
            self.words[key] = try Self.word(value, key: key, fail: fail)
        }
        for key in ["layoutDirection", "durationSeparator"] where root[key] != nil && !(root[key] is String) {
            throw fail(key, "expected text, found \(Self.describe(root[key]))")
        }
        layoutDirection = root["layoutDirection"] as? String
        durationSeparator = root["durationSeparator"] as? String
    }

    private static func word(
        _ value: Any, key: String, fail: (String?, String) -> WordFileError
    ) throws(WordFileError) -> Word {
        if let text = value as? String { return .text(text) }
        guard let forms = value as? [String: Any] else {
            throw fail(key, "expected text or an object of plural forms, found \(describe(value))")
        }
        var byCategory: [PluralCategory: String] = [:]
        for (name, form) in forms {
            guard let category = PluralCategory(rawValue: name) else {
                let names = PluralCategory.allCases.map(\.rawValue).joined(separator: ", ")
                throw fail("\(key).\(name)", "unknown plural category (expected \(names))")
            }
            guard let text = form as? String else {
                throw fail("\(key).\(name)", "expected text, found \(describe(form))")
            }
            byCategory[category] = text
        }
        guard let other = byCategory[.other] else { throw fail(key, "plural forms without 'other'") }
        return .plural(
            PluralForms(
                zero: byCategory[.zero], one: byCategory[.one] ?? other, two: byCategory[.two],
                few: byCategory[.few], many: byCategory[.many], other: other))
    }

    private static func source(
        _ value: Any, key: String, fail: (String?, String) -> WordFileError
    ) throws(WordFileError) -> Source {
        guard let object = value as? [String: Any], let source = object["source"] as? String else {
            throw fail(key, "expected an object with a 'source', found \(describe(value))")
        }
        func strings(_ field: String) throws(WordFileError) -> [String] {
            guard let value = object[field] else { return [] }
            guard let list = value as? [String] else {
                throw fail("\(key).\(field)", "expected a list of text, found \(describe(value))")
            }
            return list
        }
        return Source(
            source: source, commit: object["commit"] as? String, files: try strings("files"),
            keys: try strings("keys"), note: object["note"] as? String)
    }

    private static func describe(_ value: Any?) -> String {
        switch value {
        case nil: "nothing"
        case is String: "text"
        case is [Any]: "a list"
        case is [String: Any]: "an object"
        case is NSNull: "null"
        default: "a number or boolean"
        }
    }
}
