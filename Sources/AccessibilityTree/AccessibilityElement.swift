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
    /// A stable identity within the screen.
    public var id: ElementID
    /// The element's name (`accessibilityLabel`; Android's content description or text).
    public var label: String?
    /// The element's current value (`accessibilityValue`; "50%", "3 stars").
    public var value: String?
    /// What activating the element does (`accessibilityHint`; Android's `hint` text of a field).
    public var hint: String?
    /// What the element is and how it behaves on iOS; also carries selected, disabled and heading for Android.
    public var traits: AccessibilityTraitSet
    /// The control kind, from an Android class name or an explicit role; `nil` when none applies.
    public var role: ElementRole?
    /// The platform class (`android.widget.Button`, `XCUIElementTypeButton`), as the dump names it.
    public var className: String?
    /// The developer's identifier (`accessibilityIdentifier`, Android `resource-id`).
    public var identifier: String?
    /// The BCP 47 language of the label, when it differs from the screen's (`accessibilityLanguage`).
    public var language: String?
    /// The frame in the screen's coordinate space (``AccessibilityScreen/unit``).
    public var frame: ScreenRect
    /// Where a double tap activates, when not the frame's centre (`accessibilityActivationPoint`).
    public var activationPoint: ScreenPoint?

    /// Whether VoiceOver treats this node as one element; `true` hides its descendants from VoiceOver.
    public var isAccessibilityElement: Bool
    /// Whether this node and its descendants are hidden from screen readers
    /// (`accessibilityElementsHidden`, Android `importantForAccessibility="noHideDescendants"`).
    public var isHidden: Bool
    /// Whether the node is drawn on screen (`visible`, `visible-to-user`, `displayed`).
    public var isVisible: Bool
    /// Whether only this subtree is reachable while it is on screen (`accessibilityViewIsModal`).
    public var isModal: Bool

    /// Android: whether the node can be checked.
    public var isCheckable: Bool
    /// The checked state of a checkable node (Android), or of a toggle (iOS value "0"/"1"/"2").
    public var checkedState: CheckedState?
    /// Android: whether the node responds to a click.
    public var isClickable: Bool
    /// Android: whether the node responds to a long click.
    public var isLongClickable: Bool
    /// Android: whether the node can take input focus.
    public var isFocusable: Bool
    /// Android: `screenReaderFocusable`, a container read as one unit.
    public var isScreenReaderFocusable: Bool
    /// Whether the node scrolls its content.
    public var isScrollable: Bool
    /// Android: the state spoken before the name (`stateDescription`, API 30+).
    public var stateDescription: String?
    /// Android: a role word that replaces the class's (`roleDescription`, e.g. "Carousel").
    public var roleDescription: String?
    /// Android: the shape of a list or grid.
    public var collectionInfo: CollectionInfo?
    /// Android: the position of an item in its list or grid.
    public var collectionItemInfo: CollectionItemInfo?
    /// Android: a pane or container title announced when the pane appears.
    public var paneTitle: String?

    /// Named actions (`accessibilityCustomActions`).
    public var customActions: [CustomAction]
    /// Custom rotors (`accessibilityCustomRotors`).
    public var customRotors: [CustomRotor]
    /// The container kind (`accessibilityContainerType`).
    public var containerType: ContainerType
    /// Whether ``children`` are in an order the app set (`accessibilityElements`) rather than by frame.
    public var hasExplicitOrder: Bool
    /// Whether the children stay together in the reading order (`shouldGroupAccessibilityChildren`).
    public var groupsChildren: Bool

    /// The child nodes, in the order the dump or the app lists them.
    public var children: [AccessibilityElement]

    /// Where the node was read from, for findings that point at a line.
    public var source: DumpLocation?
    /// What an importer inferred rather than read (shown in verbose output), one sentence each.
    public var inferences: [String]

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
        self.id = id
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.role = role
        self.className = className
        self.identifier = identifier
        self.language = language
        self.frame = frame
        self.activationPoint = activationPoint
        self.isAccessibilityElement = isAccessibilityElement
        self.isHidden = isHidden
        self.isVisible = isVisible
        self.isModal = isModal
        self.isCheckable = isCheckable
        self.checkedState = checkedState
        self.isClickable = isClickable
        self.isLongClickable = isLongClickable
        self.isFocusable = isFocusable
        self.isScreenReaderFocusable = isScreenReaderFocusable
        self.isScrollable = isScrollable
        self.stateDescription = stateDescription
        self.roleDescription = roleDescription
        self.collectionInfo = collectionInfo
        self.collectionItemInfo = collectionItemInfo
        self.paneTitle = paneTitle
        self.customActions = customActions
        self.customRotors = customRotors
        self.containerType = containerType
        self.hasExplicitOrder = hasExplicitOrder
        self.groupsChildren = groupsChildren
        self.children = children
        self.source = source
        self.inferences = inferences
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
        var result: [AccessibilityElement] = []
        var stack: [AccessibilityElement] = [self]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
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
