#if canImport(UIKit)
    import UIKit
    import AccessibilityTree

    /// Carries out ``UIKitCommand``s with UIKit calls; the only code that posts accessibility
    /// notifications or scrolls on the core's behalf, shared by every UIKit adapter.
    @MainActor
    public struct UIKitCommandExecutor {
        /// The object VoiceOver should focus for an element identity, or `nil` for "the first element".
        public var element: (ElementID) -> Any?
        /// Scrolls the card at the index into view (`animated` is false while Reduce Motion is on).
        public var scrollToItem: (_ index: Int, _ animated: Bool) -> Void
        /// Runs the app's action for an element.
        public var perform: (_ action: String, _ element: ElementID) -> Void
        /// Posts a notification to assistive technology: `UIAccessibility.post(notification:argument:)`
        /// unless a test routes it elsewhere (CarouselTesting's `UIKitCaptureTarget.post`, which
        /// records it for a live session and then posts it).
        public var post: (_ notification: UIAccessibility.Notification, _ argument: Any?) -> Void

        /// Creates an executor from the host's callbacks.
        public init(
            element: @escaping (ElementID) -> Any?,
            scrollToItem: @escaping (_ index: Int, _ animated: Bool) -> Void,
            perform: @escaping (_ action: String, _ element: ElementID) -> Void,
            post: @escaping (_ notification: UIAccessibility.Notification, _ argument: Any?) -> Void = {
                UIAccessibility.post(notification: $0, argument: $1)
            }
        ) {
            self.element = element
            self.scrollToItem = scrollToItem
            self.perform = perform
            self.post = post
        }

        /// Runs the commands in the order given: the component host's order (`ComponentHost.ordered(_:)`),
        /// scrolls first, so the card spoken is on screen when VoiceOver reads it.
        ///
        /// - Complexity: O(n) in the number of commands.
        public func run(_ commands: [UIKitCommand]) {
            for command in commands {
                switch command {
                case .post(let notification, let text):
                    post(UIAccessibility.Notification(notification), text)
                case .postFocus(let notification, let focus):
                    post(UIAccessibility.Notification(notification), focus.flatMap(element))
                case .perform(let action, let id):
                    perform(action, id)
                case .scrollToItem(let index, let animated):
                    scrollToItem(index, animated)
                }
            }
        }
    }
#endif
