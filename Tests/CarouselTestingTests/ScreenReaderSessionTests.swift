import AccessibilityTree
import CarouselKit
import ScreenReaderKit
import Testing

@testable import CarouselTesting

/// An article with a paragraph, a live component's placeholder and a closing link.
enum Article {
    static func screen(_ component: ElementID, platform: Platform = .iOS) -> AccessibilityScreen {
        AccessibilityScreen(
            platform: platform,
            roots: [
                AccessibilityElement(
                    id: "root", frame: ScreenRect(x: 0, y: 0, width: 390, height: 844),
                    children: [
                        AccessibilityElement(
                            id: "intro", label: "Intro", frame: ScreenRect(x: 0, y: 0, width: 390, height: 30),
                            isAccessibilityElement: true, isFocusable: true),
                        AccessibilityElement(id: component, frame: ScreenRect(x: 0, y: 100, width: 390, height: 200)),
                        AccessibilityElement(
                            id: "outro", label: "Outro", frame: ScreenRect(x: 0, y: 400, width: 390, height: 30),
                            isAccessibilityElement: true, isFocusable: true),
                    ])
            ])
    }

    static let cards = ["Story A", "Story B", "Story C"].map { Card(id: $0, title: $0) }

    static func carousel(_ strategy: CarouselStrategy = .adjustable, cards: [Card] = cards) -> Carousel {
        Carousel(id: "related", name: "Related stories", cards: cards, strategy: strategy, hasVisibleTitle: true)
    }

    static func session(
        _ component: any AccessibilityComponent, reader: ScreenReader = .voiceOver, style: SpeechStyle = .commas,
        log: FailureLog
    ) -> ScreenReaderSession {
        ScreenReaderSession(
            reader, screen: screen(component.id, platform: reader.platform), components: [component], style: style,
            reporter: .collecting(into: log))
    }
}

@Suite("ScreenReaderSession: expectations that hold")
struct PassingExpectationTests {
    @Test func anAdjustableCarouselPassesEveryExpectation() {
        let log = FailureLog()
        var voiceOver = Article.session(Article.carousel(), log: log)
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        #expect(voiceOver.expectFocus(on: "related"))
        #expect(voiceOver.expectSpeech("Related stories, Carousel, Story A, Button, 1 of 3, Adjustable"))
        #expect(voiceOver.expectHint("Swipe up or down with one finger to adjust the value."))
        voiceOver.swipeUp()
        #expect(voiceOver.expectSpeech("Story B, Button, 2 of 3"))
        #expect(voiceOver.expectHint(nil))
        voiceOver.swipeUp()
        voiceOver.swipeUp()
        #expect(voiceOver.expectBoundary())
        #expect(voiceOver.expectNothingSpoken())
        #expect(voiceOver.expectSpokenSequence(["Story B, Button, 2 of 3", "Story C, Button, 3 of 3", ""]))
        #expect(voiceOver.expectSwipesToPass(container: "related", atMost: 1))
        #expect(log.failures.isEmpty)
    }

    @Test func seed004RatingAsOneLineInThePeriodsStyle() throws {
        let log = FailureLog()
        let rating = try AdjustableValue(
            id: "rating", label: "Rating", range: 1...5, step: 1, value: 2, format: .counted(unit: "star"))
        var voiceOver = Article.session(rating, style: .periods, log: log)
        voiceOver.touch("rating")
        #expect(
            voiceOver.expectSpokenLine(
                "Rating. 2 stars. Adjustable. Swipe up or down with one finger to adjust the value"))
        #expect(log.failures.isEmpty)
    }

    @Test func aCustomActionsCarouselAnnouncesTheNextCard() {
        let log = FailureLog()
        var voiceOver = Article.session(Article.carousel(.customActions), log: log)
        voiceOver.touch("related")
        voiceOver.perform(.customAction("Next card"))
        #expect(voiceOver.expectAnnouncement("Story B, Button, 2 of 3"))
        #expect(log.failures.isEmpty)
    }

    @Test func talkBackPassesTheContainerInOneSwipe() {
        let log = FailureLog()
        let carousel = Carousel(id: "related", name: "Related stories", cards: Article.cards, platform: .android)
        let talkBack = Article.session(carousel, reader: .talkBack, log: log)
        #expect(talkBack.expectSwipesToPass(container: "related", atMost: 1))
        #expect(log.failures.isEmpty)
    }

    @Test func aSessionCarriesUpdatesAndTheClock() throws {
        let log = FailureLog()
        var voiceOver = Article.session(Article.carousel(), log: log)
        voiceOver.touch("related")
        try voiceOver.updateComponent("related", as: Carousel.self) { carousel in
            try carousel.itemsChanged(to: ArrayCardSource(Array(Article.cards.dropFirst())), change: .removed(0..<1))
        }
        #expect(voiceOver.expectAnnouncement("Story B, Button, 1 of 2"))
        voiceOver.advance(by: .seconds(5))
        #expect(voiceOver.expectNothingSpoken())
        #expect(log.failures.isEmpty)
    }
}

@Suite("ScreenReaderSession: failure messages")
struct FailingExpectationTests {
    /// The transcript after swiping onto the 3-card adjustable carousel: VoiceOver's words from
    /// the digest, in the text renderer's documented layout.
    static let landingTranscript = """
        1. swipe right -> intro: Intro
           speech: Intro
        2. swipe right -> related: Related stories, Carousel (Adjustable)
           speech: Related stories, Carousel, Story A, Button, 1 of 3, Adjustable
           hint: Swipe up or down with one finger to adjust the value.

        """

    static func landed(_ log: FailureLog) -> ScreenReaderSession {
        var voiceOver = Article.session(Article.carousel(), log: log)
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        return voiceOver
    }

    @Test func wrongSpeechShowsExpectedActualAndTheTranscript() throws {
        let log = FailureLog()
        let voiceOver = Self.landed(log)
        let line: UInt = #line + 1
        #expect(!voiceOver.expectSpeech("Related stories, Story A"))
        let failure = try #require(log.failures.first)
        #expect(log.failures.count == 1)
        #expect(
            failure.message == """
                expectSpeech failed
                  expected: "Related stories, Story A"
                  actual:   "Related stories, Carousel, Story A, Button, 1 of 3, Adjustable"
                Transcript so far (VoiceOver, 2 steps):

                """ + Self.landingTranscript)
        #expect(failure.location.line == line)
        #expect(failure.location.fileID == "CarouselTestingTests/ScreenReaderSessionTests.swift")
    }

    @Test func aWrongSequenceListsBothSequences() throws {
        let log = FailureLog()
        var voiceOver = Self.landed(log)
        voiceOver.swipeUp()
        #expect(!voiceOver.expectSpokenSequence(["Story B, Button, 2 of 3", "Story C"]))
        let failure = try #require(log.failures.first)
        #expect(failure.expected == #"["Story B, Button, 2 of 3", "Story C"]"#)
        #expect(
            failure.actual
                == #"["Related stories, Carousel, Story A, Button, 1 of 3, Adjustable", "Story B, Button, 2 of 3"]"#)
        #expect(failure.message.hasPrefix("expectSpokenSequence failed\n"))
        #expect(
            failure.message.hasSuffix(
                "3. swipe up -> related: Related stories, Carousel (Adjustable)\n   speech: Story B, Button, 2 of 3\n"))
    }

    @Test func aSwipeThroughCarouselOfEightFailsAtMostOneSwipe() throws {
        let log = FailureLog()
        let cards = (1...8).map { Card(id: "c\($0)", title: "Card \($0)") }
        let voiceOver = Article.session(Article.carousel(.swipeThrough, cards: cards), log: log)
        #expect(!voiceOver.expectSwipesToPass(container: "related", atMost: 1))
        #expect(
            log.messages == [
                """
                expectSwipesToPass failed
                  expected: at most 1 swipe to pass related
                  actual:   8 swipes
                Transcript so far (VoiceOver, 0 steps):
                (no steps)

                """
            ])
    }

    @Test func aContainerMissingFromTheOrderIsNamed() throws {
        let log = FailureLog()
        let voiceOver = Article.session(Article.carousel(), log: log)
        #expect(!voiceOver.expectSwipesToPass(container: "nowhere", atMost: 1))
        #expect(log.failures.first?.actual == "nowhere is not in the swipe order or nothing follows it")
    }

    @Test func aValueThatChangedIsNotABoundary() throws {
        let log = FailureLog()
        var voiceOver = Self.landed(log)
        voiceOver.swipeUp()
        #expect(!voiceOver.expectBoundary())
        #expect(!voiceOver.expectNothingSpoken())
        #expect(
            log.failures.map(\.actual) == Array(repeating: #"speech "Story B, Button, 2 of 3", no sound"#, count: 2))
        #expect(log.failures.map(\.expected) == ["the boundary sound and nothing spoken", "silence"])
    }

    @Test func wrongHintFocusAndAnnouncement() throws {
        let log = FailureLog()
        let voiceOver = Self.landed(log)
        #expect(!voiceOver.expectHint(nil))
        #expect(!voiceOver.expectFocus(on: "outro"))
        #expect(!voiceOver.expectAnnouncement("Story A"))
        #expect(
            log.failures.map { "\($0.expectation): \($0.expected) / \($0.actual)" } == [
                #"expectHint: no hint / "Swipe up or down with one finger to adjust the value.""#,
                "expectFocus: focus on outro / focus on related",
                #"expectAnnouncement: ["Story A"] / []"#,
            ])
    }

    @Test func anExpectationBeforeAnyStepSaysSo() throws {
        let log = FailureLog()
        let voiceOver = Article.session(Article.carousel(), log: log)
        #expect(!voiceOver.expectSpeech("Intro"))
        #expect(log.failures.first?.actual == "no step performed yet")
        #expect(log.failures.first?.message.hasSuffix("Transcript so far (VoiceOver, 0 steps):\n(no steps)\n") == true)
    }

    @Test func outsideAnyTestTheAutomaticReporterStillWritesTheFailure() async {
        // XCTFail outside a running XCTestCase is dropped silently, so the message must also be written.
        let written = FailureLog()
        let reporter = FailureReporter.outsideSwiftTesting { text in
            written.append(
                ExpectationFailure(
                    expectation: "written", expected: "", actual: text, transcript: "", reader: .voiceOver,
                    stepCount: 0, location: FailureLocation()))
        }
        let failure = ExpectationFailure(
            expectation: "expectSpeech", expected: "\"A\"", actual: "\"B\"", transcript: "", reader: .voiceOver,
            stepCount: 0, location: FailureLocation(fileID: "App/Tests.swift", line: 12, column: 5))
        // A detached task does not inherit `Test.current`: this is what code outside any test sees.
        await Task.detached { reporter.record(failure) }.value
        #expect(
            written.failures.map(\.actual) == [
                "App/Tests.swift:12:5: expectSpeech failed\n  expected: \"A\"\n  actual:   \"B\"\n"
                    + "Transcript so far (VoiceOver, 0 steps):\n(no steps)\n"
            ])
    }

    @Test func underSwiftTestingTheAutomaticReporterRecordsAnIssueWithTheMessage() {
        var voiceOver = ScreenReaderSession(
            .voiceOver, screen: Article.screen("related"), components: [Article.carousel()])
        #expect(voiceOver.reporter.identifier == "automatic")
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        withKnownIssue {
            voiceOver.expectSpeech("Related stories, Story A")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                expectSpeech failed
                  expected: "Related stories, Story A"
                  actual:   "Related stories, Carousel, Story A, Button, 1 of 3, Adjustable"
                Transcript so far (VoiceOver, 2 steps):

                """ + Self.landingTranscript
            ]
        }
    }
}
