extension AccessibilityElement {
    private enum CodingKeys: String, CodingKey {
        case id, label, value, hint, traits, role, className, identifier, language, frame,
            activationPoint, isAccessibilityElement, isHidden, isVisible, isModal, isCheckable,
            checkedState, isClickable, isLongClickable, isFocusable, isScreenReaderFocusable,
            isScrollable, stateDescription, roleDescription, collectionInfo, collectionItemInfo,
            paneTitle, tooltip, isContentInvalid, errorText, liveRegion, isExpandable, isCollapsible,
            androidActions,
            carriesComposeWords, carriesFrameworkWords,
            labelSource, customActions, customRotors,
            containerType,
            hasExplicitOrder,
            groupsChildren,
            children, source, inferences
    }

    /// Decodes an element; every key but `id` may be missing and then takes the default of
    /// ``init(id:label:value:hint:traits:role:className:identifier:language:frame:activationPoint:isAccessibilityElement:isHidden:isVisible:isModal:isCheckable:checkedState:isClickable:isLongClickable:isFocusable:isScreenReaderFocusable:isScrollable:stateDescription:roleDescription:collectionInfo:collectionItemInfo:paneTitle:customActions:customRotors:containerType:hasExplicitOrder:groupsChildren:children:source:inferences:)``,
    /// so hand-written screens stay short.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(ElementID.self, forKey: .id))
        label = try c.decodeIfPresent(String.self, forKey: .label)
        value = try c.decodeIfPresent(String.self, forKey: .value)
        hint = try c.decodeIfPresent(String.self, forKey: .hint)
        traits = try c.decodeIfPresent(AccessibilityTraitSet.self, forKey: .traits) ?? []
        role = try c.decodeIfPresent(ElementRole.self, forKey: .role)
        className = try c.decodeIfPresent(String.self, forKey: .className)
        identifier = try c.decodeIfPresent(String.self, forKey: .identifier)
        language = try c.decodeIfPresent(String.self, forKey: .language)
        frame = try c.decodeIfPresent(ScreenRect.self, forKey: .frame) ?? .zero
        activationPoint = try c.decodeIfPresent(ScreenPoint.self, forKey: .activationPoint)
        isAccessibilityElement = try c.decodeIfPresent(Bool.self, forKey: .isAccessibilityElement) ?? false
        isHidden = try c.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false
        isVisible = try c.decodeIfPresent(Bool.self, forKey: .isVisible) ?? true
        isModal = try c.decodeIfPresent(Bool.self, forKey: .isModal) ?? false
        isCheckable = try c.decodeIfPresent(Bool.self, forKey: .isCheckable) ?? false
        checkedState = try c.decodeIfPresent(CheckedState.self, forKey: .checkedState)
        isClickable = try c.decodeIfPresent(Bool.self, forKey: .isClickable) ?? false
        isLongClickable = try c.decodeIfPresent(Bool.self, forKey: .isLongClickable) ?? false
        isFocusable = try c.decodeIfPresent(Bool.self, forKey: .isFocusable) ?? false
        isScreenReaderFocusable = try c.decodeIfPresent(Bool.self, forKey: .isScreenReaderFocusable) ?? false
        isScrollable = try c.decodeIfPresent(Bool.self, forKey: .isScrollable) ?? false
        stateDescription = try c.decodeIfPresent(String.self, forKey: .stateDescription)
        roleDescription = try c.decodeIfPresent(String.self, forKey: .roleDescription)
        collectionInfo = try c.decodeIfPresent(CollectionInfo.self, forKey: .collectionInfo)
        collectionItemInfo = try c.decodeIfPresent(CollectionItemInfo.self, forKey: .collectionItemInfo)
        paneTitle = try c.decodeIfPresent(String.self, forKey: .paneTitle)
        tooltip = try c.decodeIfPresent(String.self, forKey: .tooltip)
        isContentInvalid = try c.decodeIfPresent(Bool.self, forKey: .isContentInvalid) ?? false
        errorText = try c.decodeIfPresent(String.self, forKey: .errorText)
        liveRegion = try c.decodeIfPresent(LiveRegion.self, forKey: .liveRegion) ?? .none
        isExpandable = try c.decodeIfPresent(Bool.self, forKey: .isExpandable) ?? false
        isCollapsible = try c.decodeIfPresent(Bool.self, forKey: .isCollapsible) ?? false
        androidActions = try c.decodeIfPresent(AndroidActions.self, forKey: .androidActions)
        carriesComposeWords = try c.decodeIfPresent(Bool.self, forKey: .carriesComposeWords) ?? false
        carriesFrameworkWords = try c.decodeIfPresent(Bool.self, forKey: .carriesFrameworkWords) ?? false
        labelSource = try c.decodeIfPresent(LabelSource.self, forKey: .labelSource)
        customActions = try c.decodeIfPresent([CustomAction].self, forKey: .customActions) ?? []
        customRotors = try c.decodeIfPresent([CustomRotor].self, forKey: .customRotors) ?? []
        containerType = try c.decodeIfPresent(ContainerType.self, forKey: .containerType) ?? .none
        hasExplicitOrder = try c.decodeIfPresent(Bool.self, forKey: .hasExplicitOrder) ?? false
        groupsChildren = try c.decodeIfPresent(Bool.self, forKey: .groupsChildren) ?? false
        children = try c.decodeIfPresent([AccessibilityElement].self, forKey: .children) ?? []
        source = try c.decodeIfPresent(DumpLocation.self, forKey: .source)
        inferences = try c.decodeIfPresent([String].self, forKey: .inferences) ?? []
    }

    /// Encodes the element, leaving out properties that hold their default, so the JSON of a
    /// screen shows what is particular about each element.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(label, forKey: .label)
        try c.encodeIfPresent(value, forKey: .value)
        try c.encodeIfPresent(hint, forKey: .hint)
        if !traits.isEmpty { try c.encode(traits, forKey: .traits) }
        try c.encodeIfPresent(role, forKey: .role)
        try c.encodeIfPresent(className, forKey: .className)
        try c.encodeIfPresent(identifier, forKey: .identifier)
        try c.encodeIfPresent(language, forKey: .language)
        if frame != .zero { try c.encode(frame, forKey: .frame) }
        try c.encodeIfPresent(activationPoint, forKey: .activationPoint)
        if isAccessibilityElement { try c.encode(true, forKey: .isAccessibilityElement) }
        if isHidden { try c.encode(true, forKey: .isHidden) }
        if !isVisible { try c.encode(false, forKey: .isVisible) }
        if isModal { try c.encode(true, forKey: .isModal) }
        if isCheckable { try c.encode(true, forKey: .isCheckable) }
        try c.encodeIfPresent(checkedState, forKey: .checkedState)
        if isClickable { try c.encode(true, forKey: .isClickable) }
        if isLongClickable { try c.encode(true, forKey: .isLongClickable) }
        if isFocusable { try c.encode(true, forKey: .isFocusable) }
        if isScreenReaderFocusable { try c.encode(true, forKey: .isScreenReaderFocusable) }
        if isScrollable { try c.encode(true, forKey: .isScrollable) }
        try c.encodeIfPresent(stateDescription, forKey: .stateDescription)
        try c.encodeIfPresent(roleDescription, forKey: .roleDescription)
        try c.encodeIfPresent(collectionInfo, forKey: .collectionInfo)
        try c.encodeIfPresent(collectionItemInfo, forKey: .collectionItemInfo)
        try c.encodeIfPresent(paneTitle, forKey: .paneTitle)
        try c.encodeIfPresent(tooltip, forKey: .tooltip)
        if isContentInvalid { try c.encode(true, forKey: .isContentInvalid) }
        try c.encodeIfPresent(errorText, forKey: .errorText)
        if liveRegion != .none { try c.encode(liveRegion, forKey: .liveRegion) }
        if isExpandable { try c.encode(true, forKey: .isExpandable) }
        if isCollapsible { try c.encode(true, forKey: .isCollapsible) }
        try c.encodeIfPresent(androidActions, forKey: .androidActions)
        if carriesComposeWords { try c.encode(true, forKey: .carriesComposeWords) }
        if carriesFrameworkWords { try c.encode(true, forKey: .carriesFrameworkWords) }
        try c.encodeIfPresent(labelSource, forKey: .labelSource)
        if !customActions.isEmpty { try c.encode(customActions, forKey: .customActions) }
        if !customRotors.isEmpty { try c.encode(customRotors, forKey: .customRotors) }
        if containerType != .none { try c.encode(containerType, forKey: .containerType) }
        if hasExplicitOrder { try c.encode(true, forKey: .hasExplicitOrder) }
        if groupsChildren { try c.encode(true, forKey: .groupsChildren) }
        if !children.isEmpty { try c.encode(children, forKey: .children) }
        try c.encodeIfPresent(source, forKey: .source)
        if !inferences.isEmpty { try c.encode(inferences, forKey: .inferences) }
    }
}
