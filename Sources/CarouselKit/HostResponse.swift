import AccessibilityTree

/// What a ``ComponentHost`` answers to one ``HostEvent``: the effects to carry out, in the order to
/// carry them out, and what to tell the platform.
public struct HostResponse: Sendable, Hashable {
    /// The effects, in the order every host carries them out (``ComponentHost/ordered(_:)``).
    public var effects: [AccessibilityEffect]
    /// Whether the event was handled: the `Bool` UIKit's accessibility methods return. Pausing
    /// or playing rotation is handled though it has no effects. For notifications (focus,
    /// settings, ticks), which the platform asks no answer for, whether the component heard one.
    public var isHandled: Bool
    /// For a rotor search: the element screen-reader focus moves to, or `nil` for none (VoiceOver
    /// plays its boundary sound). The layout change that named it is not among ``effects``, since
    /// the screen reader moves there itself.
    public var focusTarget: ElementID?
    /// After ``HostEvent/focusLost(_:)``: the host waits to know whether focus left the
    /// component, and the adapter must send ``HostEvent/focusSettled`` once the focus change is over.
    public var settlesFocusLater: Bool
    /// The events the component heard, in order.
    public var delivered: [ComponentEvent]

    /// Creates a response.
    public init(
        effects: [AccessibilityEffect] = [], isHandled: Bool = false, focusTarget: ElementID? = nil,
        settlesFocusLater: Bool = false, delivered: [ComponentEvent] = []
    ) {
        self.effects = effects
        self.isHandled = isHandled
        self.focusTarget = focusTarget
        self.settlesFocusLater = settlesFocusLater
        self.delivered = delivered
    }
}
