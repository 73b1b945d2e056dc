import AccessibilityTree

/// The one interpreter of the component protocol, shared by every host: the UIKit adapter's model,
/// the SwiftUI adapter and the screen-reader simulator's live screens.
///
/// Each platform callback is one ``HostEvent``; ``receive(_:on:)`` turns it into the
/// ``ComponentEvent``s the component hears and answers with a ``HostResponse``: the effects in the
/// order to carry them out, whether the event was handled, a rotor search's target, and whether a
/// focus change is still open. What the host decides, so no adapter decides it again:
/// - **Handled**: from the component's ``ComponentResponse`` (a pause is handled without effects).
/// - **Custom actions** arrive by spoken name and are resolved to the component's key here.
/// - **Focus**: per-element focus gained and lost becomes component-level `focusEntered(_:)` for
///   each element gained and `focusLeft` exactly once when focus leaves the component, whichever
///   order the platform reports gains and losses in (see ``HostEvent/focusLost(_:)``).
/// - **Rotor search** (``HostEvent/rotorSearch(rotor:forward:from:)``): see ``HostResponse/focusTarget``.
/// - **Settings**: Reduce Motion is forwarded only when it changes.
/// - **Order**: scrolling effects first, so the card spoken is on screen; otherwise the component's order.
///
/// The host holds only protocol state (focus, settings); the component stays with its owner (the
/// app's binding, the adapter's model, the simulator's live screen) and is passed in.
public struct ComponentHost: Sendable, Hashable {
    /// The platform the host runs on: custom actions and rotors are read from the component's
    /// element for it.
    public var platform: Platform
    /// The component's element that has screen-reader focus, as the platform reported it.
    public internal(set) var focusedElement: ElementID?
    /// Whether the component was told focus entered and not yet told it left.
    public internal(set) var isFocusInside: Bool
    /// Whether an element lost focus and the host waits for ``HostEvent/focusSettled``.
    public internal(set) var isLeavePending: Bool
    /// The Reduce Motion setting last forwarded, `nil` before the first.
    public internal(set) var reduceMotion: Bool?

    /// Creates a host for a platform, with focus outside the component.
    public init(platform: Platform = .iOS) {
        self.platform = platform
        self.focusedElement = nil
        self.isFocusInside = false
        self.isLeavePending = false
        self.reduceMotion = nil
    }

    /// Handles one platform callback for the component and returns what to do.
    ///
    /// A pending focus leave is delivered first when any event other than a focus report arrives.
    ///
    /// - Complexity: O(1) plus the component's own cost, except custom actions and rotor searches
    ///   the component does not answer itself, which read the component's element (O(n) in its size).
    public mutating func receive<Component: AccessibilityComponent>(
        _ event: HostEvent, on component: inout Component
    ) -> HostResponse {
        var response = HostResponse()
        switch event {
        case .focusGained, .focusLost, .focusChanged(to: .some):
            break
        default:
            settleFocus(on: &component, into: &response)
        }
        switch event {
        case .activate(let element):
            deliver(.activate(element), to: &component, into: &response)
        case .increment(let element):
            deliver(.increment(element), to: &component, into: &response)
        case .decrement(let element):
            deliver(.decrement(element), to: &component, into: &response)
        case .scroll(let direction, let element):
            deliver(.scroll(direction, element: element), to: &component, into: &response)
        case .escape:
            deliver(.escape, to: &component, into: &response)
        case .magicTap:
            deliver(.magicTap, to: &component, into: &response)
        case .customAction(let name, let element):
            let found = component.accessibilityElement(for: platform, frame: .zero).first(withID: element)
            if let key = found?.customActions.first(where: { $0.name == name })?.key {
                deliver(.customAction(key: key, element: element), to: &component, into: &response)
            }
        case .rotorSearch(let rotor, let forward, let from):
            searchRotor(rotor, forward: forward, from: from, on: &component, into: &response)
        case .focusGained(let element):
            focusGained(element, on: &component, into: &response)
        case .focusLost(let element):
            focusLost(element, into: &response)
        case .focusSettled:
            break
        case .focusChanged(let element):
            if let element {
                focusGained(element, on: &component, into: &response)
            } else {
                focusedElement = nil
                isLeavePending = isFocusInside
                settleFocus(on: &component, into: &response)
            }
        case .reduceMotionChanged(let isOn):
            guard reduceMotion != isOn else { break }
            reduceMotion = isOn
            deliver(.reduceMotionChanged(isOn), to: &component, into: &response)
        case .tick(let now):
            deliver(.tick(now: now), to: &component, into: &response)
        }
        response.effects = Self.ordered(response.effects)
        return response
    }

    /// The order every host carries effects out in: scrolls first, so what VoiceOver is about to
    /// speak is on screen, then the rest in the component's order.
    ///
    /// - Complexity: O(n) in the number of effects.
    public static func ordered(_ effects: [AccessibilityEffect]) -> [AccessibilityEffect] {
        let scrolls = effects.filter { if case .scrollTo = $0 { true } else { false } }
        guard !scrolls.isEmpty, scrolls.count < effects.count else { return effects }
        return scrolls + effects.filter { if case .scrollTo = $0 { false } else { true } }
    }

    /// Sends one component event and records what it caused.
    mutating func deliver<Component: AccessibilityComponent>(
        _ event: ComponentEvent, to component: inout Component, into response: inout HostResponse
    ) {
        let answer = component.respond(to: event)
        response.delivered.append(event)
        response.effects.append(contentsOf: answer.effects)
        response.isHandled = response.isHandled || answer.isHandled
    }
}
