/// A named threshold of a ``ContainerSignal``, for documentation and `audit --verbose`.
public struct SignalThreshold: Sendable, Hashable {
    /// What it bounds ("largest side of a dot").
    public var name: String
    /// Its value.
    public var value: Double
    /// Its unit ("pt/dp", "share of the screen", "items").
    public var unit: String

    /// Creates a threshold.
    public init(_ name: String, _ value: Double, _ unit: String) {
        self.name = name
        self.value = value
        self.unit = unit
    }
}
