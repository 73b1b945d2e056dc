import Foundation

/// The failures a ``FailureReporter/collecting(into:)`` reporter received, in order.
///
/// A reference type so the reporter (a `Sendable` closure) and the test share it; a lock makes
/// it safe to use from parallel tests, hence `@unchecked Sendable`.
public final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [ExpectationFailure] = []

    /// Creates an empty log.
    public init() {}

    /// The failures so far.
    public var failures: [ExpectationFailure] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// The failures' messages so far.
    public var messages: [String] { failures.map(\.message) }

    /// Adds a failure.
    public func append(_ failure: ExpectationFailure) {
        lock.lock()
        storage.append(failure)
        lock.unlock()
    }
}
