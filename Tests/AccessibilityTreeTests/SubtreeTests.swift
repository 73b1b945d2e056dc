import AccessibilityTree
import Testing

/// `subtree`, `subtreeContains(where:)` and `descendantsContain(where:)` visit the same elements
/// in the same order: the auditor replaced `subtree.contains` with the walks that build no array.
@Suite("Walking an element's subtree")
struct SubtreeTests {
    /// a > (b > (d, e), c > f): preorder a b d e c f.
    private static let tree = AccessibilityElement(
        id: "a",
        children: [
            AccessibilityElement(
                id: "b", children: [AccessibilityElement(id: "d"), AccessibilityElement(id: "e", label: "Play")]),
            AccessibilityElement(id: "c", children: [AccessibilityElement(id: "f", isClickable: true)]),
        ])

    @Test func subtreeListsParentsBeforeChildrenInChildOrder() {
        #expect(Self.tree.subtree.map(\.id) == ["a", "b", "d", "e", "c", "f"])
        #expect(AccessibilityElement(id: "leaf").subtree.map(\.id) == ["leaf"])
    }

    @Test func subtreeContainsVisitsTheSameElementsInTheSameOrderAndStopsAtTheFirstMatch() {
        var visited: [ElementID] = []
        let found = Self.tree.subtreeContains { element in
            visited.append(element.id)
            return element.label == "Play"
        }
        #expect(found)
        #expect(visited == ["a", "b", "d", "e"])
        var all: [ElementID] = []
        let none = Self.tree.subtreeContains { element in
            all.append(element.id)
            return false
        }
        #expect(!none)
        #expect(all == Self.tree.subtree.map(\.id))
    }

    @Test func descendantsContainLeavesTheElementItselfOut() {
        var visited: [ElementID] = []
        let foundItself = Self.tree.descendantsContain { element in
            visited.append(element.id)
            return element.id == "a"
        }
        #expect(!foundItself)
        #expect(visited == Array(Self.tree.subtree.dropFirst().map(\.id)))
        #expect(Self.tree.descendantsContain { $0.isClickable })
        #expect(Self.tree.subtreeContains { $0.id == "a" })
        #expect(!AccessibilityElement(id: "leaf").descendantsContain { _ in true })
    }

    @Test func theWalksAnswerAsSubtreeContainsDoesForEveryElementAndPredicate() {
        let predicates: [(AccessibilityElement) -> Bool] = [
            { $0.label != nil }, { $0.isClickable }, { $0.id == "c" }, { $0.id == "z" }, { !$0.children.isEmpty },
        ]
        for element in Self.tree.subtree {
            for predicate in predicates {
                #expect(element.subtreeContains(where: predicate) == element.subtree.contains(where: predicate))
                #expect(
                    element.descendantsContain(where: predicate)
                        == element.subtree.dropFirst().contains(where: predicate))
            }
        }
    }
}
