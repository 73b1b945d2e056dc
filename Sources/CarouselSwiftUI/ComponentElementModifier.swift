#if canImport(SwiftUI)
    import SwiftUI
    import AccessibilityTree
    import CarouselKit

    /// Makes a view the accessibility element `element` of a CarouselKit component: every modifier
    /// is a one-line read of ``SwiftUIAccessibilityProperties``, and every gesture becomes a
    /// `ComponentEvent` sent to the component through the binding.
    ///
    /// The commands for the component's effects go to `onCommand`, which the owning view runs (it
    /// owns the focus state, the scroll proxy and the app's callbacks). When the component does not
    /// show the element, the view is hidden from VoiceOver.
    ///
    /// - Complexity: each render reads the component's tree once: O(n) in the elements it shows.
    @MainActor
    public struct ComponentElementModifier<Component: AccessibilityComponent>: ViewModifier {
        @Binding private var component: Component
        private let element: ElementID
        private let focus: AccessibilityFocusState<ElementID?>.Binding
        private let onCommand: @MainActor ([SwiftUICommand]) -> Void
        @Environment(\.accessibilityReduceMotion) private var isReduceMotionEnabled
        @Environment(\.accessibilityVoiceOverEnabled) private var isVoiceOverEnabled

        /// Mirrors `element` of the component.
        ///
        /// - Parameters:
        ///   - component: the component, owned by the app.
        ///   - element: the identity of the element this view shows.
        ///   - focus: the owner's focus state; this view is focused when it holds `element`.
        ///   - onCommand: runs the commands for the effects of this view's gestures.
        public init(
            component: Binding<Component>, element: ElementID,
            focus: AccessibilityFocusState<ElementID?>.Binding,
            onCommand: @escaping @MainActor ([SwiftUICommand]) -> Void
        ) {
            self._component = component
            self.element = element
            self.focus = focus
            self.onCommand = onCommand
        }

        /// The content with the element's accessibility modifiers applied.
        public func body(content: Content) -> some View {
            if let properties = SwiftUIAccessibilityProperties(
                of: element, in: component.accessibilityElement(for: .iOS, frame: .zero))
            {
                navigation(interaction(description(content, properties), properties), properties)
            } else {
                // The component does not show this element (a card the page-control strategy keeps
                // off screen): VoiceOver must not find it either.
                content.accessibilityHidden(true)
            }
        }

        // The modifiers are applied in three short steps with explicit types: one long chain of
        // overloaded modifiers and closures is slow for the type checker.

        /// What the element is: grouping, visibility, traits, label, value and hint.
        private func description(_ view: Content, _ properties: SwiftUIAccessibilityProperties) -> some View {
            let children: AccessibilityChildBehavior = properties.childBehavior == .ignore ? .ignore : .contain
            let added = SwiftUI.AccessibilityTraits(memberNames: properties.addedTraitNames)
            let removed = SwiftUI.AccessibilityTraits(memberNames: properties.removedTraitNames)
            return
                view
                .accessibilityElement(children: children)
                .accessibilityHidden(properties.isHidden)
                .accessibilityAddTraits(added)
                .accessibilityRemoveTraits(removed)
                .accessibilityLabel(ifPresent: properties.label)
                .accessibilityValue(ifPresent: properties.value)
                .accessibilityHint(ifPresent: properties.hint)
        }

        /// What the element does: the adjustable action and the custom actions.
        private func interaction(
            _ view: some View, _ properties: SwiftUIAccessibilityProperties
        ) -> some View {
            let id = properties.id
            let adjust: (AccessibilityAdjustmentDirection) -> Void = { direction in
                send(direction == .increment ? .increment(id) : .decrement(id))
            }
            return
                view
                .accessibilityAdjustableAction(if: properties.isAdjustable, adjust)
                .accessibilityActions {
                    ForEach(properties.customActions, id: \.key) { (action: CustomAction) in
                        Button(action.name) { send(.customAction(key: action.key, element: id)) }
                    }
                }
        }

        /// How VoiceOver reaches the element: the rotor and the focus binding.
        private func navigation(
            _ view: some View, _ properties: SwiftUIAccessibilityProperties
        ) -> some View {
            // Decision: SwiftUI attaches one rotor per modifier call with a static type, so the first
            // model rotor is shown; CarouselKit's carousel has at most one.
            view
                .accessibilityRotor(ifPresent: properties.rotors.first)
                .accessibilityFocused(focus, equals: element)
        }

        private func send(_ event: ComponentEvent) {
            let settings = SwiftUIAccessibilitySettings(
                isReduceMotionEnabled: isReduceMotionEnabled, isVoiceOverEnabled: isVoiceOverEnabled)
            onCommand(component.respond(to: event, settings: settings).commands)
        }
    }
#endif
