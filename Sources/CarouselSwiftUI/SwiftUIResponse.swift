import AccessibilityTree
import CarouselKit

/// What the component host answered to one callback, with the SwiftUI commands that carry it out.
public struct SwiftUIResponse: Sendable, Hashable {
    /// The effects, in the order the host carries them out.
    public var effects: [AccessibilityEffect]
    /// The SwiftUI commands for the effects (``SwiftUIEffectMapping``).
    public var commands: [SwiftUICommand]
    /// Whether the event was handled, as the host decides it (a pause is handled without effects).
    public var isHandled: Bool

    /// Maps the host's answer with the settings.
    public init(_ response: HostResponse, settings: SwiftUIAccessibilitySettings) {
        self.effects = response.effects
        self.commands = SwiftUIEffectMapping.commands(for: response.effects, settings: settings)
        self.isHandled = response.isHandled
    }
}

extension ComponentHost {
    /// Hands one SwiftUI callback to the host for a component held elsewhere (the app's binding)
    /// and returns the SwiftUI commands: the call every SwiftUI modifier callback makes.
    public mutating func swiftUIResponse<Component: AccessibilityComponent>(
        to event: HostEvent, on component: inout Component, settings: SwiftUIAccessibilitySettings
    ) -> SwiftUIResponse {
        SwiftUIResponse(receive(event, on: &component), settings: settings)
    }

    /// Whether the event would be handled now, found on copies of the host and the component,
    /// which stay unchanged. SwiftUI must attach an action before it is used and has no way to
    /// decline one (UIKit's methods return `false`), so the adapter attaches the escape, magic tap,
    /// scroll and default actions only where the host would handle them: an escape action the
    /// carousel would ignore would otherwise take the gesture from the navigation stack.
    public func wouldHandle<Component: AccessibilityComponent>(_ event: HostEvent, on component: Component) -> Bool {
        var host = self
        var copy = component
        return host.receive(event, on: &copy).isHandled
    }
}

extension AccessibilityComponent {
    /// The SwiftUI properties of the component's root element on iOS.
    public var swiftUIProperties: SwiftUIAccessibilityProperties {
        SwiftUIAccessibilityProperties(accessibilityElement(for: .iOS, frame: .zero))
    }
}
