import AccessibilityTree
import CarouselKit
import CarouselSwiftUI
import Testing

@Suite("SwiftUI adapter: what the modifiers apply")
struct SwiftUIAdapterTests {
    /// Every SwiftUI trait member the adapter knows, in the model's order.
    let allMembers = SwiftUITraitMapping.memberNames.map(\.member)

    @Test("The adjustable carousel is one element with an adjustable action and no other traits")
    func adjustableCarouselProperties() {
        let properties = relatedStories().swiftUIProperties
        #expect(properties.childBehavior == .ignore)
        #expect(properties.label == "Related stories, Carousel")
        #expect(properties.value == "How do the new lockdown restrictions affect me?, Button, 1 of 3")
        #expect(properties.isAdjustable)
        // SwiftUI has no adjustable trait: the adjustable action carries it, so nothing is added,
        // and every trait SwiftUI might infer from the scroll view is removed.
        #expect(properties.addedTraitNames.isEmpty)
        #expect(properties.removedTraitNames == allMembers)
    }

    @Test("Each adjustable action moves one card; the values and commands follow the core")
    func incrementSequence() {
        var model = SwiftUIAdapterModel(component: relatedStories())
        var values: [String?] = []
        var commands: [[SwiftUICommand]] = []
        for _ in 0..<3 {
            commands.append(model.receive(.increment("related")).commands)
            values.append(model.component.swiftUIProperties.value)
        }
        #expect(
            values == [
                "Schools to reopen in March, Button, 2 of 3",
                "Vaccine rollout: the numbers, Button, 3 of 3",
                "Vaccine rollout: the numbers, Button, 3 of 3",
            ])
        #expect(commands == [[.scrollTo(index: 1, animated: true)], [.scrollTo(index: 2, animated: true)], []])
    }

    @Test("Under Reduce Motion the scroll is not animated; with VoiceOver on, custom actions announce")
    func settings() {
        var model = SwiftUIAdapterModel(
            component: relatedStories(strategy: .customActions),
            settings: SwiftUIAccessibilitySettings(isReduceMotionEnabled: true, isVoiceOverEnabled: true))
        #expect(model.component.swiftUIProperties.customActions.map(\.name) == ["Next card", "Previous card"])
        #expect(!model.component.swiftUIProperties.isAdjustable)
        let response = model.receive(.customAction(name: "Next card", element: "related"))
        #expect(
            response.commands == [
                .scrollTo(index: 1, animated: false),
                .post(.announcement, text: "Schools to reopen in March, Button, 2 of 3"),
            ])
    }

    @Test("The Cards rotor lists every card with its grouped label")
    func rotorEntries() throws {
        let rotor = try #require(relatedStories(strategy: .customRotor).swiftUIProperties.rotors.first)
        #expect(rotor.name == "Cards")
        #expect(rotor.entries.map(\.id) == ["related.card.0", "related.card.1", "related.card.2"])
        #expect(
            rotor.entries.map(\.label) == [
                "How do the new lockdown restrictions affect me?", "Schools to reopen in March",
                "Vaccine rollout: the numbers",
            ])
    }

    @Test("Heading-bounded: the container contains its cards; the heading gets isHeader")
    func headingBounded() throws {
        let carousel = relatedStories(strategy: .headingBounded)
        let root = carousel.accessibilityElement(for: .iOS, frame: .zero)
        #expect(SwiftUIAccessibilityProperties(root).childBehavior == .contain)
        let heading = try #require(root.first(withID: carousel.headingElementID))
        #expect(SwiftUIAccessibilityProperties(heading).addedTraitNames == ["isHeader"])
        let card = try #require(root.first(withID: carousel.cardElementID(at: 0)))
        let cardProperties = SwiftUIAccessibilityProperties(card)
        #expect(cardProperties.addedTraitNames == ["isButton"])
        #expect(cardProperties.label == "How do the new lockdown restrictions affect me?")
        #expect(cardProperties.value == "1 of 3")
    }

    @Test("Page control: the slide is hidden with its group, other cards are not shown, the pages adjust")
    func pageControlHiding() throws {
        let carousel = relatedStories(strategy: .pageControl)
        let root = carousel.accessibilityElement(for: .iOS, frame: .zero)
        let slide = try #require(SwiftUIAccessibilityProperties(of: carousel.cardElementID(at: 0), in: root))
        #expect(slide.isHidden)
        #expect(SwiftUIAccessibilityProperties(of: carousel.cardElementID(at: 1), in: root) == nil)
        let pages = try #require(SwiftUIAccessibilityProperties(of: carousel.pageControlElementID, in: root))
        #expect(!pages.isHidden)
        #expect(pages.isAdjustable)
        #expect(pages.label == "Related stories, Carousel")
        #expect(pages.value == "Page 1 of 3")
    }

    @Test("A visible title is hidden, since the carousel's name already says it")
    func hiddenTitle() throws {
        var carousel = relatedStories()
        carousel.hasVisibleTitle = true
        let title = try #require(
            carousel.accessibilityElement(for: .iOS, frame: .zero).first(withID: carousel.titleElementID))
        #expect(SwiftUIAccessibilityProperties(title).isHidden)
    }

    @Test("Layout changes with a target move focus through the focus state")
    func effectMapping() {
        let off = SwiftUIAccessibilitySettings()
        #expect(
            SwiftUIEffectMapping.commands(for: .layoutChanged(focus: "a"), settings: off) == [
                .post(.layoutChanged, text: nil), .focus("a"),
            ])
        #expect(
            SwiftUIEffectMapping.commands(for: .screenChanged(focus: nil), settings: off) == [
                .post(.screenChanged, text: nil)
            ])
        #expect(
            SwiftUIEffectMapping.commands(for: .pageScrolled("Page 2 of 8"), settings: off) == [
                .post(.pageScrolled, text: "Page 2 of 8")
            ])
        #expect(SwiftUIEffectMapping.commands(for: .announce("Hello"), settings: off).isEmpty)
        #expect(SwiftUIEffectMapping.commands(for: .valueChanged("a"), settings: off).isEmpty)
        #expect(SwiftUIEffectMapping.commands(for: .boundary, settings: off).isEmpty)
    }

    @Test("Star rating in SwiftUI: Rating, 2 stars, adjustable, boundary at five (seed 004)")
    func starRating() throws {
        var rating = SwiftUIAdapterModel(
            component: try AdjustableValue(
                id: "rating", label: "Rating", range: 1...5, step: 1, value: 2, format: .counted(unit: "star")))
        #expect(rating.component.swiftUIProperties.label == "Rating")
        #expect(rating.component.swiftUIProperties.value == "2 stars")
        #expect(rating.component.swiftUIProperties.isAdjustable)
        var spoken: [String?] = []
        for _ in 0..<4 {
            _ = rating.receive(.increment("rating"))
            spoken.append(rating.component.swiftUIProperties.value)
        }
        #expect(spoken == ["3 stars", "4 stars", "5 stars", "5 stars"])
    }
}
