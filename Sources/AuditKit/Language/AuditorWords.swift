import CarouselKit
import Foundation

/// The auditor's own word lists: words a rule needs that neither CarouselKit's nor
/// ScreenReaderKit's tables carry. These are this project's lists (common UI verbs and Android
/// tab role descriptions as apps write them), not quotes from Apple, Google or the W3C;
/// docs/localization.md lists them.
///
/// They are data, like every table's words: `Sources/AuditKit/Resources/Words/<language>.json`, one
/// file per primary language, each list as numbered keys (`pause.1`, `pause.2`, `tabs.1`,
/// `pages.1`, `positions.1`), read once.
struct AuditorWords: Sendable, Hashable {
    /// Word beginnings that name a pause or stop control ("pause", "stop"); in scripts written
    /// without spaces, words that may stand anywhere in a name ("停止").
    var pause: [String]
    /// ElementRole descriptions apps give tabs, which TalkBack speaks as the role word ("Tab", "Onglet").
    var tabs: [String]
    /// Page position templates beyond the tables' ("Slide {1} of {2}").
    var pages: [String] = []
    /// Position templates beyond the tables', in forms apps write ("{1} z {2}" in Polish, whose
    /// TalkBack table says "{1}/{2}").
    var positions: [String] = []

    /// The list names, as the files' keys begin.
    static let lists = ["pause", "tabs", "pages", "positions"]

    /// The lists for a BCP 47 tag, by its primary language; `nil` when there are none.
    static func words(for language: String) -> AuditorWords? {
        bundled.byLanguage[AuditVocabulary.primary(language)]
    }

    /// The English lists: the file's, or the compiled ones when the word files cannot be found.
    static var english: AuditorWords { bundled.byLanguage["en"] ?? compiledEnglish }

    /// The English lists compiled into the module; a test keeps them equal to `en.json`.
    static let compiledEnglish = AuditorWords(pause: ["pause", "stop"], tabs: ["tab"], pages: ["Slide {1} of {2}"])

    /// The lists read once from the word files, and why not when they could not be.
    static let bundled: (byLanguage: [String: AuditorWords], problem: WordFileError?) = {
        var byLanguage: [String: AuditorWords] = [:]
        var problem: WordFileError?
        switch WordCatalog.bundled("AuditKit", sourceFile: #filePath) {
        case .success(let catalog):
            for (tag, file) in catalog.files.sorted(by: { $0.key < $1.key }) {
                do throws(WordFileError) {
                    byLanguage[tag] = try AuditorWords(wordFile: file)
                } catch {
                    problem = problem ?? error
                }
            }
        case .failure(let error):
            problem = error
        }
        if byLanguage["en"] == nil { byLanguage["en"] = compiledEnglish }
        return (byLanguage, problem)
    }()
}

extension AuditorWords {
    /// The lists of a word file: each list's numbered keys in order.
    ///
    /// - Throws: `WordFileError` naming the file and a key that is not `<list>.<number>` text.
    init(wordFile: WordFile) throws(WordFileError) {
        var lists: [String: [(Int, String)]] = [:]
        for (key, word) in wordFile.words {
            let parts = key.split(separator: ".", maxSplits: 1)
            guard parts.count == 2, Self.lists.contains(String(parts[0])), let number = Int(parts[1]) else {
                throw WordFileError(
                    file: "\(wordFile.language).json", key: key,
                    problem: "expected <list>.<number> with a list among \(Self.lists.joined(separator: ", "))")
            }
            guard case .text(let text) = word, !text.isEmpty else {
                throw WordFileError(file: "\(wordFile.language).json", key: key, problem: "expected non-empty text")
            }
            lists[String(parts[0]), default: []].append((number, text))
        }
        func list(_ name: String) -> [String] { (lists[name] ?? []).sorted { $0.0 < $1.0 }.map(\.1) }
        self.init(pause: list("pause"), tabs: list("tabs"), pages: list("pages"), positions: list("positions"))
    }
}

extension AuditVocabulary {
    /// Why the auditor's own lists are only the compiled English ones, or `nil` when the word files
    /// were read (see CarouselKit's `WordCatalog`). The CLI prints it.
    public static var wordFileProblem: WordFileError? { AuditorWords.bundled.problem }
}
