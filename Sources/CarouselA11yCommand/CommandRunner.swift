import ArgumentParser
import AuditKit
import CarouselKit
import ScreenReaderKit

/// Parses arguments, runs the chosen subcommand against a ``CommandContext`` and maps every
/// outcome to the documented exit status: help 0, findings 1, usage and input errors 2.
///
/// ArgumentParser's own exit code for usage errors is 64 (EX_USAGE); the project promises 2.
public enum CommandRunner {
    /// Runs `carousel-a11y` with the arguments (without the program name).
    public static func run(_ arguments: [String], in context: CommandContext) -> CommandExitStatus {
        let command: ParsableCommand
        do {
            command = try CarouselA11y.parseAsRoot(arguments)
        } catch {
            return report(error, in: context)
        }
        guard let runnable = command as? any ContextCommand else {
            // ArgumentParser's own commands (`help audit`, `audit --help`, the root alone) report
            // what to print by throwing CleanExit, which `report` prints on standard output.
            do {
                var other = command
                try other.run()
            } catch {
                return report(error, in: context)
            }
            return .success
        }
        reportMissingWords(in: context)
        do {
            return try runnable.execute(in: context)
        } catch {
            return report(error, in: context)
        }
    }

    /// Says on standard error when a table's word files were not read (a binary copied away from its
    /// `.resources` folders, a malformed file): the tool then speaks the compiled English words, and
    /// `--language` accepts English only (docs/localization.md, "Word files").
    private static func reportMissingWords(in context: CommandContext) {
        let problems = [
            CarouselStrings.wordFileProblem, SpeechStrings.wordFileProblem, AuditVocabulary.wordFileProblem,
        ]
        for problem in problems.compactMap(\.self) {
            context.printError("warning: word files: \(problem.description); speaking the compiled English words only")
        }
    }

    private static func report(_ error: any Error, in context: CommandContext) -> CommandExitStatus {
        if let input = error as? InputError {
            context.printError("error: \(input.description)")
            return .badInput
        }
        let code = CarouselA11y.exitCode(for: error)
        let message = CarouselA11y.fullMessage(for: error)
        if code == .success {
            // --help and --version are clean exits printed on standard output.
            context.print(message)
            return .success
        }
        context.printError(message.isEmpty ? "error: \(error)" : message)
        return .badInput
    }
}
