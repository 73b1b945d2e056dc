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
    /// failure's message as its comment, and the failure's attachments as the test's attachments
    /// (Swift 6.2 and later).
    public static let swiftTesting = FailureReporter(identifier: "swiftTesting") { failure in
        let location = failure.location
        let sourceLocation = SourceLocation(
            fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line),
            column: Int(location.column))
        Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        #if compiler(>=6.2)
            for attachment in failure.attachments {
                Attachment.record(attachment.contents, named: attachment.name, sourceLocation: sourceLocation)
            }
        #endif
    }

    #if canImport(XCTest)
        /// Fails the running XCTest test case with `XCTFail`, at the expectation's line.
        public static let xcTest = FailureReporter(identifier: "xcTest") { failure in
            XCTFail(failure.message, file: failure.location.filePath, line: failure.location.line)
        }
    #endif

    /// Swift Testing when a Swift Testing test is running (`Test.current` is set); otherwise XCTest
    /// where it exists and, always, the location and message on standard error.
    ///
    /// Decision: a failure outside any test runner must still be visible and must not stop the
    /// process. `XCTFail` outside a running `XCTestCase` is dropped without a word (checked with
    /// swift-corelibs-xctest), and a reporter cannot tell whether one is running, so standard error
    /// gets the message too; inside an XCTest run it is then written twice.
    public static let automatic = outsideSwiftTesting { text in
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The automatic reporter with its standard-error writer replaced, so tests can read what it writes.
    static func outsideSwiftTesting(write: @escaping @Sendable (String) -> Void) -> FailureReporter {
        FailureReporter(identifier: "automatic") { failure in
            if Test.current != nil {
                swiftTesting.record(failure)
                return
            }
            #if canImport(XCTest)
                xcTest.record(failure)
            #endif
            let message = failure.message
            write("\(failure.location): \(message)" + (message.hasSuffix("\n") ? "" : "\n"))
        }
    }

    /// Appends every failure to the log and reports nothing else: for tests that check the
    /// failure messages themselves.
    public static func collecting(into log: FailureLog) -> FailureReporter {
        FailureReporter(identifier: "collecting") { failure in log.append(failure) }
    }
}
