#if canImport(UIKit)
    import AccessibilityTree
    import CarouselKit
    import Foundation
    import UIKit

    /// A live UIKit (or SwiftUI, through its hosting view) screen for ``ScreenReaderSession``: it
    /// captures the hierarchy under a view as UIKit exposes it to assistive technology and calls
    /// UIAccessibility's entry points on the objects the session's gestures reach.
    ///
    /// Children are read as UIKit gives them: `accessibilityElements` when set, else `subviews`.
    /// Decision: UIKit offers no public way to observe `UIAccessibility.post(notification:argument:)`
    /// in-process, so the notifications the session speaks are those posted through
    /// ``post(notification:argument:)``, which records them and forwards them to UIKit; route the
    /// app's posts through it in tests (or give the app a closure that does).
    ///
    /// ```swift
    /// let target = UIKitCaptureTarget(viewController: basketViewController)
    /// var voiceOver = ScreenReaderSession(capturing: target)
    /// ```
    public final class UIKitCaptureTarget: LiveAccessibilityTarget, @unchecked Sendable {
        // Unchecked: `root` and `posted` are only touched on the main thread (`onMain`).
        private let root: UIView
        private var posted: [PostedAccessibilityNotification] = []

        /// Captures the hierarchy under `view` (a window, a view controller's view, any view).
        @MainActor public init(view: UIView) {
            root = view
        }

        /// Captures a view controller's view, loading it first; a `UIHostingController` shows
        /// its SwiftUI content this way.
        @MainActor public convenience init(viewController: UIViewController) {
            viewController.loadViewIfNeeded()
            self.init(view: viewController.view)
        }

        /// Records the notification for the session and posts it to UIKit.
        ///
        /// An announcement's or page scroll's argument is its text; a layout or screen change's
        /// argument is the object to focus (found in the next capture) or `nil`.
        @MainActor public func post(notification: UIAccessibility.Notification, argument: Any?) {
            let text = argument as? String
            switch notification {
            case .announcement: posted.append(.announcement(text ?? ""))
            case .pageScrolled: posted.append(.pageScrolled(text ?? ""))
            case .layoutChanged:
                if let text { posted.append(.announcement(text)) }
                posted.append(.layoutChanged(focus: path(of: argument)))
            case .screenChanged:
                if let text { posted.append(.announcement(text)) }
                posted.append(.screenChanged(focus: path(of: argument)))
            default: break
            }
            UIAccessibility.post(notification: notification, argument: argument)
        }

        public func captureScreen() -> ViewCapture {
            Self.onMain { UIKitCapture.capture(root) }
        }

        public func perform(_ call: LiveAccessibilityCall, at path: [Int]) -> Bool {
            Self.onMain {
                guard let object = UIKitCapture.object(at: path, under: root) else { return false }
                return UIKitCapture.perform(call, on: object)
            }
        }

        public func takePostedNotifications() -> [PostedAccessibilityNotification] {
            Self.onMain {
                defer { posted = [] }
                return posted
            }
        }

        @MainActor private func path(of argument: Any?) -> [Int]? {
            guard let target = argument as? NSObject else { return nil }
            return UIKitCapture.path(of: target, under: root)
        }

        /// Runs `body` on the main actor: in place on the main thread (XCTest, `@MainActor` tests),
        /// else synchronously on the main queue (Swift Testing's other executors).
        private static func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
            if Thread.isMainThread { return MainActor.assumeIsolated { body() } }
            return DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
        }
    }
#endif
