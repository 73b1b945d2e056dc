import AccessibilityTree

/// `paging-arrows`: a previous and a next control at the container's two ends, at its height:
/// the app's own statement that the container pages through more items than it shows.
struct PagingArrowsSignal: ContainerSignal {
    /// The largest side of an arrow control, in points or dp.
    static let largestArrow = 72.0
    /// How far into the container, as a share of its width, an arrow's centre may lie.
    static let endShare = 0.2
    /// How far from the container's vertical centre, as a share of its height, an arrow's centre
    /// may lie: arrows are drawn level with the page, a wizard's Skip and Next sit at its bottom.
    static let levelShare = 0.25
    /// The narrowest container with room for a page between two arrows, in points or dp.
    static let narrowestContainer = 160.0

    var identifier: String { "paging-arrows" }
    var rationale: String {
        "The WAI-ARIA Authoring Practices' carousel pattern (w3.org/WAI/ARIA/apg/patterns/carousel) names "
            + "previous and next slide controls as a carousel's own parts, and app banners and TV rows draw "
            + "them as arrows at the two ends. A layout fact, in any language: two small actionable "
            + "elements, one at each end of a container and level with it, with a page taller than a control "
            + "between them, page it; a pager that only shows "
            + "one page and is not marked scrollable still has more. The arrows' labels are not read, so a "
            + "screen in any language or with unlabelled arrows is judged alike."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .moreItems }
    var weight: Double { 5 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("largest side of an arrow", Self.largestArrow, "pt/dp"),
            SignalThreshold("arrow's centre within the end", Self.endShare, "share of the container's width"),
            SignalThreshold("arrow's centre off the middle", Self.levelShare, "share of the container's height"),
            SignalThreshold("narrowest container", Self.narrowestContainer, "pt/dp"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a ViewPager showing one banner, arrows at its two ends",
                SignalExampleScreens.screen(SignalExampleScreens.pagerWithArrows()), container: "promoted")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a ViewPager with two buttons along its bottom (a wizard's Skip and Next), not level with it",
                SignalExampleScreens.screen(SignalExampleScreens.pagerWithArrows(arrowTop: 960)),
                container: "promoted"),
            SignalExample(
                "a row of five 48 dp icon buttons: no page between the end ones",
                SignalExampleScreens.screen(
                    SignalExampleScreens.row(
                        "icons", className: "android.widget.LinearLayout", top: 2100, height: 126,
                        items: SignalExampleScreens.items(
                            5, prefix: "icon", left: 60, top: 2100, width: 126, height: 126, gap: 80))),
                container: "icons"),
            SignalExample(
                "a ViewPager with two 96 dp buttons at its ends (too big for arrows)",
                SignalExampleScreens.screen(SignalExampleScreens.pagerWithArrows(arrowSide: 252)),
                container: "promoted"),
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let frame = subject.container.frame
        let metrics = subject.metrics
        guard metrics.points(frame.width) >= Self.narrowestContainer else { return nil }
        // Only the arrow-like elements are kept, in the order of the container's children, its
        // items and its neighbours: listing every element around each container first cost more
        // than the signal.
        var arrows: [AccessibilityElement] = []
        func keep(_ element: AccessibilityElement) {
            if Self.mayBeArrow(element, at: frame, metrics: metrics) { arrows.append(element) }
        }
        subject.container.children.forEach(keep)
        subject.items.forEach(keep)
        // Only neighbours level with the container can be its arrows: those centred within
        // levelShare of its height of its centre (a point wider, so rounding never leaves one
        // out; `keep` asks the exact question).
        let reach = frame.height * Self.levelShare
        subject.forEachNeighbour(centredFrom: frame.midY - reach - 1, to: frame.midY + reach + 1, keep)
        guard let (leading, trailing) = Self.arrows(at: frame, from: arrows, pages: subject.items, metrics: metrics)
        else { return nil }
        return "two small controls (\(FindingElement.describe(leading)), \(FindingElement.describe(trailing))) "
            + "lie at its two ends, level with it: previous and next arrows, so it pages through more items"
    }

    /// A previous and a next arrow among the elements at the two ends of `frame`, level with it,
    /// with a page among `pages` between them (``arrows(at:from:pages:metrics:)``).
    ///
    /// - Complexity: O(e + p) for e elements and p pages.
    static func arrows(
        at frame: ScreenRect, among elements: [AccessibilityElement], pages: [AccessibilityElement],
        metrics: ScreenMetrics
    ) -> (leading: AccessibilityElement, trailing: AccessibilityElement)? {
        guard metrics.points(frame.width) >= narrowestContainer else { return nil }
        return arrows(
            at: frame, from: elements.filter { mayBeArrow($0, at: frame, metrics: metrics) }, pages: pages,
            metrics: metrics)
    }

    /// Whether the element may be an arrow of the container at `frame`: present, pressable, no
    /// larger than ``largestArrow`` and level with the container.
    static func mayBeArrow(_ element: AccessibilityElement, at frame: ScreenRect, metrics: ScreenMetrics) -> Bool {
        element.isPresent && !element.frame.isEmpty
            && (element.isClickable || element.role == .button || element.traits.contains(.button))
            && metrics.points(max(element.frame.width, element.frame.height)) <= largestArrow
            && abs(element.frame.midY - frame.midY) <= frame.height * levelShare
    }

    /// Whether the element is an empty view behind the others (a camera's bottom-bar backdrop):
    /// no words, no child, nothing to press or focus (``ContainerFacts/isDecoration(_:)``). A page
    /// holds what the pager shows; an empty view shows nothing a screen reader could stop on.
    static func isEmptyBackdrop(_ element: AccessibilityElement) -> Bool {
        element.trimmedLabel == nil && element.trimmedValue == nil && ContainerFacts.isDecoration(element)
    }

    /// A previous and a next arrow among `arrows` (elements that passed
    /// ``mayBeArrow(_:at:metrics:)``) at the two ends of `frame`, level with it,
    /// with a page among `pages` between them: not an empty backdrop (``isEmptyBackdrop(_:)``),
    /// wider than an arrow, taller than a control and at least twice an arrow's height (a toolbar's back and menu buttons beside its title, or a
    /// player's skip buttons beside its play button, have none).
    ///
    /// - Complexity: O(a + p) for a arrows and p pages.
    static func arrows(
        at frame: ScreenRect, from arrows: [AccessibilityElement], pages: [AccessibilityElement],
        metrics: ScreenMetrics
    ) -> (leading: AccessibilityElement, trailing: AccessibilityElement)? {
        let reach = largestArrow * metrics.onePoint
        let endWidth = frame.width * endShare
        guard
            let leading = arrows.first(where: {
                $0.frame.midX <= frame.minX + endWidth && $0.frame.midX >= frame.minX - reach
            }),
            let trailing = arrows.first(where: {
                $0.frame.midX >= frame.maxX - endWidth && $0.frame.midX <= frame.maxX + reach
            }),
            leading.id != trailing.id
        else { return nil }
        let arrowHeight = max(leading.frame.height, trailing.frame.height)
        let hasPage = pages.contains { page in
            page.id != leading.id && page.id != trailing.id && metrics.points(page.frame.width) > largestArrow
                && metrics.points(page.frame.height) > ContainerSubject.smallItemHeight
                && page.frame.height >= arrowHeight * 2 && !isEmptyBackdrop(page)
        }
        return hasPage ? (leading, trailing) : nil
    }
}
