import AccessibilityTree

/// What a ``ContainerSignal`` looks at: a horizontal container, its items in layout order, how
/// the detector found it, and measurements of its items shared by every signal.
public struct ContainerSubject: Sendable {
    /// The container.
    public let container: AccessibilityElement
    /// Its items, in layout order.
    public let items: [AccessibilityElement]
    /// How ``CarouselDetector`` recognised it as horizontal.
    public let reason: DetectedCarousel.Reason
    /// The elements around the container: the subtrees of its siblings and of its parent's
    /// siblings (where a pager's previous and next arrows sit), empty when not known.
    public let neighbours: [AccessibilityElement]
    /// The words of the screen's language.
    public let vocabulary: AuditVocabulary
    let metrics: ScreenMetrics
    let facts: ContainerFacts

    init(
        container: AccessibilityElement, items: [AccessibilityElement], reason: DetectedCarousel.Reason,
        metrics: ScreenMetrics, vocabulary: AuditVocabulary, neighbours: [AccessibilityElement] = []
    ) {
        self.container = container
        self.neighbours = neighbours
        self.items = items
        self.reason = reason
        self.metrics = metrics
        self.vocabulary = vocabulary
        facts = ContainerFacts(container: container, items: items, metrics: metrics, vocabulary: vocabulary)
    }

    /// The container's simple class name, or "".
    var className: String { container.simpleClassName ?? "" }
    /// Whether the detector found it as a pager.
    var isPager: Bool { reason == .pager }

    /// Whether the container says it scrolls, and its class may scroll sideways. An Android
    /// ScrollView, NestedScrollView, ListView, GridView or WebView (and an iOS table) scrolls only
    /// vertically, so its scrollable flag says nothing of a row inside it: a grid of tiles in a
    /// scroll view is not a row that scrolls (aosp-mirror/platform_frameworks_base @ 012416f,
    /// core/java/android/widget/ScrollView.java:66, "ScrollView only supports vertical scrolling").
    var scrollsSideways: Bool {
        container.isScrollable && !CarouselDetector.isVerticalClass(container.className, on: metrics.platform)
    }
}
