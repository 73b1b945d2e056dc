import AccessibilityTree

extension Carousel {
    /// Routes a screen-reader event to the carousel; events on elements it does not own return `[]`.
    ///
    /// - increment/decrement on the adjustable element (the carousel in `adjustable`, the page
    ///   control in `pageControl`): ``increment()`` / ``decrement()``.
    /// - activate on the carousel element: the current card's action
    ///   (`.performed(action: "activate", element: <Card.id>)`, nothing for a disabled card); on the
    ///   collapsed Android container: exposes the cards and focuses the current one; on a card
    ///   element: that card's action; on the pause button: pause or play.
    /// - custom actions "next", "previous", "pause", "play", and a card's own actions as
    ///   `card.<key>` on the carousel element (or `<key>` on a card element).
    /// - scroll forward/backward on the Android container or its cards: next/previous slide; scroll
    ///   right/left: next/previous in a left-to-right language, previous/next in a right-to-left one.
    /// - rotor "Cards" (localized): the next/previous card element, or `[.boundary]`.
    /// - escape while browsing the Android container: back to the container.
    /// - magic tap: pause or play a rotating carousel.
    ///
    /// - Complexity: O(1) whatever the number of cards.
    public mutating func handle(_ event: ComponentEvent) -> [AccessibilityEffect] {
        respond(to: event).effects
    }

    /// ``handle(_:)`` with whether the carousel took the event: an event is handled when it caused
    /// an effect, and also when it paused or played rotation (magic tap, the "Pause"/"Play" custom
    /// action, the pause button), which changes only the pause control's label.
    ///
    /// - Complexity: O(1) whatever the number of cards.
    public mutating func respond(to event: ComponentEvent) -> ComponentResponse {
        switch event {
        case .increment(let element):
            return ComponentResponse(effects: isAdjustableElement(element) ? increment() : [])
        case .decrement(let element):
            return ComponentResponse(effects: isAdjustableElement(element) ? decrement() : [])
        case .activate(let element):
            return activate(element)
        case .customAction(let key, let element):
            return performCustomAction(key: key, on: element)
        case .scroll(let direction, let element):
            return ComponentResponse(effects: scroll(direction, on: element))
        case .rotor(let name, let forward, let from):
            return ComponentResponse(effects: rotor(name: name, forward: forward, from: from))
        case .focusEntered(let element):
            return ComponentResponse(effects: owns(element) ? focusEntered(element) : [])
        case .focusLeft:
            return ComponentResponse(effects: focusLeft())
        case .escape:
            return ComponentResponse(effects: escape())
        case .magicTap:
            guard rotation != nil else { return .unhandled }
            return togglePause()
        case .reduceMotionChanged(let isOn):
            return ComponentResponse(effects: reduceMotionChanged(isOn))
        case .tick(let now):
            return ComponentResponse(effects: tick(now: now))
        }
    }

    /// Whether a host should send ticks now: the carousel rotates and nothing holds it (the user's
    /// pause, Reduce Motion, focus inside, fewer than two cards), or a held rotation still has a
    /// timer armed that the next tick disarms.
    public var needsClockTicks: Bool {
        rotation != nil && (!isRotationPaused || nextRotation != nil)
    }

    /// Pause or play: handled, with no effects (the control's label changes).
    private mutating func togglePause() -> ComponentResponse {
        ComponentResponse(effects: isPausedByUser ? play() : pause(), isHandled: true)
    }

    func isAdjustableElement(_ element: ElementID) -> Bool {
        switch effectiveStrategy {
        case .adjustable: element == id
        case .pageControl: element == pageControlElementID
        default: false
        }
    }

    /// The effect of activating a card: its action, or nothing when it is disabled or missing.
    func performCard(at index: Int, action: String = "activate") -> [AccessibilityEffect] {
        guard (0..<count).contains(index) else { return [] }
        let card = cards.card(at: index)
        guard card.isEnabled else { return [] }
        return [.performed(action: action, element: ElementID(card.id))]
    }

    mutating func activate(_ element: ElementID) -> ComponentResponse {
        if element == pauseButtonElementID, rotation != nil {
            return togglePause()
        }
        if let index = cardIndex(of: element) {
            return ComponentResponse(effects: performCard(at: index))
        }
        guard element == id else { return .unhandled }
        switch effectiveStrategy {
        case .adjustable, .customRotor, .customActions:
            return ComponentResponse(effects: performCard(at: currentIndex))
        case .androidContainer:
            guard !isBrowsing, !isEmpty else { return .unhandled }
            isBrowsing = true
            focusedElement = cardElementID(at: currentIndex)
            nextRotation = nil
            checkInvariants()
            return ComponentResponse(effects: [.layoutChanged(focus: cardElementID(at: currentIndex))])
        case .headingBounded, .pageControl, .swipeThrough:
            return .unhandled
        }
    }

    mutating func performCustomAction(key: String, on element: ElementID) -> ComponentResponse {
        if let index = cardIndex(of: element) {
            guard (0..<count).contains(index),
                cards.card(at: index).actions.contains(where: { $0.key == key })
            else { return .unhandled }
            return ComponentResponse(effects: performCard(at: index, action: key))
        }
        guard element == id || element == pageControlElementID else { return .unhandled }
        switch key {
        case "next" where hasMoveActions: return ComponentResponse(effects: move(by: 1, via: .customAction))
        case "previous" where hasMoveActions: return ComponentResponse(effects: move(by: -1, via: .customAction))
        case "pause" where rotation != nil && !isPausedByUser: return togglePause()
        case "play" where rotation != nil && isPausedByUser: return togglePause()
        default:
            let prefix = "card."
            guard key.hasPrefix(prefix), let card = currentCard else { return .unhandled }
            let cardKey = String(key.dropFirst(prefix.count))
            guard card.actions.contains(where: { $0.key == cardKey }) else { return .unhandled }
            return ComponentResponse(effects: performCard(at: currentIndex, action: cardKey))
        }
    }

    /// Whether the carousel element offers the "Next card"/"Previous card" actions.
    var hasMoveActions: Bool {
        effectiveStrategy == .customActions || effectiveStrategy == .customRotor
    }

    mutating func scroll(_ direction: ScrollDirection, on element: ElementID) -> [AccessibilityEffect] {
        guard effectiveStrategy == .androidContainer, element == id || cardIndex(of: element) != nil else {
            return []
        }
        guard let steps = steps(for: direction) else { return [] }
        return move(by: steps, via: .scroll)
    }

    /// The cards a horizontal scroll moves by: +1 for the next card, -1 for the previous one, `nil`
    /// for a vertical scroll.
    ///
    /// `forward`/`backward` (Android's `ACTION_SCROLL_FORWARD`/`BACKWARD`, UIKit's `.next`/`.previous`)
    /// are logical: always the next/previous card. `right`/`left` are physical: they move the
    /// visible region towards the content on that side (UIKit's `UIAccessibilityScrollDirection.right`
    /// "the user is scrolling to the right"; Android's `ACTION_SCROLL_RIGHT` "scroll the node content
    /// right"). In a right-to-left language the next card lies to the left, so scrolling left shows it:
    /// ViewPager2 pages forward with `ACTION_PAGE_LEFT` when its layout is right to left, and Android's
    /// `ACTION_SCROLL_BACKWARD` documentation pairs backward with `ACTION_SCROLL_RIGHT` there (sources in
    /// `docs/localization.md`).
    func steps(for direction: ScrollDirection) -> Int? {
        let rightToLeft = strings.layoutDirection == .rightToLeft
        switch direction {
        case .forward: return 1
        case .backward: return -1
        case .right: return rightToLeft ? -1 : 1
        case .left: return rightToLeft ? 1 : -1
        case .up, .down: return nil
        }
    }

    mutating func rotor(name: String, forward: Bool, from: ElementID?) -> [AccessibilityEffect] {
        guard effectiveStrategy == .customRotor, name == strings.cardsRotor else { return [] }
        // From the carousel element (or nowhere) the rotor lands on the card the carousel shows.
        let target: Int
        if let from, let index = cardIndex(of: from) {
            target = forward ? index + 1 : index - 1
        } else {
            target = currentIndex
        }
        guard (0..<count).contains(target) else { return [.boundary] }
        // Moving to the card puts focus on its element (`.layoutChanged`), so focus is now inside.
        return move(to: target, via: .rotor)
    }

    /// Focus landed on one of the carousel's elements: rotation holds; landing on a card element
    /// makes it the current card and scrolls it into view.
    ///
    /// - Returns: `[.scrollTo(index:)]` when focus landed on a card that was not current, else `[]`.
    public mutating func focusEntered(_ element: ElementID) -> [AccessibilityEffect] {
        guard owns(element) else { return [] }
        focusedElement = element
        nextRotation = nil
        var effects: [AccessibilityEffect] = []
        if let index = cardIndex(of: element), index != currentIndex {
            currentIndex = index
            effects = [.scrollTo(index: index)]
        }
        checkInvariants()
        return effects
    }

    /// Focus left the carousel: rotation may resume; an expanded Android container collapses.
    public mutating func focusLeft() -> [AccessibilityEffect] {
        focusedElement = nil
        isBrowsing = false
        checkInvariants()
        return []
    }

    /// Two-finger Z: an expanded Android container collapses and takes focus back.
    public mutating func escape() -> [AccessibilityEffect] {
        guard isBrowsing else { return [] }
        isBrowsing = false
        focusedElement = id
        checkInvariants()
        return [.layoutChanged(focus: id)]
    }
}
