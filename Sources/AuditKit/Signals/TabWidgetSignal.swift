import AccessibilityTree

/// `tab-widget`: a tab container class, the tab-bar container type or role, or items that are tabs.
struct TabWidgetSignal: ContainerSignal {
    var identifier: String { "tab-widget" }
    var rationale: String {
        "Platform tab widgets: Android's TabWidget, Material's TabLayout and its TabLayout$TabView items, "
            + "ActionBar$Tab, Compose's Role.Tab (roleDescription \"Tab\"), UIKit's UITabBar and "
            + "UISegmentedControl, XCUIElementTypeTabBar and the tab trait; a container whose resource id names "
            + "one (id/tab_layout: the developer's own name for it, read as a page indicator's id is). Their items "
            + "switch the content, they are not cards."
    }
    var category: ContainerCategory { .tabs }
    var kind: SignalKind { .kind }
    var weight: Double { 200 }

    var triggeringExamples: [SignalExample] {
        let plain = SignalExampleScreens.row(
            "sections", className: "android.widget.HorizontalScrollView", top: 300, height: 126,
            identifier: "com.example.reader:id/tab_layout",
            items: SignalExampleScreens.items(
                3, prefix: "section", className: "android.widget.TextView", left: 40, top: 300, width: 160,
                height: 126, gap: 0, texts: ["Films", "Books", "Music"], image: false))
        return [
            SignalExample(
                "a Material TabLayout", SignalExampleScreens.screen(SignalExampleScreens.tabStrip()), container: "tabs"),
            SignalExample(
                "a HorizontalScrollView with id/tab_layout", SignalExampleScreens.screen(plain), container: "sections"),
        ]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? { subject.facts.tabEvidence }
}
