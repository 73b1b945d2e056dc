import AccessibilityTree
import CarouselKit
import Foundation

/// Every word the simulated screen readers speak, for one language.
///
/// The composition logic never spells a word itself; it reads it from this table, so a new
/// language is one new word file (`Sources/ScreenReaderKit/Resources/Words/<bcp47>.json`, read once;
/// `docs/localization.md` "Word files"). Templates mark their arguments `{1}`, `{2}`, ...
/// (CarouselKit's `WordTemplate`, see ``format(_:_:)``). The files are generated from public sources
/// by `Scripts/words/generate`: TalkBack's words from its own `values-<locale>` resources,
/// VoiceOver's from AccessibilitySnapshot's English, German and Russian tables; every VoiceOver
/// word no public source gives is English and marked (``VoiceOverWords/fallbackWords``), so the
/// simulator records an inference when it speaks one. The properties' default values are the
/// English words compiled in, spoken when the word files cannot be found.
public struct SpeechStrings: Sendable, Hashable {
    /// The BCP 47 tag of the table's language ("en", "de", "zh-Hans").
    public var language: String
    /// VoiceOver's words for states, traits, containers, hints and rotor settings.
    public var voiceOver: VoiceOverWords
    /// TalkBack's words for states, roles, collections, hints and scroll positions.
    public var talkBack: TalkBackWords

    /// Creates a table.
    public init(language: String = "en", voiceOver: VoiceOverWords, talkBack: TalkBackWords) {
        self.language = language
        self.voiceOver = voiceOver
        self.talkBack = talkBack
    }

    /// The table for a BCP 47 language tag, matched by ``matchLanguage(_:)``. A language without a
    /// table gets the English words, every VoiceOver word marked as a fallback so that the
    /// simulator records why it speaks English (TalkBack itself speaks its default English
    /// resources for a locale it lacks, so its words are not marked).
    ///
    /// - Complexity: O(length of the tag).
    public static func table(forLanguage language: String) -> SpeechStrings {
        if let tag = matchLanguage(language), let table = bundled.table(tag) { return table }
        var table = SpeechStrings.english
        table.language = language
        table.voiceOver.language = language
        table.voiceOver.markAllFallbacks()
        return table
    }

    /// Every language with a table, by BCP 47 tag.
    public static var supportedLanguages: [String] { bundled.tags.sorted() }

    /// Fills `{1}`, `{2}`, ... in the template with the arguments' descriptions (CarouselKit's
    /// `WordTemplate`, the package's one template syntax); a placeholder without an argument stays
    /// as written.
    ///
    /// - Complexity: O(n) in the template's length.
    public static func format(_ template: String, _ arguments: CustomStringConvertible...) -> String {
        format(template, arguments: arguments)
    }

    /// Fills `{1}`, `{2}`, ... in the template with the arguments' descriptions (see ``format(_:_:)``).
    ///
    /// - Complexity: O(n) in the template's length.
    static func format(_ template: String, arguments: [CustomStringConvertible]) -> String {
        WordTemplate.fill(template, arguments: arguments.map(\.description))
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
        /// The BCP 47 tag of the words' language.
        public var language = "en"
        /// The words and templates of this table that are English because no public source gives
        /// VoiceOver's word in ``language`` (empty for English, German and Russian but for the
        /// few words AccessibilitySnapshot's tables lack).
        public private(set) var fallbackWords: Set<String> = []

        /// The English words.
        public init() {}

        /// Marks the words read through the key paths as English fallbacks.
        mutating func markFallbacks(_ words: KeyPath<Self, String>...) {
            markFallbacks(words)
        }

        /// Marks the words read through the key paths as English fallbacks.
        mutating func markFallbacks(_ words: [KeyPath<Self, String>]) {
            for word in words { fallbackWords.insert(self[keyPath: word]) }
        }

        /// Marks every word as an English fallback (a language without a table).
        mutating func markAllFallbacks() {
            markFallbacks(
                \.selected, \.dimmed, \.button, \.backButton, \.switchButton, \.on, \.off, \.mixed, \.tab,
                \.textField, \.secureTextField, \.isEditing, \.heading, \.link, \.adjustable, \.image,
                \.searchField, \.position, \.listStart, \.listEnd, \.landmark, \.landmarkEnd, \.adjustableHint,
                \.switchHint, \.textEntryHint, \.actionsAvailable, \.actionsHint, \.editingHint, \.textAreaHint,
                \.backDescriptor, \.tabBarEntry, \.row, \.column, \.rotorAdjustValue, \.rotorActions,
                \.rotorHeadings, \.rotorLinks, \.rotorContainers)
        }

        /// The inference recorded when a fallback word is spoken, or `nil` for a word of the language.
        func fallbackNote(for word: String) -> String? {
            guard fallbackWords.contains(word) else { return nil }
            return "VoiceOver word \"\(word)\" spoken in English: no public source gives VoiceOver's word "
                + "for language \(language) (docs/localization.md)."
        }
    }

    /// TalkBack's vocabulary (Android): the English strings of google/talkback 15.1
    /// (`talkback/src/main/res/values/strings_compositor.xml`, `utils/src/main/res/values/strings.xml`),
    /// with their capitalisation and punctuation.
    public struct TalkBackWords: Sendable, Hashable {
        /// "selected" (`value_selected`), spoken first.
        public var selected = "selected"
        /// "disabled" (`value_disabled`), spoken last.
        public var disabled = "disabled"
        /// "Editing" (`value_edit_box_editing`): an edit box with input focus while a keyboard
        /// is shown.
        public var editing = "Editing"
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
        /// A password field's typed length (`template_password_character_count`, a plural).
        public var passwordCharacterCount = PluralForms(one: "{1} character", other: "{1} characters")
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
        /// The roleDescription Material's `TabLayout` gives each tab in the device's language
        /// (material-components-android `item_view_role_description`, set in
        /// `tabs/TabLayout.java:2670`); TalkBack speaks it as the tab's role word. Read from the
        /// word file of ``language`` (key `talkBack.materialTab`); "Tab", Material's default, for
        /// a language without one.
        ///
        /// Computed rather than stored: one more stored word in this table makes a test binary
        /// built by Swift 6.3.1 on Linux crash copying the simulator (docs/localization.md).
        public var materialTab: String {
            SpeechStrings.bundled.language(language)?.materialTab ?? Self.materialDefaultTab
        }
        /// Material's own `item_view_role_description` in its default resources (`values/`).
        static let materialDefaultTab = "Tab"
        /// The error of a node whose content is invalid: "Error: {1}"
        /// (`template_node_error_with_error_message`; TalkBack 15.1 has not translated it, so every
        /// language's file holds the English words). Read from the word file of ``language`` (key
        /// `talkBack.nodeError`); the default resources' words (`values/`) for a language without one.
        ///
        /// Computed, as ``materialTab`` is, rather than stored (docs/localization.md).
        public var nodeError: String { kept(SpeechStrings.nodeErrorKey) ?? "Error: {1}" }
        /// A node that offers to expand: "collapsed" (`value_collapsed`). Read from the word file of
        /// ``language`` (key `talkBack.collapsed`), computed as ``nodeError`` is.
        public var collapsed: String { kept(SpeechStrings.collapsedKey) ?? "collapsed" }
        /// A node that offers only to collapse: "expanded" (`value_expanded`). Read from the word
        /// file of ``language`` (key `talkBack.expanded`), computed as ``nodeError`` is.
        public var expanded: String { kept(SpeechStrings.expandedKey) ?? "expanded" }
        /// Hint of a node with "Actions" in TalkBack's menu, with TalkBack's default gesture for the
        /// menu (`template_hint_menu_type_high_verbosity` with `title_custom_action` and
        /// `title_pref_shortcut_3finger_1tap`: a three-finger tap opens the menu by default, and a
        /// multi-finger gesture is named before a single-finger one). Read from the word file of
        /// ``language`` (key `talkBack.actionsMenuHint`), computed as ``nodeError`` is.
        public var actionsMenuHint: String {
            kept(SpeechStrings.actionsMenuHintKey) ?? "Actions available, use Tap with 3 fingers to view"
        }

        /// A node's words that are one upper-case letter, as TalkBack speaks them with its default
        /// capital-letters setting: "capital {1}" (`template_capital_letter`,
        /// `AccessibilityNodeFeedbackUtils.getNodeTextDescription`). Read from the word file of
        /// ``language`` (key `talkBack.capitalLetter`), computed as ``nodeError`` is.
        public var capitalLetter: String { kept(SpeechStrings.capitalLetterKey) ?? "capital {1}" }

        /// The phonetic example TalkBack speaks after an on-screen keyboard key's words ("Quebec"
        /// for "q"), or `nil` when its table has none for the key's text (a "Delete" key).
        ///
        /// TalkBack lower-cases the whole text in the locale and looks it up in
        /// `res/raw/phonetic_letters.json` (`ProcessorPhoneticLetters.getPhoneticLetter`, 256-281
        /// at 26a27dc0); the locale is the device's, taken to be ``language``, and its phonetic
        /// file holds that locale's table with its fallbacks already resolved (the language's table
        /// for a tag with a region or script, else en-US's), as `Scripts/words/generate` reads them.
        ///
        /// - Complexity: O(length of the text), after the language's first call, which reads its
        ///   phonetic file (``PhoneticLetters/bundled(language:)``).
        public func phoneticLetter(for text: String) -> String? {
            guard !text.isEmpty else { return nil }
            let letters = PhoneticLetters.bundled(language: language).letters
            return letters[text.lowercased(with: Locale(identifier: language))]
        }

        /// The word of ``language`` kept beside the tables under `key`.
        private func kept(_ key: String) -> String? { SpeechStrings.bundled.language(language)?.keptWords[key] }
        /// The words Jetpack Compose sets on its nodes in the device's language (its `selected`,
        /// `not_selected`, `tab`, `template_percent` and `in_progress` resources), which TalkBack
        /// speaks as they are. Read from the word file of ``language`` (keys `talkBack.compose.*`);
        /// Compose's English defaults for a language without them.
        ///
        /// Computed, as ``materialTab`` is, rather than stored (docs/localization.md).
        public var compose: ComposeWords { SpeechStrings.bundled.language(language)?.composeWords ?? .english }
        /// The words Android's own compound buttons set as their state description in the device's
        /// language: a radio button's `selected` / `not_selected`, and a check box's or switch's
        /// words where every widget of the class agrees on them. Read from the word file of
        /// ``language`` (keys `talkBack.framework.*`); the framework's English for a language
        /// without them.
        ///
        /// Computed, as ``materialTab`` is, rather than stored (docs/localization.md).
        public var framework: FrameworkWords { SpeechStrings.bundled.language(language)?.frameworkWords ?? .english }
        /// The role word of the page a pager shows (`value_pager_page`).
        public var page = "Page"
        /// A list item's position: "{1} of {2}" (`list_index_template`).
        public var listPosition = "{1} of {2}"
        /// A collection's item count (`template_list_total_count`, a plural).
        public var itemCount = PluralForms(one: "{1} item", other: "{1} items")
        /// A grid's row count (`template_list_row_count`, a plural).
        public var rowCount = PluralForms(one: "{1} row", other: "{1} rows")
        /// A grid's column count (`template_list_column_count`, a plural).
        public var columnCount = PluralForms(one: "{1} column", other: "{1} columns")
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
        /// TalkBack for TV's hints (`compositor/hint/tv/`): the phone's templates with
        /// `value_press_select` for the gesture; a checkable node's (`template_hint_checkable`).
        public var tvToggleHint = "Press select to toggle"
        /// A clickable node's hint on a TV (`template_hint_clickable`).
        public var tvActivateHint = "Press select to activate"
        /// An item of a single-selection collection on a TV (`template_hint_single_selection_item`).
        public var tvSelectHint = "Press select to select"
        /// A long-clickable edit box's hint on a TV (`template_hint_long_clickable`).
        public var tvLongPressHint = "Press select and hold to long press"
        /// A spinner's hint on a TV (`template_hint_spinner`).
        public var tvChangeHint = "Press select to change"
        /// An edit box's hint on a TV (`template_hint_edit_text`).
        public var tvEditTextHint = "Press select to edit text"
        /// A seek bar's hint on a TV (`template_hint_seek_control_tv`).
        public var tvSeekHint = "Press select to change"
        /// A pager's hint on a TV when it cannot scroll (`template_hint_pager_single_page`).
        public var tvNoMorePagesHint = "No more pages"
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
        /// A run of one repeated symbol: " {1} {2}" (`character_collapse_template`: count, name).
        public var repeatedSymbol = " {1} {2}"
        /// The spoken names of symbols, for text that is one symbol or has runs of one
        /// (`SpeechCleanupUtils.TALKBACK_PUNCTUATION_AND_SYMBOL` with the `symbol_*` strings).
        public var symbols: [Character: String] = [
            "&": "Ampersand",
            "<": "Less than sign",
            ">": "Greater than sign",
            "'": "Apostrophe",
            "*": "Asterisk",
            "@": "At",
            "\\": "Backslash",
            "\u{2022}": "Bullet",
            "^": "Caret",
            "\u{A2}": "Cent sign",
            ":": "Colon",
            ",": "Comma",
            "\u{A9}": "Copyright",
            "{": "Left curly bracket",
            "}": "Right curly bracket",
            "\u{B0}": "Degree sign",
            "\u{F7}": "Division sign",
            "\u{2026}": "Ellipsis",
            "\u{2014}": "Em dash",
            "\u{2013}": "En dash",
            "!": "Exclamation mark",
            "`": "Grave accent",
            "-": "Dash",
            "\u{201E}": "Low double quote",
            "\u{D7}": "Multiplication sign",
            "\u{A}": "New line",
            "\u{B6}": "Paragraph mark",
            "(": "Left paren",
            ")": "Right paren",
            "%": "Percent",
            ".": "Period",
            "\u{3C0}": "Pi",
            "#": "Pound",
            "$": "Dollar sign",
            "\u{20AC}": "Euro",
            "\u{A3}": "Pound currency sign",
            "\u{A5}": "Yen",
            "\u{20B1}": "Peso sign",
            "\u{20B9}": "Rupee",
            "\u{20AB}": "Dong sign",
            "\u{A4}": "Currency sign",
            "?": "Question mark",
            "\"": "Quote",
            "\u{AE}": "Registered trademark",
            ";": "Semicolon",
            "/": "Slash",
            " ": "Space",
            "\u{A0}": "Space",
            "[": "Left square bracket",
            "]": "Right square bracket",
            "\u{221A}": "Square root",
            "\u{2122}": "Trademark",
            "_": "Underscore",
            "|": "Vertical line",
            "\u{AC}": "Not sign",
            "\u{A6}": "Broken bar",
            "\u{B5}": "Micro sign",
            "\u{2248}": "Almost equal to",
            "\u{2260}": "Not equal to",
            "\u{A7}": "Section sign",
            "\u{2191}": "Upwards arrow",
            "\u{2190}": "Leftwards arrow",
            "\u{2192}": "Rightwards Arrow",
            "\u{2193}": "Downwards Arrow",
            "\u{2665}": "Black Heart",
            "~": "Tilde",
            "=": "Equal sign",
            "\u{FFE6}": "Won currency sign",
            "\u{20A9}": "Won currency sign",
            "\u{203B}": "Reference Mark",
            "\u{2606}": "White star",
            "\u{2605}": "Black star",
            "\u{2661}": "White Heart",
            "\u{25CB}": "White circle",
            "\u{25CF}": "Black circle",
            "\u{2299}": "Solar symbol",
            "\u{25CE}": "Bullseye",
            "\u{2667}": "White club suit",
            "\u{2664}": "White spade suit",
            "\u{261C}": "White left pointing index",
            "\u{261E}": "White right pointing index",
            "\u{25D0}": "Circle with left half black",
            "\u{25D1}": "Circle with right half black",
            "\u{25A1}": "White square",
            "\u{25A0}": "Black square",
            "\u{25B3}": "White up pointing triangle",
            "\u{25BD}": "White down pointing triangle",
            "\u{25C1}": "White left pointing triangle",
            "\u{25B7}": "White right pointing triangle",
            "\u{25C7}": "White diamond",
            "\u{2669}": "Quarter Note",
            "\u{266A}": "Eighth Note",
            "\u{266C}": "Beamed sixteenth notes",
            "\u{2640}": "Female symbol",
            "\u{2642}": "Male symbol",
            "\u{3010}": "Left Black Lenticular Bracket",
            "\u{3011}": "Right Black Lenticular Bracket",
            "\u{300C}": "Left Corner Bracket",
            "\u{300D}": "Right Corner Bracket",
            "\u{B1}": "Plus minus sign",
            "\u{2113}": "Liter",
            "\u{2103}": "Celsius degree",
            "\u{2109}": "Fahrenheit degree",
            "\u{2252}": "Approximately equals",
            "\u{222B}": "Integral",
            "\u{27E8}": "Mathematical left angle bracket",
            "\u{27E9}": "Mathematical right angle bracket",
            "\u{3012}": "Postal mark",
            "\u{25B2}": "Black triangle pointing up",
            "\u{25BC}": "Black triangle pointing down",
            "\u{2666}": "Black suit of diamonds",
            "\u{25C6}": "Black suit of diamonds",
            "\u{FF65}": "Halfwidth Katakana middle dot",
            "\u{25AA}": "Small black square",
            "\u{300A}": "Left double angle bracket",
            "\u{300B}": "Right double angle bracket",
            "\u{A1}": "Inverted exclamation mark",
            "\u{BF}": "Inverted question mark",
            "\u{FF0C}": "Full-width comma",
            "\u{FF01}": "Full-width exclamation mark",
            "\u{3002}": "Ideographic full stop",
            "\u{FF1F}": "Full-width question mark",
            "\u{B7}": "Middle dot",
            "\u{201D}": "Right double quotation mark",
            "\u{3001}": "Ideographic comma",
            "\u{FF1A}": "Full-width colon",
            "\u{FF1B}": "Full-width semicolon",
            "\u{FF06}": "Full-width ampersand",
            "\u{FF3E}": "Full-width circumflex",
            "\u{FF5E}": "Full-width tilde",
            "\u{201C}": "Left double quotation mark",
            "\u{FF08}": "Full-width left parenthesis",
            "\u{FF09}": "Full-width right parenthesis",
            "\u{FF0A}": "Full-width asterisk",
            "\u{FF3F}": "Full-width underscore",
            "\u{2019}": "Right single quotation mark",
            "\u{FF5B}": "Full-width left curly bracket",
            "\u{FF5D}": "Full-width right curly bracket",
            "\u{FF1C}": "Full-width less than sign",
            "\u{FF1E}": "Full-width greater than sign",
            "\u{2018}": "Left single quotation mark",
            "\u{64E}": "\u{641}\u{64E}\u{62A}\u{652}\u{62D}\u{64E}\u{629}",
            "\u{650}": "\u{643}\u{64E}\u{633}\u{652}\u{631}\u{64E}\u{629}",
            "\u{64F}": "\u{636}\u{64E}\u{645}\u{64E}\u{651}\u{629}",
            "\u{64B}": "\u{641}\u{62A}\u{62D}\u{64E}\u{629} \u{62A}\u{646}\u{648}\u{64A}\u{646}",
            "\u{64D}":
                "\u{643}\u{64E}\u{633}\u{652}\u{631}\u{64E}\u{629} \u{62A}\u{64E}\u{646}\u{652}\u{648}\u{650}\u{64A}\u{646}",
            "\u{64C}":
                "\u{636}\u{64E}\u{645}\u{64E}\u{651}\u{629} \u{62A}\u{64E}\u{646}\u{652}\u{648}\u{650}\u{64A}\u{646}",
            "\u{651}": "\u{634}\u{64E}\u{62F}\u{651}\u{629}\u{200E}",
            "\u{652}": "\u{633}\u{64F}\u{643}\u{64F}\u{648}\u{646}\u{652}",
        ]

        /// The symbols TalkBack names only in its default resources (`values/`), so every locale
        /// speaks them as written there: the eight Arabic diacritics, U+064B to U+0652.
        static let defaultOnlySymbols: [Character: String] = Self().symbols.filter {
            ("\u{64B}"..."\u{652}").contains($0.key)
        }

        /// The BCP 47 tag of the words' language, which picks the plural forms.
        public var language = "en"

        /// The English words.
        public init() {}

        /// "{n} item" or "{n} items", in the language's plural form and digits.
        func items(_ count: Int) -> String { counted(itemCount, count) }
        /// "{n} row" or "{n} rows".
        func rows(_ count: Int) -> String { counted(rowCount, count) }
        /// "{n} column" or "{n} columns".
        func columns(_ count: Int) -> String { counted(columnCount, count) }
        /// "{n} character" or "{n} characters".
        func characters(_ count: Int) -> String { counted(passwordCharacterCount, count) }
    }

    /// English, complete: the word file `en.json`, or the compiled English words when the word files
    /// cannot be found (``wordFileProblem`` says why).
    public static let english: SpeechStrings = bundled.table("en") ?? compiledEnglish

    /// The English words compiled into the module (the properties' defaults); a test keeps them
    /// equal to `en.json`.
    static let compiledEnglish = SpeechStrings(voiceOver: VoiceOverWords(), talkBack: TalkBackWords())
}
