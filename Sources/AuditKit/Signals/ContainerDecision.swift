/// What ``HorizontalContainerClassifier/decide(_:)`` made of the fired signals.
struct ContainerDecision: Sendable, Hashable {
    /// The category decided.
    var category: ContainerCategory
    /// The sentences behind it.
    var evidence: [String]
    /// Every signal that fired, in registry order, whichever category it argued for.
    var readings: [SignalReading]
}
