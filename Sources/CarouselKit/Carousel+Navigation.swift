import AccessibilityTree

extension Carousel {
    /// What caused a card change; the effects differ by what the user did.
    enum MoveTrigger: Sendable {
        /// Swipe up/down on an adjustable element, or a programmatic change.
        case adjust
        /// A "Next card"/"Previous card" custom action.
        case customAction
        /// The "Cards" custom rotor.
        case rotor
        /// A scroll gesture (two-finger swipe on Android, three-finger swipe on iOS).
        case scroll
    }

    /// Shows the next card.
    ///
    /// Effects by strategy: adjustable `[.valueChanged(id), .scrollTo(index:)]`; page control
    /// `[.valueChanged(<id>.pages), .scrollTo, .announce(<card value>)]`; Android container
    /// `[.scrollTo, .pageScrolled("Showing slide 2 of 8")]` (plus `.layoutChanged(focus: <card>)`
    /// while browsing); element-per-card strategies `[.scrollTo]`. At the last card, or with no
    /// cards: `[.boundary]` and nothing changes.
    ///
    /// - Complexity: O(1).
    public mutating func increment() -> [AccessibilityEffect] { move(by: 1, via: .adjust) }

    /// Shows the previous card; at the first card `[.boundary]` (see ``increment()``).
    ///
    /// - Complexity: O(1).
    public mutating func decrement() -> [AccessibilityEffect] { move(by: -1, via: .adjust) }

    /// Shows the card at a 0-based index, with the effects of ``increment()``.
    ///
    /// An index outside the cards changes nothing and returns `[.boundary]`; the current index
    /// returns no effects.
    ///
    /// - Complexity: O(1).
    public mutating func select(index: Int) -> [AccessibilityEffect] {
        guard (0..<count).contains(index) else { return [.boundary] }
        guard index != currentIndex else { return [] }
        return move(to: index, via: .adjust)
    }

    mutating func move(by delta: Int, via trigger: MoveTrigger) -> [AccessibilityEffect] {
        let target = currentIndex + delta
        guard (0..<count).contains(target) else { return [.boundary] }
        return move(to: target, via: trigger)
    }

    mutating func move(to index: Int, via trigger: MoveTrigger) -> [AccessibilityEffect] {
        currentIndex = index
        // A change the user made restarts the rotation interval, so the slide they chose stays its full time.
        if nextRotation != nil { nextRotation = nil }
        let effects = effectsAfterMove(via: trigger)
        for case .layoutChanged(let focus?) in effects { focusedElement = focus }
        checkInvariants()
        return effects
    }

    /// The effects of having moved to ``currentIndex``.
    ///
    /// Decision (custom actions): VoiceOver does not re-read an element's value after a custom
    /// action, so the new value is announced; `.valueChanged` is left out because the contract
    /// makes it speak the value too, and the user would hear it twice.
    func effectsAfterMove(via trigger: MoveTrigger) -> [AccessibilityEffect] {
        let index = currentIndex
        switch effectiveStrategy {
        case .adjustable:
            return [.valueChanged(id), .scrollTo(index: index)]
        case .customActions:
            return [.scrollTo(index: index), .announce(currentValue)]
        case .customRotor:
            switch trigger {
            case .rotor: return [.layoutChanged(focus: cardElementID(at: index)), .scrollTo(index: index)]
            case .customAction: return [.scrollTo(index: index), .announce(currentValue)]
            case .adjust, .scroll: return [.valueChanged(id), .scrollTo(index: index)]
            }
        case .pageControl:
            return [.valueChanged(pageControlElementID), .scrollTo(index: index), .announce(currentValue)]
        case .androidContainer:
            if isBrowsing {
                return [
                    .scrollTo(index: index), .pageScrolled(showingSlideText),
                    .layoutChanged(focus: cardElementID(at: index)),
                ]
            }
            return [.scrollTo(index: index), .pageScrolled(showingSlideText)]
        case .headingBounded, .swipeThrough:
            return [.scrollTo(index: index)]
        }
    }
}
