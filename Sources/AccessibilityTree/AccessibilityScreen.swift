/// The direction text and rows run in; VoiceOver reads each row in this direction.
public enum ScreenLayoutDirection: String, Sendable, Hashable, Codable {
    /// English, French, ...
    case leftToRight
    /// Arabic, Hebrew, ...
    case rightToLeft
}

/// A whole screen as a screen reader can reach it: one or more root elements (Android dumps list
/// one root per window), the platform, and the coordinate space of the frames.
public struct AccessibilityScreen: Sendable, Hashable, Codable {
    /// The platform whose screen reader reads this screen.
    public var platform: Platform
    /// A name for the screen, for reports ("Settings").
    public var name: String?
    /// The screen's size in ``unit``.
    public var size: ScreenSize
    /// The unit of every frame on the screen.
    public var unit: LengthUnit
    /// The layout direction of the screen's rows.
    public var layoutDirection: ScreenLayoutDirection
    /// The BCP 47 language of the screen's text ("en").
    public var language: String
    /// The root elements: windows on Android, usually one application element on iOS.
    public var roots: [AccessibilityElement]
    /// The file the screen was read from, when it was read from one.
    public var sourceFile: String?
    /// The element that held input focus when the screen was dumped (Android's `focused`), when
    /// the dump says. On a touch screen only a view focusable in touch mode (a text field) takes
    /// it; any other view holding it shows the user moves focus with a D-pad or keyboard.
    public var inputFocus: ElementID?
    /// The window type of each Android root that is not an application window, by the root's
    /// identity (a dump records no window types: the importer infers them from each window's
    /// package). Empty for iOS and for screens whose windows are all applications'.
    public var windowTypes: [ElementID: AndroidWindowType] = [:]

    /// Creates a screen.
    public init(
        platform: Platform,
        name: String? = nil,
        size: ScreenSize = .zero,
        unit: LengthUnit? = nil,
        layoutDirection: ScreenLayoutDirection = .leftToRight,
        language: String = "en",
        roots: [AccessibilityElement],
        sourceFile: String? = nil,
        inputFocus: ElementID? = nil
    ) {
        self.platform = platform
        self.name = name
        self.size = size
        self.unit = unit ?? (platform == .iOS ? .points : .pixels(density: nil))
        self.layoutDirection = layoutDirection
        self.language = language
        self.roots = roots
        self.sourceFile = sourceFile
        self.inputFocus = inputFocus
    }

    /// Every element on the screen, parents before children, roots in order.
    ///
    /// - Complexity: O(n) in the number of elements.
    public var allElements: [AccessibilityElement] { AccessibilityElement.preorder(of: roots) }

    /// The first element with the identity, or `nil`.
    ///
    /// - Complexity: O(n); build a ``ScreenIndex`` for repeated look-ups.
    public func element(withID id: ElementID) -> AccessibilityElement? {
        for root in roots { if let found = root.first(withID: id) { return found } }
        return nil
    }
}
