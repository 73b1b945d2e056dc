import Foundation
import HierarchyImport

/// Where a dump comes from: a file, or bytes already read (standard input, a test's text).
public enum DumpSource: Sendable, Hashable {
    /// The file at a path.
    case file(String)
    /// Bytes read elsewhere, with the name reports give them (`<stdin>`).
    case bytes(Data, name: String)

    /// The name findings, reports and errors give the dump: the path as given, or the name.
    public var name: String {
        switch self {
        case .file(let path): path
        case .bytes(_, let name): name
        }
    }

    /// Reads and imports the dump, with the components a screen document describes.
    ///
    /// - Throws: ``UnreadableDump``: a missing path, a directory, a file the system cannot read,
    ///   or the importer's `file:line:column: problem`.
    /// - Complexity: O(n) in the dump's size.
    public func read() throws(UnreadableDump) -> ImportedScreen {
        do {
            switch self {
            case .bytes(let data, let name):
                return try ScreenImporter.importDocument(data: data, fileName: name)
            case .file(let path):
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    throw UnreadableDump(file: path, reason: "no such file or directory")
                }
                if isDirectory.boolValue { throw UnreadableDump(file: path, reason: "is a directory") }
                return try ScreenImporter.importDocument(contentsOf: path)
            }
        } catch let error as UnreadableDump {
            throw error
        } catch let error as ImportError where error.kind == .unreadable {
            // The system's reason for the path, without the importer's 1:1 position.
            throw UnreadableDump(file: name, reason: error.problem)
        } catch let error as ImportError {
            throw UnreadableDump(file: error.file, reason: error.problem, line: error.line, column: error.column)
        } catch {
            throw UnreadableDump(file: name, reason: "\(error)")
        }
    }
}
