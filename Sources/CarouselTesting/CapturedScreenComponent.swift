import AccessibilityTree
import CarouselKit
import ScreenReaderKit

/// A live captured screen as one component of the simulator's screen: its elements are the last
/// capture's, read with ``AccessibilityTree/ViewCapture/accessibilityScreen(sourceFile:)``; each
/// event the simulator's host delivers becomes one ``LiveAccessibilityCall`` on the target, then
/// the target is captured again and what it posted becomes effects the simulator speaks.
///
/// Decisions: an increment or decrement that leaves the value unchanged is a boundary (VoiceOver
/// plays its end sound); escape and magic tap go to the focused object, then to each ancestor in
/// the capture until one handles them (UIKit's order along the container chain).
struct CapturedScreenComponent: AccessibilityComponent {
    /// The placeholder's identity: the component's root, a container of the capture's roots.
    static let rootID: ElementID = "capture"

    let id: ElementID = Self.rootID
    let target: any LiveAccessibilityTarget
    private(set) var capture: ViewCapture
    private(set) var root: AccessibilityElement
    private var focused: ElementID?

    init(target: any LiveAccessibilityTarget) {
        self.target = target
        let capture = target.captureScreen()
        self.capture = capture
        self.root = Self.container(of: capture)
    }

    /// The screen the simulator starts from: one placeholder covering the captured screen.
    var placeholderScreen: AccessibilityScreen {
        var screen = capture.accessibilityScreen()
        screen.roots = [AccessibilityElement(id: id, frame: ScreenRect(origin: .zero, size: capture.screen.size))]
        return screen
    }

    /// The captured elements; for TalkBack, the cross-platform approximation of them
    /// (``ScreenReaderKit/CrossPlatformScreen``), marked as such in each element's inferences.
    func accessibilityElement(for platform: Platform, frame: ScreenRect) -> AccessibilityElement {
        guard platform == .android else { return root }
        let approximated = CrossPlatformScreen.approximate(
            AccessibilityScreen(platform: .iOS, size: capture.screen.size, roots: [root]), for: .talkBack)
        return approximated.roots.first ?? root
    }

    mutating func handle(_ event: ComponentEvent) -> [AccessibilityEffect] { respond(to: event).effects }

    mutating func respond(to event: ComponentEvent) -> ComponentResponse {
        switch event {
        case .focusEntered(let element):
            focused = element
            return ComponentResponse(effects: [], isHandled: false)
        case .focusLeft:
            focused = nil
            return ComponentResponse(effects: [], isHandled: false)
        case .activate(let element): return call(.activate, on: element)
        case .increment(let element): return adjust(.increment, element)
        case .decrement(let element): return adjust(.decrement, element)
        case .scroll(let direction, let element): return call(.scroll(direction), on: element)
        case .customAction(let key, let element): return call(.customAction(named: key), on: element)
        case .escape: return callUpwards(.escape)
        case .magicTap: return callUpwards(.magicTap)
        case .rotor, .reduceMotionChanged, .tick: return ComponentResponse(effects: [], isHandled: false)
        }
    }

    /// One call on the element's object, a fresh capture, and the posted notifications as effects.
    private mutating func call(_ call: LiveAccessibilityCall, on element: ElementID) -> ComponentResponse {
        guard let path = Self.path(of: element) else { return ComponentResponse(effects: [], isHandled: false) }
        let handled = target.perform(call, at: path)
        return ComponentResponse(effects: recapture(), isHandled: handled)
    }

    private mutating func adjust(_ call: LiveAccessibilityCall, _ element: ElementID) -> ComponentResponse {
        let before = root.first(withID: element)?.value
        var response = self.call(call, on: element)
        let after = root.first(withID: element)?.value
        response.effects.insert(after == before ? .boundary : .valueChanged(element), at: 0)
        response.isHandled = true
        return response
    }

    private mutating func callUpwards(_ call: LiveAccessibilityCall) -> ComponentResponse {
        guard let focused, var path = Self.path(of: focused) else {
            return ComponentResponse(effects: [], isHandled: false)
        }
        while !path.isEmpty {
            if target.perform(call, at: path) { return ComponentResponse(effects: recapture(), isHandled: true) }
            path.removeLast()
        }
        return ComponentResponse(effects: recapture(), isHandled: false)
    }

    /// Captures again and turns the posted notifications into effects, in the order posted.
    private mutating func recapture() -> [AccessibilityEffect] {
        capture = target.captureScreen()
        root = Self.container(of: capture)
        return target.takePostedNotifications().map { notification in
            switch notification {
            case .announcement(let text): .announce(text)
            case .pageScrolled(let text): .pageScrolled(text)
            case .layoutChanged(let focus): .layoutChanged(focus: focus.map { ElementID(path: $0) })
            case .screenChanged(let focus): .screenChanged(focus: focus.map { ElementID(path: $0) })
            }
        }
    }

    private static func container(of capture: ViewCapture) -> AccessibilityElement {
        AccessibilityElement(
            id: rootID, frame: ScreenRect(origin: .zero, size: capture.screen.size),
            children: capture.accessibilityScreen().roots)
    }

    /// The child indices an element identity names ("0.2.1"), or `nil` for another identity.
    static func path(of element: ElementID) -> [Int]? {
        let parts = element.rawValue.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        return parts.compactMap { $0 }
    }
}
