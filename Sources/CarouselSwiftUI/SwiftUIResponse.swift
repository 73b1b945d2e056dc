import CarouselKit

/// What the component answered to one event, with the SwiftUI commands that carry it out.
public struct SwiftUIResponse: Sendable, Hashable {
    /// The component's effects, in order.
    public var effects: [AccessibilityEffect]
    /// The SwiftUI commands for the effects (``SwiftUIEffectMapping``).
    public var commands: [SwiftUICommand]

    /// Maps the effects with the settings.
    public init(effects: [AccessibilityEffect], settings: SwiftUIAccessibilitySettings) {
        self.effects = effects
        self.commands = SwiftUIEffectMapping.commands(for: effects, settings: settings)
    }

    /// Whether the component did anything.
    public var isHandled: Bool { !effects.isEmpty }
}

extension AccessibilityComponent {
    /// Sends the event to the component and returns the SwiftUI commands for its effects: the
    /// call the SwiftUI modifiers make for every gesture.
    public mutating func respond(
        to event: ComponentEvent, settings: SwiftUIAccessibilitySettings
    ) -> SwiftUIResponse {
        SwiftUIResponse(effects: handle(event), settings: settings)
    }

    /// The SwiftUI properties of the component's root element on iOS.
    public var swiftUIProperties: SwiftUIAccessibilityProperties {
        SwiftUIAccessibilityProperties(accessibilityElement(for: .iOS, frame: .zero))
    }
}
