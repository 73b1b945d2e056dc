import AccessibilityTree

/// `short-label-items`: small items, each a short single-line label (beside its icons, with
/// perhaps a count or an avatar's initials): chips or filters; empty divider views between them
/// do not count.
struct ShortLabelItemsSignal: ContainerSignal {
    var identifier: String { "short-label-items" }
    var rationale: String {
        "Chips and filter pills are one short line (Material's chip: 32 dp, a label of a few words); a content "
            + "card is taller and carries a title and more. An empty view between them (a divider: no text, no "
            + "image, no child, no action) is decoration TalkBack never focuses (google/talkback @ 26a27dc0, "
            + "AccessibilityNodeInfoUtils.java:779, shouldFocusNode), not an item. A chip's label is its text, "
            + "not its icons: Material 3 lays an avatar or leading icon (18/24 dp) and a trailing remove or dropdown "
            + "icon beside one line of label (androidx @ 64d8ce05, compose/material3/.../Chip.kt, ChipContent), and "
            + "Flutter merges an avatar's initials or a count into the chip's label with a line break (flutter @ "
            + "8f4828c0, packages/flutter/lib/src/material/chip.dart, RawChip's Semantics container). So the "
            + "label is the item's non-icon texts, each line once: one short line, or one and a count or initials."
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
            SignalExample(
                "Compose input chips: an avatar, the name, a remove icon, each described",
                SignalExampleScreens.screen(
                    SignalExampleScreens.composeChips(
                        selectable: false, parts: .avatarAndTrailing(avatar: "Profile photo", trailing: "Remove"),
                        labels: SignalExampleScreens.inputLabels)), container: "compose-chips"),
            SignalExample(
                "Flutter chips whose label merges an avatar's initials",
                SignalExampleScreens.screen(SignalExampleScreens.flutterChips(parts: .avatarInitials)),
                container: "flutter-chips"),
            SignalExample(
                "chips holding an icon, a label and a count in their own views",
                SignalExampleScreens.screen(SignalExampleScreens.recyclerChipsWithCounts()), container: "folders"),
        ]
    }

    /// A toolbar in a scrolling row: each 48 dp item holds two things, a menu button and a title
    /// (its text repeated on a text view inside), not a chip's label and its count.
    static var toolbar: AccessibilityElement {
        SignalExampleScreens.chipRow(
            "toolbar", className: "android.view.View", labels: ["Groups", "Settings", "Members", "Files"]
        ) { slot in
            let title = AccessibilityElement(
                id: slot.part("title"), label: slot.label, className: "android.view.View",
                frame: ScreenRect(
                    x: slot.frame.midX, y: slot.frame.minY, width: slot.frame.width / 2,
                    height: slot.frame.height), isClickable: true, children: [slot.text(slot.label)])
            return AccessibilityElement(
                id: slot.id, className: "android.view.View", frame: slot.frame,
                children: [
                    AccessibilityElement(
                        id: slot.part("menu"), label: "Main menu", role: .button, className: "android.widget.Button",
                        frame: ScreenRect(
                            x: slot.frame.minX, y: slot.frame.minY, width: slot.frame.width / 2,
                            height: slot.frame.height), isClickable: true),
                    title,
                ])
        }
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

    var nonTriggeringExamples: [SignalExample] {
        [
            .storyCardShelf,
            SignalExample(
                "a toolbar whose items each hold a menu button and a title", SignalExampleScreens.screen(Self.toolbar),
                container: "toolbar"),
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard subject.isSmallItemRow, !subject.isRowOfSmallImagesRunningOff, facts.chipLabelled >= 1,
            facts.chipLabelled == facts.count - facts.decorations
        else {
            return nil
        }
        return "every item is at most \(facts.describe(facts.maxHeight)) tall (content cards are taller); "
            + "every item is a short single-line label: chips or filters"
    }
}
