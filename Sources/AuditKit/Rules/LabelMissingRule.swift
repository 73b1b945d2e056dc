import AccessibilityTree

/// `label-missing`: an element the screen reader focuses, or the user can act on, with nothing to say.
///
/// - iOS: an element VoiceOver visits (the simulator's focus order, ``AuditContext/focusOrder``)
///   with no label and no value.
/// - Android (TalkBack's composition and ATF's SpeakableTextPresentCheck): an actionable node
///   (clickable, long-clickable, checkable) or a screen-reader-focusable one, with no content
///   description or text, whose visible descendants say nothing either. When the node's
///   children speak for themselves it is not reported, since TalkBack then focuses them
///   instead. A node that is only keyboard-focusable is not reported: uiautomator marks scroll
///   containers focusable, and TalkBack passes over a container with nothing to say.
public struct LabelMissingRule: AuditRule {
    /// Creates the rule.
    public init() {}

    public var identifier: String { "label-missing" }
    public var name: String { "Label missing" }
    public var rationale: String {
        "WCAG 4.1.2 Name, Role, Value: every control has a name; TalkBack says \"Unlabelled, Button\" and "
            + "VoiceOver only the role for an element with no speakable text (ATF's SpeakableTextPresentCheck)."
    }
    public var defaultSeverity: Severity { .error }
    public var platforms: Set<Platform> { [.iOS, .android] }
    public var helpURI: String? { "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html" }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "an iOS button with no label",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "close", traits: [.button], className: "XCUIElementTypeButton",
                        frame: ScreenRect(x: 340, y: 50, width: 44, height: 44), isAccessibilityElement: true)
                ])),
            RuleExample(
                "a clickable Android ImageButton with no content description",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "close", role: .button, className: "android.widget.ImageButton",
                        frame: ScreenRect(left: 940, top: 100, right: 1066, bottom: 226), isClickable: true)
                ])),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "an iOS button labelled Close",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "close", label: "Close", traits: [.button], className: "XCUIElementTypeButton",
                        frame: ScreenRect(x: 340, y: 50, width: 44, height: 44), isAccessibilityElement: true)
                ])),
            RuleExample(
                "a clickable Android layout whose text child names it",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "row", className: "android.widget.LinearLayout",
                        frame: ScreenRect(left: 0, top: 300, right: 1080, bottom: 450), isClickable: true,
                        children: [
                            AccessibilityElement(
                                id: "row.title", label: "Wi-Fi", role: .text, className: "android.widget.TextView",
                                frame: ScreenRect(left: 40, top: 330, right: 400, bottom: 420))
                        ])
                ])),
        ] + [RealDumpExamples.playStoreTabsExample, RealDumpExamples.douyinTabsExample]
    }

    public func check(_ context: AuditContext) -> [Finding] {
        switch context.platform {
        case .iOS:
            return context.focusOrder.compactMap { element in
                guard element.trimmedLabel == nil, element.trimmedValue == nil else { return nil }
                return context.finding(
                    self, about: element,
                    message: "VoiceOver focuses this element but it has no label or value, so nothing says what "
                        + "it is; set accessibilityLabel.")
            }
        case .android:
            return context.screen.allElements.compactMap { element in
                guard element.isPresent, element.isActionable(on: .android) || element.isScreenReaderFocusable,
                    element.isReportedToScreenReader(on: .android),
                    !element.subtree.contains(where: { $0.isPresent && $0.speakableText(on: .android) != nil })
                else { return nil }
                return context.finding(
                    self, about: element,
                    message: "This actionable element has no content description or text, and nothing inside it "
                        + "speaks; TalkBack says \"Unlabelled\". Set contentDescription.")
            }
        }
    }
}
