import AccessibilityTree
import CarouselKit

/// A screen with live parts: a static `AccessibilityScreen` plus components.
///
/// An element of the static tree whose identity equals a component's `AccessibilityComponent/id`
/// is a placeholder: ``resolved(for:)`` replaces it with the component's current element, laid
/// out in the placeholder's frame (hidden when the placeholder is, and for VoiceOver when the
/// placeholder has a zero size). The component owns that
/// element and all its descendants.
/// A component with no placeholder is not shown but still receives clock ticks.
///
/// Every event reaches a component through its ``ComponentHost`` (``hosts``), the same host the
/// UIKit and SwiftUI adapters forward their callbacks to, so a transcript is evidence about them.
public struct LiveScreen: Sendable {
    /// The static part of the screen.
    public var screen: AccessibilityScreen
    /// The live components, in the order they receive ticks.
    public var components: [any AccessibilityComponent]
    /// The host of each component, by the same index as ``components``.
    public private(set) var hosts: [ComponentHost]

    /// Creates a live screen.
    public init(_ screen: AccessibilityScreen, components: [any AccessibilityComponent] = []) {
        self.screen = screen
        self.components = components
        self.hosts = components.map { _ in ComponentHost(platform: screen.platform) }
    }

    /// The screen as a screen reader of the platform reads it now, and which component owns
    /// each element a component produced (by index into ``components``).
    ///
    /// - Complexity: O(n) in the number of elements.
    public func resolved(for platform: Platform) -> (screen: AccessibilityScreen, owners: [ElementID: Int]) {
        var byID: [ElementID: Int] = [:]
        for (offset, component) in components.enumerated() where byID[component.id] == nil {
            byID[component.id] = offset
        }
        var owners: [ElementID: Int] = [:]
        var result = screen
        guard !byID.isEmpty else { return (result, owners) }
        result.roots = screen.roots.map { replace($0, byID: byID, platform: platform, owners: &owners) }
        return (result, owners)
    }

    private func replace(
        _ element: AccessibilityElement, byID: [ElementID: Int], platform: Platform, owners: inout [ElementID: Int]
    ) -> AccessibilityElement {
        if let offset = byID[element.id] {
            var live = components[offset].accessibilityElement(for: platform, frame: element.frame)
            // The placeholder stands for the component's view, an element or an accessibility
            // container: hidden, or of zero size, VoiceOver skips it (AccessibilitySnapshot@5b03db8
            // AccessibilityHierarchyParser.swift:822-826). `.zero` is the model's "no frame".
            let zeroSize = element.frame != .zero && element.frame.width == 0 && element.frame.height == 0
            if element.isHidden || (platform == .iOS && zeroSize) { live.isHidden = true }
            for owned in live.subtree where owners[owned.id] == nil { owners[owned.id] = offset }
            return live
        }
        guard !element.children.isEmpty else { return element }
        var copy = element
        copy.children = element.children.map { replace($0, byID: byID, platform: platform, owners: &owners) }
        return copy
    }

    /// Hands the platform callback to the host of the component at the offset and returns its answer.
    mutating func receive(_ event: HostEvent, atComponent offset: Int, platform: Platform) -> HostResponse {
        guard components.indices.contains(offset) else { return HostResponse() }
        if hosts.count > components.count { hosts.removeLast(hosts.count - components.count) }
        while hosts.count < components.count { hosts.append(ComponentHost(platform: platform)) }
        var host = hosts[offset]
        var component = components[offset]
        host.platform = platform
        let response = host.receive(event, on: &component)
        hosts[offset] = host
        components[offset] = component
        return response
    }
}
