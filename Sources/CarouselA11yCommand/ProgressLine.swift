/// A line on standard error that counts the dumps read, rewritten in place, shown only when
/// standard error is a terminal and there are more than ``threshold`` files (a short audit
/// needs none, and a log must not fill with carriage returns).
struct ProgressLine {
    /// Fewer files than this show no progress.
    static let threshold = 5

    let total: Int
    let context: CommandContext

    private var isShown: Bool { context.showsProgress && total > Self.threshold }

    /// Shows `reading N/M: path`, replacing the previous line.
    func show(_ number: Int, _ path: String) {
        guard isShown else { return }
        context.writeError("\r\u{1B}[K" + "reading \(number)/\(total): \(path.escapingControlCharacters)")
    }

    /// Clears the line, so the report or the errors start on a clean one.
    func finish() {
        guard isShown else { return }
        context.writeError("\r\u{1B}[K")
    }
}
