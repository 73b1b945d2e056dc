import AccessibilityTree

/// `touch-target-size`: an actionable element smaller than 44 x 44 pt (iOS) or 48 x 48 dp (Android).
///
/// The sizes are Apple's and Android's guidelines, not WCAG's: WCAG 2.5.8 Target ScreenSize (Minimum)
/// asks for 24 x 24 CSS px (or spacing). Decision: follow the platforms' sizes, as ATF does, and
/// say so in the rationale; both are configurable per platform (``TouchTargetOptions``). WCAG
/// 2.5.8's exceptions apply unless the configuration turns them off:
/// - inline: a text target (no button or image role) in a sentence: its parent holds text that
///   is not actionable on the same or the neighbouring line, no shorter than two thirds of the
///   target's height; or an iOS link inside a static text or text view;
/// - equivalent: another actionable element on the screen with the same name is big enough;
/// - user agent: the system's own controls (Android's `com.android.systemui` views and the
///   `android:id/` system bars, iOS status bar, keyboard keys, a search field's own buttons and
///   standard switches, whose size UIKit fixes).
///
/// Not measured, since the dump does not show its real size or nobody can act on it: an element
/// the platform does not report to its screen reader (`accessible="false"`,
/// `a11y-important="false"`), a disabled element, and an element clipped by the screen or by a
/// scrolling ancestor (it touches or crosses the screen's edge or that ancestor's: uiautomator
/// clips bounds, so what is left is a sliver, and on iOS the user scrolls it into view first).
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
public struct TouchTargetSizeRule: ConfigurableRule {
    /// The sizes and exceptions.
    public var options: TouchTargetOptions

    /// Creates the rule.
    public init(options: TouchTargetOptions = TouchTargetOptions()) {
        self.options = options
    }

    public func configured(by configuration: AuditConfiguration) -> TouchTargetSizeRule {
        TouchTargetSizeRule(options: configuration.touchTarget)
    }

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

    /// The smallest side a target should have by default, in points (iOS) or dp (Android).
    public static func minimumSide(on platform: Platform) -> Double {
        platform == .iOS ? 44 : 48
    }

    /// The smallest side a target should have under the options, in points (iOS) or dp (Android).
    public func minimumSide(on platform: Platform) -> Double {
        let configured = platform == .iOS ? options.ios : options.android
        guard let configured, configured > 0 else { return Self.minimumSide(on: platform) }
        return configured
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

    private static func button(_ frame: ScreenRect) -> AccessibilityElement {
        AccessibilityElement(
            id: "close", label: "Close", traits: [.button], className: "XCUIElementTypeButton", frame: frame,
            isAccessibilityElement: true)
    }

    private static func androidButton(_ frame: ScreenRect) -> AccessibilityElement {
        AccessibilityElement(
            id: "close", label: "Close", role: .button, className: "android.widget.ImageButton", frame: frame,
            isClickable: true)
    }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a 30 x 30 pt iOS button",
                ExampleScreens.iOS([Self.button(ScreenRect(x: 340, y: 50, width: 30, height: 30))])
            ),
            RuleExample(
                "a 100 x 100 px Android button at density 2.625 (38 dp)",
                ExampleScreens.android([Self.androidButton(ScreenRect(x: 900, y: 100, width: 100, height: 100))])),
            RuleExample(
                "a 100 x 100 px Android button, density unknown (inferred 2.625)",
                ExampleScreens.android(
                    [Self.androidButton(ScreenRect(x: 900, y: 100, width: 100, height: 100))], density: nil)),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a 44 x 44 pt iOS button",
                ExampleScreens.iOS([Self.button(ScreenRect(x: 340, y: 50, width: 44, height: 44))])
            ),
            RuleExample(
                "a link's text listed as a small Link inside the 44 pt tall Link",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "about", label: "About Privacy", traits: [.link], className: "XCUIElementTypeLink",
                        frame: ScreenRect(x: 20, y: 500, width: 350, height: 44),
                        children: [
                            AccessibilityElement(
                                id: "about.text", label: "About Privacy", traits: [.link],
                                className: "XCUIElementTypeLink",
                                frame: ScreenRect(x: 20, y: 512, width: 120, height: 17))
                        ])
                ])),
            RuleExample(
                "a 126 x 126 px Android button at density 2.625 (48 dp)",
                ExampleScreens.android([Self.androidButton(ScreenRect(x: 900, y: 100, width: 126, height: 126))])),
            RuleExample(
                "real dump (docer1990/visiontest@f7bbd3f hierarchy.xml, MIT, lines 69 to 72): the links \"Terms of "
                    + "Service\" and \"Privacy Policy\" inside the sentence \"By logging in, you agree with our ... and "
                    + "...\": inline targets, exempt under WCAG 2.5.8",
                ExampleScreens.android([Self.loginSentence])),
            RuleExample(
                "a cell's switch control marked accessible=\"false\": VoiceOver reads the cell, never the control",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "cell", label: "Airplane Mode", value: "0", traits: [.button, .switchButton],
                        className: "XCUIElementTypeCell", frame: ScreenRect(x: 16, y: 200, width: 358, height: 52),
                        isAccessibilityElement: true,
                        children: [
                            AccessibilityElement(
                                id: "cell.switch", label: "Airplane Mode", value: "0", traits: [.button],
                                className: "XCUIElementTypeSwitch",
                                frame: ScreenRect(x: 310, y: 210, width: 51, height: 31),
                                isAccessibilityElement: false)
                        ])
                ])),
            RuleExample(
                "a 30 dp button cut by the edge of the list that scrolls it: only a sliver is measured",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "list", role: .list, className: "androidx.recyclerview.widget.RecyclerView",
                        frame: ScreenRect(left: 0, top: 400, right: 1080, bottom: 1600), isScrollable: true,
                        children: [Self.androidButton(ScreenRect(left: 900, top: 400, right: 1026, bottom: 480))])
                ])),
        ]
    }

    /// The sentence of the visiontest login screen (bounds in px as the dump gives them).
    private static var loginSentence: AccessibilityElement {
        func text(_ id: String, _ label: String, _ frame: ScreenRect, clickable: Bool = false) -> AccessibilityElement {
            AccessibilityElement(
                id: ElementID(id), label: label, className: "android.view.View", frame: frame, isClickable: clickable,
                isFocusable: true)
        }
        return AccessibilityElement(
            id: "sentence", className: "android.view.View",
            frame: ScreenRect(left: 126, top: 2152, right: 954, bottom: 2257),
            children: [
                text(
                    "agree", "By logging in, you agree with our ",
                    ScreenRect(left: 158, top: 2152, right: 630, bottom: 2213)),
                text(
                    "terms", "Terms of Service", ScreenRect(left: 606, top: 2152, right: 864, bottom: 2213),
                    clickable: true),
                text("and", " and ", ScreenRect(left: 840, top: 2152, right: 929, bottom: 2213)),
                text(
                    "privacy", "Privacy Policy", ScreenRect(left: 431, top: 2205, right: 648, bottom: 2265),
                    clickable: true),
            ])
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
        let minimum = minimumSide(on: platform)
        let unit = platform == .iOS ? "pt" : "dp"
        let candidates = context.screen.allElements.filter { element in
            element.isPresent && element.isActionable(on: platform) && !element.frame.isEmpty
                && element.isReportedToScreenReader(on: platform) && element.isEnabled
                && !element.traits.contains(.keyboardKey) && element.simpleClassName != "XCUIElementTypeKey"
        }
        let bigEnoughNames = Set(
            candidates.compactMap { element -> String? in
                guard element.frame.width / density >= minimum, element.frame.height / density >= minimum,
                    let label = element.trimmedLabel
                else { return nil }
                return TextMatching.normalized(label)
            })
        return candidates.compactMap { element in
            let width = element.frame.width / density
            let height = element.frame.height / density
            guard width < minimum || height < minimum else { return nil }
            if isClipped(element, in: context) { return nil }
            if isRepeatedTarget(element, in: context) { return nil }
            if options.applies(.userAgent), isSystemControl(element, in: context) { return nil }
            if options.applies(.equivalent), let label = element.trimmedLabel,
                bigEnoughNames.contains(TextMatching.normalized(label))
            {
                return nil
            }
            if options.applies(.inline), isInline(element, in: context) { return nil }
            return context.finding(
                self, about: element,
                message: "The target is \(Self.format(width)) x \(Self.format(height)) \(unit)\(note), smaller than "
                    + "\(Self.format(minimum)) x \(Self.format(minimum)) \(unit); enlarge its frame or hit area.")
        }
    }

    /// Whether the screen's edge or a scrolling ancestor's edge cuts the element, so its frame
    /// is not its size.
    ///
    /// - Complexity: O(depth).
    private func isClipped(_ element: AccessibilityElement, in context: AuditContext) -> Bool {
        if touchesEdge(element.frame, of: context.bounds) || !context.bounds.contains(element.frame) {
            return context.platform == .android || !context.bounds.contains(element.frame)
        }
        return context.index.ancestors(of: element.id).contains { id in
            guard let ancestor = context.index[id], Self.scrolls(ancestor), !ancestor.frame.isEmpty else {
                return false
            }
            return !ancestor.frame.contains(element.frame)
                || (context.platform == .android && touchesEdge(element.frame, of: ancestor.frame))
        }
    }

    private static func scrolls(_ element: AccessibilityElement) -> Bool {
        if element.isScrollable { return true }
        // Scroll, table and collection views under any of their iOS names (the class table), and
        // Android's vertical scroll view.
        let scrollingTypes: [WidgetClass] = [.iosScrollView, .iosTable, .iosCollectionView, .scrollView]
        return element.className.flatMap(WidgetClass.init(className:)).map(scrollingTypes.contains) ?? false
    }

    /// WCAG 2.5.8's user-agent exception: the system's own controls.
    private func isSystemControl(_ element: AccessibilityElement, in context: AuditContext) -> Bool {
        let chain = [element] + context.index.ancestors(of: element.id).compactMap { context.index[$0] }
        return chain.contains { node in
            if let identifier = node.identifier,
                identifier.hasPrefix("com.android.systemui:") || identifier == "android:id/navigationBarBackground"
                    || identifier == "android:id/statusBarBackground"
            {
                return true
            }
            let name = node.simpleClassName ?? ""
            // A search field's own buttons (clear text, dictation) are drawn by the system, and
            // UIKit fixes a standard switch's size whatever frame the app gives it.
            return name == "XCUIElementTypeStatusBar" || name == "XCUIElementTypeKeyboard"
                || (node.id != element.id && name == "XCUIElementTypeSearchField")
                || (node.id == element.id && (name == "XCUIElementTypeSwitch" || name == "UISwitch"))
        }
    }

    /// WCAG 2.5.8's inline exception: a text target set in a sentence.
    ///
    /// - Complexity: O(depth + siblings).
    private func isInline(_ element: AccessibilityElement, in context: AuditContext) -> Bool {
        let ancestors = context.index.ancestors(of: element.id).compactMap { context.index[$0] }
        if context.platform == .iOS, element.traits.contains(.link) || element.role == .link {
            let texts: Set<String> = ["XCUIElementTypeStaticText", "XCUIElementTypeTextView"]
            if ancestors.contains(where: { texts.contains($0.simpleClassName ?? "") }) { return true }
        }
        guard element.role == nil || element.role == .text || element.role == .link,
            !element.traits.contains(.button), !element.traits.contains(.image), let parent = ancestors.first
        else { return false }
        let text = parent.children.filter { sibling in
            sibling.id != element.id && sibling.isPresent && !sibling.isActionable(on: context.platform)
                && sibling.trimmedLabel != nil && sibling.children.isEmpty
                && (sibling.role == nil || sibling.role == .text)
                && sibling.frame.height >= element.frame.height * 2 / 3
        }
        return text.contains { sibling in
            let line = sibling.frame.height
            return element.frame.minY < sibling.frame.maxY + line && element.frame.maxY > sibling.frame.minY - line
                && element.frame.height <= line * 1.5
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

    private func touchesEdge(_ frame: ScreenRect, of bounds: ScreenRect) -> Bool {
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
