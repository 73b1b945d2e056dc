import CarouselKit
import Foundation

/// The reader tables of the word files, each language's read the first time it is spoken; or
/// compiled English and the reason.
///
/// Decision: only the folder is listed and English read when a process starts; another
/// language's file is decoded on its first use, once per process. With 77 word files (2 MB of
/// JSON) reading them all cost every run about 24 ms before it read its dump. A file that turns out
/// to be malformed when its language is first spoken is reported by ``problem`` from then on and
/// its language speaks English, as every language does when the bundle is not found; the word-file
/// tests read and check every file, so a shipped bundle has none.
struct BundledSpeechTables: Sendable {
    /// One language's words: its table and the words kept beside the tables.
    struct Language: Sendable {
        let table: SpeechStrings
        /// Material's tab role word (`talkBack.materialTab`; see
        /// ``SpeechStrings/TalkBackWords/materialTab``).
        let materialTab: String?
        /// Compose's words (`talkBack.compose.*`; see ``SpeechStrings/TalkBackWords/compose``).
        let composeWords: ComposeWords
        /// Android's own widgets' words (`talkBack.framework.*`; see
        /// ``SpeechStrings/TalkBackWords/framework``).
        let frameworkWords: FrameworkWords
        /// TalkBack's words kept beside the tables, by key (``SpeechStrings/keptKeys``: see
        /// ``SpeechStrings/TalkBackWords/nodeError``).
        let keptWords: [String: String]
        /// Whether the file has VoiceOver words of its own (AccessibilitySnapshot's `.lproj`
        /// folders: en, de, ru).
        let hasVoiceOverWords: Bool

        init(file: WordFile) throws(WordFileError) {
            table = try SpeechStrings(wordFile: file)
            hasVoiceOverWords = file.words.keys.contains { $0.hasPrefix("voiceOver.") }
            if case .text(let word)? = file.words[SpeechStrings.materialTabKey] {
                materialTab = word
            } else {
                materialTab = nil
            }
            composeWords = ComposeWords(words: file.words)
            frameworkWords = FrameworkWords(words: file.words)
            var kept: [String: String] = [:]
            for key in SpeechStrings.keptKeys {
                if case .text(let word)? = file.words[key] { kept[key] = word }
            }
            keptWords = kept
        }
    }

    /// The folder the word files are read from, or `nil` when it was not found.
    let directory: URL?
    /// The language tags with a word file (English always, compiled when no file is read).
    let tags: Set<String>
    private let english: Language?
    private let startProblem: WordFileError?
    private let cache = LanguageCache()

    /// Lists the word files of `candidates`' first existing folder and reads English.
    ///
    /// - Complexity: O(size of `en.json` + number of files).
    init(searching candidates: [URL]) {
        var isDirectory: ObjCBool = false
        guard
            let directory = candidates.first(where: {
                FileManager.default.fileExists(atPath: $0.path, isDirectory: &isDirectory) && isDirectory.boolValue
            })
        else {
            self.directory = nil
            tags = ["en"]
            english = nil
            startProblem = WordFileError(
                file: "ScreenReaderKit word files", key: nil,
                problem: "not found; looked in " + candidates.map(\.path).joined(separator: ", "))
            return
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            self.directory = nil
            tags = ["en"]
            english = nil
            startProblem = WordFileError(
                file: directory.path, key: nil, problem: "is not a readable folder of word files")
            return
        }
        self.directory = directory
        tags = Set(names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }).union(["en"])
        switch Self.read("en", in: directory) {
        case .success(let language):
            english = language
            startProblem = nil
        case .failure(let problem):
            english = nil
            startProblem = problem
        }
    }

    /// Why the tables are (partly) compiled English: the folder was not found, English is
    /// malformed, or a language read since was malformed; `nil` otherwise.
    var problem: WordFileError? { startProblem ?? cache.firstProblem }

    /// The words of a language tag (one of ``tags``), or `nil` when it has no file or its file is
    /// malformed.
    ///
    /// - Complexity: O(1) after the language's first use, which reads its file.
    func language(_ tag: String) -> Language? {
        if tag == "en" { return english }
        guard let directory, tags.contains(tag) else { return nil }
        return cache.language(tag) { Self.read(tag, in: directory) }
    }

    /// The table of a language tag, English's compiled words for "en" when no file was read.
    func table(_ tag: String) -> SpeechStrings? {
        if let language = language(tag) { return language.table }
        return tag == "en" ? SpeechStrings.compiledEnglish : nil
    }

    /// The tag among ``tags`` that best matches a language tag (`LanguageTag.bestMatch`), found
    /// once per tag asked: every screen of a crawl asks for its language's table, and each match
    /// normalized every one of the 77 tags.
    ///
    /// - Complexity: O(1) after the tag's first match, which is O(t) for t tags.
    func bestMatch(for tag: String) -> String? {
        cache.match(tag) { LanguageTag.bestMatch(for: tag, among: tags) }
    }

    /// The tags of the tables with VoiceOver words of their own, sorted (reads every file once).
    var voiceOverLocalizations: [String] {
        cache.voiceOverLocalizations {
            tags.filter { language($0)?.hasVoiceOverWords ?? false }.union(["en"]).sorted()
        }
    }

    private static func read(_ tag: String, in directory: URL) -> Result<Language, WordFileError> {
        do throws(WordFileError) {
            let file = try WordFile(contentsOf: directory.appendingPathComponent("\(tag).json"))
            guard file.language == tag else {
                throw WordFileError(
                    file: "\(tag).json", key: "language",
                    problem: "expected \"\(tag)\" as the file is named, found \"\(file.language)\"")
            }
            return .success(try Language(file: file))
        } catch {
            return .failure(error)
        }
    }
}

/// The languages read so far; a lock makes it safe for a crawl's worker threads, hence
/// `@unchecked Sendable`.
private final class LanguageCache: @unchecked Sendable {
    // `lock` guards every property.
    private let lock = NSLock()
    private var languages: [String: BundledSpeechTables.Language?] = [:]
    private var problem: WordFileError?
    private var localizations: [String]?
    private var matches: [String: String?] = [:]

    var firstProblem: WordFileError? { lock.withLock { problem } }

    /// The cached language, or `read`'s result, cached; read outside the lock so a large file does
    /// not hold up other languages (two threads may read one file once each; the results are equal).
    func language(
        _ tag: String, read: () -> Result<BundledSpeechTables.Language, WordFileError>
    ) -> BundledSpeechTables.Language? {
        if let known = lock.withLock({ languages[tag] }) { return known }
        let result = read()
        return lock.withLock {
            if let known = languages[tag] { return known }
            switch result {
            case .success(let language):
                languages[tag] = .some(language)
                return language
            case .failure(let error):
                languages[tag] = .some(nil)
                if problem == nil { problem = error }
                return nil
            }
        }
    }

    /// The cached match of a tag, or `compute`'s, cached.
    func match(_ tag: String, compute: () -> String?) -> String? {
        if let known = lock.withLock({ matches[tag] }) { return known }
        let computed = compute()
        lock.withLock { matches[tag] = .some(computed) }
        return computed
    }

    func voiceOverLocalizations(_ compute: () -> [String]) -> [String] {
        if let known = lock.withLock({ localizations }) { return known }
        let computed = compute()
        return lock.withLock {
            if localizations == nil { localizations = computed }
            return localizations ?? computed
        }
    }
}
