import AccessibilityTree
import CarouselKit

extension ScreenReaderSimulator {
    /// Performs a gesture, carries out what it causes, records it in ``transcript`` and returns it.
    ///
    /// - Complexity: swipes cost O(depth) on an unchanged tree; heading, link and container moves
    ///   O(log n + depth) (their stops are precomputed per tree); an event a component handles
    ///   re-reads the tree, O(n log n); read-all is linear.
    @discardableResult
    public mutating func perform(_ gesture: ScreenReaderGesture) -> GestureOutcome {
        var outcome = GestureOutcome(focus: focus)
        switch gesture {
        case .swipeRight: step(forward: !swipesAreMirrored, outcome: &outcome)
        case .swipeLeft: step(forward: swipesAreMirrored, outcome: &outcome)
        case .doubleTap: activate(outcome: &outcome)
        case .swipeUp: swipeVertically(up: true, outcome: &outcome)
        case .swipeDown: swipeVertically(up: false, outcome: &outcome)
        case .rotorNext: turnRotor(forward: true, outcome: &outcome)
        case .rotorPrevious: turnRotor(forward: false, outcome: &outcome)
        case .threeFingerSwipe(let fingers), .twoFingerSwipe(let fingers):
            scroll(ScreenReaderGesture.scroll(forFingers: fingers), outcome: &outcome)
        case .scrollAction(let direction): scroll(direction, outcome: &outcome)
        case .twoFingerScrub: sendToFocus(.escape, outcome: &outcome)
        case .magicTap: sendToFocus(.magicTap, outcome: &outcome)
        case .readAllFromTop: readAll(from: 0, outcome: &outcome)
        case .readAllFromFocus: readAll(from: focus.flatMap { referencePosition(of: $0) } ?? 0, outcome: &outcome)
        case .nextHeading: moveByRotor(.headings, forward: true, outcome: &outcome)
        case .previousHeading: moveByRotor(.headings, forward: false, outcome: &outcome)
        case .actionsMenu: openActionsMenu(outcome: &outcome)
        case .customAction(let name): performCustomAction(named: name, outcome: &outcome)
        }
        outcome.focus = focus
        record(gesture.description, outcome)
        return outcome
    }

    /// Puts focus on the element, as touching it does (touch exploration), and speaks it.
    /// An element missing from the tree plays the boundary sound.
    @discardableResult
    public mutating func touch(_ id: ElementID) -> GestureOutcome {
        var outcome = GestureOutcome(focus: focus)
        if tree.index[id] != nil {
            moveFocus(to: id, outcome: &outcome, depth: 0)
        } else {
            outcome.play(.boundary)
        }
        outcome.focus = focus
        record("touch \(id)", outcome)
        return outcome
    }

    /// Whether swipe left moves to the next element and swipe right to the previous one: both
    /// readers on a right-to-left screen, and TalkBack whenever the device's language is written
    /// right to left.
    /// - TalkBack's gesture table maps the swipe left of a right-to-left screen to the action of
    ///   swipe right (google/talkback@26a27dc GestureShortcutMapping.java:98-121, 903-921; the
    ///   defaults are next for right and previous for left, donottranslate.xml:1075-1077). The
    ///   screen is TalkBack's own, laid out in the device's language even where the app is not
    ///   mirrored (`AccessibilityScreen.talkBackLaysOutRightToLeft`).
    /// - Apple's Hebrew VoiceOver guide gives "select the next item: swipe left", "previous: swipe
    ///   right", reading "from top to bottom and from right to left" (support.apple.com/he-il/guide/ipad/ipad9a246584,
    ///   iPadOS 18; the iPhone guide was not at hand, and VoiceOver is the same on both).
    public var swipesAreMirrored: Bool {
        reader == .talkBack ? tree.screen.talkBackLaysOutRightToLeft : tree.screen.layoutDirection == .rightToLeft
    }

    /// The swipe that moves to the next element: swipe right, or swipe left when
    /// ``swipesAreMirrored``.
    public var nextGesture: ScreenReaderGesture { swipesAreMirrored ? .swipeLeft : .swipeRight }

    /// The swipe that moves to the previous element.
    public var previousGesture: ScreenReaderGesture { swipesAreMirrored ? .swipeRight : .swipeLeft }

    /// Swipe right: ``perform(_:)`` with ``ScreenReaderGesture/swipeRight``.
    @discardableResult
    public mutating func swipeRight() -> GestureOutcome { perform(.swipeRight) }

    /// Swipe left: ``perform(_:)`` with ``ScreenReaderGesture/swipeLeft``.
    @discardableResult
    public mutating func swipeLeft() -> GestureOutcome { perform(.swipeLeft) }

    /// Double tap: ``perform(_:)`` with ``ScreenReaderGesture/doubleTap``.
    @discardableResult
    public mutating func doubleTap() -> GestureOutcome { perform(.doubleTap) }

    /// Swipe up: ``perform(_:)`` with ``ScreenReaderGesture/swipeUp``.
    @discardableResult
    public mutating func swipeUp() -> GestureOutcome { perform(.swipeUp) }

    /// Swipe down: ``perform(_:)`` with ``ScreenReaderGesture/swipeDown``.
    @discardableResult
    public mutating func swipeDown() -> GestureOutcome { perform(.swipeDown) }

    // MARK: - Implementations

    /// Next or previous element in the order; at either end the boundary sound, focus stays.
    mutating func step(forward: Bool, outcome: inout GestureOutcome) {
        let order = tree.order
        guard !order.isEmpty else {
            outcome.play(.boundary)
            return
        }
        if forward, reader == .talkBack, let focus, scrollPastLastVisibleItem(from: focus, outcome: &outcome) {
            return
        }
        // TalkBack's swipe left reaches items a list scrolls back to, not those it scrolls on to
        // (``TalkBackScreenFacts/backwardOrder``): from a stop both directions share, or from no
        // focus, it steps in that order; from elsewhere, in the forward one.
        if !forward, let backward = tree.backward {
            let position = focus.map { backward.position[$0] } ?? backward.order.count
            if let position {
                guard position > 0 else {
                    outcome.play(.boundary)
                    return
                }
                moveFocus(to: backward.order[position - 1], outcome: &outcome, depth: 0)
                return
            }
        }
        let target: Int
        if let focus, let reference = referencePosition(of: focus) {
            let inOrder = tree.position[focus] != nil
            target = forward ? reference + 1 : (inOrder ? reference - 1 : reference)
        } else {
            target = forward ? 0 : order.count - 1
        }
        guard order.indices.contains(target) else {
            outcome.play(.boundary)
            return
        }
        moveFocus(to: order[target], outcome: &outcome, depth: 0)
    }

    /// TalkBack: swipe right from the last visible item of a list or scroll view that has more
    /// content after it scrolls the container forward, speaks the new position and focuses the
    /// first item the scroll showed. A pager is left instead (its pages turn by other gestures).
    /// Returns whether it scrolled; when it did not, the caller steps as usual.
    ///
    /// Decisions where the digest is silent: "more content" is a last child that is not visible
    /// (dumps and components mark off-screen children so); only a component can scroll, so a
    /// static dump's list is left. The position is spoken as after any scroll TalkBack causes.
    ///
    /// - Complexity: O(depth) unless the focus is the container's last visible item and the
    ///   container has more; then O(number of the container's children), plus the re-read.
    mutating func scrollPastLastVisibleItem(from focus: ElementID, outcome: inout GestureOutcome) -> Bool {
        // Only a component scrolls: on a screen without one (every dump) nothing below can apply.
        guard !tree.owners.isEmpty, let reference = tree.position[focus],
            let node = tree.index.firstAncestor(of: focus, where: \.isScrollable), tree.owners[node.id] != nil,
            TalkBackSpeech(strings: strings).role(of: node) != .pager,
            node.children.last(where: { !$0.isHidden }).map({ !$0.isVisible }) == true
        else { return false }
        let container = node.id
        let next = reference + 1
        // The next stop inside the container is shown: plain navigation. An off-screen one is
        // reached by scrolling, which a component carries out.
        if tree.order.indices.contains(next), isElement(tree.order[next], inside: container),
            tree.index[tree.order[next]]?.isVisible != false
        {
            return false
        }

        let shownBefore = Set(node.children.lazy.filter(\.isVisible).map(\.id))
        let sounds = outcome.sounds
        let speech = outcome.speech.count
        send(.scroll(.forward, element: container), to: container, outcome: &outcome, depth: 0)
        let firstShown = tree.index[container]?.children.first { child in
            child.isVisible && !child.isHidden && !shownBefore.contains(child.id) && tree.position[child.id] != nil
        }
        guard let firstShown else {
            // Nothing new came into view: the swipe leaves the container as usual.
            outcome.sounds = sounds
            return false
        }
        let posted = outcome.effects.contains { if case .pageScrolled = $0 { true } else { false } }
        if !posted, let scrolled = tree.index[container],
            let position = TalkBackSpeech(strings: strings).scrollPosition(
                of: scrolled, focusIsPage: focusIsPage(focus))
        {
            outcome.speech.insert(position, at: speech)
        }
        moveFocus(to: firstShown.id, outcome: &outcome, depth: 0)
        return true
    }

    /// Whether the focused element is a page: its parent is a pager (`AccessibilityNodeInfoUtils.isPage`,
    /// which TalkBack records on each focus event as `GlobalVariables.focusIsPage`).
    func focusIsPage(_ id: ElementID?) -> Bool {
        guard let id, let parent = tree.index.parent(of: id).flatMap({ tree.index[$0] }) else { return false }
        return TalkBackSpeech(strings: strings).talkBackRole(of: parent) == .pager
    }

    /// Double tap: performs the custom action picked in the Actions rotor, else activates.
    mutating func activate(outcome: inout GestureOutcome) {
        guard let focus, let element = tree.index[focus] else {
            outcome.play(.boundary)
            return
        }
        if currentRotor == .actions, let picked = actionIndex, element.customActions.indices.contains(picked) {
            send(
                .customAction(name: element.customActions[picked].name, element: focus), to: focus,
                outcome: &outcome, depth: 0)
        } else {
            send(.activate(focus), to: focus, outcome: &outcome, depth: 0)
        }
    }

    /// Swipe up or down: adjusts an adjustable element, else moves by the rotor (VoiceOver).
    /// TalkBack adjusts sliders and adjustable nodes and otherwise ignores the gesture (its
    /// reading controls other than headings are not modelled).
    mutating func swipeVertically(up: Bool, outcome: inout GestureOutcome) {
        guard let focus, let element = tree.index[focus] else {
            outcome.play(.boundary)
            return
        }
        switch reader {
        case .talkBack:
            let role = TalkBackSpeech(strings: strings).role(of: element)
            if element.traits.contains(.adjustable) || role == .slider {
                adjust(focus, up: up, outcome: &outcome)
            }
        case .voiceOver:
            let rotor = currentRotor
            if rotor == .adjustValue {
                adjust(focus, up: up, outcome: &outcome)
            } else if rotor == .actions {
                pickAction(forward: !up, of: element, outcome: &outcome)
            } else {
                moveByRotor(rotor, forward: !up, outcome: &outcome)
            }
        }
    }

    /// Increment or decrement, then speak only the new value; an unchanged value string plays
    /// the boundary sound and says nothing.
    mutating func adjust(_ id: ElementID, up: Bool, outcome: inout GestureOutcome) {
        let before = tree.index[id]?.value
        send(up ? .increment(id) : .decrement(id), to: id, outcome: &outcome, depth: 0) { _, effects, _ in
            // The value comparison below decides speech and boundary for the adjusted element.
            effects.filter { effect in
                if case .valueChanged(let changed) = effect, changed == id { return false }
                return effect != .boundary
            }
        }
        let after = tree.index[id]?.value
        if let after, !after.isEmpty, after != before, focus == id {
            outcome.speech.insert(valueSpeech(for: id), at: 0)
        } else if after == before {
            outcome.play(.boundary)
        }
    }

    /// A scroll sent to the focused element's nearest scrollable container (or the element itself,
    /// or its owning component's root); an unhandled scroll plays the boundary sound. After a
    /// scroll that moved content (`scrollTo`) and posted no position, TalkBack speaks
    /// ``TalkBackSpeech/scrollPosition(of:)`` of the scrolled container.
    mutating func scroll(_ direction: ScrollDirection, outcome: inout GestureOutcome) {
        guard let focus else {
            outcome.play(.boundary)
            return
        }
        let chain = [focus] + tree.index.ancestors(of: focus)
        let target =
            chain.first { id in
                guard let node = tree.index[id] else { return false }
                let role = TalkBackSpeech(strings: strings).role(of: node)
                return tree.owners[id] != nil && (node.isScrollable || role == .pager || node.collectionInfo != nil)
            } ?? chain.first { tree.owners[$0] != nil } ?? focus
        let before = outcome.speech.count
        let handled = send(.scroll(direction, element: target), to: target, outcome: &outcome, depth: 0) != nil
        if !handled || (outcome.speech.count == before && outcome.effects.isEmpty) {
            outcome.play(.boundary)
            return
        }
        // TalkBack speaks the position of a scroll it caused itself (the view's scroll event);
        // a position the component posted (`pageScrolled`) stands for that event's text instead.
        let scrolled = outcome.effects.contains { if case .scrollTo = $0 { true } else { false } }
        let posted = outcome.effects.contains { if case .pageScrolled = $0 { true } else { false } }
        if reader == .talkBack, scrolled, !posted, let container = tree.index[target],
            let position = TalkBackSpeech(strings: strings).scrollPosition(
                of: container, focusIsPage: focusIsPage(focus))
        {
            outcome.speech.insert(position, at: before)
        }
    }

    /// Escape or magic tap, sent to the focused element's component.
    mutating func sendToFocus(_ event: HostEvent, outcome: inout GestureOutcome) {
        guard let focus else { return }
        send(event, to: focus, outcome: &outcome, depth: 0)
    }

    /// Reads every element from the position to the end without hints; focus ends on the last.
    mutating func readAll(from start: Int, outcome: inout GestureOutcome) {
        guard tree.order.indices.contains(start) else { return }
        var position = start
        // A component that inserts elements whenever focus enters could otherwise keep the
        // reading going forever; a real read-all would be stopped by the user.
        var remaining = tree.order.count * 4 + 4
        while position < tree.order.count, remaining > 0 {
            remaining -= 1
            let id = tree.order[position]
            moveFocus(to: id, outcome: &outcome, speakHint: false, depth: 0)
            position = (tree.position[id] ?? position) + 1
        }
        outcome.hint = nil
    }

    /// TalkBack's actions menu: reads the custom actions' names.
    mutating func openActionsMenu(outcome: inout GestureOutcome) {
        guard let focus, let element = tree.index[focus], !element.customActions.isEmpty else {
            outcome.play(.boundary)
            return
        }
        outcome.speech.append(Utterance(element.customActions.map { .init(.label, $0.name) }))
    }

    /// Performs the focused element's custom action with the name; an unknown name plays the boundary sound.
    mutating func performCustomAction(named name: String, outcome: inout GestureOutcome) {
        guard let focus, let element = tree.index[focus],
            let action = element.customActions.first(where: { $0.name == name })
        else {
            outcome.play(.boundary)
            return
        }
        send(.customAction(name: action.name, element: focus), to: focus, outcome: &outcome, depth: 0)
    }
}
