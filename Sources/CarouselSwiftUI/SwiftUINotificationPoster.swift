#if canImport(SwiftUI)
    import SwiftUI
    import Accessibility
    #if canImport(UIKit)
        import UIKit
    #endif

    /// Posts ``SwiftUINotification``s: the only code in the SwiftUI adapter that talks to assistive
    /// technologies directly.
    ///
    /// `AccessibilityNotification` needs iOS 17 / macOS 14. Decision: on iOS 16 the adapter falls back
    /// to `UIAccessibility.post(notification:argument:)`; on macOS 13 it posts nothing.
    @MainActor
    public enum SwiftUINotificationPoster {
        /// Posts the notification with its text (announcement, page scrolled) or none.
        public static func post(_ notification: SwiftUINotification, text: String?) {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) {
                switch notification {
                case .announcement: AccessibilityNotification.Announcement(text ?? "").post()
                case .pageScrolled: AccessibilityNotification.PageScrolled(text ?? "").post()
                case .layoutChanged: AccessibilityNotification.LayoutChanged().post()
                case .screenChanged: AccessibilityNotification.ScreenChanged().post()
                }
            } else {
                #if canImport(UIKit)
                    let name: UIAccessibility.Notification =
                        switch notification {
                        case .announcement: .announcement
                        case .pageScrolled: .pageScrolled
                        case .layoutChanged: .layoutChanged
                        case .screenChanged: .screenChanged
                        }
                    UIAccessibility.post(notification: name, argument: text)
                #endif
            }
        }
    }
#endif
