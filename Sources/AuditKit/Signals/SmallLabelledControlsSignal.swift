import AccessibilityTree

/// `small-labelled-controls`: small items, some of which say something, or none of which holds any
/// text or picture (colour swatches, placeholders): controls (or tags) rather than cards. A row of
/// small pictures that runs off the screen (avatars, covers) is left to the content checks.
struct SmallLabelledControlsSignal: ContainerSignal {
    var identifier: String { "small-labelled-controls" }
    var rationale: String {
        "A layout fact: items no taller than a button (56 pt/dp) are controls or tags, labelled or not (an "
            + "icon-only button or a loading spinner among them, or a row of colour swatches holding nothing at all); a "
            + "content card holds an image or several lines and is taller."
    }
    var category: ContainerCategory { .actionRow }
    var kind: SignalKind { .kind }
    var weight: Double { 90 }
    var thresholds: [SignalThreshold] { [SignalThreshold("tallest item", ContainerSubject.smallItemHeight, "pt/dp")] }

    var triggeringExamples: [SignalExample] {
        let controls = SignalExampleScreens.row(
            "controls", className: "android.widget.LinearLayout", top: 1400, height: 126,
            items: SignalExampleScreens.items(
                2, prefix: "control", top: 1400, width: 480, height: 126,
                texts: ["Sort by date, newest first", "Show only the unread ones"], image: false))
        var pills = SignalExampleScreens.items(
            3, prefix: "pill", left: 180, top: 1400, width: 300, height: 108, gap: 18,
            texts: ["Sale", "Free delivery", "Mall"], image: false)
        pills.insert(
            AccessibilityElement(
                id: "pill-icon", role: .image, className: "android.widget.ImageButton",
                frame: ScreenRect(x: 42, y: 1400, width: 120, height: 108), isClickable: true),
            at: 0)
        let shortcuts = SignalExampleScreens.row(
            "shortcuts", className: "androidx.recyclerview.widget.RecyclerView", top: 1400, height: 108,
            scrollable: true, items: pills)
        // A Compose lazy row of colour swatches (a lights colour picker): 27 x 23 dp, nothing inside.
        let swatches = SignalExampleScreens.row(
            "swatches", className: ScrollableRecyclerRowSignal.composeViewClass, top: 1400, height: 61,
            scrollable: true,
            items: SignalExampleScreens.items(
                7, prefix: "swatch", className: ScrollableRecyclerRowSignal.composeViewClass, left: 40, top: 1400,
                width: 71, height: 61, gap: 14, image: false))
        return [
            SignalExample(
                "a scrolling Compose row of seven 23 dp colour swatches with nothing in them",
                SignalExampleScreens.screen(swatches), container: "swatches"),
            SignalExample(
                "two 48 dp controls with long labels", SignalExampleScreens.screen(controls), container: "controls"),
            SignalExample(
                "a scrolling row of 41 dp pill buttons led by an icon-only one", SignalExampleScreens.screen(shortcuts),
                container: "shortcuts"),
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        // The swatches' row with a picture in each item and no label: the pictures are content
        // the signal cannot judge, so it leaves them to the content checks.
        let thumbnails = SignalExampleScreens.row(
            "thumbnails", className: ScrollableRecyclerRowSignal.composeViewClass, top: 1400, height: 61,
            scrollable: true,
            items: SignalExampleScreens.items(
                7, prefix: "thumbnail", className: ScrollableRecyclerRowSignal.composeViewClass, left: 40, top: 1400,
                width: 71, height: 61, gap: 14))
        return [
            .storyCardShelf,
            SignalExample(
                "the same row with an unlabelled picture in each item", SignalExampleScreens.screen(thumbnails),
                container: "thumbnails"),
        ]
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard subject.isSmallItemRow, !subject.isRowOfSmallImagesRunningOff,
            facts.unlabelled < facts.count || facts.withTextOrImage == 0
        else { return nil }
        return "every item is at most \(facts.describe(facts.maxHeight)) tall (content cards are taller); "
            + (facts.unlabelled == 0 ? "small labelled controls" : "small controls and tags") + " rather than cards"
    }
}
