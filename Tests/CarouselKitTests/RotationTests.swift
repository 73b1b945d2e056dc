import AccessibilityTree
import Foundation
import Testing

@testable import CarouselKit

@Suite struct RotationTests {
    static func rotating(_ strategy: CarouselStrategy = .adjustable, currentIndex: Int = 0) throws -> Carousel {
        Fixtures.carousel(strategy, rotation: try AutoRotation(interval: .seconds(5)), currentIndex: currentIndex)
    }

    @Test func aRotationNeedsAPositiveInterval() {
        #expect(throws: CarouselKitError.invalidRotationInterval(.zero)) { try AutoRotation(interval: .zero) }
        #expect(throws: CarouselKitError.invalidRotationInterval(.seconds(-1))) {
            try AutoRotation(interval: .seconds(-1))
        }
    }

    @Test func rotatesOnlyOnTheManualClockAndNeverMovesFocus() throws {
        var carousel = try Self.rotating()
        #expect(carousel.tick(now: .zero) == [])
        #expect(carousel.tick(now: .seconds(4)) == [])
        #expect(carousel.tick(now: .seconds(5)) == [.scrollTo(index: 1)])
        #expect(carousel.tick(now: .seconds(9)) == [])
        #expect(carousel.handle(.tick(now: .seconds(10))) == [.scrollTo(index: 2)])
        // Many intervals passing at once move one card, not several.
        #expect(carousel.tick(now: .seconds(60)) == [.scrollTo(index: 3)])
        #expect(carousel.currentIndex == 3)
    }

    @Test func wrapsFromTheLastCardToTheFirst() throws {
        var carousel = try Self.rotating(currentIndex: 7)
        _ = carousel.tick(now: .zero)
        #expect(carousel.tick(now: .seconds(5)) == [.scrollTo(index: 0)])
    }

    @Test func aRotatingCarouselOffersPause() throws {
        let element = try Self.rotating().accessibilityElement(for: .iOS, frame: Fixtures.frame)
        #expect(element.customActions == [CustomAction(name: "Pause", key: "pause")])
    }

    @Test func holdsWhileFocusIsInside() throws {
        var carousel = try Self.rotating()
        _ = carousel.tick(now: .zero)
        #expect(carousel.handle(.focusEntered("related")) == [])
        #expect(carousel.isRotationPaused)
        #expect(carousel.tick(now: .seconds(5)) == [])
        #expect(carousel.tick(now: .seconds(50)) == [])
        #expect(carousel.currentIndex == 0)
        #expect(carousel.handle(.focusLeft) == [])
        // Resuming arms a full interval before the next slide.
        #expect(carousel.tick(now: .seconds(51)) == [])
        #expect(carousel.tick(now: .seconds(55)) == [])
        #expect(carousel.tick(now: .seconds(56)) == [.scrollTo(index: 1)])
    }

    @Test func holdsWhileReduceMotionIsOn() throws {
        var carousel = try Self.rotating()
        _ = carousel.tick(now: .zero)
        #expect(carousel.handle(.reduceMotionChanged(true)) == [])
        #expect(carousel.tick(now: .seconds(10)) == [])
        #expect(carousel.tick(now: .seconds(20)) == [])
        #expect(carousel.currentIndex == 0)
        _ = carousel.reduceMotionChanged(false)
        _ = carousel.tick(now: .seconds(21))
        #expect(carousel.tick(now: .seconds(26)) == [.scrollTo(index: 1)])
    }

    @Test func staysPausedAfterTheUserPauses() throws {
        var carousel = try Self.rotating()
        _ = carousel.tick(now: .zero)
        #expect(carousel.handle(.customAction(key: "pause", element: "related")) == [])
        #expect(carousel.isPausedByUser)
        #expect(
            carousel.accessibilityElement(for: .iOS, frame: Fixtures.frame).customActions
                == [CustomAction(name: "Play", key: "play")])
        // Focus coming and going does not undo the user's pause.
        _ = carousel.handle(.focusEntered("related"))
        _ = carousel.handle(.focusLeft)
        _ = carousel.reduceMotionChanged(false)
        #expect(carousel.tick(now: .seconds(5)) == [])
        #expect(carousel.tick(now: .seconds(100)) == [])
        #expect(carousel.currentIndex == 0)
        #expect(carousel.handle(.customAction(key: "pause", element: "related")) == [])
        #expect(carousel.handle(.customAction(key: "play", element: "related")) == [])
        #expect(!carousel.isPausedByUser)
        _ = carousel.tick(now: .seconds(101))
        #expect(carousel.tick(now: .seconds(106)) == [.scrollTo(index: 1)])
    }

    @Test func magicTapPausesAndPlays() throws {
        var carousel = try Self.rotating()
        // Pausing changes only the control's label: no effects, but handled, so UIKit hears `true`.
        var host = ComponentHost(platform: .iOS)
        #expect(host.receive(.magicTap, on: &carousel) == HostResponse(isHandled: true, delivered: [.magicTap]))
        #expect(carousel.isPausedByUser)
        #expect(carousel.respond(to: .magicTap) == ComponentResponse(effects: [], isHandled: true))
        #expect(!carousel.isPausedByUser)
        var still = Fixtures.carousel(.adjustable)
        #expect(still.respond(to: .magicTap) == .unhandled)
        #expect(host.receive(.magicTap, on: &still).isHandled == false)
        #expect(still.tick(now: .seconds(100)) == [])
        #expect(still.accessibilityElement(for: .iOS, frame: Fixtures.frame).customActions.isEmpty)
    }

    @Test func multiElementStrategiesShowAPauseButton() throws {
        var carousel = try Self.rotating(.headingBounded)
        var element = carousel.accessibilityElement(for: .iOS, frame: Fixtures.frame)
        let button = element.children[0]
        #expect(button.id == "related.pause")
        #expect(button.label == "Pause")
        #expect(button.traits == .button)
        #expect(button.isAccessibilityElement)
        #expect(carousel.handle(.activate("related.pause")) == [])
        #expect(carousel.isPausedByUser)
        element = carousel.accessibilityElement(for: .iOS, frame: Fixtures.frame)
        #expect(element.children[0].label == "Play")
        _ = carousel.handle(.activate("related.pause"))
        #expect(!carousel.isPausedByUser)
    }

    @Test func everyStrategyOnEveryPlatformOffersPauseWhileRotating() throws {
        // WCAG 2.2.2: no rotation without a pause control, whatever the strategy renders as.
        for strategy in CarouselStrategy.allCases {
            for platform in Platform.allCases {
                var carousel = try Self.rotating(strategy)
                carousel.platform = platform
                let exposed = carousel.accessibilityElement(for: platform, frame: Fixtures.frame).subtree
                    .filter { $0.isAccessibilityElement && !$0.isHidden }
                let hasPauseAction = exposed.contains {
                    $0.customActions.contains(CustomAction(name: "Pause", key: "pause"))
                }
                let hasPauseButton = exposed.contains { $0.id == "related.pause" && $0.label == "Pause" }
                #expect(hasPauseAction || hasPauseButton, "\(strategy) on \(platform)")
                // Whichever the control is, using it pauses.
                _ =
                    hasPauseAction
                    ? carousel.handle(.customAction(key: "pause", element: "related"))
                    : carousel.handle(.activate("related.pause"))
                #expect(carousel.isPausedByUser, "\(strategy) on \(platform)")
            }
        }
    }

    @Test func aUserMoveRestartsTheInterval() throws {
        var carousel = try Self.rotating()
        _ = carousel.tick(now: .zero)
        _ = carousel.select(index: 4)
        #expect(carousel.tick(now: .seconds(5)) == [])
        #expect(carousel.tick(now: .seconds(10)) == [.scrollTo(index: 5)])
    }

    @Test func aSingleCardNeverRotates() throws {
        var carousel = Fixtures.carousel(
            .adjustable, cards: [Fixtures.stories[0]], rotation: try AutoRotation(interval: .seconds(1)))
        #expect(carousel.tick(now: .zero) == [])
        #expect(carousel.tick(now: .seconds(5)) == [])
        #expect(carousel.currentIndex == 0)
    }
}
