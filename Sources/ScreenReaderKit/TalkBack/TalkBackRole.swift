import AccessibilityTree

/// The role TalkBack gives a node: the roles of TalkBack's `Role.getRole` that change what it
/// says (google/talkback 15.1 at 26a27dc0, `utils/src/main/java/com/google/android/accessibility/utils/Role.java`).
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
    /// A staggered grid: a collection whose class name is RecyclerView's
    /// `androidx.recyclerview.widget.StaggeredGridLayoutManager` (Role.java:414-420). It has no
    /// role word and no item positions, enters with a grid's words and leaves without any.
    case staggeredGrid
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

    /// TalkBack's role of the node, as `Role.getRole` decides it (google/talkback@26a27dc0
    /// `utils/.../Role.java:243-437`): from its class's place in the platform's class hierarchy
    /// (``WidgetClass/isKind(of:)``, TalkBack's `ClassLoadingCache.checkInstanceOf`), subclasses
    /// before their superclasses; then from its collection info (a list, or a grid with more than
    /// one row and column); then a view group for any `ViewGroup`.
    ///
    /// A library class is matched as the class it reports to accessibility services
    /// (``WidgetClass/reportedClass(isCheckable:)``: a `SwitchCompat` is a `Switch`), which is the
    /// name TalkBack receives. A qualified class name the platform table does not know (an app's
    /// `com.foo.MyRecyclerView`) is a class TalkBack cannot load, so, as in TalkBack, it matches no
    /// class and only its collection info can give it a role. A simple name without a package (a
    /// view-hierarchy dump's) is read by its ending instead: see `widgetClass(named:)`. A node
    /// without a class name (a screen document's) takes its explicit
    /// ``AccessibilityElement/role``.
    ///
    /// - Complexity: O(length of the class name) to hash it for one dictionary lookup, then a walk
    ///   up a superclass chain of at most 8.
    public init(of node: AccessibilityElement) {
        if let className = node.className {
            let widget = Self.widgetClass(named: className)?.reportedClass(isCheckable: node.isCheckable)
            if let widget, let role = Self.fromClass(widget, node: node) {
                self = role
            } else if Self.offersPageActions(node) {
                self = .pager
            } else if let info = node.collectionInfo {
                self = Self.collectionRole(info, className: className)
            } else {
                self = widget?.isKind(of: .viewGroup) == true ? .viewGroup : .none
            }
        } else if let role = node.role.flatMap({ Self.fromModelRole($0, node: node) }) {
            self = role
        } else if Self.offersPageActions(node) {
            self = .pager
        } else if let info = node.collectionInfo {
            self = Self.collectionRole(info)
        } else {
            self = .none
        }
    }

    /// The class a node's class name stands for. An accessibility class name is a qualified Java
    /// name (`Class.getName()`), looked up exactly; a name without a package is a view class from
    /// a view-hierarchy dump (Espresso), whose accessibility class name it inherits from its
    /// platform ancestor, so it is read by its ending (``WidgetClass/init(viewClassName:)``).
    private static func widgetClass(named className: String) -> WidgetClass? {
        // A Character search: the String overload of `contains` is Foundation's, which bridges the
        // name to NSString on every node of every screen.
        className.contains("." as Character)
            ? WidgetClass(className: className) : WidgetClass(viewClassName: className)
    }

    /// Role.java:391-401: a node offering a page action (a ViewPager2, a Compose pager) is a
    /// pager, after every class test and before collection info. Only a dump that states actions
    /// says so.
    private static func offersPageActions(_ node: AccessibilityElement) -> Bool {
        node.androidActions?.isDisjoint(with: [.pageUp, .pageDown, .pageLeft, .pageRight]) == false
    }

    /// Role.java:403-428: a collection whose class name is TalkBack's own list or grid name
    /// (`android.widget.listview`, `android.widget.gridview`, lower case, set explicitly so that an
    /// empty or single-row collection keeps its kind) or RecyclerView's staggered grid layout
    /// manager is that; otherwise a collection with more than one row and column is a grid, else a
    /// list.
    private static func collectionRole(_ info: CollectionInfo, className: String? = nil) -> TalkBackRole {
        if className == "android.widget.listview" { return .list }
        if className == "android.widget.gridview" { return .grid }
        if className == staggeredGridClassName { return .staggeredGrid }
        return info.rowCount > 1 && info.columnCount > 1 ? .grid : .list
    }

    /// `Role.TALKBACK_STAGGERED_GRID_CLASSNAME` (Role.java:130-132): the class name a RecyclerView
    /// laid out by a `StaggeredGridLayoutManager` reports, matched exactly.
    public static let staggeredGridClassName = "androidx.recyclerview.widget.StaggeredGridLayoutManager"

    /// Role.java:264-401, in its order: the first class the node's class is a kind of.
    private static func fromClass(_ widget: WidgetClass, node: AccessibilityElement) -> TalkBackRole? {
        // Role.java:265-267: any ImageView (ImageButton, QuickContactBadge, FloatingActionButton).
        if widget.isKind(of: .imageView) { return node.isClickable ? .imageButton : .image }
        // Role.java:273-311: TextView's subclasses, a subclass before its superclass.
        if widget.isKind(of: .switch) { return .switch }
        if widget.isKind(of: .toggleButton) { return .toggleButton }
        if widget.isKind(of: .radioButton) { return .radioButton }
        if widget.isKind(of: .compoundButton) { return .checkBox }
        if widget.isKind(of: .button) { return .button }
        if widget.isKind(of: .checkedTextView) { return .checkedTextView }
        if widget.isKind(of: .editText) { return .editText }
        // Role.java:317-331: SeekBar, then any ProgressBar. Only SeekBar is named; a RatingBar
        // (an AbsSeekBar) is a seek control through its range info and ACTION_SET_PROGRESS,
        // which AbsSeekBar offers while enabled (a dump carries no range info, so the class stands
        // in for it; the action is read where the dump states actions).
        if widget.isKind(of: .seekBar) { return .seekControl }
        if widget.isKind(of: .absSeekBar), node.offersAny(of: .setProgress, assumed: node.isEnabled) {
            return .seekControl
        }
        if widget.isKind(of: .progressBar) { return .progressBar }
        // Role.java:342-349.
        if widget.isKind(of: .webView) { return .webView }
        if widget.isKind(of: .tabWidget) { return .tabBar }
        // Role.java:353-356: with collection info a HorizontalScrollView falls through to a list
        // or grid (a Material TabLayout's tab row).
        if widget.isKind(of: .horizontalScrollView) {
            return node.collectionInfo == nil ? .horizontalScrollView : nil
        }
        if widget.isKind(of: .scrollView) { return .scrollView }
        // Role.java:364-369.
        if widget.isKind(ofAny: [.viewPager, .supportViewPager, .coreViewPager, .internalViewPager]) {
            return .pager
        }
        if widget.isKind(of: .numberPicker) { return .numberPicker }
        if widget.isKind(of: .spinner) { return .dropDownList }
        if widget.isKind(of: .gridView) { return .grid }
        if widget.isKind(of: .absListView) { return .list }
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
        case .list: node.collectionInfo.map { collectionRole($0) } ?? .list
        case .grid: .grid
        case .pager: .pager
        case .webView: .webView
        case .scrollView: .scrollView
        case .horizontalScrollView:
            node.collectionInfo.map { collectionRole($0) } ?? .horizontalScrollView
        case .group: .viewGroup
        // TalkBack has no role for text, links, tabs or pages: tabs and links speak their
        // roleDescription, a page its pager's "Page" (see TalkBackSpeech).
        case .text, .link, .tab, .page: nil
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
        case .grid, .staggeredGrid: .grid
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
