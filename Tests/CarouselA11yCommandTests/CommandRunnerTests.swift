import CarouselA11yCommand
import Testing

@Suite("carousel-a11y: exit statuses and output policy")
struct CommandRunnerTests {
    @Test func helpSucceedsOnStandardOutput() {
        let context = CommandContext.captured()
        #expect(CommandRunner.run(["--help"], in: context) == .success)
        #expect(context.standardOutput.contains("USAGE: carousel-a11y"))
        #expect(context.standardError.isEmpty)
    }

    /// Every subcommand's help states its exit statuses, as the root's does; a CI author reads
    /// `carousel-a11y help walk`, not the root page.
    @Test(arguments: ["demo", "speak", "walk", "audit"])
    func everySubcommandsHelpStatesItsExitStatuses(subcommand: String) {
        let context = CommandContext.captured()
        #expect(CommandRunner.run([subcommand, "--help"], in: context) == .success)
        let help = context.standardOutput.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("Exit status: 0"))
        #expect(help.contains("2"))
    }

    /// The audit help's configuration example is valid YAML as printed: one short line per key,
    /// since the help wraps long lines (a wrapped flow mapping could not be copied).
    @Test func auditHelpListsFormatsInputsAndACopyableExample() {
        let context = CommandContext.captured()
        #expect(CommandRunner.run(["audit", "--help"], in: context) == .success)
        let help = context.standardOutput
        #expect(
            help.contains(
                "  suppress:\n    - rule: label-missing\n      element: com.example:id/close\n      reason: decorative\n"
            ))
        let flat = help.replacingOccurrences(of: "\n", with: " ")
        #expect(flat.contains("sarif (SARIF 2.1.0)") && flat.contains("junit (JUnit XML"))
        #expect(flat.contains("screen documents (whose components are audited live)"))
    }

    @Test func anUnknownFlagIsAUsageErrorWithStatus2() {
        let context = CommandContext.captured()
        #expect(CommandRunner.run(["--bogus"], in: context) == .badInput)
        #expect(context.standardError.contains("Unknown option '--bogus'"))
    }

    @Test func anUnknownSubcommandIsAUsageErrorWithStatus2() {
        let context = CommandContext.captured()
        #expect(CommandRunner.run(["dance"], in: context) == .badInput)
        #expect(!context.standardError.isEmpty)
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        let terminal = CommandContext(environment: [:], isTerminal: true, forwardToProcessStreams: false)
        #expect(terminal.styled("x", .bold) == "\u{1B}[1mx\u{1B}[0m")
        let noColor = CommandContext(environment: ["NO_COLOR": "1"], isTerminal: true, forwardToProcessStreams: false)
        #expect(noColor.styled("x", .bold) == "x")
        let pipe = CommandContext(environment: [:], isTerminal: false, forwardToProcessStreams: false)
        #expect(pipe.styled("x", .bold) == "x")
    }
}

@Suite("carousel-a11y: help for each subcommand")
struct SubcommandHelpTests {
    @Test(arguments: [
        (["demo", "--help"], "USAGE: carousel-a11y demo"),
        (["speak", "-h"], "USAGE: carousel-a11y speak"),
        (["walk", "--help"], "USAGE: carousel-a11y walk"),
        (["audit", "--help"], "USAGE: carousel-a11y audit"),
        (["help", "audit"], "USAGE: carousel-a11y audit"),
        ([], "SUBCOMMANDS:"),
    ])
    func eachSubcommandPrintsItsOwnHelp(arguments: [String], expected: String) {
        let context = CommandContext.captured()
        #expect(CommandRunner.run(arguments, in: context) == .success)
        #expect(context.standardOutput.contains(expected))
        #expect(context.standardError.isEmpty)
    }

    /// What a command keeps with `keepUntilExit` lives exactly as long as its context: the
    /// executable's context lasts until `exit`, so `speak` never frees its screen node by node,
    /// and a test's context takes the values with it, so nothing outlives the test.
    @Test func keptValuesLiveAsLongAsTheContext() {
        final class Screen {}
        weak var kept: Screen?
        var context: CommandContext? = CommandContext.captured()
        do {
            let screen = Screen()
            kept = screen
            context?.keepUntilExit(screen)
        }
        #expect(kept != nil)
        context = nil
        #expect(kept == nil)
    }
}
