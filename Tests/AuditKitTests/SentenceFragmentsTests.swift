import AccessibilityTree
import Testing

@testable import AuditKit

/// The one-pass readings of a parent's children that keep wide screens linear: the inline
/// exception's fragments (``SentenceFragments``) and the paths' counted children
/// (``ElementPath/CountedChildren``). Each must answer exactly as reading every sibling does; the
/// rows are drawn from a seeded generator, so a failure names a case that can be run again.
@Suite("Wide parents read once")
struct SentenceFragmentsTests {
    /// A row of words and links at random places and line heights: heights cluster around a few
    /// values (so many pairs lie within the line-height tolerance) and tops around a few lines.
    static func fragments(_ count: Int, using generator: inout SplitMix64) -> [AccessibilityElement] {
        (0..<count).map { index in
            let height =
                [20.0, 21, 22, 30, 31.5, 44][Int.random(in: 0..<6, using: &generator)]
                + Double.random(in: -0.5...0.5, using: &generator)
            let top =
                Double(Int.random(in: 0..<6, using: &generator)) * 24 + Double.random(in: -8...8, using: &generator)
            let left = Double.random(in: 0...900, using: &generator)
            let width = Double.random(in: 10...200, using: &generator)
            let isLink = Bool.random(using: &generator)
            return AccessibilityElement(
                id: ElementID("f\(index)"), label: isLink ? "link \(index)" : "word \(index)",
                className: "android.widget.TextView", frame: ScreenRect(x: left, y: top, width: width, height: height),
                isClickable: isLink)
        }
    }

    /// The tallest text running into a target, and the texts found on a frame's line, are what
    /// comparing every text with every fragment gives (``TouchTargetSizeRule/runsInto(_:_:)``).
    @Test func fragmentsOnALineAreFoundAsEveryPairWouldFindThem() {
        var generator = SplitMix64(seed: 2020)
        for round in 0..<400 {
            let children = Self.fragments(Int.random(in: 0...40, using: &generator), using: &generator)
            let read = SentenceFragments(children: children, platform: .android)
            let texts = children.filter { !$0.isClickable }
            let targets = children.filter(\.isClickable)
            let expected =
                texts.filter { text in targets.contains { TouchTargetSizeRule.runsInto(text.frame, $0.frame) } }
                .map(\.frame.height).max()
            #expect(read.tallestTextRunningIntoATarget == expected, "round \(round)")
            for target in targets {
                let everyText = texts.filter { TouchTargetSizeRule.runsInto($0.frame, target.frame) }.map(\.id)
                let onTheLine = read.texts(onTheLineOf: target.frame)
                    .filter { TouchTargetSizeRule.runsInto($0.frame, target.frame) }.map(\.id)
                #expect(Set(onTheLine) == Set(everyText), "round \(round), \(target.id)")
            }
        }
    }

    /// A parent's children counted once give each child the path step counting its siblings
    /// gives: kinds repeated and interleaved, identifiers, and an element that is not a child.
    @Test func countedChildrenGiveTheStepsOfCountingSiblings() {
        var generator = SplitMix64(seed: 2021)
        let classes = ["android.widget.Button", "android.widget.TextView", "android.view.View", "com.föö.Tile"]
        let children = (0..<300).map { index in
            AccessibilityElement(
                id: ElementID("c\(index)"), className: classes[Int.random(in: 0..<4, using: &generator)],
                identifier: index % 7 == 0 ? "com.example:id/row_\(index)" : nil)
        }
        let parent = AccessibilityElement(id: "list", className: "android.widget.LinearLayout", children: children)
        let stranger = AccessibilityElement(id: "elsewhere", className: "android.widget.Button")
        let counted = ElementPath.CountedChildren(children)
        for child in children + [stranger] {
            #expect(
                ElementPath.readable(child, ancestors: [parent], countedChildren: { _ in counted })
                    == ElementPath.readable(child, ancestors: [parent]), "\(child.id)")
        }
        #expect(ElementPath.readable(children[1], ancestors: [parent], countedChildren: { _ in counted }).contains("["))
    }

    /// The paths of findings in a parent of many children (counted once, through the audit's
    /// context) are the paths of one of few children (counted in place).
    @Test func findingsInAWideParentKeepTheirPaths() {
        let buttons = (0..<(AuditContext.countedParentChildren + 36)).map { index in
            AccessibilityElement(
                id: ElementID("b\(index)"), role: .button, className: "android.widget.ImageButton",
                frame: ScreenRect(
                    x: Double(index % 10) * 100, y: Double(index / 10) * 100 + 200, width: 90, height: 90),
                isClickable: true)
        }
        let row = AccessibilityElement(
            id: "grid", className: "android.widget.LinearLayout",
            frame: ScreenRect(x: 0, y: 200, width: 1080, height: 1200),
            children: buttons)
        let context = AuditContext(screen: ExampleScreens.android([row]))
        for button in [buttons[0], buttons[41], buttons[buttons.count - 1]] {
            let ancestors = context.index.ancestorElements(of: button.id).reversed()
            #expect(context.reference(to: button).path == ElementPath.readable(button, ancestors: Array(ancestors)))
        }
        #expect(context.reference(to: buttons[41]).path?.hasSuffix("ImageButton[42]") == true)
    }

    /// A scroll view's one child fits inside it only when it holds every item (its subtree read
    /// once): an item elsewhere leaves the question unanswered (`false`).
    @Test func contentFitsInsideOnlyWhenItHoldsEveryItem() {
        let items = (0..<3).map { index in
            AccessibilityElement(
                id: ElementID("item\(index)"), label: "Item \(index)", className: "android.widget.TextView",
                frame: ScreenRect(x: Double(index) * 200, y: 400, width: 180, height: 120), isClickable: true)
        }
        let content = AccessibilityElement(
            id: "content", className: "android.widget.LinearLayout",
            frame: ScreenRect(x: 0, y: 400, width: 600, height: 120), children: items)
        let scroller = AccessibilityElement(
            id: "scroller", className: "android.widget.HorizontalScrollView",
            frame: ScreenRect(x: 0, y: 400, width: 1080, height: 120), isScrollable: true, children: [content])
        let metrics = ScreenMetrics(screen: ExampleScreens.android([scroller]))
        func subject(_ items: [AccessibilityElement]) -> ContainerSubject {
            ContainerSubject(
                container: scroller, items: items, reason: .horizontalScrollView, metrics: metrics,
                vocabulary: .english)
        }
        #expect(subject(items).contentFitsInside)
        let stranger = AccessibilityElement(
            id: "stranger", className: "android.widget.TextView",
            frame: ScreenRect(x: 700, y: 400, width: 180, height: 120))
        #expect(!subject(items + [stranger]).contentFitsInside)
    }
}
