import AccessibilityTree

/// What a file holds: the screen's static elements, the format it was read from, and the live
/// components a screen document describes (dumps of real apps have none).
public struct ImportedScreen: Sendable, Hashable {
    /// The screen; each component's placeholder element is part of it.
    public var screen: AccessibilityScreen
    /// The format the file was detected as.
    public var format: DumpFormat
    /// The live components, in document order; empty for dumps.
    public var components: [ComponentSpecification]

    /// Creates an imported screen.
    public init(screen: AccessibilityScreen, format: DumpFormat, components: [ComponentSpecification] = []) {
        self.screen = screen
        self.format = format
        self.components = components
    }
}
