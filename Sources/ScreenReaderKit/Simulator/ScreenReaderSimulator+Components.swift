import AccessibilityTree
import CarouselKit

extension ScreenReaderSimulator {
    /// Turns Reduce Motion on or off, as the user does in Settings: every component receives
    /// `ComponentEvent/reduceMotionChanged(_:)` and its effects are carried out. Recorded as
    /// "reduce motion on" or "reduce motion off".
    @discardableResult
    public mutating func setReduceMotion(_ isOn: Bool) -> GestureOutcome {
        var outcome = GestureOutcome(focus: focus)
        for offset in liveScreen.components.indices {
            sendToComponent(at: offset, .reduceMotionChanged(isOn), outcome: &outcome, depth: 0)
        }
        outcome.focus = focus
        record("reduce motion \(isOn ? "on" : "off")", outcome)
        return outcome
    }

    /// Changes a live component the way the app does when its data changes (cards arrive or are
    /// removed), then carries out the effects the change returns, reading the tree again first so
    /// they apply to the new state. Recorded as "update <id>".
    ///
    /// ```swift
    /// voiceOver.updateComponent("related", as: Carousel.self) { carousel in
    ///     try carousel.itemsChanged(to: ArrayCardSource(fewerCards), change: .removed(2..<3))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - id: the component's identity.
    ///   - type: the component's concrete type.
    ///   - change: mutates the component and returns its effects. When it throws, the component
    ///     and the simulator are unchanged and nothing is recorded.
    /// - Returns: what the change caused, or `nil` (nothing recorded) when no component of the type
    ///   has the identity.
    /// - Complexity: O(n log n): the tree is read again.
    @discardableResult
    public mutating func updateComponent<Component: AccessibilityComponent>(
        _ id: ElementID, as type: Component.Type, _ change: (inout Component) throws -> [AccessibilityEffect]
    ) rethrows -> GestureOutcome? {
        guard let offset = liveScreen.components.firstIndex(where: { $0.id == id }),
            var component = liveScreen.components[offset] as? Component
        else { return nil }
        let effects = ComponentHost.ordered(try change(&component))
        liveScreen.components[offset] = component
        var outcome = GestureOutcome(focus: focus)
        reread()
        apply(effects, to: &outcome, depth: 0)
        outcome.focus = focus
        record("update \(id)", outcome)
        return outcome
    }
}
