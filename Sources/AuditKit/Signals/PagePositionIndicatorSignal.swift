import AccessibilityTree

/// `page-position-indicator`: one small element, or a slider, saying "Page x of y" is a page
/// indicator.
struct PagePositionIndicatorSignal: ContainerSignal {
    var identifier: String { "page-position-indicator" }
    var rationale: String {
        "UIPageControl's accessibility value is \"page x of y\" and a SwiftUI page view's dots say it too; an "
            + "element no taller than a dot that says it is the indicator, not the pages. A slider is one too, "
            + "whatever its height: Android's SeekBar \"is an extension of ProgressBar that adds a draggable thumb\" "
            + "to set a level in a range (developer.android.com/reference/android/widget/SeekBar), so a SeekBar "
            + "saying \"page 3 of 3\" (a launcher's page scrubber) shows a position; its pages lie beside it."
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
                "a 10 dp element saying \"Page 2 of 3\"", SignalExampleScreens.screen(dots), container: "dots"),
            SignalExample(
                "a launcher's 63 dp SeekBar saying \"Page 3 of 3\"", SignalExampleScreens.screen(Self.pageScrubber),
                container: "scrubber"),
        ]
    }

    /// A home screen's page scrubber: a SeekBar 165 px (63 dp) tall saying "Page 3 of 3", its
    /// thumb a RelativeLayout.
    static var pageScrubber: AccessibilityElement {
        SignalExampleScreens.row(
            "scrubber", className: "android.widget.SeekBar", top: 1900, height: 165, label: "Page 3 of 3",
            items: [
                AccessibilityElement(
                    id: "scrubber-thumb", className: "android.widget.RelativeLayout",
                    frame: ScreenRect(x: 440, y: 1970, width: 200, height: 90))
            ])
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    func evidence(for subject: ContainerSubject) -> String? {
        let metrics = subject.metrics
        let height = metrics.points(subject.container.frame.height)
        // A slider is a page scrubber whatever its height: its thumb and track are not pages.
        let isSlider = subject.container.role == .slider
        guard isSlider || (subject.items.isEmpty && height <= ContainerFacts.dotSide),
            let position = [subject.container.label, subject.container.value].compactMap({ $0 }).lazy.compactMap({
                HorizontalContainerClassifier.pageMatch($0, vocabulary: subject.vocabulary)
            }).first
        else { return nil }
        if isSlider {
            return "a slider (\(subject.className)) saying \"\(position)\": a page scrubber, not the pages"
        }
        return "says \"\(position)\" and is \(subject.facts.describe(height)) tall: a page indicator"
    }
}
