import AccessibilityTree

/// `captioned-shortcuts`: every item one small icon and one short caption, nothing else (an end
/// item cut off at the row's side may have lost either): a row of shortcuts (an app's quick
/// actions or destinations), not content cards.
struct CaptionedShortcutsSignal: ContainerSignal {
    /// The side at which a picture stops being icon-sized: Material 3's list tokens give a leading
    /// icon 18 dp, an avatar 40 dp and a leading image 56 dp (androidx/androidx @ ce0d1cb,
    /// compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/tokens/ListTokens.kt:49-52).
    static let maximumIconSide = 56.0

    var identifier: String { "captioned-shortcuts" }
    var rationale: String {
        "A shortcut (a quick action such as Transfer or Top up, an app's destinations such as its social "
            + "sources) is an icon over a one-line caption; its tile may be taller than a tab's, but its picture "
            + "stays smaller than an image (Material 3's list tokens: icon 18 dp, avatar 40 dp, image 56 dp; "
            + "androidx @ ce0d1cb, ListTokens.kt:49-52) and it carries no other text. A content card names and "
            + "describes its item: a title with a byline, a price or a rating, or a picture of image size. Such a "
            + "row scrolls to more actions, not more content: other, as the corpus's labelling policy has a "
            + "shortcut row. An icon beside its label, level with it, is a chip's (ContainerFacts.isCaptioned)."
    }
    var category: ContainerCategory { .other }
    var kind: SignalKind { .kind }
    var weight: Double { 110 }
    var thresholds: [SignalThreshold] {
        [
            SignalThreshold("largest icon side", Self.maximumIconSide, "pt/dp, less than"),
            SignalThreshold("items", 2, "at least"),
        ]
    }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a scrolling row of five quick actions, each a 48 dp icon over a one-word caption, the last cut off",
                SignalExampleScreens.screen(Self.quickActions()), container: "actions"),
            SignalExample(
                "the same row whose icons are an icon font's glyphs (TextViews of one Private Use Area character)",
                SignalExampleScreens.screen(Self.quickActions(glyphs: true)), container: "actions"),
        ]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            .storyCardShelf,
            SignalExample(
                "a scrolling row of 64 dp story avatars, each over a name",
                SignalExampleScreens.screen(Self.quickActions(iconSide: 168, id: "stories")), container: "stories"),
        ]
    }

    /// A scrolling RecyclerView of five 97 dp tiles at density 2.625, each an icon `iconSide` px
    /// square over a one-word caption; the last is cut off by the screen's right edge to a sliver of
    /// its caption, its icon out of view.
    static func quickActions(iconSide: Double = 126, id: ElementID = "actions", glyphs: Bool = false)
        -> AccessibilityElement
    {
        let captions = ["Transfer", "Top up", "Pay", "Withdraw", "Rewards"]
        let items = captions.enumerated().map { index, caption -> AccessibilityElement in
            let left = 24 + Double(index) * 255
            let right = min(left + 255, 1080)
            let iconLeft = left + (255 - iconSide) / 2
            var parts: [AccessibilityElement] = []
            if iconLeft + iconSide <= 1080 {
                // An icon font draws its icon as a TextView's one Private Use Area character.
                parts.append(
                    AccessibilityElement(
                        id: ElementID("\(id.rawValue)-\(index)-icon"),
                        label: glyphs ? String(UnicodeScalar(0xE800 + index) ?? "\u{E800}") : nil,
                        role: glyphs ? .text : .image,
                        className: glyphs ? "android.widget.TextView" : "android.widget.ImageView",
                        frame: ScreenRect(x: iconLeft, y: 1110, width: iconSide, height: iconSide)))
            }
            parts.append(
                AccessibilityElement(
                    id: ElementID("\(id.rawValue)-\(index)-caption"), label: caption, role: .text,
                    className: "android.widget.TextView",
                    frame: ScreenRect(left: left + 20, top: 1290, right: max(right - 20, left + 30), bottom: 1345)))
            return AccessibilityElement(
                id: ElementID("\(id.rawValue)-\(index)"), className: "android.view.ViewGroup",
                frame: ScreenRect(left: left, top: 1100, right: right, bottom: 1355), isClickable: true,
                children: parts)
        }
        return SignalExampleScreens.row(
            id, className: "androidx.recyclerview.widget.RecyclerView", top: 1100, height: 255, scrollable: true,
            items: items)
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let metrics = subject.metrics
        guard !subject.isPager, subject.facts.pageText == nil, subject.items.count >= 2 else { return nil }
        var largest = 0.0
        for offset in subject.items.indices {
            // An end item cut off at the row's side may have lost its icon or its caption.
            let clipped = subject.isCutEndItem(at: offset)
            let present = subject.facts.itemSubtrees[offset].filter(\.isPresent)
            let icons = present.filter { ContainerFacts.isIcon($0, metrics: metrics) }
            let captions = present.filter { element in
                (element.role == .text || element.traits.contains(.staticText)) && element.trimmedLabel != nil
                    && !ContainerFacts.isIconGlyph(element)
            }
            guard icons.count <= 1, captions.count <= 1, clipped || (icons.count == 1 && captions.count == 1),
                captions.allSatisfy({ $0.trimmedLabel.map(ContainerFacts.isShort) ?? false }),
                // Over its caption, as a shortcut's icon is; an icon level with its label is a chip's.
                icons.allSatisfy({ ContainerFacts.isCaptioned($0, by: captions) })
            else { return nil }
            // An icon cut off by the row's side keeps its other side whole.
            if let icon = icons.first?.frame {
                largest = max(largest, metrics.points(max(icon.width, icon.height)))
            }
        }
        guard largest > 0, largest < Self.maximumIconSide else { return nil }
        return "every item is one icon (at most \(subject.facts.describe(largest))) over a short caption and "
            + "nothing else: shortcuts, not content cards"
    }
}
