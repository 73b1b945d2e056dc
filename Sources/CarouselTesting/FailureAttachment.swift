/// A file that goes with a failed expectation, such as AuditKit's HTML report of the screen
/// (`Auditor().htmlReport(...)`), so the failure can be seen as well as read.
public struct FailureAttachment: Sendable, Hashable {
    /// The file name the test report shows ("report.html").
    public var name: String
    /// The file's text.
    public var contents: String

    /// Creates an attachment.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
