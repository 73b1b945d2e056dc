import AccessibilityTree
import Testing

@testable import AuditKit

/// The level neighbours found through ``NeighbourLevels`` are the neighbours the walk
/// (``ScreenIndex/forEachNeighbour(of:_:)``) gives, centred in the range, in the walk's order: on
/// trees drawn from a seeded generator, so a failure names a case that can be run again.
@Suite("Level neighbours")
struct NeighbourLevelsTests {
    /// A tree of up to four levels, with rows of random height at random places: many centres
    /// fall in one range, and nested subtrees share the rows.
    static func tree(
        _ prefix: String, depth: Int, using generator: inout SplitMix64
    ) -> AccessibilityElement {
        let count = depth == 0 ? 0 : Int.random(in: 0...5, using: &generator)
        let children = (0..<count).map { tree("\(prefix).\($0)", depth: depth - 1, using: &generator) }
        let top = Double(Int.random(in: 0..<20, using: &generator)) * 40
        let height = Double(Int.random(in: 0...6, using: &generator)) * 30
        return AccessibilityElement(
            id: ElementID(prefix), className: "android.view.View",
            frame: ScreenRect(x: 0, y: top, width: 300, height: height), isClickable: Bool.random(using: &generator),
            children: children)
    }

    @Test func levelNeighboursAreTheWalksNeighboursCentredInTheRange() {
        var generator = SplitMix64(seed: 2022)
        for round in 0..<60 {
            let screen = ExampleScreens.android([Self.tree("r\(round)", depth: 4, using: &generator)])
            let index = ScreenIndex(screen)
            let levels = NeighbourLevels(index: index)
            for element in screen.allElements {
                let low = Double(Int.random(in: 0..<20, using: &generator)) * 40 - 20
                let high = low + Double(Int.random(in: 0...4, using: &generator)) * 45
                var walked: [ElementID] = []
                index.forEachNeighbour(of: element) {
                    if $0.frame.midY >= low && $0.frame.midY <= high { walked.append($0.id) }
                }
                var found: [ElementID] = []
                levels.forEachNeighbour(of: element, centredFrom: low, to: high) { found.append($0.id) }
                #expect(found == walked, "round \(round), \(element.id), \(low)...\(high)")
            }
        }
    }

    /// A screen whose identities repeat (the index skips the later namesake's subtree, the walk
    /// does not) is answered by the walk itself, filtered to the range.
    @Test func repeatedIdentitiesKeepTheWalk() {
        func view(_ id: ElementID, top: Double, _ children: [AccessibilityElement] = []) -> AccessibilityElement {
            AccessibilityElement(
                id: id, className: "android.view.View", frame: ScreenRect(x: 0, y: top, width: 300, height: 40),
                isClickable: true, children: children)
        }
        let row = view(
            "row", top: 100,
            [
                view("item", top: 100), view("twin", top: 100, [view("inside", top: 100)]),
                view("twin", top: 100, [view("hidden-from-index", top: 100)]),
            ])
        let screen = ExampleScreens.android([view("root", top: 0, [row])])
        let index = ScreenIndex(screen)
        #expect(index.hasRepeatedIdentities)
        let levels = NeighbourLevels(index: index)
        var walked: [ElementID] = []
        index.forEachNeighbour(of: row.children[0]) {
            if $0.frame.midY >= 110 && $0.frame.midY <= 130 { walked.append($0.id) }
        }
        var found: [ElementID] = []
        levels.forEachNeighbour(of: row.children[0], centredFrom: 110, to: 130) { found.append($0.id) }
        #expect(found == walked)
        #expect(found.contains("hidden-from-index"))
    }

    /// An empty or reversed range gives no neighbour, nor does an element the screen lacks.
    @Test func emptyRangesAndStrangersGiveNothing() {
        var generator = SplitMix64(seed: 2023)
        let root = Self.tree("root", depth: 3, using: &generator)
        let levels = NeighbourLevels(index: ScreenIndex(ExampleScreens.android([root])))
        var count = 0
        for element in root.subtree {
            levels.forEachNeighbour(of: element, centredFrom: 500, to: 100) { _ in count += 1 }
            levels.forEachNeighbour(of: element, centredFrom: .nan, to: 900) { _ in count += 1 }
        }
        levels.forEachNeighbour(of: AccessibilityElement(id: "stranger"), centredFrom: -1000, to: 5000) { _ in
            count += 1
        }
        #expect(count == 0)
    }

    /// Paging arrows read from the screen are found up to the level limit and no further: the
    /// arrows' centres a quarter of the pager's height (125 px of 500) above or below its centre
    /// still count, a pixel more does not (``PagingArrowsSignal/levelShare``).
    @Test func arrowsAreFoundUpToTheLevelLimitFromTheScreen() throws {
        func fires(arrowTop: Double) throws -> Bool {
            let frame = SignalExampleScreens.pagerWithArrows(arrowTop: arrowTop)
            let screen = SignalExampleScreens.screen(frame)
            let pager = try #require(frame.children.first)
            let subject = ContainerSubject(
                container: pager, items: pager.children, reason: .pager, metrics: ScreenMetrics(screen: screen),
                vocabulary: .english, neighbours: .around(in: NeighbourLevels(index: ScreenIndex(screen))))
            return PagingArrowsSignal().evidence(for: subject) != nil
        }
        // The pager's centre is at 850 px; the 126 px arrows' centres at arrowTop + 63.
        #expect(try fires(arrowTop: 912))
        #expect(try fires(arrowTop: 662))
        #expect(try !fires(arrowTop: 913))
        #expect(try !fires(arrowTop: 661))
    }
}
