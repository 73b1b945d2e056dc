#if canImport(UIKit)
    import ScreenReaderKit
    import UIKit

    extension ScreenReaderSession {
        /// Creates a live session over the hierarchy under a view (a window, or any view): see
        /// ``init(capturing:reader:style:reporter:)`` and ``UIKitCaptureTarget``.
        @MainActor public init(
            capturing view: UIView, reader: ScreenReader = .voiceOver, style: SpeechStyle = .commas,
            reporter: FailureReporter = .automatic
        ) {
            self.init(capturing: UIKitCaptureTarget(view: view), reader: reader, style: style, reporter: reporter)
        }

        /// Creates a live session over a view controller's view (SwiftUI through its `UIHostingController`).
        @MainActor public init(
            capturing viewController: UIViewController, reader: ScreenReader = .voiceOver,
            style: SpeechStyle = .commas, reporter: FailureReporter = .automatic
        ) {
            self.init(
                capturing: UIKitCaptureTarget(viewController: viewController), reader: reader, style: style,
                reporter: reporter)
        }
    }
#endif
