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

    /// Whether a checkable Compose node is a `Selected` one (selectable, not a tab), and then
    /// whether it is selected; `nil` when it is toggleable or the dump cannot tell.
    ///
    /// Compose makes a node with `Selected` (not a tab) checkable, checked when selected, its state
    /// description `selected` / `not_selected` (`getInfoIsCheckable`, `getInfoStateDescriptionOrNull`),
    /// and a node with an `OnClick` clickable only while it is not selected ("Selectable items that
    /// are already selected should not announce it again", `populateAccessibilityNodeInfoProperties`:
    /// `info.isClickable = !isSelected`). A toggleable node always has its `OnClick` (`toggleable`,
    /// `triStateToggleable`), so it is clickable, checked or not. Hence:
    /// - checked and not clickable: selected, whatever its class (a Material 3 `FilterChip` is a
    ///   `Selected` node with `Role.Checkbox`, reported as `CheckBox`; a radio row's class is `View`);
    /// - checked and clickable: toggleable, no state description (TalkBack's checked words);
    /// - not checked: toggleable and selectable nodes look alike. A node whose class is
    ///   `RadioButton` has `Role.RadioButton`, and Compose's `RadioButton` and the radio rows it
    ///   documents are `selectable`: it is taken for a selectable one (as a platform `RadioButton`
    ///   states its selection); any other is left to TalkBack's checked words.
    ///
    /// - Complexity: O(1).
    static func composeSelection(isChecked: Bool, isClickable: Bool, isRadioButton: Bool) -> Bool? {
        if isChecked { return isClickable ? nil : true }
        return isRadioButton ? false : nil
    }

    /// Writes Compose's `selected` / `not_selected` as the node's state description (see
    /// ``composeSelection(isChecked:isClickable:isRadioButton:)``).
    static func setComposeSelectionState(
        _ element: inout AccessibilityElement, selected: Bool,
        because reason: String? = nil
    ) {
        let word = selected ? composeSelected : composeNotSelected
        element.stateDescription = word
        let why =
            reason
            ?? (selected
                ? "a checked Compose node that is not clickable is a selected selectable one"
                : "a Compose radio button is selectable")
        element.noteComposeWord(
            "stateDescription \"\(word)\" inferred: \(why), and Compose sets selected / not_selected in the device's language."
        )
    }

    /// The unselected options of a group whose selected option the dump reveals.
    ///
    /// A selectable option that is not selected is clickable, checkable and not checked, as a
    /// toggleable one is (see ``composeSelection(isChecked:isClickable:isRadioButton:)``), so alone
    /// it cannot be told apart. Beside a selected one (checked and not clickable) that is the same
    /// widget, the same class holding children of the same classes (a row of Material 3
    /// `FilterChip`s, radio rows), it is that widget unselected: Compose states it `not_selected`.
    ///
    /// - Complexity: O(size of the parent's children and grandchildren).
    static func inferComposeSelectionGroup(_ parent: inout AccessibilityElement) {
        guard parent.children.count > 1 else { return }
        func shape(_ node: AccessibilityElement) -> [String?] { [node.className] + node.children.map(\.className) }
        let selectedShapes = parent.children.filter { node in
            node.checkedState == .checked && !node.isClickable && node.stateDescription == composeSelected
                && node.carriesComposeWords
        }.map(shape)
        guard !selectedShapes.isEmpty else { return }
        for index in parent.children.indices {
            let node = parent.children[index]
            guard node.isCheckable, node.checkedState == .unchecked, node.isClickable, node.stateDescription == nil,
                selectedShapes.contains(shape(node))
            else { continue }
            setComposeSelectionState(
                &parent.children[index], selected: false,
                because:
                    "a sibling of the same widget (its class and its children's classes) is a selected Compose selectable node (checked, not clickable), so this clickable, unchecked one is that widget unselected"
            )
        }
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

    /// The share of a sideways row's width a child must span to be taken for a pager's page: a
    /// full-width page, or one inset by the content padding that lets the next page peek in. Ours,
    /// not Compose's: the dump cannot show a pager's page actions (wild set I's SkinSense pager
    /// spans 88% of its row; list items of a lazy row are far narrower).
    static let pageWidthShare = 0.75

    /// A Compose lazy list or grid: a scrollable node whose class is `View`.
    ///
    /// Compose gives a node that scrolls (a scroll axis range and `ScrollBy`) the class
    /// `ScrollView` or `HorizontalScrollView` unless it has collection info, and marks it
    /// scrollable only when it can scroll (`populateAccessibilityNodeInfoProperties`:
    /// `if (!semanticsNode.hasCollectionInfo()) info.className = "android.widget.ScrollView"`,
    /// `info.isScrollable = true` when the range's maximum is above 0). So a scrollable Compose
    /// node that kept the class `View` has collection info: a lazy layout's, which it always sets
    /// (foundation `lazy/layout/LazyLayoutSemantics.kt`, `collectionInfo = state.collectionInfo()`):
    /// a lazy list's is one column of unknown length, or one row when it scrolls sideways
    /// (`CollectionInfo(rowCount = -1, columnCount = 1)` / `(1, -1)`), a lazy grid's unknown both
    /// ways. Its items get no item info. TalkBack then reads it as a list (`Role.java:403-413`) and
    /// says "In list" and "Out of list" around it.
    ///
    /// A `HorizontalPager` (also a lazy layout) adds page actions, which make it a pager for
    /// TalkBack, and a dump cannot show them: a row with a child at least three quarters as wide
    /// as itself (a page, or a page with its neighbour peeking in past the content padding), or a
    /// column with a child as tall as itself, may be a pager and is left as it is.
    ///
    /// - Complexity: O(number of children).
    static func inferComposeLazyCollection(_ element: inout AccessibilityElement) {
        guard element.className == "android.view.View", element.isScrollable, element.collectionInfo == nil,
            !element.children.isEmpty
        else { return }
        let children = element.children
        let tops = Set(children.map(\.frame.minY))
        let lefts = Set(children.map(\.frame.minX))
        let isHorizontal = children.count > 1 && tops.count == 1
        let isGrid =
            tops.count > 1 && lefts.count > 1 && !isHorizontal
            && children.allSatisfy { $0.frame.width < element.frame.width / 2 + 1 }
        let fillsIt = children.contains {
            isHorizontal
                ? $0.frame.width >= element.frame.width * pageWidthShare && element.frame.width > 0
                : $0.frame.height >= element.frame.height && element.frame.height > 0
        }
        guard !fillsIt else { return }
        let info =
            isGrid
            ? CollectionInfo(rowCount: -1, columnCount: -1, isInferred: true)
            : CollectionInfo(rowCount: isHorizontal ? 1 : -1, columnCount: isHorizontal ? -1 : 1, isInferred: true)
        element.collectionInfo = info
        element.inferences.append(
            "collectionInfo inferred: a scrollable Compose node of class View is a lazy \(isGrid ? "grid" : "list") (Compose gives any other scrolling node a scroll view's class), whose collection info is \(info.rowCount) rows, \(info.columnCount) columns."
        )
    }
}
