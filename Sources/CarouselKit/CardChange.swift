/// How a carousel's cards changed, so the current card can be kept (or replaced) truthfully.
public enum CardChange: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Cards were inserted at these indices of the new source.
    case inserted(Range<Int>)
    /// Cards at these indices of the old source were removed.
    case removed(Range<Int>)
    /// Everything may have changed; the current index is kept where it still exists.
    case reloaded

    /// The change as written in code.
    public var description: String {
        switch self {
        case .inserted(let range): "inserted(\(range.lowerBound)..<\(range.upperBound))"
        case .removed(let range): "removed(\(range.lowerBound)..<\(range.upperBound))"
        case .reloaded: "reloaded"
        }
    }
}
