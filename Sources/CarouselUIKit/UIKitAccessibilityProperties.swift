import AccessibilityTree

/// What a UIKit accessibility element returns for one model element: each property maps 1:1
/// onto the `UIAccessibility` property of the same name.
///
/// The UIKit adapters' overrides are one-line reads of these values, so the Linux tests check
/// exactly what VoiceOver would be given.
public struct UIKitAccessibilityProperties: Sendable, Hashable {
    /// The model element's identity.
    public var id: ElementID
    /// `isAccessibilityElement`.
    public var isAccessibilityElement: Bool
    /// `accessibilityLabel`.
    public var label: String?
    /// `accessibilityValue`.
    public var value: String?
    /// `accessibilityHint`.
    public var hint: String?
    /// `accessibilityIdentifier`.
    public var identifier: String?
    /// The names of the `UIAccessibilityTraits` members in `accessibilityTraits`.
    public var traitNames: [String]
    /// `accessibilityCustomActions`: each action's spoken name and the key the component handles.
    public var customActions: [CustomAction]
    /// The names of the `accessibilityCustomRotors`.
    public var rotorNames: [String]
    /// `accessibilityFrameInContainerSpace`, in the container's coordinates.
    public var frame: ScreenRect

    /// Reads the UIKit properties of a model element.
    public init(_ element: AccessibilityElement) {
        id = element.id
        isAccessibilityElement = element.isAccessibilityElement
        label = element.label
        value = element.value
        hint = element.hint
        identifier = element.identifier
        traitNames = UIKitTraitMapping.traitNames(of: element.traits)
        customActions = element.customActions
        rotorNames = element.customRotors.map(\.name)
        frame = element.frame
    }
}
