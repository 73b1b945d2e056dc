/// What a component answered to one event: the effects to carry out and whether it took the event.
///
/// `isHandled` is explicit because an event can do its job without an effect: pausing a rotating
/// carousel changes only the pause control's label, so ``Carousel/pause()`` returns no effects, yet
/// the magic tap, the "Pause" custom action and the pause button were handled and the platform must
/// hear `true` (UIKit's `accessibilityPerformMagicTap()`, `accessibilityActivate()` and custom
/// action handlers return it; a `false` makes VoiceOver try something else).
public struct ComponentResponse: Sendable, Hashable {
    /// The effects, in the order the component produced them.
    public var effects: [AccessibilityEffect]
    /// Whether the component took the event.
    public var isHandled: Bool

    /// Creates a response; by default an event is handled when it caused an effect.
    public init(effects: [AccessibilityEffect], isHandled: Bool? = nil) {
        self.effects = effects
        self.isHandled = isHandled ?? !effects.isEmpty
    }

    /// Nothing happened: no effects, not handled.
    public static let unhandled = ComponentResponse(effects: [], isHandled: false)
}
