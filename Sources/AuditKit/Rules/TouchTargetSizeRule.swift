import AccessibilityTree

/// `touch-target-size`: an actionable element smaller than 44 x 44 pt (iOS) or 48 x 48 dp (Android).
///
/// The sizes are Apple's and Android's guidelines, not WCAG's: WCAG 2.5.8 Target Size (Minimum)
/// asks for 24 x 24 CSS px (or spacing) and exempts inline targets, so a finding here may pass
/// WCAG. Decision: follow the platforms, as ATF does, and say so in the rationale.
///
/// Android dumps measure in pixels. With a known density the size is converted exactly; with
/// none, the density is inferred from the screen's short side (``inferredDensity(forScreenWidth:)``)
/// and the message says so. Skipped, because the dump cannot show their real size or they are
/// the system's: elements with no area, Android elements touching the screen's edge (uiautomator
/// clips bounds to the screen), and keyboard keys.
///
/// Decision: an actionable element inside an actionable ancestor with the same label whose frame
/// holds it is the same target seen twice (XCUITest lists a link's text as a Link inside the
/// Link), so only the ancestor is measured.
public struct TouchTargetSizeRule: AuditRule {
    /// Creates the rule.
    public init() {}

    public var identifier: String { "touch-target-size" }
    public var name: String { "Touch target size" }
    public var rationale: String {
        "Platform guidelines, stricter than WCAG: Apple's Human Interface Guidelines ask for 44 x 44 pt hit "
            + "targets and Android's accessibility guidance (ATF's TouchTargetSizeCheck) for 48 x 48 dp. WCAG 2.5.8 "
            + "Target Size (Minimum) asks only for 24 x 24 CSS px, or enough spacing, and exempts inline targets."
    }
    public var defaultSeverity: Severity { .warning }
    public var platforms: Set<Platform> { [.iOS, .android] }
    public var helpURI: String? { "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html" }

    /// The smallest side a target should have, in points (iOS) or dp (Android).
    public static func minimumSide(on platform: Platform) -> Double {
        platform == .iOS ? 44 : 48
    }

    /// The density (pixels per dp) assumed for an Android screen whose width in portrait (its
    /// short side) is `width` pixels, when the screen does not state it: the density of the
    /// nearest row, ties to the lower (larger dp sizes, fewer false findings), widths outside the
    /// table taking its first or last row. Decision: the same rule as HierarchyImport's importer
    /// applies to dumps, so a screen measures the same whoever guessed its density.
    ///
    /// | width (px) | density | bucket |
    /// | --- | --- | --- |
    /// | 240 | 0.75 | ldpi |
    /// | 320 | 1.0 | mdpi |
    /// | 480 | 1.5 | hdpi |
    /// | 720 | 2.0 | xhdpi |
    /// | 1080 | 2.625 | 420 dpi (Pixel) |
    /// | 1440 | 3.5 | 560 dpi |
    public static func inferredDensity(forScreenWidth width: Double) -> Double {
        let table: [(width: Double, density: Double)] = [
            (240, 0.75), (320, 1.0), (480, 1.5), (720, 2.0), (1080, 2.625), (1440, 3.5),
        ]
        var best = table[0]
        for row in table where abs(row.width - width) < abs(best.width - width) { best = row }
        return best.density
    }

    private static func button(_ frame: Rect) -> AccessibilityElement {
        AccessibilityElement(
            id: "close", label: "Close", traits: [.button], className: "XCUIElementTypeButton", frame: frame,
            isAccessibilityElement: true)
    }

    private static func androidButton(_ frame: Rect) -> AccessibilityElement {
        AccessibilityElement(
            id: "close", label: "Close", role: .button, className: "android.widget.ImageButton", frame: frame,
            isClickable: true)
    }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a 30 x 30 pt iOS button", ExampleScreens.iOS([Self.button(Rect(x: 340, y: 50, width: 30, height: 30))])
            ),
            RuleExample(
                "a 100 x 100 px Android button at density 2.625 (38 dp)",
                ExampleScreens.android([Self.androidButton(Rect(x: 900, y: 100, width: 100, height: 100))])),
            RuleExample(
                "a 100 x 100 px Android button, density unknown (inferred 2.625)",
                ExampleScreens.android(
                    [Self.androidButton(Rect(x: 900, y: 100, width: 100, height: 100))], density: nil)),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a 44 x 44 pt iOS button", ExampleScreens.iOS([Self.button(Rect(x: 340, y: 50, width: 44, height: 44))])
            ),
            RuleExample(
                "a link's text listed as a small Link inside the 44 pt tall Link",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "about", label: "About Privacy", traits: [.link], className: "XCUIElementTypeLink",
                        frame: Rect(x: 20, y: 500, width: 350, height: 44),
                        children: [
                            AccessibilityElement(
                                id: "about.text", label: "About Privacy", traits: [.link],
                                className: "XCUIElementTypeLink", frame: Rect(x: 20, y: 512, width: 120, height: 17))
                        ])
                ])),
            RuleExample(
                "a 126 x 126 px Android button at density 2.625 (48 dp)",
                ExampleScreens.android([Self.androidButton(Rect(x: 900, y: 100, width: 126, height: 126))])),
        ]
    }

    public func check(_ context: AuditContext) -> [Finding] {
        let platform = context.platform
        var density: Double = 1
        var note = ""
        if case .pixels(let known) = context.screen.unit {
            if let known, known > 0 {
                density = known
            } else {
                guard context.bounds.width > 0 else { return [] }
                // The short side, so a landscape screen is not taken for a denser one.
                let side =
                    context.bounds.height > 0
                    ? Swift.min(context.bounds.width, context.bounds.height) : context.bounds.width
                density = Self.inferredDensity(forScreenWidth: side)
                note =
                    " (density \(Self.format(density, decimals: 3)) inferred from the screen's short side of "
                    + "\(Self.format(side)) px; the dump does not state it)"
            }
        }
        let minimum = Self.minimumSide(on: platform)
        let unit = platform == .iOS ? "pt" : "dp"
        return context.screen.allElements.compactMap { element in
            guard element.isPresent, element.isActionable(on: platform), !element.frame.isEmpty,
                !element.traits.contains(.keyboardKey), element.simpleClassName != "XCUIElementTypeKey"
            else { return nil }
            if platform == .android, touchesEdge(element.frame, of: context.bounds) { return nil }
            if isRepeatedTarget(element, in: context) { return nil }
            let width = element.frame.width / density
            let height = element.frame.height / density
            guard width < minimum || height < minimum else { return nil }
            return context.finding(
                self, about: element,
                message: "The target is \(Self.format(width)) x \(Self.format(height)) \(unit)\(note), smaller than "
                    + "\(Self.format(minimum)) x \(Self.format(minimum)) \(unit); enlarge its frame or hit area.")
        }
    }

    /// Whether an actionable ancestor with the same label holds the element's frame.
    ///
    /// - Complexity: O(depth).
    private func isRepeatedTarget(_ element: AccessibilityElement, in context: AuditContext) -> Bool {
        guard let label = element.trimmedLabel else { return false }
        return context.index.ancestors(of: element.id).contains { id in
            guard let ancestor = context.index[id] else { return false }
            return ancestor.trimmedLabel == label && ancestor.isActionable(on: context.platform)
                && ancestor.frame.contains(element.frame)
        }
    }

    private func touchesEdge(_ frame: Rect, of bounds: Rect) -> Bool {
        guard !bounds.isEmpty else { return false }
        return frame.minX <= bounds.minX || frame.minY <= bounds.minY || frame.maxX >= bounds.maxX
            || frame.maxY >= bounds.maxY
    }

    /// A number rounded to at most `decimals` places, without trailing zeros ("38.1", "44", "2.625").
    static func format(_ value: Double, decimals: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
