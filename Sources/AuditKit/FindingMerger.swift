/// Merges the findings of several screens of one app, so an element every screen shares (a
/// bottom bar, a toolbar button) is reported once, not once per screen.
public enum FindingMerger {
    /// One finding per rule, app and element locator: the first, in order, listing the other
    /// files in ``Finding/alsoIn``. Findings with no element locator are kept as they are, and so
    /// are alike findings within one file (two rows with the same class path and label).
    ///
    /// - Parameters:
    ///   - findings: the findings of every file, in report order.
    ///   - appOfFile: the app (Android package, iOS application name) each file's screen belongs to;
    ///     files of different apps are never merged.
    /// - Complexity: O(n) in the number of findings (expected, with hashing).
    public static func merge(_ findings: [Finding], appOfFile: [String: String]) -> [Finding] {
        // Findings merge only across files: with one file (a single dump, however big) every
        // finding is kept as it is, without a key built and hashed for each.
        let file = findings.first { $0.file != nil }?.file
        if findings.allSatisfy({ $0.file == nil || $0.file == file }) { return findings }
        var result: [Finding] = []
        var firstIndex: [String: Int] = [:]
        // The files each kept finding lists, for a constant-time check: a crawl's shared bottom
        // bar is in every one of its thousand files.
        var listed: [Int: Set<String>] = [:]
        for finding in findings {
            guard let locator = finding.element?.locator, let file = finding.file else {
                result.append(finding)
                continue
            }
            let key = [appOfFile[file] ?? "", finding.rule, locator].joined(separator: "\u{0}")
            if let index = firstIndex[key], result[index].file != file {
                // Two alike elements on one screen (rows without identifiers) stay two findings.
                if listed[index, default: Set(result[index].alsoIn ?? [])].insert(file).inserted {
                    if result[index].alsoIn == nil {
                        result[index].alsoIn = [file]
                    } else {
                        result[index].alsoIn?.append(file)
                    }
                }
            } else if firstIndex[key] != nil {
                result.append(finding)
            } else {
                firstIndex[key] = result.count
                result.append(finding)
            }
        }
        return result
    }
}
