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

    /// Every file's screen for its platform's reader, all read before any is used. Decision (for
    /// `report`, which draws every screen or none): one bad file stops the run before a report;
    /// so that one run shows every problem, each bad file gets its own `error:` line, and the
    /// last line says nothing was drawn. (`audit` goes on past a bad file: ``AuditKit/DumpAuditor``.)
    static func loadAll(_ paths: [String], in context: CommandContext) throws -> [LiveScreen] {
        var screens: [LiveScreen] = []
        var problems: [String] = []
        let progress = ProgressLine(total: paths.count, context: context)
        for (index, path) in paths.enumerated() {
            progress.show(index + 1, path)
            do {
                screens.append(try load(path, reader: nil, in: context).live)
            } catch {
                problems += error.problems
            }
        }
        progress.finish()
        guard !problems.isEmpty else { return screens }
        guard paths.count > 1 else { throw InputError(problems: problems) }
        let summary = "\(problems.count) of \(paths.count) dumps could not be read; nothing was audited"
        throw InputError(problems: problems + [summary])
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
