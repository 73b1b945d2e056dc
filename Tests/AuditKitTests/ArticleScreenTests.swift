import AccessibilityTree
import Testing

@testable import AuditKit

/// The BBC News case from seed 000: an article with a carousel of related stories, first as iOS
/// builds it by default (every card its own stop), then as the seeds fix it.
@Suite struct ArticleScreenTests {
    private static func text(_ id: ElementID, _ label: String, y: Double, heading: Bool = false) -> AccessibilityElement
    {
        AccessibilityElement(
            id: id, label: label, traits: heading ? [.staticText, .header] : [.staticText],
            className: "XCUIElementTypeStaticText", frame: ScreenRect(x: 20, y: y, width: 350, height: 40),
            isAccessibilityElement: true)
    }

    static let headlines = [
        "How do the new lockdown restrictions affect me?", "What are the rules on meeting people?",
        "When will schools reopen?", "Can I travel abroad?",
    ]

    static let before = ExampleScreens.iOS([
        text("headline", "Lockdown: what you need to know", y: 100, heading: true),
        text("intro", "New rules come into force on Thursday.", y: 150),
        text("related.title", "Related stories", y: 250, heading: true),
        ExampleScreens.iOSCollection(cardTraits: [], cardLabels: headlines),
        text("body", "The rules will be reviewed in four weeks.", y: 520),
    ])

    @Test func theDefaultCollectionViewFailsBothUserProblems() {
        let findings = Auditor().audit(Self.before)
        #expect(
            findings.map(\.rule) == [
                "carousel-skip-cost", "carousel-card-role", "carousel-name", "carousel-position",
            ])
        #expect(findings[0].swipesToPass == 4)
        // One card-role finding on the collection view, listing its four cells.
        #expect(findings[1].element?.description == "XCUIElementTypeCollectionView")
        #expect(findings[1].related?.count == 4)
        #expect(findings[1].related?.first?.element.description == "XCUIElementTypeCell \"\(Self.headlines[0])\"")
        #expect(FailThreshold.error.exitCode(for: findings) == 1)
    }

    @Test func theAdjustableCarouselWithAHiddenTitleIsClean() {
        var title = Self.text("related.title", "Related stories", y: 250, heading: true)
        title.isHidden = true
        let after = ExampleScreens.iOS([
            Self.text("headline", "Lockdown: what you need to know", y: 100, heading: true),
            Self.text("intro", "New rules come into force on Thursday.", y: 150),
            title,
            ExampleScreens.adjustableCarousel(value: "\(Self.headlines[0]), button, 1 of 4"),
            Self.text("body", "The rules will be reviewed in four weeks.", y: 520),
        ])
        let findings = Auditor().audit(after)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        #expect(FailThreshold.info.exitCode(for: findings) == 0)
    }

    @Test func theVisibleTitleLeftInIsReportedAsReadTwice() {
        let after = ExampleScreens.iOS([
            Self.text("related.title", "Related stories", y: 250, heading: true),
            ExampleScreens.adjustableCarousel(value: "\(Self.headlines[0]), button, 1 of 4"),
        ])
        let findings = Auditor().audit(after)
        #expect(findings.map(\.rule) == ["duplicate-speech"])
        #expect(findings.first?.element?.id == "carousel")
    }

    @Test func reportDescriptorsFollowTheConfiguration() {
        let descriptors = Auditor().ruleDescriptors(configuration: AuditConfiguration(disabled: ["carousel-name"]))
        #expect(descriptors.map(\.identifier) == RuleRegistry.identifiers.filter { $0 != "carousel-name" })
    }
}

@Suite struct AndroidFocusOrderTests {
    @Test func clickableRowSpeaksForItsTextAndListItemsTakeFocus() {
        let row = AccessibilityElement(
            id: "row", className: "android.widget.LinearLayout",
            frame: ScreenRect(left: 0, top: 300, right: 1080, bottom: 450), isClickable: true,
            children: [
                AccessibilityElement(
                    id: "row.title", label: "Wi-Fi", role: .text,
                    frame: ScreenRect(left: 40, top: 330, right: 400, bottom: 420))
            ])
        let item = AccessibilityElement(
            id: "item", className: "android.widget.LinearLayout",
            frame: ScreenRect(left: 0, top: 500, right: 1080, bottom: 650),
            children: [
                AccessibilityElement(
                    id: "item.title", label: "Bluetooth", role: .text,
                    frame: ScreenRect(left: 40, top: 530, right: 400, bottom: 620))
            ])
        let list = AccessibilityElement(
            id: "list", role: .list, className: "android.widget.ListView",
            frame: ScreenRect(left: 0, top: 500, right: 1080, bottom: 1200), isScrollable: true, children: [item])
        let heading = AccessibilityElement(
            id: "heading", label: "Settings", traits: [.header], role: .text,
            frame: ScreenRect(left: 40, top: 100, right: 600, bottom: 200))
        let context = AuditContext(screen: ExampleScreens.android([heading, row, list]))
        #expect(context.focusOrder.map(\.id) == ["heading", "row", "item"])
        #expect(context.speech(of: row) == "Wi-Fi")
        #expect(context.speech(of: heading) == "Settings, Heading")
    }

    @Test func focusableChildrenDoNotLendTheirTextToTheParent() {
        let card = AccessibilityElement(
            id: "card", className: "android.widget.LinearLayout",
            frame: ScreenRect(left: 0, top: 300, right: 1080, bottom: 600), isScreenReaderFocusable: true,
            children: [
                AccessibilityElement(
                    id: "card.price", label: "£4", role: .text,
                    frame: ScreenRect(left: 40, top: 330, right: 400, bottom: 420)
                ),
                AccessibilityElement(
                    id: "card.buy", label: "Buy", role: .button, className: "android.widget.Button",
                    frame: ScreenRect(left: 700, top: 330, right: 1000, bottom: 450), isClickable: true,
                    isFocusable: true),
            ])
        let context = AuditContext(screen: ExampleScreens.android([card]))
        #expect(context.focusOrder.map(\.id) == ["card", "card.buy"])
        #expect(context.speech(of: card) == "£4")
    }

    @Test func aScreenReaderFocusableGroupWithNothingToSayIsUnlabelled() {
        let group = AccessibilityElement(
            id: "group", className: "android.widget.FrameLayout",
            frame: ScreenRect(left: 0, top: 300, right: 1080, bottom: 600), isScreenReaderFocusable: true,
            children: [
                AccessibilityElement(
                    id: "group.image", className: "android.widget.ImageView",
                    frame: ScreenRect(left: 40, top: 330, right: 400, bottom: 420))
            ])
        let scroller = AccessibilityElement(
            id: "scroller", className: "android.widget.ScrollView",
            frame: ScreenRect(left: 0, top: 700, right: 1080, bottom: 1600), isFocusable: true, isScrollable: true)
        let findings = LabelMissingRule().check(AuditContext(screen: ExampleScreens.android([group, scroller])))
        #expect(findings.map(\.element?.id) == ["group"])
    }
}
