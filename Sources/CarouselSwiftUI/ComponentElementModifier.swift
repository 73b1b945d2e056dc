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
            content
                .accessibilityElement(children: properties.childBehavior == .ignore ? .ignore : .contain)
                .accessibilityHidden(properties.isHidden)
                .accessibilityAddTraits(SwiftUI.AccessibilityTraits(memberNames: properties.addedTraitNames))
                .accessibilityRemoveTraits(SwiftUI.AccessibilityTraits(memberNames: properties.removedTraitNames))
                .applying(properties.label) { $0.accessibilityLabel($1) }
                .applying(properties.value) { $0.accessibilityValue($1) }
                .applying(properties.hint) { $0.accessibilityHint($1) }
                .applying(properties.isAdjustable ? properties.id : nil) { view, id in
                    view.accessibilityAdjustableAction { direction in
                        send(direction == .increment ? .increment(id) : .decrement(id))
                    }
                }
                .accessibilityActions {
                    ForEach(properties.customActions, id: \.key) { action in
                        Button(action.name) { send(.customAction(key: action.key, element: properties.id)) }
                    }
                }
                .applying(properties.rotors.first) { view, rotor in
                    // Decision: SwiftUI attaches one rotor per modifier call with a static type, so
                    // the first model rotor is shown; CarouselKit's carousel has at most one. The
                    // name is already localized by CarouselKit's strings; as a key it finds no
                    // other translation and is shown as it is.
                    view.accessibilityRotor(
                        LocalizedStringKey(rotor.name), entries: rotor.entries, entryID: \.id, entryLabel: \.label)
                }
                .accessibilityFocused(focus, equals: element)
        } else {
            // The component does not show this element (a card the page-control strategy keeps
            // off screen): VoiceOver must not find it either.
            content.accessibilityHidden(true)
        }
    }

    private func send(_ event: ComponentEvent) {
        let settings = SwiftUIAccessibilitySettings(
            isReduceMotionEnabled: isReduceMotionEnabled, isVoiceOverEnabled: isVoiceOverEnabled)
        onCommand(component.respond(to: event, settings: settings).commands)
    }
}
#endif
