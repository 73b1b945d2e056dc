import AccessibilityTree
import CarouselKit
import CarouselSwiftUI
import CarouselUIKit
import PropertyBased
import ScreenReaderKit
import Testing

/// The adapters and the simulator agree step by step: a random carousel is driven by random
/// gestures in the simulator, and every platform callback the simulator made to the component's
/// host (``GestureOutcome/hostCalls``) is replayed, in order, on the UIKit adapter's model and on
/// the SwiftUI adapter's model. After each step all three hold the same carousel element and
/// returned the same effects and the same handled answers.
@Suite("Adapter models agree with the simulator")
struct AdapterAgreementPropertyTests {
    static let gestures: [ScreenReaderGesture] = [
        .swipeRight, .swipeLeft, .swipeUp, .swipeDown, .doubleTap, .rotorNext, .rotorPrevious, .twoFingerScrub,
        .magicTap, .scrollAction(.forward), .scrollAction(.backward), .threeFingerSwipe(.left),
        .threeFingerSwipe(.right), .customAction("Next card"), .customAction("Previous card"),
        .customAction("Pause"), .customAction("Play"),
    ]

    /// An article around the carousel's placeholder: one element before it, one after.
    static func screen() -> AccessibilityScreen {
        let before = AccessibilityElement(
            id: "before", label: "Before", frame: ScreenRect(x: 0, y: 0, width: 390, height: 30),
            isAccessibilityElement: true, isFocusable: true)
        let placeholder = AccessibilityElement(id: "related", frame: ScreenRect(x: 0, y: 100, width: 390, height: 200))
        let after = AccessibilityElement(
            id: "after", label: "After", frame: ScreenRect(x: 0, y: 400, width: 390, height: 30),
            isAccessibilityElement: true, isFocusable: true)
        return AccessibilityScreen(
            platform: .iOS,
            roots: [
                AccessibilityElement(
                    id: "root", frame: ScreenRect(x: 0, y: 0, width: 390, height: 844),
                    children: [before, placeholder, after])
            ])
    }

    @Test func everyDeliveredEventHasTheSameResultInTheUIKitAndSwiftUIModels() async throws {
        await propertyCheck(
            count: 120, input: Gen.int(in: 0...8), Gen<CarouselStrategy>.case, Gen<Bool>.bool,
            Gen.int(in: 0...Self.gestures.count).array(of: 1...30)
        ) { count, strategy, rotates, script in
            let cards = (0..<count).map { Card(id: "c\($0)", title: "Card \($0 + 1)") }
            let carousel = Carousel(
                id: "related", name: "Related", cards: cards, strategy: strategy, platform: .iOS,
                rotation: rotates ? try AutoRotation(interval: .seconds(4)) : nil)
            var simulator = ScreenReaderSimulator(
                .voiceOver, liveScreen: LiveScreen(Self.screen(), components: [carousel]))
            var uiKit = UIKitAdapterModel(component: carousel, frame: ScreenRect(x: 0, y: 100, width: 390, height: 200))
            var swiftUI = SwiftUIAdapterModel(component: carousel)
            for index in script {
                // One past the gestures: five seconds pass, so rotation ticks reach the component.
                let outcome =
                    index < Self.gestures.count
                    ? simulator.perform(Self.gestures[index]) : simulator.advance(by: .seconds(5))
                let step = index < Self.gestures.count ? "\(Self.gestures[index])" : "5 s"
                var uiKitEffects: [AccessibilityEffect] = []
                var swiftUIEffects: [AccessibilityEffect] = []
                for event in outcome.hostCalls.map(\.event) {
                    let uiKitResponse = uiKit.receive(event)
                    let swiftUIResponse = swiftUI.receive(event)
                    uiKitEffects += uiKitResponse.effects
                    swiftUIEffects += swiftUIResponse.effects
                    #expect(uiKitResponse.isHandled == swiftUIResponse.isHandled, "handled after \(step)")
                }
                #expect(uiKitEffects == outcome.effects, "UIKit after \(step)")
                #expect(swiftUIEffects == outcome.effects, "SwiftUI after \(step)")
                let simulated = simulator.liveScreen.components.first?.accessibilityElement(for: .iOS, frame: .zero)
                #expect(uiKit.component.accessibilityElement(for: .iOS, frame: .zero) == simulated)
                #expect(swiftUI.component.accessibilityElement(for: .iOS, frame: .zero) == simulated)
            }
        }
    }
}
