#if canImport(SwiftUI)
    import SwiftUI
    import AccessibilityTree

    extension View {
        /// `accessibilityLabel(_:)` when there is a label; a missing label leaves SwiftUI's own.
        @ViewBuilder
        func accessibilityLabel(ifPresent label: String?) -> some View {
            if let label { accessibilityLabel(label) } else { self }
        }

        /// `accessibilityValue(_:)` when there is a value.
        @ViewBuilder
        func accessibilityValue(ifPresent value: String?) -> some View {
            if let value { accessibilityValue(value) } else { self }
        }

        /// `accessibilityHint(_:)` when there is a hint.
        @ViewBuilder
        func accessibilityHint(ifPresent hint: String?) -> some View {
            if let hint { accessibilityHint(hint) } else { self }
        }

        /// `accessibilityAdjustableAction(_:)` when the element is adjustable: attaching it is what
        /// makes a SwiftUI element adjustable.
        @ViewBuilder
        func accessibilityAdjustableAction(
            if isAdjustable: Bool, _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
        ) -> some View {
            if isAdjustable { accessibilityAdjustableAction(handler) } else { self }
        }

        /// `accessibilityAction(_:_:)` of the kind when the host would handle it: SwiftUI cannot
        /// decline an attached action, so an unhandled one must not be attached.
        @ViewBuilder
        func accessibilityAction(
            if isAttached: Bool, _ kind: AccessibilityActionKind, _ handler: @escaping () -> Void
        ) -> some View {
            if isAttached { accessibilityAction(kind, handler) } else { self }
        }

        /// `accessibilityAction(.magicTap, _:)` when the host would handle it; macOS has no magic tap.
        @ViewBuilder
        func accessibilityMagicTapAction(if isAttached: Bool, _ handler: @escaping () -> Void) -> some View {
            #if os(macOS)
                self
            #else
                if isAttached { accessibilityAction(.magicTap, handler) } else { self }
            #endif
        }

        /// `accessibilityScrollAction(_:)` when the host would handle a scroll.
        @ViewBuilder
        func accessibilityScrollAction(if isAttached: Bool, _ handler: @escaping (Edge) -> Void) -> some View {
            if isAttached { accessibilityScrollAction(handler) } else { self }
        }

        /// `accessibilityRotor(_:entries:entryID:entryLabel:)` when there is a rotor. The name is
        /// already localized by CarouselKit's strings; as a key it finds no other translation.
        @ViewBuilder
        func accessibilityRotor(ifPresent rotor: SwiftUIAccessibilityProperties.Rotor?) -> some View {
            if let rotor {
                accessibilityRotor(
                    LocalizedStringKey(rotor.name), entries: rotor.entries, entryID: \.id, entryLabel: \.label)
            } else {
                self
            }
        }

        /// Runs `action` with the new value when `value` changes: `onChange(of:initial:_:)` where it
        /// exists, `onChange(of:perform:)` (deprecated there) on iOS 16 and macOS 13, so no platform
        /// the package supports builds a deprecated call.
        @ViewBuilder
        func onValueChange<Value: Equatable>(of value: Value, perform action: @escaping (Value) -> Void) -> some View {
            #if os(visionOS)
                onChange(of: value) { _, newValue in action(newValue) }
            #else
                if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                    onChange(of: value) { _, newValue in action(newValue) }
                } else {
                    onChange(of: value, perform: action)
                }
            #endif
        }
    }
#endif
