import CarouselKit
import Foundation
import ScreenReaderKit
import Testing

@testable import CarouselTesting

@Suite("Golden transcripts: expectTranscript(matchesFile:)")
struct GoldenTranscriptTests {
    @Test func aTranscriptIsRecordedOnceThenMatchedThenDiffed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("article.voiceover.txt").path

        let log = FailureLog()
        var first = Article.session(Article.carousel(), log: log)
        first.swipeRight()
        first.swipeRight()
        // No file yet: it is written, and the expectation fails once so the recording gets looked at.
        #expect(!first.expectTranscript(matchesFile: path))
        #expect(log.failures.last?.actual == "none; recorded this run's, check it and run again")
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        #expect(recorded == GoldenTranscript.text(of: first.transcript))
        #expect(recorded.hasPrefix("# carousel-a11y transcript: VoiceOver\n1. swipe right: \"Intro\"\n"))
        #expect(first.expectTranscript(matchesFile: path))

        // Other cards: the same steps say something else, and the failure shows the diff.
        let cards = ["Story X", "Story B", "Story C"].map { Card(id: $0, title: $0) }
        var second = Article.session(Article.carousel(cards: cards), log: log)
        second.swipeRight()
        second.swipeRight()
        #expect(!second.expectTranscript(matchesFile: path))
        let diff = try #require(log.failures.last?.actual)
        #expect(diff.hasPrefix("--- \(path)\n+++ this run\n@@ -1,3 +1,3 @@\n"))
        #expect(diff.contains("\n-2. swipe right: \"Related stories, Carousel, Story A"))
        #expect(diff.contains("\n+2. swipe right: \"Related stories, Carousel, Story X"))
    }

    @Test func unifiedDiffHunksHaveContextAndCounts() {
        // Changes up to six unchanged lines apart share a hunk, as diff -u does.
        var old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n") + "line 11\n"
        let diff = GoldenTranscript.unifiedDiff(expected: old, actual: new, expectedName: "a", actualName: "b")
        #expect(
            diff == """
                --- a
                +++ b
                @@ -2,9 +2,10 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8
                 line 9
                 line 10
                +line 11

                """)
        #expect(GoldenTranscript.unifiedDiff(expected: old, actual: old, expectedName: "a", actualName: "b") == nil)
        // Further apart, two hunks.
        old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let far = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 19\n", with: "line nineteen\n")
        let hunks = GoldenTranscript.unifiedDiff(expected: old, actual: far, expectedName: "a", actualName: "b")
        #expect(hunks?.components(separatedBy: "\n@@ ").count == 3)
        #expect(hunks?.contains("@@ -1,5 +1,5 @@\n line 1\n-line 2\n+line two\n line 3\n") == true)
        #expect(
            hunks?.contains("@@ -16,5 +16,5 @@\n line 16\n line 17\n line 18\n-line 19\n+line nineteen\n line 20\n")
                == true)
    }
}
