import AccessibilityTree
import CarouselKit

/// A custom star rating like seed 004's: adjustable, 1 to 5 stars, value "N stars".
struct FakeStarRating: AccessibilityComponent {
    let id: ElementID = "rating"
    var stars = 2
    var received: [ComponentEvent] = []

    func accessibilityElement(for platform: Platform, frame: ScreenRect) -> AccessibilityElement {
        AccessibilityElement(
            id: id, label: "Rating", value: "\(stars) stars", traits: .adjustable, frame: frame,
            isAccessibilityElement: true)
    }

    mutating func handle(_ event: ComponentEvent) -> [AccessibilityEffect] {
        received.append(event)
        switch event {
        case .increment(id):
            guard stars < 5 else { return [.boundary] }
            stars += 1
            return [.valueChanged(id)]
        case .decrement(id):
            // Clamps without saying so: the simulator must notice the unchanged value itself.
            stars = max(1, stars - 1)
            return [.valueChanged(id)]
        default:
            return []
        }
    }
}

/// A carousel of related stories. On iOS it is one adjustable element (the seeds' default
/// strategy) with a "Cards" custom rotor whose steps focus a card inside it; on Android it is a
/// screen-reader-focusable container whose activation focuses the first card and whose scrolls
/// turn pages. Rotates every 5 seconds unless focus is inside.
struct FakeCarousel: AccessibilityComponent {
    let id: ElementID = "carousel"
    let titles: [String]
    var current = 0
    var focusInside = false
    var lastRotation: Duration = .zero
    var received: [ComponentEvent] = []

    init(cards: Int) {
        titles = (1...cards).map { "Story \($0)" }
    }

    func cardID(_ index: Int) -> ElementID { ElementID("card\(index)") }

    func accessibilityElement(for platform: Platform, frame: ScreenRect) -> AccessibilityElement {
        let cards = titles.indices.map { index in
            AccessibilityElement(
                id: cardID(index), label: titles[index], traits: .button, role: .button, frame: frame,
                isAccessibilityElement: true, isClickable: true,
                collectionItemInfo: CollectionItemInfo(rowIndex: 0, columnIndex: index))
        }
        switch platform {
        case .iOS:
            return AccessibilityElement(
                id: id, label: "Related stories, Carousel",
                value: "\(titles[current]), Button, \(current + 1) of \(titles.count)", traits: .adjustable,
                frame: frame, isAccessibilityElement: true,
                customRotors: [CustomRotor(name: "Cards", items: cards.map(\.id))], children: cards)
        case .android:
            return AccessibilityElement(
                id: id, label: "Related stories, \(titles.count) items, showing \(current + 1)", frame: frame,
                isScreenReaderFocusable: true, isScrollable: true, roleDescription: "Carousel",
                collectionInfo: CollectionInfo(rowCount: 1, columnCount: titles.count), children: cards)
        }
    }

    mutating func handle(_ event: ComponentEvent) -> [AccessibilityEffect] {
        received.append(event)
        switch event {
        case .increment(id), .scroll(.right, id), .scroll(.forward, id):
            guard current + 1 < titles.count else { return [.boundary] }
            current += 1
            return turned(event)
        case .decrement(id), .scroll(.left, id), .scroll(.backward, id):
            guard current > 0 else { return [.boundary] }
            current -= 1
            return turned(event)
        case .rotor(name: "Cards", let forward, _):
            let next = current + (forward ? 1 : -1)
            guard titles.indices.contains(next) else { return [.boundary] }
            current = next
            return [.scrollTo(index: current), .layoutChanged(focus: cardID(current))]
        case .activate(id):
            return [.layoutChanged(focus: cardID(0))]
        case .activate(let card):
            return [.performed(action: "open", element: card)]
        case .focusEntered:
            focusInside = true
            return []
        case .focusLeft:
            focusInside = false
            return []
        case .tick(let now):
            guard !focusInside, now - lastRotation >= .seconds(5) else { return [] }
            lastRotation = now
            current = (current + 1) % titles.count
            return [.valueChanged(id), .announce("Showing slide \(current + 1) of \(titles.count)")]
        case .escape:
            return [.announce("Closed")]
        default:
            return []
        }
    }

    private func turned(_ event: ComponentEvent) -> [AccessibilityEffect] {
        if case .scroll = event {
            return [.scrollTo(index: current), .pageScrolled("Page \(current + 1) of \(titles.count)")]
        }
        return [.scrollTo(index: current), .valueChanged(id)]
    }
}

/// Builders for hand-written screens.
enum Build {
    static func text(_ id: ElementID, _ label: String, y: Double, traits: AccessibilityTraitSet = [])
        -> AccessibilityElement
    {
        AccessibilityElement(
            id: id, label: label, traits: traits.union(.staticText),
            frame: ScreenRect(x: 0, y: y, width: 300, height: 30),
            isAccessibilityElement: true)
    }

    static func iOSScreen(_ children: [AccessibilityElement]) -> AccessibilityScreen {
        AccessibilityScreen(
            platform: .iOS, size: ScreenSize(width: 390, height: 844),
            roots: [
                AccessibilityElement(
                    id: "app", frame: ScreenRect(x: 0, y: 0, width: 390, height: 844), children: children)
            ])
    }

    /// A default collection view of `count` cards, each its own button, in a list container.
    static func collection(_ id: ElementID, cards count: Int, y: Double) -> AccessibilityElement {
        AccessibilityElement(
            id: id, frame: ScreenRect(x: 0, y: y, width: 390, height: 200), containerType: .list,
            children: (0..<count).map { index in
                AccessibilityElement(
                    id: ElementID("\(id.rawValue).\(index)"), label: "Card \(index + 1)", traits: .button,
                    frame: ScreenRect(x: Double(index) * 300, y: y, width: 280, height: 200),
                    isAccessibilityElement: true)
            })
    }
}
