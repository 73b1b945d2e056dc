import CarouselKit

/// The words Android's own compound buttons and progress bars set as their state description in
/// the device's language, which TalkBack speaks in place of its own checked or range words (word file keys
/// `talkBack.framework.<word>`, provenance group `framework`).
///
/// Since Android 11 `CompoundButton.setChecked` sets the state description from
/// `getButtonStateDescription` (Ankits-lab/frameworks_base@150a9240
/// `core/java/android/widget/CompoundButton.java:161-232`): a `RadioButton` the framework's
/// `selected` / `not_selected` (aosp-mirror/platform_frameworks_base@e7449820
/// `core/java/android/widget/RadioButton.java:107-116`), read from
/// `core/res/res/values-<locale>/strings.xml`. Every language has a radio button's words, and a
/// platform progress bar's `in_progress`, its state while indeterminate (Android 12+
/// `ProgressBar.onInitializeAccessibilityNodeInfoInternal`; its percent: ``percent(_:language:)``).
///
/// A check box's and a switch's words are settled only where every widget a dump's class stands
/// for sets the same word: a `CheckBox` is the platform's or AppCompat's (the framework's
/// `checked` / `not_checked`) or Material's `MaterialCheckBox` (its own
/// `mtrl_checkbox_state_description_checked` / `_unchecked`, material-components-android@ac7e18e
/// `lib/java/com/google/android/material/checkbox/MaterialCheckBox.java:782-797`); a `Switch` is the
/// platform's (`capital_on` / `capital_off`) or AppCompat's `SwitchCompat` and the Material switches
/// built on it (`abc_capital_on` / `abc_capital_off`, androidx@a9b06aaf `SwitchCompat.java`,
/// `setOnStateDescriptionOnRAndAbove`). A word file holds one of these words only where the sources
/// agree (letter case aside) and differ from TalkBack's own word in more than letter case;
/// otherwise it is `nil` and TalkBack's `value_checked` / `value_on` words stand for it, as before.
public struct FrameworkWords: Sendable, Hashable {
    /// A radio button that is checked (`selected`).
    public var selected: String
    /// A radio button that is not checked (`not_selected`).
    public var notSelected: String
    /// A checked check box, where settled (`checked`).
    public var checked: String?
    /// An unchecked check box, where settled (`not_checked`).
    public var notChecked: String?
    /// A switch that is on, where settled (`capital_on`).
    public var on: String?
    /// A switch that is off, where settled (`capital_off`).
    public var off: String?
    /// A platform progress bar or seek bar that is indeterminate (`in_progress`, Android 12+'s
    /// `ProgressBar.onInitializeAccessibilityNodeInfoInternal`). Every language has it.
    public var inProgress: String

    /// The framework's default resources (`values/strings.xml`): a radio button's words; a check
    /// box's and a switch's agree with TalkBack's but for letter case, so none is kept.
    public static let english = FrameworkWords(selected: "selected", notSelected: "not selected")

    /// The framework's default `in_progress` (`values/strings.xml`).
    public static let englishInProgress = "in progress"

    /// The words a word file gives; a radio button's or progress bar's missing word is English (Android falls back
    /// to `values/`), a check box's or switch's missing word is unsettled.
    init(words: [String: WordFile.Word]) {
        func word(_ name: String) -> String? {
            if case .text(let text)? = words[Self.keyPrefix + name] { return text }
            return nil
        }
        let english = Self.english
        self.init(
            selected: word("selected") ?? english.selected, notSelected: word("notSelected") ?? english.notSelected,
            checked: word("checked"), notChecked: word("notChecked"), on: word("on"), off: word("off"),
            inProgress: word("inProgress") ?? english.inProgress)
    }

    /// Creates a set of words.
    public init(
        selected: String, notSelected: String, checked: String? = nil, notChecked: String? = nil, on: String? = nil,
        off: String? = nil, inProgress: String = FrameworkWords.englishInProgress
    ) {
        self.selected = selected
        self.notSelected = notSelected
        self.checked = checked
        self.notChecked = notChecked
        self.on = on
        self.off = off
        self.inProgress = inProgress
    }

    /// The prefix of the word file keys.
    static let keyPrefix = "talkBack.framework."

    /// The keys a word file holds only where the word is settled (a check box's and a switch's):
    /// English has none of them, as its words differ from TalkBack's in letter case only.
    static let settledKeys: Set<String> = Set(["checked", "notChecked", "on", "off"].map { keyPrefix + $0 })
}
