import AccessibilityTree
import Foundation

/// Decides what a horizontal container is for: a content carousel, or one of the rows that
/// look like one to a naive detector (tabs, bottom navigation, chips, a screen pager, an action
/// row, page dots), and records why.
///
/// The decision is the sum of the evidence: every signal in ``signals`` (by default
/// ``SignalRegistry/all``, one type per file under `Signals/`, each with its rationale, named
/// thresholds, weight and examples) is asked about the container, and ``decide(_:)`` weighs the
/// ones that fire. `audit --verbose` prints them with their weights.
public struct HorizontalContainerClassifier: Sendable {
    /// The largest side of a page-indicator dot, in points or dp, as ``CarouselDetector`` uses it
    /// to find page indicators; the signals name their own thresholds (``ContainerSignal/thresholds``).
    public var dotSide: Double = ContainerFacts.dotSide
    /// The tallest item of a chip or action row, in points or dp, as ``CarouselDetector`` uses it
    /// to tell a page indicator from a pager of pages.
    public var smallItemHeight: Double = ContainerSubject.smallItemHeight
    /// The signals weighed, in registry order.
    public var signals: [any ContainerSignal] = SignalRegistry.all

    /// Creates a classifier with the registered signals.
    public init() {}

    /// What a horizontal container found by ``CarouselDetector`` is for, with the evidence.
    ///
    /// - Parameters:
    ///   - container: the container.
    ///   - items: its items, in layout order.
    ///   - reason: how the detector recognised it as horizontal.
    ///   - screen: the screen it is on.
    /// - Complexity: O(s · n) for s signals and n elements in the container's subtree.
    public func classify(
        _ container: AccessibilityElement, items: [AccessibilityElement], reason: DetectedCarousel.Reason,
        on screen: AccessibilityScreen
    ) -> (category: ContainerCategory, evidence: [String]) {
        let decision = classify(
            container, items: items, reason: reason, metrics: ScreenMetrics(screen: screen),
            vocabulary: AuditVocabulary.shared(language: AuditLanguage.resolve(for: screen).tag))
        return (decision.category, decision.evidence)
    }

    func classify(
        _ container: AccessibilityElement, items: [AccessibilityElement], reason: DetectedCarousel.Reason,
        metrics: ScreenMetrics, vocabulary: AuditVocabulary = .english, neighbours: [AccessibilityElement] = [],
        neighboursIn levels: NeighbourLevels? = nil
    ) -> ContainerDecision {
        let subject = ContainerSubject(
            container: container, items: items, reason: reason, metrics: metrics, vocabulary: vocabulary,
            neighbours: levels.map { .around(in: $0) } ?? .given(neighbours))
        return Self.decide(readings(of: subject), itemCount: items.count)
    }

    /// The readings of every signal that fires on the subject, in registry order.
    func readings(of subject: ContainerSubject) -> [SignalReading] {
        signals.compactMap { signal in
            signal.evidence(for: subject).map { sentence in
                SignalReading(
                    signal: signal.identifier, category: signal.category, kind: signal.kind, weight: signal.weight,
                    evidence: sentence)
            }
        }
    }

    /// The category the fired signals add up to, and the evidence for it.
    ///
    /// 1. A ``SignalKind/declaration`` decides alone.
    /// 2. Each category scores: a content carousel the sum of its ``SignalKind/layout``,
    ///    ``SignalKind/content`` and ``SignalKind/moreItems`` weights; any other category the
    ///    weight of its heaviest ``SignalKind/kind`` signal (two descriptions of one fact, a
    ///    TabLayout and its tab items, count once). The highest score wins; a tie goes to the category whose first
    ///    signal comes first in the registry.
    /// 3. A content carousel needs a layout signal (the row scrolls or pages); without one the row
    ///    is other.
    /// 4. When a ``SignalKind/demandsContent`` signal fired (a pager, a single item) a content
    ///    carousel needs a ``SignalKind/content`` or ``SignalKind/moreItems`` signal too; when a
    ///    ``SignalKind/demandsCards`` signal fired (system UI, a plain layout's row) it needs a
    ///    ``SignalKind/content`` signal (cards). Without it the row takes the first unmet
    ///    demand's category.
    /// 5. When nothing fires, the row is other.
    ///
    /// - Complexity: O(r) in the number of readings.
    public static func decide(_ readings: [SignalReading]) -> (category: ContainerCategory, evidence: [String]) {
        let decision = decide(readings, itemCount: nil)
        return (decision.category, decision.evidence)
    }

    static func decide(_ readings: [SignalReading], itemCount: Int?) -> ContainerDecision {
        if let declared = readings.first(where: { $0.kind == .declaration }) {
            return ContainerDecision(category: declared.category, evidence: [declared.evidence], readings: readings)
        }
        var scores: [ContainerCategory: Double] = [:]
        var order: [ContainerCategory] = []
        for reading in readings where !reading.kind.isDemand {
            if scores[reading.category] == nil { order.append(reading.category) }
            switch reading.kind {
            case .layout, .content, .moreItems: scores[reading.category, default: 0] += reading.weight
            default: scores[reading.category] = max(scores[reading.category] ?? 0, reading.weight)
            }
        }
        let fits = "all \(itemCount.map(String.init) ?? "its") items fit on the screen and the row does not scroll"
        guard
            let winner = order.enumerated().max(by: { lhs, rhs in
                let (left, right) = (scores[lhs.element] ?? 0, scores[rhs.element] ?? 0)
                return left == right ? lhs.offset > rhs.offset : left < right
            })?.element
        else {
            let demand = readings.first { $0.kind.isDemand }
            return ContainerDecision(
                category: demand?.category ?? .other, evidence: [demand?.evidence ?? fits], readings: readings)
        }
        // The decisive signal first: the heaviest, then registry order.
        let support = readings.enumerated()
            .filter { $0.element.category == winner && !$0.element.kind.isDemand }
            .sorted {
                $0.element.weight == $1.element.weight ? $0.offset < $1.offset : $0.element.weight > $1.element.weight
            }
            .map(\.element)
        guard winner == .contentCarousel else {
            return ContainerDecision(
                category: winner, evidence: statedOnce(support.map(\.evidence)), readings: readings)
        }
        guard support.contains(where: { $0.kind == .layout }) else {
            return ContainerDecision(category: .other, evidence: [fits], readings: readings)
        }
        let hasCards = support.contains { $0.kind == .content }
        let statesMore = support.contains { $0.kind == .moreItems }
        if let demand = readings.first(where: { reading in
            (reading.kind == .demandsCards && !hasCards)
                || (reading.kind == .demandsContent && !hasCards && !statesMore)
        }) {
            return ContainerDecision(
                category: demand.category,
                evidence: [demand.evidence, "nothing shows its items are content cards"], readings: readings)
        }
        return ContainerDecision(
            category: .contentCarousel, evidence: statedOnce(support.map(\.evidence)), readings: readings)
    }

    /// The sentences with a shared premise stated once: a sentence may open with the fact it
    /// rests on, ended by "; " (the small-item signals all open with the items' height), and a
    /// later sentence opening with the same fact keeps only what it adds.
    static func statedOnce(_ sentences: [String]) -> [String] {
        var premises: Set<Substring> = []
        return sentences.map { sentence in
            guard let end = sentence.range(of: "; ") else { return sentence }
            let premise = sentence[..<end.lowerBound]
            guard premises.insert(premise).inserted else { return String(sentence[end.upperBound...]) }
            return sentence
        }
    }

    /// A vertically scrolling list or grid inside the items: a scrollable element whose children
    /// stack top to bottom, a list with collection info of one column and several rows, or an
    /// element of a class that scrolls only vertically (an Android GridView, ListView or
    /// ScrollView, an iOS table) holding anything, scrollable or not yet: a photo picker's grid
    /// of photos, or of one album, is a page of content, as a list is.
    static func verticalList(in items: [AccessibilityElement]) -> AccessibilityElement? {
        for item in items {
            for element in item.subtree {
                let children = element.children.filter { !$0.frame.isEmpty }
                if let info = element.collectionInfo, info.columnCount == 1, info.rowCount > 1,
                    !info.isInferred || children.count > 1
                {
                    let stacked = zip(children, children.dropFirst()).allSatisfy { $1.frame.minY >= $0.frame.maxY - 1 }
                    if stacked { return element }
                }
                if !children.isEmpty, isVerticalScroller(element.className) { return element }
                guard element.isScrollable || element.role == .scrollView, children.count >= 2 else { continue }
                let stacked = zip(children, children.dropFirst()).allSatisfy { $1.frame.minY >= $0.frame.maxY - 1 }
                if stacked { return element }
            }
        }
        return nil
    }

    /// Whether the class scrolls only vertically and lays out content of its own: Android's
    /// ScrollView, NestedScrollView and AbsListView (ListView, GridView), an iOS table. A WebView
    /// is left out: a banner page may be drawn by one.
    static func isVerticalScroller(_ className: String?) -> Bool {
        guard let className else { return false }
        // The detector's table of vertical classes, less the web views.
        if WidgetClass(className: className) == .iosWebView
            || WidgetClass(lookalike: className)?.isKind(of: .webView) == true
        {
            return false
        }
        return CarouselDetector.isVerticalClass(className, on: .android)
            || CarouselDetector.isVerticalClass(className, on: .iOS)
    }

    /// The developer's identifier of a page indicator (`page_indicator`, `pager_indicator`,
    /// `dots_indicator`, `pageControl`...): the part after `:id/`, when it names one. A loading
    /// or unread "indicator" does not.
    static func indicatorIdentifier(_ element: AccessibilityElement) -> String? {
        guard let identifier = element.identifier else { return nil }
        // The detector asks about every element: an ASCII identifier (nearly every one) is read
        // from its bytes, whose letters are A-Z and a-z, with the same answer.
        if let named = identifier.utf8.withContiguousStorageIfAvailable(Self.asciiNamesIndicator), let named {
            return named ? AccessibilityElement.lastComponent(of: identifier, separator: "/") : nil
        }
        let entry = identifier.split(separator: "/").last.map(String.init) ?? identifier
        let key = entry.lowercased().filter { $0.isLetter }
        return indicatorNames.contains { key.contains($0) } ? entry : nil
    }

    /// The identifier words of a page indicator, lowercased letters only.
    private static let indicatorNames = [
        "pageindicator", "pagerindicator", "pagecontrol", "dotsindicator", "dotindicator", "indicatordots",
        "circleindicator",
    ]

    /// ``indicatorNames`` as bytes.
    private static let indicatorNameBytes = indicatorNames.map { Array($0.utf8) }

    /// Whether an ASCII identifier's entry (after its last `/`), lowercased and kept to its
    /// letters, holds an indicator name; `nil` for an identifier that is not ASCII.
    private static func asciiNamesIndicator(_ identifier: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard identifier.allSatisfy({ $0 < 0x80 }) else { return nil }
        var end = identifier.count
        while end > 0, identifier[end - 1] == UInt8(ascii: "/") { end -= 1 }
        var start = end
        while start > 0, identifier[start - 1] != UInt8(ascii: "/") { start -= 1 }
        // No entry (empty, or only slashes): the whole identifier, as `split(...).last ?? identifier`.
        let entry = end > 0 ? identifier[start..<end] : identifier[...]
        var key: [UInt8] = []
        key.reserveCapacity(entry.count)
        for byte in entry {
            let lower = byte | 0x20
            if lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") { key.append(lower) }
        }
        return indicatorNameBytes.contains { name in
            key.count >= name.count
                && (0...(key.count - name.count)).contains { key[$0..<($0 + name.count)].elementsEqual(name) }
        }
    }

    /// "Page 4 of 7" (or "page 4 of 7", "Seite 4 von 7" in German) in the container's or the
    /// items' own text. Items no taller or wider than `dotSide` (a page indicator says "Page 1 of
    /// 3" too) are skipped.
    static func pagePosition(
        in container: AccessibilityElement, items: [AccessibilityElement], dotSide: Double = 0,
        vocabulary: AuditVocabulary = .english
    ) -> String? {
        let pages = items.filter { min($0.frame.width, $0.frame.height) > dotSide }
        for element in [container] + pages {
            for text in [element.label, element.value, element.stateDescription].compactMap({ $0 }) {
                if let match = pageMatch(text, vocabulary: vocabulary) { return match }
            }
        }
        return nil
    }

    /// The page position the text states in the vocabulary's page templates ("page 4 of 7"),
    /// lowercased, or `nil`.
    static func pageMatch(_ text: String, vocabulary: AuditVocabulary = .english) -> String? {
        vocabulary.pagePosition(in: text)?.text
    }
}
