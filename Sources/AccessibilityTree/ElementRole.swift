/// What kind of control an element is, in the vocabulary both screen readers need.
///
/// iOS expresses most of this through ``AccessibilityTraitSet``; Android through the view's class
/// name (`android.widget.Button`) or an explicit role. Importers set ``AccessibilityElement/role``
/// from whichever the dump has; ``ElementRole/init(androidClassName:)`` is the documented mapping.
public enum ElementRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// Text with no further role (TextView, StaticText).
    case text
    /// A button.
    case button
    /// A link.
    case link
    /// A check box.
    case checkBox
    /// A radio button.
    case radioButton
    /// An on/off switch.
    case toggle
    /// An editable text field.
    case editText
    /// An image.
    case image
    /// A slider (SeekBar, UISlider).
    case slider
    /// A progress indicator.
    case progressBar
    /// A drop-down list (Spinner).
    case dropDownList
    /// A tab bar.
    case tabBar
    /// A tab in a tab bar.
    case tab
    /// A vertical or horizontal list (ListView, RecyclerView, UITableView).
    case list
    /// A grid (GridView, UICollectionView with a grid layout).
    case grid
    /// A pager (ViewPager, HorizontalPager).
    case pager
    /// A page of a pager.
    case page
    /// A web view.
    case webView
    /// A horizontally scrolling container (HorizontalScrollView, a carousel collection view).
    case horizontalScrollView
    /// A vertically scrolling container (ScrollView).
    case scrollView
    /// A layout container with no role of its own.
    case group

    /// The role Android's class name implies, or `nil` when it implies none.
    ///
    /// A name ``WidgetClass`` knows takes its class's role, or its nearest superclass's
    /// (`androidx.appcompat.widget.AppCompatButton` is a `Button`; `QuickContactBadge` an
    /// `ImageView`). An app's own class takes the role of the platform class it is named like
    /// (``WidgetClass/init(lookalike:)``: `com.foo.MyRecyclerView` is a list), a guess TalkBack
    /// does not make; ``WidgetClass`` documents both.
    ///
    /// - Complexity: O(1) for a known name; O(length of the name) for an unknown one.
    public init?(androidClassName className: String) {
        guard let role = WidgetClass(lookalike: className)?.elementRole else { return nil }
        self = role
    }
}

/// The state of a checkable element.
public enum CheckedState: String, Sendable, Hashable, Codable {
    /// Checked, on.
    case checked
    /// Not checked, off.
    case unchecked
    /// Partly checked (a tri-state check box), "Mixed" on iOS.
    case mixed
}

/// The kind of container an element is, as `UIAccessibilityContainerType` names them.
public enum ContainerType: String, Sendable, Hashable, Codable, CaseIterable {
    /// Not a container a screen reader announces.
    case none
    /// A list: VoiceOver's rotor can jump over it; with an explicit order, "List Start" / "List End"
    /// on its first and last entries.
    case list
    /// A landmark: with an explicit order, VoiceOver says "Landmark" on its first entry and "End" on
    /// its last.
    case landmark
    /// A semantic group: its children stay together in the reading order.
    case semanticGroup
    /// A data table.
    case dataTable
    /// A tab bar.
    case tabBar
}

/// Android's `CollectionInfo`: the shape of a list or grid.
public struct CollectionInfo: Sendable, Hashable, Codable {
    /// Number of rows; for a list, the number of items.
    public var rowCount: Int
    /// Number of columns; 1 for a vertical list. A horizontal list has one row and many columns.
    public var columnCount: Int
    /// Whether the collection is hierarchical (a tree).
    public var isHierarchical: Bool
    /// How many items can be selected at once (Android's `SELECTION_MODE_*`), when known.
    public var selectionMode: SelectionMode?
    /// Whether an importer inferred the info from the dump (its children, or a widget class that
    /// always reports it) rather than read what the app reported. Inferred counts are only the
    /// items the dump shows, so they say nothing of items off screen.
    public var isInferred: Bool

    /// Creates collection info. A count of -1 is Android's "unknown".
    public init(
        rowCount: Int, columnCount: Int, isHierarchical: Bool = false, selectionMode: SelectionMode? = nil,
        isInferred: Bool = false
    ) {
        self.rowCount = rowCount
        self.columnCount = columnCount
        self.isHierarchical = isHierarchical
        self.selectionMode = selectionMode
        self.isInferred = isInferred
    }

    /// Android's collection selection modes.
    public enum SelectionMode: String, Sendable, Hashable, Codable {
        /// No item can be selected.
        case none
        /// One item at a time (a radio group, a tab row).
        case single
        /// Several items.
        case multiple
    }

    /// The number of items when the collection is a single row or column.
    ///
    /// A negative row count (Android's `UNDEFINED`, -1) counts as zero and a column count below one
    /// as one; a product past `Int.max`, which only a hostile dump can give, is `Int.max`.
    public var itemCount: Int {
        let (product, overflow) = Swift.max(rowCount, 0).multipliedReportingOverflow(by: Swift.max(columnCount, 1))
        return overflow ? Int.max : product
    }
}

/// Android's `CollectionItemInfo`: where an item sits in its collection (0-based).
public struct CollectionItemInfo: Sendable, Hashable, Codable {
    /// The 0-based row.
    public var rowIndex: Int
    /// The 0-based column.
    public var columnIndex: Int
    /// Whether the item is a heading of the collection.
    public var isHeading: Bool

    /// Creates collection item info.
    public init(rowIndex: Int, columnIndex: Int, isHeading: Bool = false) {
        self.rowIndex = rowIndex
        self.columnIndex = columnIndex
        self.isHeading = isHeading
    }
}

/// A named action a user picks from VoiceOver's Actions rotor or TalkBack's actions menu.
public struct CustomAction: Sendable, Hashable, Codable {
    /// The spoken name ("Next card").
    public var name: String
    /// A stable key the component handling the action recognises ("next").
    public var key: String

    /// Creates a custom action; the key defaults to the name.
    public init(name: String, key: String? = nil) {
        self.name = name
        self.key = key ?? name
    }
}

/// A custom rotor: a named list the VoiceOver rotor steps through with swipe up and down.
public struct CustomRotor: Sendable, Hashable, Codable {
    /// The rotor's spoken name ("Cards").
    public var name: String
    /// The elements the rotor visits, in order.
    public var items: [ElementID]

    /// Creates a custom rotor.
    public init(name: String, items: [ElementID]) {
        self.name = name
        self.items = items
    }
}
