import AccessibilityTree

/// `peeking-neighbour`: a whole page beside an item of its own make cut by the screen's side, the
/// edge of the next page a pager or carousel leaves in view.
struct PeekingNeighbourSignal: ContainerSignal {
    static let identifier = "peeking-neighbour"

    var identifier: String { Self.identifier }
    var rationale: String {
        "A pager or carousel shows the edge of the next page so the user sees the row goes on: Compose's "
            + "HorizontalPager takes contentPadding and a pageSize narrower than the viewport for it "
            + "(developer.android.com, Pager in Compose; androidx.compose.foundation.pager.HorizontalPager), and "
            + "uiautomator clips every node to the screen, so the next page is reported as a sliver at the "
            + "screen's side. A sliver built like its whole neighbour (the same class, nothing inside it the "
            + "whole page lacks: an adapter's item layout repeats) and as tall as it is that next page; a run of "
            + "two such items is a row the user scrolls, where a plain row otherwise needs three cards. A "
            + "tablet's pane beside a panel of another make, or a control beside a card, is no such neighbour; nor "
            + "is a page that is or holds a list of entries stacked top to bottom (a ListView or GridView, which "
            + "Chrome makes of a web page's lists and tables): lists side by side are a layout's columns (a web "
            + "footer's link lists), and a list is a screen's content, not a card (page-holds-list)."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("heights agree within", AlikeCardsSignal.sizeTolerance, "share of the taller"),
            SignalThreshold("shortest page", ContainerSubject.smallItemHeight, "pt/dp"),
            SignalThreshold("widest cut item", ContainerSubject.cutEndShare, "share of the whole page's width"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a banner with the next banner peeking at the screen's right side",
                SignalExampleScreens.screen(Self.peekingBanner), container: "banners")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a scroller holding a content pane and, cut at the screen's side, a panel of another make",
                SignalExampleScreens.screen(Self.paneBesidePanel), container: "panes"),
            SignalExample(
                "a Material tab strip, no taller than a control",
                SignalExampleScreens.screen(SignalExampleScreens.tabStrip()), container: "tabs"),
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard let page = Self.peekedPage(in: subject) else { return nil }
        return "the next item peeks at the screen's side, built like the whole one beside it "
            + "(\(page.simpleClassName ?? "view"), \(subject.facts.describe(subject.metrics.points(page.frame.height))) "
            + "tall): a page of a row that scrolls"
    }

    /// The whole page whose neighbour peeks at the screen's side, or `nil`.
    ///
    /// - Complexity: O(s) in the size of the two end items' subtrees.
    static func peekedPage(in subject: ContainerSubject) -> AccessibilityElement? {
        let items = subject.items.filter { !$0.frame.isEmpty && !$0.isHidden }.sorted { $0.frame.minX < $1.frame.minX }
        guard items.count >= 2 else { return nil }
        let metrics = subject.metrics
        let bounds = metrics.bounds
        let ends = [(items[0], items[1]), (items[items.count - 1], items[items.count - 2])]
        for (cut, page) in ends {
            let atSide = cut.frame.minX <= bounds.minX + 1 || cut.frame.maxX >= bounds.maxX - 1
            let pageIsWhole = page.frame.minX > bounds.minX + 1 && page.frame.maxX < bounds.maxX - 1
            guard atSide, pageIsWhole, cut.className == page.className,
                cut.frame.width < page.frame.width * ContainerSubject.cutEndShare,
                metrics.points(page.frame.height) > ContainerSubject.smallItemHeight,
                min(cut.frame.height, page.frame.height)
                    >= max(cut.frame.height, page.frame.height) * (1 - AlikeCardsSignal.sizeTolerance),
                AlikeCardsSignal.holdsTextOrImage(page), holdsNothingElse(cut, than: page),
                HorizontalContainerClassifier.verticalList(in: [page]) == nil
            else { continue }
            return page
        }
        return nil
    }

    /// Whether every class inside `cut` (below itself) is found inside `page` at least as often:
    /// the cut item may have lost parts that lie off screen, never gained others.
    private static func holdsNothingElse(_ cut: AccessibilityElement, than page: AccessibilityElement) -> Bool {
        var counts: [String: Int] = [:]
        for element in page.subtree.dropFirst() { counts[element.className ?? "", default: 0] += 1 }
        for element in cut.subtree.dropFirst() {
            let key = element.className ?? ""
            guard let count = counts[key], count > 0 else { return false }
            counts[key] = count - 1
        }
        return true
    }
}

extension PeekingNeighbourSignal {
    /// A plain row of two web banners 1,000 px wide, the second cut to 40 px by the screen's
    /// right side, each a link holding its title.
    static var peekingBanner: AccessibilityElement {
        let banners = [(40.0, 1000.0, "Spring sale"), (1040, 40, "New arrivals")].enumerated().map { index, banner in
            AccessibilityElement(
                id: ElementID("banner\(index)"), className: "android.view.View",
                frame: ScreenRect(x: banner.0, y: 600, width: banner.1, height: 700),
                children: [
                    AccessibilityElement(
                        id: ElementID("banner\(index)-link"), label: banner.2, role: .link,
                        className: "android.view.View",
                        frame: ScreenRect(x: banner.0, y: 600, width: banner.1, height: 700),
                        isClickable: true, isFocusable: true,
                        children: [
                            AccessibilityElement(
                                id: ElementID("banner\(index)-title"), role: .text,
                                className: "android.widget.TextView",
                                frame: ScreenRect(x: banner.0, y: 1200, width: banner.1, height: 80))
                        ])
                ])
        }
        return SignalExampleScreens.row(
            "banners", className: "android.view.View", top: 600, height: 700, left: 40, width: 1000, items: banners)
    }

    /// A web page's footer as Chrome lays it out: two `<ul>` lists of links side by side (Chrome
    /// names a list `android.widget.ListView`), 184 px tall, the second cut to 39 px by the screen's
    /// right side, each entry a link that names itself.
    static var footerColumns: AccessibilityElement {
        let columns = [(900.0, 102.0, "Judgements"), (1041, 39, "Bid search")].enumerated().map { index, column in
            AccessibilityElement(
                id: ElementID("column\(index)"), role: .list, className: "android.widget.ListView",
                frame: ScreenRect(x: column.0, y: 1441, width: column.1, height: 184),
                children: (0..<4).map { row in
                    AccessibilityElement(
                        id: ElementID("column\(index)-entry\(row)"), label: "\(column.2) \(row + 1)", role: .link,
                        className: "android.view.View",
                        frame: ScreenRect(x: column.0, y: 1441 + Double(row) * 46, width: column.1, height: 46),
                        isClickable: true, isFocusable: true)
                })
        }
        return SignalExampleScreens.row(
            "footer", className: "android.view.View", top: 1441, height: 184, left: 900, width: 180, items: columns)
    }

    /// A HorizontalScrollView holding a content pane and, cut by the screen's right side, a panel
    /// of another make (a list of settings buttons in place of the pane's image and title).
    static var paneBesidePanel: AccessibilityElement {
        let pane = AccessibilityElement(
            id: "pane", className: "android.widget.FrameLayout",
            frame: ScreenRect(x: 0, y: 300, width: 900, height: 1800),
            children: [
                AccessibilityElement(
                    id: "pane-image", role: .image, className: "android.widget.ImageView",
                    frame: ScreenRect(x: 0, y: 300, width: 900, height: 1200)),
                AccessibilityElement(
                    id: "pane-title", label: "Today's reading", role: .text, className: "android.widget.TextView",
                    frame: ScreenRect(x: 0, y: 1500, width: 900, height: 100)),
            ])
        let panel = AccessibilityElement(
            id: "panel", className: "android.widget.FrameLayout",
            frame: ScreenRect(x: 940, y: 300, width: 140, height: 1800),
            children: [
                AccessibilityElement(
                    id: "panel-button", label: "Settings", role: .button, className: "android.widget.Button",
                    frame: ScreenRect(x: 940, y: 300, width: 140, height: 140), isClickable: true)
            ])
        return SignalExampleScreens.row(
            "panes", className: "android.widget.HorizontalScrollView", top: 300, height: 1800, scrollable: true,
            items: [pane, panel])
    }
}
