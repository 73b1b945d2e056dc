import AccessibilityTree

/// What Android's own compound buttons state on their nodes and a uiautomator or Appium dump
/// leaves out.
///
/// Since Android 11 (API 30) `CompoundButton.setChecked` calls `setDefaultStateDescription` on
/// every call, checked state changed or not, enabled or not (and the constructor calls
/// `setChecked`), which sets the state description from `getButtonStateDescription` unless the
/// app set one of its own (Ankits-lab/frameworks_base@150a9240 `core/java/android/widget/CompoundButton.java:161-232`,
/// Android 11's source). A `RadioButton` gives the framework's `selected` / `not_selected`
/// (aosp-mirror/platform_frameworks_base@e7449820 `core/java/android/widget/RadioButton.java:107-116`),
/// a `CheckBox` the base class's `checked` / `not_checked`, a `Switch` its on / off text. Each is
/// read from the framework's resources (`core/res/res/values-<locale>/strings.xml`) in the
/// device's language. The importer writes a radio button's English default and marks it
/// (``AccessibilityElement/carriesFrameworkWords``); a check box or switch is only marked, as
/// the class in a dump also stands for widgets with words of their own (Material's
/// `MaterialCheckBox`, AppCompat's `SwitchCompat`), so the screen reader decides which words are
/// settled. A node of the class that holds child views is no compound button and keeps neither
/// (``dropFrameworkWordsOfAViewGroup(_:childCount:)``). The dump's Android version is unknown:
/// Android 11 or later is assumed. An app's own state description, which a dump cannot show, is
/// assumed absent.
extension AndroidDumpReader {
    /// The framework's `selected` and `not_selected` in its default resources (`values/strings.xml`).
    static let frameworkSelected = "selected"
    static let frameworkNotSelected = "not selected"

    /// Writes the framework's `selected` / `not_selected` as a platform radio button's state
    /// description and marks it.
    static func setFrameworkRadioState(_ element: inout AccessibilityElement, isChecked: Bool) {
        let word = isChecked ? frameworkSelected : frameworkNotSelected
        element.stateDescription = word
        element.noteFrameworkWord(
            "stateDescription \"\(word)\" inferred: Android 11+ radio buttons set it from their checked state (RadioButton.getButtonStateDescription, the framework's selected / not_selected)."
        )
    }

    /// The framework's `in_progress` in its default resources (`values/strings.xml`).
    static let frameworkInProgress = "in progress"

    /// Marks a platform progress bar or seek bar whose range Appium's page source shows: Android
    /// states its progress itself as a percent in the device's number format ("24%", "24 %",
    /// "%24"), which the screen reader formats in the speech language from the value.
    ///
    /// Since Android 11 a `ProgressBar` (and so a `SeekBar`, and the Material and AppCompat
    /// progress indicators and seek bars built on them) sets a state description of
    /// `NumberFormat.getPercentInstance(locale).format(getPercent(progress))` unless the app set
    /// one (Ankits-lab/frameworks_base@150a9240 `core/java/android/widget/ProgressBar.java`,
    /// `formatStateDescription`, `onProgressRefresh`), and TalkBack speaks a state description in the
    /// place of its range words (talkback@26a27dc0 `SeekBarDescription.java:91-102`). A `RatingBar`
    /// is not marked: its range counts star steps, which the dump does not give.
    static func markFrameworkProgress(_ element: inout AccessibilityElement, percent: Int) {
        element.noteFrameworkWord(
            "stateDescription \(percent)% inferred: Android 11+ progress and seek bars state their progress as a percent of their range in the device's number format (ProgressBar.formatStateDescription), which TalkBack speaks instead of its own range words."
        )
    }

    /// Writes the framework's `in_progress` as the state description of a platform progress bar
    /// that Appium's page source shows without a range, and marks it: a `ProgressBar` reports no
    /// range info only while it is indeterminate, and then (Android 12+) states `in_progress`
    /// (muhomorr/platform_frameworks_base-15 `core/res/res/values/strings.xml`, "Default state
    /// description for indeterminate progressbar"; `ProgressBar.onInitializeAccessibilityNodeInfoInternal`).
    static func setFrameworkIndeterminateState(_ element: inout AccessibilityElement) {
        element.stateDescription = frameworkInProgress
        element.noteFrameworkWord(
            "stateDescription \"\(frameworkInProgress)\" inferred: Appium's page source writes a range's current value as the text, and a platform progress bar has no range only while indeterminate, when Android 12+ states the framework's in_progress."
        )
    }

    /// Marks a platform check box or switch (by the class it reports), whose default state
    /// description the framework sets and a dump does not show; `false` for any other widget.
    static func markFrameworkCompoundButton(_ element: inout AccessibilityElement, widget: WidgetClass?) -> Bool {
        guard let widget, widget != .supportSwitchCompat else { return false }
        let reported = widget.reportedClass(isCheckable: true)
        if reported.isKind(of: .checkBox) {
            element.noteFrameworkWord(
                "No stateDescription in the dump: Android 11+ check boxes set the framework's checked / not_checked (a MaterialCheckBox its own words), which the screen reader speaks where they agree."
            )
            return true
        }
        if reported.isKind(of: .switch) {
            element.noteFrameworkWord(
                "No stateDescription in the dump: Android 11+ switches set their on / off text (the framework's capital_on / capital_off, a SwitchCompat AppCompat's abc_capital_on / abc_capital_off), which the screen reader speaks where they agree."
            )
            return true
        }
        return false
    }

    /// Takes the framework's words back from a node that proves to be no compound button or
    /// progress bar: one with child views in the dump. `CompoundButton` is a `Button`, a
    /// `TextView`, and `ProgressBar` a `View`, never a view group (Ankits-lab/frameworks_base@150a9240 `core/java/android/widget/CompoundButton.java:61`),
    /// so a node of its class with children is another view reporting the class (a settings row,
    /// a Quick Settings tile: `info.className = Switch::class.java.name`), which gets no default
    /// state description; TalkBack's own words then apply.
    ///
    /// - Complexity: O(number of the element's inferences).
    static func dropFrameworkWordsOfAViewGroup(_ element: inout AccessibilityElement, childCount: Int) {
        guard element.carriesFrameworkWords, childCount > 0 else { return }
        element.carriesFrameworkWords = false
        if [frameworkSelected, frameworkNotSelected, frameworkInProgress].contains(element.stateDescription) {
            element.stateDescription = nil
        }
        element.inferences.removeAll { $0.hasPrefix(AccessibilityElement.frameworkWordInference) }
        element.inferences.append(
            "No stateDescription: a node of a compound button's or progress bar's class with child views is no such widget (a CompoundButton is a TextView, a ProgressBar a View), so Android sets none; TalkBack's own words apply."
        )
    }
}
