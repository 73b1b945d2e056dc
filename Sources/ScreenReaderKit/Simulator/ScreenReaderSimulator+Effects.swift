import AccessibilityTree
import CarouselKit

extension ScreenReaderSimulator {
    /// How deep effects may chain (a focus change whose event posts a layout change, ...), so a
    /// component that answers every focus change with another cannot loop forever.
    static let maximumEffectDepth = 8

    /// Carries out an effect as if the app posted it (an announcement, a layout or screen change,
    /// a scroll status), and records the step as "notification <name>".
    @discardableResult
    public mutating func post(_ effect: AccessibilityEffect) -> GestureOutcome {
        var outcome = GestureOutcome(focus: focus)
        apply([effect], to: &outcome, depth: 0)
        outcome.focus = focus
        record("notification \(Self.name(of: effect))", outcome)
        return outcome
    }

    /// The effect's case name, for the transcript ("announce", "screenChanged").
    static func name(of effect: AccessibilityEffect) -> String {
        switch effect {
        case .announce: "announce"
        case .pageScrolled: "pageScrolled"
        case .valueChanged: "valueChanged"
        case .scrollTo: "scrollTo"
        case .layoutChanged: "layoutChanged"
        case .screenChanged: "screenChanged"
        case .boundary: "boundary"
        case .performed: "performed"
        }
    }

    /// Lets time pass: every component receives `ComponentEvent/tick(now:)` with the new time
    /// and its effects are carried out. Time passes only here, so timers are deterministic.
    @discardableResult
    public mutating func advance(by duration: Duration) -> GestureOutcome {
        now += duration
        var outcome = GestureOutcome(focus: focus)
        for offset in liveScreen.components.indices {
            sendToComponent(at: offset, .tick(now: now), outcome: &outcome, depth: 0)
        }
        outcome.focus = focus
        record("wait \(duration)", outcome)
        return outcome
    }

    /// Moves focus to the element and speaks it (words, container context, hint), then tells the
    /// components focus left or entered.
    mutating func moveFocus(
        to id: ElementID, outcome: inout GestureOutcome, speakHint: Bool = true, depth: Int
    ) {
        let old = focus
        focus = id
        outcome.focus = id
        outcome.focusMoved = true
        actionIndex = nil
        updateRotorForNewFocus()

        // The element's own words are composed once: spoken (after any entry words) and kept for
        // the transcript's description of this step.
        var words: Utterance
        let own: Utterance
        switch reader {
        case .voiceOver:
            own = speech(for: id) ?? Utterance()
            words = own
            if old != id {
                words = VoiceOverSpeech(strings: strings).containerContext(from: old, to: id, in: tree.index)
                words.append(contentsOf: own)
            }
            outcome.hint = speakHint ? hint(for: id) : nil
        case .talkBack:
            (words, own, outcome.hint) = talkBackSpeeches(for: id, from: old, withHint: speakHint)
        }
        focusedSpeech = FocusedSpeech(id: id, treeVersion: tree.version, words: own)
        outcome.speech.append(words)

        // The per-element pattern UIKit reports: the old element loses focus, the new one gains it,
        // and the focus change settles afterwards; each host turns that into the component's
        // focusEntered / focusLeft (once per exit).
        // A screen without components (every dump) has no owners: nothing to look up.
        let oldOwner = tree.owners.isEmpty ? nil : old.flatMap { tree.owners[$0] }
        let newOwner = tree.owners.isEmpty ? nil : tree.owners[id]
        guard old != id else { return }
        if let old, let oldOwner {
            sendToComponent(at: oldOwner, .focusLost(old), outcome: &outcome, depth: depth + 1)
        }
        if let newOwner {
            sendToComponent(at: newOwner, .focusGained(id), outcome: &outcome, depth: depth + 1)
        }
        if let oldOwner, liveScreen.hosts.indices.contains(oldOwner), liveScreen.hosts[oldOwner].isLeavePending {
            sendToComponent(at: oldOwner, .focusSettled, outcome: &outcome, depth: depth + 1)
        }
    }

    /// Sends a platform callback about an element: to the host of the component owning it, or,
    /// for a static element, only records the event the element would receive. Returns the host's
    /// answer, or `nil` when no component received it.
    @discardableResult
    mutating func send(
        _ event: HostEvent, to id: ElementID, outcome: inout GestureOutcome, depth: Int,
        handling: (inout ScreenReaderSimulator, [AccessibilityEffect], inout GestureOutcome) -> [AccessibilityEffect] =
            {
                _, effects, _ in effects
            }
    ) -> HostResponse? {
        guard let owner = tree.owners[id] else {
            if let recorded = Self.staticEvent(for: event, on: tree.index[id]) { outcome.events.append(recorded) }
            return nil
        }
        return sendToComponent(at: owner, event, outcome: &outcome, depth: depth, handling: handling)
    }

    /// The event a static element (one no component owns) would receive for the callback, for the
    /// record: a custom action by its key, a rotor search as the rotor event.
    static func staticEvent(for event: HostEvent, on element: AccessibilityElement?) -> ComponentEvent? {
        switch event {
        case .activate(let id): .activate(id)
        case .increment(let id): .increment(id)
        case .decrement(let id): .decrement(id)
        case .scroll(let direction, let id): .scroll(direction, element: id)
        case .escape: .escape
        case .magicTap: .magicTap
        case .customAction(let name, let id):
            element?.customActions.first { $0.name == name }.map { .customAction(key: $0.key, element: id) }
        case .rotorSearch(let rotor, let forward, let from): .rotor(name: rotor, forward: forward, from: from)
        case .focusGained, .focusLost, .focusSettled, .focusChanged, .reduceMotionChanged, .tick: nil
        }
    }

    /// Hands a callback to the host of the component at the offset, records what it delivered,
    /// reads the tree again, and carries out the effects (those `handling` keeps).
    @discardableResult
    mutating func sendToComponent(
        at offset: Int, _ event: HostEvent, outcome: inout GestureOutcome, depth: Int,
        handling: (inout ScreenReaderSimulator, [AccessibilityEffect], inout GestureOutcome) -> [AccessibilityEffect] =
            {
                _, effects, _ in effects
            }
    ) -> HostResponse {
        guard liveScreen.components.indices.contains(offset) else { return HostResponse() }
        let component = liveScreen.components[offset].id
        outcome.hostCalls.append(HostCall(component: component, event: event))
        let response = liveScreen.receive(event, atComponent: offset, platform: reader.platform)
        outcome.events.append(contentsOf: response.delivered)
        outcome.deliveries.append(
            contentsOf: response.delivered.map { ComponentDelivery(component: component, event: $0) })
        outcome.effects.append(contentsOf: response.effects)
        reread()
        let remaining = handling(&self, response.effects, &outcome)
        apply(remaining, to: &outcome, depth: depth, recording: false)
        return response
    }

    /// Carries out effects in order, reading the tree again where they change it.
    mutating func apply(
        _ effects: [AccessibilityEffect], to outcome: inout GestureOutcome, depth: Int, recording: Bool = true
    ) {
        for effect in effects {
            if recording { outcome.effects.append(effect) }
            switch effect {
            case .announce(let text):
                outcome.announcements.append(text)
            case .pageScrolled(let text):
                // Decision: a repeated status is VoiceOver's boundary signal, so it plays the
                // boundary sound and is not spoken again.
                if text == lastPageScrolled {
                    outcome.play(.boundary)
                } else {
                    lastPageScrolled = text
                    outcome.speech.append(Utterance([.init(.position, text)]))
                }
            case .valueChanged(let id):
                if id == focus { outcome.speech.append(valueSpeech(for: id)) }
            case .scrollTo, .performed:
                break
            case .layoutChanged(let target):
                guard depth < Self.maximumEffectDepth, let destination = resolveTarget(target) else { continue }
                moveFocus(to: destination, outcome: &outcome, depth: depth + 1)
            case .screenChanged(let target):
                outcome.play(.screenChanged)
                guard depth < Self.maximumEffectDepth, let destination = resolveTarget(target) else { continue }
                moveFocus(to: destination, outcome: &outcome, depth: depth + 1)
            case .boundary:
                outcome.play(.boundary)
            }
        }
    }

    /// The element a layout or screen change focuses: the named one anywhere in the tree (it
    /// need not be in the swipe order), else the first element of the order.
    func resolveTarget(_ target: ElementID?) -> ElementID? {
        if let target, tree.index[target] != nil { return target }
        return tree.order.first
    }

    /// Only the new value: VoiceOver speaks the value string; TalkBack its state for range
    /// controls ("60 percent") and the value otherwise.
    func valueSpeech(for id: ElementID) -> Utterance {
        guard let element = tree.index[id] else { return Utterance() }
        switch reader {
        case .voiceOver:
            return Utterance([.init(.value, element.value ?? "")])
        case .talkBack:
            let words = TalkBackSpeech(strings: strings).speech(for: element)
            let states = words.texts(of: .state).filter {
                $0 != strings.talkBack.selected && $0 != strings.talkBack.disabled
            }
            if let state = states.first { return Utterance([.init(.state, state)]) }
            return Utterance([.init(.value, element.value ?? "")])
        }
    }
}
