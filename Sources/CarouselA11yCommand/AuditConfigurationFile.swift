import AuditKit
import Foundation

/// Finds and reads the audit configuration: `--config PATH`, else the first of
/// ``defaultNames`` in the current directory, else the default configuration.
enum AuditConfigurationFile {
    /// The file names looked for in the current directory, in order.
    static let defaultNames = [".carousel-a11y.yml", ".carousel-a11y.yaml", ".carousel-a11y.json"]

    /// The path of the configuration to read: `explicit` when given, else the first default name
    /// present in `directory`, else `nil`.
    static func path(explicit: String?, directory: String) -> String? {
        if let explicit { return explicit }
        let base = URL(fileURLWithPath: directory)
        return defaultNames.map { base.appendingPathComponent($0).path }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Reads the configuration at `path`, or the default one when `path` is `nil`.
    ///
    /// - Throws: ``InputError`` with the configuration error's `file:line: problem`.
    static func load(path: String?) throws -> AuditConfiguration {
        guard let path else { return AuditConfiguration() }
        do {
            return try AuditConfiguration.load(contentsOf: path)
        } catch {
            throw InputError(error.description)
        }
    }
}
