extension CapturedObject {
    private enum CodingKeys: String, CodingKey {
        case kind, className, isAccessibilityElement, label, value, hint, traits, identifier, language, frame
        case pathBounds, activationPoint, customActions, customRotors, containerType, viewIsModal, elementsHidden
        case isHidden, alpha, clipsToBounds, viewSize, shouldGroupChildren, navigationStyle
        case respondsToUserInteraction, userInputLabels, childrenSource, children
    }

    /// Decodes an object; only `kind` and `frame` are required, every other member has UIKit's
    /// default (not an element, no traits, alpha 1, children from subviews).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(kind: try c.decode(Kind.self, forKey: .kind), frame: try c.decode(ScreenRect.self, forKey: .frame))
        className = try c.decodeIfPresent(String.self, forKey: .className)
        isAccessibilityElement = try c.decodeIfPresent(Bool.self, forKey: .isAccessibilityElement) ?? false
        label = try c.decodeIfPresent(String.self, forKey: .label)
        value = try c.decodeIfPresent(String.self, forKey: .value)
        hint = try c.decodeIfPresent(String.self, forKey: .hint)
        traits = try c.decodeIfPresent(CapturedTraits.self, forKey: .traits) ?? CapturedTraits()
        identifier = try c.decodeIfPresent(String.self, forKey: .identifier)
        language = try c.decodeIfPresent(String.self, forKey: .language)
        pathBounds = try c.decodeIfPresent(ScreenRect.self, forKey: .pathBounds)
        activationPoint = try c.decodeIfPresent(ScreenPoint.self, forKey: .activationPoint)
        customActions = try c.decodeIfPresent([String].self, forKey: .customActions) ?? []
        customRotors = try c.decodeIfPresent([String].self, forKey: .customRotors) ?? []
        containerType = try c.decodeIfPresent(ContainerType.self, forKey: .containerType) ?? .none
        // UIAccessibilityContainerType has no tab bar: a tab bar is a trait or the UITabBar class.
        if containerType == .tabBar {
            throw DecodingError.dataCorruptedError(
                forKey: .containerType, in: c,
                debugDescription: "\"tabBar\" is not a UIAccessibilityContainerType; expected none, dataTable, list, "
                    + "landmark or semanticGroup")
        }
        viewIsModal = try c.decodeIfPresent(Bool.self, forKey: .viewIsModal) ?? false
        elementsHidden = try c.decodeIfPresent(Bool.self, forKey: .elementsHidden) ?? false
        isHidden = try c.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false
        alpha = try c.decodeIfPresent(Double.self, forKey: .alpha) ?? 1
        clipsToBounds = try c.decodeIfPresent(Bool.self, forKey: .clipsToBounds) ?? false
        viewSize = try c.decodeIfPresent(ScreenSize.self, forKey: .viewSize)
        shouldGroupChildren = try c.decodeIfPresent(Bool.self, forKey: .shouldGroupChildren) ?? false
        navigationStyle = try c.decodeIfPresent(NavigationStyle.self, forKey: .navigationStyle) ?? .automatic
        respondsToUserInteraction = try c.decodeIfPresent(Bool.self, forKey: .respondsToUserInteraction)
        userInputLabels = try c.decodeIfPresent([String].self, forKey: .userInputLabels) ?? []
        childrenSource = try c.decodeIfPresent(ChildrenSource.self, forKey: .childrenSource) ?? .subviews
        children = try c.decodeIfPresent([CapturedObject].self, forKey: .children) ?? []
    }

    /// Encodes every member (optional ones only when present), so a written capture is complete.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encodeIfPresent(className, forKey: .className)
        try c.encode(isAccessibilityElement, forKey: .isAccessibilityElement)
        try c.encodeIfPresent(label, forKey: .label)
        try c.encodeIfPresent(value, forKey: .value)
        try c.encodeIfPresent(hint, forKey: .hint)
        try c.encode(traits, forKey: .traits)
        try c.encodeIfPresent(identifier, forKey: .identifier)
        try c.encodeIfPresent(language, forKey: .language)
        try c.encode(frame, forKey: .frame)
        try c.encodeIfPresent(pathBounds, forKey: .pathBounds)
        try c.encodeIfPresent(activationPoint, forKey: .activationPoint)
        try c.encode(customActions, forKey: .customActions)
        try c.encode(customRotors, forKey: .customRotors)
        try c.encode(containerType, forKey: .containerType)
        try c.encode(viewIsModal, forKey: .viewIsModal)
        try c.encode(elementsHidden, forKey: .elementsHidden)
        try c.encode(isHidden, forKey: .isHidden)
        try c.encode(alpha, forKey: .alpha)
        try c.encode(clipsToBounds, forKey: .clipsToBounds)
        try c.encodeIfPresent(viewSize, forKey: .viewSize)
        try c.encode(shouldGroupChildren, forKey: .shouldGroupChildren)
        try c.encode(navigationStyle, forKey: .navigationStyle)
        try c.encodeIfPresent(respondsToUserInteraction, forKey: .respondsToUserInteraction)
        try c.encode(userInputLabels, forKey: .userInputLabels)
        try c.encode(childrenSource, forKey: .childrenSource)
        try c.encode(children, forKey: .children)
    }
}
