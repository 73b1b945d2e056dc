/// One object of a ``ViewCapture``: a view, a `UIAccessibilityElement` or another object an
/// `accessibilityElements` array holds, with the accessibility properties UIKit gives assistive
/// technology, read as they are (nothing inferred).
///
/// Every property but ``kind`` and ``frame`` has UIKit's default when left out of the JSON, so
/// hand-written captures stay short; the encoded form always lists every member.
public struct CapturedObject: Sendable, Hashable, Codable {
    /// What the object is.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A `UIView` (or subclass): hiding, alpha and size apply to it.
        case view
        /// A `UIAccessibilityElement` (or subclass).
        case element
        /// Any other object in an `accessibilityElements` array.
        case other
    }

    /// Where ``CapturedObject/children`` came from.
    public enum ChildrenSource: String, Sendable, Hashable, Codable, CaseIterable {
        /// The object's `accessibilityElements` array, in its order: an explicit order.
        case accessibilityElements
        /// The view's `subviews`, back to front.
        case subviews
    }

    /// `accessibilityNavigationStyle`.
    public enum NavigationStyle: String, Sendable, Hashable, Codable, CaseIterable {
        /// `.automatic`.
        case automatic
        /// `.separate`.
        case separate
        /// `.combined`.
        case combined
    }

    /// What the object is.
    public var kind: Kind
    /// The object's class name (`UILabel`, `_UIHostingView<…>`), for reports; never decides anything.
    public var className: String?
    /// `isAccessibilityElement`.
    public var isAccessibilityElement: Bool
    /// `accessibilityLabel`.
    public var label: String?
    /// `accessibilityValue`.
    public var value: String?
    /// `accessibilityHint`.
    public var hint: String?
    /// `accessibilityTraits`, as raw bits and names.
    public var traits: CapturedTraits
    /// `accessibilityIdentifier`.
    public var identifier: String?
    /// `accessibilityLanguage` (BCP 47).
    public var language: String?
    /// `accessibilityFrame`, in screen coordinates (points).
    public var frame: ScreenRect
    /// The bounds of `accessibilityPath`, in screen coordinates, when the object has a path.
    public var pathBounds: ScreenRect?
    /// `accessibilityActivationPoint`, in screen coordinates.
    public var activationPoint: ScreenPoint?
    /// The names of `accessibilityCustomActions`, in order.
    public var customActions: [String]
    /// The names of `accessibilityCustomRotors`, in order.
    public var customRotors: [String]
    /// `accessibilityContainerType` (``ContainerType/tabBar`` is never captured: UIKit has no such container type).
    public var containerType: ContainerType
    /// `accessibilityViewIsModal`.
    public var viewIsModal: Bool
    /// `accessibilityElementsHidden`.
    public var elementsHidden: Bool
    /// A view's `isHidden` (always `false` for other kinds).
    public var isHidden: Bool
    /// A view's `alpha` (1 for other kinds).
    public var alpha: Double
    /// A view's `clipsToBounds`.
    public var clipsToBounds: Bool
    /// A view's `frame.size` (its own size, which may differ from ``frame`` when
    /// `accessibilityFrame` is overridden); `nil` for other kinds.
    public var viewSize: ScreenSize?
    /// `shouldGroupAccessibilityChildren`.
    public var shouldGroupChildren: Bool
    /// `accessibilityNavigationStyle`.
    public var navigationStyle: NavigationStyle
    /// `accessibilityRespondsToUserInteraction` (iOS 13+), `nil` when not reported.
    public var respondsToUserInteraction: Bool?
    /// `accessibilityUserInputLabels`, in order.
    public var userInputLabels: [String]
    /// Where ``children`` came from.
    public var childrenSource: ChildrenSource
    /// The children in the order UIKit gives them: `accessibilityElements` when set, else subviews.
    public var children: [CapturedObject]

    /// Creates an object; every property but the kind and frame has UIKit's default.
    public init(
        kind: Kind, className: String? = nil, isAccessibilityElement: Bool = false, label: String? = nil,
        value: String? = nil, hint: String? = nil, traits: CapturedTraits = CapturedTraits(),
        identifier: String? = nil, language: String? = nil, frame: ScreenRect, pathBounds: ScreenRect? = nil,
        activationPoint: ScreenPoint? = nil, customActions: [String] = [], customRotors: [String] = [],
        containerType: ContainerType = .none, viewIsModal: Bool = false, elementsHidden: Bool = false,
        isHidden: Bool = false, alpha: Double = 1, clipsToBounds: Bool = false, viewSize: ScreenSize? = nil,
        shouldGroupChildren: Bool = false, navigationStyle: NavigationStyle = .automatic,
        respondsToUserInteraction: Bool? = nil, userInputLabels: [String] = [],
        childrenSource: ChildrenSource = .subviews, children: [CapturedObject] = []
    ) {
        self.kind = kind
        self.className = className
        self.isAccessibilityElement = isAccessibilityElement
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.identifier = identifier
        self.language = language
        self.frame = frame
        self.pathBounds = pathBounds
        self.activationPoint = activationPoint
        self.customActions = customActions
        self.customRotors = customRotors
        self.containerType = containerType
        self.viewIsModal = viewIsModal
        self.elementsHidden = elementsHidden
        self.isHidden = isHidden
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.viewSize = viewSize
        self.shouldGroupChildren = shouldGroupChildren
        self.navigationStyle = navigationStyle
        self.respondsToUserInteraction = respondsToUserInteraction
        self.userInputLabels = userInputLabels
        self.childrenSource = childrenSource
        self.children = children
    }

    /// The object's activation point: the captured one, or the centre of its frame.
    public var effectiveActivationPoint: ScreenPoint { activationPoint ?? frame.center }
}
