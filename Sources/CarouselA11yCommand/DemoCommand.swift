import ArgumentParser
import Foundation
import ScreenReaderKit

/// `carousel-a11y demo`: the built-in screens, read by both screen readers, before and after.
struct DemoCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Hear the built-in example screens with VoiceOver and TalkBack, before and after.",
        discussion: """
            Reads an article with a carousel of eight related stories (the BBC News case), first as a \
            default collection view and then as the accessible carousel; then a grouped table cell \
            and a star-rating control. Prints each transcript and a comparison table. Every figure \
            is measured by the simulator. --language reads the carousel screens in a language \
            (the carousel's and the readers' words; a right-to-left language mirrors the screen); \
            the article's text and the cell and rating seeds stay English.

            Exit status: 0; 2 for a usage error (an unknown option or value).
            """)

    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(
        name: .long, help: "Punctuation of the transcript: commas (VoiceOver's caption panel, TalkBack) or periods.")
    var style: StyleOption = .commas

    @OptionGroup var language: LanguageOption

    func execute(in context: CommandContext) throws -> CommandExitStatus {
        let scenarios = try DemoScenarios.all(
            style: style.speechStyle, language: try language.validatedLanguage() ?? "en")
        switch format {
        case .json:
            context.print(try DemoReport(scenarios: scenarios).json())
        case .text:
            DemoTextReport(scenarios: scenarios, context: context).print()
        }
        return .success
    }
}

/// The `--format` values of commands that print a report.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json
}

/// The `--style` values: how speech parts are punctuated.
enum StyleOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    case commas, periods

    var speechStyle: SpeechStyle { self == .commas ? .commas : .periods }
}
