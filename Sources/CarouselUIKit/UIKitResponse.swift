import AccessibilityTree
import CarouselKit

/// What the component host answered to one callback, with the UIKit commands that carry it out.
public struct UIKitResponse: Sendable, Hashable {
    /// The effects, in the order the host carries them out.
    public var effects: [AccessibilityEffect]
    /// The UIKit commands for the effects (``UIKitEffectMapping``), in the same order.
    public var commands: [UIKitCommand]
    /// Whether the event was handled: the `Bool` UIKit's accessibility methods return. The host
    /// decides it (``CarouselKit/HostResponse/isHandled``): a pause is handled without effects.
    public var isHandled: Bool
    /// For a rotor search, the element VoiceOver moves to; `nil` for none.
    public var focusTarget: ElementID?
    /// Whether the view must send ``CarouselKit/HostEvent/focusSettled`` on its next main-actor turn.
    public var settlesFocusLater: Bool

    /// Maps the host's answer with the settings.
    public init(_ response: HostResponse, settings: UIKitAccessibilitySettings) {
        self.effects = response.effects
        self.commands = UIKitEffectMapping.commands(for: response.effects, settings: settings)
        self.isHandled = response.isHandled
        self.focusTarget = response.focusTarget
        self.settlesFocusLater = response.settlesFocusLater
    }
}
