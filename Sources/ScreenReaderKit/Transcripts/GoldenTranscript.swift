/// A transcript as a stable, diffable text file: what a screen reader says on each step, one
/// line a step, for checking in beside the app and comparing in CI (`carousel-a11y speak
/// --record`/`--verify`, and `expectTranscript(matchesFile:)` in CarouselTesting, write and
/// read the same text).
///
/// ```
/// # carousel-a11y transcript: TalkBack
/// 1. swipe right: "Overview, Tab" (hint: Double-tap to activate)
/// 2. swipe right <boundary>
/// ```
///
/// The text holds nothing that changes between runs or machines: no paths, dates or colour.
/// Control characters in speech are escaped, so a step is always one line.
public enum GoldenTranscript {
    /// The file's text: a header naming the reader, then one line a step, ending in a newline.
    ///
    /// - Complexity: O(n) in the transcript's size.
    public static func text(of transcript: Transcript) -> String {
        var lines = ["# carousel-a11y transcript: \(transcript.reader.description)"]
        for (offset, step) in transcript.steps.enumerated() {
            var line = "\(offset + 1). \(escaped(step.gesture))"
            if !step.speech.isEmpty { line += ": \"\(escaped(step.speech))\"" }
            if let hint = step.hint { line += " (hint: \(escaped(hint)))" }
            for announcement in step.announcements { line += " [announced: \"\(escaped(announcement))\"]" }
            for action in step.performed { line += " [performed: \(escaped(action))]" }
            for sound in step.sounds { line += " <\(escaped(sound))>" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A unified diff (`---`/`+++`, `@@` hunks with three lines of context) from `expected` to
    /// `actual`, or `nil` when they are equal.
    ///
    /// - Complexity: O(n × m) in the two line counts (a longest common subsequence).
    public static func unifiedDiff(
        expected: String, actual: String, expectedName: String, actualName: String
    ) -> String? {
        guard expected != actual else { return nil }
        let old = lines(of: expected)
        let new = lines(of: actual)
        // Longest common subsequence table, from the ends.
        var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        enum Edit { case same(String), removed(String), added(String) }
        var edits: [(edit: Edit, oldLine: Int, newLine: Int)] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append((.same(old[i]), i, j))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
                edits.append((.removed(old[i]), i, j))
                i += 1
            } else {
                edits.append((.added(new[j]), i, j))
                j += 1
            }
        }
        let changed = edits.indices.filter { if case .same = edits[$0].edit { false } else { true } }
        var output = ["--- \(expectedName)", "+++ \(actualName)"]
        var index = 0
        while index < changed.count {
            let start = max(0, changed[index] - 3)
            var end = min(edits.count - 1, changed[index] + 3)
            while index + 1 < changed.count, changed[index + 1] - 3 <= end + 1 {
                index += 1
                end = min(edits.count - 1, changed[index] + 3)
            }
            index += 1
            let hunk = edits[start...end]
            guard let first = hunk.first else { continue }
            let oldCount = hunk.filter { if case .added = $0.edit { false } else { true } }.count
            let newCount = hunk.filter { if case .removed = $0.edit { false } else { true } }.count
            let oldStart = oldCount == 0 ? first.oldLine : first.oldLine + 1
            let newStart = newCount == 0 ? first.newLine : first.newLine + 1
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for entry in hunk {
                switch entry.edit {
                case .same(let line): output.append(" " + line)
                case .removed(let line): output.append("-" + line)
                case .added(let line): output.append("+" + line)
                }
            }
        }
        return output.joined(separator: "\n") + "\n"
    }

    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
