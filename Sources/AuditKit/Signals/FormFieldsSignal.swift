import AccessibilityTree

/// `form-fields`: an item is an editable text field: the container is a form (a sign-in pager's
/// page flattened into it, a row of one-time-code boxes), not a row of content cards.
struct FormFieldsSignal: ContainerSignal {
    var identifier: String { "form-fields" }
    var rationale: String {
        "A widget fact: an editable text field (Android's EditText, Compose's text field, an iOS text or search "
            + "field) takes the user's input; a content card shows an item and opens it. A pager or row whose items "
            + "are text fields is a form: a sign-in screen's page, a code's digit boxes. A card holding a field (a "
            + "quantity box) is still a card."
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

    var nonTriggeringExamples: [SignalExample] {
        [
            .storyCardShelf,
            SignalExample(
                "a shelf of product cards, each holding a quantity field",
                SignalExampleScreens.screen(Self.productShelfWithQuantities), container: "products"),
        ]
    }

    /// A scrolling shelf of three product cards (an image and a name) with a quantity field each.
    static var productShelfWithQuantities: AccessibilityElement {
        var cards = SignalExampleScreens.items(
            3, prefix: "product", top: 900, width: 420, height: 560, texts: ["Oat milk", "Rye bread", "Pears"])
        for index in cards.indices {
            let frame = cards[index].frame
            cards[index].children.append(
                AccessibilityElement(
                    id: ElementID("product\(index)-quantity"), role: .editText, className: "android.widget.EditText",
                    frame: ScreenRect(x: frame.minX, y: frame.maxY - 120, width: min(frame.width, 200), height: 110),
                    isClickable: true, isFocusable: true))
        }
        return SignalExampleScreens.row(
            "products", className: "androidx.recyclerview.widget.RecyclerView", top: 900, height: 560,
            scrollable: true, items: cards)
    }

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
        // The items themselves: a card that holds a field (a quantity box on a product card) is
        // still a card.
        let field = subject.items.first { element in
            element.isPresent && !element.frame.isEmpty
                && (element.role == .editText || element.traits.contains(.textEntry)
                    || element.traits.contains(.searchField))
        }
        guard let field else { return nil }
        return "an item is a text field (\(FindingElement.describe(field))): a form, not content cards"
    }
}
