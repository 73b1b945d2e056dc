import AccessibilityTree

/// `adjustable-no-value`: an adjustable element with no value, so swiping up or down says nothing.
///
/// Applies to elements with the ``AccessibilityTraitSet/adjustable`` trait on either platform;
/// on Android a state description counts as a value, since TalkBack speaks it.
public struct AdjustableNoValueRule: AuditRule {
    /// Creates the rule.
    public init() {}

    public var identifier: String { "adjustable-no-value" }
    public var name: String { "Adjustable without value" }
    public var rationale: String {
        "Seed 004: after a swipe up or down VoiceOver speaks only the new value (\"60%\"); with no value the "
            + "user hears nothing and cannot tell what changed. WCAG 4.1.2 Name, Role, Value."
    }
    public var defaultSeverity: Severity { .error }
    public var platforms: Set<Platform> { [.iOS, .android] }
    public var helpURI: String? { "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html" }

    private static func slider(value: String?) -> AccessibilityElement {
        AccessibilityElement(
            id: "volume", label: "Volume", value: value, traits: [.adjustable], className: "XCUIElementTypeSlider",
            frame: ScreenRect(x: 20, y: 400, width: 350, height: 44), isAccessibilityElement: true)
    }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample("a slider with no value", ExampleScreens.iOS([Self.slider(value: nil)]), landsOn: ["volume"]),
            RuleExample(
                "an adjustable carousel with no value",
                ExampleScreens.iOS([ExampleScreens.adjustableCarousel(value: nil)]), landsOn: ["carousel"]),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [RuleExample("a slider at 50%", ExampleScreens.iOS([Self.slider(value: "50%")]))] + [
            RealDumpExamples.playStoreTabsExample, RealDumpExamples.douyinTabsExample,
        ]
    }

    public func check(_ context: AuditContext) -> [Finding] {
        context.allElements.compactMap { element in
            guard element.isPresent, element.traits.contains(.adjustable), element.trimmedValue == nil,
                element.isReportedToScreenReader(on: context.platform),
                context.platform == .iOS || AccessibilityElement.trimmed(element.stateDescription) == nil
            else { return nil }
            return context.finding(
                self, about: element,
                message: "This adjustable element has no value, so swiping up or down says nothing; set its value "
                    + "to what the adjustment changes (\"50%\", \"3 stars\", the current card).")
        }
    }
}
