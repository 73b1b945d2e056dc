import AccessibilityTree
import Foundation

/// Platform facts the rules share. Internal: the screen-reader simulator is the authority on
/// speech and focus; these are the small, documented approximations a rule needs on its own.
extension AccessibilityElement {
    /// The label with surrounding white space removed, or `nil` when that leaves nothing.
    var trimmedLabel: String? { Self.trimmed(label) }
    /// The value with surrounding white space removed, or `nil` when that leaves nothing.
    var trimmedValue: String? { Self.trimmed(value) }

    static func trimmed(_ text: String?) -> String? {
        guard let text else { return nil }
        let result = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return result.isEmpty ? nil : result
    }

    /// Whether the element is on screen and not hidden from screen readers.
    var isPresent: Bool { isVisible && !isHidden }

    /// The simple class name: `Button` for `android.widget.Button`, the whole name otherwise.
    var simpleClassName: String? {
        guard let className else { return nil }
        return className.split(separator: ".").last.map(String.init) ?? className
    }

    /// Whether a user can act on the element with a double tap or an adjustment.
    ///
    /// iOS: an action trait (button, link, adjustable, tab, back button, switch, key, text
    /// entry, search field), an actionable role or `XCUIElementType` class, or custom actions.
    /// Android: clickable, long-clickable or checkable, or the adjustable trait.
    func isActionable(on platform: Platform) -> Bool {
        switch platform {
        case .android:
            return isClickable || isLongClickable || isCheckable || traits.contains(.adjustable)
        case .iOS:
            let actionTraits: AccessibilityTraits = [
                .button, .link, .adjustable, .tab, .backButton, .switchButton, .keyboardKey,
                .textEntry, .searchField, .toggleButton,
            ]
            if !traits.isDisjoint(with: actionTraits) || !customActions.isEmpty { return true }
            if let role, Self.actionableRoles.contains(role) { return true }
            guard let name = simpleClassName else { return false }
            return Self.actionableIOSClasses.contains(name)
        }
    }

    /// Android: whether TalkBack treats the node as actionable when choosing focus (the speech
    /// reference's list: clickable, long-clickable, focusable, screen-reader-focusable; checkable
    /// nodes too, since they toggle). Such a node is focused on its own, so its parent does not
    /// speak its text.
    var isTalkBackActionable: Bool {
        isClickable || isLongClickable || isFocusable || isScreenReaderFocusable || isCheckable
    }

    static let actionableRoles: Set<Role> = [
        .button, .link, .checkBox, .radioButton, .toggle, .editText, .slider, .dropDownList, .tab,
    ]

    static let actionableIOSClasses: Set<String> = [
        "XCUIElementTypeButton", "XCUIElementTypeLink", "XCUIElementTypeSwitch",
        "XCUIElementTypeSlider", "XCUIElementTypeTextField", "XCUIElementTypeSecureTextField",
        "XCUIElementTypeSearchField", "XCUIElementTypeCell", "XCUIElementTypeStepper",
        "XCUIElementTypeSegmentedControl", "XCUIElementTypeToggle", "XCUIElementTypeKey",
    ]

    /// The role words the platform's screen reader adds after the name, lowercased.
    ///
    /// VoiceOver's words follow the trait order of the speech reference; TalkBack's follow its
    /// role names, where a clickable ImageView is announced as "Button".
    func spokenRoleWords(on platform: Platform) -> [String] {
        switch platform {
        case .iOS:
            var words: [String] = []
            let suppressesButton = !traits.isDisjoint(with: [.keyboardKey, .switchButton, .tab, .backButton])
            if (traits.contains(.button) || role == .button) && !suppressesButton { words.append("button") }
            if traits.contains(.backButton) { words.append("back button") }
            if traits.contains(.switchButton) || role == .toggle { words.append("switch button") }
            if traits.contains(.tab) || role == .tab { words.append("tab") }
            if traits.contains(.secureTextEntry) {
                words.append("secure text field")
            } else if traits.contains(.textEntry) || role == .editText {
                words.append("text field")
            }
            if traits.contains(.header) { words.append("heading") }
            if traits.contains(.link) || role == .link { words.append("link") }
            if traits.contains(.adjustable) || role == .slider { words.append("adjustable") }
            if traits.contains(.image) || role == .image { words.append("image") }
            if traits.contains(.searchField) { words.append("search field") }
            return words
        case .android:
            var words: [String] = []
            if let roleDescription = Self.trimmed(roleDescription) {
                words.append(roleDescription.lowercased())
            } else if let role {
                switch role {
                case .button: words.append("button")
                case .image: words.append(isClickable ? "button" : "image")
                case .checkBox: words.append("check box")
                case .radioButton: words.append("radio button")
                case .toggle: words.append("switch")
                case .editText: words.append("edit box")
                case .slider: words.append("slider")
                case .progressBar: words.append("progress bar")
                case .dropDownList: words.append("drop down list")
                case .tabBar: words.append("tab bar")
                case .tab: words.append("tab")
                case .link: words.append("link")
                case .list: words.append("list")
                case .grid: words.append("grid")
                case .webView: words.append("webview")
                case .page: words.append("page")
                default: break
                }
            }
            if traits.contains(.header) { words.append("heading") }
            return words
        }
    }

    /// The element's own speakable text: its label, else its value (and, for an Android edit
    /// box, its hint), as VoiceOver and TalkBack take a name.
    func ownSpeakableText(on platform: Platform) -> String? {
        if let label = trimmedLabel { return label }
        if let value = trimmedValue { return value }
        if platform == .android, role == .editText { return Self.trimmed(hint) }
        return nil
    }

    /// The text TalkBack (and ATF's SpeakableTextPresentCheck) can speak for the element: its
    /// own text, else the text of visible descendants that TalkBack does not focus on their own
    /// (``isTalkBackActionable``), in child order. On iOS only the element's own label or value counts, since an accessibility
    /// element hides its subviews from VoiceOver.
    func speakableText(on platform: Platform) -> String? {
        if let own = ownSpeakableText(on: platform) { return own }
        guard platform == .android else { return nil }
        let parts = children.compactMap { child -> String? in
            guard child.isPresent, !child.isTalkBackActionable else { return nil }
            return child.speakableText(on: platform)
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
