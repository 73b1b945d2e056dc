import AccessibilityTree

/// `label-in-name` (WCAG 2.5.3): an actionable element whose spoken name does not contain its visible text.
///
/// Decision: the visible label is the first visible text descendant (role ``ElementRole/text``, an
/// `XCUIElementTypeStaticText` or a `TextView`) that is not itself actionable; a card's title
/// comes first and its description after, and only the title must be in the name. The name is
/// the element's label. A text made only of emoji, symbols or an icon font's glyph is an icon,
/// not a label (W3C ACT rule 2ee8b8 sets such characters aside), so the first text holding a word
/// or number is the visible label. The system keyboard's keys and the system UI are not the
/// app's to name (``AuditContext/isDrawnByTheSystem(_:)``). On Android the model keeps one label (content description, else text),
/// so a contentDescription that replaces a Button's own text cannot be told apart here; the
/// rule sees the case where the text lives in a child TextView.
public struct LabelInNameRule: AuditRule {
    /// Creates the rule.
    public init() {}

    public var identifier: String { "label-in-name" }
    public var name: String { "Label in name" }
    public var rationale: String {
        "WCAG 2.5.3 Label in Name: the accessible name contains the visible label, so voice-control users "
            + "can say what they see; seed 003: the programmatic name should match the visible text label."
    }
    public var defaultSeverity: Severity { .warning }
    public var platforms: Set<Platform> { [.iOS, .android] }
    public var helpURI: String? { "https://www.w3.org/WAI/WCAG22/Understanding/label-in-name.html" }

    private static func card(label: String) -> AccessibilityElement {
        AccessibilityElement(
            id: "card", label: label, traits: [.button], className: "XCUIElementTypeCell",
            frame: ScreenRect(x: 20, y: 300, width: 350, height: 120), isAccessibilityElement: true,
            children: [
                AccessibilityElement(
                    id: "card.title", label: "Lockdown rules explained", traits: [.staticText],
                    className: "XCUIElementTypeStaticText", frame: ScreenRect(x: 30, y: 310, width: 300, height: 24)),
                AccessibilityElement(
                    id: "card.summary", label: "What you can and cannot do", traits: [.staticText],
                    className: "XCUIElementTypeStaticText", frame: ScreenRect(x: 30, y: 340, width: 300, height: 20)),
            ])
    }

    /// A clickable Android layout named `label` that holds text views, as apps lay out a row.
    private static func clickableLayout(
        _ id: ElementID, label: String, className: String = "android.view.ViewGroup", identifier: String? = nil,
        frame: ScreenRect, texts: [(String, ScreenRect)]
    ) -> AccessibilityElement {
        AccessibilityElement(
            id: id, label: label, className: className, identifier: identifier, frame: frame, isClickable: true,
            children: texts.enumerated().map { index, text in
                AccessibilityElement(
                    id: ElementID("\(id.rawValue).text\(index)"), label: text.0, role: .text,
                    className: "android.widget.TextView", frame: text.1)
            })
    }

    /// A file row whose first text is an emoji icon and whose second is the file's name.
    private static func fileRow(label: String) -> AccessibilityElement {
        clickableLayout(
            "file", label: label, frame: ScreenRect(left: 40, top: 300, right: 1040, bottom: 450),
            texts: [
                ("📄", ScreenRect(left: 60, top: 330, right: 140, bottom: 420)),
                ("notes.txt", ScreenRect(left: 160, top: 330, right: 600, bottom: 420)),
            ])
    }

    public var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a cell whose label replaces its visible title", ExampleScreens.iOS([Self.card(label: "Read more")]),
                landsOn: ["card"]),
            RuleExample(
                "a clickable Android layout whose content description differs from its text",
                ExampleScreens.android([
                    Self.clickableLayout(
                        "buy", label: "Purchase", className: "android.widget.LinearLayout",
                        frame: ScreenRect(left: 40, top: 300, right: 1040, bottom: 450),
                        texts: [("Buy now", ScreenRect(left: 80, top: 330, right: 600, bottom: 420))])
                ]), landsOn: ["buy"]),
            RuleExample(
                "a clickable row whose first text is an emoji icon and whose name leaves out the title after it",
                ExampleScreens.android([Self.fileRow(label: "📄, Open")]), landsOn: ["file"]),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                "a cell whose label starts with its visible title",
                ExampleScreens.iOS([Self.card(label: "Lockdown rules explained. What you can and cannot do")])),
            RuleExample("a button with no text inside", ExampleScreens.iOS([ExampleScreens.adjustableCarousel()])),
            RuleExample(
                "a clickable row whose first text is an emoji icon and whose name holds the title after it",
                ExampleScreens.android([Self.fileRow(label: "📄, notes.txt, 4 KB")])),
            RuleExample(
                "a key of Gboard's input-method window whose name is its letter and whose text its digit",
                ExampleScreens.android([
                    Self.clickableLayout(
                        "key", label: "o", className: "android.widget.FrameLayout",
                        identifier: "com.google.android.inputmethod.latin:id/key_pos_0_8",
                        frame: ScreenRect(left: 860, top: 1323, right: 967, bottom: 1474),
                        texts: [("9", ScreenRect(left: 930, top: 1330, right: 960, bottom: 1370))])
                ])),
            RuleExample(
                "a clickable layout whose only text is an icon font's glyph",
                ExampleScreens.android([
                    Self.clickableLayout(
                        "send", label: "Send message",
                        frame: ScreenRect(left: 900, top: 2000, right: 1040, bottom: 2140),
                        texts: [("\u{E163}", ScreenRect(left: 930, top: 2030, right: 1010, bottom: 2110))])
                ])),
        ] + [RealDumpExamples.playStoreTabsExample, RealDumpExamples.douyinTabsExample]
    }

    public func check(_ context: AuditContext) -> [Finding] {
        context.allElements.compactMap { element in
            guard element.isPresent, element.isActionable(on: context.platform),
                element.isReportedToScreenReader(on: context.platform),
                let name = element.trimmedLabel, let visible = visibleLabel(of: element, on: context.platform),
                !TextMatching.containsWord(visible, in: name),
                // Last: it walks the ancestors, and only a mismatch needs it.
                !context.isDrawnByTheSystem(element)
            else { return nil }
            return context.finding(
                self, about: element,
                message: "The spoken name \"\(name)\" does not contain the visible text \"\(visible)\"; start the "
                    + "name with the visible text so voice-control users can say what they see.")
        }
    }

    private func visibleLabel(of element: AccessibilityElement, on platform: Platform) -> String? {
        for descendant in element.subtree.dropFirst() where descendant.isPresent {
            guard !descendant.isActionable(on: platform) else { continue }
            let isText =
                descendant.role == .text || descendant.traits.contains(.staticText)
                || ["XCUIElementTypeStaticText", "TextView"].contains(descendant.simpleClassName ?? "")
            // Only text that holds a word or number is a label someone can say: emoji, symbols and
            // icon-font glyphs express non-text content (W3C ACT rule 2ee8b8, "Visible label is
            // part of accessible name", Expectation), so such a text is an icon and the next text
            // is the label.
            if isText, let text = descendant.trimmedLabel ?? descendant.trimmedValue, TextMatching.holdsWords(text) {
                return text
            }
        }
        return nil
    }
}
