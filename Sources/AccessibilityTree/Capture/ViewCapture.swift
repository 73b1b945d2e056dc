/// A capture of a live UIKit or SwiftUI screen: the accessibility graph exactly as UIKit exposes it
/// to assistive technology, object by object, without deciding what VoiceOver makes of it.
///
/// A capture is what `CarouselTesting` writes from an app's own test (``CapturedObject``s in the
/// order UIKit gives them) and what the importer reads (`carousel-a11y speak FILE.capture.json`):
/// discovery, grouping, modal scope, hiding and sort order are the reader's decisions, made from
/// these raw properties. The JSON form is described by `docs/view-capture.schema.json`.
///
/// ```json
/// {"format": "accessible-carousel-view-capture", "version": 1,
///  "screen": {"size": {"width": 390, "height": 844}, "scale": 3},
///  "roots": [{"kind": "view", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": []}]}
/// ```
public struct ViewCapture: Sendable, Hashable, Codable {
    /// The `format` member every capture carries, which tells it apart from other JSON files.
    public static let formatIdentifier = "accessible-carousel-view-capture"
    /// The version this model reads and writes.
    public static let currentVersion = 1

    /// The format version (``currentVersion``).
    public var version: Int
    /// A name for the screen, for reports ("Article").
    public var name: String?
    /// The device and settings the screen was captured with.
    public var screen: CaptureScreen
    /// The root objects: usually one window or the captured view.
    public var roots: [CapturedObject]

    /// Creates a capture of the current version.
    public init(name: String? = nil, screen: CaptureScreen, roots: [CapturedObject]) {
        self.version = Self.currentVersion
        self.name = name
        self.screen = screen
        self.roots = roots
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, name, screen, roots
    }

    /// Decodes a capture; `format` must be ``formatIdentifier``. The version is read as given, so
    /// a reader can name an unsupported one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(String.self, forKey: .format)
        guard format == Self.formatIdentifier else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container, debugDescription: "expected \"\(Self.formatIdentifier)\"")
        }
        version = try container.decode(Int.self, forKey: .version)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        screen = try container.decode(CaptureScreen.self, forKey: .screen)
        roots = try container.decode([CapturedObject].self, forKey: .roots)
    }

    /// Encodes every member, `format` first.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatIdentifier, forKey: .format)
        try container.encode(version, forKey: .version)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encode(screen, forKey: .screen)
        try container.encode(roots, forKey: .roots)
    }

    /// Every object of the capture, parents before children, roots in order.
    ///
    /// - Complexity: O(n) in the number of objects.
    public var allObjects: [CapturedObject] {
        var result: [CapturedObject] = []
        var stack = Array(roots.reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }
}
