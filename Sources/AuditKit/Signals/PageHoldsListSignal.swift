import AccessibilityTree

/// `page-holds-list`: a pager whose page holds a vertical list is a pager of screens.
struct PageHoldsListSignal: ContainerSignal {
    var identifier: String { "page-holds-list" }
    var rationale: String {
        "A layout fact: a page holding a vertically scrolling list or grid (a scroll view whose children stack top "
            + "to bottom, collection info of one column and several rows, or a GridView, ListView or ScrollView whose "
            + "children fill more than one row) is a screen of content (a tab's page, a photo picker's album grid), "
            + "not a card."
    }
    var category: ContainerCategory { .screenPager }
    var kind: SignalKind { .kind }
    var weight: Double { 150 }

    var triggeringExamples: [SignalExample] {
        let list = AccessibilityElement(
            id: "list", role: .list, className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(x: 0, y: 600, width: 1080, height: 900), isScrollable: true,
            children: (0..<3).map { index in
                AccessibilityElement(
                    id: ElementID("row\(index)"), label: "Row \(index)", className: "android.widget.TextView",
                    frame: ScreenRect(x: 0, y: 600 + Double(index) * 300, width: 1080, height: 300))
            })
        let page = AccessibilityElement(
            id: "page", className: "android.widget.FrameLayout",
            frame: ScreenRect(x: 0, y: 600, width: 1080, height: 900),
            children: [list])
        let pager = AccessibilityElement(
            id: "pager", role: .pager, className: "androidx.viewpager.widget.ViewPager",
            frame: ScreenRect(x: 0, y: 600, width: 1080, height: 900), isScrollable: true, children: [page])
        return [
            SignalExample("a ViewPager whose page is a list", SignalExampleScreens.screen(pager), container: "pager")
        ]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.isPager, let list = HorizontalContainerClassifier.verticalList(in: subject.items) else {
            return nil
        }
        return
            "its page holds a vertical list (\(FindingElement.describe(list))): a page of the app's content, not a card"
    }
}
