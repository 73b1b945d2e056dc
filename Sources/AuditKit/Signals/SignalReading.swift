/// One fired ``ContainerSignal``: its identifier, the category it argued for, its weight and
/// its sentence.
public struct SignalReading: Sendable, Hashable, Codable {
    /// The signal's identifier.
    public var signal: String
    /// The category it argued for.
    public var category: ContainerCategory
    /// How it took part in the decision.
    public var kind: SignalKind
    /// How much it counted.
    public var weight: Double
    /// Why it fired, in one sentence.
    public var evidence: String

    /// Creates a reading.
    public init(signal: String, category: ContainerCategory, kind: SignalKind, weight: Double, evidence: String) {
        self.signal = signal
        self.category = category
        self.kind = kind
        self.weight = weight
        self.evidence = evidence
    }
}
