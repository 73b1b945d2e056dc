import ArgumentParser

/// The `carousel-a11y` command: hear and audit accessibility trees of carousels and screens.
public struct CarouselA11y: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "carousel-a11y",
        abstract: "Hear what VoiceOver and TalkBack say on a screen, and audit its carousels.",
        discussion: """
            Exit status: 0 success; 1 audit findings at or above --fail-on; 2 bad input or usage.
            Colour is used only on a terminal, and never when NO_COLOR is set.
            """,
        version: version,
        subcommands: [
            DemoCommand.self, SpeakCommand.self, WalkCommand.self, AuditCommand.self, ReportCommand.self,
            CaptureCommand.self,
        ])

    /// The version `--version` prints.
    public static let version = "0.2.0"

    public init() {}
}

/// A subcommand that runs against a ``CommandContext`` and returns its exit status.
protocol ContextCommand: ParsableCommand {
    /// Runs the command; throws ``InputError`` (or any error) for bad input.
    func execute(in context: CommandContext) throws -> CommandExitStatus
}

extension ContextCommand {
    /// Unused: ``CommandRunner`` calls ``execute(in:)`` so output can be captured.
    public mutating func run() throws {
        let context = CommandContext(environment: [:], isTerminal: false, forwardToProcessStreams: true)
        let status = try execute(in: context)
        if status != .success { throw ExitCode(status.rawValue) }
    }
}

/// The exit statuses of `carousel-a11y`, as the design fixes them.
public enum CommandExitStatus: Int32, Sendable {
    /// The command did what was asked; an audit found nothing at or above the threshold.
    case success = 0
    /// An audit found something at or above `--fail-on`.
    case findings = 1
    /// Bad input: a usage error, a missing or malformed file.
    case badInput = 2
}
