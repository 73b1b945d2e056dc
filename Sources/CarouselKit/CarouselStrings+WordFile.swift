import AccessibilityTree
import Foundation

extension CarouselStrings {
    /// The keys of plural words a table's word file must have: the counted units.
    static let unitKeys = ["slide", "star"]

    /// A table from a word file: every word of ``wordKeys``, the units as plural words, `letters`
    /// as text (the letters separated by spaces), and the file's `layoutDirection` and
    /// `durationSeparator` when it states them.
    ///
    /// - Throws: ``WordFileError`` naming the file and the first key that is missing or has the
    ///   wrong shape: a component table is never half a language.
    /// - Complexity: O(n) in the number of words.
    public init(wordFile: WordFile) throws(WordFileError) {
        let file = "\(wordFile.language).json"
        func text(_ key: String) throws(WordFileError) -> String {
            guard let text = wordFile.text(key) else {
                throw WordFileError(
                    file: file, key: key,
                    problem: wordFile.words[key] == nil ? "missing" : "expected text, found plural forms")
            }
            return text
        }
        var words: [String: String] = [:]
        for key in Self.wordKeys { words[key] = try text(key) }
        var units: [String: PluralForms] = [:]
        for (key, word) in wordFile.words {
            if case .plural(let forms) = word { units[key] = forms }
        }
        for key in Self.unitKeys where units[key] == nil {
            throw WordFileError(file: file, key: key, problem: "missing plural forms")
        }
        let letters = try text("letters").split(separator: " ").map(String.init)
        guard !letters.isEmpty else {
            throw WordFileError(file: file, key: "letters", problem: "expected letters separated by spaces, found none")
        }
        let direction: ScreenLayoutDirection?
        switch wordFile.layoutDirection {
        case nil: direction = nil
        case "leftToRight": direction = .leftToRight
        case "rightToLeft": direction = .rightToLeft
        case let other?:
            throw WordFileError(
                file: file, key: "layoutDirection", problem: "expected leftToRight or rightToLeft, found \"\(other)\"")
        }
        var table = CarouselStrings.compiledEnglish
        table.language = wordFile.language
        do {
            table = try table.overriding(words)
        } catch {
            // Unreachable: every key comes from `wordKeys`.
            throw WordFileError(file: file, key: nil, problem: error.description)
        }
        table.units = units
        table.letters = letters
        table.layoutDirection = direction ?? .forLanguage(wordFile.language)
        table.durationSeparator = wordFile.durationSeparator
        self = table
    }

    /// The built-in tables, read once from the word files (a lazily initialized static, so every
    /// thread sees the same tables and no utterance reads a file).
    static let bundled = BundledTables(WordCatalog.bundled("CarouselKit", sourceFile: #filePath))

    /// Why the built-in tables are only the compiled English words, or `nil` when the word files
    /// were read: the bundle was not found (the message lists where the package looked) or a file
    /// is malformed (the message names the file and the key). The CLI prints it.
    public static var wordFileProblem: WordFileError? { bundled.problem }

    /// German.
    public static var german: CarouselStrings { builtIn["de"] ?? english }
    /// French.
    public static var french: CarouselStrings { builtIn["fr"] ?? english }
    /// Spanish.
    public static var spanish: CarouselStrings { builtIn["es"] ?? english }
    /// Italian.
    public static var italian: CarouselStrings { builtIn["it"] ?? english }
    /// Brazilian Portuguese.
    public static var brazilianPortuguese: CarouselStrings { builtIn["pt-BR"] ?? english }
    /// Japanese.
    public static var japanese: CarouselStrings { builtIn["ja"] ?? english }
    /// Simplified Chinese.
    public static var simplifiedChinese: CarouselStrings { builtIn["zh-Hans"] ?? english }
    /// Korean.
    public static var korean: CarouselStrings { builtIn["ko"] ?? english }
    /// Arabic, written right to left.
    public static var arabic: CarouselStrings { builtIn["ar"] ?? english }
    /// Hebrew, written right to left.
    public static var hebrew: CarouselStrings { builtIn["he"] ?? english }
    /// Russian.
    public static var russian: CarouselStrings { builtIn["ru"] ?? english }
    /// Polish.
    public static var polish: CarouselStrings { builtIn["pl"] ?? english }
}
