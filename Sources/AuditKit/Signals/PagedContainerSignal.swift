import AccessibilityTree

/// `paged-container`: a pager shows a page at a time: a carousel only with content evidence.
struct PagedContainerSignal: ContainerSignal {
    var identifier: String { "paged-container" }
    var rationale: String {
        "A pager (ViewPager, ViewPager2, Compose's HorizontalPager) pages screens as often as cards: onboarding, "
            + "a tab's content, a photo picker's tabs. Its pages are cards only when they look like cards "
            + "(alike, with text or images) or the app states their number."
    }
    var category: ContainerCategory { .screenPager }
    var kind: SignalKind { .demandsContent }
    var weight: Double { 0 }

    var triggeringExamples: [SignalExample] {
        [SignalExample("a ViewPager of banners", SignalExampleScreens.screen(Self.bannerPager), container: "banners")]
    }

    var nonTriggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a RecyclerView shelf", SignalExampleScreens.screen(SignalExampleScreens.cardShelf()),
                container: "shelf")
        ]
    }

    /// A ViewPager of three banners, 381 dp wide, the second and third beyond the screen's side.
    static var bannerPager: AccessibilityElement {
        SignalExampleScreens.row(
            "banners", className: "androidx.viewpager.widget.ViewPager", top: 600, height: 500,
            items: SignalExampleScreens.items(
                3, prefix: "banner", left: 40, top: 600, width: 1000, height: 500, gap: 40,
                texts: ["Summer sale", "New arrivals", "Free delivery"]))
    }

    func evidence(for subject: ContainerSubject) -> String? {
        guard subject.isPager else { return nil }
        return "a pager shows a page at a time: its pages are cards only if they look like cards"
    }
}
