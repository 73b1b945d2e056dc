#if canImport(UIKit)
    import AccessibilityTree
    import Foundation
    import UIKit

    extension UIKitCapture {
        /// The properties of an object that is not a `UIResponder` (an entry of an
        /// `accessibilityElements` array, such as SwiftUI's accessibility nodes), read through
        /// NSObject's accessibility members. Those members exist only with the Objective-C
        /// runtime: `.ci/typecheck-apple` on Linux cannot check this branch, a Mac build does.
        static func propertiesOfObject(_ object: NSObject) -> CapturedObject {
            #if canImport(ObjectiveC)
                return CapturedObject(
                    kind: .other, className: String(describing: type(of: object)),
                    isAccessibilityElement: object.isAccessibilityElement, label: object.accessibilityLabel,
                    value: object.accessibilityValue, hint: object.accessibilityHint,
                    traits: traits(object.accessibilityTraits),
                    identifier: (object as? UIAccessibilityIdentification)?.accessibilityIdentifier,
                    language: object.accessibilityLanguage, frame: rect(object.accessibilityFrame),
                    pathBounds: object.accessibilityPath.map { rect($0.bounds) },
                    activationPoint: point(object.accessibilityActivationPoint),
                    customActions: object.accessibilityCustomActions?.map(\.name) ?? [],
                    customRotors: object.accessibilityCustomRotors?.map(\.name) ?? [],
                    containerType: containerType(object.accessibilityContainerType),
                    viewIsModal: object.accessibilityViewIsModal, elementsHidden: object.accessibilityElementsHidden,
                    shouldGroupChildren: object.shouldGroupAccessibilityChildren,
                    navigationStyle: navigationStyle(object.accessibilityNavigationStyle),
                    respondsToUserInteraction: object.accessibilityRespondsToUserInteraction,
                    userInputLabels: object.accessibilityUserInputLabels ?? [])
            #else
                return CapturedObject(
                    kind: .other, className: String(describing: type(of: object)), frame: ScreenRect.zero)
            #endif
        }

        /// Calls the entry point on an object that is not a `UIResponder` (see ``propertiesOfObject(_:)``).
        static func performOnObject(_ call: LiveAccessibilityCall, _ object: NSObject) -> Bool {
            #if canImport(ObjectiveC)
                switch call {
                case .activate: return object.accessibilityActivate()
                case .increment:
                    object.accessibilityIncrement()
                    return true
                case .decrement:
                    object.accessibilityDecrement()
                    return true
                case .scroll(let direction): return object.accessibilityScroll(uiKitDirection(direction))
                case .customAction(let name):
                    guard let action = object.accessibilityCustomActions?.first(where: { $0.name == name }) else {
                        return false
                    }
                    return action.actionHandler?(action) ?? false
                case .escape: return object.accessibilityPerformEscape()
                case .magicTap: return object.accessibilityPerformMagicTap()
                }
            #else
                return false
            #endif
        }
    }
#endif
