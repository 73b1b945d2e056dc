import AccessibilityTree

/// The stops the rotors and tab positions need, found once per version of the simulator's tree.
///
/// A class, so the simulator (a value type copied through every gesture's call chain) carries
/// one reference rather than five more collections inline.
final class NavigationStops: Sendable {
    /// Positions in the order of headings, ascending: the heading rotor's stops.
    let headings: [Int]
    /// Positions in the order of links, ascending.
    let links: [Int]
    /// Positions in the order where a container's run of elements begins, ascending.
    let containerStarts: [Int]
    /// The container whose run begins at the matching `containerStarts` entry.
    let containerStartOwners: [ElementID]
    /// VoiceOver: every tab's position in its tab bar.
    let tabPositions: [ElementID: (position: Int, count: Int)]

    init(
        headings: [Int], links: [Int], containerStarts: [Int], containerStartOwners: [ElementID],
        tabPositions: [ElementID: (position: Int, count: Int)]
    ) {
        self.headings = headings
        self.links = links
        self.containerStarts = containerStarts
        self.containerStartOwners = containerStartOwners
        self.tabPositions = tabPositions
    }
}
