import AccessibilityTree

/// `captioned-icons`: every item a short label, three in four an icon over it, none taller than
/// 72 pt/dp: a tab or tool strip.
struct CaptionedIconsSignal: ContainerSignal {
    static let maximumHeight = 72.0

    var identifier: String { "captioned-icons" }
    var rationale: String {
        "Navigation and tool items are an icon over a short caption (Material's navigation bar item: 24 dp icon, "
            + "a label, 80 dp bar); app icons and story avatars in a shelf are taller, and content cards carry "
            + "more text. An end item may be clipped to its caption. An icon is an image, an image button, or "
            + "a plain view's leaf at most 48 dp square that reports a content description and no text (Android "
            + "reports a text view's words as text, so such a leaf draws its glyph). An icon beside its label, "
            + "level with it, is a chip's or a button's (Compose Material 3's ChipContent lays icon and label in "
            + "one Row: androidx @ 64d8ce05, compose/material3/.../Chip.kt), not a caption under an icon."
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
            SignalExample("four icons with one-word captions", SignalExampleScreens.screen(strip), container: "tools"),
            SignalExample(
                "a Compose row of library shortcuts whose icons are plain views with a content description",
                SignalExampleScreens.screen(Self.composeShortcuts), container: "library"),
        ]
    }

    /// A scrollable Compose row of five library shortcuts (Liked, Saved, Playlists, Downloads,
    /// Recent), 59 dp tall, the last cut off: each a 23 dp icon dumped as an android.view.View
    /// leaf with a content description over a one-word caption.
    static var composeShortcuts: AccessibilityElement {
        let names = ["Liked", "Saved", "Playlists", "Downloads", "Recent"]
        let items = names.enumerated().map { index, name -> AccessibilityElement in
            let left = 34 + Double(index) * 239
            let right = min(left + 213, 1080)
            let iconLeft = left + 77
            return AccessibilityElement(
                id: ElementID("library-\(name.lowercased())"), className: "android.view.View",
                frame: ScreenRect(left: left, top: 226, right: right, bottom: 382), isClickable: true,
                children: [
                    AccessibilityElement(
                        id: ElementID("library-\(name.lowercased())-icon"), label: name, className: "android.view.View",
                        frame: ScreenRect(
                            left: min(iconLeft, 1079), top: 252, right: min(iconLeft + 60, 1080), bottom: 312)),
                    AccessibilityElement(
                        id: ElementID("library-\(name.lowercased())-caption"), label: name, role: .text,
                        className: "android.widget.TextView",
                        frame: ScreenRect(
                            left: min(left + 72, 1079), top: 325, right: min(left + 142, 1080), bottom: 356)),
                ])
        }
        return SignalExampleScreens.row(
            "library", className: "android.view.View", top: 226, height: 156, scrollable: true, items: items)
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            .storyCardShelf,
            SignalExample(
                "Compose assist chips: a described icon beside each label, not over it",
                SignalExampleScreens.screen(
                    SignalExampleScreens.composeChips(selectable: false, parts: .leadingIcon("Calendar"))),
                container: "compose-chips"),
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard !subject.isPager, facts.pageText == nil, facts.count >= 2, facts.maxHeight <= Self.maximumHeight,
            facts.shortText == facts.count, facts.captionedIcons * 4 >= facts.count * 3
        else { return nil }
        return "every item is an icon with a short caption, at most \(facts.describe(facts.maxHeight)) tall: "
            + "a tab or tool strip, not content cards"
    }
}
