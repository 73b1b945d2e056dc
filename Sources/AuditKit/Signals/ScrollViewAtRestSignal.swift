import AccessibilityTree

/// `scroll-view-at-rest`: an Android HorizontalScrollView not marked scrollable, whose items are
/// unlike each other: a row of controls at rest, a shelf only when its items are cards.
///
/// uiautomator, Appium, Maestro and Compose dumps state whether a node scrolls; Espresso's view
/// hierarchy text does not, so there every scroll view reads as not marked, and one of unlike
/// items asks for cards. Decision: keep it so; a row of unlike items is seldom a shelf, and its
/// alike cards still make one a carousel.
struct ScrollViewAtRestSignal: ContainerSignal {
    var identifier: String { "scroll-view-at-rest" }
    var rationale: String {
        "android.widget.HorizontalScrollView marks its node scrollable only when it has a scroll range, that is "
            + "when its one child is wider than itself (AOSP frameworks/base @ 5bce9dc, "
            + "core/java/android/widget/HorizontalScrollView.java:999-1013, onInitializeAccessibilityNodeInfoInternal, "
            + "setScrollable(true) at 1003 only when getScrollRange() > 0; getScrollRange at 1024-1032); React Native "
            + "marks it from scrollEnabled, so a React Native one not marked cannot be scrolled either. One not marked "
            + "scrollable is a row at rest. A shelf's items repeat one layout (an adapter's cards); when no two of "
            + "its items share a class and a size, the row is a set of distinct controls (a camera's folder menu, "
            + "toggle and shutter), so only cards that look like cards make it a carousel."
    }
    var category: ContainerCategory { .other }
    var kind: SignalKind { .demandsCards }
    var weight: Double { 0 }
    var thresholds: [SignalThreshold] {
        [SignalThreshold("alike items agree within", AlikeCardsSignal.sizeTolerance, "share of the larger")]
    }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a HorizontalScrollView not marked scrollable around a folder menu, a toggle and a camera button",
                SignalExampleScreens.screen(Self.cameraOptions), container: "options")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a HorizontalScrollView not marked scrollable around two alike project cards (a shelf at rest)",
                SignalExampleScreens.screen(Self.shelfAtRest), container: "projects"),
            SignalExample(
                "the same folder menu, toggle and camera button in a HorizontalScrollView marked scrollable",
                SignalExampleScreens.screen(Self.scrollingOptions), container: "options"),
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.reason == .horizontalScrollView, subject.metrics.platform == .android,
            !subject.container.isScrollable, subject.items.count >= 2, !Self.hasAlikePair(subject.items)
        else { return nil }
        return "a horizontal scroll view not marked scrollable, its items unlike each other: a row of distinct "
            + "controls at rest"
    }

    /// Whether two of the items share a class and a size, within ``AlikeCardsSignal/sizeTolerance``
    /// of each other both ways.
    ///
    /// The items are taken by class, narrowest first: a wider item alike in width to one lies
    /// within the tolerance of it, so only those are compared, and a row of thousands of unlike
    /// items is not compared pair by pair.
    ///
    /// - Complexity: O(n log n) for items of distinct widths; O(n²) at worst, when many of one
    ///   class share a width and differ in height.
    static func hasAlikePair(_ items: [AccessibilityElement]) -> Bool {
        let tolerance = 1 - AlikeCardsSignal.sizeTolerance
        func alike(_ a: Double, _ b: Double) -> Bool { min(a, b) >= max(a, b) * tolerance }
        for group in Dictionary(grouping: items, by: \.className).values where group.count > 1 {
            let frames = group.map(\.frame).sorted { $0.width < $1.width }
            for (index, frame) in frames.enumerated() {
                for wider in frames[(index + 1)...] {
                    guard alike(frame.width, wider.width) else { break }
                    if alike(frame.height, wider.height) { return true }
                }
            }
        }
        return false
    }
}

extension ScrollViewAtRestSignal {
    /// Instagram's gallery options (PP, read only): a HorizontalScrollView the screen's width, not
    /// marked scrollable, whose one LinearLayout holds a 134 dp "Recents" folder menu, a checkable
    /// "Select multiple" toggle and a 37 dp camera button, unlike each other.
    static var cameraOptions: AccessibilityElement {
        let options = [
            AccessibilityElement(
                id: "folder", label: "Recents", role: .text, className: "android.widget.TextView",
                frame: ScreenRect(x: 0, y: 1248, width: 352, height: 156), isClickable: true, isFocusable: true),
            AccessibilityElement(
                id: "multiple", label: "Select multiple", className: "android.widget.LinearLayout",
                frame: ScreenRect(x: 522, y: 1277, width: 408, height: 97), isCheckable: true, isClickable: true,
                isFocusable: true),
            AccessibilityElement(
                id: "camera", label: "Camera", role: .image, className: "android.widget.ImageView",
                frame: ScreenRect(x: 948, y: 1278, width: 96, height: 96), isClickable: true, isFocusable: true),
        ]
        let holder = SignalExampleScreens.row(
            "options-content", className: "android.widget.LinearLayout", top: 1248, height: 156, items: options)
        return SignalExampleScreens.row(
            "options", className: "android.widget.HorizontalScrollView", top: 1248, height: 156, items: [holder])
    }

    /// A video editor's recent projects (the corpus's EpMedia home): a HorizontalScrollView not
    /// marked scrollable, 1000 px wide, whose one LinearLayout starts at its left side and ends
    /// 40 px short of its right, around two alike 440 x 350 px cards, each a thumbnail and a title.
    static var shelfAtRest: AccessibilityElement {
        let cards = SignalExampleScreens.row(
            "projects-content", className: "android.widget.LinearLayout", top: 1044, height: 350, left: 40,
            width: 920,
            items: SignalExampleScreens.items(
                2, prefix: "project", left: 40, top: 1044, width: 440, height: 350,
                texts: ["Mountain Vlog", "Cybercity Night"]))
        return SignalExampleScreens.row(
            "projects", className: "android.widget.HorizontalScrollView", top: 1044, height: 350, left: 40,
            width: 1000, items: [cards])
    }

    /// The camera options marked scrollable.
    static var scrollingOptions: AccessibilityElement {
        var options = cameraOptions
        options.isScrollable = true
        return options
    }
}
