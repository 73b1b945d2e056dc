/// Why a live-session call could not be made.
public enum LiveSessionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The session reads a screen it was given, not one it captures.
    case notCapturing

    /// A sentence for messages.
    public var description: String {
        switch self {
        case .notCapturing: "the session was not made with ScreenReaderSession(capturing:), so it has no capture"
        }
    }
}
