import AccessibilityTree

/// `plain-layout-row`: a run of side-by-side views in a plain layout, found by position alone.
struct PlainLayoutRowSignal: ContainerSignal {
    var identifier: String { "plain-layout-row" }
    var rationale: String {
        "Views side by side in a plain layout (LinearLayout, a Compose Row, an iOS group) are as often the parts "
            + "of one card, a composer's buttons or a tablet's panes as a row of cards; with no scrolling widget, "
            + "only cards that look like cards make it a carousel."
    }
    var category: ContainerCategory { .other }
    var kind: SignalKind { .demandsCards }
    var weight: Double { 0 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a plain row of cards, the third cut off", SignalExampleScreens.screen(ClippedEndItemSignal.example),
                container: "row")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a RecyclerView shelf", SignalExampleScreens.screen(SignalExampleScreens.cardShelf()),
                container: "shelf")
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.reason == .sideBySideCards else { return nil }
        return "views side by side in a plain layout, with no scrolling widget"
    }
}
