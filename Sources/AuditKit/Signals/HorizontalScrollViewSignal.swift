import AccessibilityTree

/// `horizontal-scroll-view`: Android's HorizontalScrollView, when it can scroll.
struct HorizontalScrollViewSignal: ContainerSignal {
    var identifier: String { "horizontal-scroll-view" }
    var rationale: String {
        "android.widget.HorizontalScrollView scrolls its one child sideways: the app lays the row out to "
            + "scroll. It can scroll only when that child is wider than itself (AOSP frameworks/base @ 5bce9dc, "
            + "core/java/android/widget/HorizontalScrollView.java, canScroll(): getWidth() < childWidth + "
            + "padding), and it marks itself scrollable only then (onInitializeAccessibilityNodeInfoInternal: "
            + "setScrollable(true) when getScrollRange() > 0). On Android, one not marked scrollable whose "
            + "content ends inside both its sides (a live stream's info bar half its width) does not scroll. "
            + "One marked scrollable whose one child is narrower than itself by more than 32 dp does not scroll "
            + "either: React Native marks its scroll views scrollable whenever scrolling is enabled "
            + "(facebook/react-native @ f70a054, ReactScrollViewAccessibilityDelegate.kt:129)."
    }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a HorizontalScrollView of cards", SignalExampleScreens.screen(HorizontalScrollViewSignal.example),
                container: "scroller")
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a Material tab strip", SignalExampleScreens.screen(SignalExampleScreens.tabStrip()), container: "tabs"),
            SignalExample(
                "a HorizontalScrollView not marked scrollable around a status bar half its width",
                SignalExampleScreens.screen(Self.statusBar), container: "status"),
            SignalExample(
                "a HorizontalScrollView marked scrollable whose row of four shortcuts ends 55 dp short of its side",
                SignalExampleScreens.screen(Self.shortRow), container: "shortcuts"),
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.reason == .horizontalScrollView, canScroll(subject) else { return nil }
        return "a horizontal scroll view: the app lays the row out to scroll"
    }

    /// Whether the scroll view can scroll: not on Android, marked scrollable, or its content
    /// (its child and the items) reaches or passes one of its sides.
    private func canScroll(_ subject: ContainerSubject) -> Bool {
        let container = subject.container
        guard subject.metrics.platform == .android else { return true }
        if subject.contentFitsInside { return false }
        guard !container.isScrollable else { return true }
        let edge = subject.metrics.onePoint * 2
        let content = container.children.filter { !$0.frame.isEmpty } + subject.items
        return content.contains { element in
            element.frame.minX <= container.frame.minX + edge || element.frame.maxX >= container.frame.maxX - edge
        } || subject.overflows
    }
}

extension HorizontalScrollViewSignal {
    /// A HorizontalScrollView wrapping a LinearLayout of three cards.
    static var example: AccessibilityElement {
        let strip = SignalExampleScreens.row(
            "strip", className: "android.widget.LinearLayout", height: 500, width: 1200,
            items: SignalExampleScreens.items(
                3, prefix: "card", width: 360, height: 500, texts: SignalExampleScreens.storyTitles))
        return SignalExampleScreens.row(
            "scroller", className: "android.widget.HorizontalScrollView", height: 500, items: [strip])
    }

    /// A live stream's status bar: a HorizontalScrollView (not marked scrollable) 1080 px wide
    /// whose one child, from x = 20 to 580, holds a notice button, a like count and a timer.
    static var statusBar: AccessibilityElement {
        let controls = SignalExampleScreens.row(
            "status-content", className: "android.view.ViewGroup", top: 160, height: 240, left: 20, width: 560,
            items: SignalExampleScreens.items(
                3, prefix: "status", className: "android.widget.TextView", left: 20, top: 240, width: 160, height: 80,
                gap: 20, texts: ["Notice", "468", "40:54"], image: false))
        return SignalExampleScreens.row(
            "status", className: "android.widget.HorizontalScrollView", top: 160, height: 240, items: [controls])
    }

    /// A HorizontalScrollView marked scrollable (as React Native marks every enabled one), 996 px
    /// wide at density 2.625, whose one child ends 144 px (55 dp) short of its right side: four
    /// shortcut tiles, all shown.
    static var shortRow: AccessibilityElement {
        let tiles = SignalExampleScreens.row(
            "shortcuts-content", className: "android.view.ViewGroup", top: 1430, height: 240, left: 42, width: 852,
            items: SignalExampleScreens.items(
                4, prefix: "shortcut", left: 42, top: 1430, width: 189, height: 240, gap: 32,
                texts: ["Routes", "Maps", "Weather", "Gear"]))
        return SignalExampleScreens.row(
            "shortcuts", className: "android.widget.HorizontalScrollView", top: 1430, height: 240, left: 42,
            width: 996, scrollable: true, items: [tiles])
    }
}
