import AccessibilityTree

/// The role TalkBack gives a node: the roles of TalkBack's `ElementRole.getRole` that change what it
/// says (google/talkback 15.1, `utils/.../ElementRole.java`).
///
/// Unlike ``ElementRole``, this follows TalkBack's own mapping: an `ImageView` is an image, or an image
/// button when clickable; `CheckedTextView` has a role without a role word; a `ToggleButton` is
/// spoken like a switch; a node with collection info and no more specific class is a list, or a
/// grid when it has more than one row and column.
public enum TalkBackRole: String, Sendable, Hashable, CaseIterable {
    /// No role (a plain view, a text view).
    case none
    /// A button.
    case button
    /// A clickable image.
    case imageButton
    /// A check box (any `CompoundButton` that is not a switch, toggle or radio button).
    case checkBox
    /// A `CheckedTextView`: says "checked" only when checked, and no role word.
    case checkedTextView
    /// A spinner.
    case dropDownList
    /// An editable text field.
    case editText
    /// A grid.
    case grid
    /// An image that is not clickable.
    case image
    /// A list.
    case list
    /// A pager (`ViewPager`, or a node with page actions such as `ViewPager2`).
    case pager
    /// A radio button.
    case radioButton
    /// A seek bar or another node that sets progress.
    case seekControl
    /// A switch.
    case `switch`
    /// A tab bar (`TabWidget`).
    case tabBar
    /// A toggle button.
    case toggleButton
    /// A layout container.
    case viewGroup
    /// A web view.
    case webView
    /// A progress bar.
    case progressBar
    /// A number picker.
    case numberPicker
    /// A vertical scroll view.
    case scrollView
    /// A horizontal scroll view without collection info.
    case horizontalScrollView

    /// TalkBack's role of the node: from its class name in TalkBack's order (subclasses before
    /// their superclasses), else from its collection info (a list, or a grid with more than one
    /// row and column), else a view group for a layout class. A node without a class name (a
    /// screen document's) takes its explicit ``AccessibilityElement/role`` instead of the class.
    ///
    /// Class names TalkBack cannot load are matched by their simple name's suffix
    /// (`MaterialButton` ends in `Button`), an approximation of its `instanceof` test.
    ///
    /// - Complexity: O(1) (a fixed number of suffix comparisons).
    public init(of node: AccessibilityElement) {
        if let className = node.className {
            if let role = Self.fromClassName(className, node: node) {
                self = role
            } else if let info = node.collectionInfo {
                self = info.rowCount > 1 && info.columnCount > 1 ? .grid : .list
            } else {
                self = Self.isViewGroup(className) ? .viewGroup : .none
            }
        } else if let role = node.role.flatMap({ Self.fromModelRole($0, node: node) }) {
            self = role
        } else if let info = node.collectionInfo {
            self = info.rowCount > 1 && info.columnCount > 1 ? .grid : .list
        } else {
            self = .none
        }
    }

    /// ElementRole.java:243-437, in its order.
    private static func fromClassName(_ className: String, node: AccessibilityElement) -> TalkBackRole? {
        let simple = Self.simpleName(className)
        func ends(_ suffixes: String...) -> Bool { suffixes.contains { simple.hasSuffix($0) } }
        if ends("ImageView", "ImageButton", "FloatingActionButton") {
            return node.isClickable ? .imageButton : .image
        }
        if ends("Switch", "SwitchCompat", "SwitchMaterial") { return .switch }
        if ends("ToggleButton") { return .toggleButton }
        if ends("RadioButton") { return .radioButton }
        if ends("CompoundButton", "CheckBox") { return .checkBox }
        if ends("Button") { return .button }
        if ends("CheckedTextView") { return .checkedTextView }
        if ends("EditText", "AutoCompleteTextView") { return .editText }
        if ends("SeekBar", "RatingBar") { return .seekControl }
        if ends("ProgressBar") { return .progressBar }
        if ends("WebView") { return .webView }
        if ends("TabWidget") { return .tabBar }
        if ends("HorizontalScrollView", "TabLayout"), node.collectionInfo == nil { return .horizontalScrollView }
        if ends("ScrollView") { return .scrollView }
        // ViewPager2 reports its page list as a ViewPager; ViewPager2 itself is a view group.
        if ends("ViewPager") { return .pager }
        if ends("NumberPicker") { return .numberPicker }
        if ends("Spinner") { return .dropDownList }
        if ends("GridView") { return .grid }
        if ends("ListView") { return .list }
        return nil
    }

    /// An explicit role, for nodes without a class name TalkBack knows (screen documents).
    private static func fromModelRole(_ role: ElementRole, node: AccessibilityElement) -> TalkBackRole? {
        switch role {
        case .button: .button
        case .checkBox: .checkBox
        case .radioButton: .radioButton
        case .toggle: .switch
        case .editText: .editText
        case .image: node.isClickable ? .imageButton : .image
        case .slider: .seekControl
        case .progressBar: .progressBar
        case .dropDownList: .dropDownList
        case .tabBar: .tabBar
        case .list: node.collectionInfo.map { $0.rowCount > 1 && $0.columnCount > 1 ? .grid : .list } ?? .list
        case .grid: .grid
        case .pager: .pager
        case .webView: .webView
        case .scrollView: .scrollView
        case .horizontalScrollView:
            node.collectionInfo.map { $0.rowCount > 1 && $0.columnCount > 1 ? .grid : .list } ?? .horizontalScrollView
        case .group: .viewGroup
        // TalkBack has no role for text, links, tabs or pages: tabs and links speak their
        // roleDescription, a page its pager's "Page" (see TalkBackSpeech).
        case .text, .link, .tab, .page: nil
        }
    }

    /// The class name after its last dot.
    private static func simpleName(_ className: String) -> Substring {
        guard let dot = className.lastIndex(of: ".") else { return Substring(className) }
        return className[className.index(after: dot)...]
    }

    private static func isViewGroup(_ className: String) -> Bool {
        let simple = Self.simpleName(className)
        return ["Layout", "ViewGroup", "RecyclerView", "ViewPager2", "ViewFlipper", "ViewAnimator"].contains {
            simple.hasSuffix($0)
        }
    }

    /// The ``ElementRole`` of the model closest to this TalkBack role, for callers that speak the
    /// model's vocabulary (the auditor).
    public var modelRole: ElementRole? {
        switch self {
        case .none, .numberPicker: nil
        case .button, .imageButton: .button
        case .checkBox, .checkedTextView: .checkBox
        case .dropDownList: .dropDownList
        case .editText: .editText
        case .grid: .grid
        case .image: .image
        case .list: .list
        case .pager: .pager
        case .radioButton: .radioButton
        case .seekControl: .slider
        case .switch, .toggleButton: .toggle
        case .tabBar: .tabBar
        case .viewGroup: .group
        case .webView: .webView
        case .progressBar: .progressBar
        case .scrollView: .scrollView
        case .horizontalScrollView: .horizontalScrollView
        }
    }
}
