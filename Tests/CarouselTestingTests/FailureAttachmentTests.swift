import Foundation
import Testing

@testable import CarouselTesting

/// Counts how often an attachment's contents were made; shared with a `Sendable` closure.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = 0
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
    func increment() {
        lock.lock()
        storage += 1
        lock.unlock()
    }
}

@Suite("ScreenReaderSession: attachments on failure")
struct FailureAttachmentTests {
    @Test func aFailedExpectationCarriesTheAttachedReport() {
        let log = FailureLog()
        var voiceOver = Article.session(Article.carousel(), log: log)
        let made = Counter()
        voiceOver.attachOnFailure(named: "report.html") {
            made.increment()
            return "<!DOCTYPE html><title>report</title>"
        }
        voiceOver.swipeRight()
        #expect(voiceOver.expectSpeech("Intro"))
        // A passing expectation makes nothing.
        #expect(made.value == 0)
        #expect(!voiceOver.expectSpeech("Outro"))
        #expect(made.value == 1)
        #expect(
            log.failures.map(\.attachments) == [
                [FailureAttachment(name: "report.html", contents: "<!DOCTYPE html><title>report</title>")]
            ])
    }

    @Test func withoutAnAttachmentAFailureCarriesNone() {
        let log = FailureLog()
        var voiceOver = Article.session(Article.carousel(), log: log)
        voiceOver.swipeRight()
        #expect(!voiceOver.expectSpeech("Outro"))
        #expect(log.failures.count == 1)
        #expect(log.failures.first?.attachments == [])
    }

    @Test func underSwiftTestingTheFailureIsStillAnIssueWhenAReportIsAttached() {
        var voiceOver = ScreenReaderSession(
            .voiceOver, screen: Article.screen("related"), components: [Article.carousel()], reporter: .swiftTesting)
        voiceOver.attachOnFailure(named: "report.html") { "<!DOCTYPE html>" }
        voiceOver.swipeRight()
        withKnownIssue {
            voiceOver.expectSpeech("Outro")
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("expectSpeech failed\n  expected: \"Outro\"") == true
        }
    }
}
