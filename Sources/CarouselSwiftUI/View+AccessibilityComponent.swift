#if canImport(SwiftUI)
    import SwiftUI
    import AccessibilityTree
    import CarouselKit

    extension View {
        /// Makes this view the single accessibility element of a CarouselKit component: an
        /// `AdjustableValue` (seed 004's star rating), a `GroupedCell` (seed 002's sentence), ...
        ///
        /// ```swift
        /// // AdjustableValue's initializer throws on a bad range or step: build it where errors
        /// // are handled (a view model), then hand it to the view.
        /// @State var rating: AdjustableValue
        /// StarsView(stars: Int(rating.value)).accessibilityComponent($rating)
        /// ```
        ///
        /// - Parameters:
        ///   - component: the component, owned by the app; its root element is this view's element.
        ///   - onPerform: runs the app's action (a grouped cell was activated).
        public func accessibilityComponent<Component: AccessibilityComponent>(
            _ component: Binding<Component>,
            onPerform: @escaping @MainActor (_ action: String, _ element: ElementID) -> Void = { _, _ in }
        ) -> some View {
            modifier(SingleComponentModifier(component: component, onPerform: onPerform))
        }

        /// Hides a decorative view (a card's background image) from VoiceOver: its meaning is already
        /// in the card's grouped label.
        public func accessibilityDecorative() -> some View {
            accessibilityHidden(true)
        }
    }

    /// The state behind ``SwiftUI/View/accessibilityComponent(_:onPerform:)``: focus, and running
    /// the commands a single element can need (no scrolling).
    @MainActor
    struct SingleComponentModifier<Component: AccessibilityComponent>: ViewModifier {
        @Binding var component: Component
        let onPerform: @MainActor (_ action: String, _ element: ElementID) -> Void
        @AccessibilityFocusState private var focusedElement: ElementID?
        @State private var host = ComponentHost(platform: .iOS)
        @Environment(\.accessibilityReduceMotion) private var isReduceMotionEnabled
        @Environment(\.accessibilityVoiceOverEnabled) private var isVoiceOverEnabled

        init(
            component: Binding<Component>,
            onPerform: @escaping @MainActor (_ action: String, _ element: ElementID) -> Void
        ) {
            self._component = component
            self.onPerform = onPerform
            self._focusedElement = AccessibilityFocusState()
        }

        func body(content: Content) -> some View {
            content
                .modifier(
                    ComponentElementModifier(
                        component: $component, host: $host, element: component.id, focus: $focusedElement
                    ) {
                        run($0)
                    }
                )
                .onValueChange(of: focusedElement) { (focused: ElementID?) in
                    receive(.focusChanged(to: focused))
                }
                .onValueChange(of: isReduceMotionEnabled) { (isOn: Bool) in
                    receive(.reduceMotionChanged(isOn))
                }
        }

        private func receive(_ event: HostEvent) {
            let settings = SwiftUIAccessibilitySettings(
                isReduceMotionEnabled: isReduceMotionEnabled, isVoiceOverEnabled: isVoiceOverEnabled)
            run(host.swiftUIResponse(to: event, on: &component, settings: settings).commands)
        }

        private func run(_ commands: [SwiftUICommand]) {
            for command in commands {
                switch command {
                case .post(let notification, let text): SwiftUINotificationPoster.post(notification, text: text)
                case .focus(let id): focusedElement = id
                case .perform(let action, let element): onPerform(action, element)
                case .scrollTo: break
                }
            }
        }
    }
#endif
