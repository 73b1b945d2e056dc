import AccessibilityTree
import CarouselKit
import HierarchyImport
import ScreenReaderKit

/// An imported dump made into a live screen for one reader: the one place a file's components
/// are made and a screen is approximated for the other platform's reader (`speak`, `walk`,
/// `audit` and ``DumpAuditor`` all load screens here).
public struct LoadedScreen: Sendable {
    /// The screen with its components, as the reader reads it.
    public var live: LiveScreen
    /// The reader the screen was made for.
    public var reader: ScreenReader
    /// The format the dump was read as.
    public var format: DumpFormat
    /// Whether the screen is of the other platform, read as a cross-platform approximation
    /// (``ScreenReaderKit/CrossPlatformScreen``).
    public var isApproximation: Bool

    /// Makes `imported` live for `reader` (by default the reader of the screen's platform); a
    /// screen of the other platform becomes its cross-platform approximation and the components
    /// are made for the reader's platform. `language`, when given, replaces the screen's.
    ///
    /// - Throws: ``UnreadableDump`` naming the component a screen document describes wrongly.
    /// - Complexity: O(n) in the number of elements.
    public init(
        _ imported: ImportedScreen, file: String, reader: ScreenReader? = nil, language: String? = nil
    ) throws(UnreadableDump) {
        let platformReader: ScreenReader = imported.screen.platform == .iOS ? .voiceOver : .talkBack
        let reader = reader ?? platformReader
        var screen = imported.screen
        if reader != platformReader { screen = CrossPlatformScreen.approximate(screen, for: reader) }
        if let language { screen.language = language }
        var components: [any AccessibilityComponent] = []
        for specification in imported.components {
            do {
                components.append(try specification.makeComponent(for: reader.platform))
            } catch {
                throw UnreadableDump(file: file, reason: "the \(specification.kind) \"\(specification.id)\": \(error)")
            }
        }
        self.live = LiveScreen(screen, components: components)
        self.reader = reader
        self.format = imported.format
        self.isApproximation = reader != platformReader
    }
}
