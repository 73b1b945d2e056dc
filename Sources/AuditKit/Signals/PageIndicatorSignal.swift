import AccessibilityTree

/// `page-indicator`: a page-indicator class or resource id.
struct PageIndicatorSignal: ContainerSignal {
    var identifier: String { "page-indicator" }
    var rationale: String {
        "UIKit's UIPageControl (XCUIElementTypePageIndicator) and the page-indicator views of Android libraries "
            + "(…PageIndicator, …DotsIndicator, …CircleIndicator), or a resource id naming one (page_indicator, "
            + "dots_indicator): they show a pager's position, they are not cards."
    }
    var category: ContainerCategory { .pageDots }
    var kind: SignalKind { .kind }
    var weight: Double { 190 }

    var triggeringExamples: [SignalExample] {
        let dots = SignalExampleScreens.row(
            "dots", className: "android.widget.LinearLayout", top: 1200, height: 40, left: 480, width: 120,
            identifier: "com.example:id/page_indicator",
            items: SignalExampleScreens.items(
                3, prefix: "dot", left: 480, top: 1200, width: 26, height: 26, gap: 21, image: false))
        return [
            SignalExample("dots with resource-id page_indicator", SignalExampleScreens.screen(dots), container: "dots")
        ]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        if let identifier = HorizontalContainerClassifier.indicatorIdentifier(subject.container) {
            return "\(subject.container.simpleClassName ?? "element") with resource-id \(identifier): a page indicator"
        }
        guard WidgetClassNames.isPageIndicator(subject.className) else { return nil }
        return "class \(subject.className): a page indicator"
    }
}
