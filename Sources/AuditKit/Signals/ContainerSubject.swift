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
    ///
    /// - Complexity: O(k) for the k neighbours, listed on each call.
    public var neighbours: [AccessibilityElement] {
        var found: [AccessibilityElement] = []
        forEachNeighbour { found.append($0) }
        return found
    }
    /// Where ``neighbours`` come from.
    private let neighbourhood: Neighbourhood
    /// The words of the screen's language.
    public let vocabulary: AuditVocabulary
    let metrics: ScreenMetrics
    let facts: ContainerFacts

    init(
        container: AccessibilityElement, items: [AccessibilityElement], reason: DetectedCarousel.Reason,
        metrics: ScreenMetrics, vocabulary: AuditVocabulary, neighbours: Neighbourhood = .given([])
    ) {
        self.container = container
        self.neighbourhood = neighbours
        self.items = items
        self.reason = reason
        self.metrics = metrics
        self.vocabulary = vocabulary
        facts = ContainerFacts(container: container, items: items, metrics: metrics, vocabulary: vocabulary)
    }

    /// The elements around a container: a list given by the caller, or found in the screen's index
    /// when a signal asks. The detector's containers take them from the index: listing them for
    /// every container copied every element near it, and only a wide container's
    /// ``PagingArrowsSignal`` reads them.
    enum Neighbourhood: Sendable {
        case given([AccessibilityElement])
        case around(in: NeighbourLevels)
    }

    /// Calls `body` with each of ``neighbours`` in order, without listing them.
    ///
    /// - Complexity: O(k) for the k neighbours.
    func forEachNeighbour(_ body: (AccessibilityElement) -> Void) {
        switch neighbourhood {
        case .given(let elements): elements.forEach(body)
        case .around(let levels): levels.index.forEachNeighbour(of: container, body)
        }
    }

    /// Calls `body` with each of ``neighbours`` whose vertical centre lies from `low` to `high`
    /// (both included), in order: the neighbours level with a row, found without walking the
    /// others when they come from the screen (``NeighbourLevels``).
    ///
    /// - Complexity: O(log n + k log k) for the k elements centred in the range, from the screen;
    ///   O(k) for k given neighbours.
    func forEachNeighbour(centredFrom low: Double, to high: Double, _ body: (AccessibilityElement) -> Void) {
        switch neighbourhood {
        case .given(let elements):
            for element in elements where element.frame.midY >= low && element.frame.midY <= high { body(element) }
        case .around(let levels): levels.forEachNeighbour(of: container, centredFrom: low, to: high, body)
        }
    }

    /// Whether the container is an Android GridView the detector found as a grid running past the
    /// screen's side (``DetectedCarousel/Reason/pagedGrid``: a column of cells, alike the others,
    /// cut at the screen's edge).
    ///
    /// The class does not say the axis: AndroidX's GridLayoutManager names its RecyclerView
    /// `android.widget.GridView` for accessibility whatever its orientation (androidx/androidx @
    /// ad05027a87990dd0e9299dd1517641bd333f7f20, recyclerview/recyclerview/src/main/java/androidx/
    /// recyclerview/widget/GridLayoutManager.java, lines 188-196
    /// `onInitializeAccessibilityNodeInfo(Recycler, State, info)`, line 195
    /// `info.setClassName(GridView.class.getName())`, with no test of the orientation). Laid out
    /// vertically with a set width, it splits that width less its padding among its spans (the
    /// same file, lines 680-688 `updateMeasurements()`, 715-717 and 726-747
    /// `calculateItemBorders`), so its columns end inside it; a column cut at the side is laid out
    /// past it, which only a sideways grid does. (When its width spec is not exact, the spans are
    /// sized from the cells instead: lines 945 and 1023, 1161-1165 `guessMeasurement`.)
    var isSidewaysGrid: Bool {
        reason == .pagedGrid && metrics.platform == .android && WidgetClassNames.isGridView(className)
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
    ///
    /// Nor does the flag of a container whose side-by-side run is only one of its rows: when some
    /// of its other children lie wholly above or below the run, it lays its children out top to
    /// bottom (a Compose grid of a calendar's days, a column holding a row), so it scrolls
    /// vertically.
    ///
    /// A GridView whose cells run past its side is the exception: AndroidX's GridLayoutManager
    /// reports its RecyclerView as `android.widget.GridView` in either orientation, and a vertical
    /// one divides its width, less its padding, among its columns, so no column of it runs past
    /// its side (``isSidewaysGrid``).
    var scrollsSideways: Bool {
        guard container.isScrollable,
            isSidewaysGrid || !CarouselDetector.isVerticalClass(container.className, on: metrics.platform)
        else { return false }
        guard reason == .sideBySideCards, let top = items.map(\.frame.minY).min(),
            let bottom = items.map(\.frame.maxY).max()
        else { return true }
        let run = Set(items.map(\.id))
        let tolerance = metrics.onePoint * 2
        return !container.children.contains { child in
            !run.contains(child.id) && !child.isHidden && !child.frame.isEmpty
                && (child.frame.minY >= bottom - tolerance || child.frame.maxY <= top + tolerance)
        }
    }
}
