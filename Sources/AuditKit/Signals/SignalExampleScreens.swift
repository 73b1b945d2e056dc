import AccessibilityTree

/// Builders for the small Android screens of signals' examples (1080 x 2400 px at density 2.625,
/// 411 x 914 dp), on top of ``ExampleScreens``.
enum SignalExampleScreens {
    /// A screen holding one container.
    static func screen(_ container: AccessibilityElement) -> AccessibilityScreen {
        ExampleScreens.android([container])
    }

    /// A row container of the class, with its items.
    static func row(
        _ id: ElementID = "row", className: String, top: Double = 800, height: Double = 400,
        left: Double = 0, width: Double = 1080, scrollable: Bool = false, identifier: String? = nil,
        label: String? = nil, items: [AccessibilityElement]
    ) -> AccessibilityElement {
        AccessibilityElement(
            id: id, label: label, role: ElementRole(androidClassName: className), className: className,
            identifier: identifier,
            frame: ScreenRect(x: left, y: top, width: width, height: height), isScrollable: scrollable,
            children: items)
    }

    /// Items side by side from `left`, `width` px wide and `gap` apart, each clipped to the
    /// screen (`screenWidth` px wide) as uiautomator reports it; each holds a text (when `texts` names one) and an image.
    static func items(
        _ count: Int, prefix: String = "item", className: String = "android.widget.LinearLayout", left: Double = 40,
        top: Double = 800, width: Double = 300, height: Double = 400, gap: Double = 40, texts: [String]? = nil,
        image: Bool = true, clickable: Bool = true, checkable: Bool = false, screenWidth: Double = 1080
    ) -> [AccessibilityElement] {
        (0..<count).compactMap { index -> AccessibilityElement? in
            let start = left + Double(index) * (width + gap)
            guard start < screenWidth else { return nil }
            let frame = ScreenRect(
                left: start, top: top, right: min(start + width, screenWidth), bottom: top + height)
            var children: [AccessibilityElement] = []
            if image {
                children.append(
                    AccessibilityElement(
                        id: ElementID("\(prefix)\(index)-image"), role: .image, className: "android.widget.ImageView",
                        frame: ScreenRect(x: frame.minX, y: top, width: frame.width, height: height * 0.6)))
            }
            if let texts, index < texts.count {
                children.append(
                    AccessibilityElement(
                        id: ElementID("\(prefix)\(index)-text"), label: texts[index], role: .text,
                        className: "android.widget.TextView",
                        frame: ScreenRect(
                            x: frame.minX, y: top + height * 0.6, width: frame.width, height: height * 0.4)))
            }
            return AccessibilityElement(
                id: ElementID("\(prefix)\(index)"), role: ElementRole(androidClassName: className),
                className: className,
                frame: frame, isCheckable: checkable, isClickable: clickable, isFocusable: clickable,
                children: children)
        }
    }
}

extension SignalExampleScreens {
    /// A scrolling shelf of story cards (a RecyclerView, cards 152 dp wide with an image and a
    /// title), the third cut off by the screen's right edge: a content carousel.
    static func cardShelf(_ id: ElementID = "shelf") -> AccessibilityElement {
        row(
            id, className: "androidx.recyclerview.widget.RecyclerView", height: 500, scrollable: true,
            items: items(4, prefix: "\(id.rawValue)-card", width: 400, height: 500, texts: storyTitles))
    }

    /// A fixed row of three cards that all fit on the screen.
    static func fixedCards(_ id: ElementID = "cards") -> AccessibilityElement {
        row(
            id, className: "android.widget.LinearLayout", height: 500,
            items: items(3, prefix: "\(id.rawValue)-card", width: 300, height: 500, texts: storyTitles))
    }

    /// A Material tab strip of three text tabs.
    static func tabStrip(_ id: ElementID = "tabs", top: Double = 300) -> AccessibilityElement {
        row(
            id, className: "com.google.android.material.tabs.TabLayout", top: top, height: 126,
            items: items(
                3, prefix: "\(id.rawValue)-tab", className: "android.widget.LinearLayout", left: 0, top: top,
                width: 360, height: 126, gap: 0, texts: ["News", "Sport", "Weather"], image: false))
    }

    static let storyTitles = [
        "Lockdown rules explained", "What changes today", "Schools reopen next week", "Travel advice updated",
    ]
}

extension SignalExampleScreens {
    /// A scrollable grid of offer cards in two rows (P's Zomato "Brand Pack" shelf, synthetic), as
    /// AndroidX's GridLayoutManager reports it: class `android.widget.GridView`, three columns of
    /// 300 px cards 40 px apart from x = 40, the third cut by the screen's right edge (1080 px) in
    /// both rows; its children listed row by row, as Android lists a view group's children for
    /// accessibility. With `columns` 2 the grid's columns end inside it.
    static func sidewaysGrid(
        _ id: ElementID = "offers", columns: Int = 3, scrollable: Bool = true
    ) -> AccessibilityElement {
        let titles = [
            "Bakery, 22 mins", "Barbeque, 34 mins", "Kulcha, 57 mins", "Pizza, 33 mins", "Grill, 33 mins",
            "Biryani, 40 mins",
        ]
        let cellWidth = columns == 3 ? 420.0 : 480.0
        let rows = (0..<2).flatMap { row in
            items(
                columns, prefix: "offer\(row)-", left: 40, top: 1500 + Double(row) * 560, width: cellWidth,
                height: 520, gap: 40, texts: Array(titles[(row * 3)..<(row * 3 + columns)]))
        }
        return row(
            id, className: "android.widget.GridView", top: 1500, height: 1100, scrollable: scrollable, items: rows)
    }
}
