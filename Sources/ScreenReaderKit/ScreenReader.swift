import AccessibilityTree

/// The screen reader a ``ScreenReaderSimulator`` plays.
public enum ScreenReader: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// VoiceOver on iOS: reading order by frames, trait words, the rotor.
    case voiceOver = "voiceover"
    /// TalkBack on Android: focus by TalkBack's rules in tree order, role words, collections.
    case talkBack = "talkback"

    /// The platform whose screens this reader reads; components are asked for this platform's tree.
    public var platform: Platform {
        switch self {
        case .voiceOver: .iOS
        case .talkBack: .android
        }
    }

    /// The reader's name as people write it.
    public var description: String {
        switch self {
        case .voiceOver: "VoiceOver"
        case .talkBack: "TalkBack"
        }
    }
}
