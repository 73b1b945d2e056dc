import AccessibilityTree
import Foundation
import HierarchyImport
import Testing

@testable import AuditKit

/// Each exception of `touch-target-size` and `label-missing` as its source states it (issue 21),
/// on real dumps of the corpus (Tests/RealDumps, attributed in its SOURCES file) and on small
/// screens. Sources: W3C, Understanding SC 2.5.8 Target Size (Minimum)
/// (https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html); ATF,
/// google/Accessibility-Test-Framework-for-Android at c65cab02b2a845c29c3da100d6adefd345a144e3.
@Suite struct ElementRuleExceptionTests {
    private static func screen(_ file: String) throws -> AccessibilityScreen {
        try ScreenImporter.importScreen(
            contentsOf: RealDumpCorpusTests.repositoryCorpus.appendingPathComponent(file).path)
    }

    /// The frames (as `[l,t][r,b]` in the dump's pixels) the rule reports on a real dump.
    private static func reported(_ rule: any AuditRule, in file: String) throws -> Set<String> {
        let context = AuditContext(screen: try screen(file))
        return Set(
            rule.check(context).compactMap { finding in
                finding.element?.frame.map { "[\(Int($0.minX)),\(Int($0.minY))][\(Int($0.maxX)),\(Int($0.maxY))]" }
            })
    }

    private static func ids(_ rule: any AuditRule, _ screen: AccessibilityScreen) -> [String] {
        rule.check(AuditContext(screen: screen)).compactMap { $0.element?.id.rawValue }
    }

    /// Inline: Understanding 2.5.8 exempts a target "in a sentence or block of text". EpMedia's
    /// "Xem tất cả" (See all, line of bounds [877,961][1036,1005], 61 x 17 dp) stands beside the
    /// heading "Dự án gần đây", set in a taller line ([44,955][877,1011]): measured. The links of
    /// visiontest's "By logging in, you agree with our Terms of Service and Privacy Policy" are
    /// in the sentence: exempt (the rule's non-triggering example).
    @Test func aSeeAllBesideItsHeadingIsNotInline() throws {
        let found = try Self.reported(TouchTargetSizeRule(), in: "android/longtruongvan__EpMedia__window_dump_home.xml")
        #expect(found.contains("[877,961][1036,1005]"))
        #expect(found.contains("[887,1887][1036,1931]"))
        let sentence = try #require(
            TouchTargetSizeRule().nonTriggeringExamples.first { $0.summary.contains("visiontest") })
        #expect(Self.ids(TouchTargetSizeRule(), sentence.screen).isEmpty)
    }

    /// Inline is for text: W3C's Understanding 2.5.8 (https://www.w3.org/WAI/WCAG22/Understanding/
    /// target-size-minimum.html, "Exceptions") exempts "inline targets in sentences", and an emoji,
    /// a symbol or an icon font's glyph is no word of one (W3C ACT rule 2ee8b8, "Visible label is
    /// part of accessible name", sets such characters aside as non-text content). A back arrow drawn
    /// as U+E614 before a title and emoji buttons after it are measured; a worded link in the same
    /// place is still inline, and a glyph beside a worded link makes no sentence of it.
    @Test func iconsBesideTextAreNotInline() throws {
        let example = try #require(
            TouchTargetSizeRule().triggeringExamples.first { $0.summary.contains("icon font's glyph (U+E614)") })
        #expect(Set(Self.ids(TouchTargetSizeRule(), example.screen)) == ["back", "settings", "add"])
        func row(_ first: String, _ second: String) -> AccessibilityScreen {
            ExampleScreens.android([
                AccessibilityElement(
                    id: "row", className: "android.widget.LinearLayout",
                    frame: ScreenRect(left: 100, top: 2000, right: 900, bottom: 2060),
                    children: [
                        AccessibilityElement(
                            id: "text", label: first, className: "android.widget.TextView",
                            frame: ScreenRect(left: 100, top: 2000, right: 560, bottom: 2060)),
                        AccessibilityElement(
                            id: "link", label: second, className: "android.widget.TextView",
                            frame: ScreenRect(left: 570, top: 2000, right: 760, bottom: 2060), isClickable: true),
                    ])
            ])
        }
        #expect(Self.ids(TouchTargetSizeRule(), row("No account yet?", "Sign up")).isEmpty)
        #expect(Self.ids(TouchTargetSizeRule(), row("No account yet?", "\u{E5CC}")) == ["link"])
        #expect(Self.ids(TouchTargetSizeRule(), row("\u{E5CC}", "Sign up")) == ["link"])
    }

    /// Inline names no role: WCAG 2.2 SC 2.5.8 (https://www.w3.org/TR/WCAG22/#target-size-minimum)
    /// exempts a target "in a sentence or [whose] size is otherwise constrained by the line-height
    /// of non-target text". Wild sets R and S (thirteenth session) show the sentence's link as a
    /// Button: React Native's "Sign Up instead" (a Button holding its TextView) right after the
    /// TextView "Don't have an account? ", and Flutter's "Register Now" (a Button described by its
    /// words) touching a View described "Don't have an account?", each in one line's height. Both
    /// are exempt as a clickable TextView there is. A Button must touch its text: a Button holding
    /// an icon font's glyph, a worded Button beside a taller heading, and one a gap after its
    /// label (S's OsFacil "Filtros" and "Abrir") are measured.
    @Test func aButtonDrawingWordsInItsSentenceIsInline() throws {
        func row(_ text: String, heading: Bool = false, button: AccessibilityElement) -> AccessibilityScreen {
            ExampleScreens.android([
                AccessibilityElement(
                    id: "row", className: "android.view.ViewGroup",
                    frame: ScreenRect(left: 100, top: 1900, right: 1000, bottom: 2100),
                    children: [
                        AccessibilityElement(
                            id: "text", label: text, className: "android.widget.TextView",
                            frame: ScreenRect(left: 100, top: heading ? 1930 : 2000, right: 560, bottom: 2060)),
                        button,
                    ])
            ])
        }
        let reactNative = AccessibilityElement(
            id: "link", label: "Sign Up instead", role: .button, className: "android.widget.Button",
            frame: ScreenRect(left: 560, top: 2000, right: 900, bottom: 2060), isClickable: true,
            children: [
                AccessibilityElement(
                    id: "link.text", label: "Sign Up instead", className: "android.widget.TextView",
                    frame: ScreenRect(left: 560, top: 2000, right: 900, bottom: 2060))
            ])
        let flutter = AccessibilityElement(
            id: "link", label: "Register Now", role: .button, className: "android.widget.Button",
            frame: ScreenRect(left: 540, top: 2000, right: 860, bottom: 2060), isClickable: true)
        let glyph = AccessibilityElement(
            id: "link", label: "\u{E5CC}", role: .button, className: "android.widget.Button",
            frame: ScreenRect(left: 560, top: 2000, right: 620, bottom: 2060), isClickable: true)
        #expect(Self.ids(TouchTargetSizeRule(), row("Don't have an account? ", button: reactNative)).isEmpty)
        #expect(Self.ids(TouchTargetSizeRule(), row("Don't have an account?", button: flutter)).isEmpty)
        #expect(Self.ids(TouchTargetSizeRule(), row("Don't have an account?", button: glyph)) == ["link"])
        #expect(Self.ids(TouchTargetSizeRule(), row("Recent projects", heading: true, button: flutter)) == ["link"])
        // S's OsFacil: a heading "Filtros" and its "Abrir" button 26 px after it, one line's
        // height: a label and its control, measured.
        let apart = AccessibilityElement(
            id: "link", label: "Abrir", role: .button, className: "android.widget.Button",
            frame: ScreenRect(left: 586, top: 2000, right: 716, bottom: 2060), isClickable: true)
        #expect(Self.ids(TouchTargetSizeRule(), row("Filtros", button: apart)) == ["link"])
    }

    /// A layout drawn as nothing but its words, edge to edge, is a fragment of its sentence (WCAG
    /// 2.2 SC 2.5.8: a target whose "size is otherwise constrained by the line-height of
    /// non-target text"). Eighteenth session, wild set Y's aventaro (React Native): a roleless
    /// ViewGroup "Sign in" around its own TextView of the same frame, 8 px after "Already have
    /// an account?" on the same 27 px line: inline. A layout with padding around its word (an
    /// option chip, a toolbar's "x") stays a control and is measured, touching or not.
    @Test func aLayoutDrawnAsItsWordsInItsSentenceIsInline() throws {
        func row(padding: Double, gap: Double, sidesOnly: Bool = false) -> AccessibilityScreen {
            let left = 560 + gap
            let vertical = sidesOnly ? 0 : padding
            return ExampleScreens.android([
                AccessibilityElement(
                    id: "row", className: "android.view.ViewGroup",
                    frame: ScreenRect(left: 32, top: 980, right: 1048, bottom: 1040),
                    children: [
                        AccessibilityElement(
                            id: "text", label: "Already have an account?", className: "android.widget.TextView",
                            frame: ScreenRect(left: 260, top: 1000, right: 560, bottom: 1027)),
                        AccessibilityElement(
                            id: "link", label: "Sign in", className: "android.view.ViewGroup",
                            frame: ScreenRect(
                                left: left - padding, top: 1000 - vertical, right: left + 60 + padding,
                                bottom: 1027 + vertical),
                            isClickable: true,
                            children: [
                                AccessibilityElement(
                                    id: "link.text", label: "Sign in", className: "android.widget.TextView",
                                    frame: ScreenRect(left: left, top: 1000, right: left + 60, bottom: 1027))
                            ]),
                    ])
            ])
        }
        #expect(Self.ids(TouchTargetSizeRule(), row(padding: 0, gap: 8)).isEmpty)
        #expect(Self.ids(TouchTargetSizeRule(), row(padding: 0, gap: 0)).isEmpty)
        #expect(Self.ids(TouchTargetSizeRule(), row(padding: 6, gap: 8)) == ["link"])
        #expect(Self.ids(TouchTargetSizeRule(), row(padding: 6, gap: 0)) == ["link"])
        // A chip of the line's height whose word sits between side paddings is a control too.
        #expect(Self.ids(TouchTargetSizeRule(), row(padding: 16, gap: 16, sidesOnly: true)) == ["link"])
        // Two lines' height apart: no longer one sentence.
        #expect(Self.ids(TouchTargetSizeRule(), row(padding: 0, gap: 60)) == ["link"])
    }

    /// A pager's page at rest spans the pager, so the pager's side cuts nothing in it. ViewPager2
    /// scrolls a RecyclerView inside it, whose items are the pages (androidx ViewPager2 requires
    /// pages that fill it); a RecyclerView elsewhere is a list, whose items are not pages.
    @Test func aViewPager2sRecyclerViewHoldsPages() {
        let page = AccessibilityElement(
            id: "page", className: "android.widget.FrameLayout",
            frame: ScreenRect(x: 0, y: 200, width: 1080, height: 1600))
        let recycler = AccessibilityElement(
            id: "recycler", className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(x: 0, y: 200, width: 1080, height: 1600), isScrollable: true, children: [page])
        let pager = AccessibilityElement(
            id: "pager", className: "androidx.viewpager2.widget.ViewPager2",
            frame: ScreenRect(x: 0, y: 200, width: 1080, height: 1600), children: [recycler])
        let list = AccessibilityElement(
            id: "list", className: "android.widget.FrameLayout",
            frame: ScreenRect(x: 0, y: 200, width: 1080, height: 1600), children: [recycler])
        #expect(AuditContext.wholePage(holding: page, ancestors: [recycler, pager], of: recycler)?.id == "page")
        #expect(AuditContext.wholePage(holding: page, ancestors: [recycler, list], of: recycler) == nil)
        #expect(AuditContext.Edge.right.spans(page.frame, recycler.frame))
        #expect(!AuditContext.Edge.right.spans(ScreenRect(x: 300, y: 200, width: 780, height: 1600), recycler.frame))
    }

    /// The lists whose items an adapter binds, for the same view in other lists of one id
    /// (`isCutAmongListInstances`): RecyclerViews and AbsListViews (ListView, GridView), by the
    /// class table; a scroll view holds one child of its own, not adapter items.
    @Test func listsAreRecyclerViewsAndAbsListViews() {
        func node(_ className: String) -> AccessibilityElement {
            AccessibilityElement(id: "n", className: className, frame: ScreenRect(x: 0, y: 0, width: 10, height: 10))
        }
        for name in [
            "androidx.recyclerview.widget.RecyclerView", "android.support.v7.widget.RecyclerView",
            "android.widget.ListView", "android.widget.GridView",
        ] {
            #expect(AuditContext.isList(node(name)), "\(name)")
        }
        for name in ["android.widget.ScrollView", "android.widget.HorizontalScrollView", "android.widget.LinearLayout"]
        {
            #expect(!AuditContext.isList(node(name)), "\(name)")
        }
    }

    /// Same target: ATF's TouchTargetSizeCheck reports a small clickable inside a larger clickable
    /// ancestor, lowered to a warning, whatever the two are named (TouchTargetSizeCheck.java lines
    /// 237-258 and hasQualifyingClickableAncestor, lines 636-655, at c65cab0). On Android two
    /// buttons sharing their card's description ("touch", a React Native test id) are measured and
    /// lowered one level; on iOS, where XCUITest lists a link's text as a Link inside the Link, the
    /// inner one is the same target.
    @Test func theSameNameIsNoSameTargetOnAndroid() throws {
        let example = try #require(
            TouchTargetSizeRule().triggeringExamples.first { $0.summary.contains("described \"touch\"") })
        let findings = TouchTargetSizeRule().check(AuditContext(screen: example.screen))
        #expect(findings.compactMap { $0.element?.id.rawValue } == ["yes", "no"])
        #expect(findings.allSatisfy { $0.severity == TouchTargetSizeRule().defaultSeverity.lowered(by: 1) })
        let link = try #require(
            TouchTargetSizeRule().nonTriggeringExamples.first { $0.summary.contains("small Link inside") })
        #expect(Self.ids(TouchTargetSizeRule(), link.screen).isEmpty)
    }

    /// Clipped: ATF excuses a target only when an ancestor clips it or it lies along a scrollable
    /// edge (TouchTargetSizeCheck.java lines 244-268). halibiram/HyperXray's category chips lie
    /// wholly inside their HorizontalScrollView [52,175][1050,279] and touch its edges: measured.
    /// ImL1s/termux-flutter-ide's "build" chip, 37 px of a row of 176 px and wider chips at the
    /// edge of its scroller, is cut: not measured.
    @Test func onlyElementsActuallyCutAreExcused() throws {
        let chips = try Self.reported(TouchTargetSizeRule(), in: "android/halibiram__HyperXray__ui_dump.xml")
        #expect(
            chips.isSuperset(of: [
                "[53,175][239,279]", "[239,175][568,279]", "[568,175][806,279]", "[806,175][1050,279]",
            ]))
        let termux = try Self.reported(TouchTargetSizeRule(), in: "android/ImL1s__termux-flutter-ide__final_dump.xml")
        #expect(!termux.contains("[1043,1281][1080,1368]"))
        #expect(termux.contains("[817,1281][1026,1368]"))
    }

    /// Peers of one size: a scroller's edge cuts a chip of a wrapping group inside one of its
    /// items (wild set C's genre chips, 57 px among 105 px peers), whose visible size ATF does
    /// not take for its size (TouchTargetSizeCheck.java lines 244-247 at c65cab0): it is measured
    /// at its peers' 105 px (40 dp), as small as they are, and says so (twenty-fifth session:
    /// ``AuditContext/wholeFrame(ofCut:)``). A small button at the edge beside one large image of
    /// its class is no cut peer, and is measured as it is.
    @Test func aChipCutAmongPeersIsMeasuredWholeAndSoIsALoneSmallButton() throws {
        let rule = TouchTargetSizeRule()
        let example = try #require(rule.triggeringExamples.first { $0.summary.contains("wrapped genre chips") })
        #expect(Self.ids(rule, example.screen) == ["puzzle", "strategy", "sports", "indie", "close"])
        let findings = rule.check(AuditContext(screen: example.screen))
        let puzzle = try #require(findings.first { $0.element?.id == "puzzle" })
        #expect(puzzle.message.hasPrefix("The target is 84.2 x 40 dp"))
        #expect(puzzle.message.contains("cuts it to 84.2 x 21.7 dp"))
        let close = try #require(findings.first { $0.element?.id == "close" })
        #expect(!close.message.contains("cuts it"))
    }

    /// The screen's edge alone: a window whose reported height leaves out the navigation bar
    /// does not cut the bar along its bottom (the rule's Appium example), and ATF asks even a
    /// target against the edge for 32 dp (TouchTargetSizeCheck.java lines 159-164, 539-547).
    @Test func theBottomOfAnAppiumWindowCutsNothing() throws {
        let example = try #require(
            TouchTargetSizeRule().triggeringExamples.first { $0.summary.contains("Appium window") })
        #expect(Self.ids(TouchTargetSizeRule(), example.screen) == ["gift", "share", "more"])
    }

    /// Keyboard: ATF knows the keyboard by its window type, TYPE_INPUT_METHOD
    /// (TouchTargetSizeCheck.java lines 149-153, 534-538): Gboard's keys are the system's, a
    /// terminal's own row of extra keys is the app's.
    @Test func onlyAnInputMethodWindowIsTheKeyboard() throws {
        let rule = TouchTargetSizeRule()
        let gboard = try #require(rule.nonTriggeringExamples.first { $0.summary.contains("Gboard") })
        #expect(Self.ids(rule, gboard.screen).isEmpty)
        let extraKeys = try #require(rule.triggeringExamples.first { $0.summary.contains("extra keys") })
        #expect(Self.ids(rule, extraKeys.screen) == ["esc", "tab", "ctrl"])
        #expect(
            TouchTargetSizeRule.isKeyboard(AccessibilityElement(id: "k", identifier: "com.sohu.inputmethod.sogou:id/k"))
        )
        #expect(!TouchTargetSizeRule.isKeyboard(AccessibilityElement(id: "k", identifier: "com.termux:id/extra_keys")))
    }

    /// Equivalent: Understanding 2.5.8 asks that "the function can be achieved through a different
    /// control on the same page": the same name and the same specific id, never a generic one.
    @Test func equivalentNeedsTheSameAction() throws {
        let rule = TouchTargetSizeRule()
        let generic = try #require(rule.triggeringExamples.first { $0.summary.contains("generic test id") })
        #expect(Self.ids(rule, generic.screen) == ["close"])
        let same = try #require(rule.nonTriggeringExamples.first { $0.summary.contains("same resource id") })
        #expect(Self.ids(rule, same.screen).isEmpty)
    }

    /// Equivalent, for a part of a bigger Android control (TouchTargetSizeRule+Parts.swift): ATF
    /// lowers a small target inside a big clickable ancestor to a warning because "the parent must
    /// perform the same action as the child, which is beyond the scope of this test"
    /// (TouchTargetSizeCheck.java lines 238-242, at c65cab0); the dump shows that it does when the
    /// part is no focus stop under a focus-stop ancestor and every word it says is a word of the
    /// ancestor's longer label. TalkBack still focuses such a clickable part (google/talkback @
    /// 26a27dc0, AccessibilityNodeInfoUtils.java lines 1100-1107, 1696-1700 and 820-846), so
    /// label-missing is unchanged, and the configuration's `exceptions` switch it off with
    /// `equivalent`.
    @Test func aPartOfABiggerControlTakesItsAction() throws {
        let rule = TouchTargetSizeRule()
        let like = try #require(rule.nonTriggeringExamples.first { $0.summary.contains("Like video") })
        #expect(Self.ids(rule, like.screen).isEmpty)
        let strict = TouchTargetSizeRule(options: TouchTargetOptions(exceptions: [.inline, .userAgent]))
        #expect(Self.ids(strict, like.screen) == ["icon", "count"])
        let own = try #require(rule.triggeringExamples.first { $0.summary.contains("Tom Smith") })
        #expect(
            Self.ids(rule, own.screen) == ["follow", "count", "more", "check", "same", "avatar", "postsChip", "posts"])
        // TalkBack focuses an unnamed clickable part of a named button on its own: label-missing
        // still reports it.
        let unlabelledIcon = AccessibilityElement(
            id: "icon", className: "android.widget.ImageView",
            frame: ScreenRect(left: 904, top: 918, right: 1080, bottom: 1041), isClickable: true)
        let button = AccessibilityElement(
            id: "like", label: "Like video. 163.2K likes", className: "android.widget.Button",
            frame: ScreenRect(left: 904, top: 918, right: 1080, bottom: 1083), isClickable: true, isFocusable: true,
            children: [unlabelledIcon])
        #expect(Self.ids(LabelMissingRule(), ExampleScreens.android([button])).contains("icon"))
    }

    /// A small target with its own action inside a larger clickable element: ATF reports it,
    /// demoted to a warning (TouchTargetSizeCheck.java lines 238-262); this rule's findings are
    /// warnings. kdiitg/ui_finder's Facebook reel: "Follow Nishant Pandey" ([654,1829][862,1908],
    /// 79 x 30 dp) inside the clickable reel.
    @Test func aSmallTargetInsideAClickableCardIsReported() throws {
        let found = try Self.reported(TouchTargetSizeRule(), in: "android/kdiitg__ui_finder__dump_facebook_reels.xml")
        #expect(found.contains("[654,1829][862,1908]"))
        #expect(TouchTargetSizeRule().defaultSeverity == .warning)
    }

    /// Disabled: ATF measures every clickable or long-clickable view visible to the user and
    /// never asks whether it is enabled (TouchTargetSizeCheck.java lines 188-216).
    @Test func disabledTargetsAreMeasured() throws {
        #expect(TouchTargetSizeRule.measuresDisabledTargets)
        let example = try #require(TouchTargetSizeRule().triggeringExamples.first { $0.summary.contains("disabled") })
        #expect(Self.ids(TouchTargetSizeRule(), example.screen) == ["send"])
    }

    /// label-missing: ATF's SpeakableTextPresentCheck reports a focusable node with no speakable
    /// text (SpeakableTextPresentCheck.java lines 133-152, through
    /// ViewHierarchyElementUtils.shouldFocusView, lines 246-273). Not a tile whose clickable
    /// parent of the same bounds speaks for it, not a keyboard key; a clickable image with its
    /// own place inside a labelled card is.
    @Test func labelMissingSparesTilesSpokenForAndKeys() throws {
        let rule = LabelMissingRule()
        for summary in ["same bounds", "Gboard", "iOS keyboard key"] {
            let example = try #require(rule.nonTriggeringExamples.first { $0.summary.contains(summary) })
            #expect(Self.ids(rule, example.screen).isEmpty, "\(summary)")
        }
        let card = try #require(rule.triggeringExamples.first { $0.summary.contains("card") })
        #expect(Self.ids(rule, card.screen) == ["more"])
    }

    /// A TV has no touch screen (Android Developers, "Design for Android TV": D-pad navigation):
    /// Makesoft-io/hazel's Fire TV launcher (1920 x 1080 px) has 30 dp menu items, and nothing
    /// is measured; the same button on a phone is.
    @Test func aTelevisionHasNoTouchTargets() throws {
        let tv = try Self.screen("android/Makesoft-io__hazel__ui_test_final_check.xml")
        #expect(TouchTargetSizeRule.isTelevision(tv))
        #expect(TouchTargetSizeRule().check(AuditContext(screen: tv)).isEmpty)
        let phone = try Self.screen("android/longtruongvan__EpMedia__window_dump_home.xml")
        #expect(!TouchTargetSizeRule.isTelevision(phone))
    }

    /// A TV's resolution alone is no TV: a PC emulator (MuMu, LDPlayer) or a phone game runs a
    /// touch screen at 1920 x 1080 in landscape. The dump must show a D-pad's focus (a focused
    /// control that is no text field and smaller than the screen: on a touch screen only a view
    /// focusable in touch mode, a text field, takes focus; Android Developers, View reference,
    /// "Touch mode"), a TV package or Leanback's widgets. Each alone makes the screen a TV.
    @Test func aTelevisionIsToldByItsFocusPackageOrWidgetsNotItsSizeAlone() throws {
        func screen(
            package: String = "com.example.store", focused: ElementID? = nil,
            buttonClass: String = "android.widget.Button"
        ) -> AccessibilityScreen {
            let button = AccessibilityElement(
                id: "play", label: "Play", role: .button, className: buttonClass,
                frame: ScreenRect(x: 100, y: 100, width: 60, height: 60), isClickable: true, isFocusable: true)
            let field = AccessibilityElement(
                id: "search", role: .editText, className: "android.widget.EditText",
                frame: ScreenRect(x: 300, y: 100, width: 900, height: 120), isClickable: true, isFocusable: true)
            let root = AccessibilityElement(
                id: "window", className: "android.widget.FrameLayout",
                frame: ScreenRect(x: 0, y: 0, width: 1920, height: 1080), children: [button, field])
            return AccessibilityScreen(
                platform: .android, name: package, size: ScreenSize(width: 1920, height: 1080),
                unit: .pixels(density: 2.0), roots: [root], inputFocus: focused)
        }
        #expect(!TouchTargetSizeRule.isTelevision(screen()))
        #expect(Self.ids(TouchTargetSizeRule(), screen()) == ["play"])
        #expect(!TouchTargetSizeRule.isTelevision(screen(focused: "search")))
        #expect(!TouchTargetSizeRule.isTelevision(screen(focused: "window")))
        #expect(TouchTargetSizeRule.isTelevision(screen(focused: "play")))
        #expect(TouchTargetSizeRule.isTelevision(screen(package: "com.amazon.tv.launcher")))
        #expect(TouchTargetSizeRule.isTelevision(screen(package: "com.webviewer.firetv")))
        #expect(!TouchTargetSizeRule.isTelevision(screen(package: "tv.danmaku.bili").resized(1080, 2400)))
        #expect(
            TouchTargetSizeRule.isTelevision(screen(buttonClass: "androidx.leanback.widget.SearchOrbView")))
        // `audit --verbose` says why nothing is measured: the TV's evidence, or the system UI's screen.
        #expect(
            TouchTargetSizeRule.unmeasuredReason(screen(focused: "play"))?.contains(
                "holds the input focus, as a D-pad's focus does") == true)
        #expect(TouchTargetSizeRule.unmeasuredReason(screen()) == nil)
        #expect(
            TouchTargetSizeRule.unmeasuredReason(screen(package: "com.android.systemui").resized(1080, 2400))
                == "a screen of the system UI (com.android.systemui), which no app draws")
    }

    /// A tablet is not a wide phone: a screen of a tablet's proportions takes a tablet's density
    /// (iMasterProX/UltraNavbar's LG UltraTab, a 2000 x 1128 landscape window: 1.5, so its 72 px
    /// buttons are 48 dp); a 1200 x 2670 phone keeps a phone's.
    @Test func aTabletsDensityIsATablets() throws {
        #expect(AndroidDensity.widthTableDensity(forShortSide: 1200, longSide: 1920) == 1.5)
        #expect(AndroidDensity.widthTableDensity(forShortSide: 1128, longSide: 2000, isLandscape: true) == 1.5)
        #expect(AndroidDensity.widthTableDensity(forShortSide: 1600, longSide: 2560) == 2)
        #expect(AndroidDensity.widthTableDensity(forShortSide: 1200, longSide: 2670) == 2.625)
        let tablet = try Self.screen("android/iMasterProX__UltraNavbar__uidump_home.xml")
        #expect(tablet.unit == .pixels(density: 1.5))
    }

    /// Every triggering example of both rules marks the elements its findings land on, so the
    /// example test compares locations (RuleExampleTests), not only that something was found.
    @Test func everyTriggeringExampleMarksWhereItLands() {
        let rules: [any AuditRule] = [TouchTargetSizeRule(), LabelMissingRule()]
        for rule in rules {
            for example in rule.triggeringExamples {
                #expect(!example.landsOn.isEmpty, "\(rule.identifier): \(example.summary)")
            }
        }
    }

    /// Rounding: ATF compares `Math.round(px / density)` with 48 (TouchTargetSizeCheck.java lines
    /// 564-568 at c65cab0). At the density of 2.625 the example screens state, 125 px is 47.6 dp
    /// and passes as 48; 124 px is 47.2 dp and is reported. iOS points are compared unrounded.
    @Test func androidSidesAreRoundedToWholeDPAsATFRoundsThem() {
        func button(_ id: String, side: Double, top: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: ElementID(id), label: id, role: .button, className: "android.widget.ImageButton",
                frame: ScreenRect(left: 400, top: top, right: 400 + side, bottom: top + side), isClickable: true)
        }
        let screen = ExampleScreens.android(
            [button("rounds-up", side: 125, top: 300), button("rounds-down", side: 124, top: 600)], density: 2.625)
        #expect(Self.ids(TouchTargetSizeRule(), screen) == ["rounds-down"])
        let iOS = ExampleScreens.iOS([
            AccessibilityElement(
                id: "close", label: "Close", traits: [.button], className: "XCUIElementTypeButton",
                frame: ScreenRect(x: 300, y: 300, width: 43.6, height: 43.6), isAccessibilityElement: true)
        ])
        #expect(Self.ids(TouchTargetSizeRule(), iOS) == ["close"])
    }

    /// User agent: windows the platform draws are not the app's to size or name. The autofill
    /// save sheet is a window of package `android` (the framework, whose manifest in
    /// frameworks/base/core/res declares `package="android"`): mobiumdev/mobium's dump of it
    /// gives no finding of either rule. The same screen named as the Android 14 share sheet
    /// (`com.android.intentresolver`, packages/modules/IntentResolver) gives none either, and
    /// named as an app it does.
    @Test func platformWindowsAreNotTheAppsToSizeOrName() throws {
        let file = "android/mobiumdev__mobium__android-autofill-save-api37.xml"
        let sheet = try Self.screen(file)
        #expect(sheet.name == "android")
        #expect(try Self.reported(TouchTargetSizeRule(), in: file).isEmpty)
        #expect(try Self.reported(LabelMissingRule(), in: file).isEmpty)
        var shareSheet = sheet
        shareSheet.name = "com.android.intentresolver"
        #expect(Self.ids(TouchTargetSizeRule(), shareSheet).isEmpty)
        var app = sheet
        app.name = "com.example.app"
        #expect(!Self.ids(TouchTargetSizeRule(), app).isEmpty)
        #expect(!Self.ids(LabelMissingRule(), app).isEmpty)
    }

    /// Disabled: measured (``TouchTargetSizeRule/measuresDisabledTargets``), also when the
    /// toolkit clears `clickable` while a button is disabled, as Flutter does: Thy985/fixmath's
    /// editor toolbar buttons (`android.widget.Button`, `enabled="false" clickable="false"`,
    /// "B" at [159,2153][272,2254], 43 x 38 dp) are reported. A disabled text that is no control
    /// is not.
    @Test func disabledButtonsWithoutAClickFlagAreMeasured() throws {
        let found = try Self.reported(TouchTargetSizeRule(), in: "android/Thy985__fixmath__ui_dump.xml")
        #expect(found.isSuperset(of: ["[159,2153][272,2254]", "[272,2153][384,2254]"]))
        let caption = AccessibilityElement(
            id: "caption", label: "Draft", traits: [.notEnabled], role: .text, className: "android.widget.TextView",
            frame: ScreenRect(left: 100, top: 300, right: 200, bottom: 340))
        let send = AccessibilityElement(
            id: "send", label: "Send", traits: [.notEnabled], role: .button, className: "android.widget.Button",
            frame: ScreenRect(left: 900, top: 300, right: 1000, bottom: 340))
        #expect(Self.ids(TouchTargetSizeRule(), ExampleScreens.android([caption, send])) == ["send"])
    }

    /// Cut by the screen's edge: uiautomator clips bounds to the screen and gives a view wholly
    /// beyond it empty bounds, so a tab bar along the bottom edge whose labels are `[0,0][0,0]`
    /// is cut there, and its visible size is not its size (ATF TouchTargetSizeCheck.java lines
    /// 244-247 at c65cab0: a view whose drawn size exceeds its visible size). The same bar with its
    /// labels laid out on screen ends at the edge whole and is measured; so are all its tabs,
    /// whatever the rule decides about the cut one's name (label-missing).
    @Test func aBarTheScreensEdgeCutsIsNotMeasured() {
        let cut = ExampleScreens.android([TouchTargetSizeRule.bottomNavigation(labelsOnScreen: false)])
        let whole = ExampleScreens.android([TouchTargetSizeRule.bottomNavigation(labelsOnScreen: true)])
        #expect(Self.ids(TouchTargetSizeRule(), cut).isEmpty)
        #expect(Self.ids(TouchTargetSizeRule(), whole) == ["chats", "explore", "profile"])
        let tab = AccessibilityElement(
            id: "tab", className: "android.view.View",
            frame: ScreenRect(left: 122, top: 2366, right: 224, bottom: 2400), isClickable: true,
            children: [
                AccessibilityElement(
                    id: "tab.icon", className: "android.widget.Button",
                    frame: ScreenRect(x: 0, y: 0, width: 0, height: 0))
            ])
        var raised = tab
        raised.frame = ScreenRect(left: 122, top: 2200, right: 224, bottom: 2302)
        #expect(Self.ids(LabelMissingRule(), ExampleScreens.android([tab])).isEmpty)
        #expect(Self.ids(LabelMissingRule(), ExampleScreens.android([raised])) == ["tab"])
    }

    /// A part the dump places inside the screen is not beyond its edge. Android clips a view's
    /// bounds to its parent's by clamping each side (AOSP `View.getBoundsOnScreen(Rect, boolean
    /// clipToParent)`), so a label that overflows its tab keeps its own top and takes the tab's
    /// bottom, upside down: JagerOtter801/TerraOffRoad's tab "Map" at [0,1997][270,2070] holds
    /// "Map" at [106,2089][163,2070] (wild set L, eleventh session). The tab clips it, not the
    /// screen, so the end tabs along the screen's sides are whole and measured, as ATF measures a
    /// view whose visible size is its size (TouchTargetSizeCheck.java lines 244-247 at c65cab0).
    /// The same label below the screen's bottom ([106,2420][163,2400]) or with no place at all
    /// (`[0,0][0,0]`) still shows the screen's edge cutting a tab along it.
    @Test func aLabelItsTabClipsDoesNotMakeTheTabCut() {
        let bar = TouchTargetSizeRule.overflowingTabBar
        #expect(Self.ids(TouchTargetSizeRule(), ExampleScreens.android([bar])) == ["map", "poi", "gear", "weather"])
        func lowered(_ labelFrame: ScreenRect) -> AccessibilityElement {
            var tab = bar.children[0]
            tab.frame = ScreenRect(left: 0, top: 2327, right: 270, bottom: 2400)
            tab.children[0].frame = labelFrame
            return tab
        }
        let beyond = lowered(ScreenRect(left: 106, top: 2420, right: 163, bottom: 2400))
        let nowhere = lowered(ScreenRect(x: 0, y: 0, width: 0, height: 0))
        let inside = lowered(ScreenRect(left: 106, top: 2380, right: 163, bottom: 2360))
        #expect(Self.ids(TouchTargetSizeRule(), ExampleScreens.android([beyond])).isEmpty)
        #expect(Self.ids(TouchTargetSizeRule(), ExampleScreens.android([nowhere])).isEmpty)
        #expect(Self.ids(TouchTargetSizeRule(), ExampleScreens.android([inside])) == ["map"])
    }

    /// Essential, not applied to a map's markers. Understanding SC 2.5.8's map example excuses
    /// pins "at the correct map location", whose spacing that place forces; a pin's size is the
    /// app's choice. ATF's TouchTargetSizeCheck measures every clickable node visible to the user
    /// (TouchTargetSizeCheck.java lines 187-216 at c65cab0) and walks every child a node reports,
    /// the virtual views an `AccessibilityNodeProvider` exposes included
    /// (WindowHierarchyElementAndroid.java lines 436-467), with no exception for a map. So the
    /// markers of a map's TextureView (27 dp at 3.0) are reported, and the app's own 48 dp
    /// location button beside them is not (docs/element-rules.md, eleventh session).
    ///
    /// A Google Map pans under the user's finger (the Maps SDK's MapView reference: "it will
    /// capture keypresses and touch gestures to move the map"), so a marker its edge cuts to
    /// under three quarters of its fellows' height (pin3: 40 of 80 px at the map's top) is cut
    /// as a scroller's item is (AuditContext.isGoogleMap), and measured at its fellows' size
    /// (``AuditContext/wholeFrame(ofCut:)``), 27 dp, not at the 13 dp the map shows. Its name
    /// is measured too: a virtual view of a TextureView has no child a dump could leave out, so
    /// label-missing still reports the unnamed marker. On a surface not named as a map, the
    /// marker's visible size is its size.
    @Test func aMapsMarkersAreMeasured() throws {
        let map = ExampleScreens.android([TouchTargetSizeRule.mapWithMarkers], density: 3)
        let onTheMap = TouchTargetSizeRule().check(AuditContext(screen: map))
        #expect(onTheMap.compactMap { $0.element?.id.rawValue }.sorted() == ["pin1", "pin2", "pin3"])
        let cut = try #require(onTheMap.first { $0.element?.id == "pin3" })
        #expect(cut.message.hasPrefix("The target is 26.7 x 26.7 dp"))
        #expect(cut.message.contains("cuts it to 26.7 x 13.3 dp"))
        #expect(Self.ids(LabelMissingRule(), map) == ["pin3"])
        var renamed = TouchTargetSizeRule.mapWithMarkers
        renamed.children[0].label = "Route map"
        let elsewhere = TouchTargetSizeRule().check(AuditContext(screen: ExampleScreens.android([renamed], density: 3)))
        #expect(elsewhere.compactMap { $0.element?.id.rawValue }.sorted() == ["pin1", "pin2", "pin3"])
        let visible = try #require(elsewhere.first { $0.element?.id == "pin3" })
        #expect(visible.message.hasPrefix("The target is 26.7 x 13.3 dp"))
    }

    /// One place, one target: an element the dump lists again with the same frame, class,
    /// identifier and name (an ad SDK's badge, stacked) is reported once, on the first listing.
    @Test func anElementListedAgainAtOnePlaceIsReportedOnce() throws {
        let example = try #require(TouchTargetSizeRule().triggeringExamples.first { $0.summary.contains("stacked") })
        #expect(Self.ids(TouchTargetSizeRule(), example.screen) == ["badge1"])
    }

    /// Off the screen: TalkBack does not focus a node that is not visible to the user (empty
    /// bounds in a dump), except web content inside a visible WebView, which it focuses to scroll
    /// it into view (google/talkback at 26a27dc, AccessibilityNodeInfoUtils.java lines 789-802
    /// and 2109-2116). An unlabelled zero-size button of the app is not reported; the same button
    /// inside a page's WebView is.
    @Test func labelMissingSkipsNodesTalkBackCannotSee() {
        let hidden = AccessibilityElement(
            id: "hidden", className: "android.widget.Button", frame: ScreenRect(x: 0, y: 0, width: 0, height: 0),
            isClickable: true)
        let page = AccessibilityElement(
            id: "web", className: "android.webkit.WebView",
            frame: ScreenRect(left: 0, top: 200, right: 1080, bottom: 2200),
            children: [
                AccessibilityElement(
                    id: "heading", label: "Trending", role: .text, className: "android.widget.TextView",
                    frame: ScreenRect(left: 40, top: 240, right: 600, bottom: 300)),
                hidden,
            ])
        #expect(Self.ids(LabelMissingRule(), ExampleScreens.android([hidden])).isEmpty)
        #expect(Self.ids(LabelMissingRule(), ExampleScreens.android([page])) == ["hidden"])
    }

    /// An icon font's glyph is no name: a text of private-use characters (U+E000-U+F8FF and
    /// planes 15 and 16, which Unicode leaves without a name or meaning: The Unicode Standard,
    /// section 23.5) with only spaces, joiners or variation selectors beside it. A glyph beside a
    /// word, an emoji or a letter is text.
    @Test func iconFontGlyphsAreNoName() {
        #expect(AccessibilityElement.isGlyphOnly("\u{E5CD}"))
        #expect(AccessibilityElement.isGlyphOnly(" \u{F0045}\u{FE0F} \u{E000}"))
        #expect(AccessibilityElement.isGlyphOnly("\u{10FFFD}\u{200D}"))
        #expect(!AccessibilityElement.isGlyphOnly("\u{E80D} Share"))
        #expect(!AccessibilityElement.isGlyphOnly("🔥"))
        #expect(!AccessibilityElement.isGlyphOnly("x"))
        #expect(!AccessibilityElement.isGlyphOnly(" "))
        #expect(!AccessibilityElement.isGlyphOnly(""))
        let glyphButton = AccessibilityElement(
            id: "send", label: "\u{E163}", role: .button, className: "android.widget.Button",
            frame: ScreenRect(left: 900, top: 2000, right: 1040, bottom: 2140), isClickable: true)
        #expect(Self.ids(LabelMissingRule(), ExampleScreens.android([glyphButton])) == ["send"])
        var worded = glyphButton
        worded.label = "\u{E163} Send"
        #expect(Self.ids(LabelMissingRule(), ExampleScreens.android([worded])).isEmpty)
    }

    /// A small target inside a larger clickable ancestor is still reported, one level lower: ATF
    /// cannot tell whether the ancestor does the same thing, so it lowers such a result from an
    /// error to a warning (TouchTargetSizeCheck.java lines 237-258; hasQualifyingClickableAncestor,
    /// lines 636-655: the ancestor is clickable like the target, big enough, and no ListView or
    /// GridView). A small target alone keeps the rule's severity, and a configured severity is
    /// lowered as far.
    @Test func aTargetInsideALargerClickableAncestorIsLoweredOneLevel() throws {
        func button(_ id: ElementID, x: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: id, label: "Save", role: .button, className: "android.widget.ImageButton",
                frame: ScreenRect(x: x, y: 900, width: 84, height: 84), isClickable: true)
        }
        func card(_ className: String) -> AccessibilityElement {
            AccessibilityElement(
                id: "card", className: className, frame: ScreenRect(x: 0, y: 800, width: 1080, height: 400),
                isClickable: true, children: [button("nested", x: 960)])
        }
        let screen = ExampleScreens.android([card("android.widget.LinearLayout"), button("alone", x: 40)])
        let findings = TouchTargetSizeRule().check(AuditContext(screen: screen))
        let severities = Dictionary(
            uniqueKeysWithValues: findings.compactMap { finding in
                finding.element.map { ($0.id.rawValue, finding.severity) }
            })
        #expect(severities == ["nested": .info, "alone": .warning])
        let nested = try #require(findings.first { $0.element?.id.rawValue == "nested" })
        #expect(nested.message.contains("A larger clickable LinearLayout around it may take the touch for it"))
        let configured = Auditor().audit(
            screen, configuration: AuditConfiguration(severities: ["touch-target-size": .error])
        )
        .filter { $0.rule == "touch-target-size" }
        #expect(
            Dictionary(
                uniqueKeysWithValues: configured.compactMap { f in f.element.map { ($0.id.rawValue, f.severity) } })
                == ["nested": .warning, "alone": .error])
        // A ListView around the target does not qualify (ATF skips AbsListView ancestors).
        let list = ExampleScreens.android([card("android.widget.ListView")])
        #expect(TouchTargetSizeRule().check(AuditContext(screen: list)).map(\.severity) == [.warning])
    }

    /// A window shorter than the screen cuts its views at its own edge, as the screen's edge does:
    /// an app window ending at y = 2167 above the system's navigation bar shows only the top
    /// 29 px of its bottom bar's tabs, whose labels the dump places below the window's edge. Those
    /// tabs are cut, not small. The same tabs with their labels inside the window are measured.
    /// Source: ATF's TouchTargetSizeCheck does not take the visible size of a view whose drawn size
    /// is larger (TouchTargetSizeCheck.java lines 244-247 and 290-296); the kind came from a real
    /// dump of wild set D (a video app's bottom bar under a shorter window). A clickable icon
    /// ending at the window's edge inside the cut tab is cut with it
    /// (`AuditContext.isCutWithItsTarget`, seventeenth session: X's DingTalk page), and measured
    /// once the tab is whole.
    @Test func aTabCutByItsWindowsEdgeIsNotMeasured() throws {
        func screen(labelTop: Double, clickableIcon: Bool = false) -> AccessibilityScreen {
            let tab = AccessibilityElement(
                id: "home-tab", label: "Home", className: "android.widget.FrameLayout",
                frame: ScreenRect(x: 0, y: 2138, width: 216, height: 29), isClickable: true,
                children: [
                    AccessibilityElement(
                        id: "home-icon", role: .image, className: "android.widget.ImageView",
                        frame: ScreenRect(x: 81, y: 2153, width: 55, height: 14), isClickable: clickableIcon),
                    AccessibilityElement(
                        id: "home-label", label: "Home", role: .text, className: "android.widget.TextView",
                        frame: ScreenRect(x: 80, y: labelTop, width: 56, height: min(38, 2167 - labelTop))),
                ])
            let app = AccessibilityElement(
                id: "app", className: "android.widget.FrameLayout",
                frame: ScreenRect(x: 0, y: 0, width: 1080, height: 2167),
                children: [tab])
            let navigationBar = AccessibilityElement(
                id: "navigation-bar", className: "android.widget.FrameLayout",
                identifier: "com.android.systemui:id/navigation_bar_frame",
                frame: ScreenRect(x: 0, y: 2270, width: 1080, height: 130))
            return AccessibilityScreen(
                platform: .android, name: "Example", size: ScreenSize(width: 1080, height: 2400),
                unit: .pixels(density: 2.625), roots: [app, navigationBar])
        }
        #expect(Self.ids(TouchTargetSizeRule(), screen(labelTop: 2216)).isEmpty)
        #expect(Self.ids(TouchTargetSizeRule(), screen(labelTop: 2155)) == ["home-tab"])
        #expect(Self.ids(TouchTargetSizeRule(), screen(labelTop: 2216, clickableIcon: true)).isEmpty)
        #expect(
            Self.ids(TouchTargetSizeRule(), screen(labelTop: 2155, clickableIcon: true)) == ["home-tab", "home-icon"])
    }

    /// A clickable strip of section tabs across the whole screen (a web page's tab bar, VV's
    /// Naver News page in Chrome) holds tabs past its right edge, which uiautomator lays out with
    /// empty bounds. The strip reaches both the left and the right side, and a view with empty
    /// bounds says nothing of which one cut it, so its first tab, whole at the left edge and
    /// 46 dp tall, is measured; when the dump places the next tab beyond the right edge, the
    /// tab ending there is cut with the strip. A tab at the screen's edge inside a strip that reaches
    /// only that side stays cut with it (`AuditContext.isCutWithItsTarget`, twenty-sixth
    /// session).
    @Test func aTabAtOneSideOfAStripAcrossTheScreenIsNotCutWithIt() throws {
        func screen(stripRight: Double, lastTabBeyond: Bool = false) -> AccessibilityScreen {
            let tabs = [
                AccessibilityElement(
                    id: "politics", label: "Politics", role: .button, className: "android.view.View",
                    frame: ScreenRect(left: 0, top: 415, right: 153, bottom: 536), isClickable: true,
                    isFocusable: true),
                AccessibilityElement(
                    id: "economy", label: "Economy", role: .button, className: "android.view.View",
                    frame: ScreenRect(left: 153, top: 415, right: 300, bottom: 536), isClickable: true,
                    isFocusable: true),
                AccessibilityElement(
                    id: "ranking", label: "Ranking", role: .button, className: "android.view.View",
                    frame: ScreenRect(left: 1023, top: 415, right: stripRight, bottom: 536), isClickable: true,
                    isFocusable: true),
                AccessibilityElement(
                    id: "world", label: "World", role: .button, className: "android.view.View",
                    frame: lastTabBeyond ? ScreenRect(left: 1080, top: 415, right: 1227, bottom: 536) : .zero,
                    isClickable: true, isFocusable: true),
            ]
            return ExampleScreens.android([
                AccessibilityElement(
                    id: "strip", className: "android.view.View",
                    frame: ScreenRect(left: 0, top: 415, right: stripRight, bottom: 536), isClickable: true,
                    children: tabs)
            ])
        }
        // Across the screen: the first tab is whole (and small), the last is whole where the dump
        // places nothing beyond the edge.
        #expect(Self.ids(TouchTargetSizeRule(), screen(stripRight: 1080)) == ["politics", "economy", "ranking"])
        // A tab placed beyond the right edge says the right side cut the strip: the tab ending
        // there is cut with it, the first stays measured.
        #expect(
            Self.ids(TouchTargetSizeRule(), screen(stripRight: 1080, lastTabBeyond: true)) == ["politics", "economy"])
        // A strip reaching only the left side: what it holds off screen lies beyond that side,
        // so the tab at the left edge is cut with it.
        #expect(Self.ids(TouchTargetSizeRule(), screen(stripRight: 1060)) == ["economy", "ranking"])
    }

    /// label-missing on Android: TalkBack and ATF give a node focus of its own only when it is
    /// screen-reader-focusable, clickable, focusable or long-clickable (ViewHierarchyElementUtils.java
    /// lines 325-354). A checkable icon that is neither (a text field's start icon with no click
    /// listener) takes none, and names nothing TalkBack would say; the same icon made focusable
    /// does take focus, and is reported.
    @Test func aCheckableNodeTalkBackDoesNotFocusNeedsNoLabel() throws {
        func screen(focusable: Bool) -> AccessibilityScreen {
            ExampleScreens.android([
                AccessibilityElement(
                    id: "start-icon", className: "android.widget.ImageButton",
                    frame: ScreenRect(x: 96, y: 973, width: 144, height: 144), isCheckable: true,
                    isFocusable: focusable)
            ])
        }
        #expect(Self.ids(LabelMissingRule(), screen(focusable: false)).isEmpty)
        #expect(Self.ids(LabelMissingRule(), screen(focusable: true)) == ["start-icon"])
    }

    /// A scrolling row shows a sliver of a card at each end (21 px and 16 px of 305 px cards):
    /// each sliver is cut by the scroller, also when the only other narrow card is the sliver at
    /// the far end, which is cut there itself and no measure of a whole card (``AuditContext``
    /// `comparableExtents`). Neither sliver is measured or reported unlabelled (uiautomator leaves
    /// out their off-screen children); the whole cards are. A first card flush with the row's start
    /// and as wide as the others stays a measure (`aChipCutAmongPeersIsMeasuredWholeAndSoIsALoneSmallButton`).
    /// Source: wild set D (a marketplace's category RecyclerView, slivers of 21 and 16 px); ATF's
    /// TouchTargetSizeCheck does not take a visible size smaller than the drawn one (c65cab0,
    /// TouchTargetSizeCheck.java lines 244-247).
    @Test func sliversAtBothEndsOfAScrollingRowAreCut() throws {
        func card(_ id: String, _ left: Double, _ right: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: ElementID(id), className: "android.widget.LinearLayout",
                frame: ScreenRect(left: left, top: 1627, right: right, bottom: 1911), isClickable: true,
                isFocusable: true,
                children: right - left > 100
                    ? [
                        AccessibilityElement(
                            id: ElementID("\(id).icon"), className: "android.widget.ImageView",
                            frame: ScreenRect(left: left + 90, top: 1650, right: left + 210, bottom: 1770))
                    ] : [])
        }
        let row = AccessibilityElement(
            id: "categories", className: "androidx.recyclerview.widget.RecyclerView",
            frame: ScreenRect(left: 0, top: 1627, right: 1080, bottom: 1911), isFocusable: true, isScrollable: true,
            children: [
                card("sliver-start", 0, 21), card("a", 53, 358), card("b", 390, 695), card("c", 727, 1032),
                card("sliver-end", 1064, 1080),
            ])
        let unlabelled = Set(Self.ids(LabelMissingRule(), ExampleScreens.android([row])))
        #expect(unlabelled == ["a", "b", "c"])
    }

    /// touch-target-size: a preference row's radio button that is checkable but neither clickable
    /// nor focusable is no target of its own (a touch on it reaches the clickable row, which ATF's
    /// TouchTargetSizeCheck measures instead: only clickable or long-clickable views, lines
    /// 192-201); the same radio made clickable is measured.
    @Test func aRadioTheRowTogglesIsNoTargetOfItsOwn() throws {
        func screen(clickable: Bool) -> AccessibilityScreen {
            ExampleScreens.android([
                AccessibilityElement(
                    id: "row", className: "android.widget.LinearLayout",
                    frame: ScreenRect(x: 0, y: 523, width: 1080, height: 188), isClickable: true, isFocusable: true,
                    children: [
                        AccessibilityElement(
                            id: "radio", className: "android.widget.RadioButton",
                            frame: ScreenRect(x: 80, y: 583, width: 56, height: 67), isCheckable: true,
                            isClickable: clickable),
                        AccessibilityElement(
                            id: "title", label: "LTE preferred", role: .text, className: "android.widget.TextView",
                            frame: ScreenRect(x: 161, y: 583, width: 361, height: 67)),
                    ])
            ])
        }
        #expect(Self.ids(TouchTargetSizeRule(), screen(clickable: false)).isEmpty)
        #expect(Self.ids(TouchTargetSizeRule(), screen(clickable: true)) == ["radio"])
    }

    /// label-missing: an actionable node below a silent one takes TalkBack's focus instead of it
    /// (TalkBack 26a27dc0, AccessibilityNodeInfoUtils.java lines 830-858; ATF c65cab0,
    /// ViewHierarchyElementUtils.java lines 246-264 and 480-495), but a hidden one does not: a
    /// node hidden from accessibility takes its subtree with it, so the silent frame is a leaf to
    /// TalkBack and is reported, while the image under the hidden node is announced by nothing and
    /// needs no label (the model's `isHidden`: the node and its descendants).
    @Test func aHiddenActionableChildLeavesTheSilentFrameReported() throws {
        func screen(hidden: Bool) -> AccessibilityScreen {
            ExampleScreens.android([
                AccessibilityElement(
                    id: "frame", className: "android.widget.FrameLayout",
                    frame: ScreenRect(left: 23, top: 946, right: 150, bottom: 1073), isClickable: true,
                    isFocusable: true,
                    children: [
                        AccessibilityElement(
                            id: "wrapper", className: "android.widget.FrameLayout",
                            frame: ScreenRect(left: 37, top: 960, right: 136, bottom: 1059), isHidden: hidden,
                            children: [
                                AccessibilityElement(
                                    id: "image", className: "android.widget.ImageView",
                                    frame: ScreenRect(left: 37, top: 960, right: 136, bottom: 1059),
                                    isClickable: true, isFocusable: true)
                            ])
                    ])
            ])
        }
        #expect(Self.ids(LabelMissingRule(), screen(hidden: false)) == ["image"])
        #expect(Self.ids(LabelMissingRule(), screen(hidden: true)) == ["frame"])
    }
}

extension AccessibilityScreen {
    /// The screen with another size, for a test that needs the same tree on a portrait screen.
    fileprivate func resized(_ width: Double, _ height: Double) -> AccessibilityScreen {
        var copy = self
        copy.size = ScreenSize(width: width, height: height)
        return copy
    }

}
