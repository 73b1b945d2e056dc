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
        let text = GoldenTranscript.text(of: transcript)
        if record != nil, verify != nil { throw InputError("--record and --verify: use one at a time") }
        if let record {
            let url = URL(fileURLWithPath: record).appendingPathComponent(fileName)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                throw InputError(InputFiles.problem(url.path, "cannot be written: \(error.localizedDescription)"))
            }
            context.print("recorded \(url.path)")
            return .success
        }
        guard let verify else { return .success }
        let path = URL(fileURLWithPath: verify).appendingPathComponent(fileName).path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(
                InputFiles.problem(path, "no recorded transcript; record one with --record \(verify)"))
        }
        let recorded = String(decoding: data, as: UTF8.self)
        guard
            let diff = GoldenTranscript.unifiedDiff(
                expected: recorded, actual: text, expectedName: path, actualName: "\(dump) (now)")
        else {
            context.print("matches \(path)")
            return .success
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
