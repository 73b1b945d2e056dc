/// How an Android view announces changes to its content (`View.setAccessibilityLiveRegion`).
///
/// The raw values are Android's constants (`ACCESSIBILITY_LIVE_REGION_NONE`, `_POLITE`,
/// `_ASSERTIVE`), as `AccessibilityNodeInfo.getLiveRegion` returns them.
public enum LiveRegion: Int, Sendable, Hashable, Codable {
    /// Changes are not announced (the default).
    case none = 0
    /// Changes are announced when the screen reader is idle.
    case polite = 1
    /// Changes interrupt what the screen reader is saying.
    case assertive = 2
}
