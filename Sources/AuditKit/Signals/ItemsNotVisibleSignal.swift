import AccessibilityTree

/// `items-not-visible`: items marked not visible beside the screen: scrolled out of view.
struct ItemsNotVisibleSignal: ContainerSignal {
    var identifier: String { "items-not-visible" }
    var rationale: String {
        "WebDriverAgent marks cells scrolled out of view visible=\"false\" and keeps them in the tree; "
            + "within the screen's height they lie sideways, so the row scrolls. Items below the screen belong "
            + "to a vertical scroll."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "iOS cells parked off screen", ExampleScreens.iOS([ItemsNotVisibleSignal.parkedBanner]),
                container: "banner")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a Material tab strip", SignalExampleScreens.screen(SignalExampleScreens.tabStrip()), container: "tabs")
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.hasItemsMarkedNotVisible else { return nil }
        return "some items are marked not visible: scrolled out of view"
    }
}

extension ItemsNotVisibleSignal {
    /// An older iOS app's promotional banner: a collection view showing one cell, two parked off
    /// screen and marked not visible.
    static var parkedBanner: AccessibilityElement {
        AccessibilityElement(
            id: "banner", className: "XCUIElementTypeCollectionView",
            frame: ScreenRect(x: 0, y: 120, width: 390, height: 180),
            children: (0..<3).map { index in
                AccessibilityElement(
                    id: ElementID("banner\(index)"), label: ["Summer sale", "New arrivals", "Free delivery"][index],
                    traits: [.button], className: "XCUIElementTypeCell",
                    frame: ScreenRect(x: Double(index) * 390, y: 120, width: 390, height: 180),
                    isAccessibilityElement: true, isVisible: index == 0)
            })
    }
}
