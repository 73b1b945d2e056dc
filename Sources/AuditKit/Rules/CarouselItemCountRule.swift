import AccessibilityTree

/// `carousel-item-count`: a carousel announces an item count that is absurd or infinite.
///
/// Infinite pagers fake their loop with a huge count (`Int.max`, `Integer.MAX_VALUE`
/// 2147483647, or a few thousand copies of the slides) and the screen reader reads it: TalkBack
/// says "1 of 2147483647", VoiceOver reads a value such as "Page 1 of 10000". The rule reports:
/// - collection info the app reported (not one the importer guessed from the dump) counting at
///   least ``absurdCount`` items, or a position (0-based item info) at least that large;
/// - a text of the container or a card stating "x of y" in the screen's language
///   (``AuditVocabulary/position(in:)``) with y at least ``absurdCount``, or with x greater than
///   y (not for a form without words, such as "x/y", which may be a date);
/// - a count at least 100 times the number of different cards on screen when the cards repeat
///   as a loop does (the count is the loop's, not the content's).
public struct CarouselItemCountRule: AuditRule {
    /// Creates the rule.
    public init() {}

    /// The smallest count taken as absurd.
    public static let absurdCount = 10_000

    public var identifier: String { "carousel-item-count" }
    public var name: String { "Carousel item count" }
    public var rationale: String {
        "Seed 003: the position out of the total tells users how far they are and how much is left; an "
            + "infinite pager's fake count (2147483647, Int.max) tells them nothing and hides the real number of "
            + "slides. WCAG 1.3.1 Info and Relationships."
    }
    public var defaultSeverity: Severity { .warning }
    public var platforms: Set<Platform> { [.iOS, .android] }
    public var helpURI: String? { "https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html" }

    public var triggeringExamples: [RuleExample] {
        var infinite = ExampleScreens.androidRecycler()
        infinite.collectionInfo = CollectionInfo(rowCount: 1, columnCount: 2_147_483_647)
        return [
            RuleExample(
                "a RecyclerView reporting Integer.MAX_VALUE columns (an infinite pager)",
                ExampleScreens.android([infinite]), landsOn: ["recycler"]),
            RuleExample(
                "cells whose labels say \"1 of 10000\"",
                ExampleScreens.iOS([
                    ExampleScreens.iOSCollection(cardLabels: ["Sale, 1 of 10000", "Delivery, 2 of 10000"])
                ]), landsOn: ["collection"]),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a RecyclerView with the collection info of its three cards",
                ExampleScreens.android([ExampleScreens.androidRecycler()])),
            RuleExample(
                "cells saying \"1 of 3\" and \"2 of 3\"",
                ExampleScreens.iOS([ExampleScreens.iOSCollection(cardLabels: ["Sale, 1 of 3", "Delivery, 2 of 3"])])),
        ] + RealDumpExamples.nonCarouselRows
    }

    public func check(_ context: AuditContext) -> [Finding] {
        context.carousels.compactMap { carousel in
            guard let container = context.index[carousel.container],
                let problem = problem(carousel, container: container, context: context)
            else { return nil }
            return context.finding(
                self, about: container,
                message: "The carousel announces \(problem); announce the real number of slides (\"2 of 5\"), "
                    + "not a looping pager's internal count." + context.languageCaveat)
        }
    }

    private func problem(
        _ carousel: DetectedCarousel, container: AccessibilityElement, context: AuditContext
    ) -> String? {
        let cards = carousel.cards.compactMap { context.index[$0] }
        let texts = cards.compactMap { CarouselCardText.of($0, in: context) }
        let distinct = Swift.max(Set(texts).count, 1)
        let loops = CarouselLoopDuplicatesRule.loopRepeat(texts) != nil
        if let info = container.collectionInfo, !info.isInferred {
            let count = info.itemCount
            if count >= Self.absurdCount { return "\(count) items" }
            if loops, count >= distinct * 100 { return "\(count) items for \(distinct) different slides" }
        }
        for card in cards {
            if let info = card.collectionItemInfo, Swift.max(info.rowIndex, info.columnIndex) >= Self.absurdCount {
                return "an item at index \(Swift.max(info.rowIndex, info.columnIndex)) of a collection that never ends"
            }
        }
        for element in [container] + cards {
            for text in [element.label, element.value, element.stateDescription].compactMap({ $0 }) {
                guard let match = context.vocabulary.position(in: text) else { continue }
                let (position, total) = (match.position, match.total)
                if total >= Self.absurdCount { return "\"\(position) of \(total)\"" }
                // "25/12" may be a date: only a worded position ("5 of 3") is past its total.
                if position > total, !match.isSymbolic {
                    return "\"\(position) of \(total)\", a position past the total"
                }
                if loops, total >= distinct * 100 {
                    return "\"\(position) of \(total)\" for \(distinct) different slides"
                }
            }
        }
        return nil
    }
}
