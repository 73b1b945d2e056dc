import AccessibilityTree
import CarouselKit
import ScreenReaderKit

extension DemoScenarios {
    /// Seed 002's player cell, read by VoiceOver: two text views read line by line, or one
    /// grouped element that speaks a sentence and a hint.
    public static func groupedCell(accessible: Bool, style: SpeechStyle = .commas) throws -> DemoScenario {
        let cellFrame = ScreenRect(x: 0, y: 100, width: 390, height: 64)
        let player = ["name": "Kawhi Leonard", "team": "Toronto Raptors", "position": "Small Forward", "age": "27"]
        // What the cell shows: two text views of two lines each, as in the seed.
        let visibleLines = [
            ("left.0", "Kawhi Leonard", ScreenRect(x: 16, y: 104, width: 170, height: 24)),
            ("left.1", "Toronto Raptors", ScreenRect(x: 16, y: 132, width: 170, height: 24)),
            ("right.0", "Small Forward", ScreenRect(x: 204, y: 104, width: 170, height: 24)),
            ("right.1", "Age: 27", ScreenRect(x: 204, y: 132, width: 170, height: 24)),
        ]
        let heading = AccessibilityElement(
            id: "players", label: "Players", traits: .header, frame: ScreenRect(x: 16, y: 60, width: 358, height: 30),
            isAccessibilityElement: true)
        let next = AccessibilityElement(
            id: "next", label: "Load more players", traits: .button,
            frame: ScreenRect(x: 16, y: 180, width: 358, height: 44),
            isAccessibilityElement: true)
        var components: [any AccessibilityComponent] = []
        let cell: AccessibilityElement
        if accessible {
            let grouped = try GroupedCell(
                id: "player",
                template: "{name} is a player for {team}. Plays the position of {position|lowercase}. {age} years old",
                fields: player, visibleTexts: visibleLines.map(\.1), hint: "Double tap to get more details",
                isActionable: true)
            components.append(grouped)
            cell = AccessibilityElement(id: "player", frame: cellFrame)
        } else {
            cell = AccessibilityElement(
                id: "player", className: "UITableViewCell", frame: cellFrame,
                children: visibleLines.map { id, text, frame in
                    AccessibilityElement(
                        id: ElementID("player.\(id)"), label: text, traits: .staticText, className: "UITextView",
                        frame: frame, isAccessibilityElement: true)
                })
        }
        let screen = AccessibilityScreen(
            platform: .iOS, name: "Players", size: ScreenSize(width: 390, height: 844),
            roots: [AccessibilityElement(id: "table", className: "UITableView", children: [heading, cell, next])])
        var simulator = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(screen, components: components), style: style)
        let swipes = simulator.swipesToPass(container: "player")
        simulator.walkToEnd()
        return DemoScenario(
            name: "Player table cell", reader: .voiceOver, accessible: accessible, component: "groupedCell",
            swipesToPass: swipes, transcript: simulator.transcript)
    }

    /// Seed 004's star rating, read by VoiceOver: a custom control with a label only, or an
    /// adjustable one whose value is "2 stars" and changes with swipe up and down.
    public static func starRating(accessible: Bool, style: SpeechStyle = .commas) throws -> DemoScenario {
        let frame = ScreenRect(x: 16, y: 100, width: 200, height: 44)
        var components: [any AccessibilityComponent] = []
        let control: AccessibilityElement
        if accessible {
            let rating = try AdjustableValue(
                id: "rating", label: "Rating", range: 1...5, step: 1, value: 2, format: .counted(unit: "star"))
            components.append(rating)
            control = AccessibilityElement(id: "rating", frame: frame)
        } else {
            // The seed's starting point: a UIControl made an element and labelled, nothing more.
            control = AccessibilityElement(
                id: "rating", label: "Rating", className: "UIControl", frame: frame, isAccessibilityElement: true)
        }
        let submit = AccessibilityElement(
            id: "submit", label: "Submit review", traits: .button,
            frame: ScreenRect(x: 16, y: 160, width: 358, height: 44),
            isAccessibilityElement: true)
        let screen = AccessibilityScreen(
            platform: .iOS, name: "Review", size: ScreenSize(width: 390, height: 844),
            roots: [AccessibilityElement(id: "review", children: [control, submit])])
        var simulator = ScreenReaderSimulator(
            .voiceOver, liveScreen: LiveScreen(screen, components: components), style: style)
        let swipes = simulator.swipesToPass(container: "rating")
        _ = simulator.swipeRight()
        // Three stars up to the maximum, then once more: the boundary.
        for _ in 0..<4 { _ = simulator.swipeUp() }
        return DemoScenario(
            name: "Star rating", reader: .voiceOver, accessible: accessible, component: "adjustable",
            swipesToPass: swipes, transcript: simulator.transcript)
    }
}
