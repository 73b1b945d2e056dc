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
    /// Only switches need one here: a check box's default ("checked" / "not checked") stands in
    /// the place of TalkBack's own checked status (``checkedWords(of:role:)`` gives its words), a
    /// toggle button's is its text, which TalkBack already speaks as its state, and the importer
    /// gives a radio button its own. The dump's Android version is unknown, so Android 11 or later
    /// is assumed, as for radio buttons. The words are those the platform's and AppCompat's
    /// switches agree on in the speech language for a switch the importer marked
    /// (``switchWords(of:)``), else TalkBack's `value_on` / `value_off`: a dump names both
    /// `android.widget.Switch`.
    ///
    /// - Complexity: O(1).
    func platformStateDescription(of node: AccessibilityElement) -> String? {
        // The support library's SwitchCompat predates Android 11 and sets no state description.
        guard node.isCheckable || node.checkedState != nil, let className = node.className,
            let widget = WidgetClass(className: className), widget != .supportSwitchCompat,
            widget.reportedClass(isCheckable: true).isKind(of: .switch)
        else { return nil }
        let words = switchWords(of: node)
        return node.checkedState == .checked ? words.on : words.off
    }
}

extension TalkBackSpeech {
    /// The roleDescription TalkBack speaks for the node: the node's own, except that a Material
    /// tab's is Material's word in the speech language.
    ///
    /// Material's `TabLayout.TabView` sets its roleDescription from its resource
    /// `item_view_role_description` ("Tab" in `values/`), read in the device's language
    /// (material-components-android@ac7e18e `lib/java/com/google/android/material/tabs/TabLayout.java:2670`,
    /// `lib/java/com/google/android/material/resources/res/values-<locale>/strings.xml:18`), and
    /// TalkBack speaks a roleDescription as it is (`AccessibilityNodeFeedbackUtils.java:175-197`).
    /// A uiautomator dump records no roleDescription, so the importer gives a Material tab (an
    /// `ActionBar$Tab` node, or a child of a `TabLayout`) Material's default word; that word
    /// stands for the resource, whatever language the screen is read in. A Compose tab's "Tab"
    /// (the importer marks it, ``AccessibilityElement/carriesComposeWords``) is Compose's `tab` in the speech language, for the same reason
    /// (androidx@0094ab0 `AndroidComposeViewAccessibilityDelegateCompat.android.kt`,
    /// `populateAccessibilityNodeInfoProperties`). Any other roleDescription, an app's own, is
    /// spoken as written.
    ///
    /// - Complexity: O(1).
    func spokenRoleDescription(of node: AccessibilityElement, in context: Context) -> String? {
        guard let description = nonEmpty(node.roleDescription) else { return nil }
        if description == SpeechStrings.TalkBackWords.materialDefaultTab, isMaterialTab(node, in: context) {
            return strings.materialTab
        }
        // Compose's Role.Tab and Role.Switch words (`tab`, `switch_role`), read in the device's language like Material's.
        if node.carriesComposeWords {
            if description == ComposeWords.english.tab { return strings.compose.tab }
            if description == ComposeWords.english.switchRole { return strings.compose.switchRole }
        }
        return description
    }

    /// A node Material's `TabLayout` reports as a tab: `TabView` reports the class `ActionBar$Tab`,
    /// and a view-hierarchy dump shows it as a child of its `TabLayout` (the importer has left the
    /// tab strip between them out).
    private func isMaterialTab(_ node: AccessibilityElement, in context: Context) -> Bool {
        if let className = node.className, WidgetClass(className: className)?.isActionBarTab == true { return true }
        guard let parent = context.index.parent(of: node.id), let parentClass = context.index[parent]?.className,
            let widget = WidgetClass(lookalike: parentClass)
        else { return false }
        return widget.isKind(ofAny: [.tabLayout, .supportTabLayout])
    }
}
