import AccessibilityTree

/// `bottom-bar-shape`: three to six short-named items (two on iOS, or with one selected) spread
/// across a short, fixed bar along the screen's bottom edge. A name may carry its badge
/// (``ContainerFacts/isNameWithBadge(_:)``: "Notifications, 10 new notifications").
struct BottomBarShapeSignal: ContainerSignal {
    static let maximumHeight = 100.0
    static let bottomMargin = 56.0
    static let minimumWidthShare = 0.8

    var identifier: String { "bottom-bar-shape" }
    var rationale: String {
        "Material's navigation bar (m3.material.io, Navigation bar: 3 to 5 destinations, 80 dp tall) and "
            + "Apple's tab bar (Human Interface Guidelines: at the bottom, 2 to 5 tabs) span the bottom of the "
            + "screen with short-named destinations and do not scroll. The bottom edge allows for a 48 dp system "
            + "navigation bar below. Material's item appends its badge's description to its name (\"Notifications, "
            + "10 new notifications\"), so a short name followed by a short badge clause is a destination's name."
    }
    var category: ContainerCategory { .bottomNavigation }
    var kind: SignalKind { .kind }
    var weight: Double { 140 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("tallest bar", Self.maximumHeight, "pt/dp"),
            SignalThreshold("distance of its bottom from the screen's", Self.bottomMargin, "pt/dp"),
            SignalThreshold("narrowest bar", Self.minimumWidthShare, "share of the screen's width"),
            SignalThreshold("items", 6, "at most"), SignalThreshold("items on Android", 3, "at least"),
            SignalThreshold("items on iOS", 2, "at least"),
            SignalThreshold("spread of the items", 0.5, "share of its width"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        let bar = SignalExampleScreens.row(
            "bar", className: "android.widget.LinearLayout", top: 2190, height: 210,
            items: SignalExampleScreens.items(
                4, prefix: "destination", left: 0, top: 2190, width: 270, height: 210, gap: 0,
                texts: ["Home", "Search", "Library", "Profile"]))
        // The same two items as the form's actions below, one marked the current destination.
        var destinations = SignalExampleScreens.items(
            2, prefix: "tab", top: 2200, width: 300, height: 126, texts: ["Today", "History"], image: false)
        destinations[0].isSelected = true
        let twoTabs = SignalExampleScreens.row(
            "two-tabs", className: "android.widget.LinearLayout", top: 2200, height: 126, items: destinations)
        // Six icon destinations named in their descriptions, one with its badge's sentence after
        // its name (after X's bottom bar, a HorizontalScrollView, in ahmetoguzer/TrendX ui_dump.xml).
        let badged = SignalExampleScreens.row(
            "badged", className: "android.widget.HorizontalScrollView", top: 2107, height: 158,
            items: SignalExampleScreens.items(
                6, prefix: "tab", left: 0, top: 2107, width: 180, height: 158, gap: 0,
                texts: ["Home", "Search", "Grok", "Communities", "Notifications. 10 new items", "Messages"]))
        return [
            SignalExample("four destinations along the bottom", SignalExampleScreens.screen(bar), container: "bar"),
            SignalExample(
                "six destinations along the bottom, one named with its badge (\"Notifications. 10 new items\")",
                SignalExampleScreens.screen(badged), container: "badged"),
            SignalExample(
                "two items along an Android screen's bottom, one selected: the active destination",
                SignalExampleScreens.screen(twoTabs), container: "two-tabs"),
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        let actions = SignalExampleScreens.row(
            "actions", className: "android.widget.LinearLayout", top: 2200, height: 126,
            items: SignalExampleScreens.items(
                2, prefix: "action", top: 2200, width: 300, height: 126, texts: ["Cancel", "Save"], image: false))
        return [
            .storyCardShelf,
            SignalExample(
                "two buttons along an Android screen's bottom: a form's actions, not navigation",
                SignalExampleScreens.screen(actions), container: "actions"),
        ]
    }

    /// The fewest destinations a navigation bar holds: three on Android (Material's navigation bar
    /// and bottom navigation: 3 to 5 destinations), two on iOS (a tab bar). Two buttons along an
    /// Android screen's bottom (Cancel and Save, Skip and Next) are a form's or a wizard's actions,
    /// unless one is selected: a bar that marks its active destination navigates, however few
    /// destinations the app gave it.
    static func fewestItems(on platform: Platform) -> Int { platform == .iOS ? 2 : 3 }

    /// Whether the container is a bar along the screen's bottom edge, at most 100 pt/dp tall,
    /// spanning 80% of its width.
    static func liesAlongBottom(_ subject: ContainerSubject) -> Bool {
        let metrics = subject.metrics
        let frame = subject.container.frame
        return frame.maxY >= metrics.bounds.maxY - metrics.onePoint * bottomMargin
            && metrics.points(frame.height) <= maximumHeight && frame.width >= metrics.bounds.width * minimumWidthShare
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        let container = subject.container
        guard Self.liesAlongBottom(subject) else { return nil }
        // A navigation bar spreads its destinations across its width, and is not itself a control:
        // a search box along the bottom (a launcher's) holds its accessory buttons at one end.
        let spread =
            (subject.items.map(\.frame.maxX).max() ?? 0) - (subject.items.map(\.frame.minX).min() ?? 0)
        // Two items along an Android screen's bottom are destinations only when one is marked the
        // current one, as a navigation bar marks its active destination.
        let marksCurrent = subject.items.contains { item in item.subtreeContains { $0.isSelected } }
        let fewest = marksCurrent ? 2 : Self.fewestItems(on: subject.metrics.platform)
        guard (fewest...6).contains(facts.count), facts.allOnScreen,
            !container.isScrollable, !container.isClickable,
            spread >= container.frame.width * 0.5,
            facts.destinationNamed == facts.count || facts.unlabelled == facts.count
        else { return nil }
        let height = subject.metrics.points(container.frame.height)
        return "\(facts.count) items in a bar \(facts.describe(height)) tall along the screen's bottom edge, "
            + "spanning its width: bottom navigation"
    }
}
