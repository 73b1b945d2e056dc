import AccessibilityTree
import CarouselKit
import Foundation
import PropertyBased
import ScreenReaderKit
import Testing

/// The promises the carousel makes to a screen-reader user, checked on random carousels driven by
/// random gestures through the live simulator (x-sheep/swift-property-based).
///
/// Each run draws new inputs; a failure prints the shrunk input and the seed that reproduces it
/// (`.fixedSeed(...)` on the test, not to be committed). Counterexamples found this way are kept as
/// example tests beside the behaviour they broke.
@Suite("Carousel properties")
struct CarouselPropertyTests {
    /// Every gesture a script can hold, plus waits that let rotation tick.
    static let steps: [GestureScript.Step] =
        [
            ScreenReaderGesture.swipeRight, .swipeLeft, .swipeUp, .swipeDown, .doubleTap, .rotorNext, .rotorPrevious,
            .twoFingerScrub, .magicTap, .readAllFromFocus, .nextHeading, .previousHeading, .scrollAction(.forward),
            .scrollAction(.backward), .threeFingerSwipe(.left), .threeFingerSwipe(.right),
            .customAction("Next card"), .customAction("Previous card"),
        ].map { .gesture($0) } + [.touch("before"), .touch("after"), .touch("related"), .wait(.seconds(3))]

    static let strategies = Gen<CarouselStrategy>.case
    static let platforms = Gen<Platform>.case
    static let scripts = Gen<Int>.int(in: 0...(steps.count - 1)).array(of: 0...40)

    static func carousel(
        count: Int, strategy: CarouselStrategy, platform: Platform, rotation: Bool, start: Int = 0
    ) throws -> Carousel {
        let cards = (0..<count).map { Card(id: "story-\($0 + 1)", title: "Story \($0 + 1)") }
        return Carousel(
            id: "related", name: "Related stories", cards: cards, strategy: strategy, platform: platform,
            hasVisibleTitle: true, rotation: rotation ? try AutoRotation(interval: .seconds(5)) : nil,
            currentIndex: start)
    }

    static func simulator(_ carousel: Carousel) -> ScreenReaderSimulator {
        let reader: ScreenReader = carousel.platform == .iOS ? .voiceOver : .talkBack
        return LiveArticle.simulator(reader, carousel)
    }

    static func state(of simulator: ScreenReaderSimulator) -> Carousel? {
        simulator.liveScreen.components.first as? Carousel
    }

    /// Every "x of y" in what the outcome says (speech, hint and announcements).
    static func positions(in outcome: GestureOutcome) -> [(Int, Int)] {
        let hint = outcome.hint.map(SpeechStyle.commas.render) ?? ""
        var found: [(Int, Int)] = []
        for text in [outcome.spokenText(), hint] + outcome.announcements {
            for match in text.matches(of: /(\d+) of (\d+)/) {
                if let x = Int(match.output.1), let y = Int(match.output.2) { found.append((x, y)) }
            }
        }
        return found
    }

    // MARK: - Properties

    @Test func randomGestureScriptsKeepTheCardIndexAndEverySpokenPositionTrue() async throws {
        await propertyCheck(
            count: 150, input: Gen.int(in: 0...12), Self.strategies, Self.platforms, Gen<Bool>.bool, Self.scripts
        ) { count, strategy, platform, rotation, script in
            guard
                let carousel = try? Self.carousel(
                    count: count, strategy: strategy, platform: platform, rotation: rotation)
            else { return }
            var simulator = Self.simulator(carousel)
            for index in script {
                let outcome = simulator.run(GestureScript(steps: [Self.steps[index]])).last
                let state = try #require(Self.state(of: simulator))
                #expect(count == 0 ? state.currentIndex == 0 : (0..<count).contains(state.currentIndex))
                for (x, y) in outcome.map(Self.positions) ?? [] {
                    #expect(1 <= x && x <= y && y == count, "spoke \(x) of \(y) for \(count) cards")
                }
            }
        }
    }

    @Test func oneSwipePassesASingleElementCarouselOfAnySize() async throws {
        let singleElement = CarouselStrategy.allCases.filter(\.isSingleElement)
        await propertyCheck(
            count: 60, input: Gen.int(in: 1...500), Gen.int(in: 0...(singleElement.count - 1)), Self.platforms
        ) { count, choice, platform in
            let carousel = try Self.carousel(
                count: count, strategy: singleElement[choice], platform: platform, rotation: false)
            guard carousel.effectiveStrategy.isSingleElement else { return }
            #expect(Self.simulator(carousel).swipesToPass(container: "related") == 1)
        }
    }

    @Test func oneSwipePassesAnAdjustableCarouselOfIntMaxCards() throws {
        let carousel = Carousel(
            id: "related", name: "Related stories", cards: EndlessCards(), strategy: .adjustable, platform: .iOS)
        var simulator = Self.simulator(carousel)
        #expect(simulator.swipesToPass(container: "related") == 1)
        simulator.touch("related")
        let outcome = simulator.swipeUp()
        #expect(Self.positions(in: outcome).map(\.0) == [2])
        #expect(Self.positions(in: outcome).map(\.1) == [Int.max])
    }

    @Test func incrementAtTheLastCardPlaysTheBoundaryAndSaysNothingNew() async throws {
        await propertyCheck(count: 60, input: Gen.int(in: 1...40), Self.platforms) { count, platform in
            let strategy: CarouselStrategy = platform == .iOS ? .adjustable : .androidContainer
            let carousel = try Self.carousel(
                count: count, strategy: strategy, platform: platform, rotation: false, start: count - 1)
            var simulator = Self.simulator(carousel)
            simulator.touch("related")
            guard platform == .iOS else {
                // TalkBack has no adjustable gesture for the container; scrolling past the end is the boundary.
                let outcome = simulator.perform(.scrollAction(.forward))
                #expect(outcome.sounds.contains(.boundary))
                #expect(Self.state(of: simulator)?.currentIndex == count - 1)
                return
            }
            let outcome = simulator.swipeUp()
            #expect(outcome.sounds.contains(.boundary))
            #expect(outcome.speech.isEmpty && outcome.announcements.isEmpty)
            #expect(Self.state(of: simulator)?.currentIndex == count - 1)
        }
    }

    @Test func rotationNeverMovesFocusAndWaitsWhileFocusIsInside() async throws {
        await propertyCheck(
            count: 100, input: Gen.int(in: 2...10), Self.strategies, Self.platforms, Self.scripts
        ) { count, strategy, platform, script in
            let carousel = try Self.carousel(count: count, strategy: strategy, platform: platform, rotation: true)
            var simulator = Self.simulator(carousel)
            for index in script + [Self.steps.count - 1, Self.steps.count - 1] {
                let step = Self.steps[index]
                guard case .wait = step else {
                    simulator.run(GestureScript(steps: [step]))
                    continue
                }
                let focus = simulator.focus
                let wasInside = Self.state(of: simulator)?.isFocusInside ?? false
                let cardBefore = Self.state(of: simulator)?.currentIndex
                let outcome = simulator.run(GestureScript(steps: [step])).last
                #expect(simulator.focus == focus, "rotation moved focus")
                #expect(outcome?.focusMoved != true)
                if wasInside {
                    #expect(Self.state(of: simulator)?.currentIndex == cardBefore, "rotated under the user's focus")
                }
            }
        }
    }
}

/// A source of `Int.max` cards, each made on demand.
struct EndlessCards: CardSource {
    var count: Int { Int.max }
    func card(at index: Int) -> Card { Card(id: "endless-\(index)", title: "Card \(index + 1)") }
}
