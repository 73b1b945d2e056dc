import AccessibilityTree
import ArgumentParser
import CarouselKit
import HierarchyImport
import ScreenReaderKit

/// Loads a file named on the command line into a live screen a simulator can read: a dump of
/// a real app (static), or a screen document whose components come alive.
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

    /// The reader the user asked for, or the one of the screen's platform; asking VoiceOver to
    /// read an Android dump (or TalkBack an iOS one) is an input error, since each model reads
    /// only its own platform's properties.
    static func reader(_ requested: ReaderOption?, for screen: AccessibilityScreen, path: String) throws -> ScreenReader
    {
        let platformReader: ScreenReader = screen.platform == .iOS ? .voiceOver : .talkBack
        guard let requested else { return platformReader }
        guard requested.screenReader == platformReader else {
            throw InputError(
                "\(path): --reader \(requested.rawValue) cannot read this \(screen.platform) screen; "
                    + "use --reader \(platformReader.rawValue) (or leave --reader out)")
        }
        return requested.screenReader
    }
}

/// The `--reader` values.
enum ReaderOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    case voiceover, talkback

    var screenReader: ScreenReader { self == .voiceover ? .voiceOver : .talkBack }
}
