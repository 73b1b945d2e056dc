import Foundation

/// Findings a team has accepted for now, by fingerprint (``Finding/fingerprint``): with
/// `audit --baseline FILE` only findings not in it fail the run.
///
/// The file is JSON: `{"version": 1, "findings": [{"fingerprint", "rule", "locator", "file"}]}`;
/// only `fingerprint` is compared, the rest is there for the people who read it.
public struct Baseline: Sendable, Hashable, Codable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable, Codable {
        /// The finding's fingerprint.
        public var fingerprint: String
        /// Its rule.
        public var rule: String
        /// Its element's stable locator.
        public var locator: String?
        /// The file it was first seen in.
        public var file: String?

        /// Creates an entry.
        public init(fingerprint: String, rule: String, locator: String? = nil, file: String? = nil) {
            self.fingerprint = fingerprint
            self.rule = rule
            self.locator = locator
            self.file = file
        }
    }

    /// The format's version, 1.
    public var version: Int
    /// The accepted findings.
    public var findings: [Entry]

    /// A baseline of the findings that have a fingerprint, each once.
    public init(findings: [Finding]) {
        var seen: Set<String> = []
        version = 1
        self.findings = findings.compactMap { finding in
            guard let fingerprint = finding.fingerprint, seen.insert(fingerprint).inserted else { return nil }
            return Entry(
                fingerprint: fingerprint, rule: finding.rule, locator: finding.element?.locator, file: finding.file)
        }
    }

    /// Whether the baseline holds the finding.
    public func contains(_ finding: Finding) -> Bool {
        guard let fingerprint = finding.fingerprint else { return false }
        return findings.contains { $0.fingerprint == fingerprint }
    }

    /// The findings not in the baseline, in order.
    ///
    /// - Complexity: O(n + b) for n findings and b entries.
    public func newFindings(in findings: [Finding]) -> [Finding] {
        let known = Set(self.findings.map(\.fingerprint))
        return findings.filter { finding in finding.fingerprint.map { !known.contains($0) } ?? true }
    }

    /// The baseline as JSON, sorted keys, ending with a newline.
    public var json: String { ReportEncoding.json(self) }

    /// Reads a baseline file.
    ///
    /// - Throws: ``BaselineError`` naming the file.
    public static func load(contentsOf path: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(file: path, reason: "the file does not exist or cannot be read")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError(
                file: path,
                reason: "expected {\"version\": 1, \"findings\": [{\"fingerprint\", \"rule\"}]}: "
                    + describe(error, in: data))
        }
        // A later format may fingerprint differently; reading it as version 1 would report or hide
        // the wrong findings without a word.
        guard baseline.version == 1 else {
            throw BaselineError(
                file: path,
                reason: "version \(baseline.version) is not one this carousel-a11y reads (1); "
                    + "write the baseline again with --write-baseline")
        }
        return baseline
    }

    /// What is wrong, in the file's terms ("at findings[0]: no \"fingerprint\"", "not valid JSON at
    /// line 2, column 5") rather than Swift's (`DecodingError.keyNotFound`, `CodingKeys(...)`).
    private static func describe(_ error: any Error, in data: Data) -> String {
        func at(_ path: [any CodingKey]) -> String {
            guard !path.isEmpty else { return "" }
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return "at \(text.hasPrefix(".") ? String(text.dropFirst()) : text): "
        }
        func kind(_ type: Any.Type) -> String {
            switch type {
            case is String.Type: "a string"
            case is Int.Type, is Double.Type: "a number"
            case is Bool.Type: "true or false"
            case is [Any].Type: "an array"
            default: "an object"
            }
        }
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(at(context.codingPath))no \"\(key.stringValue)\""
        case .typeMismatch(let type, let context):
            return "\(at(context.codingPath))expected \(kind(type))"
        case .valueNotFound(let type, let context):
            return "\(at(context.codingPath))expected \(kind(type)), found null"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let text = String(decoding: data, as: UTF8.self)
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
                if let (line, column) = AuditConfiguration.position(in: message, text: text) {
                    if message.contains("Unexpected end of file") {
                        return "not valid JSON: it ends at line \(line), column \(column), before the JSON is complete"
                    }
                    return "not valid JSON at line \(line), column \(column)"
                }
            }
            return "not valid JSON"
        case .dataCorrupted(let context):
            return "\(at(context.codingPath))\(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
