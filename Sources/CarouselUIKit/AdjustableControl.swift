#if canImport(UIKit)
    import UIKit
    import AccessibilityTree
    import CarouselKit

    /// A base class for custom controls that VoiceOver adjusts with swipe up and down (seed 004's star
    /// rating, a custom slider), driven by a CarouselKit component, usually an `AdjustableValue`.
    ///
    /// The control is itself the accessibility element: label, value, hint and traits are one-line
    /// reads of ``UIKitAccessibilityProperties``, and `accessibilityIncrement()` /
    /// `accessibilityDecrement()` hand the component's host one `HostEvent` each. When the value changes the control
    /// sends `.valueChanged` actions, and VoiceOver reads the new value; at a limit the component
    /// changes nothing, the value string stays the same, and VoiceOver plays its boundary sound.
    ///
    /// ```swift
    /// final class StarRatingControl: AdjustableControl {
    ///     init() throws {
    ///         let rating = try AdjustableValue(
    ///             id: "rating", label: "Rating", range: 1...5, step: 1, value: 2, format: .counted(unit: "star"))
    ///         super.init(component: rating)
    ///     }
    ///     required init?(coder: NSCoder) { nil }
    ///     var stars: Int { Int((component as? AdjustableValue)?.value ?? 0) }
    /// }
    /// ```
    @MainActor
    open class AdjustableControl: UIControl {
        /// The component and settings the control shows.
        public private(set) var model: UIKitAdapterModel

        /// Creates a control for a component whose root element is the adjustable element.
        public init(component: some AccessibilityComponent) {
            self.model = UIKitAdapterModel(component: component)
            super.init(frame: .zero)
        }

        /// Not supported: the control needs a component.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The component in its current state.
        public var component: any AccessibilityComponent { model.component }

        /// Changes the component through its own API when it is of type `C` (for example to set the
        /// value from a touch), then carries out the effects and sends `.valueChanged` actions.
        public func update<C: AccessibilityComponent>(_ type: C.Type, _ body: (inout C) -> [AccessibilityEffect]) {
            guard let response = model.update(type, body) else { return }
            carryOut(response)
        }

        private var properties: UIKitAccessibilityProperties {
            UIKitAccessibilityProperties(model.rootElement)
        }

        open override var isAccessibilityElement: Bool {
            get { properties.isAccessibilityElement }
            set {}
        }

        open override var accessibilityLabel: String? {
            get { properties.label }
            set {}
        }

        open override var accessibilityValue: String? {
            get { properties.value }
            set {}
        }

        open override var accessibilityHint: String? {
            get { properties.hint }
            set {}
        }

        open override var accessibilityTraits: UIAccessibilityTraits {
            get { UIAccessibilityTraits(names: properties.traitNames) }
            set {}
        }

        open override func accessibilityIncrement() {
            carryOut(model.receive(.increment(model.component.id)))
        }

        open override func accessibilityDecrement() {
            carryOut(model.receive(.decrement(model.component.id)))
        }

        /// Posts the component's notifications; `UIAccessibility.post(notification:argument:)` unless
        /// a test routes them to a live session (`UIKitCaptureTarget.post(notification:argument:)`).
        public var postNotification: (_ notification: UIAccessibility.Notification, _ argument: Any?) -> Void = {
            UIAccessibility.post(notification: $0, argument: $1)
        }

        private func carryOut(_ response: UIKitResponse) {
            UIKitCommandExecutor(
                element: { [weak self] id in id == self?.model.component.id ? self : nil },
                scrollToItem: { _, _ in },
                perform: { _, _ in },
                post: { [weak self] notification, argument in self?.postNotification(notification, argument) }
            ).run(response.commands)
            if response.effects.contains(where: { if case .valueChanged = $0 { true } else { false } }) {
                sendActions(for: .valueChanged)
            }
        }
    }
#endif
