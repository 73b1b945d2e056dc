import AccessibilityTree
import CarouselKit
import CarouselSwiftUI
import CarouselUIKit
import ScreenReaderKit
import Testing

/// A component that records what it hears, to count focus reports.
struct RecordingComponent: AccessibilityComponent {
    let id: ElementID = "list"
    var received: [ComponentEvent] = []

    func accessibilityElement(for platform: Platform, frame: ScreenRect) -> AccessibilityElement {
        let items = (0..<3).map { index in
            AccessibilityElement(
                id: ElementID("list.\(index)"), label: "Item \(index + 1)",
                frame: ScreenRect(x: 0, y: frame.minY + Double(index) * 40, width: frame.width, height: 40),
                isAccessibilityElement: true, isFocusable: true)
        }
        return AccessibilityElement(id: id, frame: frame, children: items)
    }

    mutating func handle(_ event: ComponentEvent) -> [AccessibilityEffect] {
        received.append(event)
        return []
    }

    var focusLeftCount: Int { received.filter { $0 == .focusLeft }.count }
}

@Suite("Host defects: handled answers, SwiftUI wiring, focus left once, pause control, ticking")
struct HostDefectTests {
    static func rotating(_ strategy: CarouselStrategy = .adjustable) throws -> Carousel {
        relatedStories(strategy: strategy, rotation: try AutoRotation(interval: .seconds(5)))
    }

    // MARK: - Handled answers

    @Test("UIKit: magic tap, the Pause custom action and the pause button report handled")
    func uiKitPauseIsHandled() throws {
        var model = UIKitAdapterModel(component: try Self.rotating())
        let tap = model.receive(.magicTap)
        #expect(tap.isHandled)
        #expect(tap.commands.isEmpty)
        #expect((model.component as? Carousel)?.isPausedByUser == true)
        #expect(model.receive(.customAction(name: "Play", element: "related")).isHandled)
        #expect(model.receive(.customAction(name: "Pause", element: "related")).isHandled)

        var buttons = UIKitAdapterModel(component: try Self.rotating(.headingBounded))
        #expect(buttons.receive(.activate("related.pause")).isHandled)
        #expect((buttons.component as? Carousel)?.isPausedByUser == true)

        // Without rotation magic tap is not the carousel's: UIKit passes it on.
        var still = UIKitAdapterModel(component: relatedStories())
        #expect(!still.receive(.magicTap).isHandled)
    }

    @Test("SwiftUI: magic tap and the pause button report handled; the actions are attached only when handled")
    func swiftUIPauseIsHandled() throws {
        var model = SwiftUIAdapterModel(component: try Self.rotating(.swipeThrough))
        #expect(model.wouldHandle(.magicTap))
        #expect(model.wouldHandle(.activate("related.pause")))
        #expect(model.receive(.activate("related.pause")).isHandled)
        #expect(model.component.isPausedByUser)
        #expect(model.receive(.magicTap).isHandled)
        #expect(!model.component.isPausedByUser)
        // Escape and scroll are not the iOS carousel's: no action, so VoiceOver keeps its own.
        #expect(!model.wouldHandle(.escape))
        #expect(!model.wouldHandle(.scroll(.right, element: "related")))
        #expect(!SwiftUIAdapterModel(component: relatedStories()).wouldHandle(.magicTap))
    }

    // MARK: - SwiftUI double tap

    @Test("SwiftUI: double tap on the adjustable carousel reaches the current card (onPerform)")
    func swiftUIDoubleTapReachesTheCard() {
        var model = SwiftUIAdapterModel(component: relatedStories())
        #expect(model.wouldHandle(.activate("related")))
        _ = model.receive(.increment("related"))
        let response = model.receive(.activate("related"))
        #expect(response.isHandled)
        #expect(response.commands == [.perform(action: "activate", element: "story.2")])
    }

    // MARK: - Focus left once

    @Test("UIKit model: moving between a component's elements never tells it focus left; leaving does, once")
    func uiKitFocusLeftOnce() {
        var model = UIKitAdapterModel(component: RecordingComponent())
        // UIKit's order: the old element loses focus, the new one gains it, the change settles.
        _ = model.receive(.focusGained("list.0"))
        #expect(model.receive(.focusLost("list.0")).settlesFocusLater)
        _ = model.receive(.focusGained("list.1"))
        _ = model.receive(.focusSettled)
        _ = model.receive(.focusLost("list.1"))
        _ = model.receive(.focusGained("list.2"))
        _ = model.receive(.focusSettled)
        #expect((model.component as? RecordingComponent)?.focusLeftCount == 0)
        _ = model.receive(.focusLost("list.2"))
        _ = model.receive(.focusSettled)
        _ = model.receive(.focusSettled)
        let received = (model.component as? RecordingComponent)?.received
        #expect(
            received == [
                .focusEntered("list.0"), .focusEntered("list.1"), .focusEntered("list.2"), .focusLeft,
            ])
    }

    @Test("UIKit model: a rotating carousel holds while VoiceOver moves between its cards")
    func rotationHoldsWhileMovingBetweenCards() throws {
        var model = UIKitAdapterModel(component: try Self.rotating(.swipeThrough))
        _ = model.receive(.focusGained("related.card.0"))
        _ = model.receive(.focusLost("related.card.0"))
        _ = model.receive(.focusGained("related.card.1"))
        _ = model.receive(.focusSettled)
        _ = model.receive(.tick(now: .zero))
        #expect(model.receive(.tick(now: .seconds(10))).commands.isEmpty)
    }

    @Test("SwiftUI model: focus left once when the focus state becomes nil")
    func swiftUIFocusLeftOnce() {
        var model = SwiftUIAdapterModel(component: RecordingComponent())
        _ = model.receive(.focusChanged(to: "list.0"))
        _ = model.receive(.focusChanged(to: "list.1"))
        _ = model.receive(.focusChanged(to: nil))
        _ = model.receive(.focusChanged(to: nil))
        #expect(model.component.received == [.focusEntered("list.0"), .focusEntered("list.1"), .focusLeft])
    }

    @Test("Simulator: swiping through a component's elements and out sends focus left once")
    func simulatorFocusLeftOnce() {
        let before = AccessibilityElement(
            id: "before", label: "Before", frame: ScreenRect(x: 0, y: 0, width: 390, height: 30),
            isAccessibilityElement: true, isFocusable: true)
        let placeholder = AccessibilityElement(id: "list", frame: ScreenRect(x: 0, y: 100, width: 390, height: 120))
        let after = AccessibilityElement(
            id: "after", label: "After", frame: ScreenRect(x: 0, y: 400, width: 390, height: 30),
            isAccessibilityElement: true, isFocusable: true)
        let screen = AccessibilityScreen(
            platform: .iOS,
            roots: [
                AccessibilityElement(
                    id: "root", frame: ScreenRect(x: 0, y: 0, width: 390, height: 844),
                    children: [before, placeholder, after])
            ])
        var voiceOver = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(screen, components: [RecordingComponent()]))
        var focusLefts: [Int] = []
        for _ in 0..<5 {
            let outcome = voiceOver.swipeRight()
            focusLefts.append(outcome.deliveries.filter { $0.event == .focusLeft }.count)
        }
        #expect(voiceOver.focus == "after")
        // before, list.0, list.1, list.2, after: focus leaves the component on the last swipe only.
        #expect(focusLefts == [0, 0, 0, 0, 1])
        let received = (voiceOver.liveScreen.components.first as? RecordingComponent)?.received
        #expect(received?.filter { $0 == .focusLeft }.count == 1)
    }

    // MARK: - The SwiftUI pause control (WCAG 2.2.2)

    @Test(
        "AccessibleCarousel renders a view for every element the model exposes, the pause button included",
        arguments: CarouselStrategy.allCases)
    func swiftUIRendersEveryExposedElement(strategy: CarouselStrategy) throws {
        for rotation in [nil, try AutoRotation(interval: .seconds(5))] {
            let carousel = relatedStories(strategy: strategy, rotation: rotation)
            let root = carousel.accessibilityElement(for: .iOS, frame: .zero)
            let exposed = root.subtree.filter { $0.isAccessibilityElement && !$0.isHidden && $0.id != carousel.id }
            let parts = SwiftUICarouselPart.parts(of: carousel)
            let mirrored = Set(parts.flatMap { $0.mirroredElements(of: carousel) })
            for element in exposed {
                #expect(mirrored.contains(element.id), "\(strategy), rotating: \(rotation != nil): \(element.id)")
            }
            let hasPauseButton = parts.contains { if case .pauseButton = $0 { true } else { false } }
            let needsPauseButton = rotation != nil && !strategy.effective(on: .iOS).isSingleElement
            #expect(hasPauseButton == needsPauseButton, "\(strategy)")
        }
    }

    // MARK: - Rotor search decided once

    @Test("A component that declares a rotor but does not move it: UIKit and the simulator step its items alike")
    func rotorSearchIsDecidedOnce() throws {
        struct ListWithRotor: AccessibilityComponent {
            let id: ElementID = "list"
            func accessibilityElement(for platform: Platform, frame: ScreenRect) -> AccessibilityElement {
                var list = RecordingComponent().accessibilityElement(for: platform, frame: frame)
                list.customRotors = [CustomRotor(name: "Items", items: ["list.0", "list.2"])]
                return list
            }
            mutating func handle(_ event: ComponentEvent) -> [AccessibilityEffect] { [] }
        }
        var model = UIKitAdapterModel(component: ListWithRotor())
        #expect(model.receive(.rotorSearch(rotor: "Items", forward: true, from: "list.0")).focusTarget == "list.2")
        #expect(model.receive(.rotorSearch(rotor: "Items", forward: true, from: "list.2")).focusTarget == nil)

        let screen = AccessibilityScreen(
            platform: .iOS,
            roots: [
                AccessibilityElement(
                    id: "root", frame: ScreenRect(x: 0, y: 0, width: 390, height: 844),
                    children: [
                        AccessibilityElement(id: "list", frame: ScreenRect(x: 0, y: 100, width: 390, height: 120))
                    ])
            ])
        var voiceOver = ScreenReaderSimulator(.voiceOver, liveScreen: LiveScreen(screen, components: [ListWithRotor()]))
        voiceOver.touch("list.0")
        #expect(voiceOver.perform(.rotorPrevious).spokenText() == "Items")
        let step = voiceOver.swipeDown()
        #expect(step.hostCalls.first?.event == .rotorSearch(rotor: "Items", forward: true, from: "list.0"))
        #expect(step.focus == "list.2")
        #expect(voiceOver.swipeDown().sounds == [.boundary])
    }

    // MARK: - Ticking only with rotation

    @Test("AccessibleCarouselView's clock runs only while the carousel rotates and nothing holds it")
    func ticksOnlyWhileRotating() throws {
        let still = UIKitAdapterModel(component: relatedStories())
        #expect(!still.shouldTick(isInWindow: true, hasTickInterval: true))

        var model = UIKitAdapterModel(component: try Self.rotating())
        #expect(model.shouldTick(isInWindow: true, hasTickInterval: true))
        #expect(!model.shouldTick(isInWindow: false, hasTickInterval: true))
        #expect(!model.shouldTick(isInWindow: true, hasTickInterval: false))
        _ = model.receive(.magicTap)
        #expect(!model.shouldTick(isInWindow: true, hasTickInterval: true), "paused by the user")
        _ = model.receive(.magicTap)
        #expect(model.shouldTick(isInWindow: true, hasTickInterval: true), "playing again")
        _ = model.update(UIKitAccessibilitySettings(isReduceMotionEnabled: true))
        #expect(!model.shouldTick(isInWindow: true, hasTickInterval: true), "Reduce Motion")
        _ = model.update(UIKitAccessibilitySettings(isReduceMotionEnabled: false))
        _ = model.receive(.focusGained("related"))
        #expect(!model.shouldTick(isInWindow: true, hasTickInterval: true), "focus inside")
        _ = model.receive(.focusLost("related"))
        _ = model.receive(.focusSettled)
        #expect(model.shouldTick(isInWindow: true, hasTickInterval: true), "focus left")

        let single = UIKitAdapterModel(
            component: Carousel(
                id: "one", name: "One", cards: [Card(id: "a", title: "A")],
                rotation: try AutoRotation(interval: .seconds(5))))
        #expect(!single.shouldTick(isInWindow: true, hasTickInterval: true), "one card never rotates")
    }
}
