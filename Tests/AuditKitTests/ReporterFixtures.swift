import AccessibilityTree
import AuditKit

/// A small fixed set of findings every reporter test renders.
enum ReporterFixtures {
    static let skipCost = Finding(
        rule: "carousel-skip-cost", severity: .error, message: "Passing the carousel \"Related\" takes 4 swipes.",
        file: "home.xml", line: 12,
        element: FindingElement(
            id: "0.3", identifier: "related", description: "XCUIElementTypeCollectionView \"Related\"",
            path: "XCUIElementTypeApplication > XCUIElementTypeCollectionView \"Related\""),
        speech: "Related", swipesToPass: 4, mayHaveMoreOffScreen: true)
    static let unlabelled = Finding(
        rule: "label-missing", severity: .error, message: "No label.", file: "settings.xml", line: 3,
        element: FindingElement(id: "0.1", description: "android.widget.ImageButton"))
    static let small = Finding(
        rule: "touch-target-size", severity: .warning, message: "Too small & <tight>.", file: "home.xml", line: 20,
        element: FindingElement(id: "0.4", description: "XCUIElementTypeButton \"Close\""), speech: "Close, Button")
    static let roleWord = Finding(rule: "label-contains-role", severity: .info, message: "Says button.")

    static let findings = [skipCost, unlabelled, small, roleWord]

    static let rules = [
        RuleDescriptor(
            identifier: "carousel-skip-cost", name: "Carousel skip cost", rationale: "One swipe passes it.",
            defaultSeverity: .error, platforms: [.iOS, .android],
            helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/bypass-blocks.html"),
        RuleDescriptor(
            identifier: "label-missing", name: "Label missing", rationale: "Controls have names.",
            defaultSeverity: .error, platforms: [.iOS, .android]),
        RuleDescriptor(
            identifier: "touch-target-size", name: "Touch target size", rationale: "Targets are big enough.",
            defaultSeverity: .warning, platforms: [.iOS, .android]),
        RuleDescriptor(
            identifier: "label-contains-role", name: "Label contains role", rationale: "Roles are not doubled.",
            defaultSeverity: .warning, platforms: [.iOS, .android]),
    ]

    static let report = AuditReport(
        findings: findings, rules: rules, files: ["home.xml", "settings.xml", "clean.xml"],
        toolName: "carousel-a11y", toolVersion: "1.2.3", toolInformationURI: "https://example.org/carousel-a11y")
}
