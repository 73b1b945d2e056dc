#if canImport(UIKit)
    import AccessibilityTree
    import CarouselKit
    import Foundation
    import UIKit

    /// Reads a UIKit hierarchy into a ``AccessibilityTree/ViewCapture`` and calls entry points on
    /// its objects. Objects are `UIResponder`s (views and `UIAccessibilityElement`s); another
    /// `NSObject` in an `accessibilityElements` array is read through NSObject's own accessibility
    /// members where the Objective-C runtime exists (every Apple platform).
    @MainActor enum UIKitCapture {
        /// The screen under `root`, with the device's screen, system and settings.
        static func capture(_ root: UIView) -> ViewCapture {
            // The window's screen; a view outside a window is measured by its own bounds.
            let bounds = root.window?.screen.bounds ?? root.bounds
            let scale = root.window?.screen.scale ?? root.traitCollection.displayScale
            let idiom: CaptureScreen.Idiom =
                switch UIDevice.current.userInterfaceIdiom {
                case .phone: .phone
                case .pad: .pad
                default: .other
                }
            let direction: ScreenLayoutDirection =
                root.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            let device = CaptureScreen(
                size: ScreenSize(width: Double(bounds.width), height: Double(bounds.height)),
                scale: Double(scale), systemVersion: UIDevice.current.systemVersion, idiom: idiom,
                contentSizeCategory: root.traitCollection.preferredContentSizeCategory.rawValue,
                layoutDirection: direction, language: Bundle.main.preferredLocalizations.first)
            return ViewCapture(screen: device, roots: [object(root)])
        }

        /// The object and its subtree, children in the order UIKit gives them.
        static func object(_ object: NSObject) -> CapturedObject {
            var captured = properties(of: object)
            let (children, source) = children(of: object)
            captured.childrenSource = source
            captured.children = children.map { self.object($0) }
            return captured
        }

        /// `accessibilityElements` when set, else a view's subviews.
        static func children(of object: NSObject) -> ([NSObject], CapturedObject.ChildrenSource) {
            if let elements = elements(of: object) {
                return (elements.compactMap { $0 as? NSObject }, .accessibilityElements)
            }
            return ((object as? UIView)?.subviews ?? [], .subviews)
        }

        private static func elements(of object: NSObject) -> [Any]? {
            if let responder = object as? UIResponder { return responder.accessibilityElements }
            #if canImport(ObjectiveC)
                return object.accessibilityElements
            #else
                return nil
            #endif
        }

        /// The object at `path` (its first index is the root's), or `nil`.
        static func object(at path: [Int], under root: UIView) -> NSObject? {
            guard path.first == 0 else { return nil }
            var node: NSObject = root
            for index in path.dropFirst() {
                let (children, _) = children(of: node)
                guard children.indices.contains(index) else { return nil }
                node = children[index]
            }
            return node
        }

        /// The path of `target` under `root`, or `nil` when it is not there.
        static func path(of target: NSObject, under root: UIView) -> [Int]? {
            var pending: [(NSObject, [Int])] = [(root, [0])]
            while let (node, path) = pending.popLast() {
                if node === target { return path }
                pending.append(contentsOf: children(of: node).0.enumerated().map { ($1, path + [$0]) })
            }
            return nil
        }

        /// Calls the entry point; UIKit's base classes answer `false` unless the object handles it.
        static func perform(_ call: LiveAccessibilityCall, on object: NSObject) -> Bool {
            guard let responder = object as? UIResponder else { return performOnObject(call, object) }
            switch call {
            case .activate: return responder.accessibilityActivate()
            case .increment:
                responder.accessibilityIncrement()
                return true
            case .decrement:
                responder.accessibilityDecrement()
                return true
            case .scroll(let direction): return responder.accessibilityScroll(uiKitDirection(direction))
            case .customAction(let name):
                guard let action = responder.accessibilityCustomActions?.first(where: { $0.name == name }) else {
                    return false
                }
                return runHandler(of: action)
            case .escape: return responder.accessibilityPerformEscape()
            case .magicTap: return responder.accessibilityPerformMagicTap()
            }
        }

        private static func runHandler(of action: UIAccessibilityCustomAction) -> Bool {
            if let handler = action.actionHandler { return handler(action) }
            #if canImport(ObjectiveC)
                // Target-selector actions (iOS 8 style): `perform` cannot return the selector's BOOL,
                // so a delivered action counts as handled.
                if let target = action.target as? NSObject, let selector = action.selector {
                    _ = target.perform(selector, with: action)
                    return true
                }
            #endif
            return false
        }

        static func uiKitDirection(_ direction: ScrollDirection) -> UIAccessibilityScrollDirection {
            switch direction {
            case .right: .right
            case .left: .left
            case .up: .up
            case .down: .down
            case .forward: .next
            case .backward: .previous
            }
        }

        /// The properties of a responder (views, UIAccessibilityElement), read as UIKit gives them.
        private static func properties(of object: NSObject) -> CapturedObject {
            guard let responder = object as? UIResponder else { return propertiesOfObject(object) }
            let view = responder as? UIView
            var captured = CapturedObject(
                kind: view != nil ? .view : (responder is UIAccessibilityElement ? .element : .other),
                className: String(describing: type(of: responder)),
                isAccessibilityElement: responder.isAccessibilityElement, label: responder.accessibilityLabel,
                value: responder.accessibilityValue, hint: responder.accessibilityHint,
                traits: traits(responder.accessibilityTraits),
                identifier: (responder as? UIAccessibilityIdentification)?.accessibilityIdentifier,
                language: responder.accessibilityLanguage, frame: rect(responder.accessibilityFrame),
                pathBounds: responder.accessibilityPath.map { rect($0.bounds) },
                activationPoint: point(responder.accessibilityActivationPoint),
                customActions: responder.accessibilityCustomActions?.map(\.name) ?? [],
                customRotors: responder.accessibilityCustomRotors?.map(\.name) ?? [],
                containerType: containerType(responder.accessibilityContainerType),
                viewIsModal: responder.accessibilityViewIsModal,
                elementsHidden: responder.accessibilityElementsHidden,
                shouldGroupChildren: responder.shouldGroupAccessibilityChildren,
                navigationStyle: navigationStyle(responder.accessibilityNavigationStyle),
                respondsToUserInteraction: responder.accessibilityRespondsToUserInteraction,
                userInputLabels: responder.accessibilityUserInputLabels ?? [])
            if let view {
                captured.isHidden = view.isHidden
                captured.alpha = Double(view.alpha)
                captured.clipsToBounds = view.clipsToBounds
                captured.viewSize = ScreenSize(width: Double(view.frame.width), height: Double(view.frame.height))
            }
            return captured
        }

        /// The names this project knows for the set bits: public traits by their SDK constants,
        /// private ones by the bits AccessibilitySnapshot states (``AccessibilityTree/CapturedTraits/uiKitBits``).
        static func traits(_ traits: UIAccessibilityTraits) -> CapturedTraits {
            var names: Set<String> = []
            for (name, bit) in CapturedTraits.uiKitBits where traits.rawValue & bit != 0 { names.insert(name) }
            if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {
                if traits.contains(.toggleButton) { names.insert("toggleButton") }
                if traits.contains(.supportsZoom) { names.insert("supportsZoom") }
            }
            let order = AccessibilityTraitSet.all.map(\.name)
            return CapturedTraits(rawValue: traits.rawValue, names: order.filter(names.contains))
        }

        static func containerType(_ type: UIAccessibilityContainerType) -> ContainerType {
            switch type {
            case .dataTable: .dataTable
            case .list: .list
            case .landmark: .landmark
            case .semanticGroup: .semanticGroup
            default: .none
            }
        }

        static func navigationStyle(_ style: UIAccessibilityNavigationStyle) -> CapturedObject.NavigationStyle {
            switch style {
            case .separate: .separate
            case .combined: .combined
            default: .automatic
            }
        }

        static func rect(_ rect: CGRect) -> ScreenRect {
            ScreenRect(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                height: Double(rect.size.height))
        }

        static func point(_ point: CGPoint) -> ScreenPoint { ScreenPoint(x: Double(point.x), y: Double(point.y)) }
    }
#endif
