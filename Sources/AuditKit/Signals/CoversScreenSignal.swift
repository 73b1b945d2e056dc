import AccessibilityTree

/// `covers-screen`: a pager, or a row of at most three page-wide items, covering most of the
/// screen: its page is the app's main content.
struct CoversScreenSignal: ContainerSignal {
    static let minimumWidthShare = 0.9
    static let minimumHeightShare = 0.6
    static let pageWideShare = 0.85

    var identifier: String { "covers-screen" }
    var rationale: String {
        "A layout fact: a pager covering 90% of the screen's width and 60% of its height (onboarding pages, a "
            + "launcher's pages, a tab's content) is the screen itself; skipping it skips the app."
    }
    var category: ContainerCategory { .screenPager }
    var kind: SignalKind { .kind }
    var weight: Double { 150 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("narrowest", Self.minimumWidthShare, "share of the screen's width"),
            SignalThreshold("shortest", Self.minimumHeightShare, "share of the screen's height"),
            SignalThreshold("page-wide item", Self.pageWideShare, "share of the container's width"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        let pager = SignalExampleScreens.row(
            "onboarding", className: "androidx.viewpager.widget.ViewPager", top: 300, height: 1700,
            items: SignalExampleScreens.items(
                2, prefix: "page", left: 0, top: 300, width: 1080, height: 1300, gap: 0,
                texts: ["Welcome", "Stay in touch"]))
        return [
            SignalExample(
                "an onboarding pager covering the screen", SignalExampleScreens.screen(pager), container: "onboarding")
        ]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        let container = subject.container
        let pageWide =
            !subject.items.isEmpty && subject.items.count <= 3
            && subject.items.allSatisfy { $0.frame.width >= container.frame.width * Self.pageWideShare }
        let bounds = subject.metrics.bounds
        guard subject.isPager || pageWide, bounds.width > 0, bounds.height > 0,
            let visible = container.frame.intersection(bounds)
        else { return nil }
        let wide = visible.width / bounds.width
        let high = visible.height / bounds.height
        guard wide >= Self.minimumWidthShare, high >= Self.minimumHeightShare else { return nil }
        let share =
            "\(Int((wide * 100).rounded()))% of the screen's width and \(Int((high * 100).rounded()))% of its height"
        return (subject.isPager ? "a pager" : "a row of page-wide items") + " covering " + share
            + ": its page is the app's main content, not a block to skip"
    }
}
