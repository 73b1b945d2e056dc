/// Every audit rule, in the order reports list them.
///
/// A test compares ``identifiers`` with the list of rule files, so a rule that is written but
/// not registered fails the build's tests.
public enum RuleRegistry {
    /// Every rule.
    public static let all: [any AuditRule] = [
        CarouselSkipCostRule(),
        CarouselCardRoleRule(),
        CarouselNameRule(),
        CarouselPositionRule(),
        CarouselAutoplayPauseRule(),
        CarouselLoopDuplicatesRule(),
        CarouselItemCountRule(),
        CarouselFocusOrderRule(),
        TabRoleRule(),
        LabelMissingRule(),
        LabelInNameRule(),
        DuplicateSpeechRule(),
        LabelContainsRoleRule(),
        TouchTargetSizeRule(),
        AdjustableNoValueRule(),
    ]

    /// The identifiers of every rule, in order.
    public static var identifiers: [String] { all.map(\.identifier) }

    /// The rule with the identifier, or `nil`.
    ///
    /// - Complexity: O(r) in the number of rules.
    public static func rule(withIdentifier identifier: String) -> (any AuditRule)? {
        all.first { $0.identifier == identifier }
    }
}
