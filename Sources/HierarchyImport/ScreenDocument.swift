import AccessibilityTree
import Foundation

/// The project's own JSON file for a static screen: an ``AccessibilityScreen`` in a small
/// envelope that names the format and its version.
///
/// ```json
/// {
///   "format": "accessible-carousel-screen",
///   "version": 1,
///   "screen": {
///     "platform": "ios", "size": {"width": 390, "height": 844}, "unit": {"points": {}},
///     "layoutDirection": "leftToRight", "language": "en",
///     "roots": [{"id": "ok", "label": "OK", "traits": ["button"], "isAccessibilityElement": true}]
///   }
/// }
/// ```
///
/// `screen` is ``AccessibilityScreen``'s own `Codable` form (elements may leave out every key
/// but `id`; Android units are written `{"pixels": {"density": 2.625}}`).
///
/// Decisions:
/// - The envelope is what lets the format grow: live components will be a `components` key
///   beside `screen` in a later version. Version 1 readers reject any other top-level key
///   rather than ignore it, so a file that needs components never imports silently without them.
/// - A version other than ``currentVersion`` is an ``ImportError/Kind/unsupportedVersion`` error.
/// - Elements without a `source` get the line of their JSON object, so findings point at lines.
public struct ScreenDocument: Sendable, Hashable, Codable {
    /// The value of `format` that marks a screen document.
    public static let formatIdentifier = "accessible-carousel-screen"
    /// The version this package reads and writes.
    public static let currentVersion = 1
    /// The top-level keys of version 1.
    static let knownKeys: Set<String> = ["format", "version", "screen"]

    /// Always ``formatIdentifier``.
    public var format: String
    /// The format version; ``currentVersion`` when written by this package.
    public var version: Int
    /// The screen.
    public var screen: AccessibilityScreen

    /// Wraps a screen in a document of the current version.
    public init(screen: AccessibilityScreen) {
        self.format = Self.formatIdentifier
        self.version = Self.currentVersion
        self.screen = screen
    }

    /// The document as pretty-printed JSON with sorted keys, so files diff well.
    ///
    /// - Complexity: O(n) in the number of elements.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
