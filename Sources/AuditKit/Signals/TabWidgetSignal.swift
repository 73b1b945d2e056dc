import AccessibilityTree

/// `tab-widget`: a tab container class, the tab-bar container type or role, or items that are tabs.
struct TabWidgetSignal: ContainerSignal {
    var identifier: String { "tab-widget" }
    var rationale: String {
        "Platform tab widgets: Android's TabWidget, Material's TabLayout and its TabLayout$TabView items, "
            + "ActionBar$Tab, Compose's Role.Tab (roleDescription \"Tab\"), UIKit's UITabBar and "
            + "UISegmentedControl, XCUIElementTypeTabBar and the tab trait. Their items switch the content, "
            + "they are not cards."
    }
    var category: ContainerCategory { .tabs }
    var kind: SignalKind { .kind }
    var weight: Double { 200 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a Material TabLayout", SignalExampleScreens.screen(SignalExampleScreens.tabStrip()), container: "tabs")
        ]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? { subject.facts.tabEvidence }
}
