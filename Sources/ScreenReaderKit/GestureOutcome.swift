import AccessibilityTree
import CarouselKit

/// A non-speech sound a screen reader plays.
public enum Sound: String, Sendable, Hashable, Codable, CaseIterable {
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
    public var sounds: [Sound] = []
    /// Every event sent to elements and components, in order (activations, increments, scrolls,
    /// custom actions, focus changes).
    public var events: [ComponentEvent] = []
    /// Every effect components returned, in order.
    public var effects: [AccessibilityEffect] = []

    /// Creates an empty outcome with the focus it starts from.
    public init(focus: ElementID?) {
        self.focus = focus
    }

    /// All speech rendered in the style, utterances joined by its separator.
    public func spokenText(_ style: SpeechStyle = .commas) -> String {
        speech.map(style.render).filter { !$0.isEmpty }.joined(separator: style.separator)
    }

    mutating func play(_ sound: Sound) {
        if !sounds.contains(sound) { sounds.append(sound) }
    }
}
