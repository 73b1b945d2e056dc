import AccessibilityTree
import CarouselKit

/// The platform-neutral state behind the UIKit adapters: a component, where it is laid out, and
/// the system settings; events go in, ``UIKitCommand``s come out.
///
/// The UIKit classes keep one of these and forward every accessibility callback to it, so the
/// behaviour (CarouselKit's) and the mapping (``UIKitEffectMapping``) are both exercised by the
/// Linux tests through the same calls the views make.
public struct UIKitAdapterModel: Sendable {
    /// The component the adapter shows (a `Carousel`, an `AdjustableValue`, a `GroupedCell`, ...).
    public private(set) var component: any AccessibilityComponent
    /// Where the host view lays the component out, in the view's own coordinates.
    public var frame: Rect
    /// The system settings last read.
    public private(set) var settings: UIKitAccessibilitySettings

    /// Creates a model for a component.
    public init(
        component: any AccessibilityComponent, frame: Rect = .zero,
        settings: UIKitAccessibilitySettings = UIKitAccessibilitySettings()
    ) {
        self.component = component
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

    /// Sends an event to the component and returns its effects with the UIKit commands for them.
    ///
    /// For `accessibilityScroll(_:)`, `accessibilityActivate()` and custom actions, UIKit expects
    /// `true` only when the element did something: ``UIKitResponse/isHandled``. A `false` scroll
    /// lets VoiceOver offer the gesture to an enclosing scroll view.
    public mutating func send(_ event: ComponentEvent) -> UIKitResponse {
        UIKitResponse(effects: component.handle(event), settings: settings)
    }

    /// Records new system settings and tells the component when Reduce Motion changed.
    public mutating func update(_ newSettings: UIKitAccessibilitySettings) -> UIKitResponse {
        let reduceMotionChanged = newSettings.isReduceMotionEnabled != settings.isReduceMotionEnabled
        settings = newSettings
        guard reduceMotionChanged else { return UIKitResponse(effects: [], settings: settings) }
        return send(.reduceMotionChanged(newSettings.isReduceMotionEnabled))
    }

    /// Changes the component through its own API (a `Carousel`'s `itemsChanged(to:change:)`, say)
    /// when it is of the given type, and returns the UIKit commands for the effects; `nil` when
    /// the component is of another type.
    public mutating func update<C: AccessibilityComponent>(
        _ type: C.Type, _ body: (inout C) -> [AccessibilityEffect]
    ) -> UIKitResponse? {
        guard var typed = component as? C else { return nil }
        let effects = body(&typed)
        component = typed
        return UIKitResponse(effects: effects, settings: settings)
    }

    /// A custom rotor's item search: the element VoiceOver should move to, and the other commands.
    ///
    /// The target is the element a layout- or screen-changed effect focuses (VoiceOver moves
    /// there itself, so that notification is not also posted). Decision: when the component
    /// changed something without moving focus (a single-element carousel changing its card), the
    /// target is the element the search started from, so VoiceOver reads its new value; when
    /// nothing changed (no effects, or only a boundary) the target is `nil`, which VoiceOver
    /// answers with its boundary sound.
    public mutating func rotorSearch(
        rotor name: String, forward: Bool, from current: ElementID?
    ) -> (target: ElementID?, commands: [UIKitCommand]) {
        let effects = component.handle(.rotor(name: name, forward: forward, from: current))
        var target: ElementID?
        var rest: [AccessibilityEffect] = []
        for effect in effects {
            switch effect {
            case .layoutChanged(let focus?) where target == nil, .screenChanged(let focus?) where target == nil:
                target = focus
            default:
                rest.append(effect)
            }
        }
        if target == nil, effects.contains(where: { $0 != .boundary }) {
            target = current ?? component.id
        }
        return (target, UIKitEffectMapping.commands(for: rest, settings: settings))
    }
}
