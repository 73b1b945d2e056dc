import Foundation

/// Where a command writes, what it may read from the environment, and whether it may use colour.
///
/// Commands never print directly, so tests run them in-process and read exactly what a user sees.
public final class CommandContext: @unchecked Sendable {
    // Mutated only by the one command that owns the context, on one thread.
    private var standardOutputText = ""
    private var standardErrorText = ""
    private let forward: Bool

    /// The environment the command sees (`NO_COLOR`, `CI`, ...).
    public let environment: [String: String]
    /// Whether standard output is a terminal; colour is used only then, and never with `NO_COLOR`.
    public let isTerminal: Bool
    /// Whether standard error is a terminal, where a long audit shows a progress line.
    public var showsProgress = false
    /// What `-` reads: these bytes when set (tests), else the process's standard input.
    public var standardInput: Data?
    /// What a command asked to keep until the context goes away (``keepUntilExit(_:)``).
    private var kept: [Any] = []

    /// Creates a context.
    /// - Parameters:
    ///   - environment: the process environment.
    ///   - isTerminal: whether standard output is a terminal.
    ///   - forwardToProcessStreams: write through to the process's standard output and error
    ///     as text arrives (the executable); otherwise only collect it (tests).
    public init(environment: [String: String], isTerminal: Bool, forwardToProcessStreams: Bool) {
        self.environment = environment
        self.isTerminal = isTerminal
        self.forward = forwardToProcessStreams
    }

    /// Keeps values alive as long as the context, so a command that has written its output does
    /// not spend its last moments freeing a big screen node by node.
    ///
    /// The executable's context lives until the process calls `exit`, which hands the memory back
    /// to the system at once: freeing the 53,000 elements of a 20 MB dump and their transcript
    /// one by one took 5-9% of `speak`'s time. A test's context takes the values with it when it
    /// goes, so nothing outlives the test.
    public func keepUntilExit(_ values: Any...) {
        kept.append(contentsOf: values)
    }

    /// A context for tests: no terminal, no colour, output collected.
    public static func captured(environment: [String: String] = [:]) -> CommandContext {
        CommandContext(environment: environment, isTerminal: false, forwardToProcessStreams: false)
    }

    /// Whether output may carry ANSI colour: a terminal, and `NO_COLOR` unset or empty (no-color.org).
    public var usesColor: Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Everything written to standard output so far.
    public var standardOutput: String { standardOutputText }
    /// Everything written to standard error so far.
    public var standardError: String { standardErrorText }

    /// Writes a line to standard output.
    public func print(_ line: String = "") { write(line + "\n", error: false) }

    /// Writes text to standard output as it is.
    public func write(_ text: String) { write(text, error: false) }

    /// Writes a line to standard error.
    public func printError(_ line: String) { write(line + "\n", error: true) }

    /// Writes text to standard error as it is (a progress line that rewrites itself).
    public func writeError(_ text: String) { write(text, error: true) }

    /// The bytes of standard input, read once.
    public func readStandardInput() -> Data {
        if let standardInput { return standardInput }
        let data = FileHandle.standardInput.readDataToEndOfFile()
        standardInput = data
        return data
    }

    private func write(_ text: String, error: Bool) {
        if error { standardErrorText += text } else { standardOutputText += text }
        guard forward else { return }
        let handle = error ? FileHandle.standardError : FileHandle.standardOutput
        handle.write(Data(text.utf8))
    }

    /// Wraps text in an ANSI style when colour is on.
    public func styled(_ text: String, _ style: TextStyle) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}

/// The few ANSI styles the command uses.
public enum TextStyle: String, Sendable {
    /// Bold, for headings.
    case bold = "1"
    /// Dim, for hints and secondary text.
    case dim = "2"
    /// Red, for errors and failing figures.
    case red = "31"
    /// Green, for passing figures.
    case green = "32"
    /// Yellow, for warnings.
    case yellow = "33"
    /// Cyan, for gestures.
    case cyan = "36"
}
