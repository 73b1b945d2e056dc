import AccessibilityTree
import CarouselKit
import ScreenReaderKit
import Testing

/// Every gesture on screens with nothing to focus: the simulator must answer with the boundary
/// sound or silence, never trap, and never invent a focus.
@Suite("Gestures on screens with nothing to focus")
struct GestureRobustnessTests {
    static let gestures: [ScreenReaderGesture] = [
        .swipeRight, .swipeLeft, .doubleTap, .swipeUp, .swipeDown, .rotorNext, .rotorPrevious,
        .threeFingerSwipe(.left), .twoFingerSwipe(.right), .scrollAction(.forward), .twoFingerScrub, .magicTap,
        .readAllFromTop, .readAllFromFocus, .nextHeading, .previousHeading, .actionsMenu, .customAction("Delete"),
    ]

    static let empty = AccessibilityScreen(platform: .iOS, roots: [])

    static let allHidden = AccessibilityScreen(
        platform: .android,
        roots: [
            AccessibilityElement(
                id: "root", frame: ScreenRect(x: 0, y: 0, width: 390, height: 844),
                children: [
                    AccessibilityElement(
                        id: "hidden", label: "Hidden", className: "android.widget.Button",
                        frame: ScreenRect(x: 0, y: 0, width: 100, height: 40), isAccessibilityElement: true,
                        isHidden: true,
                        isClickable: true),
                    AccessibilityElement(
                        id: "offscreen", label: "Off screen", className: "android.widget.TextView",
                        frame: ScreenRect(x: 0, y: 50, width: 100, height: 40), isAccessibilityElement: true,
                        isHidden: true,
                        isVisible: false),
                ])
        ])

    @Test(arguments: ScreenReader.allCases, [empty, allHidden])
    func everyGestureIsSilentOrABoundary(_ reader: ScreenReader, _ screen: AccessibilityScreen) {
        var simulator = ScreenReaderSimulator(reader, screen: screen)
        #expect(simulator.focusOrder == [])
        for gesture in Self.gestures {
            let outcome = simulator.perform(gesture)
            #expect(outcome.focus == nil, "\(gesture)")
            #expect(!outcome.focusMoved, "\(gesture)")
            // The rotor names its setting; nothing else says a word.
            if gesture != .rotorNext, gesture != .rotorPrevious {
                #expect(outcome.speech.isEmpty, "\(gesture)")
            }
        }
        #expect(simulator.perform(.swipeRight).sounds == [.boundary])
        #expect(simulator.perform(.swipeLeft).sounds == [.boundary])
        #expect(simulator.touch("missing").sounds == [.boundary])
        #expect(simulator.walkToEnd().steps.count == 1)
        #expect(simulator.swipesToPass(container: "root") == nil)
        #expect(simulator.transcript.steps.count == Self.gestures.count + 4)
    }

    @Test func aRotorWithNoItemsIsABoundaryAndFocusStays() {
        let screen = Build.iOSScreen([Build.text("a", "First", y: 0), Build.text("b", "Second", y: 40)])
        var voiceOver = ScreenReaderSimulator(.voiceOver, screen: screen)
        voiceOver.swipeRight()
        for gesture: ScreenReaderGesture in [.nextHeading, .previousHeading, .swipeUp, .swipeDown] {
            let outcome = voiceOver.perform(gesture)
            #expect(outcome.sounds == [.boundary], "\(gesture)")
            #expect(outcome.focus == "a", "\(gesture)")
        }
        #expect(voiceOver.perform(.rotorNext).spokenText() == "Links")
        #expect(voiceOver.perform(.swipeDown).sounds == [.boundary])
        #expect(voiceOver.perform(.rotorNext).spokenText() == "Containers")
        #expect(voiceOver.perform(.swipeUp).sounds == [.boundary])
        #expect(voiceOver.focus == "a")
    }
}

/// An endless feed: every time focus enters it, one more item appears after the others.
struct FakeEndlessFeed: AccessibilityComponent {
    let id: ElementID = "feed"
    var count = 1

    func accessibilityElement(for platform: Platform, frame: ScreenRect) -> AccessibilityElement {
        AccessibilityElement(
            id: id, frame: frame,
            children: (0..<count).map { index in
                AccessibilityElement(
                    id: ElementID("post\(index)"), label: "Post \(index + 1)",
                    frame: ScreenRect(x: 0, y: frame.origin.y + Double(index) * 40, width: 300, height: 30),
                    isAccessibilityElement: true)
            })
    }

    mutating func handle(_ event: ComponentEvent) -> [AccessibilityEffect] {
        if case .focusEntered = event { count += 1 }
        return []
    }
}

@Suite("Read all on a screen that keeps growing")
struct ReadAllGrowthTests {
    @Test func readAllStopsEvenWhenEveryFocusAddsAnElement() {
        let screen = Build.iOSScreen([
            AccessibilityElement(id: "feed", frame: ScreenRect(x: 0, y: 0, width: 390, height: 30))
        ]
        )
        var voiceOver = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(screen, components: [FakeEndlessFeed()]))
        #expect(voiceOver.focusOrder == ["post0"])
        let read = voiceOver.perform(.readAllFromTop)
        // One element at the start: at most 1 × 4 + 4 elements are read, in order.
        #expect(read.speech.count == 8)
        #expect(read.spokenText().hasPrefix("Post 1, Post 2, Post 3"))
        #expect(voiceOver.focus == "post7")
    }
}

/// A banner whose only element, a Dismiss button, disappears when activated.
struct FakeDismissibleBanner: AccessibilityComponent {
    let id: ElementID = "banner"
    var isDismissed = false

    func accessibilityElement(for platform: Platform, frame: ScreenRect) -> AccessibilityElement {
        AccessibilityElement(
            id: id, frame: frame,
            children: isDismissed
                ? []
                : [
                    AccessibilityElement(
                        id: "dismiss", label: "Dismiss", traits: .button, role: .button, frame: frame,
                        isAccessibilityElement: true, isClickable: true)
                ])
    }

    mutating func handle(_ event: ComponentEvent) -> [AccessibilityEffect] {
        if case .activate = event { isDismissed = true }
        return []
    }
}

@Suite("Focus on an element that was removed")
struct RemovedFocusTests {
    static func screen(withTextBefore: Bool, platform: Platform) -> AccessibilityScreen {
        let banner = AccessibilityElement(id: "banner", frame: ScreenRect(x: 0, y: 100, width: 390, height: 50))
        let before = Build.text("before", "Before", y: 0)
        return AccessibilityScreen(
            platform: platform, size: ScreenSize(width: 390, height: 844),
            roots: [
                AccessibilityElement(
                    id: "app", frame: ScreenRect(x: 0, y: 0, width: 390, height: 844),
                    children: withTextBefore ? [before, banner] : [banner])
            ])
    }

    @Test(arguments: ScreenReader.allCases)
    func whenNothingIsLeftFocusIsClearedAndEveryGestureIsABoundaryOrSilent(_ reader: ScreenReader) {
        var simulator = ScreenReaderSimulator(
            reader,
            liveScreen: LiveScreen(
                Self.screen(withTextBefore: false, platform: reader.platform), components: [FakeDismissibleBanner()]))
        #expect(simulator.swipeRight().focus == "dismiss")
        let dismissed = simulator.doubleTap()
        #expect(dismissed.focus == nil)
        #expect(simulator.focusOrder == [])
        for gesture in GestureRobustnessTests.gestures {
            let outcome = simulator.perform(gesture)
            #expect(outcome.focus == nil, "\(gesture)")
            #expect(!outcome.focusMoved, "\(gesture)")
        }
        #expect(simulator.swipeRight().sounds == [.boundary])
    }

    @Test(arguments: ScreenReader.allCases)
    func focusMovesSilentlyToTheElementNowAtItsPlace(_ reader: ScreenReader) {
        var simulator = ScreenReaderSimulator(
            reader,
            liveScreen: LiveScreen(
                Self.screen(withTextBefore: true, platform: reader.platform), components: [FakeDismissibleBanner()]))
        simulator.touch("dismiss")
        let dismissed = simulator.doubleTap()
        #expect(dismissed.focus == "before")
        #expect(dismissed.speech.isEmpty)
        #expect(simulator.swipeRight().sounds == [.boundary])
        #expect(simulator.swipeLeft().sounds == [.boundary])
        #expect(simulator.focus == "before")
    }
}
