import AccessibilityTree
import CarouselKit

/// The platform-neutral state behind the UIKit adapters: a component, its ``CarouselKit/ComponentHost``,
/// where it is laid out, and the system settings; host events go in, ``UIKitCommand``s come out.
///
/// The UIKit classes keep one of these and forward every accessibility callback to ``receive(_:)``
/// as one `HostEvent`, so the protocol (the host's), the behaviour (CarouselKit's) and the mapping
/// (``UIKitEffectMapping``) are exercised by the Linux tests through the same calls the views
/// make, and by the simulator, whose live screens drive the same host.
public struct UIKitAdapterModel: Sendable {
    /// The component the adapter shows (a `Carousel`, an `AdjustableValue`, a `GroupedCell`, ...).
    public private(set) var component: any AccessibilityComponent
    /// The host that interprets every callback for the component.
    public private(set) var host: ComponentHost
    /// Where the host view lays the component out, in the view's own coordinates.
    public var frame: ScreenRect
    /// The system settings last read.
    public private(set) var settings: UIKitAccessibilitySettings

    /// Creates a model for a component.
    public init(
        component: any AccessibilityComponent, frame: ScreenRect = .zero,
        settings: UIKitAccessibilitySettings = UIKitAccessibilitySettings()
    ) {
        self.component = component
        self.host = ComponentHost(platform: .iOS)
        self.frame = frame
        self.settings = settings
    }

    /// The component's root element on iOS, in its current state.
    public var rootElement: AccessibilityElement {
        component.accessibilityElement(for: .iOS, frame: frame)
    }

    /// The elements VoiceOver visits, in order: the root when it is one element, otherwise the
    /// accessibility elements among its descendants; hidden subtrees are skipped.
    ///
    /// - Complexity: O(n) in the size of the component's tree.
    public var exposedElements: [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        var stack: [AccessibilityElement] = [rootElement]
        while let next = stack.popLast() {
            if next.isHidden { continue }
            if next.isAccessibilityElement {
                result.append(next)
            } else {
                stack.append(contentsOf: next.children.reversed())
            }
        }
        return result
    }

    /// The UIKit properties of the element with the identity, or `nil` when the component no
    /// longer shows it.
    ///
    /// - Complexity: O(n) in the size of the component's tree.
    public func properties(of id: ElementID) -> UIKitAccessibilityProperties? {
        rootElement.first(withID: id).map(UIKitAccessibilityProperties.init)
    }

    /// Hands one UIKit callback to the host and returns its answer with the UIKit commands.
    ///
    /// For `accessibilityScroll(_:)`, `accessibilityActivate()`, escape, magic tap and custom
    /// actions UIKit expects `true` only when the element did something: ``UIKitResponse/isHandled``.
    /// A `false` scroll lets VoiceOver offer the gesture to an enclosing scroll view.
    public mutating func receive(_ event: HostEvent) -> UIKitResponse {
        UIKitResponse(host.receive(event, on: &component), settings: settings)
    }

    /// Records new system settings; the host tells the component when Reduce Motion changed.
    public mutating func update(_ newSettings: UIKitAccessibilitySettings) -> UIKitResponse {
        settings = newSettings
        return receive(.reduceMotionChanged(newSettings.isReduceMotionEnabled))
    }

    /// Changes the component through its own API (a `Carousel`'s `itemsChanged(to:change:)`, say)
    /// when it is of the given type, and returns the UIKit commands for the effects, in the host's
    /// order; `nil` when the component is of another type.
    public mutating func update<C: AccessibilityComponent>(
        _ type: C.Type, _ body: (inout C) -> [AccessibilityEffect]
    ) -> UIKitResponse? {
        guard var typed = component as? C else { return nil }
        let effects = ComponentHost.ordered(body(&typed))
        component = typed
        return UIKitResponse(HostResponse(effects: effects, isHandled: !effects.isEmpty), settings: settings)
    }

    /// Whether the view should run its clock: it is in a window, has a tick interval, and the
    /// component wants ticks now (a carousel rotates and nothing holds it). Re-evaluated after
    /// every callback, so the timer stops while the user paused, Reduce Motion is on or focus is
    /// inside, and never runs for a carousel without rotation.
    public func shouldTick(isInWindow: Bool, hasTickInterval: Bool) -> Bool {
        isInWindow && hasTickInterval && component.needsClockTicks
    }
}
