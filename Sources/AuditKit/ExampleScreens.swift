import AccessibilityTree

/// Builders for the small screens in rules' examples: an iPhone (390 x 844 pt) and an Android
/// phone (1080 x 2400 px at density 2.625, i.e. 411 x 914 dp).
enum ExampleScreens {
    static let phoneFrame = ScreenRect(x: 0, y: 0, width: 390, height: 844)
    static let androidFrame = ScreenRect(x: 0, y: 0, width: 1080, height: 2400)

    /// An iOS screen with the elements under one application element.
    static func iOS(_ elements: [AccessibilityElement]) -> AccessibilityScreen {
        AccessibilityScreen(
            platform: .iOS, name: "Example", size: phoneFrame.size,
            roots: [
                AccessibilityElement(
                    id: "app", label: "Example", className: "XCUIElementTypeApplication",
                    frame: phoneFrame, children: elements)
            ])
    }

    /// An Android screen with the elements under one window's FrameLayout.
    static func android(_ elements: [AccessibilityElement], density: Double? = 2.625) -> AccessibilityScreen {
        AccessibilityScreen(
            platform: .android, name: "Example", size: androidFrame.size,
            unit: .pixels(density: density),
            roots: [
                AccessibilityElement(
                    id: "window", className: "android.widget.FrameLayout", frame: androidFrame,
                    children: elements)
            ])
    }

    /// An iOS collection view of cards 300 pt wide, 10 pt apart, from x = 20: the second card
    /// onwards crosses the screen's right edge.
    static func iOSCollection(
        label: String? = nil, cardTraits: AccessibilityTraitSet = [.button],
        cardLabels: [String] = ["Lockdown rules explained", "What changes today", "Schools reopen", "Travel advice"]
    ) -> AccessibilityElement {
        let cards = cardLabels.enumerated().map { index, text in
            AccessibilityElement(
                id: ElementID("cell\(index + 1)"), label: text, traits: cardTraits,
                className: "XCUIElementTypeCell",
                frame: ScreenRect(x: 20 + Double(index) * 310, y: 300, width: 300, height: 200),
                isAccessibilityElement: true)
        }
        return AccessibilityElement(
            id: "collection", label: label, className: "XCUIElementTypeCollectionView",
            frame: ScreenRect(x: 0, y: 300, width: 390, height: 200), children: cards)
    }

    /// This package's accessible carousel: one adjustable element.
    static func adjustableCarousel(
        label: String? = "Related stories, Carousel",
        value: String? = "Lockdown rules explained, button, 1 of 4",
        traits: AccessibilityTraitSet = [.adjustable]
    ) -> AccessibilityElement {
        AccessibilityElement(
            id: "carousel", label: label, value: value, traits: traits,
            className: "CarouselAccessibilityElement",
            frame: ScreenRect(x: 0, y: 300, width: 390, height: 200), isAccessibilityElement: true)
    }

    /// An Android RecyclerView of cards 800 px wide, 40 px apart, from x = 40, with bounds
    /// clipped to the screen as uiautomator reports them.
    static func androidRecycler(
        label: String? = "Related stories, Carousel", cardClass: String = "android.view.ViewGroup",
        clickable: Bool = true, withCollectionInfo: Bool = true,
        cardLabels: [String] = ["Lockdown rules explained", "What changes today", "Schools reopen"]
    ) -> AccessibilityElement {
        let count = cardLabels.count
        let cards = cardLabels.enumerated().map { index, text in
            let left = 40 + Double(index) * 840
            return AccessibilityElement(
                id: ElementID("card\(index + 1)"), label: text,
                role: ElementRole(androidClassName: cardClass), className: cardClass,
                frame: ScreenRect(left: min(left, 1080), top: 800, right: min(left + 800, 1080), bottom: 1400),
                isClickable: clickable, isFocusable: clickable,
                collectionItemInfo: withCollectionInfo ? CollectionItemInfo(rowIndex: 0, columnIndex: index) : nil)
        }
        return AccessibilityElement(
            id: "recycler", label: label, role: .list,
            className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(left: 0, top: 800, right: 1080, bottom: 1400), isScrollable: true,
            collectionInfo: withCollectionInfo ? CollectionInfo(rowCount: 1, columnCount: count) : nil,
            children: cards)
    }
}
