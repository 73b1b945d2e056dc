extension ScreenReaderSession {
    /// Attaches a file to every expectation of this session that fails from now on; the contents
    /// are made only when one fails, so an expensive report costs nothing in a passing test.
    ///
    /// Under Swift Testing the file is recorded as an attachment of the running test (Swift 6.2
    /// and later); ``FailureReporter/collecting(into:)`` keeps it in ``ExpectationFailure/attachments``.
    /// The XCTest reporter does not attach it.
    ///
    /// ```swift
    /// import AuditKit
    ///
    /// let live = LiveScreen(article, components: [relatedStories])
    /// var voiceOver = ScreenReaderSession(ScreenReaderSimulator(.voiceOver, liveScreen: live))
    /// voiceOver.attachOnFailure(named: "report.html") {
    ///     Auditor().htmlReport([ReportSubject(live, file: "article")])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: the file name the test report shows.
    ///   - contents: makes the file's text, once per failed expectation.
    public mutating func attachOnFailure(named name: String, _ contents: @escaping @Sendable () -> String) {
        attachmentSources.append(AttachmentSource(name: name, contents: contents))
    }

    /// The attachments for a failure happening now.
    func attachmentsForFailure() -> [FailureAttachment] {
        attachmentSources.map { FailureAttachment(name: $0.name, contents: $0.contents()) }
    }

    /// A file to attach to failures, made on demand.
    struct AttachmentSource: Sendable {
        var name: String
        var contents: @Sendable () -> String
    }
}
