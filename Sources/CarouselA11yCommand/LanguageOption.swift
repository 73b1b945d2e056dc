import ArgumentParser
import ScreenReaderKit

/// `--language <bcp47>`: the language the screen readers speak, overriding the screen's own
/// (a screen document's `language`; dumps carry none, so theirs is English unless given here).
struct LanguageOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The screen's language as a BCP 47 tag (de, zh-Hans, pt-BR, iw...), overriding the file's.",
            valueName: "bcp47"))
    var language: String?

    /// The tag, checked: a tag no speech table serves is bad input rather than a silent English reading.
    func validatedLanguage() throws -> String? {
        guard let language else { return nil }
        guard SpeechStrings.matchLanguage(language) != nil else {
            throw InputError(
                "--language \(language): no speech table for this language; supported: "
                    + SpeechStrings.supportedLanguages.joined(separator: ", ")
                    + (SpeechStrings.wordFileProblem.map { " (word files not read: \($0.description))" } ?? ""))
        }
        return language
    }

    /// The screen with the language applied, when one was given.
    func apply(to live: LiveScreen) throws -> LiveScreen {
        guard let language = try validatedLanguage() else { return live }
        var live = live
        live.screen.language = language
        return live
    }
}
