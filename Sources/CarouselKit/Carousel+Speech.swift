import AccessibilityTree

extension Carousel {
    /// The carousel's spoken label: "<name>, Carousel".
    public var label: String { name + ", " + strings.carousel }

    /// A card's position: "2 of 8" for the 0-based index 1.
    public func positionText(at index: Int) -> String {
        strings.fill(strings.position, .int(index + 1), .int(count))
    }

    /// What a single-element strategy speaks for the card at `index`: its grouped label, the disabled
    /// word, the role word and the position ("Storm warning, Button, 2 of 8").
    ///
    /// Decision: on iOS "Dimmed" comes before the role word, in VoiceOver's own trait order; on Android
    /// "disabled" comes after it, in TalkBack's order. An index outside the cards gives "No items".
    ///
    /// - Complexity: O(1) cards read.
    public func cardValue(at index: Int, on platform: Platform? = nil) -> String {
        guard (0..<count).contains(index) else { return strings.noItems }
        let card = cards.card(at: index)
        var parts: [String] = []
        parts.reserveCapacity(4)
        let label = card.groupedLabel
        if !label.isEmpty { parts.append(label) }
        let platform = platform ?? self.platform
        let role = card.role.word(in: strings, on: platform)
        switch platform {
        case .iOS:
            if !card.isEnabled { parts.append(strings.dimmed) }
            if let role { parts.append(role) }
        case .android:
            if let role { parts.append(role) }
            if !card.isEnabled { parts.append(strings.disabled) }
        }
        parts.append(positionText(at: index))
        return parts.joined(separator: ", ")
    }

    /// The value of the carousel element: the current card's ``cardValue(at:on:)``, or "No items".
    ///
    /// - Complexity: O(1) cards read.
    public var currentValue: String { cardValue(at: currentIndex) }

    /// The page control's value: "Page 2 of 8", or "No items".
    public var pageValue: String {
        isEmpty ? strings.noItems : strings.fill(strings.page, .int(currentIndex + 1), .int(count))
    }

    /// The Android scroll announcement: "Showing slide 2 of 8".
    public var showingSlideText: String {
        strings.fill(strings.showingSlide, .int(currentIndex + 1), .int(count))
    }

    /// The Android container's label: "Related stories, 8 slides, showing slide 1", or
    /// "Related stories, No items" when empty.
    ///
    /// Decision: the name, the total and the current slide, lower case after the first comma so it
    /// reads as one phrase; TalkBack then adds the role description "Carousel".
    public var containerLabel: String {
        if isEmpty { return name + ", " + strings.noItems }
        return name + ", " + strings.count(count, "slide") + ", "
            + strings.fill(strings.showingSlideNumber, .int(currentIndex + 1))
    }
}
