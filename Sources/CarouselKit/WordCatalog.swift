import Foundation

/// Every word file of one table (one module's `Resources/Words` folder), by language.
///
/// Decision (issue 23): the package finds its resource bundle itself rather than through SwiftPM's
/// generated `Bundle.module`, which calls `fatalError` when the bundle is missing (a
/// `carousel-a11y` binary copied away from its `.resources` folder). ``bundled(_:sourceFile:)``
/// looks beside the executable, in the main bundle and the loaded bundles, then in the source
/// folder the package was built from; when no folder is found it returns an error and each table
/// falls back to its English words compiled into the module (`docs/localization.md`, "Word files").
public struct WordCatalog: Sendable, Hashable {
    /// The folder the files were read from.
    public let directory: URL
    /// The files by the language tag they are named after ("de", "pt-BR").
    public let files: [String: WordFile]

    /// Reads every `<bcp47>.json` file of a folder.
    ///
    /// - Throws: ``WordFileError`` for the first file (in name order) that cannot be read, that
    ///   is malformed, or whose `language` differs from its name.
    /// - Complexity: O(total size of the files).
    public init(directory: URL) throws(WordFileError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw WordFileError(file: directory.path, key: nil, problem: "is not a readable folder of word files")
        }
        var files: [String: WordFile] = [:]
        for name in names.sorted() where name.hasSuffix(".json") {
            let file = try WordFile(contentsOf: directory.appendingPathComponent(name))
            let tag = String(name.dropLast(".json".count))
            guard file.language == tag else {
                throw WordFileError(
                    file: name, key: "language",
                    problem: "expected \"\(tag)\" as the file is named, found \"\(file.language)\"")
            }
            files[tag] = file
        }
        guard !files.isEmpty else {
            throw WordFileError(file: directory.path, key: nil, problem: "holds no word files (<bcp47>.json)")
        }
        self.directory = directory
        self.files = files
    }

    /// The word files a module ships, found without trapping (see the type's discussion).
    ///
    /// - Parameters:
    ///   - module: the target whose `Resources/Words` folder to read ("CarouselKit").
    ///   - sourceFile: a file of that target, whose folder locates the source copy (`#filePath`).
    /// - Returns: the catalog, or the error that says where it looked or which file is malformed.
    /// - Complexity: O(total size of the files) plus a few file-system lookups.
    public static func bundled(_ module: String, sourceFile: String) -> Result<WordCatalog, WordFileError> {
        let candidates = searchedDirectories(module, sourceFile: sourceFile)
        guard let directory = candidates.first(where: isDirectory) else {
            return .failure(
                WordFileError(
                    file: "\(module) word files", key: nil,
                    problem: "not found; looked in " + candidates.map(\.path).joined(separator: ", ")))
        }
        do {
            return .success(try WordCatalog(directory: directory))
        } catch {
            return .failure(error)
        }
    }

    /// The folders ``bundled(_:sourceFile:)`` tries, in order: the module's resource bundle
    /// (`AccessibleCarousel_<module>.resources` on Linux and Windows, `.bundle` on Apple platforms)
    /// beside the executable and in the main and loaded bundles, then `Resources/Words` in the
    /// module's source folder.
    public static func searchedDirectories(_ module: String, sourceFile: String) -> [URL] {
        var roots: [URL] = []
        if let executable = Bundle.main.executableURL {
            roots.append(executable.deletingLastPathComponent())
            roots.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        roots.append(Bundle.main.bundleURL)
        if let resources = Bundle.main.resourceURL { roots.append(resources) }
        #if canImport(Darwin)
            // An app's frameworks are loaded bundles on Apple platforms. Elsewhere swift-corelibs-
            // Foundation's allBundles leaks the array it builds (LeakSanitizer, Fuzz/run) and finds
            // nothing beyond the main bundle, which is already searched.
            roots += Bundle.allBundles.compactMap(\.resourceURL)
        #endif
        var candidates: [URL] = []
        for root in roots {
            for suffix in ["resources", "bundle"] {
                let bundle = root.appendingPathComponent("AccessibleCarousel_\(module).\(suffix)")
                candidates.append(bundle.appendingPathComponent("Words"))
                candidates.append(bundle.appendingPathComponent("Contents/Resources/Words"))
            }
        }
        // The source folder: `sourceFile` is `Sources/<module>/.../File.swift`.
        var folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        while folder.pathComponents.count > 1, folder.lastPathComponent != module {
            folder.deleteLastPathComponent()
        }
        if folder.lastPathComponent == module {
            candidates.append(folder.appendingPathComponent("Resources/Words"))
        }
        var seen: Set<String> = []
        return candidates.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
