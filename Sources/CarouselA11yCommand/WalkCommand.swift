import AccessibilityTree
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
            an unknown or empty gesture, a touch= id no element has, an action= name the focused element \
            does not offer), with a one-line error.
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
            if case .gesture(.customAction(let name)) = step {
                try Self.checkCustomAction(named: name, at: offset + 1, on: simulator.focusedElement)
            }
            simulator.run(GestureScript(steps: [step]))
        }
        switch options.format {
        case .json: context.write(try simulator.transcript.rendered(.json))
        case .text: TranscriptPrinter(context: context).print(simulator.transcript)
        }
        return .success
    }

    /// A script names custom actions in advance, so an action the focused element does not offer
    /// is a mistake in the script (a typo, or focus elsewhere than intended), not something to
    /// replay silently: the simulator alone would only play the boundary sound, as a screen
    /// reader offers no such choice.
    static func checkCustomAction(named name: String, at position: Int, on element: AccessibilityElement?) throws {
        guard let element else {
            throw InputError(
                "--gestures: gesture \(position) 'action=\(name)': nothing is focused yet (swipe or touch first)")
        }
        let offered = element.customActions.map(\.name)
        guard !offered.contains(name) else { return }
        let focusName = element.label.flatMap { $0.isEmpty ? nil : $0 } ?? element.id.rawValue
        let choices = offered.isEmpty ? "it offers none" : "it offers: " + offered.joined(separator: ", ")
        throw InputError(
            "--gestures: gesture \(position) 'action=\(name)': the focused element '\(focusName)' has no custom action with that name (\(choices))"
        )
    }
}
