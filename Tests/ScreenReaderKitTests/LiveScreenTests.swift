import AccessibilityTree
import CarouselKit
import ScreenReaderKit
import Testing

@Suite("Live components, the clock and notifications")
struct LiveScreenTests {
    static let placeholderFrame = LiveArticle.placeholderFrame

    static func article(_ component: ElementID, platform: Platform = .iOS) -> AccessibilityScreen {
        LiveArticle.screen(component, platform: platform, before: "Before", after: "After")
    }

    private func rating(of simulator: ScreenReaderSimulator) -> FakeStarRating? {
        simulator.liveScreen.components.first as? FakeStarRating
    }

    private func carousel(of simulator: ScreenReaderSimulator) -> FakeCarousel? {
        simulator.liveScreen.components.first as? FakeCarousel
    }

    @Test func aPlaceholderIsReplacedByTheComponentInItsFrame() {
        let live = LiveScreen(Self.article("rating"), components: [FakeStarRating()])
        let voiceOver = ScreenReaderSimulator(.voiceOver, liveScreen: live)
        #expect(voiceOver.focusOrder == ["before", "rating", "after"])
        #expect(voiceOver.element("rating")?.frame == Self.placeholderFrame)
        #expect(voiceOver.element("rating")?.value == "2 stars")
    }

    @Test func seed004StarRatingSpeaksOnlyTheNewValueThenTheBoundary() throws {
        var voiceOver = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(Self.article("rating"), components: [FakeStarRating()]), style: .periods)
        voiceOver.swipeRight()
        let landing = voiceOver.swipeRight()
        let speech = try #require(landing.speech.first)
        #expect(
            SpeechStyle.periods.line(speech, hint: landing.hint)
                == "Rating. 2 stars. Adjustable. Swipe up or down with one finger to adjust the value")
        #expect(voiceOver.swipeUp().spokenText(.periods) == "3 stars.")
        #expect(voiceOver.swipeUp().speech == [Utterance([.init(.value, "4 stars")])])
        #expect(voiceOver.swipeUp().speech == [Utterance([.init(.value, "5 stars")])])
        let atMaximum = voiceOver.swipeUp()
        #expect(atMaximum.speech.isEmpty)
        #expect(atMaximum.sounds == [.boundary])
        #expect(voiceOver.transcript.steps.map(\.speech).suffix(4) == ["3 stars.", "4 stars.", "5 stars.", ""])
    }

    @Test func anUnchangedValueIsABoundaryEvenWhenTheComponentReportsAChange() {
        var voiceOver = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(Self.article("rating"), components: [FakeStarRating(stars: 1)]))
        voiceOver.touch("rating")
        let outcome = voiceOver.swipeDown()
        #expect(outcome.speech.isEmpty)
        #expect(outcome.sounds == [.boundary])
    }

    @Test func focusEnteringAndLeavingAComponentIsSentToIt() {
        var voiceOver = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(Self.article("rating"), components: [FakeStarRating()]))
        voiceOver.swipeRight()
        #expect(voiceOver.swipeRight().events == [.focusEntered("rating")])
        #expect(voiceOver.swipeRight().events == [.focusLeft])
        #expect(rating(of: voiceOver)?.received == [.focusEntered("rating"), .focusLeft])
    }

    @Test func anAdjustableCarouselTakesOneSwipeToPass() {
        let live = LiveScreen(Self.article("carousel"), components: [FakeCarousel(cards: 8)])
        let voiceOver = ScreenReaderSimulator(.voiceOver, liveScreen: live)
        #expect(voiceOver.swipesToPass(container: "carousel") == 1)
    }

    @Test func swipingUpOnTheCarouselSpeaksTheNextCardOnly() {
        var voiceOver = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(Self.article("carousel"), components: [FakeCarousel(cards: 3)]))
        let landing = voiceOver.touch("carousel")
        #expect(landing.spokenText() == "Related stories, Carousel, Story 1, Button, 1 of 3, Adjustable")
        let up = voiceOver.swipeUp()
        #expect(up.spokenText() == "Story 2, Button, 2 of 3")
        #expect(up.events == [.increment("carousel")])
        #expect(up.effects == [.scrollTo(index: 1), .valueChanged("carousel")])
        #expect(up.focus == "carousel")
    }

    @Test func aCustomRotorStepFocusesACardOutsideTheSwipeOrder() {
        var voiceOver = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(Self.article("carousel"), components: [FakeCarousel(cards: 3)]))
        voiceOver.touch("carousel")
        #expect(voiceOver.perform(.rotorNext).spokenText() == "Cards")
        let step = voiceOver.swipeDown()
        #expect(step.events.first == .rotor(name: "Cards", forward: true, from: "carousel"))
        #expect(step.focus == "card1")
        #expect(step.spokenText() == "Story 2, Button")
        // From a card inside the carousel, swipe right leaves the carousel.
        #expect(voiceOver.swipeRight().focus == "after")
    }

    @Test func threeFingerSwipesSpeakTheScrollStatusAndRepeatsAreBoundaries() {
        var voiceOver = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(Self.article("carousel"), components: [FakeCarousel(cards: 2)]))
        voiceOver.touch("carousel")
        let first = voiceOver.perform(.threeFingerSwipe(.left))
        #expect(first.events == [.scroll(.right, element: "carousel")])
        #expect(first.spokenText() == "Page 2 of 2")
        #expect(voiceOver.perform(.threeFingerSwipe(.left)).sounds == [.boundary])
        #expect(voiceOver.perform(.threeFingerSwipe(.right)).spokenText() == "Page 1 of 2")
    }

    @Test func escapeAndMagicTapGoToTheFocusedComponent() {
        var voiceOver = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(Self.article("carousel"), components: [FakeCarousel(cards: 2)]))
        voiceOver.touch("carousel")
        #expect(voiceOver.perform(.twoFingerScrub).announcements == ["Closed"])
        #expect(voiceOver.perform(.magicTap).events == [.magicTap])
        #expect(carousel(of: voiceOver)?.received.suffix(2) == [.escape, .magicTap])
    }

    @Test func theClockOnlyMovesWhenAdvancedAndRotationPausesWhileFocused() {
        var voiceOver = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(Self.article("carousel"), components: [FakeCarousel(cards: 3)]))
        voiceOver.touch("before")
        let tick = voiceOver.advance(by: .seconds(5))
        #expect(voiceOver.now == .seconds(5))
        #expect(tick.events == [.tick(now: .seconds(5))])
        #expect(tick.announcements == ["Showing slide 2 of 3"])
        #expect(tick.speech.isEmpty)  // the value changed on an element that is not focused
        #expect(tick.focus == "before")
        voiceOver.touch("carousel")
        let paused = voiceOver.advance(by: .seconds(10))
        #expect(paused.announcements.isEmpty)
        #expect(carousel(of: voiceOver)?.current == 1)
        #expect(voiceOver.transcript.steps.last?.gesture == "wait 10.0 seconds")
    }

    @Test func aValueChangeOnTheFocusedElementSpeaksTheNewValue() {
        var voiceOver = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(Self.article("rating"), components: [FakeStarRating()]))
        voiceOver.touch("rating")
        #expect(voiceOver.post(.valueChanged("rating")).spokenText() == "2 stars")
    }

    @Test func anAnnouncementIsSpokenWithoutMovingFocus() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article("x"))
        voiceOver.touch("after")
        let outcome = voiceOver.post(.announce("Saved"))
        #expect(outcome.announcements == ["Saved"])
        #expect(outcome.focus == "after")
        #expect(!outcome.focusMoved)
    }

    @Test func layoutChangedMovesFocusAndSpeaks() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article("x"))
        voiceOver.touch("after")
        let outcome = voiceOver.post(.layoutChanged(focus: "before"))
        #expect(outcome.focus == "before")
        #expect(outcome.spokenText() == "Before")
        #expect(outcome.sounds.isEmpty)
        #expect(voiceOver.post(.layoutChanged(focus: nil)).focus == "before")
    }

    @Test func screenChangedMovesFocusWithItsSound() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article("x"))
        let outcome = voiceOver.post(.screenChanged(focus: "after"))
        #expect(outcome.focus == "after")
        #expect(outcome.sounds == [.screenChanged])
        #expect(outcome.spokenText() == "After")
        #expect(voiceOver.post(.screenChanged(focus: "missing")).focus == "before")
    }

    @Test func pageScrolledIsSpoken() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article("x"))
        #expect(voiceOver.post(.pageScrolled("Page 19 of 27")).spokenText() == "Page 19 of 27")
        let repeated = voiceOver.post(.pageScrolled("Page 19 of 27"))
        #expect(repeated.speech.isEmpty)
        #expect(repeated.sounds == [.boundary])
    }

    // A node with collection info has no text for focus (talkback@26a27dc
    // utils/src/main/java/com/google/android/accessibility/utils/AccessibilityNodeInfoUtils.java:1667),
    // so the focusable container whose cards are all clickable is not focused: focus goes to the
    // first card, and entering a collection with a roleDescription says "In <role> <name>"
    // (talkback/.../compositor/CollectionStateFeedbackUtils.java:93-127).
    @Test func talkBackFocusesTheFirstCardOfAFocusableCarouselContainer() {
        var talkBack = ScreenReaderSimulator(
            .talkBack,
            liveScreen: LiveScreen(Self.article("carousel", platform: .android), components: [FakeCarousel(cards: 8)]))
        talkBack.swipeRight()
        let card = talkBack.swipeRight()
        #expect(card.focus == "card0")
        #expect(
            card.spokenText() == "Story 1, Button, 1 of 8, In Carousel Related stories, 8 items, showing 1, 8 items")
        let paged = talkBack.perform(.twoFingerSwipe(.left))
        #expect(paged.events.contains(.scroll(.right, element: "carousel")))
        #expect(paged.spokenText() == "Page 2 of 8")
        #expect(talkBack.perform(.scrollAction(.backward)).spokenText() == "Page 1 of 8")
    }

    @Test func talkBackCanSwipePastTheCarouselContainer() {
        let live = LiveScreen(Self.article("carousel", platform: .android), components: [FakeCarousel(cards: 8)])
        let talkBack = ScreenReaderSimulator(.talkBack, liveScreen: live)
        #expect(talkBack.focusOrder.map(\.rawValue).prefix(3) == ["before", "card0", "card1"])
        // The container is not focused (see above); passing takes one swipe per card.
        #expect(talkBack.swipesToPass(container: "carousel") == 8)
    }

    @Test func theTreeIsReadAgainOnlyAfterAComponentHandledAnEvent() {
        var voiceOver = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(Self.article("rating"), components: [FakeStarRating()]))
        voiceOver.swipeRight()
        #expect(voiceOver.treeVersion == 0)
        voiceOver.swipeRight()  // focus enters the rating: one event
        #expect(voiceOver.treeVersion == 1)
        voiceOver.swipeUp()
        #expect(voiceOver.treeVersion == 2)
        #expect(voiceOver.element("rating")?.value == "3 stars")
    }

    @Test func aComponentWithoutAPlaceholderStillHearsTheClock() {
        var voiceOver = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(Self.article("x"), components: [FakeCarousel(cards: 2)]))
        voiceOver.advance(by: .seconds(5))
        #expect(carousel(of: voiceOver)?.current == 1)
        #expect(voiceOver.focusOrder == ["before", "after"])
    }
}
