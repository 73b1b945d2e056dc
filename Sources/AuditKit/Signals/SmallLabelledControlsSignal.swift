import AccessibilityTree

/// `small-labelled-controls`: small items, some of which say something, or none of which holds any
/// text or picture (colour swatches, placeholders): controls (or tags) rather than cards. A row of
/// small pictures that runs off the screen (avatars, covers) is left to the content checks.
struct SmallLabelledControlsSignal: ContainerSignal {
    var identifier: String { "small-labelled-controls" }
    var rationale: String {
        "A layout fact: items no taller than a button (56 pt/dp) are controls or tags, labelled or not (an "
            + "icon-only button or a loading spinner among them, or a row of colour swatches holding nothing at "
            + "all); a content card holds an image or several lines and is taller."
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
        // A Compose lazy row of colour swatches, 27 x 23 dp, nothing inside (after a car's lights
        // colour picker: MunkiJeon/IVI_OS_Auto_var00, lights_color_popup.xml, a real uiautomator dump).
        let swatches = SignalExampleScreens.row(
            "swatches", className: ScrollableRecyclerRowSignal.composeViewClass, top: 1400, height: 61,
            scrollable: true,
            items: SignalExampleScreens.items(
                7, prefix: "swatch", className: ScrollableRecyclerRowSignal.composeViewClass, left: 40, top: 1400,
                width: 71, height: 61, gap: 14, image: false))
        // A rich-text composer's formatting bar: eight 48 dp ImageButtons, described, in a
        // scrolling HorizontalScrollView, the last cut by the screen (issue 21: a row of a
        // composer's action buttons).
        let tools = SignalExampleScreens.row(
            "tools", className: "android.widget.HorizontalScrollView", top: 2100, height: 126, scrollable: true,
            items: Self.formattingTools.enumerated().map { offset, name in
                AccessibilityElement(
                    id: ElementID("tool-\(name)"), label: name, role: .button, className: "android.widget.ImageButton",
                    frame: ScreenRect(
                        left: Double(offset) * 140, top: 2100, right: min(Double(offset) * 140 + 126, 1080),
                        bottom: 2226), isClickable: true, isFocusable: true)
            })
        return [
            SignalExample(
                "a composer's scrolling row of eight 48 dp image buttons, the last cut by the screen: buttons, not "
                    + "pictures of content", SignalExampleScreens.screen(tools), container: "tools"),
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
        // A grocery app's deals row cut to 52 dp by the bottom of the page's scroll view: each card
        // still names, sizes and prices its product in its label (after faisalhasan00/TaazaBazar's
        // dump.xml, a real uiautomator dump).
        let deals = SignalExampleScreens.row(
            "deals", className: "android.widget.HorizontalScrollView", top: 2001, height: 137, scrollable: true,
            items: Self.dealLabels.enumerated().map {
                offset, label in
                AccessibilityElement(
                    id: ElementID("deal\(offset)"), label: label, className: "android.view.View",
                    frame: ScreenRect(
                        left: 45 + Double(offset) * 450, top: 2001, right: min(461 + Double(offset) * 450, 1080),
                        bottom: 2138), isClickable: true, isFocusable: true)
            })
        return [
            .storyCardShelf,
            SignalExample(
                "a row of product cards cut to 52 dp, each label three lines or more (name, size, prices)",
                SignalExampleScreens.screen(deals), container: "deals"),
            SignalExample(
                "the same row with an unlabelled picture in each item", SignalExampleScreens.screen(thumbnails),
                container: "thumbnails"),
        ]
    }

    /// The descriptions of a composer's formatting buttons.
    static let formattingTools = ["Bold", "Italic", "Underline", "Strikethrough", "Link", "Quote", "Code", "List"]

    /// A grocery app's deals, each named, sized and priced on lines of its own under an emoji.
    static let dealLabels = ["🥛\nMilk\n₹60/L\n₹68", "🥚\nEggs\n₹65/6pcs\n₹75", "🥕\nCarrot\n₹38/kg\n₹48"]

    /// The fewest lines of words in a card's label: a control's label is a line (a button's, a
    /// chip's; two on a wide button or a tab that adds its position); a label of three lines or
    /// more names, describes and prices an item.
    static let cardLabelLines = 3

    /// Whether every labelled item's label runs to ``cardLabelLines`` lines: cards cut short by a
    /// scroller's or the screen's edge, whose text still says what they are ("Milk", "₹60/L",
    /// "₹68" under an emoji), not controls.
    static func labelsRunToLines(_ subject: ContainerSubject) -> Bool {
        var labelled = 0
        for subtree in subject.facts.itemSubtrees {
            guard
                let label = subtree.lazy.compactMap({ element -> String? in
                    guard element.isPresent else { return nil }
                    return element.trimmedLabel ?? element.trimmedValue
                }).first
            else { continue }
            labelled += 1
            // A line of an emoji or a symbol alone (an icon drawn as text) says nothing.
            let lines = label.split(whereSeparator: \.isNewline).filter {
                $0.contains { $0.isLetter || $0.isNumber }
            }
            if lines.count < cardLabelLines { return false }
        }
        return labelled > 0
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let facts = subject.facts
        guard subject.isSmallItemRow, !subject.isRowOfSmallImagesRunningOff,
            facts.unlabelled < facts.count || facts.withTextOrImage == 0,
            !Self.labelsRunToLines(subject)
        else { return nil }
        return "every item is at most \(facts.describe(facts.maxHeight)) tall (content cards are taller); "
            + (facts.unlabelled == 0 ? "small labelled controls" : "small controls and tags") + " rather than cards"
    }
}
