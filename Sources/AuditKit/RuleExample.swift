import AccessibilityTree

/// A small screen that shows what a rule does: a triggering example must produce at least one
/// finding of the rule, a non-triggering example none.
public struct RuleExample: Sendable {
    /// What the example shows, for test output ("four cells, each its own stop").
    public var summary: String
    /// The screen.
    public var screen: AccessibilityScreen

    /// Creates an example.
    public init(_ summary: String, _ screen: AccessibilityScreen) {
        self.summary = summary
        self.screen = screen
    }
}
