import AccessibilityTree

/// What Jetpack Compose sets on its nodes and a uiautomator or Appium dump leaves out.
///
/// Compose reports its semantics nodes as virtual children of its host view, which a dump names
/// `androidx.compose.ui.platform.ComposeView` (or `AndroidComposeView`): every node below one is
/// Compose's. Compose's accessibility delegate sets a state description and, for a tab, a role
/// description from its own string resources, in the device's language (androidx@0094ab0
/// `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt`,
/// `populateAccessibilityNodeInfoProperties` and `getInfoStateDescriptionOrNull`). The importer
/// writes the English resource (`compose/ui/ui/src/androidMain/res/values/strings.xml`); the
/// screen reader speaks the word of the screen's language in its place. Compose sets these only
/// when the app set no state description of its own, which a dump cannot show: none is assumed.
extension AndroidDumpReader {
    /// Compose's `selected` and `not_selected` in its default resources.
    static let composeSelected = "Selected"
    static let composeNotSelected = "Not selected"
    /// Compose's `template_percent` ("%1$d percent.") and `in_progress`.
    static let composePercentSuffix = " percent."
    static let composeInProgress = "In progress"
    /// Compose's `tab`.
    static let composeTab = "Tab"

    /// Whether the class is a Compose host view's, whose descendants in the dump are Compose's nodes.
    static func isComposeHost(_ widget: WidgetClass) -> Bool {
        widget == .composeView || widget == .androidComposeView
    }

    /// A Compose node whose class is `RadioButton` has `Role.RadioButton`: Compose's `RadioButton`
    /// and the radio rows it documents are `selectable`, and a node with `Selected` (not a tab) is
    /// checkable, checked when selected, its state description `selected` / `not_selected`
    /// (`getInfoIsCheckable`, `getInfoStateDescriptionOrNull`). A `toggleable` node with
    /// `Role.RadioButton` would have none; the dump cannot tell the two apart, and the common one
    /// is assumed, as it is for a platform `RadioButton`.
    static func setComposeSelectionState(_ element: inout AccessibilityElement, selected: Bool) {
        let word = selected ? composeSelected : composeNotSelected
        element.stateDescription = word
        element.noteComposeWord(
            "stateDescription \"\(word)\" inferred: a Compose radio button is selectable, and Compose sets selected / not_selected in the device's language."
        )
    }

    /// Compose states a determinate progress node's value as `template_percent` of its range
    /// (0 and 100 only when exact, otherwise 1...99), the percent the importer inferred.
    static func setComposeProgressState(_ element: inout AccessibilityElement, percent: Int) {
        element.stateDescription = "\(percent)\(composePercentSuffix)"
        element.noteComposeWord(
            "stateDescription \"\(percent)\(composePercentSuffix)\" inferred: Compose states a progress node's value with its template_percent in the device's language."
        )
    }

    /// Compose gives a node a `ProgressBar` or `SeekBar` class only when it has progress range
    /// info, and range info to Android only when it is not `Indeterminate`; Appium's page source
    /// writes the range's current value as the text, so a Compose progress node without text
    /// there is indeterminate, and Compose states it as `in_progress`.
    static func setComposeIndeterminateState(_ element: inout AccessibilityElement) {
        element.stateDescription = composeInProgress
        element.noteComposeWord(
            "stateDescription \"\(composeInProgress)\" inferred: a Compose progress node with no range in Appium's page source is indeterminate, and Compose states it as in_progress in the device's language."
        )
    }

    /// Compose marks a node selected only for `Role.Tab` (other selectable nodes are checkable
    /// instead), and gives a tab without accessibility children the roleDescription `tab`; a tab
    /// with children (a Material 3 `Tab` holding its `Text`) keeps none.
    ///
    /// An unselected tab cannot be told from any other Compose node in a dump, so only the
    /// selected one is recognized.
    static func inferComposeTab(_ element: inout AccessibilityElement) {
        guard element.traits.contains(.selected), element.children.isEmpty, element.roleDescription == nil,
            !element.isCheckable
        else { return }
        element.roleDescription = composeTab
        element.noteComposeWord(
            "roleDescription \"\(composeTab)\" inferred: Compose marks only a Role.Tab node selected, and sets its tab word in the device's language on one without children."
        )
    }
}
