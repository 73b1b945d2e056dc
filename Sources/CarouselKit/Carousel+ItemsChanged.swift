import AccessibilityTree

extension Carousel {
    /// The cards changed: the carousel takes the new source, keeps the current card when it still
    /// exists, and says truthfully what the user now has.
    ///
    /// - When the current card was removed, the card now at its position (or the new last card) is
    ///   shown. With focus inside: single-element strategies announce it
    ///   (`.announce("<card value>")`, or "No items" when none is left); when focus was on a card
    ///   element (element-per-card strategies, a browsing Android container, a card reached by the
    ///   rotor) it moves to the replacement's element (`.layoutChanged`), or to the carousel's main
    ///   element (the container, the leading heading) when none is left. Either way
    ///   `.scrollTo(index:)` shows it.
    /// - When cards were inserted into an empty carousel with focus inside, the first card is announced.
    /// - When the current card survives (inserted or removed elsewhere), its index follows it and the
    ///   effects are `[]`: only the position in its value changes, read on next focus.
    ///
    /// - Throws: ``CarouselKitError/inconsistentChange(change:oldCount:newCount:)`` when the change
    ///   does not match the old and new counts; the carousel is then unchanged.
    /// - Complexity: O(1).
    public mutating func itemsChanged(to source: any CardSource, change: CardChange) throws -> [AccessibilityEffect] {
        let oldCount = count
        let newCount = source.count
        let oldIndex = currentIndex
        var newIndex: Int
        var currentCardReplaced: Bool
        switch change {
        case .inserted(let range):
            // Compared by subtraction: `oldCount + range.count` overflows for a source of `Int.max` cards.
            guard range.lowerBound >= 0, range.upperBound <= newCount, newCount - range.count == oldCount else {
                throw CarouselKitError.inconsistentChange(change: change, oldCount: oldCount, newCount: newCount)
            }
            if oldCount == 0 {
                newIndex = 0
                currentCardReplaced = newCount > 0
            } else {
                newIndex = range.lowerBound <= oldIndex ? oldIndex + range.count : oldIndex
                currentCardReplaced = false
            }
        case .removed(let range):
            guard range.lowerBound >= 0, range.upperBound <= oldCount, newCount == oldCount - range.count else {
                throw CarouselKitError.inconsistentChange(change: change, oldCount: oldCount, newCount: newCount)
            }
            if range.contains(oldIndex) {
                newIndex = Swift.min(range.lowerBound, Swift.max(newCount - 1, 0))
                currentCardReplaced = true
            } else {
                newIndex = oldIndex >= range.upperBound ? oldIndex - range.count : oldIndex
                currentCardReplaced = false
            }
        case .reloaded:
            newIndex = Swift.min(oldIndex, Swift.max(newCount - 1, 0))
            currentCardReplaced = true
        }
        if newCount == 0 { newIndex = 0 }
        let focusWasOnACard = focusedElement.flatMap { cardIndex(of: $0) } != nil
        cards = source
        currentIndex = newIndex
        if newCount == 0 { isBrowsing = false }
        if isRotationPaused { nextRotation = nil }
        checkInvariants()

        guard currentCardReplaced else { return [] }
        var effects: [AccessibilityEffect] = []
        if newCount > 0 { effects.append(.scrollTo(index: newIndex)) }
        guard isFocusInside else { return effects }
        let strategy = effectiveStrategy
        // Focus on a card element that vanished must move; focus on the carousel's one element stays
        // and hears the news; focus on a heading or the pause button heard nothing that changed.
        if focusWasOnACard {
            let target = newCount > 0 ? cardElementID(at: newIndex) : mainElementID
            focusedElement = target
            effects.append(.layoutChanged(focus: target))
        } else if strategy.isSingleElement || strategy == .pageControl {
            effects.append(.announce(currentValue))
        }
        return effects
    }
}
