import CarouselKit
import Foundation

/// The reader tables read from the word files, or compiled English and the reason.
struct BundledSpeechTables: Sendable {
    let tables: [String: SpeechStrings]
    /// Material's tab role word by language tag (`talkBack.materialTab`), kept beside the tables
    /// (see ``SpeechStrings/TalkBackWords/materialTab``).
    let materialTabs: [String: String]
    /// Compose's words by language tag (`talkBack.compose.*`), kept beside the tables like
    /// Material's (see ``SpeechStrings/TalkBackWords/compose``).
    let composeWords: [String: ComposeWords]
    /// Android's own widgets' words by language tag (`talkBack.framework.*`), kept beside the
    /// tables like Compose's (see ``SpeechStrings/TalkBackWords/framework``).
    let frameworkWords: [String: FrameworkWords]
    /// TalkBack's words kept beside the tables like Material's, by language tag, then key
    /// (``SpeechStrings/keptKeys``: see ``SpeechStrings/TalkBackWords/nodeError``).
    let keptWords: [String: [String: String]]
    /// The folder of the word files, whose `Phonetic/` subfolder holds TalkBack's phonetic letters
    /// (``PhoneticLetters``), read only when spoken; `nil` when no word files were found.
    let directory: URL?
    let problem: WordFileError?
    /// The tags of the tables with VoiceOver words of their own (AccessibilitySnapshot's `.lproj`
    /// folders: en, de, ru), sorted.
    let voiceOverLocalizations: [String]

    init(_ catalog: Result<WordCatalog, WordFileError>) {
        var tables: [String: SpeechStrings] = [:]
        var materialTabs: [String: String] = [:]
        var composeWords: [String: ComposeWords] = [:]
        var frameworkWords: [String: FrameworkWords] = [:]
        var keptWords: [String: [String: String]] = [:]
        var directory: URL?
        var problem: WordFileError?
        var localized: Set<String> = ["en"]
        switch catalog {
        case .success(let catalog):
            directory = catalog.directory
            for (tag, file) in catalog.files.sorted(by: { $0.key < $1.key }) {
                do {
                    tables[tag] = try SpeechStrings(wordFile: file)
                    if file.words.keys.contains(where: { $0.hasPrefix("voiceOver.") }) { localized.insert(tag) }
                    if case .text(let word)? = file.words[SpeechStrings.materialTabKey] { materialTabs[tag] = word }
                    composeWords[tag] = ComposeWords(words: file.words)
                    frameworkWords[tag] = FrameworkWords(words: file.words)
                    for key in SpeechStrings.keptKeys {
                        if case .text(let word)? = file.words[key] { keptWords[tag, default: [:]][key] = word }
                    }
                } catch {
                    problem = problem ?? error
                }
            }
        case .failure(let error):
            problem = error
        }
        if tables["en"] == nil { tables["en"] = SpeechStrings.compiledEnglish }
        self.tables = tables
        self.materialTabs = materialTabs
        self.composeWords = composeWords
        self.frameworkWords = frameworkWords
        self.keptWords = keptWords
        self.directory = directory
        self.problem = problem
        self.voiceOverLocalizations = localized.sorted()
    }
}
