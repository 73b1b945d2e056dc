import AccessibilityTree

/// A live screen a ``ScreenReaderSession`` can capture and drive: an app's views on Apple
/// platforms (`UIKitCaptureTarget`), or a test double that answers the same entry points.
///
/// The session captures the screen, lets the simulator decide what VoiceOver reaches and says,
/// and turns each gesture into one call of a UIAccessibility entry point on the object the
/// simulator focused, found by its path in the capture (its element identity, "0.2.1": child
/// indices in the order UIKit gives children, `accessibilityElements` when set, else subviews).
/// After every call it captures again and speaks what the target posted meanwhile.
///
/// Conforming types must be safe to call from any thread: the UIKit target hops to the main
/// thread itself.
public protocol LiveAccessibilityTarget: AnyObject, Sendable {
    /// The screen as it is now.
    ///
    /// - Complexity: O(n) in the number of objects on screen.
    func captureScreen() -> ViewCapture

    /// Calls the entry point on the object at `path` in the last capture and returns its answer
    /// (UIKit's `Bool`; `accessibilityIncrement()` and `accessibilityDecrement()` answer `true`),
    /// or `false` when no object has that path any more.
    func perform(_ call: LiveAccessibilityCall, at path: [Int]) -> Bool

    /// The notifications posted since the last call, oldest first, and forgets them.
    func takePostedNotifications() -> [PostedAccessibilityNotification]
}
