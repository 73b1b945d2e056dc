/// The order in which a screen reader's swipe-right gesture visits elements.
///
/// - iOS (``voiceOver(_:rowTolerance:)``): the elements VoiceOver can focus, sorted top to bottom
///   and then in the layout direction: a frame whose top is higher by at least `rowTolerance`
///   comes first, else the one whose origin leads (AccessibilitySnapshot's comparison, sorted as it
///   sorts, so tops that drift down a row by less than the tolerance each keep the order it gives).
///   A node with ``AccessibilityElement/isAccessibilityElement``
///   is one element and hides its subtree; hidden subtrees are skipped. ``AccessibilityElement/isVisible``
///   does not matter: VoiceOver scrolls to off-screen elements, and WebDriverAgent's `visible` is a
///   on-screen estimate (XCTest's own visibility attribute), so a parent marked not visible never hides its children (AccessibilitySnapshot's
///   parser drops only hidden, transparent and zero-size views; importers, and live screens for
///   their placeholders, mark the zero-size ones hidden). Among siblings, a modal one hides
///   the others (only the last modal sibling is read). A container with an explicit order, or a
///   segmented control, keeps its children's order; a container that groups its children, or is a list, landmark, table or
///   view with the tabBar trait, is sorted as one block placed by the frame of its member that comes first (an
///   accessibility container below a view with the tabBar trait read in subview order: by its own frame).
/// - Android (``treeOrder(_:)``): every visible node in tree order (parents first); which of them
///   take focus is TalkBack's decision, made in ScreenReaderKit.
public enum ReadingOrder {
    /// VoiceOver's row tolerance on iPhone, in points (AccessibilitySnapshot measured about 8).
    public static let phoneRowTolerance = 8.0
    /// VoiceOver's row tolerance on iPad, in points.
    public static let padRowTolerance = 13.0

    /// The row tolerance for the screen's device: iPad's when the screen's shorter side is at least
    /// 600 points (every iPad is 744 or more; every iPhone 440 or less), else iPhone's
    /// (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:323-325 picks by idiom).
    ///
    /// - Complexity: O(1).
    public static func rowTolerance(for screen: AccessibilityScreen) -> Double {
        guard screen.unit == .points else { return phoneRowTolerance }
        return min(screen.size.width, screen.size.height) >= 600 ? padRowTolerance : phoneRowTolerance
    }

    /// The elements VoiceOver visits with swipe right, in order.
    ///
    /// - Complexity: O(n log n + n·g) for n elements and g levels of nested containers that keep
    ///   their children together (each level gathers its members again); O(n log n) for the
    ///   shallow trees real screens have.
    public static func voiceOver(
        _ screen: AccessibilityScreen, rowTolerance: Double = phoneRowTolerance
    ) -> [AccessibilityElement] {
        let units = modalScope(screen.roots).flatMap { collect($0, screen: screen, tolerance: rowTolerance) }
        return sorted(units, direction: screen.layoutDirection, tolerance: rowTolerance)
            .flatMap(\.elements)
    }

    /// Every visible, unhidden node in tree order, parents before children.
    ///
    /// - Complexity: O(n) in the number of elements.
    public static func treeOrder(_ screen: AccessibilityScreen) -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        var stack = Array(screen.roots.reversed())
        while let next = stack.popLast() {
            guard !next.isHidden, next.isVisible else { continue }
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }

    /// The sort frame of a group with no elements: `CGRect.null`, whose origin is infinite.
    private static let emptyGroupFrame = ScreenRect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// A run of elements that moves as one block when sorting.
    private struct Unit {
        var elements: [AccessibilityElement]
        /// The frame the unit sorts by.
        var frame: ScreenRect
    }

    /// The siblings to read: when one of them is modal, only the last modal one, even when it is
    /// hidden and so reads nothing (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:853-860
    /// picks it before the hidden check; Apple: VoiceOver ignores the elements in views that are
    /// siblings of a modal view).
    ///
    /// - Complexity: O(k) for k siblings.
    private static func modalScope(_ siblings: [AccessibilityElement]) -> [AccessibilityElement] {
        siblings.last { $0.isModal }.map { [$0] } ?? siblings
    }

    /// The outermost container above a node that gives its elements context, as far as sorting cares
    /// (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:839, 866, 916-971).
    private enum OuterProvider {
        /// No container above gives context.
        case none
        /// A view with the tabBar trait whose elements are reached through its subviews: an
        /// accessibility container below it sorts by its own frame (HP:843-848, 959-971).
        case tabBarView
        /// Any other context provider.
        case other

        /// The provider the node's children see.
        func below(_ node: AccessibilityElement) -> OuterProvider {
            guard self == .none else { return self }
            let provides =
                ReadingOrder.isSegmentedControl(node) || node.traits.contains(.tabBar)
                || [.tabBar, .list, .landmark, .dataTable].contains(node.containerType)
            guard provides else { return .none }
            let asSuperview = !ReadingOrder.readsInItsOwnOrder(node) && node.containerType != .dataTable
            return asSuperview && node.traits.contains(.tabBar) ? .tabBarView : .other
        }
    }

    private static func collect(
        _ node: AccessibilityElement, screen: AccessibilityScreen, tolerance: Double, outer: OuterProvider = .none
    ) -> [Unit] {
        guard !node.isHidden else { return [] }
        if node.isAccessibilityElement {
            return [Unit(elements: [node], frame: node.frame)]
        }
        // The modal rule reads subviews only: an accessibility container's own elements are all read
        // (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:834-860).
        let ownOrder = readsInItsOwnOrder(node)
        let reached = ownOrder ? node.children : modalScope(node.children)
        let childOuter = outer.below(node)
        var childUnits = reached.flatMap { collect($0, screen: screen, tolerance: tolerance, outer: childOuter) }
        let keepsTogether = ownOrder || node.groupsChildren || isContainer(node)
        guard keepsTogether else { return childUnits }
        guard !childUnits.isEmpty else {
            // A group with nothing to read is still a node the parser sorts, at `CGRect.null`'s origin
            // (infinite: after everything) unless its container gives the frame (HP:726-735, 843-848);
            // it reads nothing, but as one more item it can change the sort's steps.
            let frame = ownOrder && outer == .tabBarView ? node.frame : emptyGroupFrame
            return [Unit(elements: [], frame: frame)]
        }
        // A group sorts by the frame of its member that would be selected first, found with the same
        // comparison among its members in tree order, nested groups by their own such frame
        // (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:724-735).
        let frame =
            ownOrder && outer == .tabBarView
            ? node.frame
            : childUnits.dropFirst().reduce(childUnits[0].frame) { first, next in
                comesBefore(next.frame, first, direction: screen.layoutDirection, tolerance: tolerance)
                    ? next.frame : first
            }
        if !ownOrder {
            childUnits = sorted(childUnits, direction: screen.layoutDirection, tolerance: tolerance)
        }
        return [Unit(elements: childUnits.flatMap(\.elements), frame: frame)]
    }

    /// Whether the node's children are an accessibility container's elements, read in its order as one
    /// block (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:834-850): an explicit order,
    /// or a segmented control, which UIKit makes an accessibility container (its segments' "x of y" comes
    /// only from that branch, :458-462, and the reference image of a `UISegmentedControl` has it), so a
    /// dump's segments are read in the control's order even where it lays them out right to left.
    static func readsInItsOwnOrder(_ node: AccessibilityElement) -> Bool {
        node.hasExplicitOrder || isSegmentedControl(node)
    }

    /// Whether the node is a segmented control (`UISegmentedControl`, WebDriverAgent's `SegmentedControl`).
    static func isSegmentedControl(_ node: AccessibilityElement) -> Bool {
        node.className.flatMap(WidgetClass.init(className:)) == .iosSegmentedControl
    }

    /// Whether the node is a container VoiceOver keeps together: a view with the tabBar trait, a list,
    /// landmark or data table, or a semantic group with a label, value or identifier
    /// (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:885-914). A `UITabBar`
    /// (``ContainerType/tabBar``) gives its buttons context (:916-923) but is kept together only
    /// by the trait, which UIKit's own tab bars do not carry (every `XCUIElementTypeTabBar` in the
    /// real dumps lists `traits=""`, where WebDriverAgent would write "TabBar").
    private static func isContainer(_ node: AccessibilityElement) -> Bool {
        if node.traits.contains(.tabBar) { return true }
        switch node.containerType {
        case .list, .landmark, .dataTable: return true
        case .semanticGroup: return node.label != nil || node.value != nil || node.identifier != nil
        case .none, .tabBar: return false
        }
    }

    /// Whether VoiceOver would reach the first frame before the second: higher by at least
    /// `tolerance`, else earlier in the layout direction. A block is placed by its member that
    /// comes first so (AccessibilitySnapshot `AccessibilityHierarchyParser.swift`, the group sort frame).
    private static func comesBefore(
        _ a: ScreenRect, _ b: ScreenRect, direction: ScreenLayoutDirection, tolerance: Double
    ) -> Bool {
        if a.minY != b.minY, abs(a.minY - b.minY) >= tolerance { return a.minY < b.minY }
        switch direction {
        case .leftToRight: return a.minX < b.minX
        case .rightToLeft: return a.minX > b.minX
        }
    }

    /// Sorts units with AccessibilitySnapshot's comparison of two sort frames, given to the standard
    /// library's sort as it is (AccessibilitySnapshot@5b03db8 AccessibilityHierarchyParser.swift:323-338):
    /// a top higher by at least `tolerance` comes first, else the leading origin in the layout direction.
    /// The comparison is not transitive (tops 0, 6 and 12 points down: the first two share a row, the
    /// last two too, the first and last do not), so the order depends on the sort's steps as well as on
    /// the frames; the standard library's stable sort, run on the units in tree order as the parser
    /// gathers them, takes the same steps as the parser's, and so gives its order.
    ///
    /// - Complexity: O(n log n) comparisons for n units.
    private static func sorted(_ units: [Unit], direction: ScreenLayoutDirection, tolerance: Double) -> [Unit] {
        units.sorted { comesBefore($0.frame, $1.frame, direction: direction, tolerance: tolerance) }
    }
}
