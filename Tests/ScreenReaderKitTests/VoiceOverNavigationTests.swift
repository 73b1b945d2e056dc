import AccessibilityTree
import CarouselKit
import ScreenReaderKit
import Testing

@Suite("VoiceOver gestures on a static screen")
struct VoiceOverNavigationTests {
    /// Article heading, body, a link, a volume slider, a collection of 3 cards, text after it,
    /// a button with custom actions.
    static let article: AccessibilityScreen = Build.iOSScreen([
        Build.text("title", "Article", y: 0, traits: .header),
        Build.text("body", "Body text", y: 40),
        AccessibilityElement(
            id: "more", label: "Read more", traits: .link, frame: ScreenRect(x: 0, y: 80, width: 100, height: 30),
            isAccessibilityElement: true),
        AccessibilityElement(
            id: "volume", label: "Volume", value: "50%", traits: .adjustable,
            frame: ScreenRect(x: 0, y: 120, width: 300, height: 30), isAccessibilityElement: true),
        Build.collection("cards", cards: 3, y: 200),
        Build.text("after", "After the cards", y: 420, traits: .header),
        AccessibilityElement(
            id: "mail", label: "Message", traits: .button, frame: ScreenRect(x: 0, y: 480, width: 300, height: 30),
            isAccessibilityElement: true,
            customActions: [CustomAction(name: "Delete", key: "delete"), CustomAction(name: "Flag", key: "flag")]),
    ])

    @Test func swipeRightFromNothingFocusesTheFirstElement() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        let outcome = voiceOver.swipeRight()
        #expect(outcome.focus == "title")
        #expect(outcome.spokenText() == "Article, Heading")
        #expect(outcome.hint == nil)
    }

    @Test func swipingRightVisitsTheReadingOrder() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        let visited = (0..<9).compactMap { _ in voiceOver.swipeRight().focus?.rawValue }
        #expect(visited == ["title", "body", "more", "volume", "cards.0", "cards.1", "cards.2", "after", "mail"])
    }

    @Test func swipingPastTheEndPlaysTheBoundarySoundAndKeepsFocus() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        voiceOver.walkToEnd()
        let outcome = voiceOver.swipeRight()
        #expect(outcome.focus == "mail")
        #expect(!outcome.focusMoved)
        #expect(outcome.sounds == [.boundary])
        #expect(outcome.speech.isEmpty)
    }

    @Test func swipingLeftBeforeTheStartPlaysTheBoundarySound() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        voiceOver.swipeRight()
        let outcome = voiceOver.swipeLeft()
        #expect(outcome.focus == "title")
        #expect(outcome.sounds == [.boundary])
    }

    // "List Start" on an explicitly ordered list's first entry, "List End" on its last, nothing after
    // it: AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:444-478 (context of an
    // accessibility container's entries) and UIAccessibility+SnapshotAdditions.swift:187-201 (appended
    // after the traits). The same list read in subview order says neither (:376-442, 555).
    @Test(arguments: [true, false])
    func aListsFirstAndLastEntriesSayListStartAndListEnd(explicitOrder: Bool) {
        var cards = Build.collection("cards", cards: 3, y: 200)
        cards.hasExplicitOrder = explicitOrder
        let screen = Build.iOSScreen([
            Build.text("before", "Before the cards", y: 0), cards, Build.text("after", "After the cards", y: 420),
        ])
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        #expect(voiceOver.swipeRight().spokenText() == "Before the cards")
        #expect(voiceOver.swipeRight().spokenText() == "Card 1, Button" + (explicitOrder ? ", List Start" : ""))
        #expect(voiceOver.swipeRight().spokenText() == "Card 2, Button")
        #expect(voiceOver.swipeRight().spokenText() == "Card 3, Button" + (explicitOrder ? ", List End" : ""))
        #expect(voiceOver.swipeRight().spokenText() == "After the cards")
    }

    @Test func swipeUpOnAStaticAdjustableElementIsABoundary() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        voiceOver.touch("volume")
        let outcome = voiceOver.swipeUp()
        #expect(outcome.events == [.increment("volume")])
        #expect(outcome.sounds == [.boundary])
        #expect(outcome.speech.isEmpty)
    }

    @Test func theRotorDefaultsToAdjustValueOnAnAdjustableAndActionsOnCustomActions() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        voiceOver.touch("volume")
        #expect(voiceOver.currentRotor == .adjustValue)
        voiceOver.touch("mail")
        #expect(voiceOver.currentRotor == .actions)
        voiceOver.touch("body")
        #expect(voiceOver.currentRotor == .headings)
    }

    @Test func adjustableWinsOverActions() {
        let both = Build.iOSScreen([
            AccessibilityElement(
                id: "x", label: "Both", value: "1", traits: .adjustable, isAccessibilityElement: true,
                customActions: [CustomAction(name: "Reset")])
        ])
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: both)
        voiceOver.swipeRight()
        #expect(voiceOver.currentRotor == .adjustValue)
        #expect(voiceOver.availableRotors == [.adjustValue, .actions, .headings, .links, .containers])
    }

    @Test func theActionsRotorPicksAndPerformsACustomAction() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        let landing = voiceOver.touch("mail")
        #expect(
            landing.hint.map(SpeechStyle.commas.render)
                == "Actions available, Swipe up or down to select a custom action, then double tap to activate.")
        #expect(voiceOver.swipeDown().spokenText() == "Delete")
        #expect(voiceOver.swipeDown().spokenText() == "Flag")
        #expect(voiceOver.swipeDown().sounds == [.boundary])
        #expect(voiceOver.doubleTap().events == [.customAction(key: "flag", element: "mail")])
    }

    @Test func turningTheRotorSpeaksTheSetting() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        voiceOver.touch("mail")
        #expect(voiceOver.perform(.rotorNext).spokenText() == "Headings")
        #expect(voiceOver.perform(.rotorNext).spokenText() == "Links")
        #expect(voiceOver.perform(.rotorPrevious).spokenText() == "Headings")
        #expect(voiceOver.perform(.rotorPrevious).spokenText() == "Actions")
    }

    @Test func theHeadingsRotorJumpsBetweenHeadings() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        voiceOver.touch("body")
        let down = voiceOver.swipeDown()
        #expect(down.focus == "after")
        #expect(down.spokenText() == "After the cards, Heading")
        #expect(voiceOver.swipeDown().sounds == [.boundary])
        #expect(voiceOver.swipeUp().focus == "title")
    }

    @Test func theLinksRotorFindsLinks() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        voiceOver.touch("title")
        voiceOver.perform(.rotorNext)
        #expect(voiceOver.currentRotor == .links)
        #expect(voiceOver.swipeDown().focus == "more")
    }

    @Test func theContainersRotorJumpsToTheStartOfAContainer() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        voiceOver.touch("title")
        voiceOver.perform(.rotorNext)
        voiceOver.perform(.rotorNext)
        #expect(voiceOver.currentRotor == .containers)
        #expect(voiceOver.swipeDown().focus == "cards.0")
        #expect(voiceOver.swipeDown().sounds == [.boundary])
    }

    @Test func theContainersRotorGoesBackToAContainersStartAndSkipsTheCurrentOne() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        voiceOver.touch("mail")
        voiceOver.perform(.rotorNext)
        voiceOver.perform(.rotorNext)
        voiceOver.perform(.rotorNext)
        #expect(voiceOver.currentRotor == .containers)
        #expect(voiceOver.swipeUp().focus == "cards.0")
        voiceOver.touch("cards.2")
        // Inside the only container: no other container either way.
        #expect(voiceOver.swipeUp().sounds == [.boundary])
        #expect(voiceOver.swipeDown().sounds == [.boundary])
        #expect(voiceOver.focus == "cards.2")
    }

    @Test func theHeadingsRotorFromNothingFindsTheFirstOrLastHeading() {
        var forward = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        #expect(forward.perform(.nextHeading).focus == "title")
        var backward = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        #expect(backward.perform(.previousHeading).focus == "after")
        #expect(backward.perform(.previousHeading).focus == "title")
        #expect(backward.perform(.previousHeading).sounds == [.boundary])
    }

    @Test func aStaticCustomRotorStepsThroughItsItems() {
        var collection = Build.collection("cards", cards: 3, y: 100)
        collection.customRotors = [CustomRotor(name: "Cards", items: ["cards.0", "cards.2"])]
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Build.iOSScreen([collection]))
        voiceOver.touch("cards.0")
        #expect(voiceOver.availableRotors == [.custom("Cards"), .headings, .links, .containers])
        #expect(voiceOver.perform(.rotorPrevious).spokenText() == "Cards")
        let next = voiceOver.swipeDown()
        #expect(next.events == [.rotor(name: "Cards", forward: true, from: "cards.0")])
        #expect(next.focus == "cards.2")
        #expect(voiceOver.swipeDown().sounds == [.boundary])
        #expect(voiceOver.swipeUp().focus == "cards.0")
    }

    @Test func doubleTapActivatesTheFocusedElement() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        voiceOver.touch("cards.1")
        #expect(voiceOver.doubleTap().events == [.activate("cards.1")])
    }

    @Test func readAllFromTheTopSpeaksEveryElementWithoutHints() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        voiceOver.touch("more")
        let outcome = voiceOver.perform(.readAllFromTop)
        #expect(outcome.speech.count == 9)
        #expect(outcome.speech.first.map(SpeechStyle.commas.render) == "Article, Heading")
        #expect(outcome.hint == nil)
        #expect(outcome.focus == "mail")
    }

    @Test func readAllFromTheFocusStartsThere() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        voiceOver.touch("after")
        let outcome = voiceOver.perform(.readAllFromFocus)
        #expect(outcome.speech.map(SpeechStyle.commas.render) == ["After the cards, Heading", "Message, Button"])
    }

    @Test func scrollingAStaticScreenIsABoundary() {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article)
        voiceOver.touch("body")
        let outcome = voiceOver.perform(.threeFingerSwipe(.left))
        #expect(outcome.events == [.scroll(.right, element: "body")])
        #expect(outcome.sounds == [.boundary])
    }

    @Test func aDefaultCollectionViewOfEightCardsTakesEightSwipesToPass() {
        let screen = Build.iOSScreen([
            Build.text("before", "Before", y: 0), Build.collection("cards", cards: 8, y: 100),
            Build.text("after", "After", y: 400),
        ])
        let voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        #expect(voiceOver.swipesToPass(container: "cards") == 8)
        #expect(voiceOver.swipesToPass(container: "after") == nil)
        #expect(voiceOver.swipesToPass(container: "missing") == nil)
        #expect(voiceOver.focus == nil)
    }

    @Test func theSeedsOneLineQuoteComesFromTheSimulator() throws {
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: Self.article, style: .periods)
        let outcome = voiceOver.touch("volume")
        let speech = try #require(outcome.speech.first)
        #expect(
            SpeechStyle.periods.line(speech, hint: outcome.hint)
                == "Volume. 50%. Adjustable. Swipe up or down with one finger to adjust the value")
        #expect(voiceOver.transcript.steps.last?.speech == "Volume. 50%. Adjustable.")
    }
}
