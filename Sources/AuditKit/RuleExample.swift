import AccessibilityTree

/// A small screen that shows what a rule does: a triggering example must produce findings of the
/// rule on exactly the elements it marks, a non-triggering example none.
public struct RuleExample: Sendable {
    /// What the example shows, for test output ("four cells, each its own stop").
    public var summary: String
    /// The screen.
    public var screen: AccessibilityScreen
    /// The elements the rule's findings must land on, one per finding, in the order the rule
    /// reports them: the mark SwiftLint's examples put on the violating character. Empty for a
    /// non-triggering example.
    public var landsOn: [ElementID]

    /// Creates an example.
    ///
    /// - Parameters:
    ///   - summary: What the example shows.
    ///   - screen: The screen.
    ///   - landsOn: For a triggering example, the element each finding must land on, in order.
    public init(_ summary: String, _ screen: AccessibilityScreen, landsOn: [ElementID] = []) {
        self.summary = summary
        self.screen = screen
        self.landsOn = landsOn
    }
}
