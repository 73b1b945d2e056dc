import AccessibilityTree

/// What VoiceOver says for an element, following AccessibilitySnapshot's description rules
/// (`UIAccessibility+SnapshotAdditions.swift`) and, where its own tracker records that a device
/// says otherwise, the device. Every word is read from a ``SpeechStrings`` table. The rules with
/// their sources are in `docs/fidelity.md` and `Conformance.md`.
///
/// Order of parts: "Selected"; the label (not spoken for a back button labelled "Back"), then
/// the value (the value alone without a label; never for a switch); a data-table cell's row and
/// column; the hint instead, when all of these are empty; trait words in the fixed order Dimmed,
/// Button, Back Button, Switch Button (+ On/Off/Mixed or the raw value), Tab, Text Field /
/// Secure Text Field / Search Field (+ Is editing), Heading, Link, Adjustable, Image, Search Field
/// (when not already said); then "x of y"
/// (tab bars, segmented controls) or "List Start" / "List End" / "Landmark" / "End" (the first
/// and last members of a list or landmark), see ``VoiceOverContext``.
///
/// The hint (a separate utterance): the app's hint, then "Double tap to toggle setting." for an
/// enabled switch; for an enabled text field the editing hint replaces the app's; then, for an
/// enabled adjustable element that is not a switch and has more than a hint, the adjustable
/// hint; then "Actions available" when there are custom actions, followed by the actions hint
/// only on an enabled element that is not adjustable.
///
/// Two decisions no AccessibilitySnapshot source settles (evidence in `docs/fidelity.md`):
/// - A system search field (text entry with the search-field trait) says "Search Field" where a text
///   field says "Text Field", and no "Text Field": MagentaA11y's recorded iOS announcement for a
///   native search field is "Search, Search field, double tap to edit", and woocommerce-ios issue
///   #6077 reports a device reading a field "as a text field rather than a search field". The source
///   appends both words (SA:128-158) but has no reference image of a system search field.
/// - The custom-actions hint ("Swipe up or down to select a custom action…") follows "Actions
///   available" only on an enabled element that is not adjustable: on an adjustable element a
///   vertical swipe adjusts the value (its own hint says so), and the source gives a dimmed element
///   no usage hint at all (SA:224, 232, 247); "Actions available" itself is spoken on both
///   (AccessibilitySnapshot issue #159: the Actions verbosity setting, "Speak" by default).
public struct VoiceOverSpeech: Sendable {
    /// The words used.
    public var strings: SpeechStrings.VoiceOverWords

    /// Creates a composer speaking the table's words.
    public init(strings: SpeechStrings = .english) {
        self.strings = strings.voiceOver
    }

    /// The words VoiceOver speaks when the element takes focus, without the hint.
    ///
    /// - Parameter index: the screen's index, used to find the element's container context
    ///   (tab bar, segmented control, list, landmark, data table); without it none is spoken.
    /// - Complexity: O(depth) for most elements; O(m log m) for an element in a container of m elements.
    public func speech(for element: AccessibilityElement, in index: ScreenIndex? = nil) -> Utterance {
        speech(for: element, context: index.flatMap { VoiceOverContext.context(of: element.id, in: $0) })
    }

    /// The words for the element with its container context already known (the simulator finds
    /// every element's context once per tree).
    ///
    /// - Complexity: O(1).
    public func speech(for element: AccessibilityElement, context: VoiceOverContext?) -> Utterance {
        let traits = element.traits
        let isSwitch = Self.isSwitch(element)
        var result = Utterance()
        if traits.contains(.selected) { say(.state, strings.selected, to: &result) }
        result.append(.label, spokenLabel(of: element))
        if !isSwitch { result.append(.value, element.value) }
        if case .dataTableCell(let row, let column, let isFirstInRow)? = context {
            if isFirstInRow { say(.position, strings.row, row + 1, to: &result) }
            say(.position, strings.column, column + 1, to: &result)
        }
        if result.isEmpty { result.append(.label, element.hint) }

        if traits.contains(.notEnabled) { say(.state, strings.dimmed, to: &result) }
        let isTab = traits.contains(.tab) || context?.isTab == true
        let buttonWordHidden = traits.contains(.keyboardKey) || isSwitch || isTab || traits.contains(.backButton)
        if traits.contains(.button), !buttonWordHidden { say(.trait, strings.button, to: &result) }
        if traits.contains(.backButton) { say(.trait, strings.backButton, to: &result) }
        if isSwitch {
            say(.trait, strings.switchButton, to: &result)
            appendSwitchState(of: element, to: &result)
        }
        if isTab { say(.trait, strings.tab, to: &result) }
        let isSearchTextField = Self.isSearchTextField(element)
        if Self.isTextEntry(element) {
            let word =
                traits.contains(.secureTextEntry)
                ? strings.secureTextField : isSearchTextField ? strings.searchField : strings.textField
            say(.trait, word, to: &result)
            if traits.contains(.isEditing) { say(.state, strings.isEditing, to: &result) }
        }
        if traits.contains(.header) { say(.trait, strings.heading, to: &result) }
        if traits.contains(.link) { say(.trait, strings.link, to: &result) }
        if traits.contains(.adjustable) { say(.trait, strings.adjustable, to: &result) }
        if traits.contains(.image) { say(.trait, strings.image, to: &result) }
        if traits.contains(.searchField), !isSearchTextField { say(.trait, strings.searchField, to: &result) }

        switch context {
        case .series(let index, let count)?, .tab(let index, let count)?:
            say(.position, strings.position, index, count, to: &result)
        case .listStart?: say(.context, strings.listStart, to: &result)
        case .listEnd?: say(.context, strings.listEnd, to: &result)
        case .landmarkStart?: say(.context, strings.landmark, to: &result)
        case .landmarkEnd?: say(.context, strings.landmarkEnd, to: &result)
        case .dataTableCell?, nil: break
        }
        return result
    }

    /// The hint VoiceOver speaks after a pause, or `nil` when there is none.
    ///
    /// - Parameter context: the element's container context; a data-table cell always has a
    ///   description, so its hint is never spoken in its place.
    public func hint(for element: AccessibilityElement, context: VoiceOverContext? = nil) -> Utterance? {
        let traits = element.traits
        let isSwitch = Self.isSwitch(element)
        let isEnabled = element.isEnabled
        var result = Utterance()
        if !hintIsDescription(of: element, context: context) { result.append(.hint, element.hint) }
        if isSwitch, isEnabled { say(.hint, strings.switchHint, to: &result) }
        if Self.isTextEntry(element), isEnabled {
            let hint: String
            if traits.contains(.isEditing) {
                hint = strings.editingHint
            } else {
                hint = traits.contains(.textArea) ? strings.textAreaHint : strings.textEntryHint
            }
            result = Utterance()
            say(.hint, hint, to: &result)
        }
        let hasHintOnly =
            element.hint?.isEmpty == false && element.label?.isEmpty != false
            && element.value?.isEmpty != false
        if traits.contains(.adjustable), isEnabled, !isSwitch, !hasHintOnly {
            say(.hint, strings.adjustableHint, to: &result)
        }
        if !element.customActions.isEmpty {
            say(.hint, strings.actionsAvailable, to: &result)
            if isEnabled, !traits.contains(.adjustable) { say(.hint, strings.actionsHint, to: &result) }
        }
        return result.isEmpty ? nil : result
    }

    /// Words spoken before the element when focus moves into a tab bar (``ContainerType/tabBar``)
    /// from outside it: "Tab Bar". VoiceOver on iOS 14 and later prepends them (AccessibilitySnapshot
    /// issue #26 records the device doing so; its snapshots do not). Lists and landmarks speak
    /// their context on their first and last members instead (see ``VoiceOverContext``).
    ///
    /// - Complexity: O(depth) of the two elements.
    public func containerContext(from old: ElementID?, to new: ElementID, in index: ScreenIndex) -> Utterance {
        guard let bar = index.lastAncestor(of: new, where: { $0.containerType == .tabBar })?.id else {
            return Utterance()
        }
        if let old, old == bar || index.ancestors(of: old).contains(bar) { return Utterance() }
        var result = Utterance()
        say(.context, strings.tabBarEntry, to: &result)
        return result
    }

    /// The context of every element of the reading order (what ``speech(for:in:)`` finds for
    /// each), computed in one pass.
    ///
    /// - Complexity: O(n·depth).
    static func contexts(order: [ElementID], index: ScreenIndex) -> [ElementID: VoiceOverContext] {
        VoiceOverContext.contexts(order: order, index: index)
    }

    // MARK: - Rules

    /// Appends a word (or a template filled with the arguments) from the table; a word that fell
    /// back to English records an inference on the utterance saying so.
    private func say(
        _ kind: Utterance.Part.Kind, _ word: String, _ arguments: CustomStringConvertible..., to result: inout Utterance
    ) {
        result.append(kind, SpeechStrings.format(word, arguments: arguments))
        if let note = strings.fallbackNote(for: word) { result.note(note) }
    }

    /// The label, unless the element is a back button whose label is the back descriptor ("Back"),
    /// which the Back Button trait word already says.
    private func spokenLabel(of element: AccessibilityElement) -> String? {
        guard let label = element.label, !label.isEmpty else { return nil }
        if element.traits.contains(.backButton), label.lowercased() == strings.backDescriptor.lowercased() {
            return nil
        }
        return label
    }

    /// Whether the hint is spoken as the description: nothing else (selected, label, value,
    /// table position) would be.
    private func hintIsDescription(of element: AccessibilityElement, context: VoiceOverContext?) -> Bool {
        if element.traits.contains(.selected) || spokenLabel(of: element) != nil { return false }
        if !Self.isSwitch(element), element.value?.isEmpty == false { return false }
        if case .dataTableCell? = context { return false }
        return true
    }

    /// On / Off / Mixed from the value "1" / "0" / "2"; any other value is spoken as it is
    /// (iOS 17 and later); without a value, the checked state decides.
    private func appendSwitchState(of element: AccessibilityElement, to result: inout Utterance) {
        switch element.value {
        case "1": say(.state, strings.on, to: &result)
        case "0": say(.state, strings.off, to: &result)
        case "2": say(.state, strings.mixed, to: &result)
        case let value? where !value.isEmpty: result.append(.value, value)
        default:
            switch element.checkedState {
            case .checked: say(.state, strings.on, to: &result)
            case .unchecked: say(.state, strings.off, to: &result)
            case .mixed: say(.state, strings.mixed, to: &result)
            case nil: break
            }
        }
    }

    static func isSwitch(_ element: AccessibilityElement) -> Bool {
        element.traits.contains(.switchButton) || element.traits.contains(.toggleButton)
    }

    /// Whether the element says the text-field words and gets the editing hints: the private
    /// text-entry trait decides; the secure-text trait only changes the word
    /// (AccessibilitySnapshot@5b03db8 UIAccessibility+SnapshotAdditions.swift:128-133, 232).
    static func isTextEntry(_ element: AccessibilityElement) -> Bool {
        element.traits.contains(.textEntry)
    }

    /// Whether the element is a system search field (`UISearchTextField`, SwiftUI's `searchable`): text
    /// entry with the search-field trait, not secure. VoiceOver says "Search Field" in the text field's
    /// place and not again at the end (see `docs/fidelity.md`, "Search field").
    static func isSearchTextField(_ element: AccessibilityElement) -> Bool {
        let traits = element.traits
        return traits.contains(.textEntry) && traits.contains(.searchField) && !traits.contains(.secureTextEntry)
    }
}
