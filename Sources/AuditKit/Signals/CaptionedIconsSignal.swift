import AccessibilityTree

/// `captioned-icons`: every item a short label, three in four an icon with it, none taller than
/// 72 pt/dp: a tab or tool strip.
struct CaptionedIconsSignal: ContainerSignal {
    static let maximumHeight = 72.0

    var identifier: String { "captioned-icons" }
    var rationale: String {
        "Navigation and tool items are an icon over a short caption (Material's navigation bar item: 24 dp icon, "
            + "a label, 80 dp bar); app icons and story avatars in a shelf are taller, and content cards carry "
            + "more text. An end item may be clipped to its caption."
    }
    var category: ContainerCategory { .tabs }
    var kind: SignalKind { .kind }
    var weight: Double { 120 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("tallest item", Self.maximumHeight, "pt/dp"),
            SignalThreshold("captioned icons", 0.75, "share of the items"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        let strip = SignalExampleScreens.row(
            "tools", className: "android.widget.LinearLayout", top: 300, height: 170,
            items: SignalExampleScreens.items(
                4, prefix: "tool", left: 0, top: 300, width: 270, height: 170, gap: 0,
                texts: ["Crop", "Filters", "Adjust", "Text"]))
        return [
            SignalExample("four icons with one-word captions", SignalExampleScreens.screen(strip), container: "tools")
        ]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard !subject.isPager, facts.pageText == nil, facts.count >= 2, facts.maxHeight <= Self.maximumHeight,
            facts.shortText == facts.count, facts.captionedIcons * 4 >= facts.count * 3
        else { return nil }
        return "every item is an icon with a short caption, at most \(facts.describe(facts.maxHeight)) tall: "
            + "a tab or tool strip, not content cards"
    }
}
