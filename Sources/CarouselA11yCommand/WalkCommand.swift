import ArgumentParser
import ScreenReaderKit

/// `carousel-a11y walk FILE --gestures …`: replay a gesture script and print the transcript.
struct WalkCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "walk",
        abstract: "Run a gesture script on a screen and print what the screen reader says.",
        discussion: """
            FILE is any format speak reads. Live components in a screen document respond: swipe up \
            on an adjustable carousel moves to the next card. Gesture words: \
            \(GestureScript.vocabulary.joined(separator: ", ")). JSON output has speak's shape.

            Exit status: 0 success; 2 bad input or usage (a missing, unreadable or malformed file, \
            an unknown or empty gesture), with a one-line error.
            """)

    @Argument(help: "The screen to walk.")
    var file: String

    @Option(name: .long, help: "Comma-separated gestures, e.g. right,right,up,doubletap.")
    var gestures: String

    @OptionGroup var options: ReadingOptions

    func execute(in context: CommandContext) throws -> CommandExitStatus {
        let script: GestureScript
        do {
            script = try GestureScript(parsing: gestures)
        } catch {
            throw InputError("--gestures: \(error.description)")
        }
        let (loaded, screenReader) = try ScreenFile.loadForReading(file, reader: options.reader, in: context)
        let live = try options.language.apply(to: loaded)
        var simulator = ScreenReaderSimulator(screenReader, liveScreen: live, style: options.style.speechStyle)
        for (offset, step) in script.steps.enumerated() {
            if case .touch(let id) = step, simulator.element(id) == nil {
                throw InputError(
                    "--gestures: gesture \(offset + 1) 'touch=\(id)': no element on the screen has that id")
            }
            simulator.run(GestureScript(steps: [step]))
        }
        switch options.format {
        case .json: context.write(try simulator.transcript.rendered(.json))
        case .text: TranscriptPrinter(context: context).print(simulator.transcript)
        }
        return .success
    }
}
