import CarouselKit

/// What the component answered to one event, with the UIKit commands that carry it out.
public struct UIKitResponse: Sendable, Hashable {
    /// The component's effects, in order.
    public var effects: [AccessibilityEffect]
    /// The UIKit commands for the effects (``UIKitEffectMapping``).
    public var commands: [UIKitCommand]

    /// Maps the effects with the settings.
    public init(effects: [AccessibilityEffect], settings: UIKitAccessibilitySettings) {
        self.effects = effects
        self.commands = UIKitEffectMapping.commands(for: effects, settings: settings)
    }

    /// Whether the component did anything: the `Bool` UIKit's accessibility action methods return.
    public var isHandled: Bool { !effects.isEmpty }
}
