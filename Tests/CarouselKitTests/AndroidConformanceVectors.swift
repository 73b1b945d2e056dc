import AccessibilityTree
import CarouselKit
import Foundation

/// The conformance vectors the Kotlin component (`Android/`) replays: CarouselKit on Android, run
/// through scripted events, with every step's effects, whether the event was handled, the carousel's
/// state, its spoken strings and the node tree it exposes.
///
/// Written as JSON to `Android/conformance/vectors.json` (``AndroidConformanceVectorTests``); the
/// Kotlin JUnit tests read the same file, so one behaviour is checked in two languages.
struct AndroidConformanceVectors {
    /// One scripted event, as the vector file writes it.
    enum Step {
        case activate(String)
        case customAction(String, on: String)
        case scroll(ScrollDirection, on: String)
        case focusEntered(String)
        case focusLeft
        case escape
        case reduceMotion(Bool)
        case tick(milliseconds: Int64)
        case increment
        case decrement
        case select(Int)
        case inserted(Range<Int>, cards: [Card])
        case removed(Range<Int>, cards: [Card])
        case reloaded(cards: [Card])

        var json: [String: Any] {
            switch self {
            case .activate(let element): ["event": "activate", "element": element]
            case .customAction(let key, let element): ["event": "customAction", "key": key, "element": element]
            case .scroll(let direction, let element):
                ["event": "scroll", "direction": direction.rawValue, "element": element]
            case .focusEntered(let element): ["event": "focusEntered", "element": element]
            case .focusLeft: ["event": "focusLeft"]
            case .escape: ["event": "escape"]
            case .reduceMotion(let isOn): ["event": "reduceMotion", "on": isOn]
            case .tick(let milliseconds): ["event": "tick", "milliseconds": milliseconds]
            case .increment: ["event": "increment"]
            case .decrement: ["event": "decrement"]
            case .select(let index): ["event": "select", "index": index]
            case .inserted(let range, let cards):
                [
                    "event": "itemsChanged", "change": "inserted", "lower": range.lowerBound, "upper": range.upperBound,
                    "cards": cards.map(Self.cardJSON),
                ]
            case .removed(let range, let cards):
                [
                    "event": "itemsChanged", "change": "removed", "lower": range.lowerBound, "upper": range.upperBound,
                    "cards": cards.map(Self.cardJSON),
                ]
            case .reloaded(let cards):
                ["event": "itemsChanged", "change": "reloaded", "cards": cards.map(Self.cardJSON)]
            }
        }

        static func cardJSON(_ card: Card) -> [String: Any] {
            var json: [String: Any] = [
                "id": card.id, "title": card.title, "role": card.role.rawValue, "isEnabled": card.isEnabled,
                "otherTexts": card.otherTexts, "actions": card.actions.map { ["key": $0.key, "name": $0.name] },
            ]
            if let description = card.description { json["description"] = description }
            return json
        }

        /// Runs the step on the carousel.
        func run(on carousel: inout Carousel) throws -> ComponentResponse {
            switch self {
            case .activate(let element): return carousel.respond(to: .activate(ElementID(element)))
            case .customAction(let key, let element):
                return carousel.respond(to: .customAction(key: key, element: ElementID(element)))
            case .scroll(let direction, let element):
                return carousel.respond(to: .scroll(direction, element: ElementID(element)))
            case .focusEntered(let element): return carousel.respond(to: .focusEntered(ElementID(element)))
            case .focusLeft: return carousel.respond(to: .focusLeft)
            case .escape: return carousel.respond(to: .escape)
            case .reduceMotion(let isOn): return carousel.respond(to: .reduceMotionChanged(isOn))
            case .tick(let milliseconds): return carousel.respond(to: .tick(now: .milliseconds(milliseconds)))
            case .increment: return ComponentResponse(effects: carousel.increment())
            case .decrement: return ComponentResponse(effects: carousel.decrement())
            case .select(let index): return ComponentResponse(effects: carousel.select(index: index))
            case .inserted(let range, let cards):
                return ComponentResponse(
                    effects: try carousel.itemsChanged(to: ArrayCardSource(cards), change: .inserted(range)))
            case .removed(let range, let cards):
                return ComponentResponse(
                    effects: try carousel.itemsChanged(to: ArrayCardSource(cards), change: .removed(range)))
            case .reloaded(let cards):
                return ComponentResponse(
                    effects: try carousel.itemsChanged(to: ArrayCardSource(cards), change: .reloaded))
            }
        }
    }

    /// One scripted carousel.
    struct Scenario {
        var name: String
        var language: String
        var strategy: CarouselStrategy
        var cards: [Card]
        var rotationMilliseconds: Int64?
        var hasVisibleTitle = false
        var trailingHeading: String?
        var currentIndex = 0
        var steps: [Step]
    }

    /// A deterministic card: roles, disabled cards, descriptions, extra texts and actions vary with the index.
    static func card(_ index: Int, prefix: String = "Story") -> Card {
        Card(
            id: "c\(index)", title: "\(prefix) \(index + 1)",
            description: index % 2 == 0 ? "Summary \(index + 1)" : nil,
            otherTexts: index % 3 == 2 ? ["\(index + 2) min"] : [],
            role: index % 5 == 3 ? .link : (index % 7 == 6 ? .none : .button), isEnabled: index % 4 != 1,
            actions: index % 3 == 0 ? [CustomAction(name: "Share", key: "share")] : [])
    }

    static func cards(_ count: Int, prefix: String = "Story") -> [Card] { (0..<count).map { card($0, prefix: prefix) } }

    /// A card list grown from `from` to `to` cards by inserting at the front.
    static func grow(_ from: Int, _ to: Int) -> Step { .inserted(0..<(to - from), cards: cards(to)) }

    static let root = "related"
    static func cardID(_ index: Int) -> String { "related.card.\(index)" }

    /// Every scenario: several strategies, rotation, item changes, boundaries and the 13 languages.
    static var scenarios: [Scenario] {
        var result: [Scenario] = [
            Scenario(
                name: "container-browse-en", language: "en", strategy: .androidContainer, cards: cards(8),
                steps: [
                    .focusEntered(root), .scroll(.forward, on: root), .activate(root), .scroll(.forward, on: cardID(1)),
                    .scroll(.right, on: cardID(2)), .scroll(.backward, on: cardID(3)), .scroll(.left, on: cardID(2)),
                    .scroll(.up, on: cardID(1)), .activate(cardID(1)), .activate(cardID(2)),
                    .customAction("share", on: cardID(3)), .customAction("share", on: cardID(2)), .escape,
                    .escape, .select(7), .scroll(.forward, on: root), .select(9), .select(7), .activate(root),
                    .focusEntered(cardID(5)), .focusLeft, .customAction("next", on: root),
                ]),
            Scenario(
                name: "container-rotation-en", language: "en", strategy: .androidContainer, cards: cards(3),
                rotationMilliseconds: 5000,
                steps: [
                    .tick(milliseconds: 0), .tick(milliseconds: 4999), .tick(milliseconds: 5000),
                    .tick(milliseconds: 10000), .tick(milliseconds: 15000), .customAction("pause", on: root),
                    .tick(milliseconds: 20000), .customAction("pause", on: root), .customAction("play", on: root),
                    .tick(milliseconds: 21000), .tick(milliseconds: 26000), .reduceMotion(true),
                    .tick(milliseconds: 31000), .reduceMotion(false), .tick(milliseconds: 32000),
                    .focusEntered(root), .tick(milliseconds: 40000), .activate(root), .scroll(.forward, on: cardID(0)),
                    .focusLeft, .tick(milliseconds: 41000), .tick(milliseconds: 46000),
                    .removed(1..<3, cards: [card(0)]), .tick(milliseconds: 50000),
                ]),
            Scenario(
                name: "actions-de", language: "de", strategy: .customActions, cards: cards(5), hasVisibleTitle: true,
                steps: [
                    .focusEntered(root), .customAction("previous", on: root), .customAction("next", on: root),
                    .activate(root), .customAction("next", on: root), .customAction("card.share", on: root),
                    .customAction("card.share", on: root), .customAction("next", on: root), .activate(root),
                    .customAction("next", on: root), .customAction("next", on: root),
                    .scroll(.forward, on: root), .removed(4..<5, cards: cards(4)),
                    .reloaded(cards: []), AndroidConformanceVectors.grow(0, 2), .focusLeft,
                ]),
            Scenario(
                name: "heading-rotation-en", language: "en", strategy: .headingBounded, cards: cards(4),
                rotationMilliseconds: 3000, trailingHeading: "More from News",
                steps: [
                    .tick(milliseconds: 0), .tick(milliseconds: 3000), .activate("related.pause"),
                    .tick(milliseconds: 6000), .activate("related.pause"), .focusEntered(cardID(2)),
                    .activate(cardID(2)), .removed(2..<3, cards: [card(0), card(1), card(3)]),
                    .inserted(0..<1, cards: [card(9), card(0), card(1), card(3)]), .focusEntered("related.heading"),
                    .removed(0..<4, cards: []), .focusLeft,
                ]),
            Scenario(
                name: "swipe-through-ja", language: "ja", strategy: .swipeThrough, cards: cards(3, prefix: "記事"),
                rotationMilliseconds: 4000,
                steps: [
                    .focusEntered(cardID(1)), .tick(milliseconds: 0), .focusLeft, .tick(milliseconds: 1),
                    .tick(milliseconds: 4001), .activate("related.pause"), .select(2), .decrement,
                ]),
            Scenario(
                name: "adjustable-renders-as-container-fr", language: "fr", strategy: .adjustable, cards: cards(2),
                currentIndex: 1,
                steps: [
                    .focusEntered(root), .activate(root), .scroll(.backward, on: cardID(1)),
                    .scroll(.backward, on: cardID(0)), AndroidConformanceVectors.grow(2, 5),
                    .removed(0..<1, cards: cards(4)), .focusLeft,
                ]),
            Scenario(
                name: "rotor-renders-as-container-he", language: "he", strategy: .customRotor, cards: cards(3),
                steps: [
                    .activate(root), .scroll(.left, on: cardID(0)), .scroll(.right, on: cardID(1)),
                    .scroll(.right, on: cardID(0)), .escape,
                ]),
        ]
        // Counts through every plural category of the languages with more than one/other.
        let counts: [String: [Int]] = [
            "ru": [1, 2, 5, 11, 12, 21, 22, 25, 101, 111],
            "pl": [1, 2, 5, 12, 22, 25, 102, 112],
            "ar": [1, 2, 3, 10, 11, 99, 100, 102, 103, 111],
        ]
        for (language, steps) in counts.sorted(by: { $0.key < $1.key }) {
            var script: [Step] = [.reloaded(cards: []), .focusEntered(root)]
            var previous = 0
            for count in steps {
                script.append(grow(previous, count))
                previous = count
            }
            script += [.activate(root), .scroll(.forward, on: cardID(0)), .scroll(.right, on: cardID(1))]
            result.append(
                Scenario(
                    name: "plurals-\(language)", language: language, strategy: .androidContainer, cards: cards(1),
                    steps: script))
        }
        for language in languages {
            result.append(
                Scenario(
                    name: "container-\(language)", language: language, strategy: .androidContainer, cards: cards(2),
                    rotationMilliseconds: 2000,
                    steps: [
                        .focusEntered(root), AndroidConformanceVectors.grow(2, 5), .activate(root),
                        .scroll(.forward, on: cardID(3)),
                        .scroll(.forward, on: cardID(4)), .customAction("pause", on: root),
                        .activate(cardID(4)), .escape, .focusLeft, .reloaded(cards: []), .focusEntered(root),
                    ]))
            result.append(
                Scenario(
                    name: "actions-\(language)", language: language, strategy: .customActions, cards: cards(3),
                    rotationMilliseconds: 2000,
                    steps: [
                        .focusEntered(root), .customAction("next", on: root), .customAction("pause", on: root),
                        .customAction("next", on: root), .customAction("next", on: root),
                        .customAction("play", on: root), .removed(2..<3, cards: cards(2)),
                    ]))
        }
        return result
    }

    /// A node of the tree the carousel exposes, flattened in preorder.
    static func nodes(_ element: AccessibilityElement, parent: String?) -> [[String: Any]] {
        var node: [String: Any] = [
            "id": element.id.rawValue, "hidden": element.isHidden, "accessible": element.isAccessibilityElement,
            "clickable": element.isClickable, "focusable": element.isFocusable,
            "screenReaderFocusable": element.isScreenReaderFocusable, "scrollable": element.isScrollable,
            "heading": element.isHeading, "enabled": element.isEnabled,
            "actions": element.customActions.map { ["key": $0.key, "name": $0.name] },
        ]
        if let parent { node["parent"] = parent }
        if let label = element.label { node["label"] = label }
        if let value = element.value { node["value"] = value }
        if let hint = element.hint { node["hint"] = hint }
        if let role = element.role { node["role"] = role.rawValue }
        if let roleDescription = element.roleDescription { node["roleDescription"] = roleDescription }
        if let info = element.collectionInfo { node["collection"] = [info.rowCount, info.columnCount] }
        if let info = element.collectionItemInfo { node["item"] = [info.rowIndex, info.columnIndex] }
        return [node] + element.children.flatMap { nodes($0, parent: element.id.rawValue) }
    }

    static func effectJSON(_ effect: AccessibilityEffect) -> [String: Any] {
        switch effect {
        case .announce(let text): ["kind": "announce", "text": text]
        case .pageScrolled(let text): ["kind": "pageScrolled", "text": text]
        case .valueChanged(let id): ["kind": "valueChanged", "element": id.rawValue]
        case .scrollTo(let index): ["kind": "scrollTo", "index": index]
        case .layoutChanged(let focus): ["kind": "layoutChanged", "element": focus?.rawValue ?? NSNull()]
        case .screenChanged(let focus): ["kind": "screenChanged", "element": focus?.rawValue ?? NSNull()]
        case .boundary: ["kind": "boundary"]
        case .performed(let action, let element): ["kind": "performed", "action": action, "element": element.rawValue]
        }
    }

    static func state(_ carousel: Carousel) -> [String: Any] {
        [
            "currentIndex": carousel.currentIndex, "browsing": carousel.isBrowsing,
            "focused": carousel.focusedElement?.rawValue ?? NSNull(), "pausedByUser": carousel.isPausedByUser,
            "rotationPaused": carousel.isRotationPaused, "needsClockTicks": carousel.needsClockTicks,
            "effectiveStrategy": carousel.effectiveStrategy.rawValue, "containerLabel": carousel.containerLabel,
            "currentValue": carousel.currentValue, "showingSlide": carousel.showingSlideText,
            "nodes": nodes(carousel.accessibilityElement(for: .android, frame: frame), parent: nil).filter {
                nearCurrentCard($0["id"] as? String ?? "", carousel)
            },
        ]
    }

    /// Keeps the file small for carousels of a hundred cards: every node but the cards, and the
    /// cards beside the current one (the Kotlin test filters its own nodes the same way).
    static func nearCurrentCard(_ id: String, _ carousel: Carousel) -> Bool {
        guard let index = carousel.cardIndex(of: ElementID(id)) else { return true }
        return abs(index - carousel.currentIndex) <= 1
    }

    /// The 13 languages of the word files.
    static let languages = ["en", "de", "fr", "es", "it", "pt-BR", "ja", "zh-Hans", "ko", "ar", "he", "ru", "pl"]

    /// The counts whose "slide" phrase the vectors give in every language.
    static let countsChecked = Array(0...120) + [1_000_000, 1_000_001, 2_000_000, 100_000_000]

    static let frame = ScreenRect(x: 0, y: 0, width: 400, height: 300)

    /// The whole vector file's JSON object.
    static func document() throws -> [String: Any] {
        var vectors: [[String: Any]] = []
        for scenario in scenarios {
            guard let strings = CarouselStrings.forLanguage(scenario.language) else {
                throw CarouselKitError.unknownLanguage(scenario.language)
            }
            let rotation = try scenario.rotationMilliseconds.map { try AutoRotation(interval: .milliseconds($0)) }
            var carousel = Carousel(
                id: ElementID(root), name: "Related stories", cards: scenario.cards, strategy: scenario.strategy,
                platform: .android, hasVisibleTitle: scenario.hasVisibleTitle,
                trailingHeading: scenario.trailingHeading, rotation: rotation, currentIndex: scenario.currentIndex,
                strings: strings)
            var steps: [[String: Any]] = []
            for step in scenario.steps {
                let response = try step.run(on: &carousel)
                var json = step.json
                json["effects"] = response.effects.map(effectJSON)
                json["handled"] = response.isHandled
                json["state"] = state(carousel)
                steps.append(json)
            }
            var configuration: [String: Any] = [
                "id": root, "name": carousel.name, "language": scenario.language,
                "strategy": scenario.strategy.rawValue, "hasVisibleTitle": scenario.hasVisibleTitle,
                "currentIndex": scenario.currentIndex, "cards": scenario.cards.map(Step.cardJSON),
            ]
            if let ms = scenario.rotationMilliseconds { configuration["rotationMilliseconds"] = ms }
            if let heading = scenario.trailingHeading { configuration["trailingHeading"] = heading }
            let initial = Carousel(
                id: ElementID(root), name: "Related stories", cards: scenario.cards, strategy: scenario.strategy,
                platform: .android, hasVisibleTitle: scenario.hasVisibleTitle,
                trailingHeading: scenario.trailingHeading, rotation: rotation, currentIndex: scenario.currentIndex,
                strings: strings)
            vectors.append([
                "name": scenario.name, "configuration": configuration, "initial": state(initial), "steps": steps,
            ])
        }
        // Every language's counted "slide" for counts through every CLDR category (0-120, millions).
        var slideCounts: [String: [String]] = [:]
        for language in languages {
            guard let strings = CarouselStrings.forLanguage(language) else {
                throw CarouselKitError.unknownLanguage(language)
            }
            slideCounts[language] = countsChecked.map { strings.count($0, "slide") }
        }
        return [
            "counts": countsChecked, "slideCounts": slideCounts,
            "about":
                "CarouselKit's behaviour on Android, generated by Tests/CarouselKitTests/AndroidConformanceVectorTests.swift; replayed by Android/src/test. Do not edit: regenerate with ANDROID_VECTORS_WRITE=1 swift test --filter AndroidConformanceVectorTests.",
            "vectors": vectors,
        ]
    }

    /// The document as the committed file spells it: compact JSON with sorted keys, one vector's
    /// start and each of its steps on a line of their own, so a change shows as a readable diff.
    static func text() throws -> String {
        let document = try document()
        func compact(_ value: Any) throws -> String {
            let data = try JSONSerialization.data(
                withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
            return String(decoding: data, as: UTF8.self)
        }
        var lines = [
            "{\"about\":" + (try compact(document["about"] ?? "")) + ",",
            "\"counts\":" + (try compact(document["counts"] ?? [])) + ",",
            "\"slideCounts\":{",
        ]
        let slideCounts = document["slideCounts"] as? [String: [String]] ?? [:]
        for (index, language) in slideCounts.keys.sorted().enumerated() {
            lines.append(
                (try compact(language)) + ":" + (try compact(slideCounts[language] ?? []))
                    + (index + 1 < slideCounts.count ? "," : ""))
        }
        lines.append("},\"vectors\":[")
        let vectors = document["vectors"] as? [[String: Any]] ?? []
        for (vectorIndex, vector) in vectors.enumerated() {
            var head = vector
            let steps = head.removeValue(forKey: "steps") as? [[String: Any]] ?? []
            let opening = try compact(head)
            lines.append(String(opening.dropLast()) + ",\"steps\":[")
            for (stepIndex, step) in steps.enumerated() {
                lines.append(try compact(step) + (stepIndex + 1 < steps.count ? "," : ""))
            }
            lines.append("]}" + (vectorIndex + 1 < vectors.count ? "," : ""))
        }
        lines.append("]}")
        return lines.joined(separator: "\n") + "\n"
    }
}
