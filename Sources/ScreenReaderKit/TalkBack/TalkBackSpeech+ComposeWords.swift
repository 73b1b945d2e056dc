import AccessibilityTree

extension TalkBackSpeech {
    /// The state description TalkBack speaks: the node's own, except that a word Jetpack Compose
    /// sets from its resources is Compose's word in the speech language.
    ///
    /// Compose's accessibility delegate sets a selectable node's state description to its
    /// `selected` / `not_selected`, a switch's to `state_on` / `state_off`, an indeterminate
    /// toggleable node's to `indeterminate`, and a progress node's to `template_percent` ("N percent.") or
    /// `in_progress`, each read in the device's language (androidx@0094ab0
    /// `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt`,
    /// `getInfoStateDescriptionOrNull`), and TalkBack speaks a state description as it is. A dump
    /// records none of them: the importer writes Compose's English word on a node below a Compose
    /// host view and marks it (``AccessibilityElement/carriesComposeWords``), and that word stands
    /// for the resource in whatever language the screen is read.
    ///
    /// - Complexity: O(number of the node's inferences).
    func spokenStateDescription(_ description: String, of node: AccessibilityElement) -> String {
        // Most nodes carry none of Compose's words: the mark is checked before any table is read.
        guard node.carriesComposeWords else { return description }
        let english = ComposeWords.english
        let words = strings.compose
        let word: String?
        switch description {
        case english.selected: word = words.selected
        case english.notSelected: word = words.notSelected
        case english.inProgress: word = words.inProgress
        case english.on: word = words.on
        case english.off: word = words.off
        case english.indeterminate: word = words.indeterminate
        default: word = Self.composePercent(description).map { SpeechStrings.format(words.percent, strings.number($0)) }
        }
        return word ?? description
    }

    /// The whole number of Compose's English `template_percent` ("42 percent."), or `nil`.
    private static func composePercent(_ description: String) -> Int? {
        let suffix = " percent."
        guard description.hasSuffix(suffix) else { return nil }
        return Int(description.dropLast(suffix.count))
    }
}
