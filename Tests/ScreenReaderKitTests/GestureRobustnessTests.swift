import AccessibilityTree
import CarouselKit
import ScreenReaderKit
import Testing

/// Every gesture on screens with nothing to focus: the simulator must answer with the boundary
/// sound or silence, never trap, and never invent a focus.
@Suite("Gestures on screens with nothing to focus")
struct GestureRobustnessTests {
    static let gestures: [Gesture] = [
        .swipeRight, .swipeLeft, .doubleTap, .swipeUp, .swipeDown, .rotorNext, .rotorPrevious,
        .threeFingerSwipe(.left), .twoFingerSwipe(.right), .scrollAction(.forward), .twoFingerScrub, .magicTap,
        .readAllFromTop, .readAllFromFocus, .nextHeading, .previousHeading, .actionsMenu, .customAction("Delete"),
    ]

    static let empty = AccessibilityScreen(platform: .iOS, roots: [])

    static let allHidden = AccessibilityScreen(
        platform: .android,
        roots: [
            AccessibilityElement(
                id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
                children: [
                    AccessibilityElement(
                        id: "hidden", label: "Hidden", className: "android.widget.Button",
                        frame: Rect(x: 0, y: 0, width: 100, height: 40), isAccessibilityElement: true, isHidden: true,
                        isClickable: true),
                    AccessibilityElement(
                        id: "offscreen", label: "Off screen", className: "android.widget.TextView",
                        frame: Rect(x: 0, y: 50, width: 100, height: 40), isAccessibilityElement: true, isHidden: true,
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
        for gesture: Gesture in [.nextHeading, .previousHeading, .swipeUp, .swipeDown] {
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

    func accessibilityElement(for platform: Platform, frame: Rect) -> AccessibilityElement {
        AccessibilityElement(
            id: id, frame: frame,
            children: (0..<count).map { index in
                AccessibilityElement(
                    id: ElementID("post\(index)"), label: "Post \(index + 1)",
                    frame: Rect(x: 0, y: frame.origin.y + Double(index) * 40, width: 300, height: 30),
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
        let screen = Build.iOSScreen([AccessibilityElement(id: "feed", frame: Rect(x: 0, y: 0, width: 390, height: 30))]
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
