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
        /// The hint of a text field being edited.
        public var editingHint = "Use the rotor to access Misspelled Words"
        /// The hint of a multi-line text view (AccessibilitySnapshot's string, punctuation included).
        public var textAreaHint = "Double tap to edit., Use the rotor to access Misspelled Words"
        /// The word a back button's label must equal (ignoring case) to be left unspoken.
        public var backDescriptor = "Back"
        /// Said when focus enters a tab bar (device behaviour, AccessibilitySnapshot issue #26).
        public var tabBarEntry = "Tab Bar"
        /// A data-table cell's row: "Row {1}".
        public var row = "Row {1}"
        /// A data-table cell's column: "Column {1}".
        public var column = "Column {1}"
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

    /// TalkBack's vocabulary (Android), from `strings_compositor.xml` as the digest quotes it.
    public struct TalkBackWords: Sendable, Hashable {
        /// "selected", spoken first.
        public var selected = "selected"
        /// "disabled", spoken last.
        public var disabled = "disabled"
        /// A checked checkable node.
        public var checked = "checked"
        /// An unchecked checkable node.
        public var notChecked = "not checked"
        /// A partly checked node (TalkBack's tri-state word).
        public var partiallyChecked = "partially checked"
        /// A switch that is on.
        public var on = "on"
        /// A switch that is off.
        public var off = "off"
        /// A seek bar's state: "{1} percent".
        public var percent = "{1} percent"
        /// The name of a clickable node that has none.
        public var unlabelled = "Unlabelled"
        /// "Heading".
        public var heading = "Heading"
        /// The role word of each role that has one; roles not listed speak no role word.
        public var roles: [Role: String] = [
            .button: "Button", .checkBox: "Check box", .radioButton: "Radio button", .toggle: "Switch",
            .editText: "Edit box", .image: "Image", .slider: "Slider", .progressBar: "Progress bar",
            .dropDownList: "Drop down list", .tabBar: "Tab bar", .list: "List", .grid: "Grid",
            .webView: "Webview", .page: "Page", .tab: "Tab", .link: "Link",
        ]
        /// A list item's position: "{1} of {2}".
        public var listPosition = "{1} of {2}"
        /// A grid item's position: "Row {1}, Column {2}".
        public var gridPosition = "Row {1}, Column {2}"
        /// Entering a list with a known size.
        public var inList = "In list, {1} items"
        /// Entering a list of one item (TalkBack's plural "item").
        public var inListOneItem = "In list, 1 item"
        /// Entering a list of unknown size.
        public var inListWithoutCount = "In list"
        /// Leaving a list.
        public var outOfList = "Out of list"
        /// Entering a grid.
        public var inGrid = "In grid, {1} rows, {2} columns"
        /// Leaving a grid.
        public var outOfGrid = "Out of grid"
        /// Entering a pager.
        public var inPager = "In horizontal pager"
        /// Leaving a pager.
        public var outOfPager = "Out of horizontal pager"
        /// Hint of a node whose click action has a label: "Double-tap to {1}".
        public var clickLabelHint = "Double-tap to {1}"
        /// Hint of a checkable node.
        public var toggleHint = "Double-tap to toggle"
        /// Hint of a clickable node.
        public var activateHint = "Double-tap to activate"
        /// Hint of a long-clickable node.
        public var longPressHint = "Double-tap and hold to long press"
        /// Hint of a spinner.
        public var changeHint = "Double-tap to change"
        /// Hint of an edit box.
        public var editTextHint = "Double-tap to edit text"
        /// Hint of a seek bar.
        public var adjustHint = "Swipe up or swipe down to adjust"
        /// A pager's position after scrolling: "Page {1} of {2}".
        public var pagePosition = "Page {1} of {2}"
        /// A titled page's position: "{1}, {2} of {3}".
        public var titledPagePosition = "{1}, {2} of {3}"
        /// A container's visible range after scrolling.
        public var showingItems = "Showing items {1} to {2} of {3}."
        /// A container's single visible item after scrolling.
        public var showingItem = "Showing item {1} of {2}."

        /// The English words.
        public init() {}
    }

    /// English, complete.
    public static let english = SpeechStrings(voiceOver: VoiceOverWords(), talkBack: TalkBackWords())
}
