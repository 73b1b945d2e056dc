import AccessibilityTree

/// Which of the model's traits UIKit lets an app set, by name; `UIAccessibilityTraits(named:)`
/// maps each name to the `UIAccessibilityTraits` member of the same name.
///
/// The model also carries traits UIKit keeps private (text entry, editing, back button, tab,
/// switch button, secure text entry) because VoiceOver speaks them in real apps' dumps; an app
/// cannot set them, so the adapter drops them rather than guess their bits.
public enum UIKitTraitMapping {
    /// The names of the traits with a public `UIAccessibilityTraits` member.
    public static let publicTraitNames: Set<String> = [
        "button", "link", "image", "selected", "playsSound", "keyboardKey", "staticText",
        "summaryElement", "notEnabled", "updatesFrequently", "searchField", "startsMediaSession",
        "adjustable", "allowsDirectInteraction", "causesPageTurn", "tabBar", "header",
        "toggleButton", "supportsZoom",
    ]

    /// The names of the traits in the set that UIKit can express, in the model's order.
    ///
    /// - Complexity: O(t) in the number of known traits.
    public static func traitNames(of traits: AccessibilityTraitSet) -> [String] {
        traits.names.filter(publicTraitNames.contains)
    }
}
