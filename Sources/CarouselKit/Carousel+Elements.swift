import AccessibilityTree

extension Carousel {
    /// The subtree the carousel shows on the platform in its current state, for the strategy
    /// ``CarouselStrategy/effective(on:)`` picks there.
    ///
    /// - Complexity: O(1) for `adjustable`, `customActions` and `pageControl`; O(n) in the number of
    ///   cards for the strategies that expose every card as an element.
    public func accessibilityElement(for platform: Platform, frame: ScreenRect) -> AccessibilityElement {
        var copy = self
        copy.platform = platform
        return copy.renderElement(frame: frame)
    }

    private func renderElement(frame: ScreenRect) -> AccessibilityElement {
        let layout = Layout(frame: frame, direction: strings.layoutDirection)
        switch effectiveStrategy {
        case .adjustable:
            return AccessibilityElement(
                id: id, label: label, value: currentValue, traits: .adjustable, frame: frame,
                isAccessibilityElement: true, customActions: currentCardActions + rotationActions,
                children: hiddenTitle(layout))
        case .customActions:
            return AccessibilityElement(
                id: id, label: label, value: currentValue, hint: strings.changeSlidesHint, frame: frame,
                isAccessibilityElement: true,
                customActions: moveActions + currentCardActions + rotationActions,
                children: hiddenTitle(layout))
        case .customRotor:
            let cardElements = (0..<count).map { cardElement(at: $0, layout: layout, exposed: true) }
            return AccessibilityElement(
                id: id, label: label, value: currentValue, frame: frame, isAccessibilityElement: true,
                customActions: moveActions + currentCardActions + rotationActions,
                customRotors: [CustomRotor(name: strings.cardsRotor, items: cardElements.map(\.id))],
                children: hiddenTitle(layout) + cardElements)
        case .headingBounded:
            var children = pauseButton(layout)
            // The leading heading is the visible title here, so it stays exposed: it is the only
            // place the carousel's name is spoken.
            children.append(
                AccessibilityElement(
                    id: headingElementID, label: name, traits: .header, role: .text,
                    frame: layout.top, isAccessibilityElement: true))
            children += (0..<count).map { cardElement(at: $0, layout: layout, exposed: true) }
            if let trailingHeading {
                children.append(
                    AccessibilityElement(
                        id: trailingHeadingElementID, label: trailingHeading, traits: .header, role: .text,
                        frame: layout.bottom, isAccessibilityElement: true))
            }
            return AccessibilityElement(
                id: id, frame: frame, containerType: .semanticGroup, hasExplicitOrder: true,
                groupsChildren: true, children: children)
        case .pageControl:
            var slides = AccessibilityElement(
                id: slidesElementID, frame: layout.middle, isHidden: true, hasExplicitOrder: true)
            if !isEmpty { slides.children = [cardElement(at: currentIndex, layout: layout, exposed: true)] }
            let pages = AccessibilityElement(
                id: pageControlElementID, label: label, value: pageValue, traits: .adjustable,
                role: .slider, frame: layout.bottom, isAccessibilityElement: true, isFocusable: true,
                customActions: currentCardActions)
            return AccessibilityElement(
                id: id, frame: frame, hasExplicitOrder: true, groupsChildren: true,
                children: hiddenTitle(layout) + pauseButton(layout) + [slides, pages])
        case .androidContainer:
            let collapsed = !isBrowsing
            let cardElements = (0..<count).map { cardElement(at: $0, layout: layout, exposed: !collapsed) }
            return AccessibilityElement(
                id: id, label: containerLabel, frame: frame, isAccessibilityElement: collapsed,
                isClickable: collapsed && !isEmpty, isFocusable: collapsed, isScreenReaderFocusable: collapsed,
                isScrollable: !isEmpty, roleDescription: strings.carousel,
                collectionInfo: CollectionInfo(rowCount: 1, columnCount: count),
                customActions: rotationActions, hasExplicitOrder: true,
                children: hiddenTitle(layout) + cardElements)
        case .swipeThrough:
            let cardElements = (0..<count).map { cardElement(at: $0, layout: layout, exposed: true) }
            return AccessibilityElement(
                id: id, label: label, role: .list, frame: frame,
                collectionInfo: CollectionInfo(rowCount: 1, columnCount: count),
                containerType: .list, hasExplicitOrder: true, groupsChildren: true,
                children: hiddenTitle(layout) + pauseButton(layout) + cardElements)
        }
    }

    /// A card as its own element: grouped label, position, role, and its own actions (none for a
    /// disabled card: they would do nothing, as on the carousel element).
    ///
    /// The position is the value on iOS only. On Android TalkBack reads it from the collection item
    /// info ("Story, Button, 2 of 8"); a value beside a label would be read as the node's state,
    /// first: "2 of 8, Story, Button".
    private func cardElement(at index: Int, layout: Layout, exposed: Bool) -> AccessibilityElement {
        let card = cards.card(at: index)
        var traits = card.role.traits
        if !card.isEnabled { traits.insert(.notEnabled) }
        let browsingAndroid = effectiveStrategy == .androidContainer && exposed
        // TalkBack speaks the position from the collection item info; a value would say it twice.
        let position = platform == .android ? nil : positionText(at: index)
        return AccessibilityElement(
            id: cardElementID(at: index), label: card.groupedLabel, value: position,
            hint: browsingAndroid ? strings.twoFingerSwipeHint : nil, traits: traits,
            role: card.role.elementRole, identifier: card.id,
            frame: layout.card(at: index - currentIndex), isAccessibilityElement: true,
            isHidden: !exposed, isClickable: card.role != .none && card.isEnabled,
            isFocusable: exposed, collectionItemInfo: CollectionItemInfo(rowIndex: 0, columnIndex: index),
            customActions: card.isEnabled ? card.actions : [])
    }

    /// The visible title, hidden from screen readers because the carousel's name already says it.
    private func hiddenTitle(_ layout: Layout) -> [AccessibilityElement] {
        guard hasVisibleTitle else { return [] }
        return [
            AccessibilityElement(
                id: titleElementID, label: name, role: .text, frame: layout.top, isHidden: true)
        ]
    }

    /// Whether the carousel can move by itself, and so needs a way to stop it (WCAG 2.2.2): it
    /// rotates and has at least two cards. With fewer nothing ever moves, and a pause control
    /// would be the only stop of an empty carousel ("Pause, Button, In list, 1 item").
    var offersPauseControl: Bool { rotation != nil && count >= 2 }

    /// The pause/play button of a rotating carousel whose strategy has no single element to carry
    /// the action.
    private func pauseButton(_ layout: Layout) -> [AccessibilityElement] {
        guard offersPauseControl else { return [] }
        return [
            AccessibilityElement(
                id: pauseButtonElementID, label: isPausedByUser ? strings.play : strings.pause,
                traits: .button, role: .button, frame: layout.corner, isAccessibilityElement: true,
                isClickable: true, isFocusable: true)
        ]
    }

    /// "Next card" / "Previous card".
    var moveActions: [CustomAction] {
        [CustomAction(name: strings.nextCard, key: "next"), CustomAction(name: strings.previousCard, key: "previous")]
    }

    /// The current card's own actions, offered on the carousel element with keys `card.<key>`.
    var currentCardActions: [CustomAction] {
        guard let card = currentCard, card.isEnabled else { return [] }
        return card.actions.map { CustomAction(name: $0.name, key: "card." + $0.key) }
    }

    /// "Pause" or "Play" for a rotating carousel.
    var rotationActions: [CustomAction] {
        guard offersPauseControl else { return [] }
        return isPausedByUser
            ? [CustomAction(name: strings.play, key: "play")] : [CustomAction(name: strings.pause, key: "pause")]
    }
}

/// Where the parts of a carousel sit within its frame: a title strip on top, the cards in the
/// middle (one frame wide each, the current one on screen, later cards to the right in a
/// left-to-right language and to the left in a right-to-left one), a strip at the bottom.
private struct Layout {
    let frame: ScreenRect
    let direction: ScreenLayoutDirection
    private var strip: Double { Swift.min(44, frame.height / 4) }

    var top: ScreenRect { ScreenRect(x: frame.minX, y: frame.minY, width: frame.width, height: strip) }
    /// The top trailing corner (right in left-to-right languages, left in right-to-left ones).
    var corner: ScreenRect {
        let x = direction == .rightToLeft ? frame.minX : frame.maxX - strip
        return ScreenRect(x: x, y: frame.minY, width: strip, height: strip)
    }
    var middle: ScreenRect {
        ScreenRect(x: frame.minX, y: frame.minY + strip, width: frame.width, height: frame.height - 2 * strip)
    }
    var bottom: ScreenRect { ScreenRect(x: frame.minX, y: frame.maxY - strip, width: frame.width, height: strip) }

    /// A card `offset` places from the current one.
    func card(at offset: Int) -> ScreenRect {
        var rect = middle
        rect.origin.x += Double(direction == .rightToLeft ? -offset : offset) * frame.width
        return rect
    }
}
