#if canImport(UIKit)
    import UIKit
    import AccessibilityTree
    import CarouselKit

    extension UIAccessibilityTraits {
        /// The UIKit traits with these names (``UIKitTraitMapping/publicTraitNames``); other names are
        /// ignored. This switch is the only place a model trait becomes a UIKit trait.
        public init(names: [String]) {
            self = []
            for name in names {
                switch name {
                case "button": insert(.button)
                case "link": insert(.link)
                case "image": insert(.image)
                case "selected": insert(.selected)
                case "playsSound": insert(.playsSound)
                case "keyboardKey": insert(.keyboardKey)
                case "staticText": insert(.staticText)
                case "summaryElement": insert(.summaryElement)
                case "notEnabled": insert(.notEnabled)
                case "updatesFrequently": insert(.updatesFrequently)
                case "searchField": insert(.searchField)
                case "startsMediaSession": insert(.startsMediaSession)
                case "adjustable": insert(.adjustable)
                case "allowsDirectInteraction": insert(.allowsDirectInteraction)
                case "causesPageTurn": insert(.causesPageTurn)
                case "tabBar": insert(.tabBar)
                case "header": insert(.header)
                case "toggleButton":
                    if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) { insert(.toggleButton) }
                case "supportsZoom":
                    if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) { insert(.supportsZoom) }
                default: break
                }
            }
        }
    }

    extension UIAccessibility.Notification {
        /// The UIKit notification with the name.
        public init(_ notification: UIKitNotification) {
            switch notification {
            case .announcement: self = .announcement
            case .pageScrolled: self = .pageScrolled
            case .layoutChanged: self = .layoutChanged
            case .screenChanged: self = .screenChanged
            }
        }
    }

    extension ScrollDirection {
        /// The model's direction for a UIKit scroll direction (`next`/`previous` are `forward`/`backward`).
        public init(_ direction: UIAccessibilityScrollDirection) {
            switch direction {
            case .right: self = .right
            case .left: self = .left
            case .up: self = .up
            case .down: self = .down
            case .next: self = .forward
            case .previous: self = .backward
            @unknown default: self = .forward
            }
        }
    }

    extension UIKitAccessibilitySettings {
        /// The settings as `UIAccessibility` reports them now.
        @MainActor public static var current: UIKitAccessibilitySettings {
            UIKitAccessibilitySettings(
                isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled,
                isVoiceOverRunning: UIAccessibility.isVoiceOverRunning)
        }
    }

    extension CGRect {
        /// The model rectangle as a CoreGraphics rectangle.
        init(_ rect: ScreenRect) {
            self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        }
    }

    extension ScreenRect {
        /// The CoreGraphics rectangle as a model rectangle.
        init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y),
                width: Double(rect.size.width), height: Double(rect.size.height))
        }
    }
#endif
