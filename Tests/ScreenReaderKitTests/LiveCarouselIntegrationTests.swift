import AccessibilityTree
import CarouselKit
import ScreenReaderKit
import Testing

/// The real CarouselKit components (`Carousel`, `AdjustableValue`, `GroupedCell`) driven through
/// `ScreenReaderSimulator` on a `LiveScreen`: no test doubles. Expected speech comes from the
/// digests (`reference/voiceover-speech.md`, `reference/talkback-speech.md`), the behaviour spec
/// (`reference/carousel-behaviour.md`) and the seeds' quotes.
enum LiveArticle {
    /// The eight related stories; the first title is seed 000's example card.
    static let titles = [
        "How do the new lockdown restrictions affect me?", "Storm warning for the north",
        "Schools to reopen in March", "Vaccine rollout: the latest figures", "Markets rally after rate cut",
        "New rail line approved", "Interview: the nurse who ran a marathon", "Weather: a sunny weekend ahead",
    ]

    static let cards = titles.enumerated().map { Card(id: "story-\($0.offset + 1)", title: $0.element) }

    static let placeholderFrame = ScreenRect(x: 0, y: 100, width: 390, height: 200)

    /// An article: a paragraph, the component's placeholder, another paragraph. Shared by every
    /// live-component test; the paragraphs' words can be chosen so assertions stay short.
    static func screen(
        _ component: ElementID, platform: Platform, before beforeText: String = "The rules change on Monday.",
        after afterText: String = "Share this story"
    ) -> AccessibilityScreen {
        let before = AccessibilityElement(
            id: "before", label: beforeText, frame: ScreenRect(x: 0, y: 0, width: 390, height: 30),
            isAccessibilityElement: true, isFocusable: true)
        let placeholder = AccessibilityElement(id: component, frame: placeholderFrame)
        let after = AccessibilityElement(
            id: "after", label: afterText, frame: ScreenRect(x: 0, y: 400, width: 390, height: 30),
            isAccessibilityElement: true, isFocusable: true)
        return AccessibilityScreen(
            platform: platform,
            roots: [
                AccessibilityElement(
                    id: "root", frame: ScreenRect(x: 0, y: 0, width: 390, height: 844),
                    children: [before, placeholder, after])
            ])
    }

    /// "Related stories" with its visible title hidden from screen readers.
    static func carousel(
        _ strategy: CarouselStrategy = .adjustable, platform: Platform = .iOS, cards: [Card] = cards,
        rotation: AutoRotation? = nil, currentIndex: Int = 0
    ) -> Carousel {
        Carousel(
            id: "related", name: "Related stories", cards: cards, strategy: strategy, platform: platform,
            hasVisibleTitle: true, rotation: rotation, currentIndex: currentIndex)
    }

    static func simulator(
        _ reader: ScreenReader, _ component: any AccessibilityComponent, style: SpeechStyle = .commas
    ) -> ScreenReaderSimulator {
        ScreenReaderSimulator(
            reader, liveScreen: LiveScreen(screen(component.id, platform: reader.platform), components: [component]),
            style: style)
    }

    /// The adjustable carousel's value for a 0-based card: "<title>, Button, n of total" (BBC seed:
    /// the card's label then the role word; the spec adds the position).
    static func value(_ index: Int, of total: Int = 8, titles: [String] = titles) -> String {
        "\(titles[index]), Button, \(index + 1) of \(total)"
    }
}

@Suite("Live carousel with VoiceOver: the adjustable strategy")
struct LiveAdjustableCarouselTests {
    @Test func swipeRightLandsOnTheCarouselAndSpeaksNameValueTraitThenTheHintApart() {
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel())
        #expect(voiceOver.swipeRight().spokenText() == "The rules change on Monday.")
        let landing = voiceOver.swipeRight()
        #expect(landing.focus == "related")
        #expect(
            landing.speech == [
                Utterance([
                    .init(.label, "Related stories, Carousel"),
                    .init(.value, "How do the new lockdown restrictions affect me?, Button, 1 of 8"),
                    .init(.trait, "Adjustable"),
                ])
            ])
        #expect(landing.hint == Utterance([.init(.hint, "Swipe up or down with one finger to adjust the value.")]))
        // The visible title is hidden, so the name is heard once.
        #expect(voiceOver.element("related.title")?.isHidden == true)
        #expect(!voiceOver.focusOrder.contains("related.title"))
        #expect(landing.spokenText().components(separatedBy: "Related stories").count == 2)
    }

    @Test func swipeUpSpeaksOnlyTheNewValue() {
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel())
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        let up = voiceOver.swipeUp()
        #expect(up.speech == [Utterance([.init(.value, "Storm warning for the north, Button, 2 of 8")])])
        #expect(up.hint == nil)
        #expect(up.focus == "related")
        #expect(!up.focusMoved)
        #expect(up.sounds.isEmpty)
        #expect(voiceOver.swipeDown().spokenText() == LiveArticle.value(0))
    }

    @Test func atTheLastCardSwipeUpPlaysTheBoundarySoundAndSaysNothing() {
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel())
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        for index in 1..<8 {
            #expect(voiceOver.swipeUp().spokenText() == LiveArticle.value(index))
        }
        let atEnd = voiceOver.swipeUp()
        #expect(atEnd.speech.isEmpty)
        #expect(atEnd.announcements.isEmpty)
        #expect(atEnd.sounds == [.boundary])
        #expect(voiceOver.element("related")?.value == LiveArticle.value(7))
    }

    @Test func atTheFirstCardSwipeDownPlaysTheBoundarySound() {
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel())
        voiceOver.touch("related")
        let down = voiceOver.swipeDown()
        #expect(down.speech.isEmpty)
        #expect(down.sounds == [.boundary])
    }

    @Test func oneSwipeRightLeavesTheCarouselWhicheverCardIsShown() {
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel())
        #expect(voiceOver.swipesToPass(container: "related") == 1)
        voiceOver.touch("related")
        voiceOver.swipeUp()
        voiceOver.swipeUp()
        #expect(voiceOver.swipesToPass(container: "related") == 1)
        let leaving = voiceOver.swipeRight()
        #expect(leaving.focus == "after")
        #expect(leaving.spokenText() == "Share this story")
    }

    @Test func doubleTapOpensTheShownCard() {
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel())
        voiceOver.touch("related")
        voiceOver.swipeUp()
        #expect(voiceOver.doubleTap().effects == [.performed(action: "activate", element: "story-2")])
    }
}

@Suite("Live carousel with TalkBack: the Android container")
struct LiveAndroidContainerTests {
    @Test func oneSwipePassesTheCollapsedContainer() {
        var talkBack = LiveArticle.simulator(.talkBack, LiveArticle.carousel(.androidContainer, platform: .android))
        #expect(talkBack.focusOrder == ["before", "related", "after"])
        #expect(talkBack.swipesToPass(container: "related") == 1)
        talkBack.swipeRight()
        let container = talkBack.swipeRight()
        // The seed: the container's label includes the total and the current item; TalkBack adds
        // the role description, then the clickable node's usage hint.
        #expect(container.spokenText() == "Related stories, 8 slides, showing slide 1, Carousel")
        #expect(container.hint == Utterance([.init(.hint, "Double-tap to activate")]))
        #expect(talkBack.swipeRight().focus == "after")
    }

    @Test func doubleTapFocusesTheFirstCardAndTwoFingerSwipesChangeSlides() {
        var talkBack = LiveArticle.simulator(.talkBack, LiveArticle.carousel(.androidContainer, platform: .android))
        talkBack.touch("related")
        let entered = talkBack.doubleTap()
        #expect(entered.focus == "related.card.0")
        // Name and role, then the node's hint text, which TalkBack speaks inside the description
        // (talkback@26a27dc talkback/src/main/java/com/google/android/accessibility/talkback/
        // compositor/roledescription/TreeNodesDescription.java:179-195), then the position and the
        // entry of a collection with a roleDescription: "In <role> <name>" and the count
        // (CollectionStateFeedbackUtils.java:93-127; the name is the container's label).
        #expect(
            entered.spokenText()
                == "How do the new lockdown restrictions affect me?, Button, Swipe right with two fingers to change slides, 1 of 8, "
                + "In Carousel Related stories, 8 slides, showing slide 1, 8 items")
        let next = talkBack.perform(.twoFingerSwipe(.left))
        #expect(next.focus == "related.card.1")
        #expect(next.speech.first == Utterance([.init(.position, "Showing slide 2 of 8")]))
        #expect(
            next.spokenText()
                == "Showing slide 2 of 8, Storm warning for the north, Button, Swipe right with two fingers to change slides, 2 of 8"
        )
        let back = talkBack.perform(.twoFingerSwipe(.right))
        #expect(back.focus == "related.card.0")
        #expect(
            back.spokenText()
                == "Showing slide 1 of 8, How do the new lockdown restrictions affect me?, Button, Swipe right with two fingers to change slides, 1 of 8"
        )
    }

    @Test func twoFingerSwipesOnTheCollapsedContainerChangeTheSlideInItsLabel() {
        var talkBack = LiveArticle.simulator(.talkBack, LiveArticle.carousel(.androidContainer, platform: .android))
        talkBack.touch("related")
        let next = talkBack.perform(.twoFingerSwipe(.left))
        #expect(next.spokenText() == "Showing slide 2 of 8")
        #expect(next.focus == "related")
        #expect(talkBack.element("related")?.label == "Related stories, 8 slides, showing slide 2")
        #expect(talkBack.swipesToPass(container: "related") == 1)
    }

    @Test func aCardIsReadWithItsPositionLastNotAsAState() {
        // Regression: the Android card element carried "1 of 8" as its value, which TalkBack reads
        // as the node's state, first: "1 of 8, How do ..., Button".
        let carousel = LiveArticle.carousel(.swipeThrough, platform: .android)
        var talkBack = LiveArticle.simulator(.talkBack, carousel)
        talkBack.touch("before")
        let first = talkBack.touch("related.card.0")
        #expect(first.speech.first?.texts(of: .state) == [])
        // The list's label names it: "In list <name>" (CollectionStateFeedbackUtils.java:51-59).
        #expect(
            first.spokenText()
                == "How do the new lockdown restrictions affect me?, Button, 1 of 8, In list Related stories, Carousel, 8 items"
        )
        #expect(talkBack.swipeRight().spokenText() == "Storm warning for the north, Button, 2 of 8")
    }
}

@Suite("Live carousel with VoiceOver: the other strategies")
struct LiveCarouselStrategyTests {
    @Test func customActionsArePickedFromTheActionsRotor() {
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel(.customActions))
        #expect(voiceOver.swipesToPass(container: "related") == 1)
        voiceOver.swipeRight()
        let landing = voiceOver.swipeRight()
        #expect(landing.spokenText() == "Related stories, Carousel, \(LiveArticle.value(0))")
        #expect(
            landing.hint.map(SpeechStyle.commas.render)
                == "Swipe up or down to change slides, Actions available, "
                + "Swipe up or down to select a custom action, then double tap to activate.")
        #expect(voiceOver.currentRotor == .actions)
        #expect(voiceOver.swipeDown().spokenText() == "Next card")
        let next = voiceOver.doubleTap()
        #expect(next.events.first == .customAction(key: "next", element: "related"))
        #expect(next.announcements == [LiveArticle.value(1)])
        #expect(next.speech.isEmpty)
        #expect(next.focus == "related")
        #expect(voiceOver.swipeDown().spokenText() == "Previous card")
        #expect(voiceOver.doubleTap().announcements == [LiveArticle.value(0)])
        #expect(voiceOver.perform(.customAction("Previous card")).sounds == [.boundary])
    }

    @Test func theCardsRotorStepsThroughCardElementsAndSwipeRightStillLeaves() {
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel(.customRotor))
        #expect(voiceOver.swipesToPass(container: "related") == 1)
        voiceOver.touch("related")
        #expect(voiceOver.availableRotors.prefix(2) == [.actions, .custom("Cards")])
        #expect(voiceOver.perform(.rotorNext).spokenText() == "Cards")
        let first = voiceOver.swipeDown()
        #expect(first.focus == "related.card.0")
        // A card element: label, then its value (the position), then the trait word.
        #expect(first.spokenText() == "How do the new lockdown restrictions affect me?, 1 of 8, Button")
        let second = voiceOver.swipeDown()
        #expect(second.focus == "related.card.1")
        #expect(second.spokenText() == "Storm warning for the north, 2 of 8, Button")
        #expect(voiceOver.swipeUp().focus == "related.card.0")
        #expect(voiceOver.swipeUp().sounds == [.boundary])
        #expect(voiceOver.swipeRight().focus == "after")
    }

    @Test func thePageControlAnnouncesTheSlide() {
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel(.pageControl))
        #expect(voiceOver.focusOrder == ["before", "related.pages", "after"])
        #expect(voiceOver.swipesToPass(container: "related") == 1)
        voiceOver.swipeRight()
        let landing = voiceOver.swipeRight()
        #expect(landing.spokenText() == "Related stories, Carousel, Page 1 of 8, Adjustable")
        #expect(landing.hint == Utterance([.init(.hint, "Swipe up or down with one finger to adjust the value.")]))
        let up = voiceOver.swipeUp()
        #expect(up.spokenText() == "Page 2 of 8")
        #expect(up.announcements == [LiveArticle.value(1)])
        #expect(up.focus == "related.pages")
    }

    @Test func swipingThroughThreeCardsTakesThreeSwipes() {
        let cards = Array(LiveArticle.cards.prefix(3))
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel(.swipeThrough, cards: cards))
        #expect(voiceOver.swipesToPass(container: "related") == 3)
        voiceOver.swipeRight()
        // The list's explicit elements begin with its hidden title, which holds index 0, so the first
        // card is not the list's start (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:
        // 445, 472-478 count every entry of accessibilityElements, hidden ones included).
        #expect(
            voiceOver.swipeRight().spokenText() == "How do the new lockdown restrictions affect me?, 1 of 3, Button")
        #expect(voiceOver.swipeRight().spokenText() == "Storm warning for the north, 2 of 3, Button")
        // "List End" is spoken on the list's last entry, not on the element after it
        // (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:472-478).
        #expect(voiceOver.swipeRight().spokenText() == "Schools to reopen in March, 3 of 3, Button, List End")
        #expect(voiceOver.swipeRight().spokenText() == "Share this story")
    }
}

@Suite("Live adjustable values and grouped cells")
struct LiveAdjustableValueTests {
    @Test func seed004StarRatingThroughTheSimulator() throws {
        let rating = try AdjustableValue(
            id: "rating", label: "Rating", range: 1...5, step: 1, value: 2, format: .counted(unit: "star"))
        var voiceOver = LiveArticle.simulator(.voiceOver, rating, style: .periods)
        voiceOver.swipeRight()
        let landing = voiceOver.swipeRight()
        let speech = try #require(landing.speech.first)
        #expect(
            SpeechStyle.periods.line(speech, hint: landing.hint)
                == "Rating. 2 stars. Adjustable. Swipe up or down with one finger to adjust the value")
        #expect(voiceOver.swipeUp().spokenText() == "3 stars")
        #expect(voiceOver.swipeUp().spokenText() == "4 stars")
        #expect(voiceOver.swipeUp().spokenText() == "5 stars")
        let atMaximum = voiceOver.swipeUp()
        #expect(atMaximum.speech.isEmpty)
        #expect(atMaximum.sounds == [.boundary])
    }

    @Test func seed004VolumeSliderAtFiftyPercent() throws {
        let volume = try AdjustableValue(
            id: "volume", label: "Volume", range: 0...1, step: 0.1, value: 0.5, format: .percent)
        var voiceOver = LiveArticle.simulator(.voiceOver, volume)
        let landing = voiceOver.touch("volume")
        let speech = try #require(landing.speech.first)
        #expect(
            SpeechStyle.periods.line(speech, hint: landing.hint)
                == "Volume. 50%. Adjustable. Swipe up or down with one finger to adjust the value")
        let up = voiceOver.swipeUp()
        #expect(up.speech == [Utterance([.init(.value, "60%")])])
        #expect(voiceOver.swipeDown().spokenText() == "50%")
    }

    @Test func seed002GroupedCellSpeaksOneSentenceThenItsHint() throws {
        let cell = try GroupedCell(
            id: "player.0",
            template: "{name} is a player for {team}. Plays the position of {position|lowercase}. {age} years old",
            fields: ["name": "Kawhi Leonard", "team": "Toronto Raptors", "position": "Small Forward", "age": "27"],
            visibleTexts: ["Kawhi Leonard\nToronto Raptors", "Small Forward\n Age: 27"],
            hint: "Double tap to get more details", isActionable: true)
        var voiceOver = LiveArticle.simulator(.voiceOver, cell)
        #expect(voiceOver.focusOrder == ["before", "player.0", "after"])
        voiceOver.swipeRight()
        let landing = voiceOver.swipeRight()
        #expect(
            landing.spokenText()
                == "Kawhi Leonard is a player for Toronto Raptors. Plays the position of small forward. 27 years old")
        #expect(landing.hint == Utterance([.init(.hint, "Double tap to get more details")]))
        #expect(voiceOver.doubleTap().effects == [.performed(action: "activate", element: "player.0")])
    }
}

@Suite("Live carousel rotation with the manual clock")
struct LiveRotationTests {
    static func rotatingSimulator() throws -> ScreenReaderSimulator {
        LiveArticle.simulator(.voiceOver, LiveArticle.carousel(rotation: try AutoRotation(interval: .seconds(5))))
    }

    @Test func rotationMovesCardsWhileFocusIsElsewhereAndNeverMovesFocus() throws {
        var voiceOver = try Self.rotatingSimulator()
        voiceOver.touch("before")
        // The first tick arms the timer: a slide always stays a full interval.
        voiceOver.advance(by: .seconds(5))
        #expect(voiceOver.element("related")?.value == LiveArticle.value(0))
        let moved = voiceOver.advance(by: .seconds(5))
        #expect(voiceOver.element("related")?.value == LiveArticle.value(1))
        #expect(moved.focus == "before")
        #expect(!moved.focusMoved)
        #expect(moved.speech.isEmpty)
        #expect(moved.announcements.isEmpty)
        voiceOver.advance(by: .seconds(5))
        #expect(voiceOver.element("related")?.value == LiveArticle.value(2))
        #expect(voiceOver.focus == "before")
    }

    @Test func rotationStopsWhileFocusIsInsideAndResumesAfter() throws {
        var voiceOver = try Self.rotatingSimulator()
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        #expect(voiceOver.focus == "related")
        for _ in 0..<4 {
            let tick = voiceOver.advance(by: .seconds(5))
            #expect(tick.speech.isEmpty)
        }
        #expect(voiceOver.element("related")?.value == LiveArticle.value(0))
        voiceOver.swipeRight()
        voiceOver.advance(by: .seconds(5))
        voiceOver.advance(by: .seconds(5))
        #expect(voiceOver.element("related")?.value == LiveArticle.value(1))
        #expect(voiceOver.focus == "after")
    }

    @Test func rotationStopsWhileReduceMotionIsOn() throws {
        var voiceOver = try Self.rotatingSimulator()
        voiceOver.touch("before")
        voiceOver.setReduceMotion(true)
        for _ in 0..<4 { voiceOver.advance(by: .seconds(5)) }
        #expect(voiceOver.element("related")?.value == LiveArticle.value(0))
        voiceOver.setReduceMotion(false)
        voiceOver.advance(by: .seconds(5))
        voiceOver.advance(by: .seconds(5))
        #expect(voiceOver.element("related")?.value == LiveArticle.value(1))
        #expect(voiceOver.transcript.steps.map(\.gesture).contains("reduce motion on"))
    }

    @Test func rotationStaysStoppedAfterTheUserPausesIt() throws {
        var voiceOver = try Self.rotatingSimulator()
        voiceOver.touch("related")
        // A rotating carousel carries a Pause action (WCAG 2.2.2).
        #expect(voiceOver.focusedElement?.customActions.map(\.name) == ["Pause"])
        voiceOver.perform(.customAction("Pause"))
        #expect(voiceOver.focusedElement?.customActions.map(\.name) == ["Play"])
        voiceOver.swipeRight()
        for _ in 0..<4 { voiceOver.advance(by: .seconds(5)) }
        #expect(voiceOver.element("related")?.value == LiveArticle.value(0))
        voiceOver.swipeLeft()
        voiceOver.perform(.customAction("Play"))
        voiceOver.swipeRight()
        voiceOver.advance(by: .seconds(5))
        voiceOver.advance(by: .seconds(5))
        #expect(voiceOver.element("related")?.value == LiveArticle.value(1))
    }
}

@Suite("Live carousel: removing the focused card")
struct LiveItemsChangedTests {
    static func removing(_ index: Int, from titles: [String]) -> (cards: [Card], titles: [String]) {
        var remaining = titles
        remaining.remove(at: index)
        return (remaining.enumerated().map { Card(id: "left-\($0.offset)", title: $0.element) }, remaining)
    }

    @Test func voiceOverHearsTheCardNowShownAndFocusStays() throws {
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel())
        voiceOver.touch("related")
        voiceOver.swipeUp()
        voiceOver.swipeUp()
        let (cards, titles) = Self.removing(2, from: LiveArticle.titles)
        let outcome = try #require(
            try voiceOver.updateComponent("related", as: Carousel.self) { carousel in
                try carousel.itemsChanged(to: ArrayCardSource(cards), change: .removed(2..<3))
            })
        // The card after the removed one takes its place: "Vaccine rollout ..., 3 of 7".
        let expected = LiveArticle.value(2, of: 7, titles: titles)
        #expect(expected == "Vaccine rollout: the latest figures, Button, 3 of 7")
        #expect(outcome.announcements == [expected])
        #expect(outcome.focus == "related")
        #expect(voiceOver.element("related")?.value == expected)
        #expect(voiceOver.swipeUp().spokenText() == LiveArticle.value(3, of: 7, titles: titles))
        #expect(voiceOver.transcript.steps.map(\.gesture).contains("update related"))
    }

    @Test func removingTheLastShownCardShowsTheNewLastCard() throws {
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel(currentIndex: 7))
        voiceOver.touch("related")
        let (cards, titles) = Self.removing(7, from: LiveArticle.titles)
        let outcome = try voiceOver.updateComponent("related", as: Carousel.self) { carousel in
            try carousel.itemsChanged(to: ArrayCardSource(cards), change: .removed(7..<8))
        }
        #expect(outcome?.announcements == ["Interview: the nurse who ran a marathon, Button, 7 of 7"])
        #expect(titles[6] == "Interview: the nurse who ran a marathon")
        #expect(voiceOver.swipeUp().sounds == [.boundary])
    }

    @Test func removingEveryCardSaysNoItems() throws {
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel())
        voiceOver.touch("related")
        let outcome = try voiceOver.updateComponent("related", as: Carousel.self) { carousel in
            try carousel.itemsChanged(to: ArrayCardSource([]), change: .removed(0..<8))
        }
        #expect(outcome?.announcements == ["No items"])
        #expect(voiceOver.element("related")?.value == "No items")
        #expect(voiceOver.focus == "related")
    }

    @Test func talkBackFocusOnTheRemovedCardMovesToItsReplacement() throws {
        var talkBack = LiveArticle.simulator(.talkBack, LiveArticle.carousel(.androidContainer, platform: .android))
        talkBack.touch("related")
        talkBack.doubleTap()
        talkBack.perform(.twoFingerSwipe(.left))
        #expect(talkBack.focus == "related.card.1")
        let (cards, _) = Self.removing(1, from: LiveArticle.titles)
        let outcome = try talkBack.updateComponent("related", as: Carousel.self) { carousel in
            try carousel.itemsChanged(to: ArrayCardSource(cards), change: .removed(1..<2))
        }
        #expect(outcome?.focus == "related.card.1")
        #expect(
            outcome?.spokenText()
                == "Schools to reopen in March, Button, Swipe right with two fingers to change slides, 2 of 7")
    }

    @Test func aChangeThatThrowsLeavesEverythingAsItWas() {
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel())
        voiceOver.touch("related")
        #expect(throws: CarouselKitError.inconsistentChange(change: .removed(0..<1), oldCount: 8, newCount: 8)) {
            try voiceOver.updateComponent("related", as: Carousel.self) { carousel in
                try carousel.itemsChanged(to: ArrayCardSource(LiveArticle.cards), change: .removed(0..<1))
            }
        }
        #expect(voiceOver.transcript.steps.count == 1)
        #expect(voiceOver.element("related")?.value == LiveArticle.value(0))
        #expect(voiceOver.swipeUp().spokenText() == LiveArticle.value(1))
    }

    @Test func anUnknownComponentIsNotUpdated() throws {
        var voiceOver = LiveArticle.simulator(.voiceOver, LiveArticle.carousel())
        let outcome = voiceOver.updateComponent("missing", as: Carousel.self) { _ in [] }
        #expect(outcome == nil)
        #expect(voiceOver.updateComponent("related", as: GroupedCell.self) { _ in [] } == nil)
        #expect(voiceOver.transcript.steps.isEmpty)
    }
}
