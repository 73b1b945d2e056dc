import AccessibilityTree

/// `tab-bar-at-bottom`: a tab widget that is a bottom navigation class, or lies along the
/// screen's bottom edge, is bottom navigation.
struct TabBarAtBottomSignal: ContainerSignal {
    var identifier: String { "tab-bar-at-bottom" }
    var rationale: String {
        "Material's BottomNavigationView and NavigationBarView, and a UITabBar along the bottom edge (Apple's "
            + "Human Interface Guidelines, Tab bars), hold an app's top-level destinations."
    }
    var category: ContainerCategory { .bottomNavigation }
    var kind: SignalKind { .kind }
    var weight: Double { 250 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("tallest bar", BottomBarShapeSignal.maximumHeight, "pt/dp"),
            SignalThreshold("distance of its bottom from the screen's", BottomBarShapeSignal.bottomMargin, "pt/dp"),
            SignalThreshold("narrowest bar", BottomBarShapeSignal.minimumWidthShare, "share of the screen's width"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a TabLayout along the bottom edge",
                SignalExampleScreens.screen(SignalExampleScreens.tabStrip(top: 2274)), container: "tabs")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a TabLayout under the app bar", SignalExampleScreens.screen(SignalExampleScreens.tabStrip()),
                container: "tabs")
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.facts.tabEvidence != nil else { return nil }
        if WidgetClassNames.isBottomNavigation(subject.className) {
            return "class \(subject.className): bottom navigation"
        }
        guard BottomBarShapeSignal.liesAlongBottom(subject) else { return nil }
        return "along the screen's bottom edge: bottom navigation"
    }
}
