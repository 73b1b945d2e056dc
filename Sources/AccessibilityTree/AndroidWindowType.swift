/// The kind of window an Android root element is, as `AccessibilityWindowInfo.getType()` reports
/// it to an accessibility service. TalkBack orders windows and decides which ones a swipe enters
/// by it (google/talkback@26a27dc0 `WindowTraversal.java:33-80`,
/// `FocusProcessorForLogicalNavigation.java:2664-2694`).
public enum AndroidWindowType: String, Sendable, Hashable, Codable, CaseIterable {
    /// `TYPE_APPLICATION`: an app's activity, dialog or panel; the default for a root whose type is
    /// not known.
    case application
    /// `TYPE_INPUT_METHOD`: the on-screen keyboard.
    case inputMethod
    /// `TYPE_SYSTEM`: the status bar, the navigation bar, the notification shade and other windows
    /// the system adds.
    case system
    /// `TYPE_ACCESSIBILITY_OVERLAY`: a window an accessibility service draws.
    case accessibilityOverlay
    /// `TYPE_SPLIT_SCREEN_DIVIDER`: the bar between two apps in split screen.
    case splitScreenDivider
    /// `TYPE_MAGNIFICATION_OVERLAY`: the magnifier's own window.
    case magnificationOverlay
}
