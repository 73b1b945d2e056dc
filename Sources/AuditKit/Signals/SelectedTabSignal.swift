import AccessibilityTree

/// `selected-tab`: exactly one of two to eight short-labelled items, all on screen, is selected.
struct SelectedTabSignal: ContainerSignal {
    var identifier: String { "selected-tab" }
    var rationale: String {
        "A tab strip marks its current tab selected (Android's View.setSelected, which TabLayout and Compose's "
            + "Tab set; UIKit's selected trait): one selected short label among a few is a tab strip even without "
            + "a tab class. Content cards are not selected. A selected button in a row that runs off the screen is a "
            + "chip: Flutter's RawChip is a button with a selected state (flutter @ 8f4828c0, "
            + "packages/flutter/lib/src/material/chip.dart, _RawChipState.build: Semantics(button:, selected:)), "
            + "a tab is not (TabLayout's TabView, Compose's Role.Tab), and a tab strip built of buttons shows every tab."
    }
    var category: ContainerCategory { .tabs }
    var kind: SignalKind { .kind }
    var weight: Double { 130 }
    var thresholds: [SignalThreshold] { [SignalThreshold("items", 8, "at most")] }

    var triggeringExamples: [SignalExample] {
        var items = SignalExampleScreens.items(
            3, prefix: "tab", left: 0, top: 300, width: 360, height: 126, gap: 0,
            texts: ["For you", "Following", "Live"],
            image: false)
        items[0].isSelected = true
        let strip = SignalExampleScreens.row(
            "strip", className: "android.view.View", top: 300, height: 126, items: items)
        return [
            SignalExample("three labels, the first selected", SignalExampleScreens.screen(strip), container: "strip"),
            SignalExample(
                "a scrolled Compose tab row: a 1 px sliver of a tab scrolled away, then four labels, the last selected",
                SignalExampleScreens.screen(Self.scrolledTabRow), container: "areas"),
        ]
    }

    /// A scrollable Compose row of tabs (android.view.View, 48 dp tall at density 2.625) scrolled
    /// so that its first tab shows only a 1 px sliver at the left side, with no label; then four
    /// short labels, the last selected.
    static var scrolledTabRow: AccessibilityElement {
        let names = ["Garden", "Barn", "Market", "Festival"]
        var tabs = [
            AccessibilityElement(
                id: "areas-sliver", className: "android.view.View",
                frame: ScreenRect(left: 0, top: 231, right: 1, bottom: 357), isClickable: true, isFocusable: true)
        ]
        for (index, name) in names.enumerated() {
            let left = 1 + Double(index) * 260
            var tab = AccessibilityElement(
                id: ElementID("areas-\(name.lowercased())"), className: "android.view.View",
                frame: ScreenRect(left: left, top: 231, right: left + 250, bottom: 357), isClickable: true,
                isFocusable: true,
                children: [
                    AccessibilityElement(
                        id: ElementID("areas-\(name.lowercased())-label"), label: name, role: .text,
                        className: "android.widget.TextView",
                        frame: ScreenRect(left: left + 40, top: 267, right: left + 210, bottom: 320))
                ])
            tab.isSelected = index == names.count - 1
            tabs.append(tab)
        }
        return SignalExampleScreens.row(
            "areas", className: "android.view.View", top: 231, height: 126, scrollable: true, items: tabs)
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            .storyCardShelf,
            SignalExample(
                "Flutter chips: selected buttons in a row that runs off the screen",
                SignalExampleScreens.screen(SignalExampleScreens.flutterChips(parts: .label)),
                container: "flutter-chips"),
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        // A tab scrolled out of view but for a sliver shows no label; the others are judged.
        let slivers = subject.scrolledAwaySlivers.count
        guard facts.count >= 2, facts.count <= 8, facts.shortText + slivers == facts.count, facts.allOnScreen
        else { return nil }
        let selected = subject.items.filter { item in item.subtreeContains { $0.isSelected } }
        guard selected.count == 1, !(Self.isButton(selected[0]) && subject.overflows) else { return nil }
        let notClickable =
            !selected[0].isClickable && subject.items.contains { $0.isClickable }
            ? "; the selected one is not clickable, the others are" : ""
        return "one of \(facts.count) short-labelled items is selected\(notClickable): a tab strip"
    }

    /// Whether the item announces itself as a button: the button role or trait, on its own node.
    private static func isButton(_ item: AccessibilityElement) -> Bool {
        item.role == .button || item.traits.contains(.button)
    }
}
