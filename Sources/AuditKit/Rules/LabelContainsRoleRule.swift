import AccessibilityTree

/// `label-contains-role`: a label that already says the role the screen reader adds ("Play button").
///
/// Decision: only the role and trait words the screen reader speaks for this element count, as
/// the simulator composes them (from its traits on iOS, its class or role description on
/// Android), and only for elements it focuses; so a plain text "Image gallery" is not reported
/// but a button labelled "Play button" is, since it is heard as "Play button, Button".
///
/// Each spoken role word stands for its role in the screen's language: the readers' and the
/// components' words for that role (``AuditVocabulary/roleWords(sameRoleAs:)``), so a German
/// "Abspielen Taste" is reported even when the simulator has no German words yet. In Chinese or
/// Japanese, where words are not spaced, the role word may stand anywhere ("播放按钮").
public struct LabelContainsRoleRule: AuditRule {
    /// Creates the rule.
    public init() {}

    public var identifier: String { "label-contains-role" }
    public var name: String { "Label contains role" }
    public var rationale: String {
        "Apple's and Android's guidance: the label names the element, the role comes from its traits or "
            + "class; VoiceOver and TalkBack add the role word, so a label that says it is heard twice."
    }
    public var defaultSeverity: Severity { .warning }
    public var platforms: Set<Platform> { [.iOS, .android] }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a button labelled \"Play button\"",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "play", label: "Play button", traits: [.button], className: "XCUIElementTypeButton",
                        frame: ScreenRect(x: 20, y: 100, width: 60, height: 60), isAccessibilityElement: true)
                ]), landsOn: ["play"]),
            RuleExample(
                "an Android ImageView described as \"Logo image\"",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "logo", label: "Logo image", role: .image, className: "android.widget.ImageView",
                        frame: ScreenRect(left: 40, top: 200, right: 400, bottom: 400))
                ]), landsOn: ["logo"]),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a button labelled \"Play\"",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "play", label: "Play", traits: [.button], className: "XCUIElementTypeButton",
                        frame: ScreenRect(x: 20, y: 100, width: 60, height: 60), isAccessibilityElement: true)
                ])),
            RuleExample(
                "static text that mentions an image",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "caption", label: "Image gallery", traits: [.staticText],
                        className: "XCUIElementTypeStaticText",
                        frame: ScreenRect(x: 20, y: 100, width: 200, height: 20),
                        isAccessibilityElement: true)
                ])),
        ] + [RealDumpExamples.playStoreTabsExample, RealDumpExamples.douyinTabsExample]
    }

    public func check(_ context: AuditContext) -> [Finding] {
        context.focusOrder.compactMap { element in
            guard let label = element.trimmedLabel else { return nil }
            // The label is cut into words once, and only when the reader speaks a role word.
            var labelWords: [TextTokens.Token]?
            func isInLabel(_ word: String) -> Bool {
                let words = labelWords ?? TextTokens(label).tokens.filter(\.isWordOrNumber)
                labelWords = words
                return TextTokens.containsWords(TextTokens(word).tokens.filter(\.isWordOrNumber), in: words)
            }
            guard
                let word = context.roleWords(of: element).lazy.flatMap(context.vocabulary.roleWords(sameRoleAs:))
                    .first(where: isInLabel)
            else { return nil }
            let reader = context.platform == .iOS ? "VoiceOver" : "TalkBack"
            return context.finding(
                self, about: element,
                message: "The label \"\(label)\" says \"\(word)\", which \(reader) adds itself, so it is heard twice; "
                    + "remove the role word from the label." + context.languageCaveat)
        }
    }
}
