import AccessibilityTree
import ArgumentParser
import AuditKit
import ScreenReaderKit

/// `carousel-a11y speak FILE`: what the screen reader says on each swipe, first element to last.
struct SpeakCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "speak",
        abstract: "Swipe from the first element to the last and print what the screen reader says.",
        discussion: """
            FILE is an Appium page source (iOS WebDriverAgent XML or Android UiAutomator2 XML), a \
            uiautomator dump, WebDriverAgent or AXe JSON, a Maestro hierarchy or Studio element list, \
            XCUITest debugDescription, Espresso "View Hierarchy:" or Compose printToLog text, or a \
            screen document or a view capture (- reads standard input; --adb reads a connected Android \
            device); the format is detected from the content. The \
            reader defaults from the screen's platform (VoiceOver for iOS, TalkBack for Android); the \
            other platform's reader hears a cross-platform approximation (a note on standard error).
            Language: the readers speak the screen document's "language" (dumps carry none: English), \
            or --language's; a VoiceOver word no public source gives in that language is spoken in \
            English with an "inference:" line (docs/localization.md). On iOS, --language also sets the \
            layout direction, so VoiceOver reads an Arabic or Hebrew app's rows from the right.
            Golden transcripts: --record DIR writes DIR/<file>.<reader>.txt; --verify DIR compares \
            with it, prints a unified diff and exits 1 when they differ.
            JSON output: {"reader": "...", "steps": [{"gesture", "element", "speech", "hint", "sounds"}]}, \
            where speech is what focus says, without the hint; a stop that was off screen (reached by \
            scrolling) also has "offScreen": true, and a step with a word spoken in English for want \
            of a source in the screen's language has "inferences": [...].

            Exit status: 0 success; 1 --verify found a difference; 2 bad input or usage (a missing, \
            unreadable or malformed file, no recorded transcript), with a one-line error naming the \
            file and place.
            """)

    @Argument(help: "The screen to read (leave out with --adb).")
    var file: String?

    @OptionGroup var device: AdbOptions

    @OptionGroup var options: ReadingOptions

    @Flag(
        name: .long,
        help:
            "Also print the stops that were off screen, what the importer inferred (rather than read) for each element spoken and for the screen, and whether TalkBack took the screen for a TV's (its TV hints)."
    )
    var verbose = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write the transcript to DIR/<file>.<reader>.txt, a stable text to check in.", valueName: "dir"))
    var record: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Compare with the transcript recorded in DIR: print a unified diff and exit 1 on a difference.",
            valueName: "dir"))
    var verify: String?

    func execute(in context: CommandContext) throws -> CommandExitStatus {
        // speak reads one screen; with both, the device was dumped and then silently ignored.
        if file != nil && device.adb { throw InputError("speak reads one screen: give FILE or --adb, not both") }
        guard let file = try device.files(file.map { [$0] } ?? [], in: context).first else { return .badInput }
        let (loaded, screenReader) = try ScreenFile.loadForReading(file, reader: options.reader, in: context)
        let live = try options.language.apply(to: loaded)
        var simulator = ScreenReaderSimulator(screenReader, liveScreen: live, style: options.style.speechStyle)
        let transcript = simulator.walkToEnd()
        if record != nil || verify != nil {
            return try GoldenTranscriptFile(dump: file, reader: screenReader).run(
                transcript, record: record, verify: verify, context: context)
        }
        switch options.format {
        case .json: context.write(try transcript.rendered(.json))
        case .text: TranscriptPrinter(context: context).print(transcript)
        }
        if verbose { printInferences(of: transcript, in: live, reader: screenReader, context: context) }
        context.keepUntilExit(loaded, live, simulator, transcript)
        return .success
    }

    /// Each inference once, after the transcript; on standard error for JSON so the JSON stays valid.
    private func printInferences(
        of transcript: Transcript, in live: LiveScreen, reader: ScreenReader, context: CommandContext
    ) {
        let index = ScreenIndex(live.screen)
        var seen: Set<String> = []
        var lines: [String] = live.screen.roots.flatMap { root in root.inferences.map { "screen: \($0)" } }
        // TalkBack for TV gives other hints ("Press select to activate"), and no dump says it came
        // from a TV: say when the reading took the screen for one.
        if reader == .talkBack, let evidence = live.screen.televisionEvidence {
            lines.append("screen: a TV's, so TalkBack for TV's hints are spoken (\(Self.describe(evidence)))")
        }
        for step in transcript.steps {
            guard let id = step.element, seen.insert(id).inserted, let element = index[ElementID(id)] else { continue }
            lines += element.inferences.map { "\(id): \($0)" }
        }
        let offScreen = transcript.steps.compactMap { $0.isOffScreen ? $0.element : nil }
        var output: [String] = []
        if !offScreen.isEmpty {
            output.append(context.styled("Off screen, reached by scrolling:", .bold))
            output += offScreen.map { "  " + $0.escapingControlCharacters }
        }
        if !lines.isEmpty {
            output.append(context.styled("Inferred, not read from the file:", .bold))
            // Inferences quote the dump's text; its control characters are escaped.
            output += lines.map { "  " + $0.escapingControlCharacters }
        }
        for line in output {
            if options.format == .json { context.printError(line) } else { context.print(line) }
        }
    }

    /// What in the dump showed a TV (``AccessibilityScreen/televisionEvidence``), in words.
    private static func describe(_ evidence: TelevisionEvidence) -> String {
        switch evidence {
        case .dpadFocus(let id): "\(id) holds the input focus, as a D-pad's focus does, on a TV's resolution"
        case .televisionPackage(let package): "its package \(package) is a TV app's, on a TV's resolution"
        case .leanbackWidget(let id): "\(id) is one of Leanback's TV widgets, on a TV's resolution"
        }
    }
}
