import AccessibilityTree
import ScreenReaderKit

/// `label-missing`: an element the screen reader focuses, or the user can act on, with nothing to say.
///
/// - iOS: an element VoiceOver visits (the simulator's focus order, ``AuditContext/focusOrder``)
///   with no label and no value; not a cell whose content has labels, which UIKit reads for it
///   (``isCellNamedByItsContent(_:)``).
/// - Android: a node TalkBack stops on (the simulator's focus order, ``AuditContext/focusOrder``,
///   with the departures ``isTalkBackStop(_:focused:)`` documents: a silent control with only
///   silent decoration below it, or a wordless edit box, is a stop; a focusable leaf that is no
///   control is not) with no content description, text or hint (a hint on a node of any role:
///   ``hasSpeakableTextOnAndroid(_:)``), whose visible descendants say nothing either (TalkBack's
///   composition and ATF's SpeakableTextPresentCheck). A state ("Not checked") is no name.
///
/// Not reported, on either platform: a key of the system keyboard (an input-method window on
/// Android, ``TouchTargetSizeRule/isKeyboard(_:)``), which the app does not label; on Android a
/// view of the system UI (``TouchTargetSizeRule/isSystemUI(_:)``, or a whole screen of it:
/// ``TouchTargetSizeRule/isSystemScreen(_:)``), a WebView whose content the
/// dump does not expose (``isUnexposedWebView(_:)``), a
/// tile whose actionable ancestor of the same bounds speaks for it (see
/// `isSpokenForByAncestor`), and an element cut by its scroller
/// (``AuditContext/isClipped(_:)``), since uiautomator leaves out the off-screen children that
/// would name it (not an ImageView, which holds no children: ``isNamedOnItsOwnNode(_:)``), and a node with empty bounds outside web content, which TalkBack does not
/// focus (see `isOnScreen`).
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
                ]),
                landsOn: ["close"]),
            RuleExample(
                "a clickable Android ImageButton with no content description",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "close", role: .button, className: "android.widget.ImageButton",
                        frame: ScreenRect(left: 940, top: 100, right: 1066, bottom: 226), isClickable: true)
                ]),
                landsOn: ["close"]),
            RuleExample(
                "an unlabelled clickable image with a place of its own inside a labelled clickable card: TalkBack "
                    + "focuses it and says \"Unlabelled\"",
                ExampleScreens.android([
                    Self.card(
                        child: AccessibilityElement(
                            id: "more", className: "android.widget.ImageView",
                            frame: ScreenRect(left: 915, top: 414, right: 1035, bottom: 534), isClickable: true))
                ]),
                landsOn: ["more"]),
            RuleExample(
                "a clickable Android view whose only text is an icon font's glyph (U+E5CD, a private-use character): "
                    + "no word to speak",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "close", className: "android.view.ViewGroup",
                        frame: ScreenRect(left: 940, top: 100, right: 1066, bottom: 226), isClickable: true,
                        children: [
                            AccessibilityElement(
                                id: "close.glyph", label: "\u{E5CD}", role: .text,
                                className: "android.widget.TextView",
                                frame: ScreenRect(left: 970, top: 130, right: 1036, bottom: 196))
                        ])
                ]),
                landsOn: ["close"]),
            RuleExample(
                "an iOS button labelled with an icon font's glyph and a variation selector",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "share", label: "\u{F0045}\u{FE0F}", traits: [.button], className: "XCUIElementTypeButton",
                        frame: ScreenRect(x: 300, y: 50, width: 44, height: 44), isAccessibilityElement: true)
                ]),
                landsOn: ["share"]),
            RuleExample(
                "a silent clickable frame around a silent clickable image: TalkBack and ATF focus the image, not "
                    + "the frame, which has an actionable child and nothing to speak",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "avatar-frame", className: "android.widget.FrameLayout",
                        frame: ScreenRect(left: 23, top: 946, right: 150, bottom: 1073), isClickable: true,
                        isFocusable: true,
                        children: [
                            AccessibilityElement(
                                id: "avatar", className: "android.widget.ImageView",
                                frame: ScreenRect(left: 37, top: 960, right: 136, bottom: 1059), isClickable: true,
                                isFocusable: true)
                        ])
                ]),
                landsOn: ["avatar"]),
            RuleExample(
                "a silent checkable favourite toggle around a silent clickable heart: TalkBack and ATF focus a "
                    + "checkable node whatever lies below it, and say only \"Not checked\"",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "favourite", className: "android.widget.FrameLayout",
                        frame: ScreenRect(left: 900, top: 300, right: 1040, bottom: 440), isCheckable: true,
                        isClickable: true, isFocusable: true,
                        children: [
                            AccessibilityElement(
                                id: "heart", className: "android.widget.ImageView",
                                frame: ScreenRect(left: 922, top: 322, right: 1018, bottom: 418), isClickable: true)
                        ])
                ]),
                landsOn: ["favourite", "heart"]),
            RuleExample(
                "a password field with no name or hint around its unlabelled show-password button: TalkBack skips "
                    + "the field, and the button types nothing",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "password", role: .editText, className: "android.widget.EditText",
                        frame: ScreenRect(left: 60, top: 1331, right: 1020, bottom: 1484), isClickable: true,
                        isFocusable: true,
                        children: [
                            AccessibilityElement(
                                id: "reveal", role: .button, className: "android.widget.Button",
                                frame: ScreenRect(left: 876, top: 1335, right: 1020, bottom: 1479), isClickable: true,
                                isFocusable: true)
                        ])
                ]),
                landsOn: ["password", "reveal"]),
            RuleExample(
                "Flutter's unnamed password toggle: a focusable Button with no children, not clickable (no tap "
                    + "handler when dumped): TalkBack focuses a focusable leaf and says only \"Button\"",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "reveal", role: .button, className: "android.widget.Button",
                        frame: ScreenRect(left: 84, top: 1228, right: 210, bottom: 1354), isFocusable: true)
                ]),
                landsOn: ["reveal"]),
            RuleExample(
                "an icon button: a clickable frame around an image with no description, which TalkBack's tree "
                    + "leaves out (unimportant), so TalkBack focuses the frame as a leaf and says \"Unlabelled\"",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "close", className: "android.widget.FrameLayout",
                        frame: ScreenRect(left: 940, top: 100, right: 1066, bottom: 226), isClickable: true,
                        isFocusable: true,
                        children: [
                            AccessibilityElement(
                                id: "close.icon", className: "android.widget.ImageView",
                                frame: ScreenRect(left: 970, top: 130, right: 1036, bottom: 196))
                        ])
                ]),
                landsOn: ["close"]),
            RuleExample(
                "an image that offers ACTION_CLICK in Appium's action list while its clickable flag is false: "
                    + "TalkBack counts the action as clickable",
                ExampleScreens.android([Self.offeringClick()]),
                landsOn: ["share"]),
            RuleExample(
                "a disabled icon-font button (focusable, not clickable while disabled) whose description and child "
                    + "text are only a private-use glyph: TalkBack focuses it for those words, which say nothing",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "send", label: "\u{F565}", className: "android.view.ViewGroup",
                        frame: ScreenRect(left: 900, top: 2100, right: 1050, bottom: 2250), isFocusable: true,
                        children: [
                            AccessibilityElement(
                                id: "send.glyph", label: "\u{F565}", role: .text, className: "android.widget.TextView",
                                frame: ScreenRect(left: 937, top: 2136, right: 1012, bottom: 2214))
                        ])
                ]),
                landsOn: ["send"]),
            RuleExample(
                "an unnamed clickable avatar in a list's last row, which the list's bottom edge cuts: an ImageView "
                    + "holds no children, so no child left off the screen could name it",
                ExampleScreens.android([Self.listCuttingItsLastRow(avatarClass: "android.widget.ImageView")]),
                landsOn: ["avatar.3"]),
        ]
    }

    /// An image with no name whose action list offers ACTION_CLICK while its clickable flag is false.
    private static func offeringClick() -> AccessibilityElement {
        var image = AccessibilityElement(
            id: "share", className: "android.widget.ImageView",
            frame: ScreenRect(left: 940, top: 100, right: 1066, bottom: 226))
        image.androidActions = [.click]
        return image
    }

    /// A scrolling list of four rows, each a labelled clickable row holding a clickable avatar of
    /// `avatarClass`; the list's bottom edge cuts the last row, whose avatar touches that edge.
    private static func listCuttingItsLastRow(avatarClass: String) -> AccessibilityElement {
        let rows = (0..<4).map { index in
            let top = 251.0 + Double(index) * 605
            let bottom = Swift.min(top + 605, 2_203)
            return AccessibilityElement(
                id: ElementID("row.\(index)"), className: "android.view.ViewGroup",
                frame: ScreenRect(left: 0, top: top, right: 1080, bottom: bottom), isClickable: true,
                children: [
                    AccessibilityElement(
                        id: ElementID("avatar.\(index)"), label: index == 3 ? nil : "Driver \(index + 1)",
                        className: avatarClass,
                        frame: ScreenRect(left: 20, top: top + 20, right: 142, bottom: Swift.min(top + 142, 2_203)),
                        isClickable: true),
                    AccessibilityElement(
                        id: ElementID("name.\(index)"), label: "Ride \(index + 1)", role: .text,
                        className: "android.widget.TextView",
                        frame: ScreenRect(left: 170, top: top + 20, right: 900, bottom: Swift.min(top + 90, 2_203))),
                ])
        }
        return AccessibilityElement(
            id: "orders", className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(left: 0, top: 251, right: 1080, bottom: 2_203), isFocusable: true, isScrollable: true,
            children: rows)
    }

    /// A clickable card whose title names it, holding one more element.
    private static func card(child: AccessibilityElement) -> AccessibilityElement {
        AccessibilityElement(
            id: "card", className: "android.widget.FrameLayout",
            frame: ScreenRect(left: 0, top: 300, right: 1080, bottom: 700), isClickable: true,
            children: [
                AccessibilityElement(
                    id: "card.title", label: "Morning news", role: .text, className: "android.widget.TextView",
                    frame: ScreenRect(left: 40, top: 330, right: 800, bottom: 400)),
                child,
            ])
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
            RuleExample(
                "an unlabelled clickable tile inside a clickable tile of the same bounds that says \"Play\"",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "tile", label: "Play", className: "android.widget.FrameLayout",
                        frame: ScreenRect(left: 100, top: 500, right: 400, bottom: 800), isClickable: true,
                        children: [
                            AccessibilityElement(
                                id: "tile.image", className: "android.widget.ImageView",
                                frame: ScreenRect(left: 100, top: 500, right: 400, bottom: 800), isClickable: true)
                        ])
                ])),
            RuleExample(
                "a preference row's RadioButton, checkable but neither clickable nor focusable: the row it sits in "
                    + "takes TalkBack's focus and speaks its state",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "row", className: "android.widget.LinearLayout",
                        frame: ScreenRect(left: 0, top: 523, right: 1080, bottom: 711), isClickable: true,
                        isFocusable: true,
                        children: [
                            AccessibilityElement(
                                id: "radio", className: "android.widget.RadioButton", identifier: "android:id/checkbox",
                                frame: ScreenRect(left: 80, top: 523, right: 136, bottom: 711), isCheckable: true),
                            AccessibilityElement(
                                id: "title", label: "LTE preferred", role: .text, className: "android.widget.TextView",
                                frame: ScreenRect(left: 161, top: 583, right: 520, bottom: 650)),
                        ])
                ])),
            RuleExample(
                "an unlabelled key of Gboard's input-method window: the system keyboard, not the app",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "key", className: "android.widget.FrameLayout",
                        identifier: "com.google.android.inputmethod.latin:id/key_pos_shift",
                        frame: ScreenRect(left: 0, top: 2000, right: 160, bottom: 2130), isClickable: true)
                ])),
            RuleExample(
                "the system UI's scrim behind the notification shade (com.android.systemui): not the app's to name",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "scrim", className: "android.view.View", identifier: "com.android.systemui:id/scrim_behind",
                        frame: ScreenRect(left: 0, top: 0, right: 1080, bottom: 2400), isClickable: true)
                ])),
            RuleExample(
                "a WebView whose page the dump does not expose (ATF's SpeakableTextPresentCheck does not run on it)",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "web", className: "android.webkit.WebView",
                        frame: ScreenRect(left: 0, top: 200, right: 1080, bottom: 2200), isFocusable: true,
                        isScreenReaderFocusable: true)
                ])),
            RuleExample(
                "an iOS context-menu cell with no label of its own around its labelled \"Share\" action: UIKit reads "
                    + "the cell by its content",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "cell", className: "XCUIElementTypeCell",
                        frame: ScreenRect(x: 132, y: 171, width: 250, height: 43), isAccessibilityElement: true,
                        children: [
                            AccessibilityElement(
                                id: "share", label: "Share", traits: [.button], className: "XCUIElementTypeButton",
                                frame: ScreenRect(x: 132, y: 171, width: 250, height: 43), isAccessibilityElement: true)
                        ])
                ])),
            RuleExample(
                "a player's button cut by the screen's bottom edge, its icon (which holds its name) beyond the "
                    + "screen and laid out with empty bounds: its name is not in the dump",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "shuffle", className: "android.view.View",
                        frame: ScreenRect(left: 122, top: 2366, right: 224, bottom: 2400), isClickable: true,
                        isFocusable: true,
                        children: [
                            AccessibilityElement(
                                id: "shuffle.icon", role: .button, className: "android.widget.Button",
                                frame: ScreenRect(x: 0, y: 0, width: 0, height: 0))
                        ])
                ])),
            RuleExample(
                "an unlabelled clickable background laid out with empty bounds: off the screen, TalkBack does not "
                    + "focus it",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "background", className: "android.widget.FrameLayout",
                        identifier: "com.example:id/btnBackground", frame: ScreenRect(x: 0, y: 0, width: 0, height: 0),
                        isClickable: true)
                ])),
            RuleExample(
                "a button whose label is a word after an icon font's glyph: the word names it",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "share", label: "\u{E80D} Share", traits: [.button], className: "XCUIElementTypeButton",
                        frame: ScreenRect(x: 300, y: 50, width: 44, height: 44), isAccessibilityElement: true)
                ])),
            RuleExample(
                "a clickable Android image with no text or description but a hint, \"Search the catalogue\": TalkBack "
                    + "speaks a node's hint and ATF counts it as speakable text",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "search", hint: "Search the catalogue", className: "android.widget.ImageView",
                        frame: ScreenRect(left: 940, top: 100, right: 1066, bottom: 226), isClickable: true)
                ])),
            RuleExample(
                "an iOS keyboard key with no label",
                ExampleScreens.iOS([
                    AccessibilityElement(
                        id: "key", traits: [.keyboardKey], className: "XCUIElementTypeKey",
                        frame: ScreenRect(x: 3, y: 700, width: 37, height: 42), isAccessibilityElement: true)
                ])),
            RuleExample(
                "a focusable list holding only an empty view: TalkBack passes over a focusable node that has "
                    + "children and nothing to say",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "calendar", className: "androidx.recyclerview.widget.RecyclerView",
                        frame: ScreenRect(left: 68, top: 506, right: 1012, bottom: 1664), isFocusable: true,
                        isScrollable: true,
                        children: [
                            AccessibilityElement(
                                id: "calendar.grid", className: "android.view.View",
                                frame: ScreenRect(left: 68, top: 506, right: 1012, bottom: 1664))
                        ])
                ])),
            RuleExample(
                "a focusable grid dumped empty while its items are not laid out: TalkBack focuses a focusable leaf, "
                    + "but a grid is no control",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "grid", className: "android.widget.GridView",
                        frame: ScreenRect(left: 0, top: 400, right: 1080, bottom: 1600), isFocusable: true)
                ])),
            RuleExample(
                "a loading spinner, neither clickable nor focusable, under no focusable ancestor: TalkBack stops on "
                    + "it for its progress, but the user does not act on it",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "content", className: "android.widget.FrameLayout",
                        frame: ScreenRect(left: 0, top: 0, right: 1080, bottom: 2400),
                        children: [
                            AccessibilityElement(
                                id: "spinner", className: "android.widget.ProgressBar",
                                frame: ScreenRect(left: 480, top: 1140, right: 600, bottom: 1260))
                        ])
                ])),
            RuleExample(
                "an icon button the dump marks not visible to the user (visible-to-user=\"false\"): ATF does not "
                    + "run on a view the user does not see, and TalkBack does not focus it",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "close", className: "android.widget.FrameLayout",
                        frame: ScreenRect(left: 940, top: 100, right: 1066, bottom: 226), isVisible: false,
                        isClickable: true,
                        children: [
                            AccessibilityElement(
                                id: "close.icon", className: "android.widget.ImageView",
                                frame: ScreenRect(left: 970, top: 130, right: 1036, bottom: 196), isVisible: false)
                        ])
                ])),
            RuleExample(
                "an icon button inside a layout hidden from TalkBack with its subtree "
                    + "(importantForAccessibility=\"noHideDescendants\")",
                ExampleScreens.android([
                    AccessibilityElement(
                        id: "overlay", className: "android.widget.FrameLayout",
                        frame: ScreenRect(left: 0, top: 0, right: 1080, bottom: 400), isHidden: true,
                        children: [
                            AccessibilityElement(
                                id: "overlay.close", className: "android.widget.FrameLayout",
                                frame: ScreenRect(left: 940, top: 100, right: 1066, bottom: 226), isClickable: true,
                                children: [
                                    AccessibilityElement(
                                        id: "overlay.close.icon", className: "android.widget.ImageView",
                                        frame: ScreenRect(left: 970, top: 130, right: 1036, bottom: 196))
                                ])
                        ])
                ])),
            RuleExample(
                "an unnamed clickable frame in a list's last row, which the list's bottom edge cuts: the children "
                    + "that would name it may lie below the edge, where uiautomator leaves them out",
                ExampleScreens.android([Self.listCuttingItsLastRow(avatarClass: "android.widget.FrameLayout")])),
        ] + [RealDumpExamples.playStoreTabsExample, RealDumpExamples.douyinTabsExample]
    }

    public func check(_ context: AuditContext) -> [Finding] {
        switch context.platform {
        case .iOS:
            return context.focusOrder.compactMap { element in
                guard element.ownSpeakableText(on: .iOS) == nil, !context.isDrawnByTheSystem(element),
                    !Self.isCellNamedByItsContent(element)
                else { return nil }
                if Self.showsOnlyGlyphs(element) {
                    return context.finding(self, about: element, message: Self.glyphMessage("accessibilityLabel"))
                }
                return context.finding(
                    self, about: element,
                    message: "VoiceOver focuses this element but it has no label or value, so nothing says what "
                        + "it is; set accessibilityLabel.")
            }
        case .android:
            if TouchTargetSizeRule.isSystemScreen(context.screen) { return [] }
            let hidden = Self.hiddenSubtrees(of: context.screen)
            // TalkBack's stops are the simulator's (`TalkBackFocusRules`): the rule asks them here,
            // in one place, and departs from them only where ``isTalkBackStop(_:focused:)`` says.
            let stops = Set(context.focusOrder.lazy.map(\.id))
            return context.allElements.compactMap { element in
                guard element.isPresent, !hidden.contains(element.id),
                    Self.isTalkBackStop(element, focused: stops.contains(element.id)),
                    element.isReportedToScreenReader(on: .android),
                    !element.subtreeContains(where: { $0.isPresent && Self.hasSpeakableTextOnAndroid($0) }),
                    !isSpokenForByAncestor(element, in: context), !context.isDrawnByTheSystem(element),
                    !Self.isUnexposedWebView(element),
                    !context.isClipped(element) || Self.isNamedOnItsOwnNode(element)
                        || Self.isVirtualViewOfASurface(element, in: context),
                    isOnScreen(element, in: context)
                else { return nil }
                if Self.showsOnlyGlyphs(element) {
                    return context.finding(self, about: element, message: Self.glyphMessage("contentDescription"))
                }
                return context.finding(
                    self, about: element,
                    message: "This actionable element has no content description or text, and nothing inside it "
                        + "speaks; TalkBack says \"Unlabelled\". Set contentDescription.")
            }
        }
    }

    /// Whether an Android node has words of its own that ATF's SpeakableTextPresentCheck and
    /// TalkBack speak: its text, content description or value, or silent children's words
    /// (``AccessibilityElement/speakableText(on:)``), or a hint on a node of any role, not only
    /// an edit box's. ATF appends every important node's hint to its speakable text
    /// (google/Accessibility-Test-Framework-for-Android at c65cab0, ViewHierarchyElementUtils.java
    /// lines 146-151, and `hasText` lines 446-450), and TalkBack speaks any node's hint after its
    /// description (google/talkback at 26a27dc0, TreeNodesDescription.java lines 181 and 194-195,
    /// AccessibilityNodeFeedbackUtils.getHintDescription lines 474-481: only an edit box that
    /// shows its hint as its text leaves it out, and that box's text is the hint).
    static func hasSpeakableTextOnAndroid(_ node: AccessibilityElement) -> Bool {
        if node.speakableText(on: .android) != nil { return true }
        guard let hint = AccessibilityElement.trimmed(node.hint) else { return false }
        return !AccessibilityElement.isGlyphOnly(hint)
    }

    /// Whether TalkBack stops on the Android node, as the rule counts it: the simulator's decision
    /// (`focused`: the node is in ``AuditContext/focusOrder``, which ScreenReaderKit's
    /// `TalkBackFocusRules` computes as TalkBack 15.1's `shouldFocusNode`, google/talkback at
    /// 26a27dc0, AccessibilityNodeInfoUtils.java lines 779-890), departing from it only where a
    /// source or the issue decides (docs/element-rules.md, "Thirteenth session: one focus
    /// decision"):
    ///
    /// - A control the user acts on (``isUsersControl(_:)``) that TalkBack passes over for having
    ///   children and nothing to speak (lines 858-864) is a stop when no actionable node lies
    ///   below it (``holdsActionableDescendant(_:)``), or when it is an edit box
    ///   (``isEditBox(_:)``), whose typing no child does. TalkBack's service asks for the views
    ///   that are important for accessibility only (talkback/src/main/res/xml/accessibilityservice.xml
    ///   line 5 declares no `flagIncludeNotImportantViews`), while a plain uiautomator dump lists the
    ///   unimportant ones unmarked: an icon button's undescribed image is not in TalkBack's tree,
    ///   where the button is a leaf that TalkBack focuses whatever it speaks (lines 850-853, "a
    ///   special case ... for unlabeled buttons") and says "Unlabelled". Where the silent
    ///   decoration is important, TalkBack never reaches the control at all; a name is the fix
    ///   either way (measured in the ninth session: 246 true findings on the wild sets).
    /// - A node the simulator focuses only as a focusable leaf (``isFocusableOnlyLeaf(_:)``: focusable
    ///   but not the user's control, no words or state of its own) is a stop only when its class is
    ///   a control's (``isFocusedAsALeaf(_:)``): a dump shows a list, a pager or a layout empty while
    ///   its items are not laid out, and the subject is a control with no name.
    /// - A node the simulator focuses for its words or state alone, being neither actionable nor
    ///   below a focusable ancestor (lines 868-882: a loading spinner's progress bar, a check box
    ///   the user cannot toggle), is not a stop for this rule: the issue's subject is "every
    ///   actionable or focusable element with nothing of its own to say" (docs/element-rules.md,
    ///   "Judgements"); such a node is read, not operated.
    static func isTalkBackStop(_ element: AccessibilityElement, focused: Bool) -> Bool {
        if focused {
            guard TalkBackFocusRules.isActionable(element) || isUsersControl(element) else { return false }
            return !isFocusableOnlyLeaf(element) || isFocusedAsALeaf(element)
        }
        guard isUsersControl(element), !element.children.allSatisfy(\.isHidden) else { return false }
        return isEditBox(element) || !holdsActionableDescendant(element)
    }

    /// Whether the Android node is a control the user acts on: clickable or long-clickable as
    /// TalkBack reads them (the flag, or `ACTION_CLICK` / `ACTION_LONG_CLICK` where the dump states
    /// actions: AccessibilityNodeInfoUtils.java lines 1149-1171 at 26a27dc0), marked
    /// screen-reader-focusable, or adjustable. A node that is only focusable is not: uiautomator
    /// marks scroll containers focusable, and a checkable view that is neither clickable nor
    /// focusable (a preference row's RadioButton, which the row toggles) speaks through its row.
    static func isUsersControl(_ element: AccessibilityElement) -> Bool {
        element.talkBackClickable || element.talkBackLongClickable || element.isScreenReaderFocusable
            || element.traits.contains(.adjustable)
    }

    /// Whether TalkBack focuses the node only because it is a focusable leaf (lines 850-853 of
    /// AccessibilityNodeInfoUtils.java at 26a27dc0): actionable for TalkBack
    /// (`TalkBackFocusRules.isActionable(_:)`) but not the user's control (``isUsersControl(_:)``),
    /// with no children TalkBack sees and no words or state of its own
    /// (`TalkBackFocusRules.hasOwnSpeech(_:)`).
    static func isFocusableOnlyLeaf(_ element: AccessibilityElement) -> Bool {
        TalkBackFocusRules.isActionable(element) && !isUsersControl(element)
            && element.children.allSatisfy(\.isHidden) && !TalkBackFocusRules.hasOwnSpeech(element)
    }

    /// Whether a focusable leaf's class is a control's (a Button or ImageButton, a check box,
    /// switch or radio button, a slider, a spinner): TalkBack focuses it (see
    /// ``isTalkBackStop(_:focused:)``) and says only the role ("Button"), so the control has no
    /// name (WCAG 4.1.2); Flutter's buttons are focusable but not clickable while they have no tap
    /// handler. Decision: a focusable leaf of any other class (a plain View, a TextView, an
    /// ImageView, a layout, list or pager dumped empty) is not a control, and a dump shows a
    /// container empty while its items are not laid out; it is left out (twelfth session: taking
    /// every focusable leaf reported empty RecyclerViews, GridViews and a ViewPager on the corpus).
    static func isFocusedAsALeaf(_ element: AccessibilityElement) -> Bool {
        guard let role = element.className.flatMap(WidgetClass.init(lookalike:))?.elementRole else { return false }
        return [.button, .checkBox, .radioButton, .toggle, .slider, .dropDownList].contains(role)
    }

    /// Whether a cut node's name could only be on the node itself: an ImageView or one of its
    /// subclasses (ImageButton, an app's `CircleImageView`), a View that holds no children
    /// (`android.widget.ImageView` extends `android.view.View`, not `ViewGroup`: Android
    /// Developers' ImageView reference; the class table's ``WidgetClass/imageView``), so
    /// no off-screen child uiautomator leaves out could name it; its content description is in
    /// the dump however little of it shows. Being cut by a scroller excuses other nodes only
    /// (``AuditContext/isClipped(_:)``).
    static func isNamedOnItsOwnNode(_ element: AccessibilityElement) -> Bool {
        guard element.children.isEmpty, let widget = element.className.flatMap(WidgetClass.init(lookalike:)) else {
            return false
        }
        return widget.isKind(ofAny: [.imageView])
    }

    /// Whether the element is a virtual view a `TextureView` or `SurfaceView` lists (a map's
    /// marker): both are Views, not ViewGroups (Android Developers' TextureView and SurfaceView
    /// references), so a node inside one is drawn by the view and described by its provider in
    /// full, with no child uiautomator could leave out. Being cut by the surface's edge (a map
    /// panned: ``AuditContext/isGoogleMap(_:)``) excuses its size, never its name.
    static func isVirtualViewOfASurface(_ element: AccessibilityElement, in context: AuditContext) -> Bool {
        guard element.children.isEmpty, let parentID = context.index.parent(of: element.id),
            let parent = context.index[parentID]
        else { return false }
        return AuditContext.isDrawingSurface(parent)
    }

    /// The identities of the nodes hidden from the screen reader with an ancestor
    /// (`importantForAccessibility="noHideDescendants"`, `accessibilityElementsHidden`): a hidden
    /// node takes its subtree with it, so nothing under it is announced or needs a label.
    ///
    /// - Complexity: O(n) in the number of elements.
    static func hiddenSubtrees(of screen: AccessibilityScreen) -> Set<ElementID> {
        var hidden = Set<ElementID>()
        var stack = screen.roots.map { ($0, false) }
        while let (node, hiddenAbove) = stack.popLast() {
            let isHidden = hiddenAbove || node.isHidden
            if isHidden { hidden.insert(node.id) }
            // Pushed one by one: mapping the children built an array for every node.
            for child in node.children { stack.append((child, isHidden)) }
        }
        return hidden
    }

    /// Whether an actionable node is below the element (clickable, long-clickable, focusable or
    /// screen-reader-focusable, not hidden): TalkBack and ATF then give the silent element no
    /// focus of its own, since it has children and nothing to speak, and focus the actionable
    /// node inside instead, where the finding lands (google/talkback 26a27dc0,
    /// AccessibilityNodeInfoUtils.java lines 830-858, shouldFocusNode; google/
    /// Accessibility-Test-Framework-for-Android c65cab0, ViewHierarchyElementUtils.java lines
    /// 246-264 and 480-495, shouldFocusView and hasAnyImportantDescendant, which
    /// SpeakableTextPresentCheck.java lines 133-140 asks before it reports). An actionable view
    /// is important for accessibility; a silent leaf is focused and reported. A node that speaks
    /// by its state (checkable, a state description, a range) is one the simulator focuses
    /// whatever lies below it (`isSpeakingNode`, lines 942-972), so this is asked only of the
    /// nodes it passes over (``isTalkBackStop(_:focused:)``).
    ///
    /// Decision, beyond ATF: a silent control whose descendants are only decoration (an unnamed
    /// icon, an empty layout) is reported too (see ``isTalkBackStop(_:focused:)`` for the source:
    /// TalkBack's tree holds no unimportant view). Following ATF here lost 246 of 974 true
    /// findings on the opened wild sets (docs/element-rules.md, ninth session).
    ///
    /// - Complexity: O(subtree).
    static func holdsActionableDescendant(_ element: AccessibilityElement) -> Bool {
        // Walked without building the subtree's array, and stopping at the first: the rule asks
        // this of every silent actionable node on the screen. A hidden node hides its subtree.
        var stack = element.children
        while let next = stack.popLast() {
            if next.isHidden { continue }
            if TalkBackFocusRules.isActionable(next) { return true }
            stack.append(contentsOf: next.children)
        }
        return false
    }

    /// Whether the element is an edit box, whose action (typing into it) is its own and never its
    /// children's: a wordless field is reported even when an actionable node lies below it (a
    /// Flutter or web field's clear or show-password button).
    ///
    /// Decision, beyond ATF, on the ground of ``holdsActionableDescendant(_:)``'s: TalkBack does not
    /// focus such a field (google/talkback at 26a27dc0, AccessibilityNodeInfoUtils.java lines
    /// 846-866, "is focusable but has nothing to speak"), nor does ATF report it
    /// (ViewHierarchyElementUtils.java lines 246-264), so a TalkBack user cannot reach the field at
    /// all, and the button inside it, which TalkBack does focus, types nothing. A name is the fix:
    /// a content description, text or hint makes the field a speaking node that TalkBack focuses
    /// (`hasText`, lines 1667-1673). A wrapper around its button is still not reported, since the
    /// button below it does the wrapper's one action.
    static func isEditBox(_ element: AccessibilityElement) -> Bool {
        element.role == .editText
    }

    /// Whether the element, or something visible in it, has a text that is only an icon font's
    /// glyph (``AccessibilityElement/isGlyphOnly(_:)``), so the finding says why its text names nothing.
    static func showsOnlyGlyphs(_ element: AccessibilityElement) -> Bool {
        element.subtreeContains { node in
            node.isPresent
                && [node.trimmedLabel, node.trimmedValue].contains { $0.map(AccessibilityElement.isGlyphOnly) ?? false }
        }
    }

    /// The message for an element whose only text is an icon font's glyph.
    static func glyphMessage(_ property: String) -> String {
        "Its only text is an icon font's glyph (a private-use character), which has no word for the screen "
            + "reader to speak, so nothing says what it is; set \(property)."
    }

    /// Whether an actionable ancestor with the element's frame speaks for it: a tile inside a
    /// clickable tile of the same bounds is one place on the screen, and TalkBack announces the
    /// ancestor's text when the user touches it or swipes to it.
    ///
    /// ATF's SpeakableTextPresentCheck reports any focusable node with no speakable text
    /// (SpeakableTextPresentCheck.java lines 133-152 at c65cab0) and, through
    /// ViewHierarchyElementUtils.shouldFocusView (lines 246-273), focuses a focusable leaf even
    /// when it says nothing. Decision: when that leaf has exactly the bounds of an actionable
    /// ancestor that speaks, the user meets a label there, so it is not reported; a leaf with its
    /// own place on the screen still is.
    ///
    /// - Complexity: O(depth × subtree).
    private func isSpokenForByAncestor(_ element: AccessibilityElement, in context: AuditContext) -> Bool {
        context.index.firstAncestor(of: element.id) { ancestor in
            guard ancestor.frame == element.frame, ancestor.isActionable(on: .android) else { return false }
            return ancestor.speakableText(on: .android) != nil
        } != nil
    }

    /// Whether TalkBack can focus the element where it lies: a node with empty bounds is not
    /// visible to the user (uiautomator gives a view off the screen `[0,0][0,0]`), and TalkBack
    /// never focuses a node that is not visible, except web content inside a visible WebView,
    /// which it focuses to scroll it into view (google/talkback at 26a27dc,
    /// AccessibilityNodeInfoUtils.java lines 789-802 and 2109-2116).
    ///
    /// - Complexity: O(depth).
    private func isOnScreen(_ element: AccessibilityElement, in context: AuditContext) -> Bool {
        guard element.frame.isEmpty else { return true }
        return context.index.firstAncestor(of: element.id) { $0.simpleClassName == "WebView" && !$0.frame.isEmpty }
            != nil
    }

    /// Whether the element is an iOS cell with no label of its own whose content has labels.
    ///
    /// Decision: UIKit gives a table or collection view cell that has no accessibility label the
    /// labels of the views inside it, which VoiceOver reads (a context menu's row reads its
    /// action, a settings row its title), while XCUITest's snapshot shows the cell with an empty
    /// label. Such a cell is named; one whose content says nothing is reported.
    static func isCellNamedByItsContent(_ element: AccessibilityElement) -> Bool {
        // Asked on iOS screens only.
        guard element.isIOSCell else { return false }
        return element.descendantsContain { node in
            node.isPresent && (node.trimmedLabel != nil || node.trimmedValue != nil)
        }
    }

    /// Whether the element is a WebView whose web content the dump does not expose (no children):
    /// its names are in the page, not in the view, so ATF's SpeakableTextPresentCheck does not
    /// run on it (SpeakableTextPresentCheck.java lines 96-105 at c65cab0).
    static func isUnexposedWebView(_ element: AccessibilityElement) -> Bool {
        element.children.isEmpty && element.simpleClassName == "WebView"
    }

}
