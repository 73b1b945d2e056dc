import AccessibilityTree

extension ComponentHost {
    /// An element of the component gained focus: a pending leave is cancelled (focus moved
    /// inside), and the component hears `focusEntered` unless that element already had focus.
    mutating func focusGained<Component: AccessibilityComponent>(
        _ element: ElementID, on component: inout Component, into response: inout HostResponse
    ) {
        isLeavePending = false
        guard !(isFocusInside && focusedElement == element) else { return }
        focusedElement = element
        isFocusInside = true
        deliver(.focusEntered(element), to: &component, into: &response)
    }

    /// An element lost focus: when it is the focused one, the host waits for the focus change to
    /// settle before deciding focus left. A loss reported after another element's gain is stale.
    mutating func focusLost(_ element: ElementID, into response: inout HostResponse) {
        guard focusedElement == element else { return }
        focusedElement = nil
        if isFocusInside {
            isLeavePending = true
            response.settlesFocusLater = true
        }
    }

    /// Delivers a pending leave: the component hears `focusLeft` once.
    mutating func settleFocus<Component: AccessibilityComponent>(
        on component: inout Component, into response: inout HostResponse
    ) {
        guard isLeavePending else { return }
        isLeavePending = false
        isFocusInside = false
        deliver(.focusLeft, to: &component, into: &response)
    }
}
