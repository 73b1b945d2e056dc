import AccessibilityTree

/// `small-icon-buttons`: up to six small images with no text, none wider than 64 pt/dp, in a row
/// that fits: icon buttons.
struct SmallIconButtonsSignal: ContainerSignal {
    static let maximumWidth = 64.0

    var identifier: String { "small-icon-buttons" }
    var rationale: String {
        "Icon buttons are 24 dp icons in 40 to 48 dp targets (Material's icon button); a thumbnail or a cover "
            + "is wider or runs off the screen in a shelf."
    }
    var category: ContainerCategory { .actionRow }
    var kind: SignalKind { .kind }
    var weight: Double { 100 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("tallest item", ContainerSubject.smallItemHeight, "pt/dp"),
            SignalThreshold("widest item", Self.maximumWidth, "pt/dp"), SignalThreshold("items", 6, "at most"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        let icons = SignalExampleScreens.row(
            "icons", className: "android.widget.LinearLayout", top: 1400, height: 126,
            items: SignalExampleScreens.items(3, prefix: "icon", top: 1400, width: 126, height: 126))
        return [SignalExample("three 48 dp icons with no text", SignalExampleScreens.screen(icons), container: "icons")]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard subject.isSmallItemRow, !subject.isRowOfSmallImagesRunningOff, facts.count <= 6, subject.isMostlyImages,
            facts.maxWidth <= Self.maximumWidth
        else { return nil }
        return "every item is at most \(facts.describe(facts.maxHeight)) tall (content cards are taller); "
            + "\(facts.iconOnly) of \(facts.count) items are icons with no visible text, at most "
            + "\(facts.describe(facts.maxWidth)) wide: icon buttons"
    }
}
