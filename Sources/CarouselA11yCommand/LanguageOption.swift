import AccessibilityTree
import ArgumentParser
import CarouselKit
import ScreenReaderKit

/// `--language <bcp47>`: the language the screen readers speak, overriding the screen's own
/// (a screen document's `language`; dumps carry none, so theirs is English unless given here).
struct LanguageOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The screen's language as a BCP 47 tag (de, zh-Hans, pt-BR, en-GB, es-419, iw...; en_GB and Android's en-rGB too; a region without a table of its own is its language's), overriding the file's; on iOS it also sets the layout direction (ar, he: right to left).",
            valueName: "bcp47"))
    var language: String?

    /// The tag, checked: a tag no speech table serves is bad input rather than a silent English reading.
    /// A known language with a region it has no table for is accepted (`en-NZ` speaks `en`), a
    /// region's CLDR parent first (`es-MX` speaks `es-419`; docs/localization.md, "Regional variants").
    func validatedLanguage() throws -> String? {
        guard let language else { return nil }
        // An empty tag (an unset shell variable: --language "$LANG_TAG") read "--language : no speech table".
        if language.trimmingCharacters(in: .whitespaces).isEmpty {
            throw InputError("--language is empty: give a BCP 47 tag such as de, zh-Hans or pt-BR")
        }
        guard SpeechStrings.matchLanguage(language) != nil else {
            throw InputError(
                "--language \(language): no speech table for this language; supported: "
                    + SpeechStrings.supportedLanguages.joined(separator: ", ")
                    + (SpeechStrings.wordFileProblem.map { " (word files not read: \($0.description))" } ?? ""))
        }
        return language
    }

    /// The screen with the language applied, when one was given.
    ///
    /// On an iOS screen the language also sets the layout direction: UIKit lays an app out in the
    /// direction of the language it runs in (Apple, `UIUserInterfaceLayoutDirection.rightToLeft`: "when
    /// running with localizations such as Arabic or Hebrew"), and VoiceOver orders each row in that
    /// direction (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:126, 186, 307-312).
    /// A dump carries no direction, so an Arabic app's dump read with `--language ar` is read from the
    /// right. Android screens keep theirs: an app lays out right to left only if it declares
    /// `supportsRtl`, which a dump does not show.
    func apply(to live: LiveScreen) throws -> LiveScreen {
        guard let language = try validatedLanguage() else { return live }
        var live = live
        live.screen.language = language
        if live.screen.platform == .iOS { live.screen.layoutDirection = .forLanguage(language) }
        return live
    }
}
