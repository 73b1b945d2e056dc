import Foundation
import Testing

@testable import CarouselA11yCommand

/// A directory search keeps the regular files it meets: `InputFiles.isRegularFile` answers from
/// `lstat` what Foundation's `isRegularFileKey` answered, which the search asked of every file.
@Suite("carousel-a11y: which files a directory search keeps")
struct InputFilesTests {
    @Test func regularFilesAreToldAsFoundationTellsThem() throws {
        let manager = FileManager.default
        let directory = manager.temporaryDirectory.appendingPathComponent("regular-\(UUID().uuidString)")
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: directory) }
        let file = directory.appendingPathComponent("dump.xml")
        try Data("<hierarchy/>".utf8).write(to: file)
        let folder = directory.appendingPathComponent("folder")
        try manager.createDirectory(at: folder, withIntermediateDirectories: false)
        let paths = [
            file, folder, directory.appendingPathComponent("link-to-file"),
            directory.appendingPathComponent("link-to-folder"),
            directory.appendingPathComponent("broken-link"), directory.appendingPathComponent("missing"),
        ]
        try manager.createSymbolicLink(at: paths[2], withDestinationURL: file)
        try manager.createSymbolicLink(at: paths[3], withDestinationURL: folder)
        try manager.createSymbolicLink(at: paths[4], withDestinationURL: directory.appendingPathComponent("gone"))
        var regular = 0
        for url in paths {
            let foundation = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            #expect(InputFiles.isRegularFile(url.path) == foundation, "\(url.lastPathComponent)")
            if foundation { regular += 1 }
        }
        #expect(regular >= 1)
        #expect(InputFiles.isRegularFile(file.path))
        #expect(!InputFiles.isRegularFile(folder.path))
        #expect(InputFiles.matchingFiles(in: directory.path, globs: ["*.xml"]) == [directory.path + "/dump.xml"])
    }
}
