import AccessibilityTree
import CarouselKit

extension AccessibilityScreen {
    /// Whether TalkBack lays itself out right to left: `WindowUtils.isScreenLayoutRTL` of its own
    /// context (google/talkback@26a27dc0 `utils/.../WindowUtils.java:46-53`), which follows the
    /// device's language, as TalkBack declares `supportsRtl` (`talkback/src/main/AndroidManifest.xml:65`);
    /// the screen's `language` is the device's. A screen laid out right to left counts too (a
    /// screen document or a demo that says so). The app's own layout may stay left to right (an
    /// app is mirrored only when it declares `supportsRtl`, which a dump does not show), but
    /// TalkBack still mirrors its swipes (`GestureShortcutMapping.java:903-921`), maps a sideways
    /// list's forward and backward scrolls (`ScrollableNodeInfo.java:116-121`, asked with this
    /// flag at `FocusProcessorForLogicalNavigation.java:1830-1835`) and orders windows
    /// (`FocusProcessorForLogicalNavigation.java:1196`) by it.
    ///
    /// - Complexity: O(1) amortized (a locale look-up).
    var talkBackLaysOutRightToLeft: Bool {
        layoutDirection == .rightToLeft || ScreenLayoutDirection.forLanguage(language) == .rightToLeft
    }
}
