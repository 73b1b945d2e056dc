import AccessibilityTree

/// `page-of-controls`: an item that is a grid of controls (two rows and two columns or more of
/// small actionable elements), or items that are such a grid themselves: a panel of controls, not
/// a card or a shelf of cards.
struct PageOfControlsSignal: ContainerSignal {
    static let largestControl = 120.0
    static let fewestControls = 4

    var identifier: String { "page-of-controls" }
    var rationale: String {
        "A layout fact: a card is one target (or a few in a row); a page laid out as a grid of small actionable "
            + "elements in two or more rows and columns (quick-settings tiles, a terminal's extra keys, category "
            + "shortcuts) is a panel of controls, whether it pages or not."
    }
    var category: ContainerCategory { .other }
    var kind: SignalKind { .kind }
    var weight: Double { 145 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("largest side of a control", Self.largestControl, "pt/dp"),
            SignalThreshold("fewest controls", Double(Self.fewestControls), "controls"),
            SignalThreshold("rows and columns", 2, "each at least"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        let tiles = (0..<8).map { index in
            AccessibilityElement(
                id: ElementID("tile\(index)"),
                label: [
                    "Wi-Fi", "Bluetooth", "Torch", "Rotate", "Battery", "Cast",
                    "Location", "Hotspot",
                ][index], className: "android.widget.Switch",
                frame: ScreenRect(
                    x: 60 + Double(index % 4) * 250, y: 700 + Double(index / 4) * 250, width: 210, height: 210),
                isClickable: true)
        }
        let page = AccessibilityElement(
            id: "page", className: "android.view.ViewGroup", frame: ScreenRect(x: 0, y: 650, width: 1080, height: 560),
            children: tiles)
        let pager = AccessibilityElement(
            id: "tiles", role: .pager, className: "androidx.viewpager.widget.ViewPager",
            frame: ScreenRect(x: 0, y: 650, width: 1080, height: 560), isScrollable: true, children: [page])
        return [
            SignalExample("a quick-settings pager of tiles", SignalExampleScreens.screen(pager), container: "tiles"),
            SignalExample(
                "a sideways-scrolling panel of service shortcuts in two rows",
                SignalExampleScreens.screen(Self.servicePanel),
                container: "services"),
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a ViewPager of banners", SignalExampleScreens.screen(PagedContainerSignal.bannerPager),
                container: "banners")
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let metrics = subject.metrics
        // The items themselves may be the grid: a sideways-scrolling panel of shortcut tiles in
        // two rows.
        let tiles = subject.items.filter { item in
            item.isPresent && !item.frame.isEmpty && (item.isClickable || item.traits.contains(.button))
                && metrics.points(max(item.frame.width, item.frame.height)) <= Self.largestControl
        }
        if tiles.count >= Self.fewestControls, tiles.count == subject.items.count {
            let tolerance = metrics.onePoint * 8
            let rows = Self.clusters(tiles.map(\.frame.minY), tolerance: tolerance)
            let columns = Self.clusters(tiles.map(\.frame.minX), tolerance: tolerance)
            if rows >= 2, columns >= 2 {
                return "its items are a grid of \(tiles.count) controls in \(rows) rows and \(columns) columns: "
                    + "a panel of controls, not a shelf of cards"
            }
        }
        for subtree in subject.facts.itemSubtrees {
            let controls = subtree.dropFirst().filter { element in
                element.isPresent && (element.isClickable || element.traits.contains(.button))
                    && !element.frame.isEmpty
                    && metrics.points(max(element.frame.width, element.frame.height)) <= Self.largestControl
            }
            guard controls.count >= Self.fewestControls else { continue }
            let tolerance = metrics.onePoint * 8
            let rows = Self.clusters(controls.map(\.frame.minY), tolerance: tolerance)
            let columns = Self.clusters(controls.map(\.frame.minX), tolerance: tolerance)
            guard rows >= 2, columns >= 2 else { continue }
            return "an item is a grid of \(controls.count) controls in \(rows) rows and \(columns) columns: "
                + "a panel of controls, not a card"
        }
        return nil
    }

    /// A banking app's services: a scrollable RecyclerView of shortcut tiles (an icon over a
    /// caption, 88 x 118 dp) in two rows of five, the fifth column cut off by the screen's edge.
    static var servicePanel: AccessibilityElement {
        let captions = ["Pay bills", "Tap & Pay", "Top up", "Refer a friend", "Savings"]
        let tiles = (0..<2).flatMap { row in
            SignalExampleScreens.items(
                5, prefix: "service\(row)-", left: 0, top: 628 + Double(row) * 310, width: 231, height: 310, gap: 0,
                texts: captions)
        }
        return SignalExampleScreens.row(
            "services", className: "androidx.recyclerview.widget.RecyclerView", top: 628, height: 620,
            scrollable: true, items: tiles)
    }

    /// How many groups the values fall into, values within `tolerance` of the previous one joining it.
    static func clusters(_ values: [Double], tolerance: Double) -> Int {
        let sorted = values.sorted()
        guard var last = sorted.first else { return 0 }
        var count = 1
        for value in sorted.dropFirst() {
            if value - last > tolerance { count += 1 }
            last = value
        }
        return count
    }
}
