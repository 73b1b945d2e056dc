import AccessibilityTree
import Foundation

/// A screen's elements ordered by the height of their vertical centres, so that a container's
/// neighbours level with it (``ContainerSubject/forEachNeighbour(centredFrom:to:_:)``) are found
/// without walking every neighbour.
///
/// Why: ``PagingArrowsSignal`` asks of each wide container which of its neighbours (the subtrees of
/// its siblings and of its parent's siblings) lie level with it. Walked neighbour by neighbour, a
/// list of n rows under one parent cost n² (2,000 settings rows: 12.7 s in a debug build). Level
/// neighbours are a slice of the centres' order found by binary search, and whether one is a
/// neighbour is two comparisons of preorder positions: a subtree is one run of positions.
///
/// Built on the first question (most screens have no container wide enough to ask), once per
/// screen; the lock only guards that build, as ``ScreenMemo``'s does.
final class NeighbourLevels: @unchecked Sendable {
    /// The screen's index, whose preorder positions the levels use.
    let index: ScreenIndex
    private let lock = NSLock()
    private var levels: Levels?

    private struct Levels {
        /// Every element with a finite vertical centre: the centre and its position, by centre.
        var centres: [(midY: Double, position: Int)]
        /// For each position, the position just past its subtree.
        var subtreeEnds: [Int]
    }

    init(index: ScreenIndex) { self.index = index }

    /// Calls `body` with each neighbour of `element` (``ScreenIndex/forEachNeighbour(of:_:)``)
    /// whose vertical centre lies from `low` to `high`, in the order that walk gives.
    ///
    /// - Complexity: O(log n + k log k) for the k elements of the screen centred in the range,
    ///   once the levels are built (O(n log n), on the first question).
    func forEachNeighbour(
        of element: AccessibilityElement, centredFrom low: Double, to high: Double,
        _ body: (AccessibilityElement) -> Void
    ) {
        // A repeated identity leaves subtrees out of the index that the walk still visits; a
        // range that is not finite is no slice of the order.
        guard !index.hasRepeatedIdentities, low.isFinite, high.isFinite else {
            index.forEachNeighbour(of: element) { if $0.frame.midY >= low && $0.frame.midY <= high { body($0) } }
            return
        }
        guard low <= high, let position = index.position(of: element.id) else { return }
        let parent = index.parentPosition(of: position)
        guard parent >= 0 else { return }
        let grandparent = index.parentPosition(of: parent)
        let levels = builtLevels()
        let ends = levels.subtreeEnds
        func isInside(_ inner: Int, _ outer: Int) -> Bool { inner >= outer && inner < ends[outer] }
        var found: [(tier: Int, position: Int)] = []
        var offset = levels.centres.partitioningIndex { $0.midY >= low }
        while offset < levels.centres.count, levels.centres[offset].midY <= high {
            let candidate = levels.centres[offset].position
            offset += 1
            // The walk's order: the parent's other children's subtrees, then the grandparent's.
            if candidate != parent, isInside(candidate, parent), !isInside(candidate, position) {
                found.append((0, candidate))
            } else if grandparent >= 0, candidate != grandparent, isInside(candidate, grandparent),
                !isInside(candidate, parent)
            {
                found.append((1, candidate))
            }
        }
        found.sort { ($0.tier, $0.position) < ($1.tier, $1.position) }
        for item in found { body(index.element(at: item.position)) }
    }

    private func builtLevels() -> Levels {
        lock.lock()
        defer { lock.unlock() }
        if let levels { return levels }
        let count = index.count
        var sizes = [Int](repeating: 1, count: count)
        // Preorder puts every parent before its children, so sizes add up from the end.
        for position in stride(from: count - 1, through: 0, by: -1) {
            let parent = index.parentPosition(of: position)
            if parent >= 0 { sizes[parent] += sizes[position] }
        }
        let centres = (0..<count).compactMap { position -> (midY: Double, position: Int)? in
            let midY = index.element(at: position).frame.midY
            // An element centred nowhere (not finite) is level with no finite range.
            return midY.isFinite ? (midY, position) : nil
        }
        .sorted { ($0.midY, $0.position) < ($1.midY, $1.position) }
        let built = Levels(centres: centres, subtreeEnds: (0..<count).map { $0 + sizes[$0] })
        levels = built
        return built
    }
}
