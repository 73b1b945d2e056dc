import AccessibilityTree
import Testing

@testable import AuditKit

@Suite struct CarouselDetectorTests {
    private static func card(_ id: ElementID, x: Double, width: Double = 300, y: Double = 300) -> AccessibilityElement {
        AccessibilityElement(
            id: id, label: "Story \(id)", className: "XCUIElementTypeOther",
            frame: ScreenRect(x: x, y: y, width: width, height: 200), isAccessibilityElement: true)
    }

    private static func row(_ cards: [AccessibilityElement], label: String? = nil) -> AccessibilityElement {
        AccessibilityElement(
            id: "row", label: label, className: "XCUIElementTypeOther",
            frame: ScreenRect(x: 0, y: 300, width: 390, height: 200), children: cards)
    }

    @Test func sideBySideRunPartlyOffScreenIsACarousel() {
        let screen = ExampleScreens.iOS([
            Self.row(
                [Self.card("a", x: 20), Self.card("b", x: 330), Self.card("c", x: 640)], label: "Latest")
        ])
        #expect(
            CarouselDetector().detect(in: screen) == [
                DetectedCarousel(
                    container: "row", cards: ["a", "b", "c"], name: "Latest", reason: .sideBySideCards,
                    mayHaveMoreOffScreen: true)
            ])
    }

    @Test func cardsMarkedNotVisibleCountAsOffScreen() {
        // Appium marks cells scrolled out of view visible="false", with frames that may still
        // lie inside the screen's bounds.
        var hidden = Self.card("c", x: 270, width: 100)
        hidden.isVisible = false
        let screen = ExampleScreens.iOS([
            Self.row([Self.card("a", x: 10, width: 100), Self.card("b", x: 140, width: 100), hidden])
        ])
        let found = CarouselDetector().detect(in: screen)
        #expect(found.map(\.cards) == [["a", "b", "c"]])
        #expect(found.map(\.mayHaveMoreOffScreen) == [true])
    }

    @Test func sideBySideRunWithinTheScreenIsNotACarousel() {
        let screen = ExampleScreens.iOS([
            Self.row([
                Self.card("a", x: 10, width: 100), Self.card("b", x: 140, width: 100),
                Self.card("c", x: 270, width: 100),
            ])
        ])
        #expect(CarouselDetector().detect(in: screen).isEmpty)
    }

    @Test func twoCardsAreNotARun() {
        let screen = ExampleScreens.iOS([Self.row([Self.card("a", x: 20), Self.card("b", x: 330)])])
        #expect(CarouselDetector().detect(in: screen).isEmpty)
    }

    @Test func cardsOnDifferentRowsAreNotARun() {
        let screen = ExampleScreens.iOS([
            Self.row([Self.card("a", x: 20), Self.card("b", x: 330, y: 520), Self.card("c", x: 640, y: 740)])
        ])
        #expect(CarouselDetector().detect(in: screen).isEmpty)
    }

    @Test func rightToLeftRunIsACarousel() {
        var screen = ExampleScreens.iOS([
            Self.row([Self.card("a", x: 70), Self.card("b", x: -240), Self.card("c", x: -550)])
        ])
        screen.layoutDirection = .rightToLeft
        #expect(CarouselDetector().detect(in: screen).map(\.cards) == [["a", "b", "c"]])
    }

    @Test func horizontalRecyclerViewIsACarousel() {
        let screen = ExampleScreens.android([ExampleScreens.androidRecycler()])
        // The third card lies wholly off screen: uiautomator clips it to no width at the list's
        // right edge, and it is still a card, scrolled out of view (CarouselDetector.isClippedAtSide).
        #expect(
            CarouselDetector().detect(in: screen) == [
                DetectedCarousel(
                    container: "recycler", cards: ["card1", "card2", "card3"], name: "Related stories, Carousel",
                    reason: .horizontalCollection, mayHaveMoreOffScreen: true)
            ])
    }

    @Test func horizontalRecyclerViewWithoutCollectionInfoIsFoundByLayout() {
        let screen = ExampleScreens.android([ExampleScreens.androidRecycler(withCollectionInfo: false)])
        let found = CarouselDetector().detect(in: screen)
        #expect(found.map(\.reason) == [.horizontalCollection])
        // The scrollable list's last card reaches its trailing edge: more may follow.
        #expect(found.map(\.mayHaveMoreOffScreen) == [true])
    }

    @Test func verticalRecyclerViewIsNotACarousel() {
        let rows = (0..<3).map { index in
            AccessibilityElement(
                id: ElementID("row\(index)"), label: "Row \(index)", className: "android.widget.LinearLayout",
                frame: ScreenRect(
                    left: 0, top: 300 + Double(index) * 200, right: 1080, bottom: 500 + Double(index) * 200),
                isClickable: true)
        }
        let list = AccessibilityElement(
            id: "list", role: .list, className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(left: 0, top: 300, right: 1080, bottom: 900), isScrollable: true,
            collectionInfo: CollectionInfo(rowCount: 3, columnCount: 1), children: rows)
        #expect(CarouselDetector().detect(in: ExampleScreens.android([list])).isEmpty)
    }

    @Test func ourAdjustableCarouselIsACarouselWithoutCards() {
        let screen = ExampleScreens.iOS([ExampleScreens.adjustableCarousel()])
        #expect(
            CarouselDetector().detect(in: screen) == [
                DetectedCarousel(
                    container: "carousel", cards: [], name: "Related stories, Carousel", reason: .adjustableCarousel,
                    mayHaveMoreOffScreen: false)
            ])
    }

    @Test func anAdjustableSliderIsNotACarousel() {
        let slider = AccessibilityElement(
            id: "volume", label: "Volume", value: "50%", traits: [.adjustable],
            frame: ScreenRect(x: 20, y: 400, width: 350, height: 44), isAccessibilityElement: true)
        #expect(CarouselDetector().detect(in: ExampleScreens.iOS([slider])).isEmpty)
    }

    @Test func carouselRoleDescriptionPagerAndHorizontalScrollView() {
        let described = AccessibilityElement(
            id: "described", label: "Offers", className: "android.widget.FrameLayout",
            frame: ScreenRect(left: 0, top: 100, right: 1080, bottom: 400), roleDescription: "Carousel")
        // A pager is a carousel only with content evidence: here its page states its position.
        let pager = AccessibilityElement(
            id: "pager", className: "androidx.viewpager.widget.ViewPager",
            frame: ScreenRect(left: 0, top: 500, right: 1080, bottom: 900),
            children: [
                AccessibilityElement(
                    id: "page", label: "Summer sale, page 1 of 3", className: "android.widget.ImageView",
                    frame: ScreenRect(left: 0, top: 500, right: 1080, bottom: 900))
            ])
        let strip = AccessibilityElement(
            id: "strip", role: .horizontalScrollView, className: "android.widget.HorizontalScrollView",
            frame: ScreenRect(left: 0, top: 1000, right: 1080, bottom: 1300), isScrollable: true,
            children: [
                AccessibilityElement(
                    id: "strip.layout", className: "android.widget.LinearLayout",
                    frame: ScreenRect(left: 0, top: 1000, right: 1080, bottom: 1300),
                    children: [
                        AccessibilityElement(
                            id: "chip1", label: "News", frame: ScreenRect(left: 0, top: 1000, right: 500, bottom: 1300),
                            isClickable: true),
                        AccessibilityElement(
                            id: "chip2", label: "Sport",
                            frame: ScreenRect(left: 540, top: 1000, right: 1080, bottom: 1300),
                            isClickable: true),
                    ])
            ])
        let found = CarouselDetector().detect(in: ExampleScreens.android([described, pager, strip]))
        #expect(found.map(\.container) == ["described", "pager", "strip"])
        #expect(found.map(\.reason) == [.carouselRoleDescription, .pager, .horizontalScrollView])
        #expect(found[2].cards == ["chip1", "chip2"])
        #expect(found[2].mayHaveMoreOffScreen)
        #expect(!found[1].mayHaveMoreOffScreen)
    }

    @Test func aCarouselsCardsAreNotSearchedAgain() {
        let collection = ExampleScreens.iOSCollection(label: "Stories, Carousel")
        let found = CarouselDetector().detect(in: ExampleScreens.iOS([collection]))
        #expect(found.map(\.container) == ["collection"])
        #expect(found[0].cards == ["cell1", "cell2", "cell3", "cell4"])
        #expect(found[0].reason == .horizontalCollection)
    }

    @Test func hiddenContainersAreSkipped() {
        var collection = ExampleScreens.iOSCollection()
        collection.isHidden = true
        #expect(CarouselDetector().detect(in: ExampleScreens.iOS([collection])).isEmpty)
    }
}
