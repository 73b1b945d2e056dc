/// A VoiceOver rotor setting: what swipe up and down do on an element that is not adjustable.
///
/// Decision (the digest is silent): Headings, Links and Containers are always offered, after
/// the element's own settings (Adjust value, Actions, then its and its ancestors' custom rotors);
/// a general setting the user picked stays picked until focus lands on an adjustable element or
/// one with custom actions, where VoiceOver switches to Adjust value or Actions.
public enum RotorSetting: Sendable, Hashable, CustomStringConvertible {
    /// Swipe up and down change the value (adjustable elements).
    case adjustValue
    /// Swipe up and down pick a custom action; double tap performs it.
    case actions
    /// Move between headings.
    case headings
    /// Move between links.
    case links
    /// Move between containers (lists, landmarks, groups, tables, tab bars).
    case containers
    /// A custom rotor, by name.
    case custom(String)

    /// A stable name for the setting (the custom rotor's own name for custom rotors).
    public var description: String {
        switch self {
        case .adjustValue: "adjustValue"
        case .actions: "actions"
        case .headings: "headings"
        case .links: "links"
        case .containers: "containers"
        case .custom(let name): name
        }
    }
}

extension RotorSetting {
    /// Whether the setting is an app's custom rotor, whose name is the app's, not VoiceOver's.
    var isCustom: Bool {
        if case .custom = self { return true }
        return false
    }
}
