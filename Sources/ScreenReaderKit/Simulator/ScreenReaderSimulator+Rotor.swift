import AccessibilityTree
import CarouselKit

extension ScreenReaderSimulator {
    /// The rotor settings VoiceOver offers on the focused element, in rotor order (see ``RotorSetting``).
    ///
    /// - Complexity: O(depth) of the focused element.
    public var availableRotors: [RotorSetting] {
        var result: [RotorSetting] = []
        if let focus, let element = tree.index[focus] {
            if element.traits.contains(.adjustable) { result.append(.adjustValue) }
            if !element.customActions.isEmpty { result.append(.actions) }
            for rotor in customRotors(around: focus) where !result.contains(.custom(rotor.rotor.name)) {
                result.append(.custom(rotor.rotor.name))
            }
        }
        return result + [.headings, .links, .containers]
    }

    /// The rotor setting swipe up and down use now: the one the user turned to, else Adjust
    /// value on an adjustable element, else Actions on one with custom actions (adjustable wins),
    /// else the last general setting picked (Headings at first).
    public var currentRotor: RotorSetting {
        if let selectedRotor, availableRotors.contains(selectedRotor) { return selectedRotor }
        if let focus, let element = tree.index[focus] {
            if element.traits.contains(.adjustable) { return .adjustValue }
            if !element.customActions.isEmpty { return .actions }
        }
        return generalRotor
    }

    /// On a new focus, a setting the element offers by default replaces the user's pick.
    mutating func updateRotorForNewFocus() {
        guard let focus, let element = tree.index[focus] else { return }
        if element.traits.contains(.adjustable) || !element.customActions.isEmpty {
            selectedRotor = nil
        } else if let selected = selectedRotor, selected == .adjustValue || selected == .actions {
            selectedRotor = nil
        }
    }

    /// Turns the rotor and speaks the new setting's name.
    mutating func turnRotor(forward: Bool, outcome: inout GestureOutcome) {
        let settings = availableRotors
        let current = settings.firstIndex(of: currentRotor) ?? 0
        let next = settings[(current + (forward ? 1 : settings.count - 1)) % settings.count]
        selectedRotor = next
        actionIndex = nil
        switch next {
        case .headings, .links, .containers: generalRotor = next
        case .adjustValue, .actions, .custom: break
        }
        var spoken = Utterance([.init(.context, rotorName(next))])
        // A setting's name that is English for want of a source in the screen's language says so.
        if !next.isCustom, let note = strings.voiceOver.fallbackNote(for: rotorName(next)) { spoken.note(note) }
        outcome.speech.append(spoken)
    }

    /// The spoken name of a rotor setting (a custom rotor's is the app's).
    func rotorName(_ setting: RotorSetting) -> String {
        let words = strings.voiceOver
        switch setting {
        case .adjustValue: return words.rotorAdjustValue
        case .actions: return words.rotorActions
        case .headings: return words.rotorHeadings
        case .links: return words.rotorLinks
        case .containers: return words.rotorContainers
        case .custom(let name): return name
        }
    }

    /// Steps through the custom actions, speaking each name; past either end, the boundary sound.
    mutating func pickAction(forward: Bool, of element: AccessibilityElement, outcome: inout GestureOutcome) {
        let actions = element.customActions
        let next = actionIndex.map { forward ? $0 + 1 : $0 - 1 } ?? (forward ? 0 : actions.count - 1)
        guard actions.indices.contains(next) else {
            outcome.play(.boundary)
            return
        }
        actionIndex = next
        outcome.speech.append(Utterance([.init(.label, actions[next].name)]))
    }

    /// Moves focus to the next or previous element the rotor setting selects.
    mutating func moveByRotor(_ setting: RotorSetting, forward: Bool, outcome: inout GestureOutcome) {
        if case .custom(let name) = setting {
            moveByCustomRotor(named: name, forward: forward, outcome: &outcome)
            return
        }
        let start = focus.flatMap { referencePosition(of: $0) } ?? (forward ? -1 : tree.order.count)
        let inOrder = focus.map { tree.position[$0] != nil } ?? false
        let limit = forward ? start + 1 : (inOrder ? start : start + 1)
        switch setting {
        case .headings, .links:
            // Precomputed positions: O(log n) per gesture instead of a scan of the order.
            let positions = setting == .headings ? tree.stops.headings : tree.stops.links
            let split = Self.firstIndex(in: positions, notBelow: limit)
            let found = forward ? split : split - 1
            if positions.indices.contains(found) {
                moveFocus(to: tree.order[positions[found]], outcome: &outcome, depth: 0)
            } else {
                outcome.play(.boundary)
            }
            return
        case .adjustValue, .actions, .custom:
            outcome.play(.boundary)
            return
        case .containers:
            break
        }
        // The first element of a container other than the current one, from the precomputed
        // container starts: O(log n) plus the starts of the current container skipped.
        let currentContainer = focus.flatMap { container(of: $0) }
        let positions = tree.stops.containerStarts
        var candidate = Self.firstIndex(in: positions, notBelow: limit) - (forward ? 0 : 1)
        while positions.indices.contains(candidate) {
            if tree.stops.containerStartOwners[candidate] != currentContainer {
                moveFocus(to: tree.order[positions[candidate]], outcome: &outcome, depth: 0)
                return
            }
            candidate += forward ? 1 : -1
        }
        outcome.play(.boundary)
    }

    /// The index of the first element of the ascending array that is at least the value.
    ///
    /// - Complexity: O(log n).
    static func firstIndex(in sorted: [Int], notBelow value: Int) -> Int {
        sorted.partitioningIndex { $0 >= value }
    }

    /// The innermost ancestor that is a container.
    func container(of id: ElementID) -> ElementID? {
        tree.index.firstAncestor(of: id) { $0.containerType != ContainerType.none }?.id
    }

    /// The custom rotors of the element and its ancestors, nearest first, with their declaring element.
    func customRotors(around id: ElementID) -> [(owner: ElementID, rotor: CustomRotor)] {
        ([id] + tree.index.ancestors(of: id)).flatMap { owner in
            (tree.index[owner]?.customRotors ?? []).map { (owner, $0) }
        }
    }

    /// A custom rotor step. On a component's rotor the component's ``ComponentHost`` decides the
    /// target (``HostResponse/focusTarget``), exactly as for VoiceOver's search block in the UIKit
    /// adapter; on a static element's rotor focus steps through the rotor's items
    /// (``ComponentHost/rotorItem(after:in:forward:)``). No target: the boundary sound.
    mutating func moveByCustomRotor(named name: String, forward: Bool, outcome: inout GestureOutcome) {
        guard let focus, let declared = customRotors(around: focus).first(where: { $0.rotor.name == name }) else {
            outcome.play(.boundary)
            return
        }
        let event = HostEvent.rotorSearch(rotor: name, forward: forward, from: focus)
        let target: ElementID?
        if let response = send(event, to: declared.owner, outcome: &outcome, depth: 0) {
            target = response.focusTarget
        } else {
            target = ComponentHost.rotorItem(after: focus, in: declared.rotor.items, forward: forward)
        }
        guard let target, tree.index[target] != nil else {
            outcome.play(.boundary)
            return
        }
        moveFocus(to: target, outcome: &outcome, depth: 0)
    }
}
