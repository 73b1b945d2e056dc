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
/// - Live components (``ComponentSpecification``) sit in an optional `components` array beside
///   `screen`; each replaces the element of `screen` with its `id`. A component without such a
///   placeholder, or two with one id, is an error naming the component's line.
/// - Any other top-level key is an error rather than ignored, so a file written for a later
///   version never imports silently without what it added.
/// - A version other than ``currentVersion`` is an ``ImportError/Kind/unsupportedVersion`` error.
/// - Elements without a `source` get the line of their JSON object, so findings point at lines.
/// - An Android `density` outside 0.5 to 8 pixels per dp is an error at the value (Android's
///   buckets run from 0.75 to 4); leave it out to have it inferred.
public struct ScreenDocument: Sendable, Hashable, Codable {
    /// The value of `format` that marks a screen document.
    public static let formatIdentifier = "accessible-carousel-screen"
    /// The version this package reads and writes.
    public static let currentVersion = 1
    /// The top-level keys of version 1.
    static let knownKeys: Set<String> = ["format", "version", "screen", "components"]

    /// Always ``formatIdentifier``.
    public var format: String
    /// The format version; ``currentVersion`` when written by this package.
    public var version: Int
    /// The screen, with a placeholder element for each component.
    public var screen: AccessibilityScreen
    /// Live components, each replacing the element of `screen` with its identity.
    public var components: [ComponentSpecification]

    /// Wraps a screen and its components in a document of the current version.
    public init(screen: AccessibilityScreen, components: [ComponentSpecification] = []) {
        self.format = Self.formatIdentifier
        self.version = Self.currentVersion
        self.screen = screen
        self.components = components
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, screen, components
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        version = try container.decode(Int.self, forKey: .version)
        screen = try container.decode(AccessibilityScreen.self, forKey: .screen)
        components = try container.decodeIfPresent([ComponentSpecification].self, forKey: .components) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        try container.encode(version, forKey: .version)
        try container.encode(screen, forKey: .screen)
        if !components.isEmpty { try container.encode(components, forKey: .components) }
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
