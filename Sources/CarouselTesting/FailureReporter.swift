import Foundation
import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Where a failed expectation goes: a Swift Testing issue, an XCTest failure, or a test's own log.
///
/// Reporters are values keyed by an identifier, so a session picks one at creation and a test of
/// the helpers themselves injects ``collecting(into:)`` to read the exact message.
public struct FailureReporter: Sendable {
    /// The reporter's name ("swiftTesting", "xcTest", "automatic", "collecting").
    public var identifier: String
    /// Records one failure.
    public var record: @Sendable (ExpectationFailure) -> Void

    /// Creates a reporter.
    public init(identifier: String, record: @escaping @Sendable (ExpectationFailure) -> Void) {
        self.identifier = identifier
        self.record = record
    }

    /// Records an issue in the running Swift Testing test, at the expectation's line, with the
    /// failure's message as its comment.
    public static let swiftTesting = FailureReporter(identifier: "swiftTesting") { failure in
        let location = failure.location
        Issue.record(
            Comment(rawValue: failure.message),
            sourceLocation: SourceLocation(
                fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line),
                column: Int(location.column)))
    }

    #if canImport(XCTest)
        /// Fails the running XCTest test case with `XCTFail`, at the expectation's line.
        public static let xcTest = FailureReporter(identifier: "xcTest") { failure in
            XCTFail(failure.message, file: failure.location.filePath, line: failure.location.line)
        }
    #endif

    /// Swift Testing when a Swift Testing test is running (`Test.current` is set), else XCTest
    /// where it exists, else the message on standard error (decision: a failure outside any test
    /// runner must still be visible, and must not stop the process).
    public static let automatic = FailureReporter(identifier: "automatic") { failure in
        if Test.current != nil {
            swiftTesting.record(failure)
            return
        }
        #if canImport(XCTest)
            xcTest.record(failure)
        #else
            FileHandle.standardError.write(Data("\(failure.location): \(failure.message)".utf8))
        #endif
    }

    /// Appends every failure to the log and reports nothing else: for tests that check the
    /// failure messages themselves.
    public static func collecting(into log: FailureLog) -> FailureReporter {
        FailureReporter(identifier: "collecting") { failure in log.append(failure) }
    }
}
