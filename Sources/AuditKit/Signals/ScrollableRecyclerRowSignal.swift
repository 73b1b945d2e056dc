import AccessibilityTree

/// `scrollable-recycler-row`: an Android RecyclerView (or a Compose lazy row) one card tall that
/// the platform marks scrollable: it scrolls sideways, even when every card it shows lies inside
/// its padding.
struct ScrollableRecyclerRowSignal: ContainerSignal {
    /// How much of the list's height its tallest card fills, more than which leaves no room for a
    /// second row of it.
    static let filledHeight = 0.5

    var identifier: String { "scrollable-recycler-row" }
    var rationale: String {
        "AndroidX RecyclerView marks itself scrollable only when it can scroll (androidx/androidx @ a9b06aaf, "
            + "recyclerview/recyclerview/src/main/java/androidx/recyclerview/widget/RecyclerView.java, "
            + "LayoutManager.onInitializeAccessibilityNodeInfo(Recycler, State, AccessibilityNodeInfoCompat): "
            + "setScrollable(true) only when canScrollVertically or canScrollHorizontally), and so does Compose: "
            + "a node with a scroll range is scrollable only when the range's maximum is above 0 (androidx/androidx "
            + "@ 0094ab0, compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/"
            + "AndroidComposeViewAccessibilityDelegateCompat.android.kt, `if (xScrollState.maxValue() > 0f) "
            + "info.isScrollable = true`, the same for the vertical range); a lazy row keeps the class "
            + "android.view.View, since it has collection info. A list one card tall (its tallest card fills more "
            + "than half its height) holding a row of cards has no second row to scroll to, so it scrolls sideways "
            + "to cards it does not show, even when those it shows lie inside its padding (a cover-flow centres "
            + "them)."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }
    var thresholds: [SignalThreshold] {
        [SignalThreshold("tallest card", Self.filledHeight, "share of the list's height, more than")]
    }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a scrollable RecyclerView of three product cards inside its padding",
                SignalExampleScreens.screen(Self.productRow(scrollable: true)), container: "similar"),
            SignalExample(
                "a scrollable Compose lazy row of three game covers, centred and shrinking (a cover-flow)",
                SignalExampleScreens.screen(Self.coverFlow()), container: "covers"),
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "the same RecyclerView not marked scrollable (every card fits)",
                SignalExampleScreens.screen(Self.productRow(scrollable: false)), container: "similar"),
            SignalExample(
                "a scrollable RecyclerView twice a card's height (a vertical grid's first row)",
                SignalExampleScreens.screen(Self.productRow(scrollable: true, height: 1200)), container: "similar"),
            SignalExample(
                "the cover-flow in a scrollable Compose view more than twice its tallest cover's height",
                SignalExampleScreens.screen(Self.coverFlow(height: 800)), container: "covers"),
        ]
    }

    /// A scrollable Compose lazy row (class android.view.View) of three clickable covers, each
    /// smaller than the one before and centred on the line y = 950, none reaching its sides.
    static func coverFlow(height: Double = 500) -> AccessibilityElement {
        let covers = [(x: 200.0, height: 380.0), (x: 520.0, height: 320.0), (x: 800.0, height: 280.0)]
        return SignalExampleScreens.row(
            "covers", className: composeViewClass, top: 950 - height / 2, height: height, scrollable: true,
            items: covers.enumerated().map { index, cover in
                AccessibilityElement(
                    id: ElementID("cover\(index)"), className: composeViewClass,
                    frame: ScreenRect(
                        x: cover.x, y: 950 - cover.height / 2, width: cover.height * 0.8, height: cover.height),
                    isClickable: true, isFocusable: true,
                    children: [
                        AccessibilityElement(
                            id: ElementID("cover\(index)-image"), role: .image, className: "android.widget.ImageView",
                            frame: ScreenRect(
                                x: cover.x, y: 950 - cover.height / 2, width: cover.height * 0.8, height: cover.height))
                    ])
            })
    }

    /// A "similar products" RecyclerView with three cards 300 px wide from x = 60, 40 px apart:
    /// all inside its 60 px padding.
    static func productRow(scrollable: Bool, height: Double = 600) -> AccessibilityElement {
        SignalExampleScreens.row(
            "similar", className: "androidx.recyclerview.widget.RecyclerView", top: 1500, height: height,
            scrollable: scrollable,
            items: SignalExampleScreens.items(
                3, prefix: "product", left: 60, top: 1500, width: 300, height: 560, gap: 40,
                texts: ["Trail runner, 89 €", "Road runner, 119 €", "Court shoe, 69 €"]))
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let container = subject.container
        guard subject.metrics.platform == .android, container.isScrollable, subject.items.count >= 2,
            WidgetClassNames.isRecyclerView(subject.className) || WidgetClassNames.isLeanbackRow(subject.className)
                || container.className == Self.composeViewClass,
            container.frame.height > 0,
            let tallest = subject.items.map(\.frame.height).max(),
            tallest > container.frame.height * Self.filledHeight
        else { return nil }
        let kind = container.className == Self.composeViewClass ? "A Compose lazy row" : "A RecyclerView"
        return "\(kind.prefix(1).lowercased() + kind.dropFirst()) one card tall that Android marks scrollable: it "
            + "scrolls sideways to cards it does not show"
    }

    /// The class Compose gives a node it does not name otherwise: a lazy row has collection info,
    /// so Compose leaves its class as it is.
    static let composeViewClass = "android.view.View"
}
