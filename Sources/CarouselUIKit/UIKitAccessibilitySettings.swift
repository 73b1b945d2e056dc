/// The system settings the UIKit adapter honours, read from `UIAccessibility` on Apple platforms.
public struct UIKitAccessibilitySettings: Sendable, Hashable {
    /// `UIAccessibility.isReduceMotionEnabled`: scrolling to a card is not animated.
    public var isReduceMotionEnabled: Bool
    /// `UIAccessibility.isVoiceOverRunning`: announcements are posted only while it is on.
    public var isVoiceOverRunning: Bool

    /// Creates settings; the defaults are the system's defaults (both off).
    public init(isReduceMotionEnabled: Bool = false, isVoiceOverRunning: Bool = false) {
        self.isReduceMotionEnabled = isReduceMotionEnabled
        self.isVoiceOverRunning = isVoiceOverRunning
    }
}
