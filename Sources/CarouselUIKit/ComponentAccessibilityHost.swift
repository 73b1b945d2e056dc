#if canImport(UIKit)
    import UIKit
    import AccessibilityTree
    import CarouselKit

    /// The view that owns a component and the ``ComponentAccessibilityElement``s mirroring its elements.
    @MainActor
    public protocol ComponentAccessibilityHost: AnyObject {
        /// The UIKit properties of the element with the identity, in the component's current state.
        func accessibilityProperties(of id: ElementID) -> UIKitAccessibilityProperties?
        /// Sends an event to the component, carries out the effects, and returns the response.
        @discardableResult func send(_ event: ComponentEvent) -> UIKitResponse
        /// Moves a custom rotor and returns the element VoiceOver should focus, or `nil` at an end.
        func rotorTarget(rotor name: String, forward: Bool, from current: ElementID?) -> ComponentAccessibilityElement?
    }
#endif
