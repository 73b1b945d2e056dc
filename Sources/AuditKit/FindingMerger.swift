/// Merges the findings of several screens of one app, so an element every screen shares (a
/// bottom bar, a toolbar button) is reported once, not once per screen.
public enum FindingMerger {
    /// One finding per rule, app and element locator: the first, in order, listing the other
    /// files in ``Finding/alsoIn``. Findings with no element locator are kept as they are.
    ///
    /// - Parameters:
    ///   - findings: the findings of every file, in report order.
    ///   - appOfFile: the app (Android package, iOS application name) each file's screen belongs to;
    ///     files of different apps are never merged.
    /// - Complexity: O(n) in the number of findings.
    public static func merge(_ findings: [Finding], appOfFile: [String: String]) -> [Finding] {
        var result: [Finding] = []
        var firstIndex: [String: Int] = [:]
        for finding in findings {
            guard let locator = finding.element?.locator, let file = finding.file else {
                result.append(finding)
                continue
            }
            let key = [appOfFile[file] ?? "", finding.rule, locator].joined(separator: "\u{0}")
            if let index = firstIndex[key] {
                if result[index].file != file, !(result[index].alsoIn ?? []).contains(file) {
                    result[index].alsoIn = (result[index].alsoIn ?? []) + [file]
                }
            } else {
                firstIndex[key] = result.count
                result.append(finding)
            }
        }
        return result
    }
}
