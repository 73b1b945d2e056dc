import AccessibilityTree
import CarouselKit

/// The one mapping from CarouselKit's effects to UIKit calls, shared by every UIKit adapter.
///
/// Decisions (where UIKit itself acts, the adapter stays silent):
/// - `AccessibilityEffect/valueChanged(_:)` posts nothing: after `accessibilityIncrement()` or
///   `accessibilityDecrement()` VoiceOver reads `accessibilityValue` again by itself, and a
///   notification would make it speak twice.
/// - `AccessibilityEffect/boundary` posts nothing: the unchanged value is what makes VoiceOver
///   play its boundary sound (seed 004).
/// - `AccessibilityEffect/announce(_:)` is posted only while VoiceOver runs: it is speech, and
///   an announcement queued with VoiceOver off is spoken late, out of context, when it starts.
///   Layout, screen and page notifications are always posted, because Switch Control and Full
///   Keyboard Access also move their cursor on them.
/// - `AccessibilityEffect/scrollTo(index:)` scrolls without animation while Reduce Motion is on.
public enum UIKitEffectMapping {
    /// The UIKit commands that carry out the effects, in the effects' order.
    ///
    /// - Complexity: O(n) in the number of effects.
    public static func commands(
        for effects: [AccessibilityEffect], settings: UIKitAccessibilitySettings
    ) -> [UIKitCommand] {
        effects.compactMap { command(for: $0, settings: settings) }
    }

    /// The UIKit command for one effect, or `nil` when UIKit needs no call (see the type's discussion).
    public static func command(
        for effect: AccessibilityEffect, settings: UIKitAccessibilitySettings
    ) -> UIKitCommand? {
        switch effect {
        case .announce(let text):
            settings.isVoiceOverRunning ? .post(.announcement, text: text) : nil
        case .pageScrolled(let text):
            .post(.pageScrolled, text: text)
        case .valueChanged, .boundary:
            nil
        case .scrollTo(let index):
            .scrollToItem(index: index, animated: !settings.isReduceMotionEnabled)
        case .layoutChanged(let focus):
            .postFocus(.layoutChanged, focus: focus)
        case .screenChanged(let focus):
            .postFocus(.screenChanged, focus: focus)
        case .performed(let action, let element):
            .perform(action: action, element: element)
        }
    }
}
