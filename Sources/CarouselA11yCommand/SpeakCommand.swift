import ArgumentParser
import ScreenReaderKit

/// `carousel-a11y speak FILE`: what the screen reader says on each swipe, first element to last.
struct SpeakCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "speak",
        abstract: "Swipe from the first element to the last and print what the screen reader says.",
        discussion: """
            FILE is an Appium page source (iOS WebDriverAgent XML or Android UiAutomator2 XML), a \
            uiautomator dump, WebDriverAgent or AXe JSON, or a screen document; the format is detected \
            from the content. The reader defaults from the screen's platform (VoiceOver for iOS, \
            TalkBack for Android).
            JSON output: {"reader": "...", "steps": [{"gesture", "element", "speech", "hint", "sounds"}]}, \
            where speech is what focus says, without the hint.
            """)

    @Argument(help: "The screen to read.")
    var file: String

    @Option(name: .long, help: "voiceover or talkback (default: the screen's platform).")
    var reader: ReaderOption?

    @Option(name: .long, help: "text or json.")
    var format: OutputFormat = .text

    @Option(name: .long, help: "Punctuation of speech: commas or periods.")
    var style: StyleOption = .commas

    func execute(in context: CommandContext) throws -> ExitStatus {
        let (live, _) = try ScreenFile.load(file)
        let screenReader = try ScreenFile.reader(reader, for: live.screen, path: file)
        var simulator = ScreenReaderSimulator(screenReader, liveScreen: live, style: style.speechStyle)
        let transcript = simulator.walkToEnd()
        switch format {
        case .json: context.write(try transcript.rendered(.json))
        case .text: TranscriptPrinter(context: context).print(transcript)
        }
        return .success
    }
}
