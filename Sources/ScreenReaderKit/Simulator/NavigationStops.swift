import AccessibilityTree

/// The stops the rotors and VoiceOver's container contexts need, found once per version of the simulator's tree.
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
    /// VoiceOver: the container context of every element that has one (tab and series
    /// positions, list and landmark edges, data-table cells).
    let voiceOverContexts: [ElementID: VoiceOverContext]

    init(
        headings: [Int], links: [Int], containerStarts: [Int], containerStartOwners: [ElementID],
        voiceOverContexts: [ElementID: VoiceOverContext]
    ) {
        self.headings = headings
        self.links = links
        self.containerStarts = containerStarts
        self.containerStartOwners = containerStartOwners
        self.voiceOverContexts = voiceOverContexts
    }
}
