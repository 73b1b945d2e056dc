import AccessibilityTree
import Foundation

/// Finds the horizontal containers on any screen, whether built with this package or read from
/// an app's dump, and keeps the content carousels among them.
///
/// A container is horizontal, checked in this order:
/// 1. an adjustable element whose label ends with ", Carousel" (this package's accessible
///    carousel; its cards are its values, so ``DetectedCarousel/cards`` is empty);
/// 2. an Android container whose `roleDescription` is "Carousel";
/// 3. a container whose class or type names tabs, a tab bar, a segmented control or a page
///    indicator (found so it is told apart from a carousel);
/// 4. a pager (role ``ElementRole/pager``, or a class named `…Pager`, such as `ViewPager2` or
///    `HorizontalPager`), or a container whose own or items' text says "Page x of y";
/// 5. a horizontal scroll view (role ``ElementRole/horizontalScrollView``, `HorizontalScrollView`);
/// 6. a collection or list (`UICollectionView`, `XCUIElementTypeCollectionView`, `RecyclerView`,
///    role ``ElementRole/list`` or ``ElementRole/grid``) whose items lie in one row, or whose collection info
///    has one row and several columns; or whose cells lie beyond the screen's sides (a
///    horizontally scrolling grid, ``DetectedCarousel/Reason/pagedGrid``);
/// 7. any other scrollable container (not a vertical scroll view or list class) whose items lie
///    in one row: a Compose `LazyRow` or pager dumped as `android.view.View`;
/// 8. any other element with a run of side-by-side children (tops within ``rowTolerance``, each
///    starting after the previous one in the layout direction); when the screen reader's focus
///    order is given, at least two of them must be, or hold, a focus stop. Such a run is a
///    carousel only with at least ``minimumRunLength`` cards, one partly off screen, or with two
///    when the second is the next page peeking at the screen's side (``PeekingNeighbourSignal``).
///
/// ``HorizontalContainerClassifier`` then decides what each one is for (a row in a toolbar,
/// `UIToolbar` or Android's `Toolbar`, holds actions); only content carousels
/// are returned by ``detect(in:focusOrder:)`` and get the carousel rules.
///
/// The focus-stop condition keeps the parts of one element out: a table cell's icon, title and
/// disclosure chevron lie side by side too, and Appium marks small images `visible="false"`
/// (so "off screen") even in a visible cell, but VoiceOver reads the cell as one stop, so
/// nothing there costs swipes or needs a carousel's name.
///
/// The subtree of a content carousel, tab strip, chip row, action row or page dots is not
/// searched again, so a carousel's cards are never reported as a carousel of their own. A screen
/// pager's pages, and a row classified as other, are searched: a store's shelves inside its home
/// pager are carousels. A pager that holds carousels of its own is a pager of screens, not a
/// carousel.
///
/// A wrapper with one child (HorizontalScrollView > LinearLayout > cards) is looked through to
/// find the cards.
///
/// A carousel found at a wrapper that does not scroll or page itself (a FrameLayout beside the
/// page dots, a layout taken for a pager by "Page 4 of 7" or by arrows at its ends) is reported
/// on the pager, scroller or collection inside it of nearly its frame
/// (``pagedCore(of:platform:)``): that is the container a screen reader enters, announces and
/// names, so a carousel's name, container type or a way past it belongs there. The pager then
/// carries the wrapper's decision instead of one of its own (it is not also a screen pager), and
/// the wrapper is not listed.
public struct CarouselDetector: Sendable {
    /// How far apart two tops may be and still count as one row.
    public var rowTolerance: Double
    /// How many side-by-side siblings make a carousel when nothing else says so.
    public var minimumRunLength: Int
    /// Decides what each horizontal container is for.
    public var classifier: HorizontalContainerClassifier

    /// Creates a detector.
    public init(
        rowTolerance: Double = ReadingOrder.phoneRowTolerance, minimumRunLength: Int = 3,
        classifier: HorizontalContainerClassifier = HorizontalContainerClassifier()
    ) {
        self.rowTolerance = rowTolerance
        self.minimumRunLength = minimumRunLength
        self.classifier = classifier
    }

    /// The content carousels on the screen, in tree order.
    ///
    /// - Parameter focusOrder: the elements the screen reader visits (``AuditContext/focusOrder``);
    ///   `nil` skips the focus-stop condition of side-by-side runs.
    /// - Complexity: O(n log n) in the number of elements, O(n · d) for pagers of depth d, and
    ///   O(s) more per horizontal container for the s elements beside it (where arrows sit).
    /// - Parameter vocabulary: the words of the screen's language (see ``AuditVocabulary``);
    ///   `nil` takes the language ``AuditLanguage/resolve(for:given:)`` finds for the screen.
    public func detect(
        in screen: AccessibilityScreen, focusOrder: [ElementID]? = nil, vocabulary: AuditVocabulary? = nil
    ) -> [DetectedCarousel] {
        classify(in: screen, focusOrder: focusOrder, vocabulary: vocabulary).compactMap(\.carousel)
    }

    /// Every horizontal container on the screen with what it is for and why, in tree order.
    ///
    /// - Parameter focusOrder: the elements the screen reader visits; `nil` skips the
    ///   focus-stop condition of side-by-side runs.
    /// - Complexity: O(n log n) in the number of elements, O(n · d) for pagers of depth d, and
    ///   O(s) more per horizontal container for the s elements beside it (where arrows sit).
    /// - Parameter vocabulary: the words of the screen's language; `nil` takes the language
    ///   ``AuditLanguage/resolve(for:given:)`` finds for the screen.
    public func classify(
        in screen: AccessibilityScreen, focusOrder: [ElementID]? = nil, vocabulary: AuditVocabulary? = nil
    ) -> [ContainerClassification] {
        classify(in: screen, focusOrder: focusOrder, vocabulary: vocabulary, index: ScreenIndex(screen))
    }

    /// ``classify(in:focusOrder:vocabulary:)`` with the screen's index built already
    /// (``AuditContext`` has one: building it again cost a walk and a table of the whole screen).
    func classify(
        in screen: AccessibilityScreen, focusOrder: [ElementID]?, vocabulary: AuditVocabulary?, index: ScreenIndex
    ) -> [ContainerClassification] {
        let scan = Scan(
            metrics: ScreenMetrics(screen: screen), direction: screen.layoutDirection, stops: focusOrder.map(Set.init),
            vocabulary: vocabulary ?? AuditVocabulary.shared(language: AuditLanguage.resolve(for: screen).tag),
            index: index, levels: NeighbourLevels(index: index))
        var result = classify(screen.roots, scan: scan)
        for offset in result.indices where result[offset].category != .contentCarousel {
            guard let element = index[result[offset].container] else { continue }
            let chain = [element] + index.ancestorElements(of: element.id)
            if let toolbar = chain.first(where: { $0.className.map(ClassNameCue.toolbar.isCarried) ?? false }) {
                result[offset].category = .actionRow
                result[offset].evidence = [
                    "in a toolbar (\(FindingElement.describe(toolbar))): its items are actions, not tabs or cards"
                ]
            }
        }
        for pager in pagersOfPageDots(result, index: index, scan: scan) {
            // Dots are the app's own statement that a pager taken for a screen pager for want of
            // content evidence has pages: its classification is replaced.
            if let offset = result.firstIndex(where: { $0.container == pager.container }) {
                result[offset] = pager
            } else {
                result.append(pager)
            }
        }
        let tabStrips = result.filter { $0.category == .tabs }.compactMap { index[$0.container] }
        // A pager taken for a screen pager only for want of content evidence is told apart too.
        for offset in result.indices
        where result[offset].category == .contentCarousel || result[offset].category == .screenPager {
            guard result[offset].reason == .pager || result[offset].reason == .scrollableRow,
                let pager = index[result[offset].container]
            else { continue }
            if let strip = tabStrips.first(where: { Self.isDirectlyAbove($0, pager, metrics: scan.metrics) }) {
                result[offset].category = .screenPager
                result[offset].evidence.append(
                    "a tab strip (\(FindingElement.describe(strip))) lies directly above it: its pages are the tabs' "
                        + "content, not cards")
            }
        }
        return result
    }

    /// The pagers that page dots belong to, when nothing else found them or only found them as a
    /// pager with no content evidence (the dots are the app's statement of pages): a pager showing
    /// one page at a time (a featured banner, a Compose `HorizontalPager`) holds no row, but its
    /// dots say it has pages.
    ///
    /// The dots must look like dots (``looksLikePageDots``). The pager is a sibling of the dots
    /// (or of their wrapper) at least half the screen wide and taller than a control
    /// (``HorizontalContainerClassifier/smallItemHeight``) that the dots overlay or sit right
    /// under (within 32 pt/dp), centred on it (within 8% of its width), not a vertical list or
    /// scroll view unless it covers the screen, holding no carousel found already. It is a screen
    /// pager when it covers most of the screen or holds a vertical list, and other when its page
    /// is a grid of controls (``PageOfControlsSignal``). When that sibling only wraps a pager
    /// (``pagedCore(of:platform:)``), the pager inside is the one classified, and its own
    /// decision gives way to the dots'.
    ///
    /// - Complexity: O(d · s) for d rows of dots and s siblings.
    private func pagersOfPageDots(
        _ found: [ContainerClassification], index: ScreenIndex, scan: Scan
    ) -> [ContainerClassification] {
        // A pager gated for want of content evidence may still be revealed by its dots.
        var known = Set(found.filter { !Self.lacksContentEvidence($0) }.map(\.container))
        var added: [ContainerClassification] = []
        let bounds = scan.metrics.bounds
        for dots in found where dots.category == .pageDots {
            guard let element = index[dots.container],
                Self.looksLikePageDots(element, items: dots.items, index: index, scan: scan)
            else { continue }
            let ancestors = index.ancestorElements(of: element.id)
            let levels = zip([element] + ancestors, ancestors).prefix(2)
            for (child, parent) in levels {
                let beside = parent.children.first { sibling in
                    // A page is a card, taller than a control row: a 13 dp row of a card's
                    // text above its action icons is no pager, however the icons look.
                    guard sibling.id != child.id, sibling.isPresent, !sibling.children.isEmpty,
                        sibling.frame.width >= bounds.width * 0.5, !known.contains(sibling.id),
                        scan.metrics.points(sibling.frame.height) > classifier.smallItemHeight
                    else { return false }
                    // A vertical list or scroll view is a pager only when it is the screen (a
                    // launcher's workspace is dumped as a ScrollView).
                    let vertical =
                        Self.isVerticalClass(sibling.className, on: scan.metrics.platform)
                        || sibling.role == .scrollView || sibling.role == .list
                    if vertical, !Self.coversScreen(sibling, bounds: bounds) { return false }
                    let center = element.frame.center
                    // Centred on the pager, as page dots are (a rating's stars sit at a side).
                    let horizontal = abs(center.x - sibling.frame.midX) <= sibling.frame.width * 0.08
                    let overlays = sibling.frame.contains(center)
                    let gap = element.frame.minY - sibling.frame.maxY
                    let below = gap >= -scan.metrics.onePoint * 2 && gap <= scan.metrics.onePoint * 32
                    return horizontal && (overlays || below)
                }
                guard let beside else { continue }
                // The dots may sit beside a wrapper of the pager (a FrameLayout around a
                // ViewPager): the pager inside, of nearly the wrapper's frame, is the one a screen
                // reader enters, so the dots' decision lands there and replaces the pager's own.
                let core = Self.pagedCore(of: beside, platform: scan.metrics.platform)
                let pager = core ?? beside
                known.insert(beside.id)
                let inner = found.contains { other in
                    other.category == .contentCarousel && index.ancestors(of: other.container).contains(beside.id)
                }
                if inner { break }
                let (_, pages) = Self.cards(of: pager, metrics: scan.metrics)
                // A page that is a grid of controls (a banner pager whose only page holds category
                // shortcuts) is a panel, dots or not.
                let subject = ContainerSubject(
                    container: pager, items: pages, reason: .pager, metrics: scan.metrics, vocabulary: scan.vocabulary)
                // System UI or a plain layout needs cards, which dots do not show.
                let readings = classifier.readings(of: subject)
                let needsCards =
                    readings.first { $0.kind == .demandsCards }.flatMap { demand in
                        readings.contains { $0.kind == .content } ? nil : demand.evidence
                    }
                if let panel = PageOfControlsSignal().evidence(for: subject) ?? needsCards {
                    known.insert(pager.id)
                    added.append(
                        ContainerClassification(
                            container: pager.id, items: pages.map(\.id), category: .other, reason: .pager,
                            evidence: [panel], mayHaveMoreOffScreen: false, name: pager.trimmedLabel,
                            signals: readings))
                    break
                }
                // A page holding a vertical list is a screen of content, whatever its size.
                let share =
                    HorizontalContainerClassifier.verticalList(in: [pager]) != nil
                    || Self.coversScreen(pager, bounds: bounds)
                let position =
                    [element.label, element.value].compactMap { $0 }.first {
                        HorizontalContainerClassifier.pageMatch($0, vocabulary: scan.vocabulary) != nil
                    }
                var evidence = [
                    "page dots (\(FindingElement.describe(element))) "
                        + (position.map { "saying \"\($0)\" " } ?? "") + "belong to it: a pager of pages"
                ]
                if core != nil {
                    evidence.append(
                        "it fills the wrapper the dots sit beside (\(FindingElement.describe(beside))), which a "
                            + "screen reader never enters: the carousel is this element, not the wrapper")
                }
                evidence.append(
                    share
                        ? "it covers most of the screen: its page is the app's main content, not a block to skip"
                        : "it shows one page at a time within the screen: a featured pager")
                known.insert(pager.id)
                added.append(
                    ContainerClassification(
                        container: pager.id, items: pages.map(\.id), category: share ? .screenPager : .contentCarousel,
                        reason: .pager, evidence: evidence,
                        mayHaveMoreOffScreen: true,
                        name: pager.trimmedLabel ?? AccessibilityElement.trimmed(pager.paneTitle)))
                break
            }
        }
        return added
    }

    /// Whether the classification is a pager's that only the want of content evidence kept from
    /// being a carousel (``HorizontalContainerClassifier/decide(_:)``, step 4).
    private static func lacksContentEvidence(_ classification: ContainerClassification) -> Bool {
        classification.reason == .pager && classification.signals.contains { $0.signal == "paged-container" }
            && !classification.signals.contains { $0.kind == .kind || $0.kind == .content || $0.kind == .demandsCards }
    }

    /// Whether a row classified as page dots is dot-like enough to reveal a pager: an indicator
    /// class or identifier, a "Page x of y" text, or two or more items at most 16 pt/dp on each
    /// side (page dots are 6 to 10; 24 dp icons are not dots).
    private static func looksLikePageDots(
        _ element: AccessibilityElement, items: [ElementID], index: ScreenIndex, scan: Scan
    ) -> Bool {
        if isTabOrIndicatorContainer(element), element.className.map(ClassNameCue.pageIndicator.isCarried) ?? false {
            return true
        }
        if HorizontalContainerClassifier.indicatorIdentifier(element) != nil { return true }
        let texts = [element.label, element.value].compactMap { $0 }
        if texts.contains(where: { HorizontalContainerClassifier.pageMatch($0, vocabulary: scan.vocabulary) != nil }) {
            return true
        }
        let frames = items.compactMap { index[$0]?.frame }
        return frames.count >= 2
            && frames.allSatisfy { scan.metrics.points(Swift.max($0.width, $0.height)) <= 16 }
    }

    /// Whether the element covers at least 90% of the screen's width and 60% of its height.
    private static func coversScreen(_ element: AccessibilityElement, bounds: ScreenRect) -> Bool {
        guard bounds.width > 0, bounds.height > 0, let visible = element.frame.intersection(bounds) else {
            return false
        }
        return visible.width / bounds.width >= 0.9 && visible.height / bounds.height >= 0.6
    }

    /// Whether `top` ends within 24 pt/dp above `bottom` and spans most of its width.
    private static func isDirectlyAbove(
        _ top: AccessibilityElement, _ bottom: AccessibilityElement, metrics: ScreenMetrics
    ) -> Bool {
        let gap = bottom.frame.minY - top.frame.maxY
        guard gap >= -metrics.onePoint * 2, gap <= metrics.onePoint * 24,
            let shared = top.frame.intersection(
                ScreenRect(x: bottom.frame.minX, y: top.frame.minY, width: bottom.frame.width, height: top.frame.height)
            )
        else { return false }
        return shared.width >= bottom.frame.width * 0.8
    }

    struct Scan {
        var metrics: ScreenMetrics
        var direction: ScreenLayoutDirection
        var stops: Set<ElementID>?
        var vocabulary: AuditVocabulary
        var index: ScreenIndex
        /// The screen's elements by their centres' height, for the containers' level neighbours.
        var levels: NeighbourLevels
    }

    struct Candidate {
        var items: [AccessibilityElement]
        /// The element whose children the items are (the container, or a wrapper inside it).
        var parent: AccessibilityElement
        var reason: DetectedCarousel.Reason
    }

    private func classify(_ roots: [AccessibilityElement], scan: Scan) -> [ContainerClassification] {
        var result: [ContainerClassification] = []
        var stack = Array(roots.reversed())
        while let node = stack.popLast() {
            guard !node.isHidden else { continue }
            // Appium may mark a scroll view visible="false" while its cells are visible: such a
            // node is searched, and is a candidate only when something in it is visible.
            let showsSomething = node.isVisible || node.children.contains { $0.isVisible && !$0.isHidden }
            guard showsSomething, let candidate = candidate(at: node, scan: scan) else {
                stack.append(contentsOf: node.children.reversed())
                continue
            }
            let decision = classifier.classify(
                node, items: candidate.items, reason: candidate.reason, metrics: scan.metrics,
                vocabulary: scan.vocabulary, neighboursIn: scan.levels)
            var (category, evidence) = (decision.category, decision.evidence)
            var nested: [ContainerClassification] = []
            if candidate.reason == .sideBySideCards {
                let qualifies: Bool
                switch category {
                case .other: qualifies = false
                case .contentCarousel:
                    // A page whose neighbour peeks at the screen's side shows the row goes on: two
                    // items make it a row (``PeekingNeighbourSignal``).
                    let peeks = decision.readings.contains { $0.signal == PeekingNeighbourSignal.identifier }
                    let runLength = peeks ? 2 : minimumRunLength
                    qualifies =
                        candidate.items.count >= runLength
                        && (peeks || candidate.items.contains { Self.isOffScreen($0, bounds: scan.metrics.bounds) }
                            || ContainerSubject(
                                container: node, items: candidate.items, reason: candidate.reason,
                                metrics: scan.metrics, vocabulary: scan.vocabulary
                            ).overflows)
                        && stopBearing(candidate.items, scan: scan) >= runLength
                case .pageDots: qualifies = true
                default: qualifies = stopBearing(candidate.items, scan: scan) >= 2
                }
                guard qualifies else {
                    stack.append(contentsOf: node.children.reversed())
                    continue
                }
            }
            // A node that only wraps the pager holding its pages is no pager of its own: its
            // decision belongs to that pager (``pagerWrapped(by:candidate:scan:)``).
            let core = pagerWrapped(by: node, candidate: candidate, scan: scan)
            if category == .contentCarousel, candidate.reason == .pager || candidate.reason == .scrollableRow {
                nested = classify(candidate.parent.children, scan: scan)
                let inner = nested.filter { $0.category == .contentCarousel && $0.container != core?.id }.count
                if inner > 0 {
                    category = .screenPager
                    evidence.append(
                        "its pages hold \(inner) carousel\(inner == 1 ? "" : "s") of their own: a pager of screens")
                }
            }
            if let core, category == .contentCarousel {
                if nested.contains(where: { $0.container == core.id && $0.category == .contentCarousel }) {
                    // The pager is a carousel on its own evidence: the wrapper adds nothing.
                    result += nested
                } else {
                    // Only the place moves: the items the decision weighed (a page indicator among
                    // them says the position) and what they show stay the wrapper's.
                    result.append(
                        ContainerClassification(
                            container: core.id, items: candidate.items.map(\.id), category: category,
                            reason: candidate.reason,
                            evidence: evidence + [
                                "it only wraps \(FindingElement.describe(core)), of nearly its frame, which a screen "
                                    + "reader enters and names instead of it (\(FindingElement.describe(node)))"
                            ],
                            mayHaveMoreOffScreen: mayHaveMore(
                                container: node, cards: candidate.items, bounds: scan.metrics.bounds),
                            name: core.trimmedLabel ?? AccessibilityElement.trimmed(core.paneTitle),
                            signals: decision.readings))
                }
                continue
            }
            result.append(
                ContainerClassification(
                    container: node.id, items: candidate.items.map(\.id), category: category, reason: candidate.reason,
                    evidence: evidence,
                    mayHaveMoreOffScreen: mayHaveMore(
                        container: node, cards: candidate.items, bounds: scan.metrics.bounds),
                    name: node.trimmedLabel ?? AccessibilityElement.trimmed(node.paneTitle), signals: decision.readings)
            )
            switch category {
            case .screenPager, .other:
                if !nested.isEmpty {
                    result += nested
                } else {
                    stack.append(contentsOf: candidate.parent.children.reversed())
                }
            default:
                // A side-by-side run is only some of the node's children: the others (a pager
                // beside its two arrows) are searched too.
                if candidate.reason == .sideBySideCards {
                    let run = Set(candidate.items.map(\.id))
                    stack.append(contentsOf: node.children.filter { !run.contains($0.id) }.reversed())
                }
            }
        }
        return result
    }

    private func stopBearing(_ items: [AccessibilityElement], scan: Scan) -> Int {
        guard let stops = scan.stops else { return items.count }
        // A card the reader stops on, or holding a stop; on Android also a card that is
        // focusable or clickable (a tile with no text is still a card the user can reach by touch).
        return items.filter { card in
            card.subtreeContains { stops.contains($0.id) }
                || (scan.metrics.platform == .android && (card.isFocusable || card.isClickable))
        }.count
    }

    /// Classes that scroll only vertically (or hold a web page), on each platform, by the class
    /// table: an iOS scroll view may scroll sideways; Android's may not.
    static func isVerticalClass(_ className: String?, on platform: Platform) -> Bool {
        guard let className else { return false }
        switch platform {
        case .android:
            // Leanback's HorizontalGridView is named like a GridView but scrolls sideways.
            if WidgetClassNames.isLeanbackRow(className) { return false }
            // Scroll views and AbsListViews (ListView, GridView) scroll only vertically.
            let vertical: [WidgetClass] = [
                .scrollView, .nestedScrollView, .supportNestedScrollView, .absListView, .webView,
            ]
            return WidgetClass(lookalike: className)?.isKind(ofAny: vertical) ?? false
        case .iOS:
            return [.iosTable, .iosWebView].contains(WidgetClass(className: className))
        }
    }

    /// An iOS scroll view under any of the names WebDriverAgent, UIKit, idb (UIA) and AXe give it.
    static func isIOSScrollView(_ className: String?) -> Bool {
        className.flatMap(WidgetClass.init(className:)) == .iosScrollView
    }

    private func candidate(at node: AccessibilityElement, scan: Scan) -> Candidate? {
        if node.traits.contains(.adjustable), let label = node.trimmedLabel,
            scan.vocabulary.endsWithCarouselWord(label)
        {
            return Candidate(items: [], parent: node, reason: .adjustableCarousel)
        }
        let simpleClass = node.simpleClassName ?? ""
        // Looked for only by the branches that use them: most nodes are plain layouts that reach
        // the side-by-side run below without either, and finding the cards filters the children.
        lazy var found = Self.cards(of: node, metrics: scan.metrics)
        lazy var isRowOfCards =
            found.cards.count >= 2
            && isRow(found.cards, direction: scan.direction, focusZoom: scan.metrics.television != nil)
        if let role = node.roleDescription, scan.vocabulary.isCarouselWord(role) {
            return Candidate(items: found.cards, parent: found.parent, reason: .carouselRoleDescription)
        }
        // A page indicator drawn as one element says "Page 1 of 3" (UIPageControl's value, a
        // SwiftUI page view's dots).
        if node.children.isEmpty, scan.metrics.points(node.frame.height) <= classifier.dotSide,
            [node.label, node.value].compactMap({ $0 }).contains(where: {
                HorizontalContainerClassifier.pageMatch($0, vocabulary: scan.vocabulary) != nil
            })
        {
            return Candidate(items: [], parent: node, reason: .tabOrIndicatorContainer)
        }
        // A slider that states a page position is a page scrubber (a launcher draws its page
        // indicator as a SeekBar saying "page 3 of 3"): an indicator, never the pages.
        if node.role == .slider,
            [node.label, node.value].compactMap({ $0 }).contains(where: {
                HorizontalContainerClassifier.pageMatch($0, vocabulary: scan.vocabulary) != nil
            })
        {
            return Candidate(items: found.cards, parent: found.parent, reason: .tabOrIndicatorContainer)
        }
        if Self.isTabOrIndicatorContainer(node) || HorizontalContainerClassifier.indicatorIdentifier(node) != nil {
            return Candidate(items: found.cards, parent: found.parent, reason: .tabOrIndicatorContainer)
        }
        if node.role == .pager || Self.isPagerClass(simpleClass) {
            return Candidate(items: found.cards, parent: found.parent, reason: .pager)
        }
        // A horizontal scroll view whose items stack top to bottom (a timeline's tracks) holds
        // no row of cards: its items are searched instead.
        if node.role == .horizontalScrollView || WidgetClassNames.isHorizontalScrollView(simpleClass),
            found.cards.count < 2 || isRowOfCards
        {
            return Candidate(items: found.cards, parent: found.parent, reason: .horizontalScrollView)
        }
        let vertical = Self.isVerticalClass(node.className, on: scan.metrics.platform)
        let isCollection = node.role == .list || node.role == .grid || Self.isCollectionClass(node.className)
        if isCollection, vertical, !liesBeyondSides(found.cards, container: node, metrics: scan.metrics) {
            return nil
        }
        if isCollection {
            let oneRowInfo =
                node.collectionInfo.map { $0.rowCount == 1 && $0.columnCount > 1 } ?? false
            if oneRowInfo || isRowOfCards {
                return Candidate(items: found.cards, parent: found.parent, reason: .horizontalCollection)
            }
            if liesBeyondSides(found.cards, container: node, metrics: scan.metrics) {
                return Candidate(items: found.cards, parent: found.parent, reason: .pagedGrid)
            }
            return nil
        }
        // "Page x of y" marks the pages of a pager: the node's own children, not a wrapper's. A
        // node no taller than a small control that says it is a page indicator (MIUI's launcher
        // draws its dots in a SeekBar labelled "第 4 页共 4 页"), not a pager of pages.
        let ownItems = node.children.filter { !$0.isHidden && !$0.frame.isEmpty }
        // A page is larger than a control: a title bar of small buttons around "Page 1 of 2" (a
        // document's page) pages nothing.
        if !ownItems.isEmpty, !vertical, node.role != .scrollView,
            scan.metrics.points(node.frame.height) > classifier.smallItemHeight,
            ownItems.contains(where: { scan.metrics.points($0.frame.height) > classifier.smallItemHeight }),
            HorizontalContainerClassifier.pagePosition(
                in: node, items: ownItems, dotSide: classifier.dotSide * scan.metrics.density,
                vocabulary: scan.vocabulary) != nil
        {
            return Candidate(items: ownItems, parent: node, reason: .pager)
        }
        // Previous and next arrows at the node's two ends, level with a page between them, page
        // it (a web banner, a promoted-games pager): its pages are its other children. Any other
        // action among them (a weather widget's refresh button) makes it a card with controls.
        if ownItems.count >= 3, !vertical, node.role != .scrollView,
            let arrows = PagingArrowsSignal.arrows(
                at: node.frame, among: ownItems, pages: ownItems, metrics: scan.metrics)
        {
            let rest = ownItems.filter { $0.id != arrows.leading.id && $0.id != arrows.trailing.id }
            let pages = rest.filter { scan.metrics.points($0.frame.height) > classifier.smallItemHeight }
            let otherActions = rest.contains { item in
                !pages.contains { $0.id == item.id } && (item.isClickable || item.role == .button)
            }
            if !otherActions { return Candidate(items: pages, parent: node, reason: .pager) }
        }
        let scrolls =
            node.isScrollable || (scan.metrics.platform == .iOS && Self.isIOSScrollView(node.className))
        if scrolls, !vertical, scan.metrics.platform == .iOS || node.role != .scrollView, node.role != .list {
            if isRowOfCards { return Candidate(items: found.cards, parent: found.parent, reason: .scrollableRow) }
            if let heads = flattenedCards(in: found.cards, metrics: scan.metrics, direction: scan.direction) {
                return Candidate(items: heads, parent: found.parent, reason: .scrollableRow)
            }
            if liesBeyondSides(found.cards, container: node, metrics: scan.metrics) {
                return Candidate(items: found.cards, parent: found.parent, reason: .pagedGrid)
            }
        }
        let run = longestRun(in: node.children.filter { !$0.isHidden }, direction: scan.direction)
        guard run.count >= 2 else { return nil }
        return Candidate(items: run, parent: node, reason: .sideBySideCards)
    }

    /// A collection view under any of its iOS names (WebDriverAgent, UIKit, idb, AXe), or an
    /// Android RecyclerView (an app's class named like one included).
    static func isCollectionClass(_ className: String?) -> Bool {
        guard let className else { return false }
        if WidgetClass(className: className) == .iosCollectionView { return true }
        // Leanback's HorizontalGridView is a RecyclerView subclass the class table does not name.
        if WidgetClassNames.isLeanbackRow(AccessibilityElement.lastDotComponent(of: className)) { return true }
        return WidgetClass(lookalike: className)?.isKind(ofAny: [.recyclerView, .supportRecyclerView]) ?? false
    }

    /// A class named like a pager (ViewPager, ViewPager2, HorizontalPager, a library's
    /// LoopingViewPager), but not a pager's title or tab strip: ``ClassNameCue/pager``.
    static func isPagerClass(_ name: String) -> Bool {
        ClassNameCue.pager.isCarried(by: name)
    }

    /// Whether the class or type names a tab strip, tab bar, segmented control or page indicator.
    static func isTabOrIndicatorContainer(_ node: AccessibilityElement) -> Bool {
        (node.className.map(ClassNameCue.tabStrip.isCarried) ?? false) || node.containerType == .tabBar
            || node.role == .tabBar
    }

    /// Whether a collection's cells lie beyond the screen's left or right side (iOS gives
    /// unclipped frames), or, on Android, whether its right-most cells are clipped at the
    /// screen's right edge while the container holds more than one row.
    ///
    /// On Android the other cells must share a width (within ``AlikeCardsSignal/sizeTolerance``):
    /// a grid's adapter inflates one layout per cell, so its cells are alike, while a vertical
    /// list's children (a heading, a row of cards, a floating button at the edge) are not.
    private func liesBeyondSides(
        _ cards: [AccessibilityElement], container: AccessibilityElement, metrics: ScreenMetrics
    ) -> Bool {
        let bounds = metrics.bounds
        guard cards.count >= 2, !bounds.isEmpty else { return false }
        if cards.contains(where: { $0.frame.minX >= bounds.maxX - 1 || $0.frame.maxX <= bounds.minX + 1 }) {
            return true
        }
        guard metrics.platform == .android, container.isScrollable else { return false }
        let widest = cards.map(\.frame.width).max() ?? 0
        let clipped = cards.filter { $0.frame.maxX >= bounds.maxX - 1 && $0.frame.width < widest * 0.96 }
        let whole = cards.filter { card in !clipped.contains { $0.id == card.id } }
        guard !clipped.isEmpty, let narrowest = whole.map(\.frame.width).min(),
            let widestWhole = whole.map(\.frame.width).max()
        else { return false }
        return narrowest >= widestWhole * (1 - AlikeCardsSignal.sizeTolerance)
    }

    /// Whether the card lies partly or wholly off screen: its frame crosses the screen's edge, or
    /// the dump marks it not visible (Appium's `visible="false"` for cells scrolled out of view).
    ///
    /// Only sideways counts: a row of a vertical grid below the screen's bottom is not a
    /// carousel's hidden card, so a card marked not visible must lie within the screen's height.
    static func isOffScreen(_ card: AccessibilityElement, bounds: ScreenRect) -> Bool {
        let crossesSide = card.frame.minX < bounds.minX - 1 || card.frame.maxX > bounds.maxX + 1
        let withinHeight = card.frame.minY < bounds.maxY && card.frame.maxY > bounds.minY
        return crossesSide || (!card.isVisible && withinHeight)
    }

    /// The cards of a container: its children with area that are not hidden from screen readers
    /// (cards scrolled out of view count), looking through single-child wrappers; with the
    /// element whose children they are.
    ///
    /// A pager's or a list's (`RecyclerView`, collection view) children are its items, so their
    /// wrappers are not looked through: a one-item list's item is not a wrapper. A pager whose
    /// only child is a list (ViewPager2's internal RecyclerView) has that list's children as pages.
    ///
    /// On Android, a child of a scrolling container lying on the screen but wholly outside the
    /// container's frame is none of its items (``liesOutside(_:of:screen:)``).
    private static func cards(
        of container: AccessibilityElement, metrics: ScreenMetrics
    ) -> (parent: AccessibilityElement, cards: [AccessibilityElement]) {
        var current = container
        let itemsAreChildren =
            container.role == .pager || container.role == .list || container.role == .grid
            || isPagerClass(container.simpleClassName ?? "")
            || isCollectionClass(container.className)
        while !itemsAreChildren, current.children.count == 1, let only = current.children.first, !only.children.isEmpty,
            !only.isAccessibilityElement, !only.isClickable
        {
            current = only
        }
        // ViewPager2 keeps its pages in an internal RecyclerView, its only child.
        if container.role == .pager || isPagerClass(container.simpleClassName ?? ""),
            container.children.count == 1, let only = container.children.first,
            only.role == .list || isCollectionClass(only.className)
        {
            current = only
        }
        // Any container that scrolls or pages: `isClippedAtSide` asks for a full-height child on a
        // left or right edge, which only a sideways scroll leaves (a vertical list clips its rows
        // to no height), so the axis need not be known here.
        let scrolls =
            container.isScrollable || container.role == .horizontalScrollView || container.role == .pager
            || isPagerClass(container.simpleClassName ?? "")
            || WidgetClassNames.isHorizontalScrollView(container.simpleClassName ?? "")
        return (
            current,
            current.children.filter { child in
                guard !child.isHidden else { return false }
                if child.frame.isEmpty { return scrolls && isClippedAtSide(child, by: container) }
                return
                    !(scrolls && metrics.platform == .android
                    && liesOutside(child, of: container, screen: metrics.bounds))
            }
        )
    }

    /// Whether a child lies on the screen but wholly outside its scroller's frame, clear of its
    /// sides (more than one pixel away): a view drawn beside what the scroller scrolls, not one of
    /// its items.
    ///
    /// A scroller clips what it scrolls on the axis it scrolls. An Android view's accessibility
    /// bounds are clipped to its parents (AOSP `View.onInitializeAccessibilityNodeInfoInternal`
    /// takes `getBoundsOnScreen(bounds, true)`), so a view scrolled out of a sideways scroller ends
    /// as a line at its side (``isClippedAtSide(_:by:)``). Compose clips a scrolling container's
    /// content at the two ends of its scroll axis only, letting 30 dp of shadow show across the
    /// other (androidx/androidx @ 080d2b3e, compose/foundation/foundation/src/commonMain/kotlin/
    /// androidx/compose/foundation/ClipScrollableContainer.kt, lines 38-45 `clipScrollableContainer`,
    /// 62-63 `MaxSupportedElevation`, 65-99 the horizontal shape clipping left and right, the
    /// vertical one top and bottom). A child clear of a scroller's left or right side was therefore
    /// not clipped sideways: the scroller does not scroll it into view sideways (a vertical panel's
    /// handle beside it).
    ///
    /// The child must lie on the screen: frames that are not clipped (iOS, an Espresso dump, a
    /// screen this package models) keep the cards scrolled off screen, which lie outside their
    /// scroller and past the screen's side.
    static func liesOutside(
        _ child: AccessibilityElement, of container: AccessibilityElement, screen: ScreenRect
    ) -> Bool {
        let (item, frame) = (child.frame, container.frame)
        guard !frame.isEmpty else { return false }
        let tolerance = 1.0
        let onScreen =
            screen.isEmpty
            || (item.minX >= screen.minX - tolerance && item.maxX <= screen.maxX + tolerance
                && item.minY >= screen.minY - tolerance && item.maxY <= screen.maxY + tolerance)
        return onScreen
            && (item.maxX < frame.minX - tolerance || item.minX > frame.maxX + tolerance
                || item.maxY < frame.minY - tolerance || item.minY > frame.maxY + tolerance)
    }

    /// Whether an item of a sideways scroller was scrolled out of view and clipped to nothing at
    /// its left or right edge: no width, its full height, standing on one of the scroller's sides.
    ///
    /// An Android view's accessibility bounds are its bounds on screen clipped to its parents
    /// (AOSP `View.onInitializeAccessibilityNodeInfoInternal` takes `getBoundsOnScreen(bounds,
    /// true)`, clipping to each parent), and uiautomator and Appium write those bounds: a banner
    /// slide scrolled out of a HorizontalScrollView keeps its node, with `[x,y][x,y']` at the
    /// scroller's edge, as iOS keeps a cell scrolled out of a collection view with its frame
    /// (``ItemsNotVisibleSignal``). TalkBack reaches such a node (docs/fidelity.md, visibility), so
    /// it is one of the row's items. A child with no height, or one inside the scroller's sides,
    /// is clipped by something else and is not counted.
    static func isClippedAtSide(_ child: AccessibilityElement, by container: AccessibilityElement) -> Bool {
        let frame = child.frame
        guard frame.width <= 0, frame.height > 0 else { return false }
        let tolerance = 1.0
        return abs(frame.minX - container.frame.minX) <= tolerance
            || abs(frame.minX - container.frame.maxX) <= tolerance
    }

    /// Whether the elements form one row: taken along the layout direction, tops within tolerance,
    /// each starting after the previous one ends. The tree order does not matter (a reversed
    /// layout is still a row).
    ///
    /// With `focusZoom` (a TV's screen), neighbours may overlap by up to ``focusZoomOverlap`` of
    /// the narrower one's width: TV rows zoom the focused card over its neighbours (AndroidX
    /// Leanback's FocusHighlight zooms by up to 1.18, growing a card 9% on each side:
    /// leanback/res/values/dimens.xml, `lb_focus_zoom_factor_large` 118%).
    private func isRow(
        _ elements: [AccessibilityElement], direction: ScreenLayoutDirection, focusZoom: Bool = false
    ) -> Bool {
        let sign: Double = direction == .rightToLeft ? -1 : 1
        let laidOut = elements.sorted { sign * $0.frame.midX < sign * $1.frame.midX }
        return zip(laidOut, laidOut.dropFirst()).allSatisfy { previous, next in
            let overlap = focusZoom ? min(previous.frame.width, next.frame.width) * Self.focusZoomOverlap : 0
            return isNext(
                next, after: previous, direction: direction, alignedBy: [.top, .centre, .bottom], overlap: overlap)
        }
    }

    /// How much of a card's width a TV's focus zoom may lay over its neighbour (see
    /// ``isRow(_:direction:focusZoom:)``).
    static let focusZoomOverlap = 0.09

    /// How side-by-side items line up.
    private enum RowAlignment {
        case top, centre, bottom
    }

    /// Whether `next` follows `previous` in a row: it starts after it ends, along the layout
    /// direction, and they line up in one of the alignments. A scrolling or collection row may
    /// align its items by their tops, centres or bottoms (a cover-flow centres covers of
    /// decreasing size); a run among a plain layout's children must share its tops, since
    /// centred parts of one card (an icon beside its text) are not items.
    private func isNext(
        _ next: AccessibilityElement, after previous: AccessibilityElement, direction: ScreenLayoutDirection,
        alignedBy alignments: [RowAlignment] = [.top], overlap: Double = 0
    ) -> Bool {
        let (a, b) = (next.frame, previous.frame)
        let aligned = alignments.contains { alignment in
            switch alignment {
            case .top: abs(a.minY - b.minY) < rowTolerance
            case .centre: abs(a.midY - b.midY) < rowTolerance
            case .bottom: abs(a.maxY - b.maxY) < rowTolerance
            }
        }
        guard aligned else { return false }
        switch direction {
        case .leftToRight: return next.frame.minX >= previous.frame.maxX - rowTolerance - overlap
        case .rightToLeft: return next.frame.maxX <= previous.frame.minX + rowTolerance + overlap
        }
    }

    /// The cards of a scrolling row whose items' parts are dumped as siblings: the heads of
    /// side-by-side columns, or `nil`.
    ///
    /// Compose reports only the nodes that carry semantics, so a `LazyRow` item whose column
    /// (a thumbnail, a title, a byline) has none of its own leaves its parts as siblings of the
    /// other items' parts: the row's children then fall into columns that do not overlap
    /// sideways. Each column must be one card (taller than ``HorizontalContainerClassifier/smallItemHeight``)
    /// with only smaller elements (its captions) below it, and the cards' tops must align; a
    /// vertical grid's columns hold several cards each, and a vertical list's children overlap
    /// sideways, so neither qualifies.
    ///
    /// A column's captions may also lie on its head rather than below it, when the head is a
    /// childless backdrop (a card's background or gradient layer) and the captions lie inside its
    /// frame. Android hides views that "serve only as containers" from accessibility services
    /// (developer.android.com, `View.isImportantForAccessibility()`), and a service without
    /// `AccessibilityServiceInfo.FLAG_INCLUDE_NOT_IMPORTANT_VIEWS` (uiautomator's compressed
    /// dump) sees their children as the kept ancestor's: a card whose content wrapper is such a
    /// container leaves its backdrop and its texts as siblings of the other cards' parts.
    private func flattenedCards(
        in children: [AccessibilityElement], metrics: ScreenMetrics, direction: ScreenLayoutDirection
    ) -> [AccessibilityElement]? {
        let parts = children.filter { !$0.isHidden && !$0.frame.isEmpty }.sorted { $0.frame.minX < $1.frame.minX }
        var columns: [[AccessibilityElement]] = []
        var columnEnd = -Double.infinity
        for part in parts {
            if part.frame.minX < columnEnd - rowTolerance, !columns.isEmpty {
                columns[columns.count - 1].append(part)
                columnEnd = Swift.max(columnEnd, part.frame.maxX)
            } else {
                columns.append([part])
                columnEnd = part.frame.maxX
            }
        }
        guard columns.count >= 2 else { return nil }
        var heads: [AccessibilityElement] = []
        for column in columns {
            let stacked = column.sorted { $0.frame.minY < $1.frame.minY }
            guard let head = stacked.first, metrics.points(head.frame.height) > classifier.smallItemHeight,
                stacked.dropFirst().allSatisfy({ part in
                    let below = part.frame.minY >= head.frame.maxY - rowTolerance
                    let onBackdrop = head.children.isEmpty && head.frame.contains(part.frame)
                    return (below || onBackdrop) && metrics.points(part.frame.height) <= classifier.smallItemHeight
                })
            else { return nil }
            heads.append(head)
        }
        guard let top = heads.first?.frame.minY, heads.allSatisfy({ abs($0.frame.minY - top) < rowTolerance }),
            heads.contains(where: { $0.frame.maxY < heads[0].frame.maxY + 1 }),
            columns.contains(where: { $0.count > 1 })
        else { return nil }
        return direction == .rightToLeft ? heads.reversed() : heads
    }

    /// The longest run of consecutive siblings with area that lie side by side.
    private func longestRun(
        in children: [AccessibilityElement], direction: ScreenLayoutDirection
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
        container: AccessibilityElement, cards: [AccessibilityElement], bounds: ScreenRect
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
