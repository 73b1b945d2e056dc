import AccessibilityTree
import Testing

@testable import AuditKit

/// The peers a scroller's side measures its items against are read once per parent, class,
/// actionability, side and scroller (``AuditContext/ClippingPeers``), and the order test of widths
/// and labels takes one pass: both give the answers of reading everything again for each item.
/// Trees and widths come from a seeded generator, so a failure names a case that can be run again.
@Suite("Clipping peers read once")
struct ClippingPeersTests {
    /// Every pair compared, as the test was first written: no longer label narrower by more than
    /// a pixel than a shorter one.
    static func followsByEveryPair(_ labelled: [(width: Double, length: Int)]) -> Bool {
        guard labelled.count >= 2, let widest = labelled.map(\.width).max(),
            let narrowest = labelled.map(\.width).min(), widest - narrowest > 1
        else { return false }
        return labelled.allSatisfy { a in labelled.allSatisfy { b in a.length >= b.length || a.width <= b.width + 1 } }
    }

    @Test func onePassAgreesWithEveryPair() {
        var generator = SplitMix64(seed: 2121)
        // Widths half a pixel apart around a few sizes, so the one-pixel allowance is crossed
        // both ways, and few lengths, so labels of one length are common.
        let widths: [Double] = [100, 100.5, 101, 101.5, 102, 140, 141, 141.5, 180, 220]
        var agreedFollowing = 0
        for round in 0..<3000 {
            let count = Int.random(in: 0...9, using: &generator)
            let labelled = (0..<count).map { _ in
                (
                    width: widths[Int.random(in: 0..<widths.count, using: &generator)],
                    length: Int.random(in: 1...4, using: &generator)
                )
            }
            let expected = Self.followsByEveryPair(labelled)
            #expect(AuditContext.widthsFollowLabels(labelled) == expected, "round \(round): \(labelled)")
            if expected { agreedFollowing += 1 }
        }
        // Both answers occur, so the agreement is not one answer given throughout.
        #expect(agreedFollowing > 100)
    }

    /// A scroller's item row of mixed classes, some clickable, with children at either end and
    /// above or below the row, and sometimes a second scroller inside the first that reaches past
    /// its side: the parent, the class, actionability, the side and the scroller each change
    /// which peers an item is measured against.
    static func screen(_ round: Int, using generator: inout SplitMix64) -> AccessibilityScreen {
        let classes = ["android.widget.Button", "android.widget.ImageButton", "android.widget.TextView"]
        let words = ["All", "News", "Sport", "Weather", "Culture and arts", "", "Go"]
        func child(_ id: String, in row: ScreenRect) -> AccessibilityElement {
            let width = Double([40, 90, 120, 150, 200, 260][Int.random(in: 0..<6, using: &generator)])
            let height = Double([30, 80, 120][Int.random(in: 0..<3, using: &generator)])
            let x: Double =
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: row.minX
                case 1: row.maxX - width
                default: row.minX + Double(Int.random(in: 0...8, using: &generator)) * 100
                }
            let y = Bool.random(using: &generator) ? row.minY : row.maxY - height
            let label = words[Int.random(in: 0..<words.count, using: &generator)]
            return AccessibilityElement(
                id: ElementID(id), label: label.isEmpty ? nil : label,
                className: classes[Int.random(in: 0..<classes.count, using: &generator)],
                frame: ScreenRect(x: x, y: y, width: width, height: height),
                isClickable: Int.random(in: 0..<3, using: &generator) > 0)
        }
        let outerFrame = ScreenRect(x: 0, y: 300, width: 1080, height: 200)
        var rowChildren = (0..<Int.random(in: 2...9, using: &generator)).map {
            child("c\(round).\($0)", in: outerFrame)
        }
        if Bool.random(using: &generator) {
            let innerFrame = ScreenRect(
                x: Double(Int.random(in: 0...4, using: &generator)) * 100, y: 320,
                width: Double(Int.random(in: 5...9, using: &generator)) * 100 + 480, height: 160)
            let inner = (0..<Int.random(in: 2...7, using: &generator)).map { child("i\(round).\($0)", in: innerFrame) }
            let innerRow = AccessibilityElement(
                id: ElementID("inner-row\(round)"), className: "android.widget.LinearLayout", frame: innerFrame,
                children: inner)
            rowChildren.append(
                AccessibilityElement(
                    id: ElementID("inner\(round)"), className: "android.widget.HorizontalScrollView",
                    frame: innerFrame, isScrollable: true, children: [innerRow]))
        }
        let row = AccessibilityElement(
            id: ElementID("row\(round)"), className: "android.widget.LinearLayout", frame: outerFrame,
            children: rowChildren)
        let scroller = AccessibilityElement(
            id: ElementID("list\(round)"),
            className: Bool.random(using: &generator)
                ? "androidx.recyclerview.widget.RecyclerView" : "android.widget.HorizontalScrollView",
            frame: outerFrame, isScrollable: true, children: [row])
        let root = AccessibilityElement(
            id: ElementID("root\(round)"), className: "android.widget.FrameLayout",
            frame: ScreenRect(x: 0, y: 0, width: 1080, height: 2400), children: [scroller])
        return ExampleScreens.android([root])
    }

    /// A row in a horizontal scroll view that is itself inside one from 400 px to the screen's
    /// edge: the inner scroller's left side hides two 60 px buttons of the row from its peers
    /// (``AuditContext/cutShare`` of the widest), the outer one, whose left side lies further
    /// out, does not. So the 40 px button at both scrollers' right side is whole among the inner
    /// scroller's peers (120, 130 and 240 px, no two of one size) and cut among the outer's (two
    /// of 60 px): the scroller is part of which peers are kept, although one call asks both.
    @Test func eachScrollerKeepsItsOwnPeers() {
        func button(_ id: String, x: Double, y: Double, width: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: ElementID(id), className: "android.widget.Button",
                frame: ScreenRect(x: x, y: y, width: width, height: 50), isClickable: true)
        }
        let edge = button("edge", x: 1040, y: 300, width: 40)
        let row = AccessibilityElement(
            id: "row", className: "android.widget.LinearLayout",
            frame: ScreenRect(x: 400, y: 300, width: 680, height: 180),
            children: [
                button("wide", x: 400, y: 300, width: 240), button("small-top", x: 400, y: 360, width: 60),
                button("small-bottom", x: 400, y: 420, width: 60), button("b120", x: 660, y: 300, width: 120),
                button("b130", x: 800, y: 300, width: 130), edge,
            ])
        let spacer = AccessibilityElement(
            id: "spacer", className: "android.view.View", frame: ScreenRect(x: 400, y: 480, width: 680, height: 20))
        let inner = AccessibilityElement(
            id: "inner", className: "android.widget.HorizontalScrollView",
            frame: ScreenRect(x: 400, y: 300, width: 680, height: 200), isScrollable: true, children: [row, spacer])
        let outer = AccessibilityElement(
            id: "outer", className: "android.widget.HorizontalScrollView",
            frame: ScreenRect(x: 0, y: 300, width: 1080, height: 200), isScrollable: true, children: [inner])
        let screen = ExampleScreens.android([
            AccessibilityElement(
                id: "root", className: "android.widget.FrameLayout",
                frame: ScreenRect(x: 0, y: 0, width: 1080, height: 2400), children: [outer])
        ])
        #expect(AuditContext(screen: screen).isClipped(edge))
        // Without the outer scroller, the inner one alone leaves the button whole.
        let innerOnly = ExampleScreens.android([
            AccessibilityElement(
                id: "root", className: "android.widget.FrameLayout",
                frame: ScreenRect(x: 0, y: 0, width: 1080, height: 2400), children: [inner])
        ])
        #expect(!AuditContext(screen: innerOnly).isClipped(edge))
    }

    /// A React Native home screen (every view a `ViewGroup`): three 288 px wide cards, then a
    /// "RECENT" heading with a 31 x 32 px icon button at the scroll view's bottom edge (wild set
    /// HH: Diego-lg/agent-hermes-android @ 73e3e03ebd2ce3357f9b58d9e3721d21f2c3b74b, fix1_ui.xml,
    /// MIT; frames as dumped). A cut across the bottom leaves a view's width whole,
    /// and the icon is far narrower than any card, so the cards' height says nothing of its own:
    /// it is whole, and both touch-target-size and label-missing report it. A card cut at the
    /// same edge, or a double-width one, is still cut.
    @Test(arguments: [
        (ScreenRect(x: 884, y: 1894, width: 31, height: 32), false),
        (ScreenRect(x: 45, y: 1856, width: 288, height: 70), true),
        (ScreenRect(x: 45, y: 1856, width: 576, height: 70), true),
        // As narrow as three quarters of a card: still one of them.
        (ScreenRect(x: 45, y: 1856, width: 216, height: 70), true),
    ])
    func aViewMuchNarrowerThanItsPeersIsNotCutToTheirSize(frame: ScreenRect, isCut: Bool) {
        let cards = (0..<3).map { index in
            AccessibilityElement(
                id: ElementID("card\(index)"), label: ["PC controller", "Coder", "Researcher"][index],
                className: "android.view.ViewGroup",
                frame: ScreenRect(x: 45 + Double(index) * 291, y: 1556, width: 288, height: 228), isClickable: true,
                isFocusable: true)
        }
        let heading = AccessibilityElement(
            id: "recent", label: "RECENT", className: "android.widget.TextView",
            frame: ScreenRect(x: 45, y: 1894, width: 103, height: 32))
        let icon = AccessibilityElement(
            id: "edge", className: "android.view.ViewGroup", frame: frame, isClickable: true, isFocusable: true,
            children: [AccessibilityElement(id: "svg", className: "com.horcrux.svg.SvgView", frame: frame)])
        let content = AccessibilityElement(
            id: "content", className: "android.view.ViewGroup",
            frame: ScreenRect(x: 0, y: 153, width: 960, height: 1773),
            children: cards + [heading, icon])
        let scroller = AccessibilityElement(
            id: "scroll", className: "android.widget.ScrollView", frame: content.frame, isFocusable: true,
            isScrollable: true, children: [content])
        let screen = ExampleScreens.android([
            AccessibilityElement(
                id: "root", className: "android.widget.FrameLayout",
                frame: ScreenRect(x: 0, y: 0, width: 960, height: 2142), children: [scroller])
        ])
        #expect(AuditContext(screen: screen).isClipped(icon) == isCut)
        let findings = Auditor().audit(screen).filter { $0.element?.id == "edge" }.map(\.rule)
        #expect(findings.contains("touch-target-size") == !isCut, "\(findings)")
        #expect(findings.contains("label-missing") == !isCut, "\(findings)")
    }

    @Test func oneScreensPeersAnswerEveryItemAsAFreshScreenDoes() {
        var generator = SplitMix64(seed: 2122)
        var clipped = 0
        var whole = 0
        for round in 0..<250 {
            let screen = Self.screen(round, using: &generator)
            let elements = screen.allElements
            // Each answer from a context that has read no other item: nothing kept to reuse.
            let fresh = elements.map { AuditContext(screen: screen).isClipped($0) }
            // One context asked about every item, forward and then backward, so each kept set of
            // peers is reused by items that did not build it.
            let shared = AuditContext(screen: screen)
            let forward = elements.map { shared.isClipped($0) }
            let backwardContext = AuditContext(screen: screen)
            let backward = Array(elements.reversed().map { backwardContext.isClipped($0) }.reversed())
            for (offset, element) in elements.enumerated() {
                #expect(forward[offset] == fresh[offset], "round \(round), \(element.id) forward")
                #expect(backward[offset] == fresh[offset], "round \(round), \(element.id) backward")
            }
            clipped += fresh.filter { $0 }.count
            whole += fresh.filter { !$0 }.count
        }
        // The screens hold both answers in numbers, so agreeing is not agreeing on one answer.
        #expect(clipped > 200 && whole > 200, "clipped \(clipped), whole \(whole)")
    }
}
