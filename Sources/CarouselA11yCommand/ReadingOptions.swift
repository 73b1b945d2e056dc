import ArgumentParser

/// The options every command that reads a screen file shares (`speak`, `walk`).
struct ReadingOptions: ParsableArguments {
    @Option(name: .long, help: "voiceover or talkback (default: the screen's platform).")
    var reader: ReaderOption?

    @Option(name: .long, help: "text or json.")
    var format: OutputFormat = .text

    @Option(name: .long, help: "Punctuation of speech: commas or periods.")
    var style: StyleOption = .commas

    @OptionGroup var language: LanguageOption
}
