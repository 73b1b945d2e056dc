import AccessibilityTree

extension ScreenReaderSimulator {
    /// How many swipe-right gestures pass a container: from the first focus landing on the
    /// container or inside it, the number of swipes until focus reaches the first element after
    /// it. An accessible adjustable carousel takes 1; a default collection view of 8 cards, 8.
    ///
    /// Works on a copy: the simulator itself (focus, components, transcript) is unchanged.
    /// Live components take part (they hear focus enter and leave).
    ///
    /// - Returns: the count, or `nil` when nothing in the order is the container or inside it,
    ///   or no element follows it.
    /// - Complexity: O(k·depth) for k swipes on an unchanged tree, plus O(n) to find the start.
    public func swipesToPass(container: ElementID) -> Int? {
        // The container's first stop in the reading order, found from its own subtree (so a screen
        // of many carousels costs each only its own elements, not a scan of the whole order).
        guard let root = tree.index[container] else { return nil }
        var first: Int?
        for element in root.subtree {
            if let position = tree.position[element.id], position < (first ?? Int.max) { first = position }
        }
        guard let first, tree.order.indices.contains(first) else { return nil }
        let start = tree.order[first]
        var copy = self
        var outcome = GestureOutcome(focus: copy.focus)
        copy.moveFocus(to: start, outcome: &outcome, depth: 0)
        let limit = max(copy.tree.order.count * 4, 1_000)
        var swipes = 0
        while swipes < limit {
            let before = copy.focus
            copy.step(forward: true, outcome: &outcome)
            swipes += 1
            guard let now = copy.focus, now != before else { return nil }
            if !copy.isElement(now, inside: container) { return swipes }
        }
        return nil
    }

    /// Walks the whole screen first to last: swipe right (``nextGesture``: swipe left on a
    /// right-to-left screen) from no focus (or from the current focus) until the boundary
    /// sound, recording each step. Returns the walk's transcript.
    ///
    /// - Complexity: O(n·depth) on a static tree: linear in the number of elements.
    @discardableResult
    public mutating func walkToEnd() -> Transcript {
        let first = transcript.steps.count
        let limit = tree.order.count * 4 + 4
        var swipes = 0
        while swipes < limit {
            swipes += 1
            let outcome = perform(nextGesture)
            if !outcome.focusMoved { break }
        }
        return Transcript(reader: reader, steps: Array(transcript.steps[first...]))
    }

    /// Forgets the recorded steps (focus, components and clock are kept).
    public mutating func clearTranscript() {
        transcript.steps.removeAll()
    }
}
