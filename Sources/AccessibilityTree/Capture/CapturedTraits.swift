/// `accessibilityTraits` as a capture records them: UIKit's raw bits, and the names of the bits
/// this project knows (the names of ``AccessibilityTraitSet/all``, which for public traits are
/// UIKit's own Swift names).
///
/// Readers decide by ``names``; ``rawValue`` keeps the bits no name covers, for reports and for
/// traits added after this model was written.
public struct CapturedTraits: Sendable, Hashable, Codable {
    /// `UIAccessibilityTraits.rawValue`.
    public var rawValue: UInt64
    /// The names of the known traits set in ``rawValue``, in the order of ``AccessibilityTraitSet/all``.
    public var names: [String]

    /// Creates traits from bits and names as captured.
    public init(rawValue: UInt64 = 0, names: [String] = []) {
        self.rawValue = rawValue
        self.names = names
    }

    /// The UIKit bit of each trait this project names whose bit is a documented constant or, for
    /// private traits, stated by AccessibilitySnapshot (@5b03db8
    /// AccessibilitySnapshotModel/Sources/AccessibilitySnapshotModel/AccessibilityPrimitives.swift:169-194).
    /// `toggleButton` and `supportsZoom` are missing: their bits are SDK constants read at run time.
    public static let uiKitBits: [(name: String, bit: UInt64)] = [
        ("button", 1 << 0), ("link", 1 << 1), ("image", 1 << 2), ("selected", 1 << 3), ("playsSound", 1 << 4),
        ("keyboardKey", 1 << 5), ("staticText", 1 << 6), ("summaryElement", 1 << 7), ("notEnabled", 1 << 8),
        ("updatesFrequently", 1 << 9), ("searchField", 1 << 10), ("startsMediaSession", 1 << 11),
        ("adjustable", 1 << 12), ("allowsDirectInteraction", 1 << 13), ("causesPageTurn", 1 << 14),
        ("tabBar", 1 << 15), ("header", 1 << 16), ("textEntry", 1 << 18), ("isEditing", 1 << 21),
        ("secureTextEntry", 1 << 24), ("backButton", 1 << 27), ("tab", 1 << 28), ("textArea", 1 << 47),
        ("switchButton", 1 << 53),
    ]

    /// Traits with the names' bits (from ``uiKitBits``) as the raw value; for captures written by hand.
    ///
    /// - Complexity: O(n) in the number of names.
    public init(knownNames names: [String]) {
        let order = AccessibilityTraitSet.all.map(\.name)
        self.names = names.sorted { (order.firstIndex(of: $0) ?? .max) < (order.firstIndex(of: $1) ?? .max) }
        rawValue = names.reduce(0) { bits, name in bits | (Self.uiKitBits.first { $0.name == name }?.bit ?? 0) }
    }

    /// The model's traits for the known names; unknown names are returned apart.
    public var traitSet: (traits: AccessibilityTraitSet, unknownNames: [String]) {
        var traits: AccessibilityTraitSet = []
        var unknown: [String] = []
        for name in names {
            if let trait = AccessibilityTraitSet(name: name) { traits.insert(trait) } else { unknown.append(name) }
        }
        return (traits, unknown)
    }
}
