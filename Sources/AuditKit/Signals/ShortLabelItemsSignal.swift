import AccessibilityTree

/// `short-label-items`: small items, each a short single-line label: chips or filters; empty
/// divider views between them do not count.
struct ShortLabelItemsSignal: ContainerSignal {
    var identifier: String { "short-label-items" }
    var rationale: String {
        "Chips and filter pills are one short line (Material's chip: 32 dp, a label of a few words); a content "
            + "card is taller and carries a title and more. An empty view between them (a divider: no text, no "
            + "image, no child, no action) is decoration TalkBack never focuses (google/talkback @ 26a27dc0, "
            + "AccessibilityNodeInfoUtils.java:779, shouldFocusNode), not an item."
    }
    var category: ContainerCategory { .chips }
    var kind: SignalKind { .kind }
    var weight: Double { 95 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("tallest item", ContainerSubject.smallItemHeight, "pt/dp"),
            SignalThreshold("longest label", 24, "characters"), SignalThreshold("most words", 3, "words"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        let pills = SignalExampleScreens.row(
            "pills", className: "android.widget.LinearLayout", top: 400, height: 84,
            items: SignalExampleScreens.items(
                4, prefix: "pill", top: 400, width: 220, height: 84, texts: ["All", "Music", "Podcasts", "News"],
                image: false))
        return [
            SignalExample("four one-word pills", SignalExampleScreens.screen(pills), container: "pills"),
            SignalExample(
                "three segments with empty divider views between them", SignalExampleScreens.screen(Self.segments),
                container: "segments"),
        ]
    }

    /// A Compose segmented row, scrollable: three 41 dp segments labelled by their content
    /// description ("Info", "Visits", "Vitals"), an empty 8 dp divider view between each two.
    static var segments: AccessibilityElement {
        var items: [AccessibilityElement] = []
        for (index, name) in ["Info", "Visits", "Vitals"].enumerated() {
            let left = 53 + Double(index) * 182
            if index > 0 {
                items.append(
                    AccessibilityElement(
                        id: ElementID("segments-divider\(index)"), className: "android.view.View",
                        frame: ScreenRect(x: left - 21, y: 256, width: 21, height: 108)))
            }
            items.append(
                AccessibilityElement(
                    id: ElementID("segments-\(name.lowercased())"), label: name, className: "android.view.View",
                    frame: ScreenRect(x: left, y: 256, width: 161, height: 108), isClickable: true, isFocusable: true))
        }
        return SignalExampleScreens.row(
            "segments", className: "android.view.View", top: 243, height: 134, scrollable: true, items: items)
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard subject.isSmallItemRow, !subject.isRowOfSmallImagesRunningOff, facts.shortText >= 1,
            facts.shortText == facts.count - facts.decorations
        else {
            return nil
        }
        return "every item is at most \(facts.describe(facts.maxHeight)) tall (content cards are taller); "
            + "every item is a short single-line label: chips or filters"
    }
}
