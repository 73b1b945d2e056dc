import AccessibilityTree

/// What VoiceOver says for an element: the composition rules of the VoiceOver digest
/// (`reference/voiceover-speech.md`), with every word read from a ``SpeechStrings`` table.
///
/// Order of parts: "Selected"; the label, then the value (the value alone without a label);
/// trait words in the fixed order Dimmed, Button, Back Button, Switch Button (+ On/Off/Mixed),
/// Tab, Text Field / Secure Text Field (+ Is editing), Heading, Link, Adjustable, Image,
/// Search Field; then context (position in a tab bar, container entry and exit).
///
/// Decisions where the digest is silent:
/// - `toggleButton` (iOS 17) is read like a switch button ("Switch Button", then On/Off),
///   because SwiftUI's `Toggle` is the main source of the trait and reads as a switch.
/// - A switch whose value is not "0", "1" or "2" takes its state from
///   `AccessibilityElement/checkedState`; with neither, no state word is spoken.
/// - Position "x of y" is spoken for tabs (elements with the tab trait) inside a tab bar
///   (`ContainerType/tabBar` or the `tabBar` trait), counting in tree order the bar's visible tabs
///   whose nearest tab bar it is (a segmented control inside a tab bar is its own series).
/// - Leaving a container is spoken on the element focus lands on, before entering words:
///   "List End" / "End" first, then "List Start" / "Landmark". Data tables and tab bars say nothing.
/// - The hint utterance models VoiceOver with hints on: the app's hint, then the adjustable,
///   switch or text-entry hint, then "Actions available" and the actions hint.
public struct VoiceOverSpeech: Sendable {
    /// The words used.
    public var strings: SpeechStrings.VoiceOverWords

    /// Creates a composer speaking the table's words.
    public init(strings: SpeechStrings = .english) {
        self.strings = strings.voiceOver
    }

    /// The words VoiceOver speaks when the element takes focus, without the hint and without
    /// container entry or exit (see ``containerContext(from:to:in:)``).
    ///
    /// - Parameter index: the screen's index, used to find a tab's tab bar; without it no position is spoken.
    /// - Complexity: O(1) for most elements; O(depth + size of the tab bar) for a tab.
    public func speech(for element: AccessibilityElement, in index: ScreenIndex? = nil) -> Utterance {
        speech(for: element, position: index.flatMap { tabPosition(of: element, in: $0) })
    }

    /// The words for the element with its position in a series already known (the simulator
    /// finds every tab's position once per tree, so a swipe onto a tab does not count the bar).
    ///
    /// - Complexity: O(1).
    func speech(for element: AccessibilityElement, position: (position: Int, count: Int)?) -> Utterance {
        let traits = element.traits
        var result = Utterance()
        if traits.contains(.selected) { result.append(.state, strings.selected) }
        let isSwitch = traits.contains(.switchButton) || traits.contains(.toggleButton)
        result.append(.label, element.label)
        if !isSwitch { result.append(.value, element.value) }

        if traits.contains(.notEnabled) { result.append(.state, strings.dimmed) }
        let buttonWordHidden =
            traits.contains(.keyboardKey) || isSwitch || traits.contains(.tab)
            || traits.contains(.backButton)
        if traits.contains(.button), !buttonWordHidden { result.append(.trait, strings.button) }
        if traits.contains(.backButton) { result.append(.trait, strings.backButton) }
        if isSwitch {
            result.append(.trait, strings.switchButton)
            result.append(.state, switchState(of: element))
        }
        if traits.contains(.tab) { result.append(.trait, strings.tab) }
        if traits.contains(.secureTextEntry) {
            result.append(.trait, strings.secureTextField)
        } else if traits.contains(.textEntry) {
            result.append(.trait, strings.textField)
        }
        if traits.contains(.isEditing) { result.append(.state, strings.isEditing) }
        if traits.contains(.header) { result.append(.trait, strings.heading) }
        if traits.contains(.link) { result.append(.trait, strings.link) }
        if traits.contains(.adjustable) { result.append(.trait, strings.adjustable) }
        if traits.contains(.image) { result.append(.trait, strings.image) }
        if traits.contains(.searchField) { result.append(.trait, strings.searchField) }

        if let position {
            result.append(.position, SpeechStrings.format(strings.position, position.position, position.count))
        }
        return result
    }

    /// The hint VoiceOver speaks after a pause, or `nil` when there is none.
    public func hint(for element: AccessibilityElement) -> Utterance? {
        let traits = element.traits
        var result = Utterance()
        result.append(.hint, element.hint)
        let isSwitch = traits.contains(.switchButton) || traits.contains(.toggleButton)
        if traits.contains(.adjustable), element.isEnabled, !isSwitch {
            result.append(.hint, strings.adjustableHint)
        } else if isSwitch, element.isEnabled {
            result.append(.hint, strings.switchHint)
        } else if traits.contains(.textEntry) || traits.contains(.secureTextEntry), !traits.contains(.isEditing),
            element.isEnabled
        {
            result.append(.hint, strings.textEntryHint)
        }
        if !element.customActions.isEmpty {
            result.append(.hint, strings.actionsAvailable)
            result.append(.hint, strings.actionsHint)
        }
        return result.isEmpty ? nil : result
    }

    /// The words for the containers focus left and entered when moving from one element to another:
    /// "List End" / "End" for each list or landmark left (innermost first), then "List Start" /
    /// "Landmark" for each entered (outermost first).
    ///
    /// - Complexity: O(depth) of the two elements.
    public func containerContext(from old: ElementID?, to new: ElementID, in index: ScreenIndex) -> Utterance {
        let before = old.map { containers(of: $0, in: index) } ?? []
        let after = containers(of: new, in: index)
        var result = Utterance()
        for left in before where !after.contains(where: { $0.id == left.id }) {
            result.append(.context, left.type == .list ? strings.listEnd : strings.landmarkEnd)
        }
        for entered in after.reversed() where !before.contains(where: { $0.id == entered.id }) {
            result.append(.context, entered.type == .list ? strings.listStart : strings.landmark)
        }
        return result
    }

    /// The lists and landmarks around an element, nearest first.
    private func containers(of id: ElementID, in index: ScreenIndex) -> [(id: ElementID, type: ContainerType)] {
        index.ancestors(of: id).compactMap { ancestor in
            guard let type = index[ancestor]?.containerType, type == .list || type == .landmark else { return nil }
            return (ancestor, type)
        }
    }

    /// On / Off / Mixed from the value "1" / "0" / "2", else from the checked state.
    private func switchState(of element: AccessibilityElement) -> String? {
        switch element.value {
        case "1": return strings.on
        case "0": return strings.off
        case "2": return strings.mixed
        default: break
        }
        switch element.checkedState {
        case .checked: return strings.on
        case .unchecked: return strings.off
        case .mixed: return strings.mixed
        case nil: return nil
        }
    }

    /// The 1-based position of a tab among the tabs of its tab bar, and their count.
    ///
    /// - Complexity: O(depth + size of the tab bar).
    func tabPosition(of element: AccessibilityElement, in index: ScreenIndex) -> (position: Int, count: Int)? {
        guard element.traits.contains(.tab), let bar = tabBar(of: element.id, in: index), let barElement = index[bar]
        else { return nil }
        let tabs = Self.tabs(of: barElement).filter { tabBar(of: $0.id, in: index) == bar }
        guard let position = tabs.firstIndex(where: { $0.id == element.id }) else { return nil }
        return (position + 1, tabs.count)
    }

    /// The positions of every tab on the screen, keyed by identity: what ``speech(for:in:)``
    /// would find for each, computed in one pass over the tab bars.
    ///
    /// - Complexity: O(n + total size of the tab bars' subtrees).
    static func tabPositions(in screen: AccessibilityScreen, index: ScreenIndex) -> [ElementID: (
        position: Int, count: Int
    )] {
        var result: [ElementID: (position: Int, count: Int)] = [:]
        let composer = VoiceOverSpeech()
        for bar in screen.allElements where isTabBar(bar) {
            let tabs = tabs(of: bar).filter { composer.tabBar(of: $0.id, in: index) == bar.id }
            for (offset, tab) in tabs.enumerated() {
                result[tab.id] = (offset + 1, tabs.count)
            }
        }
        return result
    }

    private static func isTabBar(_ element: AccessibilityElement) -> Bool {
        element.containerType == .tabBar || element.traits.contains(.tabBar)
    }

    private static func tabs(of bar: AccessibilityElement) -> [AccessibilityElement] {
        bar.subtree.filter { $0.id != bar.id && $0.traits.contains(.tab) && !$0.isHidden }
    }

    /// The nearest tab bar around the element.
    private func tabBar(of id: ElementID, in index: ScreenIndex) -> ElementID? {
        index.ancestors(of: id).first { index[$0].map(Self.isTabBar) ?? false }
    }
}
