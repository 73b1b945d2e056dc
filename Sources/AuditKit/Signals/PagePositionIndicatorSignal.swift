import AccessibilityTree

/// `page-position-indicator`: one small element saying "Page x of y" is a page indicator.
struct PagePositionIndicatorSignal: ContainerSignal {
    var identifier: String { "page-position-indicator" }
    var rationale: String {
        "UIPageControl's accessibility value is \"page x of y\" and a SwiftUI page view's dots say it too; an "
            + "element no taller than a dot that says it is the indicator, not the pages."
    }
    var category: ContainerCategory { .pageDots }
    var kind: SignalKind { .kind }
    var weight: Double { 190 }
    var thresholds: [SignalThreshold] { [SignalThreshold("tallest indicator", ContainerFacts.dotSide, "pt/dp")] }

    var triggeringExamples: [SignalExample] {
        let dots = AccessibilityElement(
            id: "dots", label: "Page 2 of 3", className: "android.view.View",
            frame: ScreenRect(x: 480, y: 1200, width: 120, height: 26))
        return [
            SignalExample(
                "a 10 dp element saying \"Page 2 of 3\"", SignalExampleScreens.screen(dots), container: "dots")
        ]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        let metrics = subject.metrics
        let height = metrics.points(subject.container.frame.height)
        guard subject.items.isEmpty, height <= ContainerFacts.dotSide,
            let position = [subject.container.label, subject.container.value].compactMap({ $0 }).lazy.compactMap({
                HorizontalContainerClassifier.pageMatch($0, vocabulary: subject.vocabulary)
            }).first
        else { return nil }
        return "says \"\(position)\" and is \(subject.facts.describe(height)) tall: a page indicator"
    }
}
