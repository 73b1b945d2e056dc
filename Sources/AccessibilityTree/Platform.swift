/// The platform whose screen reader reads a screen.
public enum Platform: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// iOS, iPadOS: VoiceOver.
    case iOS = "ios"
    /// Android: TalkBack.
    case android

    /// The platform's name as people write it.
    public var description: String {
        switch self {
        case .iOS: "iOS"
        case .android: "Android"
        }
    }
}

/// The unit a screen's frames are measured in.
///
/// iOS dumps measure in points. Android dumps measure in physical pixels; converting to
/// density-independent pixels (dp) needs the screen density, which a dump does not state.
public enum LengthUnit: Sendable, Hashable, Codable {
    /// iOS points.
    case points
    /// Android physical pixels; `density` is pixels per dp when known (2.625 for 420 dpi).
    case pixels(density: Double?)

    /// How many of this unit make one point or dp, when known.
    public var unitsPerPoint: Double? {
        switch self {
        case .points: 1
        case .pixels(let density): density
        }
    }
}
