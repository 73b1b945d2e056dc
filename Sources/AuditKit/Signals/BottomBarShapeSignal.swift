import AccessibilityTree

/// `bottom-bar-shape`: two to six short-named items spread across a short, fixed bar along the
/// screen's bottom edge.
struct BottomBarShapeSignal: ContainerSignal {
    static let maximumHeight = 100.0
    static let bottomMargin = 56.0
    static let minimumWidthShare = 0.8

    var identifier: String { "bottom-bar-shape" }
    var rationale: String {
        "Material's navigation bar (m3.material.io, Navigation bar: 3 to 5 destinations, 80 dp tall) and "
            + "Apple's tab bar (Human Interface Guidelines: at the bottom, 2 to 5 tabs) span the bottom of the "
            + "screen with short-named destinations and do not scroll. The bottom edge allows for a 48 dp system "
            + "navigation bar below."
    }
    var category: ContainerCategory { .bottomNavigation }
    var kind: SignalKind { .kind }
    var weight: Double { 140 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("tallest bar", Self.maximumHeight, "pt/dp"),
            SignalThreshold("distance of its bottom from the screen's", Self.bottomMargin, "pt/dp"),
            SignalThreshold("narrowest bar", Self.minimumWidthShare, "share of the screen's width"),
            SignalThreshold("items", 6, "at most"), SignalThreshold("spread of the items", 0.5, "share of its width"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        let bar = SignalExampleScreens.row(
            "bar", className: "android.widget.LinearLayout", top: 2190, height: 210,
            items: SignalExampleScreens.items(
                4, prefix: "destination", left: 0, top: 2190, width: 270, height: 210, gap: 0,
                texts: ["Home", "Search", "Library", "Profile"]))
        return [SignalExample("four destinations along the bottom", SignalExampleScreens.screen(bar), container: "bar")]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

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
        guard (2...6).contains(facts.count), facts.allOnScreen, !container.isScrollable, !container.isClickable,
            spread >= container.frame.width * 0.5,
            facts.shortText == facts.count || facts.unlabelled == facts.count
        else { return nil }
        let height = subject.metrics.points(container.frame.height)
        return "\(facts.count) items in a bar \(facts.describe(height)) tall along the screen's bottom edge, "
            + "spanning its width: bottom navigation"
    }
}
