import AccessibilityTree

extension ComponentHost {
    /// A custom rotor search, decided here for every host.
    ///
    /// The component hears `rotor(name:forward:from:)`. Then:
    /// - a layout or screen change with a focus target: that element is the target (the screen
    ///   reader moves there itself, so the change is left out of the effects);
    /// - other effects than a boundary (a single-element carousel changed its card in place): the
    ///   element the search started from, so the screen reader reads it again;
    /// - only a boundary: no target;
    /// - nothing at all (a component that declares a rotor but does not move it): the next or
    ///   previous item of the rotor's own list (``rotorItem(after:in:forward:)``).
    mutating func searchRotor<Component: AccessibilityComponent>(
        _ name: String, forward: Bool, from: ElementID?, on component: inout Component,
        into response: inout HostResponse
    ) {
        let before = response.effects.count
        let answer = component.respond(to: .rotor(name: name, forward: forward, from: from))
        response.delivered.append(.rotor(name: name, forward: forward, from: from))
        var target: ElementID?
        for effect in answer.effects {
            switch effect {
            case .layoutChanged(let focus?) where target == nil, .screenChanged(let focus?) where target == nil:
                target = focus
            default:
                response.effects.append(effect)
            }
        }
        let added = response.effects[before...]
        if target == nil, added.contains(where: { $0 != .boundary }) {
            target = from ?? component.id
        } else if target == nil, added.isEmpty, !answer.isHandled {
            let root = component.accessibilityElement(for: platform, frame: .zero)
            let items = Self.rotor(named: name, around: from, in: root)?.items ?? []
            target = Self.rotorItem(after: from, in: items, forward: forward)
        }
        response.focusTarget = target
        response.isHandled = target != nil
    }

    /// The rotor with the name declared by the element or its nearest ancestor in the tree, else
    /// by any element of the tree.
    ///
    /// - Complexity: O(n) in the size of the tree.
    static func rotor(named name: String, around element: ElementID?, in root: AccessibilityElement) -> CustomRotor? {
        var path: [AccessibilityElement] = []
        func search(_ node: AccessibilityElement) -> Bool {
            path.append(node)
            if node.id == element { return true }
            for child in node.children where search(child) { return true }
            path.removeLast()
            return false
        }
        _ = search(root)
        for node in path.reversed() {
            if let rotor = node.customRotors.first(where: { $0.name == name }) { return rotor }
        }
        return root.subtree.lazy.compactMap { $0.customRotors.first { $0.name == name } }.first
    }

    /// A rotor's own step through its items: the item after (or before) `current`, or the first
    /// (last) item when `current` is not one; `nil` past either end.
    ///
    /// - Complexity: O(n) in the number of items.
    public static func rotorItem(after current: ElementID?, in items: [ElementID], forward: Bool) -> ElementID? {
        let next: Int
        if let current, let index = items.firstIndex(of: current) {
            next = forward ? index + 1 : index - 1
        } else {
            next = forward ? 0 : items.count - 1
        }
        return items.indices.contains(next) ? items[next] : nil
    }
}
