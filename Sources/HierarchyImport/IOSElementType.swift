import AccessibilityTree

/// An iOS element type as dumps name it, without its prefix: `XCUIElementTypeButton`
/// (WebDriverAgent), `UIAButton` (legacy UI Automation) and `Button` (AXe) are all `Button`.
///
/// The table gives what a dump without traits (no `traits` attribute, or WebDriverAgent's
/// `traits=""`, written when an element has no public trait) implies; WebDriverAgent derives
/// the type from the traits, so the mapping runs the other way. UIKit's private traits (text
/// entry, secure text, text area, switch button) never appear in a dump's `traits`, so the type
/// adds them even when the dump lists traits (``privateTraits``):
///
/// | type | traits | role | element when no `accessible` attribute |
/// |---|---|---|---|
/// | Button, MenuItem | button | button | yes |
/// | CheckBox / RadioButton | button | checkBox / radioButton | yes |
/// | Link | link | link | yes |
/// | StaticText | staticText | text | when labelled |
/// | TextView | textEntry, textArea (private) | text | yes |
/// | Heading (AXe) | header | text | yes |
/// | Image | image | image | when labelled |
/// | Icon (a home-screen app icon: the private launch-icon trait; WebDriverAgent never lists Image for one) | — | image | when labelled |
/// | Switch, Toggle | button, switchButton (private; value "0"/"1"/"2" = off/on/mixed) | toggle | yes |
/// | TextField | textEntry (private) | editText | yes |
/// | SecureTextField | textEntry, secureTextEntry (private) | editText | yes |
/// | SearchField | searchField, textEntry (private) | editText | yes |
/// | SearchBar | searchField | editText | yes |
/// | Slider | adjustable | slider | yes |
/// | PageIndicator, PickerWheel | adjustable | — | yes |
/// | ProgressIndicator, ActivityIndicator | updatesFrequently | progressBar | yes |
/// | Key | keyboardKey | — | yes |
/// | GenericElement (AXe), Element (UI Automation): an element of no more specific type | — | — | when without children |
/// | PopUpButton | — | — | yes |
/// | Cell | — | — | when labelled (UIKit cells read their content as one element) |
/// | TabBar | tabBar (container type tabBar) | tabBar | no |
/// | Table | — | list | no |
/// | ScrollView / WebView | — | scrollView / webView | no |
/// | Alert, Sheet | — (modal) | — | no |
/// | Other, Group | — | — | when labelled and without children |
/// | anything else (Application, Window, NavigationBar, Toolbar, CollectionView, ...) | — | — | no |
///
/// "Labelled" means a non-empty label (or, for text, value).
struct IOSElementType: Hashable {
    /// The type without its prefix.
    let name: String

    /// Strips `XCUIElementType` or `UIA` from a raw type name; UI Automation's names that differ
    /// from XCUITest's for the same element (`UIATableCell`, `UIACollectionCell`, `UIATableView`,
    /// `UIAActionSheet`) are read as XCUITest's (``IOSTypeName/bare(_:)``).
    init(raw: String) {
        name = IOSTypeName.bare(raw)
    }

    /// When an unlabelled element of this type is still an accessibility element.
    enum ElementRule {
        case always, whenLabelled, whenLabelledLeaf, leaf, never
    }

    var traits: AccessibilityTraitSet {
        switch name {
        case "Button", "MenuItem", "CheckBox", "RadioButton": .button
        case "Link": .link
        case "StaticText": .staticText
        case "TextView": [.textEntry, .textArea]
        case "Heading": .header
        case "Image": .image
        case "Switch", "Toggle": [.button, .switchButton]
        case "TextField": .textEntry
        case "SecureTextField": [.textEntry, .secureTextEntry]
        case "SearchField": [.searchField, .textEntry]
        case "SearchBar": .searchField
        case "Slider", "PageIndicator", "PickerWheel": .adjustable
        case "ProgressIndicator", "ActivityIndicator": .updatesFrequently
        case "Key": .keyboardKey
        case "TabBar": .tabBar
        default: []
        }
    }

    /// The traits UIKit keeps private that the type implies: a dump's `traits` never lists them.
    var privateTraits: AccessibilityTraitSet {
        switch name {
        case "TextField", "SearchField": .textEntry
        case "SecureTextField": [.textEntry, .secureTextEntry]
        case "TextView": [.textEntry, .textArea]
        case "Switch", "Toggle": .switchButton
        default: []
        }
    }

    var role: ElementRole? {
        switch name {
        case "Button", "MenuItem": .button
        case "CheckBox": .checkBox
        case "RadioButton": .radioButton
        case "Link": .link
        case "StaticText", "TextView", "Heading": .text
        case "Image", "Icon": .image
        case "Switch", "Toggle": .toggle
        case "TextField", "SecureTextField", "SearchField", "SearchBar": .editText
        case "Slider": .slider
        case "ProgressIndicator", "ActivityIndicator": .progressBar
        case "TabBar": .tabBar
        case "Table": .list
        case "ScrollView": .scrollView
        case "WebView": .webView
        default: nil
        }
    }

    var elementRule: ElementRule {
        switch name {
        case "Button", "MenuItem", "CheckBox", "RadioButton", "Link", "Heading", "Switch", "Toggle", "TextField",
            "SecureTextField", "SearchField", "SearchBar", "Slider", "PageIndicator", "PickerWheel",
            "ProgressIndicator", "ActivityIndicator", "Key", "TextView":
            .always
        case "PopUpButton": .always
        case "GenericElement", "Element": .leaf
        case "StaticText", "Image", "Icon", "Cell": .whenLabelled
        case "Other", "Group": .whenLabelledLeaf
        default: .never
        }
    }

    var isSwitch: Bool { name == "Switch" || name == "Toggle" }
    /// Whether the type scrolls its content (its off-screen children are reached by scrolling).
    var scrolls: Bool { ["ScrollView", "CollectionView", "Table", "WebView"].contains(name) }
    var isModal: Bool { name == "Alert" || name == "Sheet" }
}
