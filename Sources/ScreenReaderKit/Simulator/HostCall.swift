import AccessibilityTree
import CarouselKit

/// One platform callback the simulator made to a live component's ``ComponentHost``: the same call
/// a UIKit or SwiftUI adapter makes for the gesture. Replaying these on an adapter's model
/// reproduces what the component did and what the adapter carried out.
public struct HostCall: Sendable, Hashable {
    /// The identity of the component whose host received the call.
    public var component: ElementID
    /// The callback.
    public var event: HostEvent

    /// Creates a call.
    public init(component: ElementID, event: HostEvent) {
        self.component = component
        self.event = event
    }
}
