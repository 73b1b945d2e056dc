import AccessibilityTree
import Foundation

/// Decides what a horizontal container is for: a content carousel, or one of the rows that
/// look like one to a naive detector (tabs, bottom navigation, chips, a screen pager, an action
/// row, page dots), and records why.
///
/// The signals come from how the platforms' widgets present themselves, checked in this order
/// (the first that applies decides):
/// 1. Declared carousels: this package's adjustable carousel, `roleDescription` "Carousel".
/// 2. Tabs: a tab container class (`TabLayout`, `TabWidget`, `PagerTabStrip`, `UITabBar`,
///    `XCUIElementTypeTabBar`, segmented controls), the tab-bar container type or role, items that
///    are tabs (`ActionBar$Tab`, `TabLayout$TabView`, the tab trait or role, `roleDescription`
///    "Tab"); a bottom navigation class (`BottomNavigationView`, `NavigationBarView`) or a tab bar
///    along the bottom edge is bottom navigation. Tiny items in a tab container are page dots
///    (a `TabLayout` is often used as a pager's indicator).
/// 3. Page dots: an indicator class (`XCUIElementTypePageIndicator`, `UIPageControl`, a class
///    named `…PageIndicator…` or `…Dots…`) or identifier (`page_indicator`), an element at most 24 pt/dp tall saying "Page x of
///    y", or three or more items at most 24 pt/dp on each side.
/// 4. Chips: `Chip` items or a `ChipGroup`.
/// 5. A screen pager: a pager (or a row of page-wide items) at least 90% of the screen wide and
///    60% of it high: its page is the app's main content; a pager, scrolling row or list whose
///    every item is at least 60% of the screen high (reels, a feed); a pager whose page holds a
///    vertical list; a launcher's home screens (`Workspace`, `PagedView`, `ScreenView`; a
///    `Hotseat` dock is other). (After detection, a pager right under a tab strip is one too.)
/// 6. Bottom navigation: 2 to 6 items on screen, each named in at most three words (or none
///    named), in a bar no taller than 100 pt/dp whose bottom edge is within 56 pt/dp of the
///    screen's (above a 48 dp system navigation bar), spanning 80% of its width, that does not
///    scroll.
/// 7. The selected-tab pattern: exactly one item selected (itself or inside it), all of them
///    short, single-line labels, all on screen: a tab strip without a tab class (Compose).
/// 8. Icons with short captions (every item a short label, three in four with an icon: an end
///    item may be clipped to its caption), none taller than 72 pt/dp: a tab or tool strip (app
///    icons and story avatars in a shelf are taller).
/// 9. Small items, none taller than 56 pt/dp (chips are 32 dp, buttons 36 to 48 dp; a content
///    card is taller): chips when they are checkable or have short single-line text, an action
///    row when they are few icon buttons or verb-labelled buttons. Small images with no text in
///    a row that runs off the screen (avatars, covers) go on to the content checks.
/// 10. A content carousel: a pager, "Page x of y" in its content, items extending beyond the
///    screen or the container's edge (uiautomator clips bounds to the screen, so a last card
///    touching the screen's edge narrower than its alike neighbours, or a scrollable row with
///    an item at its side, counts), cells beyond the screen's sides (a paged grid), a
///    `HorizontalScrollView`, or an Android horizontal `RecyclerView` of four or more cards
///    (dumps leave out the items scrolled out of view).
/// 11. Otherwise other: a fixed row whose items all fit on the screen.
public struct HorizontalContainerClassifier: Sendable {
    /// The largest side of a page-indicator dot, in points or dp.
    public var dotSide: Double = 24
    /// The tallest item of a chip or action row, in points or dp.
    public var smallItemHeight: Double = 56
    /// The tallest icon-and-caption item of a tab or tool strip, in points or dp.
    public var captionedItemHeight: Double = 72
    /// The tallest bottom navigation bar, in points or dp.
    public var bottomBarHeight: Double = 100

    /// Creates a classifier with the default thresholds.
    public init() {}

    /// What a horizontal container found by ``CarouselDetector`` is for, with the evidence.
    ///
    /// - Parameters:
    ///   - container: the container.
    ///   - items: its items, in layout order.
    ///   - reason: how the detector recognised it as horizontal.
    ///   - screen: the screen it is on.
    /// - Complexity: O(n) in the size of the container's subtree.
    public func classify(
        _ container: AccessibilityElement, items: [AccessibilityElement], reason: DetectedCarousel.Reason,
        on screen: AccessibilityScreen
    ) -> (category: ContainerCategory, evidence: [String]) {
        classify(
            container, items: items, reason: reason, metrics: ScreenMetrics(screen: screen),
            vocabulary: AuditVocabulary(language: AuditLanguage.resolve(for: screen).tag))
    }

    func classify(
        _ container: AccessibilityElement, items: [AccessibilityElement], reason: DetectedCarousel.Reason,
        metrics: ScreenMetrics, vocabulary: AuditVocabulary = .english
    ) -> (category: ContainerCategory, evidence: [String]) {
        switch reason {
        case .adjustableCarousel:
            return (.contentCarousel, ["an adjustable element named \"…, Carousel\": this package's carousel"])
        case .carouselRoleDescription:
            return (.contentCarousel, ["roleDescription \"Carousel\": the app declares a carousel"])
        default:
            break
        }
        let facts = Facts(container: container, items: items, metrics: metrics)
        var evidence: [String] = []
        if let tab = tabSignal(container, items: items, vocabulary: vocabulary) {
            evidence.append(tab)
            if facts.count >= 2, facts.maxSide <= dotSide {
                evidence.append("its \(facts.count) items are at most \(facts.describeMaxSide): indicator dots")
                return (.pageDots, evidence)
            }
            if let bottom = bottomNavigationSignal(container, items: items, facts: facts, requireShape: false) {
                evidence.append(bottom)
                return (.bottomNavigation, evidence)
            }
            return (.tabs, evidence)
        }
        if let indicator = Self.indicatorClass(container) {
            let what =
                indicator.hasPrefix("with ")
                ? "\(container.simpleClassName ?? "element") \(indicator)" : "class \(indicator)"
            return (.pageDots, ["\(what): a page indicator"])
        }
        if items.isEmpty, metrics.points(container.frame.height) <= dotSide,
            let position = [container.label, container.value].compactMap({ $0 }).lazy.compactMap({
                Self.pageMatch($0, vocabulary: vocabulary)
            }).first
        {
            return (
                .pageDots,
                [
                    "says \"\(position)\" and is \(facts.describe(metrics.points(container.frame.height))) tall: a page indicator"
                ]
            )
        }
        if facts.count >= 3, facts.maxSide <= dotSide {
            var dots = ["its \(facts.count) items are at most \(facts.describeMaxSide) on each side: indicator dots"]
            if facts.unlabelled > 0 { dots.append("\(facts.unlabelled) of them have no label") }
            if facts.disabled > 0 { dots.append("\(facts.disabled) of them are disabled") }
            return (.pageDots, dots)
        }
        if let chip = Self.chipClass(container, items: items) {
            return (.chips, ["class \(chip): chips"])
        }
        if let launcher = Self.launcherClass(container) {
            let wide = container.frame.height >= metrics.bounds.height * 0.5
            return (
                wide ? .screenPager : .other,
                ["class \(launcher): a launcher's home screens or dock, not content cards"]
            )
        }
        let isPager = reason == .pager
        if isPager || reason == .scrollableRow || reason == .horizontalCollection, !items.isEmpty,
            items.allSatisfy({ $0.frame.height >= metrics.bounds.height * 0.6 })
        {
            return (
                .screenPager,
                ["every item is at least 60% of the screen's height: full-screen pages (reels, a feed), not cards"]
            )
        }
        if isPager, let list = Self.verticalList(in: items) {
            return (
                .screenPager,
                [
                    "its page holds a vertical list (\(FindingElement.describe(list))): a page of the app's content, "
                        + "not a card"
                ]
            )
        }
        let pageWide =
            !items.isEmpty && items.count <= 3 && items.allSatisfy { $0.frame.width >= container.frame.width * 0.85 }
        if (isPager || pageWide), let screenShare = screenShare(of: container, metrics: metrics) {
            return (
                .screenPager,
                [
                    (isPager ? "a pager" : "a row of page-wide items") + " covering " + screenShare
                        + ": its page is the app's main content, not a block to skip"
                ]
            )
        }
        if let bottom = bottomNavigationSignal(container, items: items, facts: facts, requireShape: true) {
            return (.bottomNavigation, [bottom])
        }
        if let selected = selectedTabSignal(items: items, facts: facts) {
            return (.tabs, [selected])
        }
        let pageText = Self.pagePosition(
            in: container, items: items, dotSide: dotSide * metrics.density, vocabulary: vocabulary)
        if !isPager, pageText == nil, facts.count >= 2, facts.maxHeight <= captionedItemHeight,
            facts.shortText == facts.count, facts.captionedIcons * 4 >= facts.count * 3
        {
            return (
                .tabs,
                [
                    "every item is an icon with a short caption, at most \(facts.describe(facts.maxHeight)) tall: "
                        + "a tab or tool strip, not content cards"
                ]
            )
        }
        let heightClipped = items.contains { item in
            item.frame.maxY >= metrics.bounds.maxY - 1 || item.frame.minY <= metrics.bounds.minY + 1
        }
        if !isPager, pageText == nil, facts.count >= 2, facts.maxHeight <= smallItemHeight, !heightClipped {
            let size = "every item is at most \(facts.describe(facts.maxHeight)) tall (content cards are taller)"
            if facts.checkable * 2 >= facts.count {
                return (.chips, [size, "\(facts.checkable) of \(facts.count) items are checkable: filter chips"])
            }
            let verbs = items.compactMap { Self.verbLabel($0) }
            if facts.count <= 6, verbs.count * 2 >= facts.count {
                let what = "labels start with verbs (\(verbs.prefix(3).joined(separator: ", ")))"
                return (.actionRow, [size, what + ": actions on the content around them"])
            }
            let imagesOnly = facts.iconOnly * 2 >= facts.count
            let overflows = !extent(container, items: items, metrics: metrics).isEmpty
            if imagesOnly, overflows {
                // A row of small images that runs off the screen: avatars or covers, not actions.
                evidence.append(
                    "small images with no visible text in a row that runs off the screen: avatars or covers, "
                        + "not actions")
            } else if facts.count <= 6, imagesOnly, facts.maxWidth <= 64 {
                let what = "\(facts.iconOnly) of \(facts.count) items are icons with no visible text"
                return (.actionRow, [size, what + ", at most \(facts.describe(facts.maxWidth)) wide: icon buttons"])
            } else if facts.shortText == facts.count {
                return (.chips, [size, "every item is a short single-line label: chips or filters"])
            } else if facts.unlabelled == 0 {
                return (.actionRow, [size, "small labelled controls rather than cards"])
            } else {
                evidence.append(
                    "small items with no text, \(facts.describe(facts.maxWidth)) wide: thumbnails, perhaps cut off "
                        + "by a bar")
            }
        }
        if isPager { evidence.append("a pager (\(container.simpleClassName ?? "role pager")) of content pages") }
        if let pageText { evidence.append("its content says \"\(pageText)\": pages of a pager") }
        let beyond = extent(container, items: items, metrics: metrics)
        evidence += beyond
        let name = container.simpleClassName ?? ""
        if reason == .horizontalScrollView, beyond.isEmpty {
            evidence.append("a horizontal scroll view: the app lays the row out to scroll")
        }
        if metrics.platform == .android, name.hasSuffix("RecyclerView"), facts.count >= 4, beyond.isEmpty {
            evidence.append(
                "a horizontal RecyclerView of \(facts.count) cards: Android dumps leave out the items scrolled out "
                    + "of view, so a shelf that fits may still scroll")
        }
        if isPager || pageText != nil || !beyond.isEmpty || reason == .horizontalScrollView
            || (metrics.platform == .android && name.hasSuffix("RecyclerView") && facts.count >= 4)
        {
            if facts.count > 0 {
                evidence.append("items up to \(facts.describe(facts.maxHeight)) tall: content-sized")
            }
            return (.contentCarousel, evidence)
        }
        return (.other, ["all \(facts.count) items fit on the screen and the row does not scroll"])
    }

    /// Why the items are known to extend beyond what the screen shows, empty when they are not.
    func extent(_ container: AccessibilityElement, items: [AccessibilityElement], metrics: ScreenMetrics) -> [String] {
        var reasons: [String] = []
        let bounds = metrics.bounds
        // Sideways only: items below the screen's bottom belong to a vertical scroll.
        let withinHeight = { (item: AccessibilityElement) in
            item.frame.minY < bounds.maxY && item.frame.maxY > bounds.minY
        }
        if items.contains(where: { !$0.isVisible && withinHeight($0) }) {
            reasons.append("some items are marked not visible: scrolled out of view")
        }
        if items.contains(where: { $0.frame.minX < bounds.minX - 1 || $0.frame.maxX > bounds.maxX + 1 }) {
            reasons.append("some items cross the screen's edge")
        }
        // A row that scrolls sideways and overflows has an item at, or past, its left or right
        // edge (uiautomator clips it there); a scrollable list whose row sits inside its sides
        // scrolls the other way (a vertical grid showing one row).
        let edge = metrics.onePoint * 2
        let reachesSide = items.contains { item in
            item.frame.minX <= container.frame.minX + edge || item.frame.maxX >= container.frame.maxX - edge
        }
        if container.isScrollable, reachesSide {
            reasons.append("the row is scrollable")
        }
        if let info = container.collectionInfo, !Self.isInferred(info: container),
            max(info.rowCount, info.columnCount) > items.count
        {
            reasons.append("its collection info counts more items than the dump shows")
        }
        if metrics.platform == .android, items.count >= 2, let last = items.max(by: { $0.frame.maxX < $1.frame.maxX }),
            let first = items.min(by: { $0.frame.minX < $1.frame.minX })
        {
            // Cards are alike: the others' widths agree within 15% (a list row's icon, title and
            // button do not), unless the container is a scroller anyway.
            func alike(_ others: [AccessibilityElement]) -> Bool {
                guard let narrowest = others.map(\.frame.width).min(), let widest = others.map(\.frame.width).max()
                else { return false }
                return container.isScrollable || (others.count >= 2 && narrowest >= widest * 0.85)
            }
            let widest = items.map(\.frame.width).max() ?? 0
            let clippedRight =
                last.frame.maxX >= bounds.maxX - 1 && last.frame.width < widest * 0.96
                && alike(items.filter { $0.id != last.id })
            let clippedLeft =
                first.frame.minX <= bounds.minX + 1 && first.frame.width < widest * 0.96
                && alike(items.filter { $0.id != first.id })
            if clippedRight || clippedLeft {
                reasons.append(
                    "an end item touches the screen's edge and is narrower than the others: uiautomator clipped it")
            }
        }
        return reasons
    }

    /// Whether the importer guessed the collection info from the dump's children.
    static func isInferred(info element: AccessibilityElement) -> Bool {
        element.inferences.contains { $0.hasPrefix("collectionInfo inferred") }
    }

    private static let tabContainerSuffixes = [
        "TabLayout", "TabWidget", "TabStrip", "TabBar", "TabRow", "TabHost", "SegmentedControl",
        "BottomNavigationView", "NavigationBarView", "BottomNavigation", "NavigationRailView", "BottomBar",
    ]
    private static let tabItemMarkers = ["$Tab", "TabView", "NavigationItemView", "NavigationBarItemView", "TabItem"]

    /// Why the container is a tab strip, by its class, type, role or its items', or `nil`.
    private func tabSignal(
        _ container: AccessibilityElement, items: [AccessibilityElement], vocabulary: AuditVocabulary
    ) -> String? {
        let name = container.simpleClassName ?? ""
        if let suffix = Self.tabContainerSuffixes.first(where: { name.hasSuffix($0) }) {
            return "class \(name) (a \(suffix)): a tab strip or navigation bar"
        }
        if name == "UITabBar" || name == "XCUIElementTypeTabBar" || container.containerType == .tabBar
            || container.role == .tabBar || container.traits.contains(.tabBar)
        {
            return "a tab bar (\(name.isEmpty ? "container type" : name))"
        }
        if name == "XCUIElementTypeSegmentedControl" || name == "UISegmentedControl" {
            return "a segmented control (\(name))"
        }
        let tabItems = items.filter { item in
            let itemName = item.className ?? ""
            return Self.tabItemMarkers.contains { itemName.contains($0) } || item.traits.contains(.tab)
                || item.role == .tab
                || item.roleDescription.map(vocabulary.isTabWord) == true
        }
        if !tabItems.isEmpty, tabItems.count * 2 >= items.count {
            let sample = tabItems[0]
            let what =
                sample.roleDescription.map { "roleDescription \"\($0)\"" } ?? sample.className
                ?? (sample.traits.contains(.tab) ? "the tab trait" : "role tab")
            return "\(tabItems.count) of \(items.count) items are tabs (\(what))"
        }
        return nil
    }

    /// Exactly one item selected, every item a short label, all on screen: a tab strip.
    private func selectedTabSignal(items: [AccessibilityElement], facts: Facts) -> String? {
        guard facts.count >= 2, facts.count <= 8, facts.shortText == facts.count, facts.allOnScreen else { return nil }
        let selected = items.filter { item in item.subtree.contains { $0.isSelected } }
        guard selected.count == 1 else { return nil }
        let notClickable =
            !selected[0].isClickable && items.contains { $0.isClickable }
            ? "; the selected one is not clickable, the others are" : ""
        return "one of \(facts.count) short-labelled items is selected\(notClickable): a tab strip"
    }

    /// Why the row is a bottom navigation bar, or `nil`.
    private func bottomNavigationSignal(
        _ container: AccessibilityElement, items: [AccessibilityElement], facts: Facts, requireShape: Bool
    ) -> String? {
        let name = container.simpleClassName ?? ""
        if ["BottomNavigationView", "NavigationBarView", "BottomNavigation", "BottomBar"].contains(where: {
            name.hasSuffix($0)
        }) {
            return "class \(name): bottom navigation"
        }
        let bounds = facts.metrics.bounds
        let atBottom = container.frame.maxY >= bounds.maxY - facts.metrics.onePoint * 56
        let height = facts.metrics.points(container.frame.height)
        guard atBottom, height <= bottomBarHeight, container.frame.width >= bounds.width * 0.8 else { return nil }
        if !requireShape {
            return "along the screen's bottom edge: bottom navigation"
        }
        // A navigation bar spreads its destinations across its width, and is not itself a control:
        // a search box along the bottom (a launcher's) holds its accessory buttons at one end.
        let spread = (items.map(\.frame.maxX).max() ?? 0) - (items.map(\.frame.minX).min() ?? 0)
        guard (2...6).contains(facts.count), facts.allOnScreen, !container.isScrollable, !container.isClickable,
            spread >= container.frame.width * 0.5,
            facts.shortText == facts.count || facts.unlabelled == facts.count
        else { return nil }
        return "\(facts.count) items in a bar \(facts.describe(height)) tall along the screen's bottom edge, "
            + "spanning its width: bottom navigation"
    }

    /// The share of the screen the container covers, when it is most of it.
    private func screenShare(of container: AccessibilityElement, metrics: ScreenMetrics) -> String? {
        let bounds = metrics.bounds
        guard bounds.width > 0, bounds.height > 0,
            let visible = container.frame.intersection(bounds)
        else { return nil }
        let wide = visible.width / bounds.width
        let high = visible.height / bounds.height
        guard wide >= 0.9, high >= 0.6 else { return nil }
        return "\(Int((wide * 100).rounded()))% of the screen's width and \(Int((high * 100).rounded()))% of its height"
    }

    /// Launcher classes (AOSP Launcher3, MIUI) whose children are home-screen pages or dock icons.
    private static func launcherClass(_ container: AccessibilityElement) -> String? {
        let name = container.simpleClassName ?? ""
        let launcher = ["Workspace", "PagedView", "ScreenView", "Hotseat", "CellLayout"]
        return launcher.contains { name.hasSuffix($0) } ? name : nil
    }

    /// A vertically scrolling list inside the items: a scrollable element whose children stack
    /// top to bottom, or a list with collection info of one column and several rows.
    static func verticalList(in items: [AccessibilityElement]) -> AccessibilityElement? {
        for item in items {
            for element in item.subtree {
                let children = element.children.filter { !$0.frame.isEmpty }
                if let info = element.collectionInfo, info.columnCount == 1, info.rowCount > 1,
                    !isInferred(info: element) || children.count > 1
                {
                    let stacked = zip(children, children.dropFirst()).allSatisfy { $1.frame.minY >= $0.frame.maxY - 1 }
                    if stacked { return element }
                }
                guard element.isScrollable || element.role == .scrollView, children.count >= 2 else { continue }
                let stacked = zip(children, children.dropFirst()).allSatisfy { $1.frame.minY >= $0.frame.maxY - 1 }
                if stacked { return element }
            }
        }
        return nil
    }

    /// The developer's identifier of a page indicator (`page_indicator`, `pager_indicator`,
    /// `dots_indicator`, `pageControl`...): the part after `:id/`, when it names one. A loading
    /// or unread "indicator" does not.
    static func indicatorIdentifier(_ element: AccessibilityElement) -> String? {
        guard let identifier = element.identifier else { return nil }
        let entry = identifier.split(separator: "/").last.map(String.init) ?? identifier
        let key = entry.lowercased().filter { $0.isLetter }
        let names = [
            "pageindicator", "pagerindicator", "pagecontrol", "dotsindicator", "dotindicator", "indicatordots",
            "circleindicator",
        ]
        return names.contains { key.contains($0) } ? entry : nil
    }

    private static func indicatorClass(_ container: AccessibilityElement) -> String? {
        if let identifier = indicatorIdentifier(container) { return "with resource-id \(identifier)" }
        let name = container.simpleClassName ?? ""
        if name == "XCUIElementTypePageIndicator" || name == "UIPageControl" { return name }
        let lowered = name.lowercased()
        if lowered.contains("pageindicator") || lowered.contains("dotsindicator") || lowered.hasSuffix("dots")
            || lowered.contains("circleindicator")
        {
            return name
        }
        return nil
    }

    private static func chipClass(_ container: AccessibilityElement, items: [AccessibilityElement]) -> String? {
        let name = container.simpleClassName ?? ""
        if name.hasSuffix("ChipGroup") { return name }
        let chips = items.filter { ($0.simpleClassName ?? "").hasSuffix("Chip") }
        if !chips.isEmpty, chips.count * 2 >= items.count { return chips[0].simpleClassName }
        return nil
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

    /// Verbs that start the labels of action buttons beside content.
    private static let actionVerbs: Set<String> = [
        "like", "dislike", "unlike", "share", "save", "download", "comment", "reply", "repost", "retweet",
        "bookmark", "follow", "subscribe", "add", "remove", "delete", "edit", "send", "play", "pause", "report",
        "copy", "open", "favorite", "favourite", "love", "clip", "remix", "thanks", "vote", "upvote", "downvote",
        "more", "mute", "unmute", "call", "message", "buy", "rate",
    ]

    private static func verbLabel(_ item: AccessibilityElement) -> String? {
        let text = item.trimmedLabel ?? item.subtree.lazy.compactMap(\.trimmedLabel).first
        guard let text, let first = TextMatching.normalized(text).split(separator: " ").first,
            actionVerbs.contains(String(first))
        else { return nil }
        return String(first)
    }
}

extension HorizontalContainerClassifier {
    /// Measurements of a container's items, in points or dp.
    struct Facts {
        let metrics: ScreenMetrics
        let count: Int
        let maxSide: Double
        let maxHeight: Double
        let maxWidth: Double
        let unlabelled: Int
        let disabled: Int
        let checkable: Int
        let iconOnly: Int
        let captionedIcons: Int
        let shortText: Int
        let allOnScreen: Bool

        init(container: AccessibilityElement, items: [AccessibilityElement], metrics: ScreenMetrics) {
            self.metrics = metrics
            count = items.count
            maxSide = items.map { metrics.points(max($0.frame.width, $0.frame.height)) }.max() ?? 0
            maxHeight = items.map { metrics.points($0.frame.height) }.max() ?? 0
            maxWidth = items.map { metrics.points($0.frame.width) }.max() ?? 0
            var unlabelled = 0
            var disabled = 0
            var checkable = 0
            var iconOnly = 0
            var captionedIcons = 0
            var shortText = 0
            for item in items {
                let texts = item.subtree.compactMap { element -> String? in
                    guard element.isPresent else { return nil }
                    return element.trimmedLabel ?? element.trimmedValue
                }
                if texts.isEmpty { unlabelled += 1 }
                if !item.isEnabled { disabled += 1 }
                if item.subtree.contains(where: { $0.isCheckable || $0.traits.contains(.toggleButton) }) {
                    checkable += 1
                }
                let visibleText = item.subtree.contains { element in
                    guard element.isPresent, element.trimmedLabel != nil || element.trimmedValue != nil else {
                        return false
                    }
                    let name = element.simpleClassName ?? ""
                    return element.role == .text || element.traits.contains(.staticText)
                        || name == "XCUIElementTypeStaticText"
                        || (metrics.platform == .android && element.role == .button && !name.hasSuffix("ImageButton"))
                }
                let isIcon = item.subtree.contains { element in
                    element.role == .image || element.traits.contains(.image)
                        || (element.simpleClassName ?? "").hasSuffix("ImageButton")
                }
                if isIcon && !visibleText { iconOnly += 1 }
                if isIcon, visibleText, texts.count <= 2, let text = texts.first, Self.isShort(text) {
                    captionedIcons += 1
                }
                if let text = texts.first, texts.count <= 2, Self.isShort(text) { shortText += 1 }
            }
            self.unlabelled = unlabelled
            self.disabled = disabled
            self.checkable = checkable
            self.iconOnly = iconOnly
            self.captionedIcons = captionedIcons
            self.shortText = shortText
            allOnScreen = items.allSatisfy { $0.isVisible && metrics.bounds.contains($0.frame) }
        }

        /// Short, single-line: at most three words and 24 characters, no line break.
        static func isShort(_ text: String) -> Bool {
            text.count <= 24 && !text.contains("\n") && text.split(separator: " ").count <= 3
        }

        func describe(_ length: Double) -> String {
            let unit = metrics.platform == .iOS ? "pt" : "dp"
            return "\(TouchTargetSizeRule.format(length)) \(unit)"
        }

        var describeMaxSide: String { describe(maxSide) }
    }
}
