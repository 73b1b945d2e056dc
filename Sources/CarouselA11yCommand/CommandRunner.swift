import ArgumentParser

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
        do {
            return try runnable.execute(in: context)
        } catch {
            return report(error, in: context)
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
