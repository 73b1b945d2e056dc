#if canImport(UIKit)
    import UIKit
    import AccessibilityTree
    import CarouselKit

    /// A `UIAccessibilityElement` that mirrors one element of a CarouselKit component.
    ///
    /// Every property is a one-line read of ``UIKitAccessibilityProperties`` for the element, and
    /// every accessibility callback is one `HostEvent` handed to the host view, which forwards it
    /// to the component's `ComponentHost`; nothing is decided here. Setters are ignored because
    /// the component owns the values.
    @MainActor
    public final class ComponentAccessibilityElement: UIAccessibilityElement {
        /// The identity of the mirrored model element.
        public let elementID: ElementID
        /// The view that owns the component.
        public weak var host: (any ComponentAccessibilityHost)?

        /// Creates an element mirroring `elementID` in the host's component.
        public init(elementID: ElementID, host: any ComponentAccessibilityHost & UIView) {
            self.elementID = elementID
            self.host = host
            super.init(accessibilityContainer: host)
        }

        private var properties: UIKitAccessibilityProperties? { host?.accessibilityProperties(of: elementID) }

        public override var isAccessibilityElement: Bool {
            get { properties?.isAccessibilityElement ?? false }
            set {}
        }

        public override var accessibilityLabel: String? {
            get { properties?.label }
            set {}
        }

        public override var accessibilityValue: String? {
            get { properties?.value }
            set {}
        }

        public override var accessibilityHint: String? {
            get { properties?.hint }
            set {}
        }

        public override var accessibilityIdentifier: String? {
            get { properties?.identifier }
            set {}
        }

        public override var accessibilityTraits: UIAccessibilityTraits {
            get { UIAccessibilityTraits(names: properties?.traitNames ?? []) }
            set {}
        }

        public override var accessibilityFrameInContainerSpace: CGRect {
            get { properties.map { CGRect($0.frame) } ?? .zero }
            set {}
        }

        public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
            get {
                properties?.customActions.map { action in
                    UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
                        guard let self, let host = self.host else { return false }
                        return host.receive(.customAction(name: action.name, element: self.elementID)).isHandled
                    }
                }
            }
            set {}
        }

        public override var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
            get {
                properties?.rotorNames.map { name in
                    UIAccessibilityCustomRotor(name: name) { [weak self] predicate in
                        guard let self, let host = self.host else { return nil }
                        let current = (predicate.currentItem.targetElement as? ComponentAccessibilityElement)?.elementID
                        let response = host.receive(
                            .rotorSearch(
                                rotor: name, forward: predicate.searchDirection == .next,
                                from: current ?? self.elementID))
                        guard let target = response.focusTarget.flatMap(host.mirrorElement(for:)) else { return nil }
                        return UIAccessibilityCustomRotorItemResult(targetElement: target, targetRange: nil)
                    }
                }
            }
            set {}
        }

        public override func accessibilityIncrement() {
            host?.receive(.increment(elementID))
        }

        public override func accessibilityDecrement() {
            host?.receive(.decrement(elementID))
        }

        public override func accessibilityActivate() -> Bool {
            host?.receive(.activate(elementID)).isHandled ?? false
        }

        public override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            host?.receive(.scroll(ScrollDirection(direction), element: elementID)).isHandled ?? false
        }

        public override func accessibilityPerformEscape() -> Bool {
            host?.receive(.escape).isHandled ?? false
        }

        public override func accessibilityPerformMagicTap() -> Bool {
            host?.receive(.magicTap).isHandled ?? false
        }

        public override func accessibilityElementDidBecomeFocused() {
            host?.receive(.focusGained(elementID))
        }

        public override func accessibilityElementDidLoseFocus() {
            host?.receive(.focusLost(elementID))
        }
    }
#endif
