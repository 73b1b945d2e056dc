import AccessibilityTree
import CarouselKit

/// A non-speech sound a screen reader plays.
public enum ScreenReaderSound: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nothing changed because a limit was reached (end of the list, value at its maximum).
    case boundary
    /// New content replaced the screen (`screenChanged`).
    case screenChanged
}

/// What one gesture (or posted notification, or passing of time) caused.
public struct GestureOutcome: Sendable, Hashable {
    /// The focused element after the gesture.
    public var focus: ElementID?
    /// Whether the gesture moved focus.
    public var focusMoved = false
    /// Everything spoken, in order, except hints and announcements: a focused element's words,
    /// a new value, a scroll status, a rotor setting.
    public var speech: [Utterance] = []
    /// The hint of the element focus landed on, spoken after a pause.
    public var hint: Utterance?
    /// Text announced without moving focus.
    public var announcements: [String] = []
    /// Sounds played.
    public var sounds: [ScreenReaderSound] = []
    /// Every event sent to elements and components, in order (activations, increments, scrolls,
    /// custom actions, focus changes).
    public var events: [ComponentEvent] = []
    /// The events a live component received, with the component's identity, in order: the
    /// subset of ``events`` that reached a component (an event for a static element, or a magic
    /// tap with no component under focus, is recorded in ``events`` only). Replaying these on an
    /// adapter's model reproduces what the component did.
    public var deliveries: [ComponentDelivery] = []
    /// The platform callbacks made to live components' hosts, in order: what a UIKit or SwiftUI
    /// adapter receives for the same gestures.
    public var hostCalls: [HostCall] = []
    /// Every effect components returned, in order.
    public var effects: [AccessibilityEffect] = []

    /// Creates an empty outcome with the focus it starts from.
    public init(focus: ElementID?) {
        self.focus = focus
    }

    /// All speech rendered in the style, utterances joined by its separator.
    public func spokenText(_ style: SpeechStyle = .commas) -> String {
        // One utterance (most steps) is its rendering: nothing to filter or join.
        if speech.count == 1 { return style.render(speech[0]) }
        return speech.map(style.render).filter { !$0.isEmpty }.joined(separator: style.separator)
    }

    mutating func play(_ sound: ScreenReaderSound) {
        if !sounds.contains(sound) { sounds.append(sound) }
    }
}

/// One event delivered to a live component.
public struct ComponentDelivery: Sendable, Hashable {
    /// The identity of the component that received the event.
    public var component: ElementID
    /// The event.
    public var event: ComponentEvent

    /// Creates a delivery.
    public init(component: ElementID, event: ComponentEvent) {
        self.component = component
        self.event = event
    }
}
