/// The WebDriverAgent attributes the iOS XML reader maps.
///
/// Raw values are ``XMLAttribute/nameHash`` of the name (64-bit FNV-1a), so the readers dispatch on an
/// integer instead of comparing strings; ``init(_:)`` still checks the name itself.
enum WebDriverAgentAttribute: UInt64, CaseIterable {
    case type = 0xA79439EF7BFA9C2D
    case name = 0xC4BCADBA8E631B86
    case label = 0x39F7FCEC8FCB623D
    case value = 0x7CE4FD9430E80CEA
    case enabled = 0x70D885806B56289E
    case visible = 0xEF7DDD8B320EE821
    case selected = 0x03C44F5A1B0581D4
    case accessible = 0x08B7540B526E1DBF
    case traits = 0xCBD3C460CD3D9EE8
    case x = 0xAF63F54C86021707
    case y = 0xAF63F44C86021554
    case width = 0xDBDACD932FD1E9BF
    case height = 0x17720BF67D347222
    case customActions = 0xB72992089D652E15

    /// The attribute's name in the dump.
    var name: String {
        switch self {
        case .type: "type"
        case .name: "name"
        case .label: "label"
        case .value: "value"
        case .enabled: "enabled"
        case .visible: "visible"
        case .selected: "selected"
        case .accessible: "accessible"
        case .traits: "traits"
        case .x: "x"
        case .y: "y"
        case .width: "width"
        case .height: "height"
        case .customActions: "customActions"
        }
    }

    /// The key of a known attribute, or `nil`.
    init?(_ attribute: XMLAttribute, in context: ImportContext) {
        guard let key = Self(rawValue: attribute.nameHash), context.hasName(attribute, key.name) else { return nil }
        self = key
    }
}
