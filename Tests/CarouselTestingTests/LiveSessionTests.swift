import AccessibilityTree
import CarouselKit
import Foundation
import ScreenReaderKit
import Testing

@testable import CarouselTesting

/// A basket screen built from ``TestView``s: a heading, a quantity stepper (adjustable, 1 to 3),
/// an order row with a custom action, a gallery that pages, and a Delete button that presents a
/// modal confirmation; the confirmation's view handles escape.
final class Basket: @unchecked Sendable {
    // Mutated only from the handlers, which `TestScreen` calls one at a time.
    let screen: TestScreen
    let window = TestView("UIWindow", frame: ScreenRect(x: 0, y: 0, width: 390, height: 844))
    let quantity = TestView(
        "StepperControl", frame: ScreenRect(x: 16, y: 160, width: 200, height: 44), label: "Quantity",
        traits: ["adjustable"], element: true)
    let alert = TestView("AlertView", frame: ScreenRect(x: 60, y: 340, width: 270, height: 160))
    var page = 1

    init() {
        screen = TestScreen(window)
        quantity.value = "1"
        quantity.onIncrement = { [unowned self] in self.setQuantity(by: 1) }
        quantity.onDecrement = { [unowned self] in self.setQuantity(by: -1) }
        let heading = TestView(
            "UILabel", frame: ScreenRect(x: 16, y: 100, width: 358, height: 40), label: "Basket",
            traits: ["staticText", "header"], element: true)
        let order = TestView(
            "OrderCell", frame: ScreenRect(x: 0, y: 220, width: 390, height: 60), label: "Tea, 2 packs",
            traits: ["button"], element: true)
        order.customActions = [
            (
                "Archive",
                { [unowned self] in
                    self.screen.post(.announcement("Archived"))
                    return true
                }
            )
        ]
        let gallery = TestView(
            "UIScrollView", frame: ScreenRect(x: 0, y: 290, width: 390, height: 100), label: "Photos",
            element: true)
        gallery.onScroll = { [unowned self] direction in
            guard direction == .right, self.page < 3 else { return false }
            self.page += 1
            self.screen.post(.pageScrolled("Page \(self.page) of 3"))
            return true
        }
        let delete = TestView(
            "UIButton", frame: ScreenRect(x: 16, y: 420, width: 358, height: 44), label: "Delete",
            traits: ["button"], element: true)
        delete.onActivate = { [unowned self] in
            self.presentAlert()
            return true
        }
        let title = TestView(
            "UILabel", frame: ScreenRect(x: 76, y: 360, width: 238, height: 22), label: "Delete the basket?",
            traits: ["staticText", "header"], element: true)
        let cancel = TestView(
            "UIButton", frame: ScreenRect(x: 60, y: 456, width: 270, height: 44), label: "Cancel",
            traits: ["button"], element: true)
        alert.subviews = [title, cancel]
        alert.viewIsModal = true
        alert.onEscape = { [unowned self] in
            self.window.subviews.removeAll { $0 === self.alert }
            self.screen.post(.screenChanged(focus: nil))
            return true
        }
        window.subviews = [heading, quantity, order, gallery, delete]
    }

    private func setQuantity(by step: Int) {
        let next = (Int(quantity.value ?? "1") ?? 1) + step
        guard (1...3).contains(next) else { return }
        quantity.value = "\(next)"
    }

    private func presentAlert() {
        window.subviews.append(alert)
        screen.post(.screenChanged(focus: screen.path(of: alert.subviews[0])))
    }
}

/// The live session drives a test double that answers UIAccessibility's entry points like a
/// UIView: every gesture is one entry-point call on the focused object, then a new capture; posted
/// notifications are spoken. The Apple target (`UIKitCaptureTarget`) implements the same protocol.
@Suite("A live session over a captured screen")
struct LiveSessionTests {
    private func session(_ basket: Basket, log: FailureLog) -> ScreenReaderSession {
        ScreenReaderSession(capturing: basket.screen, reporter: .collecting(into: log))
    }

    @Test func swipesReadTheCaptureInVoiceOversOrder() {
        let log = FailureLog()
        var voiceOver = session(Basket(), log: log)
        let spoken = (0..<5).map { _ in voiceOver.swipeRight().spokenText(.commas) }
        #expect(
            spoken == [
                "Basket, Heading", "Quantity, 1, Adjustable", "Tea, 2 packs, Button", "Photos", "Delete, Button",
            ])
        #expect(log.failures.isEmpty)
    }

    @Test func adjustingCallsIncrementAndDecrementAndReadsTheNewValue() {
        let basket = Basket()
        var voiceOver = session(basket, log: FailureLog())
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        #expect(voiceOver.swipeUp().spokenText(.commas) == "2")
        #expect(voiceOver.swipeUp().spokenText(.commas) == "3")
        // At the top the value stays: VoiceOver's boundary sound, nothing new said.
        let atTop = voiceOver.swipeUp()
        #expect(atTop.sounds.contains(.boundary))
        #expect(voiceOver.swipeDown().spokenText(.commas) == "2")
        #expect(basket.quantity.value == "2")
        #expect(basket.screen.calls == ["increment 0.1", "increment 0.1", "increment 0.1", "decrement 0.1"])
    }

    @Test func activatingPresentsTheModalAndEscapeDismissesIt() {
        let basket = Basket()
        let log = FailureLog()
        var voiceOver = session(basket, log: log)
        for _ in 0..<5 { voiceOver.swipeRight() }
        voiceOver.doubleTap()
        // The screen change moves focus to the alert's title; only the modal alert is reachable.
        voiceOver.expectSpeech("Delete the basket?, Heading")
        #expect(voiceOver.swipeRight().spokenText(.commas) == "Cancel, Button")
        #expect(voiceOver.swipeRight().sounds.contains(.boundary))
        // Two-finger scrub: Cancel does not handle escape, its container (the alert) does.
        voiceOver.perform(.twoFingerScrub)
        voiceOver.expectSpeech("Basket, Heading")
        #expect(basket.screen.calls.suffix(3) == ["activate 0.4", "escape 0.5.1", "escape 0.5"])
        #expect(log.failures.isEmpty)
    }

    @Test func customActionsAndScrollsReachTheirHandlersAndTheirPostsAreSpoken() {
        let basket = Basket()
        var voiceOver = session(basket, log: FailureLog())
        for _ in 0..<3 { voiceOver.swipeRight() }
        voiceOver.perform(.customAction("Archive"))
        voiceOver.expectAnnouncement("Archived")
        voiceOver.swipeRight()
        // Three fingers to the left ask the content to scroll right (UIAccessibilityScrollDirection.right).
        let scrolled = voiceOver.perform(.threeFingerSwipe(.left))
        #expect(scrolled.speech.map { SpeechStyle.commas.render($0) }.contains("Page 2 of 3"))
        #expect(basket.page == 2)
        #expect(
            basket.screen.calls == [
                "customAction(named: \"Archive\") 0.2", "scroll(CarouselKit.ScrollDirection.right) 0.3",
            ])
    }

    @Test func aFailureAttachesTheCaptureAndTheCaptureCanBeWritten() throws {
        let basket = Basket()
        let log = FailureLog()
        var voiceOver = session(basket, log: log)
        voiceOver.swipeRight()
        #expect(!voiceOver.expectSpeech("Shopping basket, Heading"))
        let attachment = try #require(log.failures.first?.attachments.first)
        #expect(attachment.name == "screen.capture.json")
        let capture = try JSONDecoder().decode(ViewCapture.self, from: Data(attachment.contents.utf8))
        #expect(capture.allObjects.compactMap(\.label).contains("Basket"))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "live-\(UUID().uuidString).capture.json")
        defer { try? FileManager.default.removeItem(at: url) }
        try voiceOver.writeCapture(to: url)
        #expect(try JSONDecoder().decode(ViewCapture.self, from: Data(contentsOf: url)) == capture)
    }

    @Test func aSessionNotMadeByCapturingHasNoCapture() {
        let session = ScreenReaderSession(.voiceOver, screen: AccessibilityScreen(platform: .iOS, roots: []))
        #expect(session.currentCapture == nil)
        #expect(throws: LiveSessionError.notCapturing) {
            try session.writeCapture(to: FileManager.default.temporaryDirectory.appendingPathComponent("x.json"))
        }
    }
}

/// TalkBack reads a capture as the cross-platform approximation of its elements.
@Suite("A live TalkBack session over a captured screen")
struct LiveTalkBackSessionTests {
    @Test func talkBackHearsTheApproximationAndDrivesTheSameObjects() {
        let basket = Basket()
        var talkBack = ScreenReaderSession(
            capturing: basket.screen, reader: .talkBack, reporter: .collecting(into: FailureLog()))
        #expect(talkBack.swipeRight().spokenText(.commas) == "Basket, Heading")
        // The adjustable stepper is read as the slider TalkBack would meet on Android (state first).
        #expect(talkBack.swipeRight().spokenText(.commas) == "1, Quantity")
        let stepper = talkBack.focus.flatMap { talkBack.simulator.element($0) }
        #expect(stepper?.role == .slider)
        #expect(
            stepper?.inferences == [
                "Cross-platform approximation for TalkBack: focusable (an accessibility element); role slider (the adjustable trait)."
            ])
        for _ in 0..<3 { talkBack.swipeRight() }
        talkBack.doubleTap()
        #expect(basket.screen.calls == ["activate 0.4"])
    }
}

/// Our UIKit carousel's own adapter logic, driven through a live session: what an iOS test target
/// does with the real `AccessibleCarouselView`, here with its platform-neutral model.
@Suite("A live session over our carousel's UIKit adapter")
struct LiveAdapterCarouselTests {
    @Test func swipingUpMovesTheRealComponentAndVoiceOverReadsTheNewCard() {
        let article = AdapterCarouselArticle()
        let log = FailureLog()
        var voiceOver = ScreenReaderSession(capturing: article.screen, reporter: .collecting(into: log))
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        voiceOver.expectSpeech(
            "Related stories, Carousel, How do the new lockdown restrictions affect me?, Button, 1 of 3, Adjustable")
        voiceOver.swipeUp()
        voiceOver.expectSpeech("Can I still meet friends outdoors?, Button, 2 of 3")
        voiceOver.swipeUp()
        voiceOver.expectSpeech("What are the rules for schools?, Link, 3 of 3")
        #expect((article.model.component as? Carousel)?.currentIndex == 2)
        // The last card: the component changes nothing, VoiceOver plays its boundary sound.
        #expect(voiceOver.swipeUp().sounds.contains(.boundary))
        voiceOver.swipeDown()
        voiceOver.expectSpeech("Can I still meet friends outdoors?, Button, 2 of 3")
        voiceOver.swipeRight()
        voiceOver.expectSpeech("More stories, Button")
        #expect(log.failures.isEmpty)
        #expect(article.screen.calls == ["increment 0.1.0", "increment 0.1.0", "increment 0.1.0", "decrement 0.1.0"])
    }
}
