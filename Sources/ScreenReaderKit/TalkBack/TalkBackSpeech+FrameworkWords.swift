import AccessibilityTree

extension TalkBackSpeech {
    /// The state description TalkBack speaks: a word Android's framework or Jetpack Compose sets
    /// from its resources is that word in the speech language; any other is the node's own.
    ///
    /// A platform radio button's "selected" / "not selected" (the importer writes the framework's
    /// English and marks the node, ``AccessibilityElement/carriesFrameworkWords``) stands for the
    /// framework's `selected` / `not_selected` in the device's language, which
    /// `RadioButton.getButtonStateDescription` sets (aosp-mirror/platform_frameworks_base@e7449820
    /// `core/java/android/widget/RadioButton.java:107-116`); TalkBack speaks a state description as
    /// it is. Compose's words: ``spokenStateDescription(_:of:)``.
    ///
    /// - Complexity: O(1) for a node with framework words; see ``spokenStateDescription(_:of:)``.
    func localizedStateDescription(_ description: String, of node: AccessibilityElement) -> String {
        guard node.carriesFrameworkWords else { return spokenStateDescription(description, of: node) }
        let english = FrameworkWords.english
        switch description {
        case english.selected: return strings.framework.selected
        case english.notSelected: return strings.framework.notSelected
        case FrameworkWords.englishInProgress: return strings.framework.inProgress
        default: return description
        }
    }

    /// The words TalkBack speaks for a check box's checked state: a platform check box's
    /// (marked ``AccessibilityElement/carriesFrameworkWords``) state description in the speech
    /// language where every check box of the class sets the same word (``FrameworkWords/checked``),
    /// else TalkBack's own `value_checked` / `value_not_checked`, which stand for it (the
    /// `nodeStatusDescription` words a node without a state description gets; the state description
    /// is spoken in the same place).
    ///
    /// - Complexity: O(1).
    func checkedWords(of node: AccessibilityElement, role: TalkBackRole) -> (checked: String, notChecked: String) {
        guard node.carriesFrameworkWords, role == .checkBox else { return (strings.checked, strings.notChecked) }
        let words = strings.framework
        return (words.checked ?? strings.checked, words.notChecked ?? strings.notChecked)
    }

    /// The words of a platform switch's default state description: where every switch of the class
    /// (the platform's `capital_on` / `capital_off`, AppCompat's `abc_capital_on` /
    /// `abc_capital_off`) sets the same word in the speech language, that word
    /// (``FrameworkWords/on``), else TalkBack's `value_on` / `value_off`, which stand for it.
    ///
    /// - Complexity: O(1).
    func switchWords(of node: AccessibilityElement) -> (on: String, off: String) {
        guard node.carriesFrameworkWords else { return (strings.on, strings.off) }
        let words = strings.framework
        return (words.on ?? strings.on, words.off ?? strings.off)
    }
}

extension TalkBackSpeech {
    /// A platform progress or seek bar's own state description for its progress: the percent of
    /// its range in the speech language's number format ("24%", "24 %", "%24"), for a node the
    /// importer marked (``AccessibilityElement/carriesFrameworkWords``) whose value is the whole
    /// percent ("24%"); `nil` for any other node.
    ///
    /// Since Android 11 `ProgressBar` states `NumberFormat.getPercentInstance(locale)` of its
    /// progress unless the app set a state description (Ankits-lab/frameworks_base@150a9240
    /// `core/java/android/widget/ProgressBar.java`, `formatStateDescription`), and TalkBack speaks
    /// the state description before its range words (talkback@26a27dc0
    /// `C/roledescription/SeekBarDescription.java:91-102`): "24%, Progress bar", not
    /// "24 percent, Progress bar".
    ///
    /// - Complexity: O(length of the value).
    func frameworkProgressState(of node: AccessibilityElement, role: TalkBackRole) -> String? {
        guard node.carriesFrameworkWords, role == .seekControl || role == .progressBar,
            let value = node.value, value.hasSuffix("%"), let whole = Int(value.dropLast()), (0...100).contains(whole)
        else { return nil }
        return FrameworkWords.percent(whole, language: strings.language)
    }
}
