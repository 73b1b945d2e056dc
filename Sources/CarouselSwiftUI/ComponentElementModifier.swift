#if canImport(SwiftUI)
    import SwiftUI
    import AccessibilityTree
    import CarouselKit

    /// Makes a view the accessibility element `element` of a CarouselKit component: every modifier
    /// is a one-line read of ``SwiftUIAccessibilityProperties``, and every accessibility callback is
    /// one `HostEvent` handed to the component's `ComponentHost`.
    ///
    /// Wired callbacks: the default action (double tap), the adjustable action, the custom actions
    /// (by name), escape, magic tap and scroll. SwiftUI cannot decline an action once attached, so
    /// the default, escape, magic tap and scroll actions are attached only where the host would
    /// handle them (``CarouselKit/ComponentHost/wouldHandle(_:on:)``). The rotor is declarative:
    /// VoiceOver walks its entries itself and the element it lands on reports focus through the
    /// owner's focus state. The commands for the effects go to `onCommand`, which the owning view
    /// runs (it owns the focus state, the scroll proxy and the app's callbacks). When the
    /// component does not show the element, the view is hidden from VoiceOver.
    ///
    /// - Complexity: each render reads the component's tree once: O(n) in the elements it shows.
    @MainActor
    public struct ComponentElementModifier<Component: AccessibilityComponent>: ViewModifier {
        @Binding private var component: Component
        @Binding private var host: ComponentHost
        private let element: ElementID
        private let focus: AccessibilityFocusState<ElementID?>.Binding
        private let onCommand: @MainActor ([SwiftUICommand]) -> Void
        @Environment(\.accessibilityReduceMotion) private var isReduceMotionEnabled
        @Environment(\.accessibilityVoiceOverEnabled) private var isVoiceOverEnabled

        /// Mirrors `element` of the component.
        ///
        /// - Parameters:
        ///   - component: the component, owned by the app.
        ///   - host: the component's host, owned by the view that owns the focus state.
        ///   - element: the identity of the element this view shows.
        ///   - focus: the owner's focus state; this view is focused when it holds `element`.
        ///   - onCommand: runs the commands for the effects of this view's gestures.
        public init(
            component: Binding<Component>, host: Binding<ComponentHost>, element: ElementID,
            focus: AccessibilityFocusState<ElementID?>.Binding,
            onCommand: @escaping @MainActor ([SwiftUICommand]) -> Void
        ) {
            self._component = component
            self._host = host
            self.element = element
            self.focus = focus
            self.onCommand = onCommand
        }

        /// The content with the element's accessibility modifiers applied.
        public func body(content: Content) -> some View {
            if let properties = SwiftUIAccessibilityProperties(
                of: element, in: component.accessibilityElement(for: .iOS, frame: .zero))
            {
                navigation(gestures(interaction(description(content, properties), properties), properties), properties)
            } else {
                // The component does not show this element (a card the page-control strategy keeps
                // off screen): VoiceOver must not find it either.
                content.accessibilityHidden(true)
            }
        }

        // The modifiers are applied in short steps with explicit types: one long chain of
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
            return
                view
                .accessibilityAdjustableAction(if: properties.isAdjustable) { direction in
                    receive(direction == .increment ? .increment(id) : .decrement(id))
                }
                .accessibilityActions {
                    ForEach(properties.customActions, id: \.key) { (action: CustomAction) in
                        Button(action.name) { receive(.customAction(name: action.name, element: id)) }
                    }
                }
        }

        /// The gestures the host would handle on this element: double tap, escape, magic tap, scroll.
        private func gestures(
            _ view: some View, _ properties: SwiftUIAccessibilityProperties
        ) -> some View {
            let id = properties.id
            let isElement = properties.childBehavior == .ignore && !properties.isHidden
            return
                view
                .accessibilityAction(if: isElement && wouldHandle(.activate(id)), .default) {
                    receive(.activate(id))
                }
                .accessibilityAction(if: isElement && wouldHandle(.escape), .escape) {
                    receive(.escape)
                }
                .accessibilityMagicTapAction(if: isElement && wouldHandle(.magicTap)) {
                    receive(.magicTap)
                }
                .accessibilityScrollAction(if: isElement && scrolls(id)) { edge in
                    receive(.scroll(ScrollDirection(edge), element: id))
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

        private func wouldHandle(_ event: HostEvent) -> Bool {
            host.wouldHandle(event, on: component)
        }

        /// Whether a scroll in either horizontal direction would be handled.
        private func scrolls(_ id: ElementID) -> Bool {
            wouldHandle(.scroll(.right, element: id)) || wouldHandle(.scroll(.left, element: id))
        }

        private func receive(_ event: HostEvent) {
            let settings = SwiftUIAccessibilitySettings(
                isReduceMotionEnabled: isReduceMotionEnabled, isVoiceOverEnabled: isVoiceOverEnabled)
            onCommand(host.swiftUIResponse(to: event, on: &component, settings: settings).commands)
        }
    }

    extension ScrollDirection {
        /// The direction of a SwiftUI scroll action: the edge the content scrolls towards
        /// (`.top` is a scroll up, as Apple's refresh example reads it); `trailing` is later content.
        init(_ edge: Edge) {
            switch edge {
            case .top: self = .up
            case .bottom: self = .down
            case .leading: self = .left
            case .trailing: self = .right
            }
        }
    }
#endif
