import AuditKit
import Foundation

/// Finds and reads the audit configuration: `--config PATH`, else the first of
/// ``defaultNames`` in the dump's directory or the nearest directory above it, up to the
/// repository root (the directory holding `.git`) or the file system's root, as git and
/// SwiftLint look for theirs; else the default configuration.
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

    /// The path of the configuration to read: `explicit` when given, else the first default name
    /// in `start` or a directory above it, stopping after the repository root (a directory
    /// holding `.git`) or at the file system's root; else the one in the current directory.
    static func path(explicit: String?, searchingFrom start: String) -> String? {
        if let explicit { return explicit }
        var directory = URL(fileURLWithPath: start).standardizedFileURL
        while true {
            if let found = path(explicit: nil, directory: directory.path) { return found }
            let isRepositoryRoot = FileManager.default.fileExists(atPath: directory.appendingPathComponent(".git").path)
            let parent = directory.deletingLastPathComponent()
            if isRepositoryRoot || parent.path == directory.path {
                // As before discovery went upward: the current directory's file still applies.
                return path(explicit: nil, directory: FileManager.default.currentDirectoryPath)
            }
            directory = parent
        }
    }

    /// The other default-named configurations beside a discovered one, in `defaultNames` order.
    ///
    /// Two of them in one directory make the choice depend on a precedence a reader of the
    /// directory cannot see, so the command warns; it still reads the first, as before.
    static func shadowed(by path: String) -> [String] {
        let found = URL(fileURLWithPath: path)
        guard defaultNames.contains(found.lastPathComponent) else { return [] }
        let directory = found.deletingLastPathComponent()
        return defaultNames.filter { $0 != found.lastPathComponent }
            .map { directory.appendingPathComponent($0).path }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Where the search starts: the first dump's directory (a directory argument itself), or
    /// the current directory for standard input or no file.
    static func searchStart(for files: [String]) -> String {
        guard let first = files.first, first != "-" else { return FileManager.default.currentDirectoryPath }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory), isDirectory.boolValue {
            return first
        }
        return URL(fileURLWithPath: first).deletingLastPathComponent().path
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
