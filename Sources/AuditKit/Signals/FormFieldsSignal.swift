import AccessibilityTree

/// `form-fields`: an item is, or holds, an editable text field: the container is a form (a sign-in
/// pager's pages, a row of one-time-code boxes), not a row of content cards.
struct FormFieldsSignal: ContainerSignal {
    var identifier: String { "form-fields" }
    var rationale: String {
        "A widget fact: an editable text field (Android's EditText, Compose's text field, an iOS text or search "
            + "field) takes the user's input; a content card shows an item and opens it. A pager or row whose items "
            + "are or hold text fields is a form: a sign-in screen's pages, a code's digit boxes."
    }
    var category: ContainerCategory { .other }
    var kind: SignalKind { .kind }
    var weight: Double { 150 }

    var triggeringExamples: [SignalExample] {
        [
            SignalExample(
                "a sign-in pager whose page is a form", SignalExampleScreens.screen(Self.signInPager),
                container: "pager")
        ]
    }

    var nonTriggeringExamples: [SignalExample] { [.storyCardShelf] }

    /// A ViewPager (marked scrollable) whose page, flattened into it, is a phone-number field, a
    /// code field and a sign-in button.
    static var signInPager: AccessibilityElement {
        let fields = [
            AccessibilityElement(
                id: "phone", role: .editText, className: "android.widget.EditText",
                frame: ScreenRect(x: 100, y: 740, width: 920, height: 150), isClickable: true, isFocusable: true),
            AccessibilityElement(
                id: "code", role: .editText, className: "android.widget.EditText",
                frame: ScreenRect(x: 100, y: 920, width: 620, height: 150), isClickable: true, isFocusable: true),
            AccessibilityElement(
                id: "sign-in", label: "Sign in", role: .button, className: "android.widget.Button",
                frame: ScreenRect(x: 60, y: 1150, width: 960, height: 150), isClickable: true, isFocusable: true),
        ]
        return SignalExampleScreens.row(
            "pager", className: "androidx.viewpager.widget.ViewPager", top: 736, height: 1268, scrollable: true,
            items: fields)
    }

    func evidence(for subject: ContainerSubject) -> String? {
        let field = subject.items.lazy.flatMap(\.subtree).first { element in
            element.isPresent && !element.frame.isEmpty
                && (element.role == .editText || element.traits.contains(.textEntry)
                    || element.traits.contains(.searchField))
        }
        guard let field else { return nil }
        return "an item is or holds a text field (\(FindingElement.describe(field))): a form, not content cards"
    }
}
