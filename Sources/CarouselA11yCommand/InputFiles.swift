import Foundation
import HierarchyImport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The dumps a command line names: files, directories (searched recursively for files matching
/// the `--include` globs) and `-` for standard input; and the one wording every command uses
/// for a path it cannot read.
enum InputFiles {
    /// The name standard input goes by in reports and errors.
    static let standardInputName = "<stdin>"

    /// The globs a directory's files must match when `--include` is not given.
    static let defaultIncludes = ["*.xml", "*.json", "*.txt"]

    /// The files `arguments` name, in order; a directory expands to its matching files, sorted
    /// by path, hidden files and folders skipped.
    ///
    /// - Throws: ``InputError`` for a directory without a matching file.
    static func expand(_ arguments: [String], includes: [String]) throws -> [String] {
        var files: [String] = []
        var problems: [String] = []
        let globs = includes.isEmpty ? defaultIncludes : includes
        for argument in arguments {
            if argument == "-" {
                files.append(argument)
                continue
            }
            var isDirectory: ObjCBool = false
            // A missing path is named when it is read, with every other bad file of the run.
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                files.append(argument)
                continue
            }
            let found = matchingFiles(in: argument, globs: globs)
            if found.isEmpty {
                problems.append(
                    problem(
                        argument, "a directory with no file matching \(globs.joined(separator: ", ")) (see --include)"))
            }
            files += found
        }
        guard problems.isEmpty else { throw InputError(problems: problems) }
        return files
    }

    /// The files below `directory` whose name (or path relative to it, for a glob with `/`)
    /// matches one of `globs`, sorted.
    static func matchingFiles(in directory: String, globs: [String]) -> [String] {
        let base = URL(fileURLWithPath: directory)
        guard
            let enumerator = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var result: [String] = []
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let basePath = base.standardizedFileURL.path
        while let url = enumerator.nextObject() as? URL {
            guard isRegularFile(url.path) else { continue }
            let full = url.standardizedFileURL.path
            guard full.hasPrefix(basePath + "/") else { continue }
            let relative = String(full.dropFirst(basePath.count + 1))
            let matches = globs.contains { glob in
                fnmatch(glob, glob.contains("/") ? relative : url.lastPathComponent, 0) == 0
            }
            if matches { result.append(prefix + relative) }
        }
        return result.sorted()
    }

    /// Whether the path names a regular file itself (not through a symbolic link): what
    /// Foundation's `isRegularFileKey` answers on Linux, from `lstat`, without building the URL
    /// resource values of every file a directory search meets (most of a crawl's search time).
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFREG
    }

    /// Reads the dump at `path` (or standard input for `-`) with its live components.
    ///
    /// - Throws: ``InputError``: `path: no such file or directory`, `path: is a directory…`,
    ///   `path: cannot be read: <reason>`, or the importer's `file:line:column: problem`.
    static func importDocument(_ path: String, in context: CommandContext) throws(InputError) -> ImportedScreen {
        do {
            if path == "-" {
                return try ScreenImporter.importDocument(data: context.readStandardInput(), fileName: standardInputName)
            }
            try checkReadable(path)
            return try ScreenImporter.importDocument(contentsOf: path)
        } catch let error as InputError {
            throw error
        } catch let error as ImportError where error.kind == .unreadable {
            throw InputError(problem(path, error.problem))
        } catch {
            throw InputError("\(error)")
        }
    }

    /// Refuses a missing path or a directory with the common wording.
    static func checkReadable(_ path: String) throws(InputError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(problem(path, "no such file or directory"))
        }
        if isDirectory.boolValue {
            throw InputError(problem(path, "is a directory; name a dump file (audit also reads directories)"))
        }
    }

    /// The paths without repeats, in their first order: a dump named twice (`audit dumps
    /// dumps/home.xml`, overlapping globs) would have every finding reported twice, and standard
    /// input can be read only once.
    static func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { path in
            seen.insert(path == "-" ? path : URL(fileURLWithPath: path).standardizedFileURL.path).inserted
        }
    }

    /// A note for files a directory search found that are no dump at all (a `labels.json`, a
    /// `package.json` beside the dumps): they make the run exit 2, and `--include` is the way out.
    ///
    /// - Parameters:
    ///   - reasons: each unreadable file with its reason.
    ///   - named: the paths the command line named (a file named there is not the search's doing).
    static func searchNote(
        unreadable reasons: [(file: String, reason: String)], named: [String], includes: [String]
    ) -> String? {
        let named = Set(named)
        let strays = reasons.filter { !named.contains($0.file) && $0.reason.hasPrefix("not an accessibility dump") }
        guard !strays.isEmpty else { return nil }
        let globs = (includes.isEmpty ? defaultIncludes : includes).joined(separator: ", ")
        let what =
            strays.count == 1
            ? "1 file is not an accessibility dump" : "\(strays.count) files are not accessibility dumps"
        return "note: \(what); a directory search read \(strays.count == 1 ? "it" : "them") for matching \(globs), and "
            + "--include chooses what it reads (--include '*.xml')"
    }

    /// Why `path` could not be written, in the words of the read side: Foundation's own text for
    /// a directory is "(NSCocoaErrorDomain error 512.)", which tells a user nothing.
    static func writeFailure(_ path: String, _ error: any Error) -> String {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return "is a directory; name a file to write" }
            if !manager.isWritableFile(atPath: path) { return "permission denied" }
        } else {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            if !manager.fileExists(atPath: folder, isDirectory: &isDirectory) {
                return "no such directory \(folder)"
            }
            if !isDirectory.boolValue { return "\(folder) is not a directory" }
            if !manager.isWritableFile(atPath: folder) { return "permission denied in \(folder)" }
        }
        return error.localizedDescription
    }

    /// `path: what`, the one wording of every unreadable path.
    static func problem(_ path: String, _ what: String) -> String { "\(path): \(what)" }
}
