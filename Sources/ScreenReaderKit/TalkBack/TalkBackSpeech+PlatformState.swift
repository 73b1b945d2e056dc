import AccessibilityTree

extension TalkBackSpeech {
    /// The state description Android's own widgets set when the app sets none, which a dump does
    /// not record (uiautomator writes no `stateDescription`).
    ///
    /// Since Android 11 (API 30) `CompoundButton.setDefaultStateDescription` sets a compound
    /// button's state description from `getButtonStateDescription` on every checked change;
    /// `Switch.getButtonStateDescription` gives its on / off text, by default the framework's
    /// `capital_on` / `capital_off` (aosp-mirror/platform_frameworks_base@76e804db
    /// `core/java/android/widget/Switch.java`, `getButtonStateDescription`). AppCompat's
    /// `SwitchCompat` (which reports itself as `android.widget.Switch`) does the same on API 30+.
    /// TalkBack then speaks it as the switch's state, first, enabled or not, and the switch's
    /// text becomes its name (talkback@26a27dc0 `SwitchDescription.java:79-83, 88-99`).
    ///
    /// Only switches change what TalkBack says: a check box's default ("checked" / "not checked")
    /// is TalkBack's own checked status in other words, a toggle button's is its text, which
    /// TalkBack already speaks as its state, and the importer gives a radio button its own. The
    /// dump's Android version is unknown, so Android 11 or later is assumed, as for radio buttons.
    /// The words are TalkBack's `value_on` / `value_off` in the speech language: the framework's
    /// own translations of `capital_on` / `capital_off` are not in the word tables.
    ///
    /// - Complexity: O(1).
    func platformStateDescription(of node: AccessibilityElement) -> String? {
        // The support library's SwitchCompat predates Android 11 and sets no state description.
        guard node.isCheckable || node.checkedState != nil, let className = node.className,
            let widget = WidgetClass(className: className), widget != .supportSwitchCompat,
            widget.reportedClass(isCheckable: true).isKind(of: .switch)
        else { return nil }
        return node.checkedState == .checked ? strings.on : strings.off
    }
}
