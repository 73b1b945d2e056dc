import Foundation
import ScreenReaderKit

/// `speak --record DIR` and `speak --verify DIR`: the golden transcript of one dump, at
/// `DIR/<dump name without extension>.<reader>.txt` (`stdin.<reader>.txt` for `-`).
struct GoldenTranscriptFile {
    let dump: String
    let reader: ScreenReader

    /// The file's name in the directory.
    var fileName: String {
        let base = dump == "-" ? "stdin" : URL(fileURLWithPath: dump).deletingPathExtension().lastPathComponent
        return "\(base).\(reader.rawValue).txt"
    }

    /// Records or verifies; exit status 1 when a verified transcript differs.
    func run(
        _ transcript: Transcript, record: String?, verify: String?, context: CommandContext
    ) throws -> CommandExitStatus {
        if record != nil, verify != nil { throw InputError("--record and --verify: use one at a time") }
        if let record {
            let path = URL(fileURLWithPath: record).appendingPathComponent(fileName).path
            do {
                try GoldenTranscript.record(transcript, to: path)
            } catch {
                throw InputError(InputFiles.problem(path, "cannot be written: \(error.reason)"))
            }
            context.print("recorded \(path)")
            return .success
        }
        guard let verify else { return .success }
        let path = URL(fileURLWithPath: verify).appendingPathComponent(fileName).path
        let diff: String
        switch GoldenTranscript.compare(transcript, withFileAt: path, actualName: "\(dump) (now)") {
        case .matches:
            context.print("matches \(path)")
            return .success
        case .missing:
            throw InputError(InputFiles.problem(path, "no recorded transcript; record one with --record \(verify)"))
        case .differs(let difference):
            diff = difference
        }
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let style: TextStyle? =
                line.hasPrefix("-") && !line.hasPrefix("---")
                ? .red
                : line.hasPrefix("+") && !line.hasPrefix("+++") ? .green : line.hasPrefix("@@") ? .cyan : nil
            context.print(style.map { context.styled(String(line), $0) } ?? String(line))
        }
        return .findings
    }
}
