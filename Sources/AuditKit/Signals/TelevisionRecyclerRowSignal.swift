import AccessibilityTree

/// `tv-recycler-row`: on a TV's screen, an Android horizontal RecyclerView of two or more cards:
/// a row the D-pad's focus scrolls.
struct TelevisionRecyclerRowSignal: ContainerSignal {
    /// The fewest cards.
    static let fewestCards = 2

    var identifier: String { "tv-recycler-row" }
    var rationale: String {
        "A TV app lays its shelves (a cast, the seasons, all showings) in RecyclerViews that the D-pad's focus "
            + "moves through: RecyclerView scrolls a focused child into view (RecyclerView."
            + "requestChildRectangleOnScreen), and uiautomator leaves out the items scrolled out of view, so a "
            + "row of two or three that fits the screen may hold more. On a touch screen a row that short is "
            + "often controls, so there it takes four (recycler-of-four). The screen is a TV's by "
            + "TouchTargetSizeRule.televisionEvidence: a TV's resolution in landscape and the D-pad's focus, a TV "
            + "package or Leanback's widgets."
    }
    var thresholds: [SignalThreshold] { [SignalThreshold("fewest cards", Double(Self.fewestCards), "items")] }
    var category: ContainerCategory { .contentCarousel }
    var kind: SignalKind { .layout }
    var weight: Double { 10 }

    var triggeringExamples: [SignalExample] {
        [SignalExample("a TV detail page's cast row of three", Self.detailPage(focused: true), container: "cast")]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "the same row on a screen with no TV's evidence (no D-pad focus)", Self.detailPage(focused: false),
                container: "cast"),
            SignalExample(
                "a TV's RecyclerView of one card and a 2 px divider view", Self.detailPage(focused: true, cast: 1),
                container: "cast"),
        ]
    }

    /// A 1920 x 1080 detail page: a focused Watch button and a RecyclerView of three cast cards
    /// (a photo and a name) that fit; with `focused`, the button holds the input focus as a
    /// D-pad's focus does.
    /// With `cast` under 3, that many cards and a 2 px divider view after them.
    static func detailPage(focused: Bool, cast: Int = 3) -> AccessibilityScreen {
        var cards = (0..<cast).map { index -> AccessibilityElement in
            let left = 120 + Double(index) * 260
            return AccessibilityElement(
                id: ElementID("cast\(index)"), className: "android.widget.LinearLayout",
                frame: ScreenRect(x: left, y: 700, width: 240, height: 320), isClickable: true, isFocusable: true,
                children: [
                    AccessibilityElement(
                        id: ElementID("cast\(index)-photo"), role: .image, className: "android.widget.ImageView",
                        frame: ScreenRect(x: left, y: 700, width: 240, height: 240)),
                    AccessibilityElement(
                        id: ElementID("cast\(index)-name"), label: ["Ada Lane", "Bo Reyes", "Cy Moss"][index],
                        role: .text, className: "android.widget.TextView",
                        frame: ScreenRect(x: left, y: 950, width: 240, height: 60)),
                ])
        }
        if cast < 3 {
            cards.append(
                AccessibilityElement(
                    id: "cast-divider", className: "android.view.View",
                    frame: ScreenRect(x: 120 + Double(cast) * 260, y: 700, width: 2, height: 320)))
        }
        let row = AccessibilityElement(
            id: "cast", className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(x: 120, y: 700, width: 1700, height: 320), isFocusable: true, children: cards)
        let watch = AccessibilityElement(
            id: "watch", label: "Watch now", role: .button, className: "android.widget.Button",
            frame: ScreenRect(x: 120, y: 400, width: 300, height: 100), isClickable: true, isFocusable: true)
        let root = AccessibilityElement(
            id: "root", className: "android.widget.FrameLayout",
            frame: ScreenRect(x: 0, y: 0, width: 1920, height: 1080),
            children: [watch, row])
        return AccessibilityScreen(
            platform: .android, name: "com.example.player", size: ScreenSize(width: 1920, height: 1080),
            unit: .pixels(density: 2), roots: [root], inputFocus: focused ? "watch" : nil)
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let metrics = subject.metrics
        guard metrics.platform == .android, metrics.television != nil,
            WidgetClassNames.isRecyclerView(subject.className)
        else { return nil }
        // Cards as recycler-of-four counts them: a divider view between them is none.
        let cards = RecyclerOfFourSignal.cards(of: subject)
        guard cards.count >= Self.fewestCards else { return nil }
        return "a TV's horizontal RecyclerView of \(cards.count) cards: the D-pad's focus scrolls it, and "
            + "Android dumps leave out the items scrolled out of view"
    }
}
