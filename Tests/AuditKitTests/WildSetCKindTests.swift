import AccessibilityTree
import Testing

@testable import AuditKit

/// The kinds of container wild set C (real dumps of 42 apps the detector was never tuned on)
/// showed missed or taken for content carousels, each as a synthetic screen with invented names
/// (no dump's text): the decision must land where the test says.
@Suite struct WildSetCKindTests {
    private static func text(_ id: ElementID, _ label: String, _ frame: ScreenRect) -> AccessibilityElement {
        AccessibilityElement(id: id, label: label, role: .text, className: "android.widget.TextView", frame: frame)
    }

    /// A scrollable HorizontalScrollView whose one content row holds, per card, a childless
    /// backdrop (the card's background layer) and the card's texts lying on it as siblings: the
    /// card's own wrapper was not important for accessibility, so the dump hands its texts to the
    /// row. Three backdrops 453 px wide, the third cut off by the scroller.
    static func backdropShelf(cards: Int = 3) -> AccessibilityElement {
        var parts: [AccessibilityElement] = []
        let titles = ["Mountain loop", "Lake swim", "Hill sprints"]
        for index in 0..<cards {
            let left = 53 + Double(index) * 485
            let right = min(left + 453, 1028)
            parts.append(
                AccessibilityElement(
                    id: ElementID("plan-\(index)"), className: "android.view.ViewGroup",
                    frame: ScreenRect(left: left, top: 632, right: right, bottom: 933)))
            guard right - left > 200 else { continue }
            parts.append(
                text(
                    ElementID("plan-\(index)-title"), titles[index],
                    ScreenRect(left: left + 34, top: 783, right: left + 420, bottom: 831)))
            parts.append(
                text(
                    ElementID("plan-\(index)-detail"), "\(20 + index * 5) minutes",
                    ScreenRect(left: left + 34, top: 841, right: left + 420, bottom: 889)))
        }
        let content = AccessibilityElement(
            id: "plans-content", className: "android.view.ViewGroup",
            frame: ScreenRect(left: 53, top: 632, right: 1028, bottom: 933), children: parts)
        return AccessibilityElement(
            id: "plans", role: .horizontalScrollView, className: "android.widget.HorizontalScrollView",
            frame: ScreenRect(left: 53, top: 632, right: 1028, bottom: 933), isScrollable: true,
            children: [content])
    }

    /// A React Native row of plan cards whose content wrappers are not important for
    /// accessibility: each card's backdrop and its texts are siblings, the texts lying on it.
    /// Source: developer.android.com, `View.isImportantForAccessibility()` (views that only hold
    /// others are hidden from services without FLAG_INCLUDE_NOT_IMPORTANT_VIEWS); the kind was
    /// seen in a real dump of wild set C.
    @Test func cardsWhoseTextsLieOnAChildlessBackdropAreFoundAsACarousel() throws {
        let screen = SignalExampleScreens.screen(Self.backdropShelf())
        let found = AuditContext(screen: screen).containers
        let shelf = try #require(found.first { $0.container == "plans" }, "\(found.map(\.container))")
        #expect(shelf.category == .contentCarousel, "\(shelf.evidence)")
        #expect(shelf.items == ["plan-0", "plan-1", "plan-2"])
    }

    /// One backdrop with its texts on it (a single hero banner in a scroller) is one card, not a
    /// row of them: nothing is found as a carousel.
    @Test func oneBackdropWithItsTextsIsNoRowOfCards() {
        let screen = SignalExampleScreens.screen(Self.backdropShelf(cards: 1))
        let found = AuditContext(screen: screen).containers
        #expect(!found.contains { $0.category == .contentCarousel }, "\(found.map { ($0.container, $0.category) })")
    }

    /// A HorizontalScrollView marked scrollable whose one child ends 55 dp short of its side holds
    /// nothing to scroll to: the row is found and is not a carousel. The same scroll view whose
    /// child spans it (clipped there, as an overflowing child is) is one.
    /// Source: AOSP frameworks/base @ 5bce9dc, HorizontalScrollView.java, getScrollRange() (the
    /// child's width less the view's); facebook/react-native @ f70a054,
    /// ReactScrollViewAccessibilityDelegate.kt:129 (scrollable whenever scrolling is enabled).
    @Test func aScrollViewWhoseContentEndsShortOfItsSideIsNoCarousel() throws {
        let short = AuditContext(screen: SignalExampleScreens.screen(HorizontalScrollViewSignal.shortRow)).containers
        let row = try #require(short.first { $0.container == "shortcuts" }, "\(short.map(\.container))")
        #expect(row.category != .contentCarousel, "\(row.evidence)")
        #expect(
            !row.signals.contains { $0.signal == "horizontal-scroll-view" || $0.signal == "scrollable-reaches-side" })

        var spanning = HorizontalScrollViewSignal.shortRow
        spanning.children[0].frame = spanning.frame
        let full = AuditContext(screen: SignalExampleScreens.screen(spanning)).containers
        let scroller = try #require(full.first { $0.container == "shortcuts" }, "\(full.map(\.container))")
        #expect(scroller.category == .contentCarousel, "\(scroller.evidence)")
    }
}

extension WildSetCKindTests {
    /// A scrolling row of quick actions (a 48 dp icon over a one-word caption each, the last cut
    /// off to its caption) is shortcuts, not cards: found, classified other, no carousel finding.
    /// The same row with 64 dp story avatars stays a content carousel.
    /// Source: androidx @ ce0d1cb, material3 tokens/ListTokens.kt:49-52 (icon 18 dp, avatar 40 dp,
    /// image 56 dp).
    @Test func aRowOfIconsOverOneWordCaptionsIsShortcutsNotCards() throws {
        let screen = SignalExampleScreens.screen(CaptionedShortcutsSignal.quickActions())
        let found = AuditContext(screen: screen).containers
        let row = try #require(found.first { $0.container == "actions" }, "\(found.map(\.container))")
        #expect(row.category == .other, "\(row.evidence)")
        #expect(row.signals.contains { $0.signal == "captioned-shortcuts" })
        #expect(!Auditor().audit(screen).contains { $0.rule.hasPrefix("carousel-") })

        let stories = SignalExampleScreens.screen(CaptionedShortcutsSignal.quickActions(iconSide: 168, id: "stories"))
        let shelf = try #require(AuditContext(screen: stories).containers.first { $0.container == "stories" })
        #expect(shelf.category == .contentCarousel, "\(shelf.evidence)")
    }
}

extension WildSetCKindTests {
    /// A scrollable tab row scrolled so its first tab is a label-less 1 px sliver at the side is
    /// still a tab strip (its last tab selected), not a carousel with a clipped end card. Without
    /// the selection nothing says tabs, and the sliver alone does not make it one.
    /// Source: a real dump of wild set C (a Compose tab row scrolled by the user); uiautomator
    /// reports a node's bounds clipped to the screen and leaves out texts wholly off it.
    @Test func aScrolledTabRowWithASliverOfATabIsTabs() throws {
        let screen = SignalExampleScreens.screen(SelectedTabSignal.scrolledTabRow)
        let found = AuditContext(screen: screen).containers
        let row = try #require(found.first { $0.container == "areas" }, "\(found.map(\.container))")
        #expect(row.category == .tabs, "\(row.evidence)")
        #expect(!Auditor().audit(screen).contains { $0.rule.hasPrefix("carousel-") })

        var unselected = SelectedTabSignal.scrolledTabRow
        for index in unselected.children.indices { unselected.children[index].isSelected = false }
        let plain = AuditContext(screen: SignalExampleScreens.screen(unselected)).containers
        let other = try #require(plain.first { $0.container == "areas" })
        #expect(!other.signals.contains { $0.signal == "selected-tab" })
    }
}
