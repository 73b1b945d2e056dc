#if canImport(UIKit)
    import UIKit
    import AccessibilityTree
    import CarouselKit

    /// The view that owns a component and the ``ComponentAccessibilityElement``s mirroring its elements.
    @MainActor
    public protocol ComponentAccessibilityHost: AnyObject {
        /// The UIKit properties of the element with the identity, in the component's current state.
        func accessibilityProperties(of id: ElementID) -> UIKitAccessibilityProperties?
        /// Hands one accessibility callback to the component's host, carries out the effects, and
        /// returns the response (``UIKitAdapterModel/receive(_:)``).
        @discardableResult func receive(_ event: HostEvent) -> UIKitResponse
        /// The element object mirroring the model element, for a rotor search's result.
        func mirrorElement(for id: ElementID) -> ComponentAccessibilityElement?
    }
#endif
