import AccessibilityTree
import Testing

@Suite("VoiceOver and Android reading order")
struct ReadingOrderTests {
    private func leaf(_ id: ElementID, _ x: Double, _ y: Double, w: Double = 40, h: Double = 20) -> AccessibilityElement
    {
        AccessibilityElement(
            id: id, label: id.rawValue, frame: ScreenRect(x: x, y: y, width: w, height: h), isAccessibilityElement: true
        )
    }

    private func ids(_ elements: [AccessibilityElement]) -> [String] { elements.map(\.id.rawValue) }

    @Test func rowsReadTopToBottomThenLeftToRight() {
        let root = AccessibilityElement(
            id: "root",
            children: [
                leaf("b", 100, 10), leaf("a", 0, 14), leaf("c", 0, 60),
            ])
        let screen = AccessibilityScreen(platform: .iOS, roots: [root])
        // a's top is 4 pt below b's: the same row (tolerance 8), so a (left) comes first.
        #expect(ids(ReadingOrder.voiceOver(screen)) == ["a", "b", "c"])
    }

    @Test func topsFurtherApartThanTheToleranceAreSeparateRows() {
        let root = AccessibilityElement(id: "root", children: [leaf("b", 100, 10), leaf("a", 0, 19)])
        let screen = AccessibilityScreen(platform: .iOS, roots: [root])
        #expect(ids(ReadingOrder.voiceOver(screen)) == ["b", "a"])
        #expect(ids(ReadingOrder.voiceOver(screen, rowTolerance: ReadingOrder.padRowTolerance)) == ["a", "b"])
    }

    // AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:323-338 sorts with a pairwise
    // comparison that is not transitive: b (6 pt down) shares a's row and c's (12 pt down), but a and c
    // are rows apart. The parser's sort inserts c before b (same row, further left) and stops at a
    // (a row above), so c is read before b although b's top is higher.
    @Test func rowsFollowTheParsersComparisonAsItSorts() {
        let root = AccessibilityElement(
            id: "root", children: [leaf("a", 0, 0), leaf("b", 200, 6), leaf("c", 100, 12)])
        let screen = AccessibilityScreen(platform: .iOS, roots: [root])
        #expect(ids(ReadingOrder.voiceOver(screen)) == ["a", "c", "b"])
    }

    // A group is placed by the member found first when its members are compared in tree order
    // (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:724-735: `min` over the
    // members as gathered, not as read). Here that is m4 (top 0, x 100), so the group comes before o
    // (top 0, x 150); compared in reading order the pick would be m3 (top 9, x 0), a row below o.
    @Test func aGroupIsPlacedByItsFirstMemberInTreeOrder() {
        var group = AccessibilityElement(
            id: "group",
            children: [leaf("m1", 200, 0), leaf("m2", 100, 4), leaf("m3", 0, 9), leaf("m4", 100, 0)])
        group.groupsChildren = true
        let root = AccessibilityElement(id: "root", children: [leaf("o", 150, 0), group])
        let screen = AccessibilityScreen(platform: .iOS, roots: [root])
        #expect(ids(ReadingOrder.voiceOver(screen)) == ["m2", "m4", "m1", "m3", "o"])
    }

    // AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:885-914 keeps a view together
    // for the tabBar trait, not for being a UITabBar (which gives context only, :916-923): a UITabBar
    // without the trait sorts its buttons among the other elements; with the trait it is one block.
    @Test func aTabBarIsKeptTogetherByItsTraitOnly() {
        func screen(traits: AccessibilityTraitSet) -> AccessibilityScreen {
            var bar = AccessibilityElement(id: "bar", children: [leaf("first", 0, 800), leaf("last", 200, 800)])
            bar.containerType = .tabBar
            bar.traits = traits
            return AccessibilityScreen(
                platform: .iOS, roots: [AccessibilityElement(id: "root", children: [leaf("badge", 100, 802), bar])])
        }
        #expect(ids(ReadingOrder.voiceOver(screen(traits: []))) == ["first", "badge", "last"])
        #expect(ids(ReadingOrder.voiceOver(screen(traits: .tabBar))) == ["first", "last", "badge"])
    }

    // AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:862-869 adds a group node for a
    // grouping view even when nothing in it is read; its sort frame is `CGRect.null` (:726-735), whose
    // origin sorts after everything. It reads nothing, but it is one more item to sort, and from 64
    // items on the standard library's sort merges runs whose bounds depend on the count, so with the
    // non-transitive comparison it can change the order of the others. 64 elements in 6 rows 5 points
    // apart (each pair of digits: top / 5, x / 100) with an empty group among them sort as with a
    // far-below element in its place, and otherwise than without either.
    @Test func anEmptyGroupIsSortedAsANodeAfterEverything() {
        let codes = [
            "02 21 43 30 01 11 33 21 23 52 43 00 23 23 00 52",
            "12 40 30 01 41 42 21 23 22 13 02 50 02 01 21 53",
            "40 53 51 03 12 30 30 03 52 32 10 20 11 41 02 23",
            "13 23 43 12 10 12 52 00 52 52 32 22 23 01 30 01",
        ].joined(separator: " ").split(separator: " ")
        let leaves = codes.enumerated().map { index, code in
            leaf(
                ElementID("e\(index)"), Double(code.last?.wholeNumberValue ?? 0) * 100,
                Double(code.first?.wholeNumberValue ?? 0) * 5)
        }
        var empty = AccessibilityElement(id: "empty", children: [AccessibilityElement(id: "gone", isHidden: true)])
        empty.groupsChildren = true
        func order(_ extra: AccessibilityElement?) -> [String] {
            var children = leaves
            if let extra { children.insert(extra, at: 35) }
            let root = AccessibilityElement(id: "root", children: children)
            return ids(ReadingOrder.voiceOver(AccessibilityScreen(platform: .iOS, roots: [root])))
        }
        #expect(leaves.count == 64)
        let withEmptyGroup = order(empty)
        let withFarBelow = order(leaf("below", 0, 100_000)).filter { $0 != "below" }
        #expect(withEmptyGroup == withFarBelow)
        #expect(withEmptyGroup != order(nil))
    }

    @Test func rightToLeftRowsReadFromTheRight() {
        let root = AccessibilityElement(id: "root", children: [leaf("left", 0, 0), leaf("right", 200, 0)])
        let screen = AccessibilityScreen(platform: .iOS, layoutDirection: .rightToLeft, roots: [root])
        #expect(ids(ReadingOrder.voiceOver(screen)) == ["right", "left"])
    }

    // Right to left compares the frames' origins, larger x first (AccessibilitySnapshot@5b03db8
    // AccessibilityHierarchyParser.swift:307-312, 337): a narrow element starting further right comes
    // before a wide one that ends further right.
    @Test func rightToLeftComparesOrigins() {
        let root = AccessibilityElement(
            id: "root", children: [leaf("wide", 0, 0, w: 300), leaf("narrow", 200, 0, w: 40)])
        let screen = AccessibilityScreen(platform: .iOS, layoutDirection: .rightToLeft, roots: [root])
        #expect(ids(ReadingOrder.voiceOver(screen)) == ["narrow", "wide"])
    }

    // iPhone and iPad differ in how far apart two tops must be to start a new row: 8 and 13 points
    // (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:323-325); the device is told
    // by the screen's size.
    @Test func iPadScreensUseTheWiderRowTolerance() {
        let root = AccessibilityElement(id: "root", children: [leaf("right", 200, 0), leaf("left", 0, 10)])
        let phone = AccessibilityScreen(platform: .iOS, size: ScreenSize(width: 402, height: 874), roots: [root])
        let pad = AccessibilityScreen(platform: .iOS, size: ScreenSize(width: 1032, height: 1376), roots: [root])
        #expect(ReadingOrder.rowTolerance(for: phone) == 8 && ReadingOrder.rowTolerance(for: pad) == 13)
        #expect(
            ids(ReadingOrder.voiceOver(phone, rowTolerance: ReadingOrder.rowTolerance(for: phone))) == [
                "right", "left",
            ])
        #expect(
            ids(ReadingOrder.voiceOver(pad, rowTolerance: ReadingOrder.rowTolerance(for: pad))) == ["left", "right"])
    }

    @Test func anAccessibilityElementHidesItsSubtree() {
        var cell = leaf("cell", 0, 0, w: 300, h: 60)
        cell.children = [leaf("name", 0, 0), leaf("team", 0, 30)]
        let screen = AccessibilityScreen(platform: .iOS, roots: [AccessibilityElement(id: "root", children: [cell])])
        #expect(ids(ReadingOrder.voiceOver(screen)) == ["cell"])
    }

    // VoiceOver skips hidden subtrees only; an element drawn off screen (or that WebDriverAgent's
    // on-screen estimate calls not visible) is still reached, and a parent marked not visible never hides
    // its children. AccessibilitySnapshot@5b03db8
    // Sources/AccessibilitySnapshot/Parser/Swift/Classes/AccessibilityHierarchyParser.swift:807-827
    // (prunes accessibilityElementsHidden, isHidden, alpha 0 and zero-size views only).
    @Test func hiddenSubtreesAreSkippedButInvisibleOnesAreReached() {
        var hidden = AccessibilityElement(id: "hidden", isHidden: true)
        hidden.children = [leaf("inside", 0, 0)]
        var offscreen = leaf("gone", 0, 40)
        offscreen.isVisible = false
        var invisibleParent = AccessibilityElement(id: "collection", isVisible: false)
        invisibleParent.children = [leaf("cell", 0, 60)]
        let screen = AccessibilityScreen(
            platform: .iOS,
            roots: [
                AccessibilityElement(id: "root", children: [hidden, offscreen, invisibleParent, leaf("shown", 0, 80)])
            ])
        #expect(ids(ReadingOrder.voiceOver(screen)) == ["gone", "cell", "shown"])
    }

    // A modal view hides its siblings only: elements in other branches stay reachable
    // (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:853-860, per subview list).
    @Test func aModalHidesItsSiblingsOnly() {
        let dialog = AccessibilityElement(id: "dialog", isModal: true, children: [leaf("ok", 0, 300)])
        let content = AccessibilityElement(id: "content", children: [leaf("behind", 0, 100), dialog])
        let screen = AccessibilityScreen(
            platform: .iOS, roots: [AccessibilityElement(id: "root", children: [content, leaf("tabs", 0, 800)])])
        #expect(ids(ReadingOrder.voiceOver(screen)) == ["ok", "tabs"])
    }

    // Only labelled (or valued, or identified) semantic groups are kept together; a bare one is not a
    // container (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:885-914).
    @Test func onlyNamedSemanticGroupsKeepTheirChildrenTogether() {
        func group(_ label: String?) -> AccessibilityElement {
            AccessibilityElement(
                id: ElementID(label ?? "bare"), label: label, containerType: .semanticGroup,
                children: [
                    leaf(ElementID("\(label ?? "bare").a"), 0, 0), leaf(ElementID("\(label ?? "bare").b"), 0, 100),
                ])
        }
        let screen = AccessibilityScreen(
            platform: .iOS, roots: [AccessibilityElement(id: "root", children: [group(nil), leaf("middle", 0, 50)])])
        #expect(ids(ReadingOrder.voiceOver(screen)) == ["bare.a", "middle", "bare.b"])
        let named = AccessibilityScreen(
            platform: .iOS,
            roots: [AccessibilityElement(id: "root", children: [group("Scores"), leaf("middle", 0, 50)])])
        #expect(ids(ReadingOrder.voiceOver(named)) == ["Scores.a", "Scores.b", "middle"])
    }

    @Test func aModalSubtreeIsTheOnlyReachableOne() {
        let alert = AccessibilityElement(id: "alert", isModal: true, children: [leaf("ok", 0, 300)])
        let screen = AccessibilityScreen(
            platform: .iOS, roots: [AccessibilityElement(id: "root", children: [leaf("behind", 0, 0), alert])])
        #expect(ids(ReadingOrder.voiceOver(screen)) == ["ok"])
    }

    @Test func explicitOrderIsKept() {
        let container = AccessibilityElement(
            id: "c", hasExplicitOrder: true, children: [leaf("second", 0, 100), leaf("first", 0, 0)])
        let screen = AccessibilityScreen(platform: .iOS, roots: [container])
        #expect(ids(ReadingOrder.voiceOver(screen)) == ["second", "first"])
    }

    @Test func groupedChildrenStayTogether() {
        // Two columns: without grouping VoiceOver would read row by row (a1 b1 a2 b2).
        let columnA = AccessibilityElement(
            id: "A", groupsChildren: true, children: [leaf("a1", 0, 0), leaf("a2", 0, 50)])
        let columnB = AccessibilityElement(
            id: "B", groupsChildren: true, children: [leaf("b1", 100, 0), leaf("b2", 100, 50)])
        let grouped = AccessibilityScreen(
            platform: .iOS, roots: [AccessibilityElement(id: "root", children: [columnB, columnA])])
        #expect(ids(ReadingOrder.voiceOver(grouped)) == ["a1", "a2", "b1", "b2"])

        var ungroupedA = columnA, ungroupedB = columnB
        ungroupedA.groupsChildren = false
        ungroupedB.groupsChildren = false
        let plain = AccessibilityScreen(
            platform: .iOS, roots: [AccessibilityElement(id: "root", children: [ungroupedB, ungroupedA])])
        #expect(ids(ReadingOrder.voiceOver(plain)) == ["a1", "b1", "a2", "b2"])
    }

    @Test func androidReadsInTreeOrderRegardlessOfFrames() {
        let root = AccessibilityElement(id: "root", children: [leaf("low", 0, 500), leaf("high", 0, 0)])
        let screen = AccessibilityScreen(platform: .android, roots: [root])
        #expect(ids(ReadingOrder.treeOrder(screen)) == ["root", "low", "high"])
    }
}
