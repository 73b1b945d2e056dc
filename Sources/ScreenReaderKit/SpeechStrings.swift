import AccessibilityTree

/// Every word the simulated screen readers speak, for one language.
///
/// The composition logic never spells a word itself; it reads it from this table, so a new
/// language is one new table. Templates mark their arguments `{1}`, `{2}`, ... (see ``format(_:_:)``).
/// English is complete; other languages fall back to English (see ``table(forLanguage:)``).
public struct SpeechStrings: Sendable, Hashable {
    // MARK: VoiceOver
    /// VoiceOver's words for states, traits, containers, hints and rotor settings.
    public var voiceOver: VoiceOverWords
    /// TalkBack's words for states, roles, collections, hints and scroll positions.
    public var talkBack: TalkBackWords

    /// Creates a table.
    public init(voiceOver: VoiceOverWords, talkBack: TalkBackWords) {
        self.voiceOver = voiceOver
        self.talkBack = talkBack
    }

    /// The table for a BCP 47 language tag. Only English exists; every language gets it, so a
    /// screen in another language is still read (with English role words) rather than refused.
    public static func table(forLanguage language: String) -> SpeechStrings { .english }

    /// Fills `{1}`, `{2}`, ... in the template with the arguments, in order.
    ///
    /// - Complexity: O(n) in the template's length.
    public static func format(_ template: String, _ arguments: CustomStringConvertible...) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                let number = Int(rest[afterOpen..<close]), arguments.indices.contains(number - 1)
            else {
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            result += arguments[number - 1].description
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// VoiceOver's vocabulary (iOS): the words AccessibilitySnapshot's strings table and the
    /// digest quote, with their capitalisation.
    public struct VoiceOverWords: Sendable, Hashable {
        /// "Selected", spoken first.
        public var selected = "Selected"
        /// "Dimmed" for a disabled element.
        public var dimmed = "Dimmed"
        /// "Button".
        public var button = "Button"
        /// "Back Button".
        public var backButton = "Back Button"
        /// "Switch Button".
        public var switchButton = "Switch Button"
        /// "On", a switch's value "1".
        public var on = "On"
        /// "Off", a switch's value "0".
        public var off = "Off"
        /// "Mixed", a switch's value "2".
        public var mixed = "Mixed"
        /// "Tab".
        public var tab = "Tab"
        /// "Text Field".
        public var textField = "Text Field"
        /// "Secure Text Field".
        public var secureTextField = "Secure Text Field"
        /// "Is editing", after a text field's word while it is edited.
        public var isEditing = "Is editing"
        /// "Heading".
        public var heading = "Heading"
        /// "Link".
        public var link = "Link"
        /// "Adjustable".
        public var adjustable = "Adjustable"
        /// "Image".
        public var image = "Image"
        /// "Search Field".
        public var searchField = "Search Field"
        /// A position in a series: "{1} of {2}".
        public var position = "{1} of {2}"
        /// Focus entered a list.
        public var listStart = "List Start"
        /// Focus left a list.
        public var listEnd = "List End"
        /// Focus entered a landmark.
        public var landmark = "Landmark"
        /// Focus left a landmark.
        public var landmarkEnd = "End"
        /// The adjustable hint.
        public var adjustableHint = "Swipe up or down with one finger to adjust the value."
        /// The switch hint.
        public var switchHint = "Double tap to toggle setting."
        /// The text entry hint.
        public var textEntryHint = "Double tap to edit."
        /// Said when the element has custom actions.
        public var actionsAvailable = "Actions available"
        /// The custom actions hint.
        public var actionsHint = "Swipe up or down to select a custom action, then double tap to activate."
        /// Rotor setting: adjust the value.
        public var rotorAdjustValue = "Adjust value"
        /// Rotor setting: custom actions.
        public var rotorActions = "Actions"
        /// Rotor setting: headings.
        public var rotorHeadings = "Headings"
        /// Rotor setting: links.
        public var rotorLinks = "Links"
        /// Rotor setting: containers.
        public var rotorContainers = "Containers"

        /// The English words.
        public init() {}
    }

    /// TalkBack's vocabulary (Android): the English strings of google/talkback 15.1
    /// (`talkback/src/main/res/values/strings_compositor.xml`, `utils/src/main/res/values/strings.xml`),
    /// with their capitalisation and punctuation.
    public struct TalkBackWords: Sendable, Hashable {
        /// "selected" (`value_selected`), spoken first.
        public var selected = "selected"
        /// "disabled" (`value_disabled`), spoken last.
        public var disabled = "disabled"
        /// A checked checkable node (`value_checked`).
        public var checked = "checked"
        /// An unchecked checkable node (`value_not_checked`).
        public var notChecked = "not checked"
        /// A switch that is on (`value_on`).
        public var on = "on"
        /// A switch that is off (`value_off`).
        public var off = "off"
        /// A seek bar's state: "{1} percent" (`template_percent`).
        public var percent = "{1} percent"
        /// The name of a node that needs one and has none (`value_unlabelled`).
        public var unlabelled = "Unlabelled"
        /// An unlabelled password field's name (`value_password`).
        public var password = "password"
        /// A password field's typed length: one character (`template_password_character_count`).
        public var passwordCharacter = "{1} character"
        /// A password field's typed length: other counts.
        public var passwordCharacters = "{1} characters"
        /// "Heading" (`heading_template`).
        public var heading = "Heading"
        /// A grid cell heading its row (`row_heading_template`).
        public var rowHeading = "Row heading"
        /// A grid cell heading its column (`column_heading_template`).
        public var columnHeading = "Column heading"
        /// A grid row: "Row {1}" (`row_index_template`).
        public var rowIndex = "Row {1}"
        /// A grid column: "Column {1}" (`column_index_template`).
        public var columnIndex = "Column {1}"
        /// The role word of each TalkBack role that has one (`AccessibilityNodeFeedbackUtils.getNodeRoleName`);
        /// roles not listed speak none. TalkBack has no word for tabs or links: they speak their roleDescription.
        public var roles: [TalkBackRole: String] = [
            .button: "Button", .imageButton: "Button", .checkBox: "Check box", .dropDownList: "Drop down list",
            .editText: "Edit box", .grid: "Grid", .image: "Image", .list: "List", .pager: "Multi-page view",
            .progressBar: "Progress bar", .radioButton: "Radio button", .seekControl: "Slider", .switch: "Switch",
            .toggleButton: "Switch", .tabBar: "Tab bar", .webView: "Webview",
        ]
        /// The role word of the page a pager shows (`value_pager_page`).
        public var page = "Page"
        /// A list item's position: "{1} of {2}" (`list_index_template`).
        public var listPosition = "{1} of {2}"
        /// Plural item count, one (`template_list_total_count`).
        public var itemCountOne = "{1} item"
        /// Plural item count, other.
        public var itemCountOther = "{1} items"
        /// Plural row count, one (`template_list_row_count`).
        public var rowCountOne = "{1} row"
        /// Plural row count, other.
        public var rowCountOther = "{1} rows"
        /// Plural column count, one (`template_list_column_count`).
        public var columnCountOne = "{1} column"
        /// Plural column count, other.
        public var columnCountOther = "{1} columns"
        /// A hierarchical collection's level: "Level {1}" (`template_collection_level`).
        public var level = "Level {1}"
        /// Entering a list (`in_list`).
        public var inList = "In list"
        /// Entering a named list (`in_list_with_name`).
        public var inListNamed = "In list {1}"
        /// Leaving a list (`out_of_list`).
        public var outOfList = "Out of list"
        /// Leaving a named list (`out_of_list_with_name`).
        public var outOfListNamed = "Out of list {1}"
        /// Entering a grid (`in_grid`).
        public var inGrid = "In grid"
        /// Entering a named grid (`in_grid_with_name`).
        public var inGridNamed = "In grid {1}"
        /// Leaving a grid (`out_of_grid`).
        public var outOfGrid = "Out of grid"
        /// Leaving a named grid (`out_of_grid_with_name`).
        public var outOfGridNamed = "Out of grid {1}"
        /// Entering a pager without collection info (`in_pager`).
        public var inPager = "In pager"
        /// Entering a named pager without collection info (`in_pager_with_name`).
        public var inPagerNamed = "In pager {1}"
        /// Leaving a pager without collection info (`out_of_pager`).
        public var outOfPager = "Out of pager"
        /// Leaving a named pager without collection info (`out_of_pager_with_name`).
        public var outOfPagerNamed = "Out of pager {1}"
        /// Entering a horizontal pager (`in_horizontal_pager`).
        public var inHorizontalPager = "In horizontal pager"
        /// Entering a named horizontal pager (`in_horizontal_pager_with_name`).
        public var inHorizontalPagerNamed = "In horizontal pager {1}"
        /// Leaving a horizontal pager, named or not (`out_of_horizontal_pager`).
        public var outOfHorizontalPager = "Out of horizontal pager"
        /// Entering a vertical pager (`in_vertical_pager`).
        public var inVerticalPager = "In vertical pager"
        /// Entering a named vertical pager (`in_vertical_pager_with_name`).
        public var inVerticalPagerNamed = "In vertical pager {1}"
        /// Leaving a vertical pager (`out_of_vertical_pager`).
        public var outOfVerticalPager = "Out of vertical pager"
        /// Leaving a named vertical pager (`out_of_vertical_pager_with_name`).
        public var outOfVerticalPagerNamed = "Out of vertical pager {1}"
        /// Entering a grid pager (`in_grid_pager`).
        public var inGridPager = "In grid pager"
        /// Entering a named grid pager (`in_grid_pager_with_name`).
        public var inGridPagerNamed = "In grid pager {1}"
        /// Leaving a grid pager (`out_of_grid_pager`).
        public var outOfGridPager = "Out of grid pager"
        /// Leaving a named grid pager (`out_of_grid_pager_with_name`).
        public var outOfGridPagerNamed = "Out of grid pager {1}"
        /// Entering a collection with a roleDescription (`in_collection_role_description`).
        public var inRoleDescription = "In {1}"
        /// Entering a named collection with a roleDescription (`in_collection_role_description_with_name`).
        public var inRoleDescriptionNamed = "In {1} {2}"
        /// Leaving a collection with a roleDescription (`out_of_role_description`).
        public var outOfRoleDescription = "Out of {1}"
        /// Leaving a named collection with a roleDescription (`out_of_role_description_with_name`).
        public var outOfRoleDescriptionNamed = "Out of {1} {2}"
        /// Hint of a node whose click action has a label: "Double-tap to {1}" (`template_custom_hint_for_actions`).
        public var clickLabelHint = "Double-tap to {1}"
        /// Hint of a checkable node (`template_hint_checkable`).
        public var toggleHint = "Double-tap to toggle"
        /// Hint of a clickable node (`template_hint_clickable`).
        public var activateHint = "Double-tap to activate"
        /// Hint of a clickable item of a single-selection collection (`template_hint_single_selection_item`).
        public var selectHint = "Double-tap to select"
        /// Hint of a long-clickable node (`template_hint_long_clickable`).
        public var longPressHint = "Double-tap and hold to long press"
        /// Hint of a spinner (`template_hint_spinner`).
        public var changeHint = "Double-tap to change"
        /// Hint of an edit box (`template_hint_edit_text`).
        public var editTextHint = "Double-tap to edit text"
        /// Hint of a seek bar with TalkBack's default gestures (`template_hint_adjustable_2gesture`
        /// with `title_pref_shortcut_up` and `title_pref_shortcut_down`; the quotes are TalkBack's).
        public var adjustHint = "\"Swipe up\" or \"Swipe down\" to adjust"
        /// A pager's position after scrolling: "Page {1} of {2}" (`template_viewpager_index_count`).
        public var pagePosition = "Page {1} of {2}"
        /// A titled page's position: "{1}, {2} of {3}" (page title, then `template_viewpager_index_count_short`).
        public var titledPagePosition = "{1}, {2} of {3}"
        /// A container's visible range after scrolling (`template_scroll_from_to_count`).
        public var showingItems = "Showing items {1} to {2} of {3}."
        /// A container's single visible item after scrolling (`template_scroll_from_count`).
        public var showingItem = "Showing item {1} of {2}."

        /// The English words.
        public init() {}

        /// "{n} item" or "{n} items".
        func items(_ count: Int) -> String {
            SpeechStrings.format(count == 1 ? itemCountOne : itemCountOther, count)
        }
        /// "{n} row" or "{n} rows".
        func rows(_ count: Int) -> String { SpeechStrings.format(count == 1 ? rowCountOne : rowCountOther, count) }
        /// "{n} column" or "{n} columns".
        func columns(_ count: Int) -> String {
            SpeechStrings.format(count == 1 ? columnCountOne : columnCountOther, count)
        }
    }

    /// English, complete.
    public static let english = SpeechStrings(voiceOver: VoiceOverWords(), talkBack: TalkBackWords())
}
