import AccessibilityTree
import Foundation

/// Finds carousels on any screen, whether built with this package or read from an app's dump.
///
/// A container is a carousel, checked in this order:
/// 1. an adjustable element whose label ends with ", Carousel" (this package's accessible
///    carousel; its cards are its values, so ``DetectedCarousel/cards`` is empty);
/// 2. an Android container whose `roleDescription` is "Carousel";
/// 3. a pager (role ``Role/pager``, or a class named `ViewPager`, `ViewPager2`, `HorizontalPager`);
/// 4. a horizontal scroll view (role ``Role/horizontalScrollView``, `HorizontalScrollView`);
/// 5. a collection or list (`UICollectionView`, `XCUIElementTypeCollectionView`, `RecyclerView`,
///    role ``Role/list`` or ``Role/grid``) whose items lie in one row, or whose collection info
///    has one row and several columns;
/// 6. any other element with a run of at least ``minimumRunLength`` children side by side
///    (tops within ``rowTolerance``, each starting after the previous one in the layout
///    direction), at least one of them partly off screen; when the screen reader's focus order
///    is given, at least ``minimumRunLength`` of them must be, or hold, a focus stop.
///
/// The focus-stop condition keeps the parts of one element out: a table cell's icon, title and
/// disclosure chevron lie side by side too, and Appium marks small images `visible="false"`
/// (so "off screen") even in a visible cell, but VoiceOver reads the cell as one stop, so
/// nothing there costs swipes or needs a carousel's name.
///
/// The subtree of a detected carousel is not searched again, so a carousel's cards are never
/// reported as a carousel of their own.
///
/// A wrapper with one child (HorizontalScrollView > LinearLayout > cards) is looked through to
/// find the cards.
public struct CarouselDetector: Sendable {
    /// How far apart two tops may be and still count as one row.
    public var rowTolerance: Double
    /// How many side-by-side siblings make a carousel when nothing else says so.
    public var minimumRunLength: Int

    /// Creates a detector.
    public init(rowTolerance: Double = ReadingOrder.phoneRowTolerance, minimumRunLength: Int = 3) {
        self.rowTolerance = rowTolerance
        self.minimumRunLength = minimumRunLength
    }

    /// The carousels on the screen, in tree order.
    ///
    /// - Parameter focusOrder: the elements the screen reader visits (``AuditContext/focusOrder``);
    ///   `nil` skips the focus-stop condition of side-by-side runs.
    /// - Complexity: O(n log n) in the number of elements.
    public func detect(in screen: AccessibilityScreen, focusOrder: [ElementID]? = nil) -> [DetectedCarousel] {
        let bounds = AuditContext.bounds(of: screen)
        let stops = focusOrder.map(Set.init)
        var result: [DetectedCarousel] = []
        var stack = Array(screen.roots.reversed())
        while let node = stack.popLast() {
            guard node.isPresent else { continue }
            if let carousel = carousel(at: node, screen: screen, bounds: bounds, stops: stops) {
                result.append(carousel)
                continue
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    private static let pagerClasses: Set<String> = ["ViewPager", "ViewPager2", "HorizontalPager"]
    private static let collectionClasses: Set<String> = [
        "UICollectionView", "XCUIElementTypeCollectionView", "RecyclerView",
    ]

    private func carousel(
        at node: AccessibilityElement, screen: AccessibilityScreen, bounds: Rect, stops: Set<ElementID>?
    ) -> DetectedCarousel? {
        let name = node.trimmedLabel ?? AccessibilityElement.trimmed(node.paneTitle)
        if node.traits.contains(.adjustable), let label = node.trimmedLabel, Self.endsWithCarouselWord(label) {
            return DetectedCarousel(
                container: node.id, cards: [], name: label, reason: .adjustableCarousel,
                mayHaveMoreOffScreen: false)
        }
        let simpleClass = node.simpleClassName ?? ""
        let reason: DetectedCarousel.Reason?
        if node.roleDescription?.trimmingCharacters(in: .whitespaces).lowercased() == "carousel" {
            reason = .carouselRoleDescription
        } else if node.role == .pager || Self.pagerClasses.contains(simpleClass) {
            reason = .pager
        } else if node.role == .horizontalScrollView || simpleClass == "HorizontalScrollView" {
            reason = .horizontalScrollView
        } else if node.role == .list || node.role == .grid || Self.collectionClasses.contains(simpleClass) {
            let cards = Self.cards(of: node)
            let oneRowInfo = node.collectionInfo.map { $0.rowCount == 1 && $0.columnCount > 1 } ?? false
            let oneRowLayout = cards.count >= 2 && isRow(cards, direction: screen.layoutDirection)
            reason = oneRowInfo || oneRowLayout ? .horizontalCollection : nil
        } else {
            reason = nil
        }
        if let reason {
            let cards = Self.cards(of: node)
            return DetectedCarousel(
                container: node.id, cards: cards.map(\.id), name: name, reason: reason,
                mayHaveMoreOffScreen: mayHaveMore(container: node, cards: cards, bounds: bounds))
        }
        let run = longestRun(in: node.children.filter { !$0.isHidden }, direction: screen.layoutDirection)
        guard run.count >= minimumRunLength, run.contains(where: { Self.isOffScreen($0, bounds: bounds) }) else {
            return nil
        }
        if let stops {
            let stopBearing = run.filter { card in card.subtree.contains { stops.contains($0.id) } }
            guard stopBearing.count >= minimumRunLength else { return nil }
        }
        return DetectedCarousel(
            container: node.id, cards: run.map(\.id), name: name, reason: .sideBySideCards,
            mayHaveMoreOffScreen: mayHaveMore(container: node, cards: run, bounds: bounds))
    }

    /// Whether the label ends with ", Carousel" (any case), the role word this package appends.
    static func endsWithCarouselWord(_ label: String) -> Bool {
        label.lowercased().hasSuffix(", carousel")
    }

    /// Whether the card lies partly or wholly off screen: its frame crosses the screen's edge, or
    /// the dump marks it not visible (Appium's `visible="false"` for cells scrolled out of view).
    private static func isOffScreen(_ card: AccessibilityElement, bounds: Rect) -> Bool {
        !card.isVisible || !bounds.contains(card.frame)
    }

    /// The cards of a container: its children with area that are not hidden from screen readers
    /// (cards scrolled out of view count), looking through single-child wrappers.
    private static func cards(of container: AccessibilityElement) -> [AccessibilityElement] {
        var current = container
        while current.children.count == 1, let only = current.children.first, !only.children.isEmpty,
            !only.isAccessibilityElement, !only.isClickable
        {
            current = only
        }
        return current.children.filter { !$0.isHidden && !$0.frame.isEmpty }
    }

    /// Whether the elements form one row: tops within tolerance, starts increasing in the layout direction.
    private func isRow(_ elements: [AccessibilityElement], direction: LayoutDirection) -> Bool {
        zip(elements, elements.dropFirst()).allSatisfy { isNext($1, after: $0, direction: direction) }
    }

    private func isNext(
        _ next: AccessibilityElement, after previous: AccessibilityElement, direction: LayoutDirection
    ) -> Bool {
        guard abs(next.frame.minY - previous.frame.minY) < rowTolerance else { return false }
        switch direction {
        case .leftToRight: return next.frame.minX >= previous.frame.maxX - rowTolerance
        case .rightToLeft: return next.frame.maxX <= previous.frame.minX + rowTolerance
        }
    }

    /// The longest run of consecutive siblings with area that lie side by side.
    private func longestRun(
        in children: [AccessibilityElement], direction: LayoutDirection
    ) -> [AccessibilityElement] {
        var best: [AccessibilityElement] = []
        var current: [AccessibilityElement] = []
        for child in children where !child.frame.isEmpty {
            if let last = current.last, isNext(child, after: last, direction: direction) {
                current.append(child)
            } else {
                current = [child]
            }
            if current.count > best.count { best = current }
        }
        return best
    }

    /// Whether cards may lie beyond what the dump shows: a card is off screen, a
    /// scrollable container's last card reaches its trailing edge (Android clips bounds to the
    /// screen, so a clipped card ends exactly there), or the collection info counts more items.
    private func mayHaveMore(
        container: AccessibilityElement, cards: [AccessibilityElement], bounds: Rect
    ) -> Bool {
        if cards.contains(where: { Self.isOffScreen($0, bounds: bounds) }) { return true }
        if let info = container.collectionInfo, info.itemCount > cards.count { return true }
        guard let last = cards.last, !container.frame.isEmpty else { return false }
        let touchesEdge =
            last.frame.maxX >= container.frame.maxX - 1
            || last.frame.maxX >= bounds.maxX - 1
        return container.isScrollable && touchesEdge
    }
}
