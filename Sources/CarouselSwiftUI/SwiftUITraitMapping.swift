import AccessibilityTree

/// Which of the model's traits SwiftUI's `AccessibilityTraitSet` can express, by name.
///
/// SwiftUI has no `adjustable` trait: an element becomes adjustable through
/// `accessibilityAdjustableAction(_:)` (``SwiftUIAccessibilityProperties/isAdjustable``). It has
/// no "not enabled" trait either; decision: the adapter does not apply `.disabled(true)` for it,
/// because that would also stop the element's actions, so a disabled card in a SwiftUI carousel
/// is spoken through its value only. The private UIKit traits are dropped as in UIKit.
public enum SwiftUITraitMapping {
    /// The model's trait names with a SwiftUI `AccessibilityTraits` member, in the model's order,
    /// with that member's name.
    public static let memberNames: [(trait: String, member: String)] = [
        ("button", "isButton"), ("link", "isLink"), ("image", "isImage"), ("selected", "isSelected"),
        ("playsSound", "playsSound"), ("keyboardKey", "isKeyboardKey"), ("staticText", "isStaticText"),
        ("summaryElement", "isSummaryElement"), ("updatesFrequently", "updatesFrequently"),
        ("searchField", "isSearchField"), ("startsMediaSession", "startsMediaSession"),
        ("allowsDirectInteraction", "allowsDirectInteraction"), ("causesPageTurn", "causesPageTurn"),
        ("header", "isHeader"), ("toggleButton", "isToggle"),
    ]

    /// The SwiftUI member names for the traits in the set, in the model's order.
    ///
    /// - Complexity: O(t) in the number of known traits.
    public static func memberNames(of traits: AccessibilityTraitSet) -> [String] {
        let names = Set(traits.names)
        return memberNames.filter { names.contains($0.trait) }.map(\.member)
    }

    /// The SwiftUI member names for the traits not in the set: removed, so the element carries
    /// exactly the component's traits and none SwiftUI inferred from the view.
    ///
    /// - Complexity: O(t) in the number of known traits.
    public static func absentMemberNames(of traits: AccessibilityTraitSet) -> [String] {
        let names = Set(traits.names)
        return memberNames.filter { !names.contains($0.trait) }.map(\.member)
    }
}
