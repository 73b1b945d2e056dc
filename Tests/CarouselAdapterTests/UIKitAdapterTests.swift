import AccessibilityTree
import CarouselKit
import CarouselUIKit
import Testing

/// The BBC seed's carousel of related stories (seed 000); the first title is quoted from it.
func relatedStories(strategy: CarouselStrategy = .adjustable, rotation: AutoRotation? = nil) -> Carousel {
    Carousel(
        id: "related", name: "Related stories",
        cards: ArrayCardSource([
            Card(id: "story.1", title: "How do the new lockdown restrictions affect me?"),
            Card(id: "story.2", title: "Schools to reopen in March"),
            Card(id: "story.3", title: "Vaccine rollout: the numbers"),
        ]),
        strategy: strategy, rotation: rotation)
}

@Suite("UIKit adapter: what the views return to VoiceOver")
struct UIKitAdapterTests {
    @Test("The adjustable carousel is one element: label, value, adjustable trait")
    func adjustableCarouselProperties() throws {
        let model = UIKitAdapterModel(component: relatedStories())
        #expect(model.exposedElements.map(\.id) == ["related"])
        let properties = try #require(model.properties(of: "related"))
        #expect(properties.isAccessibilityElement)
        // The name ends with ", Carousel"; the value is the card's grouped label, its role word
        // ("button", seed 000) and its position ("x of y").
        #expect(properties.label == "Related stories, Carousel")
        #expect(properties.value == "How do the new lockdown restrictions affect me?, Button, 1 of 3")
        #expect(properties.traitNames == ["adjustable"])
    }

    @Test("Swipe up moves to the next card, scrolls it into view, and posts nothing")
    func incrementSequence() throws {
        var model = UIKitAdapterModel(component: relatedStories())
        var values: [String?] = []
        var commands: [[UIKitCommand]] = []
        for _ in 0..<3 {
            commands.append(model.receive(.increment("related")).commands)
            values.append(model.properties(of: "related")?.value)
        }
        #expect(
            values == [
                "Schools to reopen in March, Button, 2 of 3",
                "Vaccine rollout: the numbers, Button, 3 of 3",
                // At the last card the value does not change: VoiceOver plays its boundary sound (seed 004).
                "Vaccine rollout: the numbers, Button, 3 of 3",
            ])
        // VoiceOver reads the new value itself after accessibilityIncrement(); only the scroll is ours.
        #expect(
            commands == [
                [.scrollToItem(index: 1, animated: true)], [.scrollToItem(index: 2, animated: true)], [],
            ])
    }

    @Test("Swipe down at the first card changes nothing")
    func decrementAtFirstCard() {
        var model = UIKitAdapterModel(component: relatedStories())
        let response = model.receive(.decrement("related"))
        #expect(response.effects == [.boundary])
        #expect(response.commands.isEmpty)
        #expect(
            model.properties(of: "related")?.value == "How do the new lockdown restrictions affect me?, Button, 1 of 3")
    }

    @Test("A three-finger scroll on the adjustable carousel is not handled, so VoiceOver scrolls the page")
    func scrollNotHandled() {
        var model = UIKitAdapterModel(component: relatedStories())
        let response = model.receive(.scroll(.right, element: "related"))
        #expect(!response.isHandled)
        #expect(response.commands.isEmpty)
        #expect(
            model.properties(of: "related")?.value == "How do the new lockdown restrictions affect me?, Button, 1 of 3")
    }

    @Test("Reduce Motion makes the scroll to a card unanimated")
    func reduceMotionScroll() {
        var model = UIKitAdapterModel(component: relatedStories())
        _ = model.update(UIKitAccessibilitySettings(isReduceMotionEnabled: true, isVoiceOverRunning: true))
        #expect(model.receive(.increment("related")).commands == [.scrollToItem(index: 1, animated: false)])
    }

    @Test("Custom actions: the new value is announced only while VoiceOver runs")
    func customActionAnnouncement() throws {
        var model = UIKitAdapterModel(component: relatedStories(strategy: .customActions))
        let properties = try #require(model.properties(of: "related"))
        #expect(properties.customActions.map(\.name) == ["Next card", "Previous card"])
        #expect(properties.hint == "Swipe up or down to change slides")
        #expect(
            model.receive(.customAction(name: "Next card", element: "related")).commands == [
                .scrollToItem(index: 1, animated: true)
            ])

        _ = model.update(UIKitAccessibilitySettings(isReduceMotionEnabled: false, isVoiceOverRunning: true))
        #expect(
            model.receive(.customAction(name: "Next card", element: "related")).commands == [
                .scrollToItem(index: 2, animated: true),
                .post(.announcement, text: "Vaccine rollout: the numbers, Button, 3 of 3"),
            ])
    }

    @Test("The Cards rotor moves VoiceOver to the next card element without a layout notification")
    func rotorSearch() throws {
        var model = UIKitAdapterModel(component: relatedStories(strategy: .customRotor))
        #expect(try #require(model.properties(of: "related")).rotorNames == ["Cards"])
        // From the carousel element the rotor lands on the card it shows, then steps through cards.
        let first = model.receive(.rotorSearch(rotor: "Cards", forward: true, from: "related"))
        #expect(first.focusTarget == "related.card.0")
        #expect(first.commands == [.scrollToItem(index: 0, animated: true)])
        let second = model.receive(.rotorSearch(rotor: "Cards", forward: true, from: "related.card.0"))
        #expect(second.focusTarget == "related.card.1")
        #expect(second.commands == [.scrollToItem(index: 1, animated: true)])
        let card = try #require(model.properties(of: "related.card.1"))
        #expect(card.label == "Schools to reopen in March")
        #expect(card.value == "2 of 3")
        #expect(card.traitNames == ["button"])
        _ = model.receive(.rotorSearch(rotor: "Cards", forward: true, from: "related.card.1"))
        let end = model.receive(.rotorSearch(rotor: "Cards", forward: true, from: "related.card.2"))
        #expect(end.focusTarget == nil)
        #expect(end.commands.isEmpty)
    }

    @Test("Rotation holds while VoiceOver focus is inside and resumes after it leaves")
    func focusPausesRotation() throws {
        var model = UIKitAdapterModel(component: relatedStories(rotation: try AutoRotation(interval: .seconds(5))))
        _ = model.receive(.tick(now: .seconds(0)))
        #expect(model.receive(.tick(now: .seconds(5))).commands == [.scrollToItem(index: 1, animated: true)])
        _ = model.receive(.focusGained("related"))
        #expect(model.receive(.tick(now: .seconds(20))).commands.isEmpty)
        _ = model.receive(.focusLost("related"))
        _ = model.receive(.focusSettled)
        _ = model.receive(.tick(now: .seconds(21)))
        #expect(model.receive(.tick(now: .seconds(26))).commands == [.scrollToItem(index: 2, animated: true)])
    }

    @Test("Star rating: label Rating, values in stars, boundary at five (seed 004)")
    func starRating() throws {
        var model = UIKitAdapterModel(
            component: try AdjustableValue(
                id: "rating", label: "Rating", range: 1...5, step: 1, value: 2, format: .counted(unit: "star")))
        #expect(model.properties(of: "rating")?.label == "Rating")
        #expect(model.properties(of: "rating")?.value == "2 stars")
        #expect(model.properties(of: "rating")?.traitNames == ["adjustable"])
        var spoken: [String?] = []
        for _ in 0..<4 {
            _ = model.receive(.increment("rating"))
            spoken.append(model.properties(of: "rating")?.value)
        }
        #expect(spoken == ["3 stars", "4 stars", "5 stars", "5 stars"])
    }

    @Test("Grouped cell: one element read as a full sentence with its hint (seed 002)")
    func groupedCell() throws {
        let cell = try GroupedCell(
            id: "player.0",
            template: "{name} is a player for {team}. Plays the position of {position|lowercase}. {age} years old",
            fields: ["name": "Kawhi Leonard", "team": "Toronto Raptors", "position": "Small Forward", "age": "27"],
            visibleTexts: ["Kawhi Leonard\nToronto Raptors", "Small Forward\n Age: 27"],
            hint: "Double tap to get more details")
        let model = UIKitAdapterModel(component: cell)
        #expect(model.exposedElements.map(\.id) == ["player.0"])
        let properties = try #require(model.properties(of: "player.0"))
        #expect(properties.isAccessibilityElement)
        #expect(
            properties.label
                == "Kawhi Leonard is a player for Toronto Raptors. Plays the position of small forward. 27 years old")
        #expect(properties.hint == "Double tap to get more details")
    }

    @Test("Swipe-through exposes every card, in order, and the hidden title is skipped")
    func swipeThroughExposure() {
        var carousel = relatedStories(strategy: .swipeThrough)
        carousel.hasVisibleTitle = true
        let model = UIKitAdapterModel(component: carousel)
        #expect(model.exposedElements.map(\.id) == ["related.card.0", "related.card.1", "related.card.2"])
    }

    @Test("Each effect maps to one UIKit call, or none where UIKit acts itself")
    func effectMapping() {
        let on = UIKitAccessibilitySettings(isReduceMotionEnabled: false, isVoiceOverRunning: true)
        let off = UIKitAccessibilitySettings()
        #expect(
            UIKitEffectMapping.command(for: .pageScrolled("Page 2 of 8"), settings: off)
                == .post(.pageScrolled, text: "Page 2 of 8"))
        #expect(
            UIKitEffectMapping.command(for: .announce("Hello"), settings: on) == .post(.announcement, text: "Hello"))
        #expect(UIKitEffectMapping.command(for: .announce("Hello"), settings: off) == nil)
        #expect(
            UIKitEffectMapping.command(for: .layoutChanged(focus: "a"), settings: off)
                == .postFocus(.layoutChanged, focus: "a"))
        #expect(
            UIKitEffectMapping.command(for: .screenChanged(focus: nil), settings: off)
                == .postFocus(.screenChanged, focus: nil))
        #expect(UIKitEffectMapping.command(for: .valueChanged("a"), settings: on) == nil)
        #expect(UIKitEffectMapping.command(for: .boundary, settings: on) == nil)
        #expect(
            UIKitEffectMapping.command(for: .performed(action: "activate", element: "story.1"), settings: off)
                == .perform(action: "activate", element: "story.1"))
    }

    @Test("Traits UIKit keeps private are dropped; public ones keep their names")
    func traitMapping() {
        #expect(
            UIKitTraitMapping.traitNames(of: [.button, .backButton, .header, .switchButton]) == ["button", "header"])
        let privateNames = AccessibilityTraitSet.all.map(\.name).filter {
            !UIKitTraitMapping.publicTraitNames.contains($0)
        }
        #expect(
            privateNames == [
                "textEntry", "isEditing", "backButton", "tab", "switchButton", "secureTextEntry", "textArea",
            ])
    }
}
