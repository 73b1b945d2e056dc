import AccessibilityTree
import CarouselKit

/// The platform-neutral state behind a SwiftUI adapter: the component (the app's binding), its
/// ``CarouselKit/ComponentHost`` (the view's state) and the settings from the environment.
///
/// The SwiftUI views make exactly the calls this model makes
/// (``CarouselKit/ComponentHost/swiftUIResponse(to:on:settings:)``), so the Linux tests drive the
/// adapter's protocol through it.
public struct SwiftUIAdapterModel<Component: AccessibilityComponent>: Sendable {
    /// The component, as the app's binding holds it.
    public private(set) var component: Component
    /// The host that interprets every callback.
    public private(set) var host: ComponentHost
    /// The environment's settings.
    public var settings: SwiftUIAccessibilitySettings

    /// Creates a model for a component.
    public init(component: Component, settings: SwiftUIAccessibilitySettings = SwiftUIAccessibilitySettings()) {
        self.component = component
        self.host = ComponentHost(platform: .iOS)
        self.settings = settings
    }

    /// Hands one SwiftUI callback to the host and returns the commands.
    public mutating func receive(_ event: HostEvent) -> SwiftUIResponse {
        host.swiftUIResponse(to: event, on: &component, settings: settings)
    }

    /// Whether the adapter attaches the action for the event now (``CarouselKit/ComponentHost/wouldHandle(_:on:)``).
    public func wouldHandle(_ event: HostEvent) -> Bool {
        host.wouldHandle(event, on: component)
    }
}
