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
    /// - Decision: card elements are named by position (`<id>.card.<index>`), so when focus is on a
    ///   card element whose card survives at another index, focus follows the card to its new element
    ///   (`.layoutChanged`, which reads it with its new position); left alone, focus would sit on a
    ///   different card, or on an element that no longer exists, without a word said.
    ///
    /// - Throws: ``CarouselKitError/inconsistentChange(change:oldCount:newCount:)`` when the change
    ///   does not match the old and new counts; the carousel is then unchanged.
    /// - Complexity: O(1).
    public mutating func itemsChanged(to source: any CardSource, change: CardChange) throws -> [AccessibilityEffect] {
        let oldCount = count
        // A custom source may report a negative count; it has no cards (as in `count`).
        let newCount = Swift.max(source.count, 0)
        switch change {
        case .inserted(let range):
            // Compared by subtraction: `oldCount + range.count` overflows for a source of `Int.max` cards.
            guard range.lowerBound >= 0, range.upperBound <= newCount, newCount - range.count == oldCount else {
                throw CarouselKitError.inconsistentChange(change: change, oldCount: oldCount, newCount: newCount)
            }
        case .removed(let range):
            guard range.lowerBound >= 0, range.upperBound <= oldCount, newCount == oldCount - range.count else {
                throw CarouselKitError.inconsistentChange(change: change, oldCount: oldCount, newCount: newCount)
            }
        case .reloaded:
            break
        }
        let currentCardReplaced: Bool
        switch change {
        case .inserted: currentCardReplaced = oldCount == 0 && newCount > 0
        case .removed(let range): currentCardReplaced = range.contains(currentIndex)
        case .reloaded: currentCardReplaced = true
        }
        let newIndex =
            currentCardReplaced
            ? Self.replacementIndex(after: change, of: currentIndex, newCount: newCount)
            : (newCount == 0 ? 0 : Self.indexAfter(change, of: currentIndex) ?? 0)
        let oldFocusedCard = focusedElement.flatMap { cardIndex(of: $0) }
        cards = source
        currentIndex = newIndex
        if newCount == 0 { isBrowsing = false }
        if isRotationPaused { nextRotation = nil }
        checkInvariants()

        var effects: [AccessibilityEffect] = []
        if currentCardReplaced, newCount > 0 { effects.append(.scrollTo(index: newIndex)) }
        guard isFocusInside else { return effects }
        // Focus on a card element whose card vanished or moved must move; focus on the carousel's
        // one element stays and hears the news; focus on a heading or the pause button heard
        // nothing that changed.
        if let oldFocusedCard {
            let movedTo = Self.indexAfter(change, of: oldFocusedCard)
            guard movedTo != oldFocusedCard else { return effects }
            let target =
                newCount == 0
                ? mainElementID
                : cardElementID(
                    at: movedTo ?? Self.replacementIndex(after: change, of: oldFocusedCard, newCount: newCount))
            focusedElement = target
            effects.append(.layoutChanged(focus: target))
        } else if currentCardReplaced, effectiveStrategy.isSingleElement || effectiveStrategy == .pageControl {
            effects.append(.announce(currentValue))
        }
        return effects
    }

    /// Where the card at `index` of the old source sits after a consistent change, or `nil` when it
    /// was removed or everything was reloaded.
    static func indexAfter(_ change: CardChange, of index: Int) -> Int? {
        switch change {
        case .inserted(let range):
            return range.lowerBound <= index ? index + range.count : index
        case .removed(let range):
            if range.contains(index) { return nil }
            return index >= range.upperBound ? index - range.count : index
        case .reloaded:
            return nil
        }
    }

    /// The card shown when the current one is gone: the one now at its position, else the new last;
    /// 0 when the carousel is empty.
    static func replacementIndex(after change: CardChange, of index: Int, newCount: Int) -> Int {
        guard newCount > 0 else { return 0 }
        switch change {
        case .removed(let range): return Swift.min(range.lowerBound, newCount - 1)
        case .inserted: return 0
        case .reloaded: return Swift.min(index, newCount - 1)
        }
    }
}
