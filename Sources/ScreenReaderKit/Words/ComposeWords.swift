import CarouselKit

/// The words Jetpack Compose sets on its nodes from its own string resources, in the device's
/// language, which TalkBack speaks as they are (word file keys `talkBack.compose.<word>`).
///
/// Compose's accessibility delegate reads them with `view.context.resources.getString`
/// (androidx@0094ab0 `compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/`
/// `AndroidComposeViewAccessibilityDelegateCompat.android.kt`, `getInfoStateDescriptionOrNull` and
/// `populateAccessibilityNodeInfoProperties`) from `compose/ui/ui/src/androidMain/res/values-<locale>/strings.xml`.
/// A dump records none of them, so the importer writes the English default (``english``) and the
/// simulator speaks the word of the screen's language in its place.
public struct ComposeWords: Sendable, Hashable {
    /// A selectable node's state when selected (`selected`).
    public var selected: String
    /// A selectable node's state when not selected (`not_selected`).
    public var notSelected: String
    /// A `Role.Switch` node's state when on (`state_on`).
    public var on: String
    /// A `Role.Switch` node's state when off (`state_off`).
    public var off: String
    /// A toggleable node's state when indeterminate (`indeterminate`).
    public var indeterminate: String
    /// A `Role.Switch` node's roleDescription (`switch_role`).
    public var switchRole: String
    /// A `Role.Tab` node's roleDescription (`tab`).
    public var tab: String
    /// A determinate progress node's state: "{1} percent." (`template_percent`).
    public var percent: String
    /// An indeterminate progress node's state (`in_progress`).
    public var inProgress: String

    /// Compose's default resources (`values/strings.xml`), spoken for a language without its own.
    public static let english = ComposeWords(
        selected: "Selected", notSelected: "Not selected", on: "On", off: "Off", indeterminate: "Partially checked",
        switchRole: "Switch", tab: "Tab", percent: "{1} percent.", inProgress: "In progress")

    /// The words a word file gives, each missing one English (Android falls back to `values/`).
    init(words: [String: WordFile.Word]) {
        func word(_ name: String, _ fallback: String) -> String {
            if case .text(let text)? = words[Self.keyPrefix + name] { return text }
            return fallback
        }
        let english = Self.english
        self.init(
            selected: word("selected", english.selected), notSelected: word("notSelected", english.notSelected),
            on: word("on", english.on), off: word("off", english.off),
            indeterminate: word("indeterminate", english.indeterminate),
            switchRole: word("switch", english.switchRole), tab: word("tab", english.tab),
            percent: word("percent", english.percent), inProgress: word("inProgress", english.inProgress))
    }

    /// Creates a set of words.
    public init(
        selected: String, notSelected: String, on: String, off: String, indeterminate: String, switchRole: String,
        tab: String, percent: String, inProgress: String
    ) {
        self.selected = selected
        self.notSelected = notSelected
        self.on = on
        self.off = off
        self.indeterminate = indeterminate
        self.switchRole = switchRole
        self.tab = tab
        self.percent = percent
        self.inProgress = inProgress
    }

    /// The prefix of the word file keys.
    static let keyPrefix = "talkBack.compose."
}
