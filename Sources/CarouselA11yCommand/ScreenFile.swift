import AccessibilityTree
import ArgumentParser
import AuditKit
import CarouselKit
import HierarchyImport
import ScreenReaderKit

/// Loads a file named on the command line into a live screen a simulator can read, through
/// AuditKit's ``AuditKit/LoadedScreen`` (the one place a dump's components are made and a screen
/// is approximated for the other platform's reader); this adds only the command line's wording.
enum ScreenFile {
    /// The screen in the file as `requested` reads it (by default the reader of the screen's
    /// platform). Asking VoiceOver to read an Android screen (or TalkBack an iOS one) reads a
    /// cross-platform approximation (``ScreenReaderKit/CrossPlatformScreen``), with the
    /// components made for the reader's platform, and says so on standard error.
    ///
    /// - Throws: ``InputError`` with the importer's `file:line:column: problem` line, or
    ///   ``InputFiles``' wording for a path that cannot be read.
    static func loadForReading(
        _ path: String, reader requested: ReaderOption?, in context: CommandContext
    ) throws -> (live: LiveScreen, reader: ScreenReader) {
        let loaded = try load(path, reader: requested?.screenReader, in: context)
        if loaded.isApproximation {
            let platform = loaded.reader == .voiceOver ? "n Android" : "n iOS"
            context.printError(
                "note: \(loaded.reader) reading a\(platform) screen: a "
                    + "cross-platform approximation (the nearest \(loaded.reader.platform) semantics; --verbose lists them)"
            )
        }
        return (loaded.live, loaded.reader)
    }

    /// The file read and made live for `reader` (`nil`: the screen's platform's reader).
    private static func load(
        _ path: String, reader: ScreenReader?, in context: CommandContext
    ) throws(InputError) -> LoadedScreen {
        let imported = try InputFiles.importDocument(path, in: context)
        do {
            return try LoadedScreen(imported, file: path, reader: reader)
        } catch {
            throw InputError(error.description)
        }
    }
}

/// The `--reader` values.
enum ReaderOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    case voiceover, talkback

    var screenReader: ScreenReader { self == .voiceover ? .voiceOver : .talkBack }
}
