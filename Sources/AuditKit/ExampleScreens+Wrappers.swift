import AccessibilityTree

extension ExampleScreens {
    /// A phone's featured banner: a FrameLayout (`hero-holder`) wrapping a ViewPager
    /// (`hero-pager`, not marked scrollable) of one shown page, and beside the wrapper, in their
    /// section (`hero`), three page dots 9 dp wide (`hero-dots`) over the banner's foot.
    ///
    /// - Parameters:
    ///   - pagerLabel: the ViewPager's label.
    ///   - wrapperLabel: the wrapper's label.
    static func heroPagerInWrapper(pagerLabel: String? = nil, wrapperLabel: String? = nil) -> AccessibilityScreen {
        let banner = ScreenRect(left: 0, top: 300, right: 1080, bottom: 960)
        let page = AccessibilityElement(
            id: "hero-page", className: "android.widget.FrameLayout", frame: banner, isClickable: true,
            isFocusable: true,
            children: [
                AccessibilityElement(
                    id: "hero-title", label: "The Lighthouse Keepers", role: .text,
                    className: "android.widget.TextView", frame: ScreenRect(left: 60, top: 820, right: 900, bottom: 880)
                )
            ])
        let pager = AccessibilityElement(
            id: "hero-pager", label: pagerLabel, role: .pager, className: "androidx.viewpager.widget.ViewPager",
            frame: banner, children: [page])
        let holder = AccessibilityElement(
            id: "hero-holder", label: wrapperLabel, className: "android.widget.FrameLayout", frame: banner,
            children: [pager])
        let dots = (0..<3).map { index in
            AccessibilityElement(
                id: ElementID("hero-dot\(index + 1)"), role: .image, className: "android.widget.ImageView",
                frame: ScreenRect(x: 480 + Double(index) * 48, y: 910, width: 24, height: 24))
        }
        let indicator = AccessibilityElement(
            id: "hero-dots", className: "android.widget.LinearLayout",
            frame: ScreenRect(left: 480, top: 910, right: 600, bottom: 934), children: dots)
        return android([
            AccessibilityElement(
                id: "hero", className: "android.widget.FrameLayout", frame: banner, children: [holder, indicator])
        ])
    }
}
