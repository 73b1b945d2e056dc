import AccessibilityTree

/// `carousel-loop-duplicates`: a looping carousel whose clone slides are exposed, so the reader
/// hears the same slides twice or many times.
///
/// Looping carousels (ACarousel's `isWrap`, SwiftUIPager's `loopPages`, FSPagerView's
/// `isInfinite`, a `RecyclerView` with a huge adapter count) render copies of the first and last
/// slides, or the whole set many times. The rule reports a carousel whose cards' texts repeat as
/// a loop does: a sequence of at least two different texts followed by a repeat of its start
/// (the card texts have a period shorter than their count), or the first card repeating the
/// last. Cards that say nothing are ignored. A row of cards that merely share a word ("Play")
/// is not reported: the whole text of a card must repeat.
public struct CarouselLoopDuplicatesRule: AuditRule {
    /// Creates the rule.
    public init() {}

    public var identifier: String { "carousel-loop-duplicates" }
    public var name: String { "Carousel loop duplicates" }
    public var rationale: String {
        "A looping carousel's clone slides must be hidden from the screen reader: otherwise a user swiping "
            + "through hears slides again and cannot tell where the set ends (FSPagerView isInfinite, SwiftUIPager "
            + "loopPages, RevenueCat purchases-ios PR #7704). WCAG 1.3.2 Meaningful Sequence, 2.4.3 Focus Order."
    }
    public var defaultSeverity: Severity { .warning }
    public var platforms: Set<Platform> { [.iOS, .android] }
    public var helpURI: String? { "https://www.w3.org/WAI/WCAG22/Understanding/meaningful-sequence.html" }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a looping collection view whose last slide is cloned before the first and the first after the last",
                ExampleScreens.iOS([
                    ExampleScreens.iOSCollection(
                        label: "Offers, Carousel",
                        cardLabels: ["Winter sale", "Free delivery", "New arrivals", "Winter sale", "Free delivery"])
                ]), landsOn: ["collection"]),
            RuleExample(
                "an Android RecyclerView of narrow cards repeating its three slides",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "recycler", role: .list, className: "androidx.recyclerview.widget.RecyclerView",
                        frame: ScreenRect(left: 0, top: 800, right: 1080, bottom: 1100), isScrollable: true,
                        children: ["Story A", "Story B", "Story C", "Story A", "Story B"].enumerated().map {
                            index, text in
                            AccessibilityElement(
                                id: ElementID("card\(index)"), label: text, className: "android.view.ViewGroup",
                                frame: ScreenRect(
                                    left: 20 + Double(index) * 240, top: 800,
                                    right: min(240 + Double(index) * 240, 1080), bottom: 1100),
                                isClickable: true, isFocusable: true)
                        })
                ]), landsOn: ["recycler"]),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a carousel whose slides are each heard once",
                ExampleScreens.iOS([ExampleScreens.iOSCollection(label: "Related stories, Carousel")])),
            RuleExample(
                "two cards that happen to say the same, without a loop's pattern",
                ExampleScreens.iOS([
                    ExampleScreens.iOSCollection(
                        label: "Videos, Carousel", cardLabels: ["Trailer", "Trailer", "Interview", "Behind the scenes"])
                ])),
        ] + RealDumpExamples.nonCarouselRows
    }

    public func check(_ context: AuditContext) -> [Finding] {
        context.carousels.compactMap { carousel in
            guard let container = context.index[carousel.container] else { return nil }
            let texts = carousel.cards.compactMap { context.index[$0] }.compactMap {
                CarouselCardText.of($0, in: context)
            }
            guard let repeated = Self.loopRepeat(texts) else { return nil }
            return context.finding(
                self, about: container,
                message:
                    "The carousel's cards repeat (\"\(repeated)\" is read \(texts.filter { $0 == repeated }.count) "
                    + "times): a looping carousel exposes its clone slides. Hide the clones from the screen reader "
                    + "(accessibilityElementsHidden, importantForAccessibility=noHideDescendants) so each slide is "
                    + "heard once.")
        }
    }

    /// The text a loop repeats, or `nil`: the texts have a period shorter than their count whose
    /// first cycle holds at least two different texts, or the first text repeats the last.
    static func loopRepeat(_ texts: [String]) -> String? {
        let count = texts.count
        guard count >= 3 else { return nil }
        for period in 2..<count where Set(texts[0..<period]).count >= 2 {
            let matches = (period..<count).allSatisfy { texts[$0] == texts[$0 - period] }
            if matches { return texts[period] }
        }
        if texts[0] == texts[count - 1], Set(texts).count >= 2 { return texts[0] }
        return nil
    }
}
