import AccessibilityTree

/// `leanback-row`: an Android TV row, a Leanback `HorizontalGridView`, however few of its items
/// fit on the screen.
struct LeanbackRowSignal: ContainerSignal {
    var identifier: String { "leanback-row" }
    var rationale: String {
        "AndroidX Leanback lays every row of a RowsSupportFragment (the rows of a BrowseSupportFragment, a "
            + "DetailsSupportFragment's related rows) out in a HorizontalGridView (ListRowPresenter creates a "
            + "ListRowView holding one): a RecyclerView that scrolls sideways as D-pad focus moves through the "
            + "row's adapter. Like any RecyclerView it keeps no view for items out of view, so a row showing "
            + "two tiles may hold more, and it is one stop to skip on a TV. Leanback's action rows are "
            + "HorizontalGridViews too: their buttons are left to the small-control kinds."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a Leanback row of two tiles that fit on a TV screen",
                SignalExampleScreens.tvScreen(SignalExampleScreens.leanbackRow()), container: "showings")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a RecyclerView of two cards that fit, on a TV screen",
                SignalExampleScreens.tvScreen(
                    SignalExampleScreens.leanbackRow(className: "androidx.recyclerview.widget.RecyclerView")),
                container: "showings")
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.metrics.platform == .android, WidgetClassNames.isLeanbackRow(subject.className) else {
            return nil
        }
        return "a Leanback HorizontalGridView, an Android TV row: it scrolls sideways through its adapter's "
            + "items as focus moves, whether or not they fit"
    }
}
