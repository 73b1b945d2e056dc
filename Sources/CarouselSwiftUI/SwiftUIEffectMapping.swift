import AccessibilityTree
import CarouselKit

/// The one mapping from CarouselKit's effects to SwiftUI calls, shared by the SwiftUI adapters.
///
/// The decisions match the UIKit adapter's: `AccessibilityEffect/valueChanged(_:)` and
/// `AccessibilityEffect/boundary` post nothing (VoiceOver reads the value after an adjustable
/// action, and an unchanged value plays the boundary sound); announcements are posted only while
/// VoiceOver is on; scrolling is unanimated under Reduce Motion. A layout or screen change with a
/// focus target posts the notification and then moves focus with ``SwiftUICommand/focus(_:)``.
public enum SwiftUIEffectMapping {
    /// The SwiftUI commands that carry out the effects, in the effects' order.
    ///
    /// - Complexity: O(n) in the number of effects.
    public static func commands(
        for effects: [AccessibilityEffect], settings: SwiftUIAccessibilitySettings
    ) -> [SwiftUICommand] {
        effects.flatMap { commands(for: $0, settings: settings) }
    }

    /// The SwiftUI commands for one effect; empty when SwiftUI needs no call.
    public static func commands(
        for effect: AccessibilityEffect, settings: SwiftUIAccessibilitySettings
    ) -> [SwiftUICommand] {
        switch effect {
        case .announce(let text):
            settings.isVoiceOverEnabled ? [.post(.announcement, text: text)] : []
        case .pageScrolled(let text):
            [.post(.pageScrolled, text: text)]
        case .valueChanged, .boundary:
            []
        case .scrollTo(let index):
            [.scrollTo(index: index, animated: !settings.isReduceMotionEnabled)]
        case .layoutChanged(let focus):
            [.post(.layoutChanged, text: nil)] + (focus.map { [.focus($0)] } ?? [])
        case .screenChanged(let focus):
            [.post(.screenChanged, text: nil)] + (focus.map { [.focus($0)] } ?? [])
        case .performed(let action, let element):
            [.perform(action: action, element: element)]
        }
    }
}
