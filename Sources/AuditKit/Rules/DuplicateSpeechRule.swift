import AccessibilityTree

/// `duplicate-speech`: neighbours in the reading order say the same thing, or a visible title is
/// read twice (once as text, once inside the next element's name).
///
/// The title case: a text element (static text, heading, or Android text with no action)
/// followed by an element whose name begins with the title's whole text, as in a "Related
/// stories" heading followed by "Related stories, Carousel". Seed 003 says to hide the visible
/// label from the screen reader in that case. A name that only mentions the title later
/// ("Players", then "Load more players") is a different sentence, not a repetition.
///
/// Neighbours that say the same only because neither has a name (each heard as its role alone)
/// are `label-missing`'s findings, not repetitions; views the system draws (the keyboard's keys,
/// the system UI) are not the app's to rename (``AuditContext/isDrawnByTheSystem(_:)``).
public struct DuplicateSpeechRule: AuditRule {
    /// Creates the rule.
    public init() {}

    public var identifier: String { "duplicate-speech" }
    public var name: String { "Duplicate speech" }
    public var rationale: String {
        "Seed 003: setting a programmatic name while a visible label exists may make VoiceOver announce the "
            + "name twice; hide the visible label from the screen reader. Repeated speech costs swipes and attention."
    }
    public var defaultSeverity: Severity { .warning }
    public var platforms: Set<Platform> { [.iOS, .android] }

    private static func title(_ text: String) -> AccessibilityElement {
        AccessibilityElement(
            id: "title", label: text, traits: [.header, .staticText], className: "XCUIElementTypeStaticText",
            frame: ScreenRect(x: 20, y: 250, width: 350, height: 30), isAccessibilityElement: true)
    }

    private static func share(_ id: ElementID, y: Double) -> AccessibilityElement {
        AccessibilityElement(
            id: id, label: "Share", traits: [.button], className: "XCUIElementTypeButton",
            frame: ScreenRect(x: 20, y: y, width: 100, height: 44), isAccessibilityElement: true)
    }

    private static func unlabelled(_ id: ElementID, y: Double) -> AccessibilityElement {
        AccessibilityElement(
            id: id, traits: [.button], className: "XCUIElementTypeButton",
            frame: ScreenRect(x: 20, y: y, width: 100, height: 44), isAccessibilityElement: true)
    }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a visible title followed by a carousel whose name repeats it",
                ExampleScreens.iOS([Self.title("Related stories"), ExampleScreens.adjustableCarousel()]),
                landsOn: ["carousel"]),
            RuleExample(
                "two neighbouring buttons both read \"Share, Button\"",
                ExampleScreens.iOS([Self.share("share1", y: 100), Self.share("share2", y: 160)]), landsOn: ["share2"]),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a title hidden from VoiceOver before the named carousel",
                ExampleScreens.iOS([
                    {
                        var title = Self.title("Related stories")
                        title.isHidden = true
                        return title
                    }(),
                    ExampleScreens.adjustableCarousel(),
                ])),
            RuleExample(
                "a heading followed by a button that mentions it later in its name",
                ExampleScreens.iOS([
                    Self.title("Players"),
                    AccessibilityElement(
                        id: "more", label: "Load more players", traits: [.button], className: "XCUIElementTypeButton",
                        frame: ScreenRect(x: 20, y: 300, width: 200, height: 44), isAccessibilityElement: true),
                ])),
            RuleExample(
                "two neighbouring unlabelled buttons, heard as their role alone (label-missing reports them)",
                ExampleScreens.iOS([Self.unlabelled("icon1", y: 100), Self.unlabelled("icon2", y: 160)])),
            RuleExample(
                "two notification icons of Android's status bar that both say \"Notification\": the system's, "
                    + "not the app's to rename",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "status-bar", className: "android.widget.FrameLayout",
                        identifier: "com.android.systemui:id/status_bar",
                        frame: ScreenRect(left: 0, top: 0, right: 1080, bottom: 63),
                        children: [0, 1].map { index in
                            AccessibilityElement(
                                id: ElementID("icon\(index)"), label: "Notification",
                                className: "android.widget.ImageView",
                                frame: ScreenRect(
                                    left: 40 + Double(index) * 60, top: 5, right: 90 + Double(index) * 60, bottom: 58),
                                isFocusable: true)
                        })
                ])),
            RuleExample(
                "a heading that is not repeated",
                ExampleScreens.iOS([Self.title("Top stories"), ExampleScreens.adjustableCarousel()])),
        ] + [RealDumpExamples.playStoreTabsExample, RealDumpExamples.douyinTabsExample]
    }

    public func check(_ context: AuditContext) -> [Finding] {
        let order = context.focusOrder
        var findings: [Finding] = []
        // Each element's speech is composed and normalized once, not once as the element and
        // again as the one before the next.
        func spoken(_ element: AccessibilityElement) -> (text: String, normalized: String)? {
            context.speech(of: element).map { ($0, TextMatching.normalized($0)) }
        }
        var before = order.first.flatMap(spoken)
        for (previous, element) in zip(order, order.dropFirst()) {
            let current = spoken(element)
            defer { before = current }
            // Two neighbours with no name of their own both say only their role ("Unlabelled,
            // Button"): label-missing reports each, and the cure is a name, not a different one.
            // The system keyboard's keys and the system UI are not the app's to rename.
            if let current, let before, !current.normalized.isEmpty, current.normalized == before.normalized,
                element.speakableText(on: context.platform) != nil, !context.isDrawnByTheSystem(element)
            {
                let speech = current.text
                findings.append(
                    context.finding(
                        self, about: element,
                        message: "This element reads the same as the one before it (\"\(speech)\"); users hear it "
                            + "twice. Give each a distinct label or hide one."))
                continue
            }
            guard isText(previous, on: context.platform), let title = previous.trimmedLabel,
                let label = element.trimmedLabel, TextMatching.normalized(label) != TextMatching.normalized(title),
                TextMatching.beginsWithWords(title, in: label)
            else { continue }
            findings.append(
                context.finding(
                    self, about: element,
                    message: "The visible title \"\(title)\" is read, then read again in \"\(label)\"; hide the title "
                        + "from the screen reader, since the name already carries it."))
        }
        return findings
    }

    private func isText(_ element: AccessibilityElement, on platform: Platform) -> Bool {
        guard !element.isActionable(on: platform) else { return false }
        return element.traits.contains(.staticText) || element.traits.contains(.header) || element.role == .text
            || ["XCUIElementTypeStaticText", "TextView"].contains(element.simpleClassName ?? "")
    }
}
