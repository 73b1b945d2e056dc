import AccessibilityTree
import Testing

@testable import AuditKit

/// The two `touch-target-size` exceptions the eighth session narrowed or completed from the
/// opened wild sets' false findings (docs/audit-corpus.md, "Eighth session"), each on small
/// synthetic screens modelled on the kinds found, never on a copied dump. Every test names the
/// element each finding lands on.
@Suite struct TouchTargetInlineAndCutTests {
    private static func ids(_ rule: some AuditRule, _ screen: AccessibilityScreen) -> [String] {
        rule.check(AuditContext(screen: screen)).compactMap { $0.element?.id.rawValue }.sorted()
    }

    /// A block of text holding one 28 px (11 dp at density 2.625) tall target; `described`
    /// gives the block its words as a content description, `inWebView` puts it in a WebView,
    /// `clickable` makes the block clickable, long-clickable and focusable, and the target
    /// focusable too (a stop of its own).
    private static func block(
        _ text: String, className: String = "android.view.View", target: String, role: ElementRole? = .button,
        described: Bool = false, inWebView: Bool = false, clickable: Bool = false
    ) -> AccessibilityScreen {
        var block = AccessibilityElement(
            id: "block", label: text, className: className,
            frame: ScreenRect(left: 78, top: 1000, right: 1000, bottom: 1222), isClickable: clickable,
            isLongClickable: clickable, isFocusable: clickable,
            children: [
                AccessibilityElement(
                    id: "target", label: target, role: role, className: "android.widget.Button",
                    frame: ScreenRect(left: 143, top: 1148, right: 404, bottom: 1176), isClickable: true,
                    isFocusable: clickable)
            ])
        block.labelSource = described ? .contentDescription : .text
        guard inWebView else { return ExampleScreens.android([block]) }
        return ExampleScreens.android([
            AccessibilityElement(
                id: "web", className: "android.webkit.WebView",
                frame: ScreenRect(left: 0, top: 300, right: 1080, bottom: 2200), children: [block])
        ])
    }

    /// Inline, WCAG 2.2 SC 2.5.8 (https://www.w3.org/TR/WCAG22/#target-size-minimum): "The target
    /// is in a sentence or its size is otherwise constrained by the line-height of non-target
    /// text" names no role. A WebView lists a paragraph with its whole text and its links as
    /// Buttons inside it; such a link is in the paragraph, and exempt. A control inside a text
    /// that does not hold its words (a notice's "Accept"), a link beside a layout whose
    /// description merges its children's words (React Native's accessible container), and an
    /// image button named by the paragraph's words are measured.
    @Test func aLinkInsideTheTextThatHoldsItsWordsIsInline() {
        let rule = TouchTargetSizeRule()
        let paragraph = "We use your information to create an account. Learn more"
        #expect(Self.ids(rule, Self.block(paragraph, target: "Learn more")).isEmpty)
        #expect(Self.ids(rule, Self.block("Learn more about your data", target: "Learn more", role: nil)).isEmpty)
        #expect(Self.ids(rule, Self.block("Cookies keep this site working.", target: "Accept")) == ["target"])
        #expect(
            Self.ids(rule, Self.block(paragraph, className: "android.view.ViewGroup", target: "Learn more"))
                == ["target"])
        #expect(Self.ids(rule, Self.block(paragraph, target: "Learn more", role: .image)) == ["target"])
        // A text holding no more than the target's own words is the target's label, not a text around it.
        #expect(Self.ids(rule, Self.block("Learn more", target: "Learn more")) == ["target"])
        // A description is a developer's summary, not a text the target is set in (eighteenth
        // session, Y's Zeta Idle: a Compose panel described "DEBUG GRANTS HERO LEVEL (Lv 100)
        // ..." around its "+100" button); only a WebView's page describes its text nodes.
        let panel = "DEBUG GRANTS HERO LEVEL (Lv 100) GOLD (51940)"
        #expect(Self.ids(rule, Self.block(panel, target: "+100", described: true)) == ["target"])
        #expect(Self.ids(rule, Self.block(paragraph, target: "Learn more", described: true, inWebView: true)).isEmpty)
    }

    /// WebKit lists a web page's link as a Link around its StaticText, beside the StaticText of
    /// the words before it: "Powered by " and the link "Elemental Selenium", one 22 pt line
    /// (twenty-second session, MM's Safari page). The link is a word of that sentence (WCAG 2.2
    /// SC 2.5.8, "in a sentence"). A link around an image or a group, a link with no text on
    /// its line, and a button around its text are measured.
    @Test func aWebLinkAroundItsTextBesideItsSentenceIsInline() {
        func group(_ text: AccessibilityElement) -> AccessibilityElement {
            AccessibilityElement(
                id: "before.group", label: text.label, className: "XCUIElementTypeOther", frame: text.frame,
                children: [text])
        }
        func sentence(
            linkHolds inner: AccessibilityElement, withText: Bool = true, asButton: Bool = false,
            wrapsTheTextBefore: Bool = false
        ) -> AccessibilityScreen {
            let before = AccessibilityElement(
                id: "before", label: "Powered by", traits: [.staticText], role: .text,
                className: "XCUIElementTypeStaticText", frame: ScreenRect(x: 99, y: 359, width: 91, height: 22),
                isAccessibilityElement: true)
            let link = AccessibilityElement(
                id: "link", label: "Elemental Selenium", traits: asButton ? [.button] : [.link],
                role: asButton ? .button : .link, className: asButton ? "XCUIElementTypeButton" : "XCUIElementTypeLink",
                frame: ScreenRect(x: 189, y: 359, width: 142, height: 22), children: [inner])
            return ExampleScreens.iOS([
                AccessibilityElement(
                    id: "footer", className: "XCUIElementTypeOther",
                    frame: ScreenRect(x: 99, y: 359, width: 232, height: 22),
                    children: withText ? [wrapsTheTextBefore ? group(before) : before, link] : [link])
            ])
        }
        let text = AccessibilityElement(
            id: "link.text", label: "Elemental Selenium", traits: [.staticText], role: .text,
            className: "XCUIElementTypeStaticText", frame: ScreenRect(x: 189, y: 359, width: 142, height: 22),
            isAccessibilityElement: true)
        let image = AccessibilityElement(
            id: "link.image", label: "Elemental Selenium", traits: [.image], role: .image,
            className: "XCUIElementTypeImage", frame: ScreenRect(x: 189, y: 359, width: 142, height: 22),
            isAccessibilityElement: true)
        let rule = TouchTargetSizeRule()
        #expect(Self.ids(rule, sentence(linkHolds: text)).isEmpty)
        #expect(Self.ids(rule, sentence(linkHolds: image)) == ["link"])
        #expect(Self.ids(rule, sentence(linkHolds: text, withText: false)) == ["link"])
        // Only texts of its own: a link around a group holding a picture is no word.
        let group = AccessibilityElement(
            id: "link.group", className: "XCUIElementTypeOther", frame: image.frame, children: [image])
        #expect(Self.ids(rule, sentence(linkHolds: group)) == ["link"])
        // Only a link widens the words: a group around the text before a link, even named by
        // it, is no word of a sentence, so the link beside it is measured.
        var wrapped = sentence(linkHolds: text, wrapsTheTextBefore: true)
        #expect(Self.ids(rule, wrapped) == ["link"])
        wrapped = sentence(linkHolds: text)
        #expect(Self.ids(rule, wrapped).isEmpty)
        // Only a link: a button around its text beside a sentence is a control, as before.
        #expect(Self.ids(rule, sentence(linkHolds: text, asButton: true)) == ["link"])
    }

    /// Chromium lists a web page's link as a plain `android.view.View` around the TextView of
    /// its words (Chromium names a node's class after its role and has none for a link:
    /// `AXRoleToAndroidClassName`, chromium/chromium at a068767,
    /// ui/accessibility/ax_assistant_structure.cc). Beside its sentence's TextView on one line
    /// ("Google offered in: English", VV's search page in an app's WebView) it is a word of the
    /// sentence, as WebKit's Link around its StaticText is, and not measured. The same View
    /// alone on its line, around a picture, or outside a WebView (where a View holding children
    /// is a Compose node), and a node of another class around its words, are measured.
    @Test func aChromiumLinkAroundItsTextBesideItsSentenceIsInline() {
        func page(
            inWebView: Bool = true, withText: Bool = true, linkHolds kind: String = "android.widget.TextView",
            linkClass: String = "android.view.View"
        ) -> AccessibilityScreen {
            let before = AccessibilityElement(
                id: "before", label: "Google offered in:", role: .text, className: "android.widget.TextView",
                frame: ScreenRect(left: 154, top: 1075, right: 767, bottom: 1119))
            let link = AccessibilityElement(
                id: "link", label: "English", className: linkClass,
                frame: ScreenRect(left: 764, top: 1075, right: 926, bottom: 1119), isClickable: true,
                isFocusable: true,
                children: [
                    AccessibilityElement(
                        id: "link.text", label: "English",
                        role: kind == "android.widget.TextView" ? .text : kind == "android.view.View" ? nil : .image,
                        className: kind, frame: ScreenRect(left: 786, top: 1075, right: 904, bottom: 1119),
                        children: kind == "android.view.View"
                            ? [
                                AccessibilityElement(
                                    id: "link.flag", role: .image, className: "android.widget.Image",
                                    frame: ScreenRect(left: 786, top: 1075, right: 830, bottom: 1119))
                            ] : [])
                ])
            let line = AccessibilityElement(
                id: "line", className: "android.view.View",
                frame: ScreenRect(left: 121, top: 1058, right: 959, bottom: 1138),
                children: withText ? [before, link] : [link])
            let content: AccessibilityElement =
                inWebView
                ? AccessibilityElement(
                    id: "web", className: "android.webkit.WebView",
                    frame: ScreenRect(left: 0, top: 200, right: 1080, bottom: 2200), children: [line])
                : AccessibilityElement(
                    id: "compose", className: "androidx.compose.ui.platform.ComposeView",
                    frame: ScreenRect(left: 0, top: 200, right: 1080, bottom: 2200), children: [line])
            return ExampleScreens.android([content])
        }
        let rule = TouchTargetSizeRule()
        #expect(Self.ids(rule, page()).isEmpty)
        #expect(Self.ids(rule, page(withText: false)) == ["link"])
        #expect(Self.ids(rule, page(linkHolds: "android.widget.ImageView")) == ["link"])
        // Only texts of their own: a link around a group (a flag beside its name) is no word.
        #expect(Self.ids(rule, page(linkHolds: "android.view.View")) == ["link"])
        #expect(Self.ids(rule, page(inWebView: false)) == ["link"])
        // Only a link's class: Chromium gives a clickable block of text (a div of words) the
        // class of a TextView, a control drawn as words, which stays measured here.
        #expect(Self.ids(rule, page(linkClass: "android.widget.TextView")) == ["link"])
    }

    /// A TextView lets its ClickableSpans be clicked through a movement method, and setting one
    /// makes the TextView clickable, long-clickable and focusable
    /// (aosp-mirror/platform_frameworks_base @ 19636dc, core/java/android/widget/TextView.java:1388-1410,
    /// setMovementMethod, fixFocusableAndClickableSettings). So a link an app lists inside such a
    /// clickable TextView, whose text holds the link's words, is in its sentence (twenty-second
    /// session, KK's Instagram: "Les gusta a florthelotto95 y otras personas" holding the
    /// 13 dp tall link "florthelotto95", a focus stop of its own). A clickable control around
    /// words is no such text: a clickable View, a Button, a TextView described rather than drawn,
    /// a check box or a text field.
    @Test func aLinkInsideAClickableTextViewIsInline() {
        let rule = TouchTargetSizeRule()
        let sentence = "Liked by florthelotto95 and others"
        func ids(className: String, described: Bool = false) -> [String] {
            Self.ids(
                rule,
                Self.block(
                    sentence, className: className, target: "florthelotto95", described: described, clickable: true))
        }
        #expect(ids(className: "android.widget.TextView").isEmpty)
        #expect(ids(className: "androidx.appcompat.widget.AppCompatTextView").isEmpty)
        #expect(ids(className: "android.view.View") == ["target"])
        #expect(ids(className: "android.widget.Button") == ["target"])
        #expect(ids(className: "android.widget.TextView", described: true) == ["target"])
        #expect(ids(className: "android.widget.CheckBox") == ["target"])
        #expect(ids(className: "android.widget.EditText") == ["target"])
    }

    /// A part placed beyond the scroller's side shows the scroller cut its target (eighteenth
    /// session, Z's zafraweb login): a React Native "Forgot your password?" link shows 18 px above
    /// a ScrollView's bottom edge (2337) and the dump places its text from 2340, clamped upside
    /// down (`[171,2340][909,2337]`): cut, not measured. With its text inside the link, the same
    /// 18 px link is measured; so is one whose only part lies beyond a side the scroll view does
    /// not scroll across.
    @Test func aPartPlacedBeyondTheScrollersSideShowsTheCut() {
        func form(textTop: Double, textBottom: Double, horizontal: Bool = false) -> AccessibilityScreen {
            ExampleScreens.android([
                AccessibilityElement(
                    id: "scroll",
                    className: horizontal ? "android.widget.HorizontalScrollView" : "android.widget.ScrollView",
                    frame: ScreenRect(left: 0, top: 300, right: 1080, bottom: 2337), isScrollable: true,
                    children: [
                        AccessibilityElement(
                            id: "form", className: "android.view.ViewGroup",
                            frame: ScreenRect(left: 0, top: 300, right: 1080, bottom: 2337),
                            children: [
                                AccessibilityElement(
                                    id: "forgot", label: "Forgot your password?", className: "android.view.ViewGroup",
                                    frame: ScreenRect(left: 171, top: 2319, right: 909, bottom: 2337),
                                    isClickable: true,
                                    children: [
                                        AccessibilityElement(
                                            id: "forgot.text", label: "Forgot your password?",
                                            className: "android.widget.TextView",
                                            frame: ScreenRect(
                                                x: 171, y: textTop, width: 738, height: textBottom - textTop))
                                    ])
                            ])
                    ])
            ])
        }
        let rule = TouchTargetSizeRule()
        #expect(Self.ids(rule, form(textTop: 2340, textBottom: 2337)).isEmpty)
        #expect(Self.ids(rule, form(textTop: 2320, textBottom: 2336)) == ["forgot"])
        #expect(Self.ids(rule, form(textTop: 2340, textBottom: 2337, horizontal: true)) == ["forgot"])
    }

    /// A tab strip (HorizontalScrollView) of 48 dp tall tabs scrolled to its end: its one content
    /// view starts right of the scroller's start, so it no longer fills the scroller, yet its
    /// children are the scroller's items. Android's ScrollView and HorizontalScrollView hold one
    /// child "containing the entire contents to scroll" (developer.android.com/reference/android/
    /// widget/ScrollView). The last tab, 57 px where the narrowest whole tab is 204 px, is cut, as
    /// ATF takes a visible size smaller than the drawn one for no size of the view
    /// (google/Accessibility-Test-Framework-for-Android at c65cab0, TouchTargetSizeCheck.java lines
    /// 244-247). Moved so that the content fills the scroller again, the strip's last tab is whole
    /// at the edge and 42 dp tall tabs are all measured.
    @Test func aScrolledStripsContentStillHoldsItsItems() throws {
        let rule = TouchTargetSizeRule()
        let cut = try #require(rule.nonTriggeringExamples.first { $0.summary.contains("scrolled tab strip") })
        #expect(Self.ids(rule, cut.screen).isEmpty)
        let whole = try #require(rule.triggeringExamples.first { $0.summary.contains("strip's last tab, whole") })
        #expect(Self.ids(rule, whole.screen) == ["loadMore", "tab1", "tab2", "tab3", "tab4"])
    }

    /// Clickable rows of a Compose list (150 px) with empty 24 px spacers between them, all
    /// `View`s of one parent: the first row, 25 px at the list's top, is cut, because a target
    /// is compared with the targets beside it, not with the spacers. Without its like rows (only
    /// spacers beside it) nothing shows the cut, and it is measured.
    @Test func aTargetIsComparedWithTheTargetsBesideIt() {
        func list(rows: Bool) -> AccessibilityScreen {
            var children = [
                AccessibilityElement(
                    id: "first", label: "Chapter one", className: "android.view.View",
                    frame: ScreenRect(left: 0, top: 600, right: 1080, bottom: 625), isClickable: true)
            ]
            var top = 625.0
            for index in 1...3 {
                children.append(
                    AccessibilityElement(
                        id: ElementID("spacer\(index)"), className: "android.view.View",
                        frame: ScreenRect(left: 0, top: top, right: 1080, bottom: top + 24)))
                if rows {
                    children.append(
                        AccessibilityElement(
                            id: ElementID("row\(index)"), label: "Chapter \(index + 1)",
                            className: "android.view.View",
                            frame: ScreenRect(left: 0, top: top + 24, right: 1080, bottom: top + 174),
                            isClickable: true))
                }
                top += 174
            }
            return ExampleScreens.android([
                AccessibilityElement(
                    id: "list", className: "android.view.View",
                    frame: ScreenRect(left: 0, top: 600, right: 1080, bottom: 2200), isScrollable: true,
                    children: children)
            ])
        }
        #expect(Self.ids(TouchTargetSizeRule(), list(rows: true)).isEmpty)
        #expect(Self.ids(TouchTargetSizeRule(), list(rows: false)) == ["first"])
    }

    /// A grid's tiles need not all be one size to show a cut: a 24 px sliver of a tile beside
    /// tiles of 270, 270 and 414 px (one double width) is cut, since its peers' smallest size is
    /// shared by two of them; beside one large tile alone (a button beside one image of its
    /// class, small by design) it is measured.
    @Test func thePeersSmallestSharedSizeShowsTheCut() {
        func row(widths: [(Double, Double)]) -> AccessibilityScreen {
            let tiles = widths.enumerated().map { index, span in
                AccessibilityElement(
                    id: ElementID("tile\(index)"), className: "android.widget.FrameLayout",
                    frame: ScreenRect(left: span.0, top: 1400, right: span.1, bottom: 1634), isClickable: true)
            }
            return ExampleScreens.android([
                AccessibilityElement(
                    id: "scroller", className: "android.widget.HorizontalScrollView",
                    frame: ScreenRect(left: 0, top: 1142, right: 1080, bottom: 1670), isScrollable: true,
                    children: [
                        AccessibilityElement(
                            id: "content", className: "android.widget.LinearLayout",
                            frame: ScreenRect(left: 0, top: 1142, right: 1080, bottom: 1640),
                            children: [
                                AccessibilityElement(
                                    id: "row", className: "android.widget.LinearLayout",
                                    frame: ScreenRect(left: 39, top: 1400, right: 1080, bottom: 1640),
                                    children: tiles)
                            ])
                    ])
            ])
        }
        #expect(
            Self.ids(TouchTargetSizeRule(), row(widths: [(48, 318), (336, 606), (624, 1038), (1056, 1080)])).isEmpty)
        #expect(Self.ids(TouchTargetSizeRule(), row(widths: [(48, 1038), (1056, 1080)])) == ["tile1"])
    }
}
