/// One node of an accessibility tree: what a screen reader can know about a view.
///
/// The same type describes iOS and Android nodes. iOS properties follow `UIAccessibility`
/// (`accessibilityLabel`, `accessibilityTraits`, `isAccessibilityElement`, ...); Android
/// properties follow `AccessibilityNodeInfo` (`isClickable`, `stateDescription`,
/// `collectionInfo`, ...). A screen reader model reads the ones its platform has.
///
/// Children are stored inline, so an element is the root of its own subtree. Decoding accepts
/// a JSON object in which every key but `id` may be left out (see ``init(from:)``).
public struct AccessibilityElement: Sendable, Hashable, Codable, Identifiable {
    /// The stored properties, shared between copies until one of them changes: copying an element
    /// (reading it from an index, a child array or a dictionary) is then one reference count
    /// rather than one for each string, array and optional it holds.
    private var storage: Storage

    /// A stable identity within the screen.
    public var id: ElementID {
        get { storage.fields.id }
        _modify {
            makeUnique()
            yield &storage.fields.id
        }
    }
    /// The element's name (`accessibilityLabel`; Android's content description or text).
    public var label: String? {
        get { storage.fields.label }
        _modify {
            makeUnique()
            yield &storage.fields.label
        }
    }
    /// Android: which property of the node ``label`` holds, its content description or its text.
    ///
    /// `nil` when not known: an iOS element, or a screen written before importers recorded it,
    /// whose label TalkBack's model reads as a content description (as it always did), so that
    /// such a screen is spoken as before.
    public var labelSource: LabelSource? {
        get { storage.fields.labelSource }
        _modify {
            makeUnique()
            yield &storage.fields.labelSource
        }
    }
    /// The element's current value (`accessibilityValue`; "50%", "3 stars").
    public var value: String? {
        get { storage.fields.value }
        _modify {
            makeUnique()
            yield &storage.fields.value
        }
    }
    /// What activating the element does (`accessibilityHint`; Android's `hint` text of a field).
    public var hint: String? {
        get { storage.fields.hint }
        _modify {
            makeUnique()
            yield &storage.fields.hint
        }
    }
    /// What the element is and how it behaves on iOS; also carries selected, disabled and heading for Android.
    public var traits: AccessibilityTraitSet {
        get { storage.fields.traits }
        _modify {
            makeUnique()
            yield &storage.fields.traits
        }
    }
    /// The control kind, from an Android class name or an explicit role; `nil` when none applies.
    public var role: ElementRole? {
        get { storage.fields.role }
        _modify {
            makeUnique()
            yield &storage.fields.role
        }
    }
    /// The platform class (`android.widget.Button`, `XCUIElementTypeButton`), as the dump names it.
    public var className: String? {
        get { storage.fields.className }
        _modify {
            makeUnique()
            yield &storage.fields.className
        }
    }
    /// The developer's identifier (`accessibilityIdentifier`, Android `resource-id`).
    public var identifier: String? {
        get { storage.fields.identifier }
        _modify {
            makeUnique()
            yield &storage.fields.identifier
        }
    }
    /// The BCP 47 language of the label, when it differs from the screen's (`accessibilityLanguage`).
    public var language: String? {
        get { storage.fields.language }
        _modify {
            makeUnique()
            yield &storage.fields.language
        }
    }
    /// The frame in the screen's coordinate space (``AccessibilityScreen/unit``).
    public var frame: ScreenRect {
        get { storage.fields.frame }
        _modify {
            makeUnique()
            yield &storage.fields.frame
        }
    }
    /// Where a double tap activates, when not the frame's centre (`accessibilityActivationPoint`).
    public var activationPoint: ScreenPoint? {
        get { storage.fields.activationPoint }
        _modify {
            makeUnique()
            yield &storage.fields.activationPoint
        }
    }

    /// Whether VoiceOver treats this node as one element; `true` hides its descendants from VoiceOver.
    public var isAccessibilityElement: Bool {
        get { storage.fields.isAccessibilityElement }
        _modify {
            makeUnique()
            yield &storage.fields.isAccessibilityElement
        }
    }
    /// Whether this node and its descendants are hidden from screen readers
    /// (`accessibilityElementsHidden`, Android `importantForAccessibility="noHideDescendants"`).
    public var isHidden: Bool {
        get { storage.fields.isHidden }
        _modify {
            makeUnique()
            yield &storage.fields.isHidden
        }
    }
    /// Whether the node is drawn on screen (`visible`, `visible-to-user`, `displayed`).
    public var isVisible: Bool {
        get { storage.fields.isVisible }
        _modify {
            makeUnique()
            yield &storage.fields.isVisible
        }
    }
    /// Whether only this subtree is reachable while it is on screen (`accessibilityViewIsModal`).
    public var isModal: Bool {
        get { storage.fields.isModal }
        _modify {
            makeUnique()
            yield &storage.fields.isModal
        }
    }

    /// Android: whether the node can be checked.
    public var isCheckable: Bool {
        get { storage.fields.isCheckable }
        _modify {
            makeUnique()
            yield &storage.fields.isCheckable
        }
    }
    /// The checked state of a checkable node (Android), or of a toggle (iOS value "0"/"1"/"2").
    public var checkedState: CheckedState? {
        get { storage.fields.checkedState }
        _modify {
            makeUnique()
            yield &storage.fields.checkedState
        }
    }
    /// Android: whether the node responds to a click.
    public var isClickable: Bool {
        get { storage.fields.isClickable }
        _modify {
            makeUnique()
            yield &storage.fields.isClickable
        }
    }
    /// Android: whether the node responds to a long click.
    public var isLongClickable: Bool {
        get { storage.fields.isLongClickable }
        _modify {
            makeUnique()
            yield &storage.fields.isLongClickable
        }
    }
    /// Android: whether the node can take input focus.
    public var isFocusable: Bool {
        get { storage.fields.isFocusable }
        _modify {
            makeUnique()
            yield &storage.fields.isFocusable
        }
    }
    /// Android: `screenReaderFocusable`, a container read as one unit.
    public var isScreenReaderFocusable: Bool {
        get { storage.fields.isScreenReaderFocusable }
        _modify {
            makeUnique()
            yield &storage.fields.isScreenReaderFocusable
        }
    }
    /// Whether the node scrolls its content.
    public var isScrollable: Bool {
        get { storage.fields.isScrollable }
        _modify {
            makeUnique()
            yield &storage.fields.isScrollable
        }
    }
    /// Android: the state spoken before the name (`stateDescription`, API 30+).
    public var stateDescription: String? {
        get { storage.fields.stateDescription }
        _modify {
            makeUnique()
            yield &storage.fields.stateDescription
        }
    }
    /// Android: a role word that replaces the class's (`roleDescription`, e.g. "Carousel").
    public var roleDescription: String? {
        get { storage.fields.roleDescription }
        _modify {
            makeUnique()
            yield &storage.fields.roleDescription
        }
    }
    /// Android: the shape of a list or grid.
    public var collectionInfo: CollectionInfo? {
        get { storage.fields.collectionInfo }
        _modify {
            makeUnique()
            yield &storage.fields.collectionInfo
        }
    }
    /// Android: the position of an item in its list or grid.
    public var collectionItemInfo: CollectionItemInfo? {
        get { storage.fields.collectionItemInfo }
        _modify {
            makeUnique()
            yield &storage.fields.collectionItemInfo
        }
    }
    /// Android: a pane or container title announced when the pane appears.
    public var paneTitle: String? {
        get { storage.fields.rare?.fields.paneTitle }
        set { changeRareFields { $0.paneTitle = newValue } }
    }
    /// Android: the view's tooltip text (`getTooltipText`, API 28+), which TalkBack speaks after
    /// the hint when it differs from the node's words.
    public var tooltip: String? {
        get { storage.fields.rare?.fields.tooltip }
        set { changeRareFields { $0.tooltip = newValue } }
    }
    /// Android: whether the node's content is invalid (`isContentInvalid`), as a field whose
    /// input failed validation says; TalkBack then speaks the node's ``errorText``.
    public var isContentInvalid: Bool {
        get { storage.fields.rare?.fields.isContentInvalid ?? false }
        set { changeRareFields { $0.isContentInvalid = newValue } }
    }
    /// Android: how the view announces changes to its content (`getLiveRegion`). A screen reader
    /// moving through the screen reads it too: TalkBack speaks a seek bar that is a live region
    /// with its parent's words, as if it were focused.
    public var liveRegion: LiveRegion {
        get { storage.fields.rare?.fields.liveRegion ?? .none }
        set { changeRareFields { $0.liveRegion = newValue } }
    }
    /// Android: whether the node offers `ACTION_EXPAND`, as a collapsed group, menu or sheet does;
    /// TalkBack then says it is "collapsed".
    public var isExpandable: Bool {
        get { storage.fields.rare?.fields.isExpandable ?? false }
        set { changeRareFields { $0.isExpandable = newValue } }
    }
    /// Android: whether the node offers `ACTION_COLLAPSE`; TalkBack says "expanded" when the node
    /// is not also ``isExpandable``.
    public var isCollapsible: Bool {
        get { storage.fields.rare?.fields.isCollapsible ?? false }
        set { changeRareFields { $0.isCollapsible = newValue } }
    }
    /// Android: the accessibility actions the node offers, or `nil` when the dump does not say
    /// (uiautomator's dumps, Appium's page source without its `includeA11yActionsInPageSource`
    /// setting). TalkBack reads several behaviours from them: a node offering `ACTION_CLICK` is
    /// clickable, one offering an app's own action (or dismiss, expand, collapse, drag) has
    /// "Actions" in TalkBack's menu, and so on.
    public var androidActions: AndroidActions? {
        get { storage.fields.rare?.fields.androidActions }
        set { changeRareFields { $0.androidActions = newValue } }
    }
    /// Android: the node's error message (`getError`, a `TextView`'s `setError` text), which
    /// TalkBack speaks as "Error: …" after the node's words only while ``isContentInvalid``.
    public var errorText: String? {
        get { storage.fields.rare?.fields.errorText }
        set { changeRareFields { $0.errorText = newValue } }
    }

    /// Whether an importer wrote one of Jetpack Compose's own words on the element (a state or role
    /// description Compose sets from its string resources), in Compose's English, so that a screen
    /// reader speaks the word of its language in its place (``noteComposeWord(_:)`` sets it). The
    /// host view that shows a node is Compose's is often left out of a dump
    /// (`a11y-important="false"`), so the mark is kept on the node itself.
    public var carriesComposeWords: Bool {
        get { storage.fields.carriesComposeWords }
        _modify {
            makeUnique()
            yield &storage.fields.carriesComposeWords
        }
    }

    /// Whether the element is one of Android's own compound buttons whose state Android states in
    /// the framework's words, in the device's language (``noteFrameworkWord(_:)`` sets it): a radio
    /// button whose ``stateDescription`` an importer wrote in the framework's English, or a check box
    /// or switch whose default state description a screen reader supplies. A Jetpack Compose node
    /// of the same class never carries it: Compose sets its own words.
    public var carriesFrameworkWords: Bool {
        get { storage.fields.carriesFrameworkWords }
        _modify {
            makeUnique()
            yield &storage.fields.carriesFrameworkWords
        }
    }

    /// Named actions (`accessibilityCustomActions`).
    public var customActions: [CustomAction] {
        get { storage.fields.customActions }
        _modify {
            makeUnique()
            yield &storage.fields.customActions
        }
    }
    /// Custom rotors (`accessibilityCustomRotors`).
    public var customRotors: [CustomRotor] {
        get { storage.fields.customRotors }
        _modify {
            makeUnique()
            yield &storage.fields.customRotors
        }
    }
    /// The container kind (`accessibilityContainerType`).
    public var containerType: ContainerType {
        get { storage.fields.containerType }
        _modify {
            makeUnique()
            yield &storage.fields.containerType
        }
    }
    /// Whether ``children`` are in an order the app set (`accessibilityElements`) rather than by frame.
    public var hasExplicitOrder: Bool {
        get { storage.fields.hasExplicitOrder }
        _modify {
            makeUnique()
            yield &storage.fields.hasExplicitOrder
        }
    }
    /// Whether the children stay together in the reading order (`shouldGroupAccessibilityChildren`).
    public var groupsChildren: Bool {
        get { storage.fields.groupsChildren }
        _modify {
            makeUnique()
            yield &storage.fields.groupsChildren
        }
    }

    /// The child nodes, in the order the dump or the app lists them.
    public var children: [AccessibilityElement] {
        get { storage.fields.children }
        _modify {
            makeUnique()
            yield &storage.fields.children
        }
    }

    /// Where the node was read from, for findings that point at a line.
    public var source: DumpLocation? {
        get { storage.fields.source }
        _modify {
            makeUnique()
            yield &storage.fields.source
        }
    }
    /// What an importer inferred rather than read (shown in verbose output), one sentence each.
    public var inferences: [String] {
        get { storage.fields.inferences }
        _modify {
            makeUnique()
            yield &storage.fields.inferences
        }
    }

    /// Creates an element; every property but the identity has a default.
    public init(
        id: ElementID,
        label: String? = nil,
        value: String? = nil,
        hint: String? = nil,
        traits: AccessibilityTraitSet = [],
        role: ElementRole? = nil,
        className: String? = nil,
        identifier: String? = nil,
        language: String? = nil,
        frame: ScreenRect = .zero,
        activationPoint: ScreenPoint? = nil,
        isAccessibilityElement: Bool = false,
        isHidden: Bool = false,
        isVisible: Bool = true,
        isModal: Bool = false,
        isCheckable: Bool = false,
        checkedState: CheckedState? = nil,
        isClickable: Bool = false,
        isLongClickable: Bool = false,
        isFocusable: Bool = false,
        isScreenReaderFocusable: Bool = false,
        isScrollable: Bool = false,
        stateDescription: String? = nil,
        roleDescription: String? = nil,
        collectionInfo: CollectionInfo? = nil,
        collectionItemInfo: CollectionItemInfo? = nil,
        paneTitle: String? = nil,
        customActions: [CustomAction] = [],
        customRotors: [CustomRotor] = [],
        containerType: ContainerType = .none,
        hasExplicitOrder: Bool = false,
        groupsChildren: Bool = false,
        children: [AccessibilityElement] = [],
        source: DumpLocation? = nil,
        inferences: [String] = []
    ) {
        storage = Storage(
            Fields(
                id: id,
                label: label,
                value: value,
                hint: hint,
                traits: traits,
                role: role,
                className: className,
                identifier: identifier,
                language: language,
                frame: frame,
                activationPoint: activationPoint,
                isAccessibilityElement: isAccessibilityElement,
                isHidden: isHidden,
                isVisible: isVisible,
                isModal: isModal,
                isCheckable: isCheckable,
                checkedState: checkedState,
                isClickable: isClickable,
                isLongClickable: isLongClickable,
                isFocusable: isFocusable,
                isScreenReaderFocusable: isScreenReaderFocusable,
                isScrollable: isScrollable,
                carriesComposeWords: false,
                carriesFrameworkWords: false,
                labelSource: nil,
                stateDescription: stateDescription,
                roleDescription: roleDescription,
                collectionInfo: collectionInfo,
                collectionItemInfo: collectionItemInfo,
                rare: RareBox.holding(RareFields(paneTitle: paneTitle)),
                customActions: customActions,
                customRotors: customRotors,
                containerType: containerType,
                hasExplicitOrder: hasExplicitOrder,
                groupsChildren: groupsChildren,
                children: children,
                source: source,
                inferences: inferences
            )
        )
    }

    /// Whether the element is enabled (no ``AccessibilityTraitSet/notEnabled`` trait).
    public var isEnabled: Bool {
        get { !traits.contains(.notEnabled) }
        set { if newValue { traits.remove(.notEnabled) } else { traits.insert(.notEnabled) } }
    }

    /// Whether the element is selected (the ``AccessibilityTraitSet/selected`` trait).
    public var isSelected: Bool {
        get { traits.contains(.selected) }
        set { if newValue { traits.insert(.selected) } else { traits.remove(.selected) } }
    }

    /// Whether the element is a heading (the ``AccessibilityTraitSet/header`` trait).
    public var isHeading: Bool {
        get { traits.contains(.header) }
        set { if newValue { traits.insert(.header) } else { traits.remove(.header) } }
    }

    /// The point a double tap activates: ``activationPoint`` or the frame's centre.
    public var effectiveActivationPoint: ScreenPoint { activationPoint ?? frame.center }

    /// The element and all its descendants, parents before children.
    ///
    /// - Complexity: O(n) in the size of the subtree.
    public var subtree: [AccessibilityElement] {
        // A leaf (most calls) needs no stack.
        if children.isEmpty { return [self] }
        return Self.preorder(of: [self])
    }

    /// The first element of the subtree (this one included) with the identity.
    ///
    /// - Complexity: O(n) in the size of the subtree.
    public func first(withID id: ElementID) -> AccessibilityElement? {
        var stack: [AccessibilityElement] = [self]
        while let next = stack.popLast() {
            if next.id == id { return next }
            stack.append(contentsOf: next.children.reversed())
        }
        return nil
    }
}

extension AccessibilityElement {
    /// Every stored property of an element, compared and hashed together.
    fileprivate struct Fields: Sendable, Hashable {
        var id: ElementID
        var label: String?
        var value: String?
        var hint: String?
        var traits: AccessibilityTraitSet
        var role: ElementRole?
        var className: String?
        var identifier: String?
        var language: String?
        var frame: ScreenRect
        var activationPoint: ScreenPoint?
        var isAccessibilityElement: Bool
        var isHidden: Bool
        var isVisible: Bool
        var isModal: Bool
        var isCheckable: Bool
        var checkedState: CheckedState?
        var isClickable: Bool
        var isLongClickable: Bool
        var isFocusable: Bool
        var isScreenReaderFocusable: Bool
        var isScrollable: Bool
        // Beside the other flags, where it fits in their padding: the fields stay the same size.
        var carriesComposeWords: Bool
        var carriesFrameworkWords: Bool
        // One byte, in the same padding.
        var labelSource: LabelSource?
        var stateDescription: String?
        var roleDescription: String?
        var collectionInfo: CollectionInfo?
        var collectionItemInfo: CollectionItemInfo?
        // Facts few elements have, in a box of their own (nil when all are their defaults), so they
        // cost every other element one pointer instead of their own size.
        var rare: RareBox?
        var customActions: [CustomAction]
        var customRotors: [CustomRotor]
        var containerType: ContainerType
        var hasExplicitOrder: Bool
        var groupsChildren: Bool
        var children: [AccessibilityElement]
        var source: DumpLocation?
        var inferences: [String]
    }

    /// The shared box behind an element's properties.
    ///
    /// `@unchecked Sendable` is sound because a box is written only through ``makeUnique()``, that
    /// is, only while one element value alone refers to it; shared boxes are only ever read.
    fileprivate final class Storage: @unchecked Sendable {
        // Not checked for exclusive access at run time: every access goes through an element
        // value, whose own accesses the compiler already checks statically (a write reaches the box
        // only through `_modify` on a uniquely referenced box), and the run-time check cost about
        // 5-7% of `speak` on the big real-shaped dump (Benchmarks/README.md).
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    /// The facts few elements have (Android's pane titles, tooltips, errors, live regions and
    /// actions), each at its default in ``none``.
    fileprivate struct RareFields: Sendable, Hashable {
        var paneTitle: String?
        var tooltip: String?
        var errorText: String?
        var isContentInvalid = false
        var isExpandable = false
        var isCollapsible = false
        var liveRegion = LiveRegion.none
        var androidActions: AndroidActions?

        static let none = RareFields()
    }

    /// An immutable box of ``RareFields``; a change makes a new box, so copies never share a write.
    fileprivate final class RareBox: Sendable, Hashable {
        let fields: RareFields

        private init(_ fields: RareFields) { self.fields = fields }

        /// A box of the fields, or `nil` when every field is its default (one spelling of "none",
        /// so equal elements compare equal).
        static func holding(_ fields: RareFields) -> RareBox? { fields == .none ? nil : RareBox(fields) }

        static func == (lhs: RareBox, rhs: RareBox) -> Bool { lhs === rhs || lhs.fields == rhs.fields }

        func hash(into hasher: inout Hasher) { hasher.combine(fields) }
    }

    /// Changes the rare facts through a copy, boxed again (or dropped when all are defaults).
    private mutating func changeRareFields(_ change: (inout RareFields) -> Void) {
        makeUnique()
        var fields = storage.fields.rare?.fields ?? .none
        change(&fields)
        storage.fields.rare = RareBox.holding(fields)
    }

    /// Gives this value its own box before a write, so copies never see each other's changes.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    public static func == (lhs: AccessibilityElement, rhs: AccessibilityElement) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }
}
