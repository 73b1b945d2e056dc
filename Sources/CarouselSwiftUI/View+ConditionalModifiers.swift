#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Applies `transform` when `value` is present, else leaves the view as it is.
    @ViewBuilder
    func applying<Value, Transformed: View>(
        _ value: Value?, _ transform: (Self, Value) -> Transformed
    ) -> some View {
        if let value {
            transform(self, value)
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
