/// The uiautomator / Appium UiAutomator2 attributes the Android reader maps.
///
/// Raw values are ``XMLAttribute/nameHash`` of the name (64-bit FNV-1a), so the readers dispatch on an
/// integer instead of comparing strings; ``init(_:)`` still checks the name itself.
enum AndroidAttribute: UInt64, CaseIterable {
    case text = 0xFA04F4EF1995407E
    case contentDesc = 0xC1F03C538032C858
    case resourceId = 0xDACE3DCE65E4EDB5
    case className = 0xD11655952FCBAB9F
    case package = 0x53CF3EEC39CF731B
    case hint = 0x7341FCCC9B1D9B78
    case showingHint = 0xCEDBFA8083DA9F92
    case bounds = 0x52F60C4CAEF0B768
    case checkable = 0x3E2F6DE3D5640203
    case checked = 0xA01D5521A3FAB666
    case clickable = 0xA865C1C905F86B9B
    case longClickable = 0x0F6BF2CB27EB56BE
    case focusable = 0xF9FE3F9A3E3D8D2F
    case focused = 0x0340_AA8C_A232_36D2
    case scrollable = 0xACEEAE2A690220B4
    case screenReaderFocusable = 0xA63B51DECB975B9E
    case enabled = 0x70D885806B56289E
    case selected = 0x03C44F5A1B0581D4
    case heading = 0xB128829190CA0F75
    case password = 0x4B1A493507B3A318
    case visibleToUser = 0x39603CF60FEC4123
    case displayed = 0x33F64AF91DD88CDC
    case a11yImportant = 0x1EB1CEB09CD39322
    case width = 0xDBDACD932FD1E9BF
    case height = 0x17720BF67D347222
    /// The node's `roleDescription` (AndroidX keeps it in the extras as "AccessibilityNodeInfo.roleDescription").
    case roleDescription = 0x3C25_AC81_FB68_5E36
    /// `CollectionInfo`: "rows,columns".
    case collectionInfo = 0x56A2_F1D4_5025_0168
    /// `CollectionItemInfo`: "rowIndex,columnIndex".
    case collectionItemInfo = 0x6708_96AE_A975_D52A
    /// The view's tooltip text (newer Appium UiAutomator2 servers write it).
    case tooltipText = 0x4658_3C6D_A621_1D40
    /// `isContentInvalid` (newer Appium UiAutomator2 servers write it on every node).
    case contentInvalid = 0x6623_8766_3C6A_0118
    /// `getError`, written by newer Appium UiAutomator2 servers only when the node has one.
    case error = 0x9F74_52DD_75D5_4D31
    /// The node's actions by their symbolic names ("ACTION_CLICK,ACTION_EXPAND"), written by
    /// newer Appium UiAutomator2 servers only with their `includeA11yActionsInPageSource` setting.
    case actions = 0xAAB8_AAB6_B281_4644
    /// `getLiveRegion` (newer Appium UiAutomator2 servers write it on every node).
    case liveRegion = 0xDD8F_D999_C8DC_AFE2
    /// `getPaneTitle` (API 28+), written by newer Appium UiAutomator2 servers only when the node has one.
    case paneTitle = 0x9582_D0E3_548D_B654

    /// The attribute's name in the dump.
    var name: String {
        switch self {
        case .text: "text"
        case .contentDesc: "content-desc"
        case .resourceId: "resource-id"
        case .className: "class"
        case .package: "package"
        case .hint: "hint"
        case .showingHint: "showing-hint"
        case .bounds: "bounds"
        case .checkable: "checkable"
        case .checked: "checked"
        case .clickable: "clickable"
        case .longClickable: "long-clickable"
        case .focusable: "focusable"
        case .focused: "focused"
        case .scrollable: "scrollable"
        case .screenReaderFocusable: "screen-reader-focusable"
        case .enabled: "enabled"
        case .selected: "selected"
        case .heading: "heading"
        case .password: "password"
        case .visibleToUser: "visible-to-user"
        case .displayed: "displayed"
        case .a11yImportant: "a11y-important"
        case .width: "width"
        case .height: "height"
        case .roleDescription: "role-description"
        case .collectionInfo: "collection-info"
        case .collectionItemInfo: "collection-item-info"
        case .tooltipText: "tooltip-text"
        case .contentInvalid: "content-invalid"
        case .error: "error"
        case .paneTitle: "pane-title"
        case .liveRegion: "live-region"
        case .actions: "actions"
        }
    }

    /// The key of a known attribute, or `nil`.
    init?(_ attribute: XMLAttribute, in context: ImportContext) {
        guard let key = Self(rawValue: attribute.nameHash), context.hasName(attribute, key.name) else { return nil }
        self = key
    }
}
