import AccessibilityTree
import ArgumentParser
import CarouselKit
import HierarchyImport
import ScreenReaderKit

/// Loads a file named on the command line into a live screen a simulator can read: a dump of
/// a real app (static), or a screen document whose components come alive; for `speak` and
/// `walk`, possibly as the other platform's reader would read it.
enum ScreenFile {
    /// The screen in the file, with its components made for the screen's platform.
    ///
    /// - Throws: ``InputError`` with the importer's `file:line:column: problem` line, or
    ///   ``InputFiles``' wording for a path that cannot be read.
    static func load(_ path: String, in context: CommandContext) throws -> (live: LiveScreen, format: DumpFormat) {
        let imported = try InputFiles.importDocument(path, in: context)
        var components: [any AccessibilityComponent] = []
        for specification in imported.components {
            do {
                components.append(try specification.makeComponent(for: imported.screen.platform))
            } catch {
                throw InputError("\(path): the \(specification.kind) \"\(specification.id)\": \(error)")
            }
        }
        return (LiveScreen(imported.screen, components: components), imported.format)
    }

    /// The screen in the file as `requested` reads it (by default the reader of the screen's
    /// platform). Asking VoiceOver to read an Android screen (or TalkBack an iOS one) reads a
    /// cross-platform approximation (``ScreenReaderKit/CrossPlatformScreen``), with the
    /// components made for the reader's platform, and says so on standard error.
    static func loadForReading(
        _ path: String, reader requested: ReaderOption?, in context: CommandContext
    ) throws -> (live: LiveScreen, reader: ScreenReader) {
        let imported = try InputFiles.importDocument(path, in: context)
        let platformReader: ScreenReader = imported.screen.platform == .iOS ? .voiceOver : .talkBack
        let reader = requested?.screenReader ?? platformReader
        var screen = imported.screen
        if reader != platformReader {
            screen = CrossPlatformScreen.approximate(screen, for: reader)
            context.printError(
                "note: \(reader) reading a\(imported.screen.platform == .iOS ? "n iOS" : "n Android") screen: a "
                    + "cross-platform approximation (the nearest \(reader.platform) semantics; --verbose lists them)")
        }
        var components: [any AccessibilityComponent] = []
        for specification in imported.components {
            do {
                components.append(try specification.makeComponent(for: reader.platform))
            } catch {
                throw InputError("\(path): the \(specification.kind) \"\(specification.id)\": \(error)")
            }
        }
        return (LiveScreen(screen, components: components), reader)
    }
}

/// The `--reader` values.
enum ReaderOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    case voiceover, talkback

    var screenReader: ScreenReader { self == .voiceover ? .voiceOver : .talkBack }
}
