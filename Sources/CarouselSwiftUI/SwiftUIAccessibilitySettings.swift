/// The settings the SwiftUI adapter honours, read from the environment
/// (`accessibilityReduceMotion`, `accessibilityVoiceOverEnabled`).
public struct SwiftUIAccessibilitySettings: Sendable, Hashable {
    /// Reduce Motion is on: scrolling to a card is not animated.
    public var isReduceMotionEnabled: Bool
    /// VoiceOver is on: announcements are posted only then.
    public var isVoiceOverEnabled: Bool

    /// Creates settings; the defaults are the system's defaults (both off).
    public init(isReduceMotionEnabled: Bool = false, isVoiceOverEnabled: Bool = false) {
        self.isReduceMotionEnabled = isReduceMotionEnabled
        self.isVoiceOverEnabled = isVoiceOverEnabled
    }
}
