import AccessibilityTree

/// The kinds of carousel issue 21 says were missed, built from the platforms' documented
/// layouts: an Android TV row, a pager with previous and next arrows.
extension SignalExampleScreens {
    /// An Android TV screen, 1920 x 1080 px at density 2 (960 x 540 dp, Android TV's xhdpi
    /// 1080p), holding the elements.
    static func tvScreen(_ elements: AccessibilityElement...) -> AccessibilityScreen {
        let frame = ScreenRect(x: 0, y: 0, width: 1920, height: 1080)
        return AccessibilityScreen(
            platform: .android, name: "Example TV", size: frame.size, unit: .pixels(density: 2),
            roots: [
                AccessibilityElement(
                    id: "window", className: "android.widget.FrameLayout", frame: frame, children: elements)
            ])
    }

    /// A Leanback row of a details screen ("All showings"): two focusable tiles, 260 x 200 dp
    /// with a poster and a title, that fit on the screen; not marked scrollable.
    static func leanbackRow(
        _ id: ElementID = "showings", className: String = "androidx.leanback.widget.HorizontalGridView"
    ) -> AccessibilityElement {
        row(
            id, className: className, top: 620, height: 400, left: 0, width: 1920,
            items: items(
                2, prefix: "\(id.rawValue)-tile", className: "androidx.leanback.widget.ImageCardView", left: 96,
                top: 620, width: 520, height: 400, gap: 40, texts: ["Today 18:30", "Today 21:00"],
                screenWidth: 1920))
    }

    /// A Leanback details screen's action row: three buttons 48 dp tall ("Watch trailer",
    /// "Rent", "Add to list") in a HorizontalGridView.
    static func leanbackActions(_ id: ElementID = "actions") -> AccessibilityElement {
        row(
            id, className: "androidx.leanback.widget.HorizontalGridView", top: 480, height: 96, left: 96,
            width: 1200,
            items: items(
                3, prefix: "\(id.rawValue)-action", className: "android.widget.Button", left: 96, top: 480,
                width: 320, height: 96, gap: 24, texts: ["Watch trailer", "Rent", "Add to list"], image: false,
                screenWidth: 1920))
    }

    /// A promoted-games pager (a ViewPager, not marked scrollable) showing one banner, with a
    /// previous and a next arrow (48 dp image buttons) at its two ends, siblings of the pager in
    /// a FrameLayout.
    static func pagerWithArrows(
        _ id: ElementID = "promoted", arrowSide: Double = 126, arrowTop: Double = 726
    ) -> AccessibilityElement {
        let pager = row(
            id, className: "androidx.viewpager.widget.ViewPager", top: 600, height: 500,
            items: items(
                1, prefix: "\(id.rawValue)-page", left: 0, top: 600, width: 1080, height: 500,
                texts: ["Galaxy Racers: new season"]))
        func arrow(_ name: String, left: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: ElementID("\(id.rawValue)-\(name)"), role: .button, className: "android.widget.ImageButton",
                frame: ScreenRect(x: left, y: arrowTop, width: arrowSide, height: arrowSide), isClickable: true,
                isFocusable: true)
        }
        return row(
            ElementID("\(id.rawValue)-frame"), className: "android.widget.FrameLayout", top: 600, height: 500,
            items: [pager, arrow("previous", left: 16), arrow("next", left: 1080 - 16 - arrowSide)])
    }
}
